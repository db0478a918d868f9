// Imports one watchlist file as the list's next version: entries are upserted by (list, externalId)
// and rewritten only when the hash of their canonical record changed; entries the file no longer
// holds get removedInVersion. The whole import is ONE transaction (under a per-list advisory lock):
// a crash or a throwing hook leaves the previous version exactly as it was. Memory stays bounded:
// records stream in batches, and the ids seen so far live in a temporary table, not in a JS Set. How a
// batch of entries is written, and how the entries the file no longer holds are marked, is entryWrites.ts'.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, extname } from "node:path";
import { pipeline, Transform, type Readable } from "node:stream";
import type { PrismaClient } from "../../generated/prisma/client";
import { invalid } from "../../errors";
import { uuidv7 } from "../../kernel/ids";
import { readFtm } from "./ftm";
import { readOfacCsv } from "./ofacCsv";
import { readOfacXml } from "./ofacXml";
import { readUnXml } from "./un";
import { readEuXml } from "./eu";
import { readUkXml, UK_OTHER_FORMS } from "./uk";
import type { WatchlistRecord } from "./records";
import type { Tx } from "../../db/transaction";
import { lettingGoOfHeldLists, lockList } from "./reindex";
import { markRemoved, prepareRecord, writeBatch, type Counts, type Ctx, type PreparedRecord } from "./entryWrites";

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

export interface Problem {
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

function defaultListName(file: string): string {
  return basename(file).split(".")[0] || basename(file);
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

/** Keeps the first MAX_PROBLEMS problems by line. */
function firstByLine(problems: Problem[]): void {
  problems.sort((a, b) => a.line - b.line);
  problems.length = Math.min(problems.length, MAX_PROBLEMS);
}
