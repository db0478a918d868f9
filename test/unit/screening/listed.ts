// What the matcher's unit tests of naming cultures screen: an entry of a list, a key person of an
// application as the engine screens one ("firstName lastName", domain/screening/screenedPersons.ts), and whether
// a subject is reported against the entry, through the retrieval keys and scoring the database path uses.
import { DEFAULT_MATCH_THRESHOLD, screenSubjectsAgainstEntries, type EntryRow, type ScreeningSubject } from "../../../src/screening/matching";

let n = 0;

export const listedEntry = (list: string, names: string[]): EntryRow => ({
  id: `e${++n}`,
  list,
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

export const applicant = (firstName: string, lastName: string): ScreeningSubject => ({
  kind: "individual",
  id: `s${++n}`,
  accountId: "a",
  applicationId: "p",
  name: `${firstName} ${lastName}`,
  birthDate: null,
  countries: [],
  registrationNumbers: [],
  types: ["SANCTIONS", "PEP", "WARNING"],
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
});

/** Whether any of `subjects` is reported as a match of `e`. */
export const matchesEntry = (e: EntryRow, subjects: ScreeningSubject[]): boolean => {
  const found = screenSubjectsAgainstEntries([e], subjects);
  return subjects.some((s) => found.get(s.id)?.some((m) => m.entryId === e.id && m.matchResult.isMatch));
};
