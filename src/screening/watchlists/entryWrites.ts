// How an import writes a list's entries inside its transaction: a batch's records are matched to the
// stored entries by (list, externalId), inserted, rewritten (keeping their id, with what changed for
// monitoring) or counted unchanged by the hash of their canonical record, and indexed for the matcher;
// at the end the entries the file no longer holds are marked removed. Separate from import.ts, which
// reads the file, pipelines the batches and versions the list, because this is where the list's rows
// and the planner's costs live (docs/performance.md).
import { hash as oneShotHash } from "node:crypto";
import { clearLogs as forgetRecentQueryArguments } from "@prisma/debug";
import { canonicalJson } from "../../kernel/canonicalJson";
import { uuidv7 } from "../../kernel/ids";
import type { EntryInput } from "./records";
import { entryMatchIndex, indexWatchlistEntries, writeEntryKeys, type EntryMatchIndex } from "../matching";
import type { Tx } from "../../db/transaction";
import { entryChange, type ComparedEntry } from "./changes";
import type { ImportHooks, ImportSummary, Problem } from "./import";

// Published FtM timestamps move on every export without the entry changing: not part of the hash.
const VOLATILE_KEYS = new Set(["first_seen", "last_seen", "last_change"]);

function contentHash(e: EntryInput): string {
  const properties = Object.fromEntries(Object.entries(e.properties).filter(([k]) => !VOLATILE_KEYS.has(k)));
  const { schema, types, caption, names, birthDates, countries, registrationNumbers } = e;
  // One-shot: a Hash object per entry took three to six times as long (0.2–0.6 s of CPU for the import
  // bench's 80,000 entries, against 0.05–0.1 s).
  return oneShotHash("sha256", canonicalJson({ schema, types, caption, names, birthDates, countries, registrationNumbers, properties }), "hex");
}

export type Counts = Pick<ImportSummary, "added" | "changed" | "removed" | "unchanged" | "skipped" | "ignored">;

export interface Ctx {
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

/** A record with what writing it needs, computed while the previous batch is written: its match index only when `index` (a first import). */
export interface PreparedRecord {
  line: number;
  entry: EntryInput;
  contentHash: string;
  match?: EntryMatchIndex;
}

export const prepareRecord = (line: number, entry: EntryInput, index: boolean): PreparedRecord => ({
  line,
  entry,
  contentHash: contentHash(entry),
  ...(index ? { match: entryMatchIndex(entry) } : {}),
});

export async function writeBatch(ctx: Ctx, batch: PreparedRecord[]): Promise<void> {
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
export async function markRemoved(ctx: Ctx): Promise<void> {
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
