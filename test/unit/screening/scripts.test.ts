// Every script the lists use: Hangul (decomposed, both romanisation systems, family name first and
// no space), Greek romanisation variants, Hebrew, Georgian and Armenian, matched through the same
// retrieval keys and scoring the database path uses (screenSubjectsAgainstEntries, in memory).
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type EntryRow, type ScreeningSubject } from "../../../src/screening/matching";
import { koreanNameKey, romaniseHangul, romanisedKey } from "../../../src/screening/matching/korean";
import { normalizeName } from "../../../src/screening/matching/normalize";

let n = 0;
const entry = (names: string[], over: Partial<EntryRow> = {}): EntryRow => ({
  id: `e${++n}`,
  list: "scripts-test",
  externalId: `x${n}`,
  schema: "Person",
  types: ["SANCTIONS"],
  caption: names[0],
  names,
  birthDates: [],
  countries: [],
  registrationNumbers: [],
  properties: {},
  ...over,
});
const subject = (name: string, over: Partial<ScreeningSubject> = {}): ScreeningSubject => ({
  kind: "individual",
  id: `s${++n}`,
  accountId: "a",
  applicationId: "p",
  name,
  birthDate: null,
  countries: [],
  registrationNumbers: [],
  types: ["SANCTIONS", "PEP", "WARNING"],
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
  ...over,
});
/** The best match of a query against one entry, through retrieval keys and scoring. */
const best = (query: string, names: string[]) => {
  const s = subject(query);
  return screenSubjectsAgainstEntries([entry(names)], [s]).get(s.id)?.[0]?.matchResult;
};

describe("Hangul", () => {
  it("decomposes syllables into Revised Romanisation, family name first", () => {
    expect(romaniseHangul("김정은")).toBe("gimjeongeun");
    expect(normalizeName("김정은", "individual").tokens).toEqual(["gim", "jeongeun"]);
    expect(normalizeName("남궁민수", "individual").tokens).toEqual(["namgung", "minsu"]);
  });

  it("gives every romanisation of a name one key: RR, McCune–Reischauer, informal, Western order", () => {
    const key = (s: string) => koreanNameKey(s, normalizeName(s, "individual").tokens);
    for (const spelling of ["리영호", "Ri Yong Ho", "Lee Yeong-ho", "Yi Young Ho", "Yeong-ho Lee", "Rhee Yongho"]) expect(key(spelling)).toBe("ri ryong ho");
    for (const spelling of ["최룡해", "Choe Ryong Hae", "Choi Ryong-hae"]) expect(key(spelling)).toBe(key("최룡해"));
    for (const spelling of ["박봉주", "Pak Pong Ju", "Park Bong-ju", "Bak Bongju"]) expect(key(spelling)).toBe(key("박봉주"));
    for (const spelling of ["김경희", "Kim Kyong Hui", "Kim Gyeong-hui", "Gim Kyonghui"]) expect(key(spelling)).toBe(key("김경희"));
    expect(romanisedKey("gyeong")).toBe(romanisedKey("kyong"));
  });

  it("reads names whose words are the names of an object's built-in properties", () => {
    for (const name of ["Constructor Smith", "Smith Constructor", "toString Lee", "Kim hasOwnProperty", "__proto__ Park", "valueOf Valueof"])
      expect(() => normalizeName(name, "individual")).not.toThrow();
    expect(normalizeName("Constructor Smith", "individual").tokens).toEqual(["constructor", "smith"]);
  });

  it("leaves names that do not read as Korean alone", () => {
    for (const name of ["John Lee", "Vladimir Petrov", "Mary Kim", "Ahmed Park"]) expect(normalizeName(name, "individual").korean).toBeNull();
  });

  it.each([
    ["리영호", ["Ri Yong Ho"]],
    ["Lee Yeong-ho", ["Ri Yong Ho"]],
    ["최룡해", ["Choe Ryong Hae"]],
    ["Choi Ryong-hae", ["Choe Ryong Hae"]],
    ["Park Bong-ju", ["Pak Pong Ju"]],
    ["Kim Gyeong-hui", ["Kim Kyong Hui"]],
    ["김정은", ["Kim Jong Un"]],
    ["Kim Jong Un", ["KIM Jong-un", "김정은"]],
    ["김정은", ["Kim Jong-un", "김정은"]],
  ])("matches %s with the list's %j", (query, names) => {
    expect(best(query, names)).toMatchObject({ isMatch: true });
  });

  it.each([
    ["Kim Jong Il", ["Kim Jong Un"]],
    ["Ri Yong Chol", ["Ri Yong Ho"]],
    ["Pak Chol Su", ["Pak Pong Ju"]],
    ["김정일", ["Kim Jong Un"]],
  ])("does not match %s with %j", (query, names) => {
    expect(best(query, names)?.isMatch ?? false).toBe(false);
  });
});

describe("Greek", () => {
  it.each([
    ["Yiorgos Papadopoulos", ["Georgios Papadopoulos"]],
    ["Giorgos Papadopoulos", ["Γεώργιος Παπαδόπουλος"]],
    ["Hristos Ioannou", ["Christos Ioannou"]],
    ["Χρήστος Ιωάννου", ["Hristos Ioannou"]],
    ["Panayiotis Nikolaou", ["Panagiotis Nikolaou"]],
    ["Yiannis Karagiannis", ["Giannis Karagiannis"]],
  ])("matches %s with %j", (query, names) => {
    expect(best(query, names)).toMatchObject({ isMatch: true });
  });

  it("keeps different given names apart", () => {
    expect(best("Nikos Papadopoulos", ["Georgios Papadopoulos"])?.isMatch ?? false).toBe(false);
  });
});

describe("Hebrew, Georgian and Armenian", () => {
  it("transliterates and matches the Latin spelling", () => {
    expect(best("משה כהן", ["Moshe Cohen"])).toMatchObject({ isMatch: true });
    expect(best("მიხეილ სააკაშვილი", ["Mikheil Saakashvili"])).toMatchObject({ isMatch: true });
    expect(best("Սերժ Սարգսյան", ["Serzh Sargsyan"])).toMatchObject({ isMatch: true });
  });

  it("does not match another name", () => {
    expect(best("משה לוי", ["Moshe Cohen"])?.isMatch ?? false).toBe(false);
    expect(best("Սերժ Սարգսյան", ["Robert Kocharyan"])?.isMatch ?? false).toBe(false);
  });
});
