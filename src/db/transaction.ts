// One unit of work against the database: a Prisma interactive transaction with the service's limits.
// Lives beside the client so every layer above takes `Tx` from here (it used to sit in the audit
// trail, which tied the transaction helper to a domain module and made an import cycle).
import type { Prisma, PrismaClient } from "../generated/prisma/client";

export type Tx = Prisma.TransactionClient;

// Generous limits: embedded PGlite runs one statement at a time, so a transaction may queue.
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

export function inTransaction<T>(db: PrismaClient, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, TX_OPTIONS);
}
