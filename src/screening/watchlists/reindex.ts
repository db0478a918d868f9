// Rewriting a list's stored match forms and keys in place (reindex), and what every rewrite of a list,
// an import (import.ts) or a reindex, holds while it runs: the list's advisory lock, so they run one
// after the other, and the lists this process keeps in memory let go until it has committed.
import type { PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { indexWatchlist, MATCH_FORMS_VERSION, residentListsOf } from "../matching";

/** Holds a list for the transaction: its imports and reindexes run one after the other. */
export async function lockList(tx: Tx, list: string): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `watchlist-import:${list}`);
}

/**
 * Rebuilds the stored forms and retrieval keys of every list (or one), after a release changes how
 * names normalise or keys are made: `npm run admin -- lists:reindex`. Each list in one transaction
 * under its import lock, as an import: a reindex killed or failing midway leaves the list's keys as
 * they were (it clears them before rewriting them), and an import of the list waits for it.
 */
export async function reindexWatchlists(db: PrismaClient, list?: string, options: { timeoutMs?: number } = {}): Promise<{ list: string; entries: number }[]> {
  const lists = list ? [{ list }] : await db.$queryRawUnsafe<{ list: string }[]>(`SELECT DISTINCT list FROM "WatchlistEntry" ORDER BY list`);
  // Let go once for all the lists: a screening between two lists would start reading them all again.
  return lettingGoOfHeldLists(db, async () => {
    const done: { list: string; entries: number }[] = [];
    for (const { list: name } of lists) {
      const entries = await db.$transaction(
        async (tx) => {
          await lockList(tx, name);
          const written = await indexWatchlist(tx, name);
          await tx.$executeRawUnsafe(
            `INSERT INTO "WatchlistGeneration" (list, "formsVersion") VALUES ($1, $2) ON CONFLICT (list) DO UPDATE SET "formsVersion" = EXCLUDED."formsVersion"`,
            name,
            MATCH_FORMS_VERSION,
          );
          return written;
        },
        { maxWait: 30_000, timeout: options.timeoutMs ?? 60 * 60_000 },
      );
      done.push({ list: name, entries });
    }
    return done;
  });
}

/**
 * Lists whose stored forms and keys an earlier release wrote (WatchlistGeneration.formsVersion under
 * MATCH_FORMS_VERSION): the worker reindexes them by itself (pollers/screening.ts), so an upgrade
 * that changes normalisation needs no `lists:reindex` by hand.
 */
export async function listsWithOlderForms(db: PrismaClient): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ list: string }[]>(
    `SELECT list FROM "WatchlistGeneration" WHERE "formsVersion" < $1 ORDER BY list`,
    MATCH_FORMS_VERSION,
  );
  return rows.map((r) => r.list);
}

/**
 * Runs a rewrite of lists (an import, a reindex) with the lists this process holds in memory let go
 * (residentLists.ts): the rewrite takes the memory, and they are read again once it has committed.
 * The admin socket runs lists:reindex inside the service's process, so both go through here.
 */
export async function lettingGoOfHeldLists<T>(db: PrismaClient, rewrite: () => Promise<T>): Promise<T> {
  const resume = residentListsOf(db)?.suspend();
  try {
    return await rewrite();
  } finally {
    resume?.();
  }
}
