// The account's own audit trail (AccountAuditLog): what is decided about the account rather than one
// of its applications (a decision setting changed, an onboarding workflow edited). As an
// application's trail (trail.ts), each entry is written in the transaction of the change it records
// and the entries form one hash chain per account, so one altered, removed or reordered entry breaks
// every hash after it. These entries carry no personal data (settings, a staff member's name), so
// they are hashed whole, with no keyed digests to erase.
import { createHash, randomUUID } from "node:crypto";
import type { AccountAuditLog, PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { canonicalJson } from "../../kernel/canonicalJson";
import type { FieldChange } from "./trail";
import { GENESIS_HASH } from "./trail";

interface AccountAuditInput {
  type: string;
  entityType: string;
  entityId: string;
  changes: Record<string, FieldChange>;
  note: string;
}

/** Serialises the writers of the account's trail (and of its settings): the account's row lock. */
export async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${accountId} FOR UPDATE`;
}

type Hashed = Omit<AccountAuditLog, "hash">;

function accountEntryHash(entry: Hashed): string {
  const { prevHash, ...content } = entry;
  return createHash("sha256")
    .update(prevHash)
    .update(canonicalJson({ ...content, createdAt: content.createdAt.toISOString() }))
    .digest("hex");
}

/** Appends one entry to the account's chain; the caller holds the account's row lock (lockAccount). */
export async function appendAccountAudit(tx: Tx, actor: Actor, input: AccountAuditInput): Promise<AccountAuditLog> {
  const head = await tx.accountAuditLog.findFirst({ where: { accountId: actor.accountId }, orderBy: { seq: "desc" }, select: { seq: true, hash: true } });
  const entry: Hashed = {
    id: randomUUID(),
    accountId: actor.accountId,
    seq: (head?.seq ?? 0) + 1,
    eventType: input.type,
    event: JSON.parse(JSON.stringify({ type: input.type, entityType: input.entityType, entityId: input.entityId, changes: input.changes })),
    performedById: actor.userId,
    performedByName: actor.userName,
    note: input.note,
    prevHash: head?.hash ?? GENESIS_HASH,
    createdAt: new Date(),
  };
  return tx.accountAuditLog.create({ data: { ...entry, event: entry.event as object, hash: accountEntryHash(entry) } });
}

/** Whether the account's chain verifies from its first entry: the seq of the first entry that no longer does, or null. */
export async function verifyAccountAuditChain(db: PrismaClient | Tx, accountId: string): Promise<{ entries: number; brokenAtSeq: number | null }> {
  const entries = await db.accountAuditLog.findMany({ where: { accountId }, orderBy: { seq: "asc" } });
  let prevHash = GENESIS_HASH;
  for (const [i, { hash, ...entry }] of entries.entries()) {
    if (entry.seq !== i + 1 || entry.prevHash !== prevHash || accountEntryHash(entry) !== hash) return { entries: entries.length, brokenAtSeq: entry.seq };
    prevHash = hash;
  }
  return { entries: entries.length, brokenAtSeq: null };
}
