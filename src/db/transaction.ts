// One unit of work against the database: a Prisma interactive transaction with the service's limits.
// Lives beside the client so every layer above takes `Tx` from here (it used to sit in the audit
// trail, which tied the transaction helper to a domain module and made an import cycle).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

export type Tx = Prisma.TransactionClient;

// Generous limits: embedded PGlite runs one statement at a time, so a transaction may queue.
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/**
 * What the request being served asks each of its write transactions to do last, inside the transaction:
 * a POST under an Idempotency-Key records that its work committed, atomically with the work, so that a
 * process killed between the commit and the stored response never runs the request a second time.
 */
export const beforeCommit = new AsyncLocalStorage<(tx: Tx) => Promise<void>>();

export function inTransaction<T>(db: PrismaClient, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const last = beforeCommit.getStore();
  if (!last) return db.$transaction(fn, TX_OPTIONS);
  return db.$transaction(async (tx) => {
    const result = await fn(tx);
    await last(tx);
    return result;
  }, TX_OPTIONS);
}
