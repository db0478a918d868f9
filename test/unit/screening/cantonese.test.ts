// Names in characters read in Cantonese (cantonese.ts): Hong Kong persons are listed in the Hong Kong
// Government's romanisation (LAM CHENG, Yuet-ngor; TSANG, Kwok-wai), which no Mandarin reading meets.
// Characters against such an entry, the Hong Kong spelling and Jyutping against an entry in characters,
// through the retrieval keys and scoring the database path uses (screenSubjectsAgainstEntries, in
// memory), as an application's fields and as a /match query.
import fc from "fast-check";
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type ScreeningSubject } from "../../../src/screening/matching";
import { cantoneseForms, hongKongSpellings } from "../../../src/screening/matching/cantonese";
import { chineseForms } from "../../../src/screening/matching/cjk";
import { subjectsOfQuery } from "../../../src/screening/subjects";
import { applicant, listedEntry, matchesEntry } from "./listed";

const entry = (names: string[]) => listedEntry("cantonese-test", names);
const matches = (subjects: ScreeningSubject[], names: string[]): boolean => matchesEntry(entry(names), subjects);
const viaApplication = (first: string, last: string, listed: string[]) => matches([applicant(first, last)], listed);
const viaMatch = (properties: Record<string, string[]>, listed: string[]) =>
  matches(subjectsOfQuery("q", { schema: "Person", properties }, DEFAULT_MATCH_THRESHOLD, "a"), listed);

describe("Jyutping to the Hong Kong Government's romanisation", () => {
  it("writes initials and finals as the government does, its usual spelling first", () => {
    const usual = (j: string) => hongKongSpellings(j)![0];
    expect(["lam4", "zeng6", "jyut6", "ngo4", "gaa1", "ciu1", "koeng4", "gwok3", "cang4", "joek6", "dang6", "bing2", "lou4", "cung1"].map(usual)).toEqual([
      "lam",
      "cheng",
      "yuet",
      "ngo",
      "ka",
      "chiu",
      "keung",
      "kwok",
      "tsang",
      "yeuk",
      "tang",
      "ping",
      "lo",
      "chung",
    ]);
    // Where practice is split, the other spellings follow: 娥 Ngor, 李 Lee or Li, 驊 Wah, 張 Tseung.
    expect(hongKongSpellings("ngo4")).toContain("ngor");
    expect(hongKongSpellings("lei5")).toEqual(["lei", "lee", "li"]);
    expect(hongKongSpellings("waa4")).toContain("wah");
    expect(hongKongSpellings("zi2")).toEqual(["chi", "tsz"]);
    expect(hongKongSpellings("seoi2")).toEqual(["shui", "sui"]);
    expect(hongKongSpellings("xyz")).toBeNull();
  });

  it("property: every reading of every character gives a spelling, and a bounded number of forms per name", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0x4e00, max: 0x9fa5 }), { minLength: 2, maxLength: 4 }), (codes) => {
        const chars = String.fromCodePoint(...codes);
        const forms = cantoneseForms(chars[0], chars.slice(1));
        // Two readings of the family name at most, each with six spellings, a joined one and Jyutping.
        expect(forms.length).toBeLessThanOrEqual(2 * 8);
        for (const f of forms) for (const w of f) expect(w).toMatch(/^[a-z]+$/);
        expect(chineseForms(chars).length).toBeLessThanOrEqual(2 + 2 * 2 * 8);
      }),
      { seed: 56, numRuns: 300 },
    );
  });
});

describe("matching a Hong Kong name, an application's fields and a /match query", () => {
  it("finds an entry listed in the Hong Kong spelling from characters, traditional or simplified, whole or split", () => {
    expect(viaMatch({ name: ["林鄭月娥"] }, ["LAM CHENG, Yuet-ngor"])).toBe(true);
    expect(viaMatch({ name: ["林郑月娥"] }, ["LAM CHENG, Yuet-ngor"])).toBe(true);
    expect(viaApplication("家超", "李", ["LEE, Ka-chiu"])).toBe(true);
    expect(viaApplication("若驊", "鄭", ["CHENG, Yeuk-wah"])).toBe(true);
    expect(viaMatch({ firstName: ["炳强"], lastName: ["邓"] }, ["TANG, Ping-keung"])).toBe(true);
    // 曾 is read zang1 as a family name (Tsang), cang4 in words: both readings are tried.
    expect(viaMatch({ name: ["曾國衞"] }, ["TSANG, Kwok-wai"])).toBe(true);
    expect(viaMatch({ name: ["李桂華"] }, ["LI, Kwai-wah"])).toBe(true);
  });

  it("finds an entry listed in characters from the Hong Kong spelling and from Jyutping", () => {
    expect(viaMatch({ name: ["Lam Cheng Yuet-ngor"] }, ["林鄭月娥"])).toBe(true);
    expect(viaApplication("Ka Chiu", "Lee", ["李家超"])).toBe(true);
    expect(viaMatch({ name: ["Tsang Kwok-wai"] }, ["曾國衞"])).toBe(true);
    expect(viaMatch({ name: ["Zang Gwok Wai"] }, ["曾國衞"])).toBe(true);
    expect(viaMatch({ name: ["Lei Gaa Ciu"] }, ["李家超"])).toBe(true);
  });

  it("finds a family name of two words written after the given name", () => {
    expect(viaMatch({ name: ["Yuet Ngor Lam Cheng"] }, ["LAM CHENG, Yuet-ngor"])).toBe(true);
    expect(viaMatch({ firstName: ["Yuet Ngor"], lastName: ["Lam Cheng"] }, ["林鄭月娥"])).toBe(true);
  });

  it("does not match another person sharing the family name", () => {
    expect(viaMatch({ name: ["陳美玲"] }, ["CHAN, Kwok-ki"])).toBe(false);
    expect(viaMatch({ name: ["Chan Mei-ling"] }, ["陳國基"])).toBe(false);
    expect(viaApplication("德明", "劉", ["LAU, Chi-wai"])).toBe(false);
    expect(viaMatch({ name: ["黃國基"] }, ["CHAN, Kwok-ki"])).toBe(false);
  });

  it("takes another syllable of the romanisation both names are written in for another name, reported under the threshold with the reason", () => {
    const e = entry(["CHENG, Teresa", "CHENG, Yeuk Wah"]);
    const s = { ...applicant("", ""), name: "Cheung Yeuk-wa" };
    const m = screenSubjectsAgainstEntries([e], [s])
      .get(s.id)
      ?.find((x) => x.entryId === e.id);
    expect(m?.matchResult.isMatch).toBe(false);
    expect(m?.matchResult.clearedReason).toBe("CONFIDENCE_BELOW_THRESHOLD");
    expect(m?.features.name_syllable_conflict).toBe(1);
    expect(m?.matchResult.matchExplanation).toMatch(/cheung \/ cheng are different syllables/);
    expect(viaMatch({ name: ["張若華"] }, ["鄭若驊"])).toBe(false);
    expect(viaMatch({ name: ["Zheng Xiaoming"] }, ["ZHANG, Xiaoming"])).toBe(false);
    // One syllable in two spellings of one system, or one name in two systems, stays a match.
    expect(viaMatch({ name: ["Cheng Yeuk-wah"] }, ["鄭若驊"])).toBe(true);
    expect(viaMatch({ name: ["Li Kwai Wah"] }, ["LEE, Kwai-wah"])).toBe(true);
    expect(viaMatch({ name: ["Wong Wai"] }, ["王偉"])).toBe(true);
    expect(viaMatch({ name: ["Wang Kwok-ki"] }, ["WONG, Kwok-ki"])).toBe(true);
  });

  it("does not take another given name ending in the same syllable for the list's English and Cantonese names given in part", () => {
    // SDN ent_num 29244 a.k.a. LO, Stephen Wai-chung: Ka-chung joined (kachung) shares chung's consonants, not its syllables.
    const listed = ["LO, Stephen", "LO, Wai-chung", "LO, Stephen Wai-chung"];
    expect(viaMatch({ name: ["Lo Ka-chung"] }, listed)).toBe(false);
    expect(viaMatch({ name: ["盧家聰"] }, listed)).toBe(false);
    expect(viaMatch({ name: ["Lo Wai-chung"] }, listed)).toBe(true);
    expect(viaMatch({ name: ["盧偉聰"] }, listed)).toBe(true);
  });
});
