// Screening subjects against the stored watchlists (screenSubjects: key lookups in PostgreSQL, or in
// the lists a worker holds in memory (residentLists.ts); names scored here, then the rest of the few
// rows that pass) or against a set of entries in memory (screenSubjectsAgainstEntries: what an import
// changed, for ongoing monitoring). All retrieve by the same keys and score with the same functions.
import { kanjiReadingKeyNames } from "./japaneseKanji";
import { keyHeadVariants, keyLookup, storedNameKeys, subjectNameKeys } from "./keys";
import {
  assessFacts,
  matchNames,
  prepareEntry,
  prepareSubject,
  scoreMatch,
  type EntryRow,
  type NameMatch,
  type PreparedSubject,
  type ScoredRow,
} from "./score";
import { describeMatch, settleSharedNames } from "./verdict";
import type { ListMatch, ScreeningSubject } from "./types";
import type { NormalName } from "./normalize";
import { entryKindOf, normalizeEntryNames, readStoredForms, storedMatchForms, type StoredMatchForms } from "./storedForms";
import type { Tx } from "../../db/transaction";
import { ListIndexBuilder, typeMask, type ListIndex } from "./residentIndex";
import { residentListsOf } from "./residentLists";

/**
 * A key shared by more entries than this (100) no longer tells them apart (a common given name with a
 * common tail); the subject's rarer keys carry its true candidates, and a batch stays bounded.
 */
const KEY_FANOUT = 100;

/**
 * Subjects screened per read: each brings ~230 candidate entries, read in one result, so a caller's
 * 5,000 (a monitoring page after a large import) are screened 125 at a time. The benchmark runs two
 * such reads at once per worker process within the worker's 384 MB heap (at 250 a read, when reads
 * carried whole rows, it ran out); 40 a read cost as much CPU per person.
 */
const SUBJECTS_PER_READ = 125;

/**
 * Heads an import remembers having written (a few MB); beyond that it forgets them and ON CONFLICT
 * skips the repeats, so its heap stays flat whatever the list's size.
 */
const HEADS_REMEMBERED = 100_000;

/** Read from "WatchlistEntry" e. */
const SCORED_COLUMNS = `e.id, e.list, e."externalId", e.schema, e.types::text[] AS types, e.caption, e.names, e."birthDates", e.countries, e."registrationNumbers", e."matchForms"::text AS "matchForms"`;

/** What an entry is matched by, computed once when it is written: its names' stored forms and retrieval keys, and the keys' heads. */
export interface EntryMatchIndex {
  matchForms: StoredMatchForms;
  keys: string[];
  heads: string[];
}

export function entryMatchIndex(entry: { schema: string; names: string[]; caption: string }): EntryMatchIndex {
  const names = normalizeEntryNames(entry);
  const keys = new Set<string>();
  const heads = new Set<string>();
  // A person listed in kanji is also looked up by the names' readings in Hepburn: keys without forms (japaneseKanji.ts).
  const readings = entryKindOf(entry.schema) === "individual" ? kanjiReadingKeyNames(names) : [];
  for (const name of [...names, ...readings]) {
    const stored = storedNameKeys(name);
    for (const key of stored.keys) keys.add(key);
    for (const head of stored.heads) heads.add(head);
  }
  return { matchForms: storedMatchForms(names), keys: [...keys], heads: [...heads] };
}

/**
 * Writes the retrieval keys of a list's entries just written: `replace` deletes the keys they had
 * first (changed entries), `created` says the caller's transaction has just inserted them (no key of
 * theirs can exist yet), `add` writes beside any they have. Their heads' variants go to the list's
 * variant table, except heads `headsWritten` holds for this list, which the caller's transaction
 * wrote already (an import keeps one set throughout; it is keyed by list too, so a set passed across
 * lists skips nothing).
 */
export async function writeEntryKeys(
  db: Tx,
  list: string,
  entries: { id: string; keys: string[]; heads: string[] }[],
  written: "created" | "replace" | "add",
  headsWritten = new Set<string>(),
): Promise<void> {
  if (written === "replace" && entries.length)
    await db.$executeRawUnsafe(
      `DELETE FROM "WatchlistMatchKey" WHERE "entryId" = ANY($1::text[])`,
      entries.map((e) => e.id),
    );
  const variants: string[] = [];
  const heads: string[] = [];
  const keys: string[] = [];
  const ids: string[] = [];
  if (headsWritten.size > HEADS_REMEMBERED) headsWritten.clear();
  for (const entry of entries) {
    for (const head of entry.heads) {
      const remembered = `${list}\u0000${head}`;
      if (headsWritten.has(remembered)) continue;
      headsWritten.add(remembered);
      for (const variant of keyHeadVariants(head)) (variants.push(variant), heads.push(head));
    }
    for (const key of entry.keys) (keys.push(key), ids.push(entry.id));
  }
  // An import and lists:reindex hold the list's lock, but indexWatchlistEntries (monitoring, tests)
  // may write the same rows outside it: a repeat must not fail the writer. Entries inserted by this
  // transaction are seen by no other until it commits, and an entry's keys are distinct, so theirs
  // are inserted without ON CONFLICT, whose check of the primary key before each row was a quarter of
  // the statement (a list's first import writes ~3 keys an entry).
  if (variants.length > 0)
    await db.$executeRawUnsafe(
      `INSERT INTO "WatchlistKeyVariant" (variant, head, list) SELECT v, h, $3 FROM unnest($1::text[], $2::text[]) AS t(v, h) ON CONFLICT DO NOTHING`,
      variants,
      heads,
      list,
    );
  if (keys.length > 0)
    await db.$executeRawUnsafe(
      `INSERT INTO "WatchlistMatchKey" (key, "entryId") SELECT * FROM unnest($1::text[], $2::text[])${written === "created" ? "" : " ON CONFLICT DO NOTHING"}`,
      keys,
      ids,
    );
}

/** Recomputes the stored forms and retrieval keys of entries read from the database. */
async function reindexRows(db: Tx, rows: ScoredRow[], headsWritten?: Set<string>): Promise<void> {
  if (rows.length === 0) return;
  const indexed = rows.map((row) => ({ id: row.id, list: row.list, ...entryMatchIndex(row) }));
  await db.$executeRawUnsafe(
    `UPDATE "WatchlistEntry" e SET "matchForms" = f.forms FROM unnest($1::text[], $2::jsonb[]) AS f(id, forms) WHERE e.id = f.id`,
    indexed.map((e) => e.id),
    indexed.map((e) => JSON.stringify(e.matchForms)),
  );
  for (const list of new Set(indexed.map((e) => e.list)))
    await writeEntryKeys(
      db,
      list,
      indexed.filter((e) => e.list === list),
      "add",
      headsWritten,
    );
}

/**
 * (Re)computes the stored forms and retrieval keys of these entries: a removed entry
 * (removedInVersion set) loses its keys and drops out of retrieval.
 */
export async function indexWatchlistEntries(db: Tx, entryIds: string[]): Promise<void> {
  if (entryIds.length === 0) return;
  const rows = await db.$queryRawUnsafe<(ScoredRow & { removedInVersion: number | null })[]>(
    `SELECT ${SCORED_COLUMNS}, e."removedInVersion" FROM "WatchlistEntry" e WHERE e.id = ANY($1::text[])`,
    entryIds,
  );
  await db.$executeRawUnsafe(`DELETE FROM "WatchlistMatchKey" WHERE "entryId" = ANY($1::text[])`, entryIds);
  await reindexRows(
    db,
    rows.filter((r) => r.removedInVersion === null),
  );
}

/** Indexes every live entry of a list from scratch, a page at a time (the benchmark's million). */
export async function indexWatchlist(db: Tx, list: string, pageSize = 5000): Promise<number> {
  await db.$executeRawUnsafe(`DELETE FROM "WatchlistMatchKey" WHERE "entryId" IN (SELECT id FROM "WatchlistEntry" WHERE list = $1)`, list);
  await db.$executeRawUnsafe(`DELETE FROM "WatchlistKeyVariant" WHERE list = $1`, list);
  const headsWritten = new Set<string>();
  let after = "";
  let indexed = 0;
  for (;;) {
    const rows = await db.$queryRawUnsafe<ScoredRow[]>(
      `SELECT ${SCORED_COLUMNS} FROM "WatchlistEntry" e WHERE e.list = $1 AND e.id > $2 AND e."removedInVersion" IS NULL ORDER BY e.id LIMIT $3`,
      list,
      after,
      pageSize,
    );
    if (rows.length === 0) return indexed;
    await reindexRows(db, rows, headsWritten);
    indexed += rows.length;
    after = rows[rows.length - 1].id;
  }
}

/** Most confident first; ties by entry id, so that every path (database, memory, monitoring) answers in one order. */
const byConfidence = (a: ListMatch, b: ListMatch) =>
  b.matchResult.confidence - a.matchResult.confidence || (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0);

/**
 * Screens subjects against the live watchlist entries of their types, SUBJECTS_PER_READ at a time,
 * in two statements: the first finds the subjects' candidates through the key index and reads only
 * what their names are scored by (the stored forms); the second reads the whole row, properties
 * included, of the few whose name reaches a subject's reporting floor (about 2 in 100 on the bench),
 * whose birth dates, countries and numbers then decide. Answers every subject's id (an empty list
 * when nothing matched).
 */
export async function screenSubjects(db: Tx, subjects: ScreeningSubject[]): Promise<Map<string, ListMatch[]>> {
  const result = new Map<string, ListMatch[]>(subjects.map((s) => [s.id, []]));
  const screened = subjects.filter((s) => s.types.some((t) => t !== "ADVERSE_MEDIA"));
  const holder = residentListsOf(db);
  for (let start = 0; start < screened.length; start += SUBJECTS_PER_READ) {
    const prepared = screened.slice(start, start + SUBJECTS_PER_READ).map(prepareSubject);
    const resident = holder && (await holder.current(db));
    const named = resident ? matchNamesInMemory(resident, prepared) : await readAndMatchNames(db, prepared);
    const ids = [...new Set(named.flatMap((list) => list.map((n) => n.id)))];
    if (ids.length === 0) continue;
    const rows = await db.$queryRawUnsafe<(EntryRow & { version: number })[]>(
      `SELECT ${SCORED_COLUMNS}, e.properties, e.version FROM "WatchlistEntry" e WHERE e.id = ANY($1::text[]) AND e."removedInVersion" IS NULL`,
      ids,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    prepared.forEach((subject, index) => {
      const matches: ListMatch[] = [];
      for (const { id, version, match } of named[index]) {
        // An import that committed between the two statements removed the entry (no row) or rewrote
        // it (another version): its names are scored again on the row as it is now, so every match
        // is of one version of its entry. Names scored in memory are scored again on the row too,
        // for the name as written that a match reports. Candidates are those of the first
        // statement's snapshot: a subject that only the new names would match is found by its next
        // screening, as before.
        const row = byId.get(id);
        const current = row && (match && row.version === version ? match : matchNames(subject, prepareEntry(row)));
        const assessment = current && assessFacts(subject, row, current);
        if (assessment) matches.push(describeMatch(assessment, row.properties));
      }
      result.set(subject.subject.id, settleSharedNames(subject, matches).sort(byConfidence));
    });
  }
  return result;
}

/**
 * A candidate whose names reach a subject's reporting floor, at the version of the entry they were
 * read from; `match` null when the names were scored in memory.
 */
interface NamedCandidate {
  id: string;
  version: number;
  match: NameMatch | null;
}

/** A candidate as the first statement reads it: what its names are scored by, and which subjects' keys met it. */
interface CandidateRow {
  id: string;
  version: number;
  schema: string;
  matchForms: string | null;
  subjects: number[];
}

/**
 * The candidates of each prepared subject read through the key index, and those whose names reach
 * the subject's reporting floor (screenSubjects' first statement). A one-word key is looked up as
 * written; any other by the heads its head stands for in the lists' variant table (keys.ts), at most
 * KEY_FANOUT entries per subject key.
 */
async function readAndMatchNames(db: Tx, prepared: PreparedSubject[]): Promise<NamedCandidate[][]> {
  const named = prepared.map((): NamedCandidate[] => []);
  const heads: string[] = [];
  const rests: string[] = [];
  const exact: boolean[] = [];
  const owners: number[] = [];
  prepared.forEach((subject, index) => {
    for (const key of new Set(subject.keyForms.flatMap(subjectNameKeys))) {
      const lookup = keyLookup(key);
      (heads.push(lookup.head), rests.push(lookup.rest), exact.push(lookup.exact), owners.push(index));
    }
  });
  if (heads.length === 0) return named;
  const types = [...new Set(prepared.flatMap((s) => s.subject.types))];
  // One statement: each candidate entry once, with the subjects whose keys retrieved it. A head the
  // variant table holds for several lists repeats in the array; the index scan drops repeated keys.
  const rows = await db.$queryRawUnsafe<CandidateRow[]>(
    `SELECT e.id, e.version, e.schema, e."matchForms"::text AS "matchForms", c.subjects FROM (
       SELECT k.id, array_agg(DISTINCT q.s) AS subjects FROM unnest($1::text[], $2::text[], $3::boolean[], $4::int[]) AS q(head, rest, exact, s)
       CROSS JOIN LATERAL (SELECT "entryId" AS id FROM "WatchlistMatchKey" WHERE key = ANY(
         CASE WHEN q.exact THEN ARRAY[q.head || q.rest] ELSE ARRAY(SELECT v.head || q.rest FROM "WatchlistKeyVariant" v WHERE v.variant = q.head) END
       ) LIMIT ${KEY_FANOUT}) k GROUP BY k.id
     ) c JOIN "WatchlistEntry" e ON e.id = c.id WHERE e."removedInVersion" IS NULL AND e.types::text[] && $5::text[]`,
    heads,
    rests,
    exact,
    owners,
    types,
  );
  const score = (row: CandidateRow, names: NormalName[]) => {
    const entry = { kind: entryKindOf(row.schema), names };
    for (const s of row.subjects) {
      const match = matchNames(prepared[s], entry);
      if (match) named[s].push({ id: row.id, version: row.version, match });
    }
  };
  // Each candidate's forms are garbage as soon as it is scored: the batch's rows are not held parsed.
  const unstored: CandidateRow[] = [];
  for (const row of rows) {
    const names = readStoredForms(row.matchForms);
    if (names) score(row, names);
    else unstored.push(row);
  }
  const normalised = await namesNotStored(db, unstored);
  for (const row of unstored) {
    const names = normalised.get(row.id);
    if (names) score(row, names);
  }
  return named;
}

/** What assessFacts reads of a row besides the facts: only its explanation reads the names and caption, and that one is discarded. */
const FACTS_ROW = { id: "", externalId: "", schema: "", caption: "", names: [] as string[] };

/**
 * readAndMatchNames against the lists held in memory (residentLists.ts): the same keys, the same
 * fan-out per key (per list), the same name scores; and since the facts are in memory too, only the
 * candidates assessFacts keeps are named (4 in 18 on the bench), for screenSubjects to read and
 * score again on their rows. Synchronous from start to end, so two reads of one process can share
 * each list's mark array.
 */

function matchNamesInMemory(indexes: ListIndex[], prepared: PreparedSubject[]): NamedCandidate[][] {
  return prepared.map((subject) => {
    const named: NamedCandidate[] = [];
    const mask = typeMask(subject.subject.types);
    const keys = [...new Set(subject.keyForms.flatMap(subjectNameKeys))];
    for (const index of indexes) {
      const met = index.candidatesOf(keys, KEY_FANOUT);
      for (const entry of met) {
        if (!index.hasType(entry, mask)) continue;
        const match = matchNames(subject, { kind: index.kind(entry), names: index.forms(entry) });
        if (!match) continue;
        const facts = index.facts(entry);
        if (facts && !assessFacts(subject, { ...FACTS_ROW, list: index.list, ...facts }, match)) continue;
        named.push({ id: index.id(entry), version: index.version(entry), match: null });
      }
    }
    return named;
  });
}

/** Candidates whose stored forms are missing or of another release, normalised from their names (until `lists:reindex`). */
async function namesNotStored(db: Tx, rows: CandidateRow[]): Promise<Map<string, NormalName[]>> {
  if (rows.length === 0) return new Map();
  const entries = await db.$queryRawUnsafe<{ id: string; schema: string; names: string[]; caption: string }[]>(
    `SELECT id, schema, names, caption FROM "WatchlistEntry" WHERE id = ANY($1::text[])`,
    rows.map((r) => r.id),
  );
  return new Map(entries.map((e) => [e.id, normalizeEntryNames(e)]));
}

/**
 * Screens subjects against a few entries in memory (ongoing monitoring: the entries an import
 * changed against every monitored person). The entries are indexed once by the same keys the
 * database holds, so a subject meets exactly the entries screenSubjects would have fetched.
 */
export function screenSubjectsAgainstEntries(
  entries: (EntryRow & { removedInVersion?: number | null })[],
  subjects: ScreeningSubject[],
): Map<string, ListMatch[]> {
  const live = entries.filter((row) => row.removedInVersion === null || row.removedInVersion === undefined).map(prepareEntry);
  // Packed as a list held in memory is, without a fan-out: a subject meets every entry a key reaches.
  const builder = new ListIndexBuilder("changed entries");
  live.forEach((entry, i) => builder.add(String(i), entry.kind, entry.row, 0, entry.names));
  const index = builder.finish(0n);
  const result = new Map<string, ListMatch[]>();
  for (const subject of subjects) {
    const prepared = prepareSubject(subject);
    const matches: ListMatch[] = [];
    for (const i of index.candidatesOf([...new Set(prepared.keyForms.flatMap(subjectNameKeys))], Infinity)) {
      const match = scoreMatch(prepared, live[i]);
      if (match) matches.push(match);
    }
    result.set(subject.id, settleSharedNames(prepared, matches).sort(byConfidence));
  }
  return result;
}
