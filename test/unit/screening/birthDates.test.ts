// Birth dates as lists and records state them: a date within one slip of the entry's keeps a strong
// name match a match (lower confidence, the reason in the explanation), only years more than one
// apart clear it IDENTITY_MISMATCH; through the same retrieval and scoring the database path uses
// (screenSubjectsAgainstEntries, in memory).
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type EntryRow, type ListMatch, type ScreeningSubject } from "../../../src/screening/matching";
import { compareBirthDates, parseBirthDate } from "../../../src/screening/matching/birthDates";

let n = 0;
const entry = (names: string[], birthDates: string[], over: Partial<EntryRow> = {}): EntryRow => ({
  id: `e${++n}`,
  list: "dates-test",
  externalId: `x${n}`,
  schema: "Person",
  types: ["SANCTIONS"],
  caption: names[0],
  names,
  birthDates,
  countries: [],
  registrationNumbers: [],
  properties: {},
  ...over,
});
const person = (name: string, birthDate: string | null, over: Partial<ScreeningSubject> = {}): ScreeningSubject => ({
  kind: "individual",
  id: `s${++n}`,
  accountId: "a",
  applicationId: "p",
  name,
  birthDate,
  countries: [],
  registrationNumbers: [],
  types: ["SANCTIONS", "PEP", "WARNING"],
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
  ...over,
});
const matchOf = (s: ScreeningSubject, row: EntryRow): ListMatch | undefined =>
  (screenSubjectsAgainstEntries([row], [s]).get(s.id) ?? []).find((m) => m.entryId === row.id);

describe("reading a stated birth date", () => {
  it.each([
    ["1985", 19850000],
    ["1985-03", 19850300],
    ["1985-03-02", 19850302],
    ["1969-7-16", 19690716],
    ["1969/07/16", 19690716],
    ["19690716", 19690716],
    ["16.07.1969", 19690716],
    ["07.1969", 19690700],
    ["circa 1985", 19850000],
    ["approx. 1985", 19850000],
    ["1985-03-02T00:00:00Z", 19850302],
    // Impossible parts are dropped; a month past 12 with a day that could be one is a swapped date.
    ["1980-13-45", 19800000],
    ["1980-02-30", 19800200],
    ["1980-13-05", 19800513],
    ["1980-00-10", 19800000],
    ["unknown", 0],
    ["85", 0],
  ])("reads %s", (text, packed) => {
    expect(parseBirthDate(text)).toBe(packed);
  });
});

describe("comparing two dates", () => {
  const compare = (a: string, b: string) => compareBirthDates(parseBirthDate(a), parseBirthDate(b));
  it.each([
    ["1985-03-02", "1985-03-02", "exact"],
    ["1985", "1985", "exact"],
    ["1985", "1985-03-02", "partial"],
    ["1985-03", "1985-03-02", "partial"],
    ["1986", "1985-03-02", "near"],
    ["1986-03-02", "1985-03-02", "near"],
    ["1985-04-02", "1985-03-02", "near"],
    ["1985-03-03", "1985-03-02", "near"],
    ["1985-03-31", "1985-03-30", "near"],
    ["1985-03-12", "1985-03-21", "near"],
    ["1985-02-03", "1985-03-02", "near"],
    ["1985-08", "1985-03-02", "near"],
    ["1985-03-17", "1985-03-12", "near"],
    // Within a year, but more than one slip: lowers confidence, not cleared.
    ["1985-07-25", "1985-03-12", "weak"],
    ["1986-04-02", "1985-03-02", "weak"],
    // Years more than one apart are another person: namesakes (a father, a cousin) differ so.
    ["1987-03-02", "1985-03-02", "conflict"],
    ["1988", "1985", "conflict"],
    ["1975-03-02", "1985-03-02", "conflict"],
    ["2005-03-02", "1985-03-02", "conflict"],
    // Two digits swapped are 9 × n years apart, a generation: a father and his son of one name.
    ["1968-04-04", "1986-04-04", "conflict"],
  ])("%s against %s is %s", (a, b, agreement) => {
    expect(compare(a, b)).toBe(agreement);
    expect(compare(b, a)).toBe(agreement);
  });
});

// A labelled set in the shape of the UN Security Council's persons (names as the list spells them).
describe("a strong name with a birth date one slip away stays a match", () => {
  it.each([
    ["SULTAN AZIZ AZAM", ["1985"], "1986"],
    ["SULTAN AZIZ AZAM", ["1985"], "1984-06-01"],
    ["Abdul Baqi Basir Awal Shah", ["1962-01-03"], "1962-01-04"],
    ["Abdul Baqi Basir Awal Shah", ["1962-01-03"], "1962-02-03"],
    ["Abdul Baqi Basir Awal Shah", ["1962-01-03"], "1963-01-03"],
    ["Abdul Baqi Basir Awal Shah", ["1962-01-03"], "1962-03-01"],
    ["Abdul Baqi Basir Awal Shah", ["1962-01-03"], "1962-1-3"],
    ["Mohammad Hassan Akhund", ["1969-07-16"], "1969-7-16"],
    ["Mohammad Hassan Akhund", ["1969-07-16"], "16.07.1969"],
    ["Mohammad Hassan Akhund", ["1969-07-16"], "1969-07-61"],
    ["Mohammad Hassan Akhund", ["1969-07-16"], "1969-13-45"],
    ["Mohammad Hassan Akhund", ["1969-07-16"], "1969"],
    ["Mohammad Hassan Akhund", ["1969-07-16"], "1970"],
    // Lists state several dates, or a year alone, or a year and month.
    ["Amir Khan Muttaqi", ["1968", "1970-02-26"], "1970-02-25"],
    ["Amir Khan Muttaqi", ["1968", "1970-02-26"], "1967-05-05"],
    ["Amir Khan Muttaqi", ["1968-02"], "1968-03-14"],
  ])("%s listed %j, queried born %s", (name, listed, queried) => {
    const row = entry([name], listed);
    const match = matchOf(person(name, queried), row)!;
    expect(match.matchResult.isMatch).toBe(true);
    expect(match.matchResult.clearedReason).toBeNull();
    expect(match.matchResult.matchExplanation).toMatch(/birth date .* (agrees|one slip from)/);
  });

  it("lowers the confidence and says why", () => {
    const row = entry(["SULTAN AZIZ AZAM"], ["1985"]);
    const exact = matchOf(person("SULTAN AZIZ AZAM", "1985"), row)!;
    const near = matchOf(person("SULTAN AZIZ AZAM", "1986"), row)!;
    expect(near.matchResult.confidence).toBeLessThan(exact.matchResult.confidence);
    expect(near.features.birth_date_near).toBe(1);
    expect(near.matchResult.matchExplanation).toContain("birth date 1986 is one slip from 1985 (within tolerance)");
  });

  it("keeps a typed name with a near date a match", () => {
    const row = entry(["Mohammad Hassan Akhund"], ["1969-07-16"]);
    const match = matchOf(person("Mohamad Hasan Akhund", "1970-07-16"), row)!;
    expect(match.matchResult.isMatch).toBe(true);
  });

  it("compares every date a query states with every date of the entry", () => {
    const row = entry(["Amir Khan Muttaqi"], ["1968-02-26"]);
    const match = matchOf(person("Amir Khan Muttaqi", "1990-01-01", { birthDates: ["1990-01-01", "1968-02-26"] }), row)!;
    expect(match.matchResult.isMatch).toBe(true);
    expect(match.features.birth_date_match).toBe(1);
  });
});

describe("more than one slip within a year lowers confidence without clearing", () => {
  it("reports an exact name born the same year on another day as a match, with the reason", () => {
    const row = entry(["Abdul Baqi Basir Awal Shah"], ["1962-01-03"]);
    const match = matchOf(person("Abdul Baqi Basir Awal Shah", "1962-07-25"), row)!;
    expect(match.matchResult.isMatch).toBe(true);
    expect(match.features.birth_date_weak_mismatch).toBe(1);
    expect(match.matchResult.confidence).toBeLessThan(0.95);
  });

  it("clears a weaker name with such a date as under the threshold, not as another person", () => {
    const row = entry(["Abdul Baqi Basir Awal Shah"], ["1962-01-03"]);
    const match = matchOf(person("Abdul Baqi Basir Shah", "1962-07-25"), row)!;
    expect(match.matchResult.isMatch).toBe(false);
    expect(match.matchResult.clearedReason).toBe("CONFIDENCE_BELOW_THRESHOLD");
  });
});

describe("a clear conflict clears the hit IDENTITY_MISMATCH", () => {
  it.each([
    ["SULTAN AZIZ AZAM", ["1985"], "1965"],
    ["SULTAN AZIZ AZAM", ["1985"], "2005-03-02"],
    ["SULTAN AZIZ AZAM", ["1985-03-02"], "1988-03-02"],
    ["Amir Khan Muttaqi", ["1968", "1970-02-26"], "1990-02-26"],
    // A namesake a decade apart on the same day: one digit of the year, still another person.
    ["Mohammad Hassan Akhund", ["1969-07-16"], "1979-07-16"],
  ])("%s listed %j, queried born %s", (name, listed, queried) => {
    const match = matchOf(person(name, queried), entry([name], listed))!;
    expect(match.matchResult.isMatch).toBe(false);
    expect(match.matchResult.clearedReason).toBe("IDENTITY_MISMATCH");
    expect(match.matchResult.matchExplanation).toContain("by more than a year");
  });

  it("leaves a date that gives no year out of the decision", () => {
    const match = matchOf(person("SULTAN AZIZ AZAM", "unknown"), entry(["SULTAN AZIZ AZAM"], ["1985"]))!;
    expect(match.matchResult.isMatch).toBe(true);
    expect(Object.keys(match.features).filter((f) => f.startsWith("birth_date"))).toEqual([]);
  });
});
