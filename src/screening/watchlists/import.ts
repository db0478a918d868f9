// Imports one watchlist file as the list's next version: entries are upserted by (list, externalId)
// and rewritten only when the hash of their canonical record changed; entries the file no longer
// holds get removedInVersion. The whole import is ONE transaction (under a per-list advisory lock):
// a crash or a throwing hook leaves the previous version exactly as it was. Memory stays bounded:
// records stream in batches, and the ids seen so far live in a temporary table, not in a JS Set.
import { createHash, hash as oneShotHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { pipeline, Transform, type Readable } from "node:stream";
import { clearLogs as forgetRecentQueryArguments } from "@prisma/debug";
import type { PrismaClient } from "../../generated/prisma/client";
import { canonicalJson } from "../../kernel/canonicalJson";
import { invalid } from "../../errors";
import { uuidv7 } from "../../kernel/ids";
import { readFtm } from "./ftm";
import { readOfacCsv } from "./ofacCsv";
import { readOfacXml } from "./ofacXml";
import { readUnXml } from "./un";
import { readEuXml } from "./eu";
import { readUkXml, UK_OTHER_FORMS } from "./uk";
import type { EntryInput, WatchlistRecord } from "./records";
import { entryMatchIndex, indexWatchlistEntries, writeEntryKeys, type EntryMatchIndex } from "../matching";
import type { Tx } from "../../db/transaction";
import { entryChange, type ComparedEntry } from "./changes";
import { lettingGoOfHeldLists, lockList } from "./reindex";

/** ftm: FollowTheMoney JSON lines; ofac: sdn.xml or sdn.csv; un, eu, uk: the UN, EU and UK official lists as published (XML). */
export const WATCHLIST_FORMATS = ["ftm", "ofac", "un", "eu", "uk"] as const;
export type WatchlistFormat = (typeof WATCHLIST_FORMATS)[number];

export interface ImportWatchlistInput {
  format: WatchlistFormat;
  file: string;
  /** Defaults to the file name up to its first dot ("entities.ftm.json" → "entities"). */
  list?: string;
}

export interface ImportHooks {
  /** Called inside the import's transaction with the ids of the entries each batch added, changed or
   *  removed, after the matcher has indexed them (a throw rolls the whole import back). */
  onEntriesWritten?: (tx: Tx, entryIds: string[]) => Promise<void>;
}

export interface ImportOptions {
  batchSize?: number;
  /** The import's transaction timeout (a list of a million entries takes minutes). */
  timeoutMs?: number;
  /** Asked once the whole file is read, before anything commits: a reason rolls the import back as
   *  ListFileRejected (a scheduled source refuses a file it cannot trust; lists:import takes any). */
  reject?: (read: { entries: number; skipped: number }) => string | null;
}

/** A file that could not be read as its format, or that `reject` refused: nothing of it was kept. */
export class ListFileRejected extends Error {}

/** Where an import reads its bytes: a name (its extension picks the OFAC reader) and a stream opener. */
export interface ListFile {
  name: string;
  open(): Readable;
}

interface Problem {
  line: number;
  message: string;
}

export interface ImportSummary {
  list: string;
  format: WatchlistFormat;
  file: string;
  /** The list's version after the import: the previous one when nothing changed (null: never imported). */
  version: number | null;
  newVersion: boolean;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** Malformed records, reported in `problems` and not imported. */
  skipped: number;
  /** Well-formed records not screened: non-screenable schemata, or no sanctions/PEP/warning topic. */
  ignored: { notScreenable: number; noScreeningTopic: number };
  /** The first 100 problems, by line. */
  problems: Problem[];
  /** Whether entries missing from the file were marked removed (see REMOVALS below). */
  removalsApplied: boolean;
  message: string;
}

const MAX_PROBLEMS = 100;
// Published FtM timestamps move on every export without the entry changing: not part of the hash.
const VOLATILE_KEYS = new Set(["first_seen", "last_seen", "last_change"]);

function defaultListName(file: string): string {
  return basename(file).split(".")[0] || basename(file);
}

function contentHash(e: EntryInput): string {
  const properties = Object.fromEntries(Object.entries(e.properties).filter(([k]) => !VOLATILE_KEYS.has(k)));
  const { schema, types, caption, names, birthDates, countries, registrationNumbers } = e;
  // One-shot: a Hash object per entry took three to six times as long (0.2–0.6 s of CPU for the import
  // bench's 80,000 entries, against 0.05–0.1 s).
  return oneShotHash("sha256", canonicalJson({ schema, types, caption, names, birthDates, countries, registrationNumbers, properties }), "hex");
}

/** The file's bytes, hashed as they stream past. */
function hashedStream(source: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash("sha256");
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // pipeline carries a read error (file vanished, EACCES) to the consumer of `tap`.
  const stream = pipeline(source, tap, () => {});
  return { stream, digest: () => hash.digest("hex") };
}

/** The reader for a file, or a 400 before anything is opened. */
function readerOf(format: WatchlistFormat, file: string): (stream: Readable) => AsyncGenerator<WatchlistRecord> {
  if (format === "ftm") return readFtm;
  if (format === "un") return readUnXml;
  if (format === "eu") return readEuXml;
  if (format === "uk") {
    // The FCDO also publishes the list as CSV, ODS and HTML: only its XML is read (docs/list-sources.md).
    if (UK_OTHER_FORMS.test(file))
      throw invalid("The UK list is read in its XML form", [{ path: "file", message: `expected UK-Sanctions-List.xml, got "${basename(file)}"` }]);
    return readUkXml;
  }
  const ext = extname(file).toLowerCase();
  if (ext === ".xml") return readOfacXml;
  if (ext === ".csv") return (stream) => readOfacCsv(stream, file);
  throw invalid("An OFAC file must be sdn.xml or sdn.csv", [{ path: "file", message: `expected a .xml or .csv file, got "${basename(file)}"` }]);
}

export async function importWatchlist(
  db: PrismaClient,
  input: ImportWatchlistInput,
  hooks: ImportHooks = {},
  options: ImportOptions = {},
): Promise<ImportSummary> {
  if (!WATCHLIST_FORMATS.includes(input.format))
    throw invalid("Unknown list format", [{ path: "format", message: `expected one of ${WATCHLIST_FORMATS.join(", ")}` }]);
  const info = await stat(input.file).catch(() => null);
  if (!info?.isFile()) throw invalid("No such list file", [{ path: "file", message: `cannot read ${input.file}` }]);
  const list = input.list?.trim() || defaultListName(input.file);
  return importWatchlistFile(db, { format: input.format, list }, { name: input.file, open: () => createReadStream(input.file) }, hooks, options);
}

/** Reader errors (a broken XML document, a stream that fails) become ListFileRejected; the database's errors stay as they are. */
async function* unreadableAsRejected(records: AsyncGenerator<WatchlistRecord>): AsyncGenerator<WatchlistRecord> {
  try {
    yield* records;
  } catch (err) {
    throw new ListFileRejected(`the file does not parse: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Imports a file from any stream (a local file, or a scheduled source's body in the object store). */
export async function importWatchlistFile(
  db: PrismaClient,
  input: { format: WatchlistFormat; list: string },
  file: ListFile,
  hooks: ImportHooks = {},
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const list = input.list;
  const read = readerOf(input.format, file.name);
  const { stream, digest } = hashedStream(file.open());
  const records = unreadableAsRejected(read(stream));
  try {
    return await lettingGoOfHeldLists(db, () =>
      db.$transaction((tx) => importInTransaction(tx, { format: input.format, file: file.name, list }, records, digest, hooks, options), {
        maxWait: 30_000,
        timeout: options.timeoutMs ?? 60 * 60_000,
      }),
    );
  } finally {
    stream.destroy();
  }
}

type Counts = Pick<ImportSummary, "added" | "changed" | "removed" | "unchanged" | "skipped" | "ignored">;

async function importInTransaction(
  tx: Tx,
  input: ImportWatchlistInput & { list: string },
  records: AsyncGenerator<WatchlistRecord>,
  digest: () => string,
  hooks: ImportHooks,
  options: ImportOptions,
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 1000;
  const { list, format, file } = input;
  // Two imports of one list would both claim version N+1: the second waits for the first.
  await lockList(tx, list);
  const [{ previous }] = await tx.$queryRawUnsafe<{ previous: number | null }[]>(
    `SELECT max(version) AS previous FROM "WatchlistImport" WHERE list = $1`,
    list,
  );
  const version = (previous ?? 0) + 1;
  await tx.$executeRawUnsafe(`CREATE TEMP TABLE watchlist_import_seen ("externalId" text PRIMARY KEY) ON COMMIT DROP`);
  // A list's first import writes every record, so each record's match index (forms and keys) is made
  // while the previous batch is written; a re-import makes it only for the records it writes (new or
  // changed): making it for all had been a third of a million-line re-import's CPU.
  const [{ live }] = await tx.$queryRawUnsafe<{ live: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM "WatchlistEntry" WHERE list = $1 AND "removedInVersion" IS NULL) AS live`,
    list,
  );
  const indexWhileReading = !live;

  const counts: Counts = { added: 0, changed: 0, removed: 0, unchanged: 0, skipped: 0, ignored: { notScreenable: 0, noScreeningTopic: 0 } };
  const problems: Problem[] = [];
  let unreadableIds = 0;
  // Batches are written while the next one is read (problems then arrive out of line order): the
  // problems kept are the first MAX_PROBLEMS by line among all reported.
  const report = (p: Problem) => {
    counts.skipped++;
    problems.push(p);
    if (problems.length >= 2 * MAX_PROBLEMS) firstByLine(problems);
  };
  const ctx: Ctx = { tx, list, version, counts, report, hooks, now: new Date().toISOString(), headsWritten: new Set() };

  // Pipelined: the database writes one batch while this loop reads, parses and prepares the next
  // (hash, match forms, keys), so the two cores work at once; at most two batches are in memory. The
  // statements run in the order they are queued, on the transaction's one connection.
  let writing: Promise<void> = Promise.resolve();
  const queue = (write: () => Promise<void>) => {
    writing = writing.then(write);
    writing.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  };
  let batch: PreparedRecord[] = [];
  try {
    for await (const r of records) {
      if (r.kind === "ignored") counts.ignored[r.reason === "not-screenable" ? "notScreenable" : "noScreeningTopic"]++;
      else if (r.kind === "problem") {
        report({ line: r.line, message: r.message });
        const externalId = r.externalId;
        // REMOVALS: an entry whose line is damaged is kept as it was, never marked removed.
        if (externalId) queue(() => tx.$executeRawUnsafe(`INSERT INTO watchlist_import_seen VALUES ($1) ON CONFLICT DO NOTHING`, externalId).then(() => {}));
        else unreadableIds++;
      } else if (batch.push(prepareRecord(r.line, r.entry, indexWhileReading)) >= batchSize) {
        await writing;
        const full = batch;
        queue(() => writeBatch(ctx, full));
        batch = [];
      }
    }
    const last = batch;
    queue(() => writeBatch(ctx, last));
  } finally {
    // A file that stops parsing midway waits for the write under way before the transaction rolls back.
    await writing.catch(() => {});
  }
  await writing;
  firstByLine(problems);
  const refused = options.reject?.({ entries: counts.added + counts.changed + counts.unchanged, skipped: counts.skipped });
  if (refused) throw new ListFileRejected(refused);
  // REMOVALS: when a damaged record's id could not be read, any missing entry might be that one, so
  // nothing is marked removed this time; the summary says so and the next clean import catches up.
  const removalsApplied = unreadableIds === 0;
  if (removalsApplied) await markRemoved(ctx);

  const newVersion = counts.added + counts.changed + counts.removed > 0;
  if (newVersion) {
    await tx.$executeRawUnsafe(
      `INSERT INTO "WatchlistImport" (id, list, version, format, "fileSha256", added, changed, removed, unchanged, skipped, problems)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      uuidv7(),
      list,
      version,
      format,
      digest(),
      counts.added,
      counts.changed,
      counts.removed,
      counts.unchanged,
      counts.skipped,
      JSON.stringify(problems),
    );
  }
  const finalVersion = newVersion ? version : previous;
  const notes = [
    newVersion
      ? `version ${version}: ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed`
      : finalVersion
        ? `no changes, still version ${finalVersion}`
        : "no changes, the list has no version yet",
    counts.skipped ? `${counts.skipped} malformed record(s) skipped` : null,
    removalsApplied ? null : `removals not applied: ${unreadableIds} malformed record(s) without a readable id`,
  ];
  return { list, format, file, version: finalVersion, newVersion, ...counts, problems, removalsApplied, message: notes.filter(Boolean).join("; ") };
}

interface Ctx {
  tx: Tx;
  list: string;
  version: number;
  counts: Counts;
  report: (p: Problem) => void;
  hooks: ImportHooks;
  now: string;
  /** Retrieval-key heads whose variants this import has written (screen.ts writeEntryKeys). */
  headsWritten: Set<string>;
}

const RECORDSET = `jsonb_to_recordset($1::jsonb) AS r(id text, "externalId" text, schema text, types text[], caption text, names text[],
  "birthDates" text[], countries text[], "registrationNumbers" text[], properties jsonb, "contentHash" text, "lastChange" jsonb, "matchForms" jsonb)`;

/** Keeps the first MAX_PROBLEMS problems by line. */
function firstByLine(problems: Problem[]): void {
  problems.sort((a, b) => a.line - b.line);
  problems.length = Math.min(problems.length, MAX_PROBLEMS);
}

/** A record with what writing it needs, computed while the previous batch is written: its match index only when `index` (a first import). */
interface PreparedRecord {
  line: number;
  entry: EntryInput;
  contentHash: string;
  match?: EntryMatchIndex;
}

const prepareRecord = (line: number, entry: EntryInput, index: boolean): PreparedRecord => ({
  line,
  entry,
  contentHash: contentHash(entry),
  ...(index ? { match: entryMatchIndex(entry) } : {}),
});

async function writeBatch(ctx: Ctx, batch: PreparedRecord[]): Promise<void> {
  if (batch.length === 0) return;
  const { tx, list, version, counts } = ctx;
  // The seen table answers which ids are new to this import: a repeat is reported, not written twice.
  const fresh = new Set(
    (
      await tx.$queryRawUnsafe<{ externalId: string }[]>(
        `INSERT INTO watchlist_import_seen SELECT unnest($1::text[]) ON CONFLICT DO NOTHING RETURNING "externalId"`,
        batch.map((b) => b.entry.externalId),
      )
    ).map((r) => r.externalId),
  );
  const accepted: PreparedRecord[] = [];
  for (const record of batch) {
    if (fresh.delete(record.entry.externalId)) accepted.push(record);
    else ctx.report({ line: record.line, message: `duplicate id ${record.entry.externalId}: its first record was kept` });
  }
  const existing = await entriesOf<{ id: string; contentHash: string; removedInVersion: number | null }>(
    ctx,
    `id, "contentHash", "removedInVersion"`,
    accepted.map((r) => r.entry.externalId),
  );
  const inserts: WrittenEntry[] = [],
    updates: WrittenEntry[] = [];
  const relisted = new Set<string>();
  const indexes = new Map<string, EntryMatchIndex>();
  for (const { entry, contentHash, match: prepared } of accepted) {
    const old = existing.get(entry.externalId);
    if (old && old.removedInVersion === null && old.contentHash === contentHash) {
      counts.unchanged++;
      continue;
    }
    const match = prepared ?? entryMatchIndex(entry);
    // An entry rewritten keeps its id: the update finds it by its primary key (see the UPDATE below).
    const row: WrittenEntry = { ...entry, id: old?.id ?? uuidv7(), contentHash, matchForms: match.matchForms };
    indexes.set(entry.externalId, match);
    if (!old) (inserts.push(row), counts.added++);
    else if (old.removedInVersion !== null)
      (updates.push(row), relisted.add(entry.externalId), counts.added++); // back on the list
    else (updates.push(row), counts.changed++);
  }
  // What each rewritten entry changed, kept on the entry for monitoring (a material change re-opens review).
  if (updates.length > 0) {
    const before = await entriesOf<ComparedEntry>(
      ctx,
      `types::text[] AS types, names, "birthDates", countries, "registrationNumbers", properties`,
      updates.map((u) => u.externalId),
    );
    for (const u of updates) u.lastChange = entryChange(before.get(u.externalId)!, u, version, relisted.has(u.externalId));
  }
  const written: string[] = [];
  if (inserts.length > 0) {
    // Every row is inserted or the statement fails, so the rows written are `inserts`, ids and all:
    // nothing to read back.
    await tx.$executeRawUnsafe(
      `INSERT INTO "WatchlistEntry" (id, list, "externalId", schema, types, caption, names, "birthDates", countries, "registrationNumbers", properties, "contentHash", "matchForms", version, "updatedAt")
       SELECT r.id, $2, r."externalId", r.schema, r.types::"ScreeningType"[], r.caption, r.names, r."birthDates", r.countries, r."registrationNumbers", r.properties, r."contentHash", r."matchForms", $3, $4::timestamp(3)
       FROM ${RECORDSET}`,
      JSON.stringify(inserts),
      list,
      version,
      ctx.now,
    );
    await writeEntryKeys(
      tx,
      list,
      inserts.map((r) => ({ id: r.id, ...indexes.get(r.externalId)! })),
      "created",
      ctx.headsWritten,
    );
    written.push(...inserts.map((r) => r.id));
  }
  if (updates.length > 0) {
    // By primary key alone (the ids are this list's, read above), not by (list, externalId) nor with
    // the list as a condition: a list new to the statistics is estimated at one row, and the planner
    // then hashed the whole list once per batch (docs/performance.md has what that cost).
    const rows = await tx.$queryRawUnsafe<{ id: string; externalId: string }[]>(
      `UPDATE "WatchlistEntry" e SET schema = r.schema, types = r.types::"ScreeningType"[], caption = r.caption, names = r.names, "birthDates" = r."birthDates",
         countries = r.countries, "registrationNumbers" = r."registrationNumbers", properties = r.properties, "contentHash" = r."contentHash",
         "matchForms" = r."matchForms", version = $2, "removedInVersion" = NULL, "lastChange" = r."lastChange", "updatedAt" = $3::timestamp(3)
       FROM ${RECORDSET} WHERE e.id = r.id RETURNING e.id, e."externalId"`,
      JSON.stringify(updates),
      version,
      ctx.now,
    );
    await writeEntryKeys(
      tx,
      list,
      rows.map((r) => ({ id: r.id, ...indexes.get(r.externalId)! })),
      "replace",
      ctx.headsWritten,
    );
    written.push(...rows.map((r) => r.id));
  }
  if (written.length > 0) await ctx.hooks.onEntriesWritten?.(tx, written);
  // Prisma's PostgreSQL adapter keeps its last 100 queries' arguments for its crash reports, each
  // batch's 1 MB of JSON among them: 26 MB of a 200,000-line import's live heap, growing with the
  // file until the history filled. The batch is written; its arguments are let go.
  forgetRecentQueryArguments();
}

/**
 * Columns of the list's entries with these external ids, by id: one probe of the (list, externalId)
 * index per id. Written as `externalId = ANY(...)`, a list's first import was planned on statistics
 * from before it began (the list near empty) and scanned the whole list per batch: quadratic, most of
 * a million-line import (docs/performance.md).
 */
async function entriesOf<T>(ctx: Ctx, columns: string, externalIds: string[]): Promise<Map<string, T>> {
  const rows = await ctx.tx.$queryRawUnsafe<(T & { externalId: string })[]>(
    `SELECT x.id AS "externalId", e.* FROM unnest($2::text[]) AS x(id)
     CROSS JOIN LATERAL (SELECT ${columns} FROM "WatchlistEntry" WHERE list = $1 AND "externalId" = x.id LIMIT 1) e`,
    ctx.list,
    externalIds,
  );
  return new Map(rows.map((r) => [r.externalId, r]));
}

/** An entry as the batch writes it: the record, its id (new when inserted, its own when rewritten), hash, change and match forms. */
type WrittenEntry = EntryInput & { id: string; contentHash: string; lastChange?: unknown; matchForms?: unknown };

/** Marks every entry of the list this import did not see, then hands their ids to the hook in pages. */
async function markRemoved(ctx: Ctx): Promise<void> {
  const { tx, list, version } = ctx;
  ctx.counts.removed = await tx.$executeRawUnsafe(
    `UPDATE "WatchlistEntry" e SET "removedInVersion" = $2, "updatedAt" = $3::timestamp(3)
     WHERE e.list = $1 AND e."removedInVersion" IS NULL AND NOT EXISTS (SELECT 1 FROM watchlist_import_seen s WHERE s."externalId" = e."externalId")`,
    list,
    version,
    ctx.now,
  );
  if (ctx.counts.removed === 0) return;
  for (let after = ""; ;) {
    const page = await tx.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id FROM "WatchlistEntry" WHERE list = $1 AND "removedInVersion" = $2 AND id > $3 ORDER BY id LIMIT 1000`,
      list,
      version,
      after,
    );
    if (page.length === 0) return;
    const ids = page.map((r) => r.id);
    await indexWatchlistEntries(tx, ids);
    await ctx.hooks.onEntriesWritten?.(tx, ids);
    after = page[page.length - 1].id;
  }
}
