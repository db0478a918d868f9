// Writes the labelled set of birth dates (data/screening-validation/birth-dates/): listed persons of
// the people set (invented) asked for by their exact name with a birth date that is the listed one,
// one year off, within a year but more than one slip, or 8 to 25 years away (a namesake: another
// person), against entries stating a full date or a year only. test/screening/doors.test.ts screens it
// through the applications path and POST /screening/match and requires one verdict from both.
// `npx tsx scripts/screening-validation-birth-dates.ts`; thresholds.json is written by hand.
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const SETS = path.join(__dirname, "..", "data", "screening-validation");
const OUT = path.join(SETS, "birth-dates");
const FULL_DATES = 40;
const YEAR_ONLY = 12;

interface Listed {
  id: string;
  schema: string;
  caption: string;
  properties: { name: string[]; alias?: string[]; birthDate?: string[]; nationality?: string[]; [k: string]: unknown };
  datasets: string[];
}

const people = readFileSync(path.join(SETS, "people", "list.ftm.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Listed);
// Names an application takes as first and last name, one listed date, one nationality, no alias.
const eligible = people.filter(
  (p) =>
    /^[A-Z][a-z]+( [A-Z][a-z]+){1,2}$/.test(p.caption) &&
    !p.properties.alias?.length &&
    p.properties.birthDate?.length === 1 &&
    /^\d{4}-\d{2}-\d{2}$/.test(p.properties.birthDate[0]) &&
    p.properties.nationality?.length === 1,
);
// A name listed twice would make a namesake's far date another entry's match: each name once.
const seen = new Set<string>();
const chosen = eligible.filter((p) => !seen.has(p.caption) && seen.add(p.caption)).slice(0, FULL_DATES + YEAR_ONLY);

const pad = (n: number) => String(n).padStart(2, "0");
const dateOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

interface Query {
  id: string;
  class: string;
  query: { schema: "Person"; properties: Record<string, string[]> };
  expected: string | null;
  note: string;
}
const queries: Query[] = [];
const entries: Listed[] = [];

/** How far apart in years two dates are: each class is a range of it (birthDates.ts: more than one apart is a conflict). */
const yearsApart = (a: string, b: string) => Math.abs(Number(a.slice(0, 4)) - Number(b.slice(0, 4)));

function ask(entry: Listed, cls: string, date: string, years: [number, number], expected: boolean, withNationality: boolean, note: string) {
  const apart = yearsApart(date, entry.properties.birthDate![0]);
  if (apart < years[0] || apart > years[1]) throw new Error(`${cls} ${entry.id}: ${date} is ${apart} years from ${entry.properties.birthDate![0]}`);
  const properties: Record<string, string[]> = { name: [entry.caption], birthDate: [date] };
  if (withNationality) properties.nationality = entry.properties.nationality!;
  queries.push({
    id: `d${String(queries.length).padStart(4, "0")}`,
    class: cls,
    query: { schema: "Person", properties },
    expected: expected ? entry.id : null,
    note,
  });
}

chosen.forEach((source, i) => {
  const [y, m, d] = source.properties.birthDate![0].split("-").map(Number);
  const yearOnly = i >= FULL_DATES;
  const entry: Listed = { ...source, properties: { ...source.properties, birthDate: [yearOnly ? String(y) : source.properties.birthDate![0]] } };
  entries.push(entry);
  const withNationality = i % 3 !== 2;
  const sign = i % 2 === 0 ? 1 : -1;
  const far = 8 + ((i * 7) % 18);
  ask(entry, "person-exact-name-far-birth-year", dateOf(y + sign * far, m, d), [8, 25], false, withNationality, `born ${far} years apart: a namesake`);
  ask(entry, "person-exact-name-one-year-off", dateOf(y - sign, m, d), [1, 1], true, withNationality, "one year off: a slip, stays a match");
  if (yearOnly) {
    ask(entry, "person-exact-name-listed-year-only", dateOf(y, m, d), [0, 0], true, withNationality, "the list states the year only");
    return;
  }
  ask(entry, "person-exact-name-same-date", dateOf(y, m, d), [0, 0], true, withNationality, "the listed date");
  // Same year, month and day both off (not swapped): more than one slip within the year lowers confidence only.
  const month = ((m + 4 - 1) % 12) + 1;
  const day = ((d + 9 - 1) % 28) + 1;
  ask(entry, "person-exact-name-weak-date", dateOf(y, month, day === month ? day + 1 : day), [0, 0], true, withNationality, "same year, another day");
});

async function main() {
  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, "list.ftm.jsonl"), entries.map((e) => JSON.stringify(e)).join("\n") + "\n");
  await writeFile(path.join(OUT, "queries.jsonl"), queries.map((q) => JSON.stringify(q)).join("\n") + "\n");
  console.log(`${entries.length} entries, ${queries.length} queries in ${OUT}`);
}

void main();
