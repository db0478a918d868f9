// Persons of one name (common in Indonesia, Afghanistan, Myanmar): a one-name query meets a one-name
// entry as written and through a typo of its only word, and stays apart from longer names sharing that
// word; through the same retrieval and scoring the database path uses (screenSubjectsAgainstEntries).
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type EntryRow, type ScreeningSubject } from "../../../src/screening/matching";
import { subjectNameKeys } from "../../../src/screening/matching/keys";
import { normalizeName } from "../../../src/screening/matching/normalize";

let n = 0;
const entry = (names: string[]): EntryRow => ({
  id: `e${++n}`,
  list: "one-name-test",
  externalId: `x${n}`,
  schema: "Person",
  types: ["SANCTIONS"],
  caption: names[0],
  names,
  birthDates: [],
  countries: [],
  registrationNumbers: [],
  properties: {},
});
const person = (name: string): ScreeningSubject => ({
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
});
const matchOf = (query: string, row: EntryRow) => {
  const s = person(query);
  return (screenSubjectsAgainstEntries([row], [s]).get(s.id) ?? []).find((m) => m.entryId === row.id);
};

describe("a person of one name", () => {
  it.each([
    ["Hambali", "Hambali"],
    ["HAMBALI", "Hambali"],
    ["Hambali,", "Hambali"],
    ["Suharto", "Soeharto"],
    ["Dulmateen", "Dulmatin"],
    // Typos of the only word: a consonant changed, two letters swapped, one dropped or added.
    ["Hanbali", "Hambali"],
    ["Suhatro", "Suharto"],
    ["Suhartp", "Suharto"],
    ["Sukarmo", "Sukarno"],
    ["Zulkarnen", "Zulkarnaen"],
    ["Zulkarnaein", "Zulkarnaen"],
    ["Hamidulah", "Hamidullah"],
  ])("%s matches the one-name entry %s", (query, listed) => {
    const match = matchOf(query, entry([listed]));
    expect(match?.matchResult.isMatch).toBe(true);
  });

  it("matches an entry listed under one name beside its longer aliases", () => {
    const match = matchOf("Hambali", entry(["Nurjaman Riduan Isamuddin", "Hambali"]));
    expect(match).toMatchObject({ matchedName: "Hambali", matchResult: { isMatch: true } });
  });

  it.each([
    ["Aung", "Aung San Suu Kyi"],
    ["Suharto", "Suharto Wijaya Kusuma"],
    ["Suharto Wijaya", "Suharto"],
    ["Sukarno", "Suharto"],
    ["Hamid", "Rashid"],
  ])("%s is not a match for %s", (query, listed) => {
    expect(matchOf(query, entry([listed]))?.matchResult.isMatch ?? false).toBe(false);
  });

  it.each([
    ["Suharto Suharto", "Suharto"],
    ["FNU Hambali", "Hambali"],
    ["Hambali LNU", "Hambali"],
    ["Hambali N/A", "Hambali"],
    ["Sukarno, Unknown", "Sukarno"],
    ["FNU Hanbali", "Hambali"],
  ])("%s, one name written into first and last name fields, matches %s", (query, listed) => {
    const match = matchOf(query, entry([listed]));
    expect(match?.matchResult.isMatch).toBe(true);
  });

  it("keeps a repeated word of a longer name apart from a one-name entry", () => {
    expect(matchOf("Suharto Suharto Wijaya", entry(["Suharto"]))?.matchResult.isMatch ?? false).toBe(false);
  });

  it("looks its word's typos up only when the name is one word", () => {
    const one = subjectNameKeys(normalizeName("Suharto", "individual"));
    const two = subjectNameKeys(normalizeName("Suharto Wijaya", "individual"));
    expect(one).toContain("shrt|");
    expect(one).toContain("shtr|");
    expect(two).not.toContain("shtr|");
  });
});
