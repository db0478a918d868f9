import type { PrismaClient } from "../generated/prisma/client";
import type { Tx } from "./audit/trail";

// Generous limits: embedded PGlite runs one statement at a time, so a transaction may queue.
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

export function inTransaction<T>(db: PrismaClient, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, TX_OPTIONS);
}
