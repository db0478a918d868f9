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
import { finishPage, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { DomainError } from "../../errors";

interface AccountAuditInput {
  type: string;
  entityType: string;
  entityId: string;
  changes: Record<string, FieldChange>;
  note: string;
}

/** Serialises the writers of the account's trail (and of its settings): the account's row lock. */
export async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${accountId} FOR NO KEY UPDATE`;
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

const ACCOUNT_AUDIT_LIST: ListSpec<"seq"> = {
  name: "account-audit",
  sortFields: ["seq"],
  defaultSortField: "seq",
  // The seq is carried as its decimal text; it is unique in the account, so it needs no tiebreaker.
  sortFieldKind: { seq: "string" },
};

/** One entry of the account's trail as the API serves it: the stored row with its change spelled out. */
export interface AccountAuditEntry {
  id: string;
  seq: number;
  hash: string;
  prevHash: string;
  eventType: string;
  entityType: string | null;
  entityId: string | null;
  /** The setting (or other field) the entry changed, when it changed exactly one (every settings.changed does). */
  field: string | null;
  before: unknown;
  after: unknown;
  /** The entry's event whole, as it was hashed. */
  event: unknown;
  performedById: string | null;
  performedByName: string;
  note: string | null;
  createdAt: Date;
}

function served(row: AccountAuditLog): AccountAuditEntry {
  const event = (row.event ?? {}) as { entityType?: string; entityId?: string; changes?: Record<string, FieldChange> };
  const changed = Object.entries(event.changes ?? {});
  const [field, change] = changed.length === 1 ? changed[0] : [null, null];
  return {
    id: row.id,
    seq: row.seq,
    hash: row.hash,
    prevHash: row.prevHash,
    eventType: row.eventType,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    field,
    before: change?.before ?? null,
    after: change?.after ?? null,
    event: row.event,
    performedById: row.performedById,
    performedByName: row.performedByName,
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** GET /settings/audit: the caller's account trail by seq, newest first unless asked otherwise (as every list), a page at a time. */
export async function listAccountAudit(db: PrismaClient, actor: Actor, args: PageArgs): Promise<{ items: AccountAuditEntry[]; nextCursor: string | null }> {
  const page = readPage(args, ACCOUNT_AUDIT_LIST, actor.accountId);
  const after = page.after ? Number(page.after.value) : null;
  if (after !== null && !Number.isInteger(after)) throw new DomainError("INVALID_CURSOR", "Invalid pagination cursor");
  const rows = await db.accountAuditLog.findMany({
    where: { accountId: actor.accountId, ...(after === null ? {} : { seq: { [page.order === "asc" ? "gt" : "lt"]: after } }) },
    orderBy: { seq: page.order },
    take: page.limit + 1,
  });
  const listed = finishPage(rows, page, ACCOUNT_AUDIT_LIST, actor.accountId, (r) => String(r.seq));
  return { items: listed.items.map(served), nextCursor: listed.nextCursor };
}

/** GET /settings/audit/verification: whether the caller's account trail verifies whole, and where it breaks first. */
export async function verifyAccountAudit(db: PrismaClient, actor: Actor): Promise<{ verified: boolean; entries: number; firstBrokenSeq: number | null }> {
  const { entries, brokenAtSeq } = await verifyAccountAuditChain(db, actor.accountId);
  return { verified: brokenAtSeq === null, entries, firstBrokenSeq: brokenAtSeq };
}
