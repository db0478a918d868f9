// An entry's names are normalised once, at import, and stored (WatchlistEntry.matchForms): screening
// must score an entry read with its stored forms exactly as one normalised on read, and must ignore
// forms of another format version (a release that changed normalisation, before lists:reindex).
import { DEFAULT_MATCH_THRESHOLD, entryMatchIndex, screenSubjectsAgainstEntries, type EntryRow, type ScreeningSubject } from "../../../src/screening/matching";
import { MATCH_FORMS_VERSION } from "../../../src/screening/matching/storedForms";

let n = 0;
const entry = (names: string[], schema = "Person"): EntryRow => ({
  id: `e${++n}`,
  list: "stored-forms-test",
  externalId: `x${n}`,
  schema,
  types: ["SANCTIONS"],
  caption: names[0],
  names,
  birthDates: [],
  countries: [],
  registrationNumbers: [],
  properties: {},
});
const subject = (name: string, kind: "individual" | "business" = "individual"): ScreeningSubject => ({
  kind,
  id: `s${++n}`,
  accountId: "a",
  applicationId: "p",
  name,
  birthDate: null,
  countries: [],
  registrationNumbers: [],
  types: ["SANCTIONS"],
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
});
/** The entry as the database returns it after an import: its stored forms through JSON. */
const stored = (row: EntryRow) => ({ ...row, matchForms: JSON.parse(JSON.stringify(entryMatchIndex(row).matchForms)) as unknown });

const entries = [
  entry(["Vladimir Vladimirovich Petrov", "Владимир Петров"]),
  entry(["محمد عبد الرحمن", "Muhammad Abdulrahman"]),
  entry(["김정은", "Kim Jong Un"]),
  entry(["Georgios Papadopoulos"]),
  entry(["Sino Global Trading Holdings Limited", "ООО Синоглобал"], "Company"),
  entry(["יוסף לוי"]),
  entry(["Լևոն Հարությունյան"]),
  entry(["Hryhoriy Melnyk"]),
];
const subjects = [
  subject("Vladimir Petrow"),
  subject("Mohammed Abd al Rahman"),
  subject("Kim Jong-un"),
  subject("Yiorgos Papadopoulos"),
  subject("Sino Global Trading Ltd", "business"),
  subject("Yosef Levi"),
  subject("Levon Harutyunyan"),
  subject("Grigory Melnyk"),
];
const summary = (found: Map<string, unknown[]>) =>
  subjects.map((s) =>
    (found.get(s.id) as { entryId: string; matchResult: { confidence: number; matchExplanation: string } }[]).map((m) => [
      m.entryId,
      m.matchResult.confidence,
      m.matchResult.matchExplanation,
    ]),
  );

it("scores an entry read with its stored forms as one normalised on read", () => {
  const normalisedOnRead = summary(screenSubjectsAgainstEntries(entries, subjects));
  expect(normalisedOnRead.every((matches) => matches.length > 0)).toBe(true);
  expect(summary(screenSubjectsAgainstEntries(entries.map(stored), subjects))).toEqual(normalisedOnRead);
});

it("reads the stored forms, not the names, when they are of this release's format", () => {
  // Forms stored for another name: a subject meets the entry by them (proof they are what is read).
  const row = { ...entry(["Zbigniew Kowalczyk"]), matchForms: entryMatchIndex(entry(["Oleg Deripaska"])).matchForms };
  const found = screenSubjectsAgainstEntries([row], [subject("Oleg Deripaska"), subject("Zbigniew Kowalczyk")]);
  expect([...found.values()].map((m) => m.length)).toEqual([1, 0]);
});

it("normalises the names on read when the stored forms are of another format version", () => {
  const forms = entryMatchIndex(entry(["Oleg Deripaska"])).matchForms;
  const row = { ...entry(["Zbigniew Kowalczyk"]), matchForms: { ...forms, v: MATCH_FORMS_VERSION + 1 } };
  const found = screenSubjectsAgainstEntries([row], [subject("Oleg Deripaska"), subject("Zbigniew Kowalczyk")]);
  expect([...found.values()].map((m) => m.length)).toEqual([0, 1]);
});
