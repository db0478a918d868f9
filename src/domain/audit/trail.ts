// The audit trail (spec 2.6): append-only, one hash chain per application. Entries are written in the
// transaction of the change they record; nothing in the code base updates or deletes one.
import { randomBytes, randomUUID } from "node:crypto";
import type { AuditLog, Prisma, PrismaClient } from "../../generated/prisma/client";
import { insertRows } from "../../kernel/bulkInsert";
import { entryHash, HASH_VERSION, UnverifiableEntry, type HashedFields } from "./seal";
import { canonicalJson } from "../../kernel/canonicalJson";
import type { Actor } from "../auth/context";
import type { Tx } from "../../db/transaction";

export interface FieldChange {
  before: unknown;
  after: unknown;
}

export interface AuditInput {
  applicationId: string;
  documentId?: string | null;
  /** What happened, e.g. "application.updated", "application.status_changed". */
  type: string;
  entityType: string;
  entityId: string;
  changes?: Record<string, FieldChange>;
  note?: string | null;
  hidden?: boolean;
}

export const GENESIS_HASH = "0".repeat(64);

/** The audit keys of these applications, made for those that have none yet (one statement). */
async function auditKeys(tx: Tx, applicationIds: string[]): Promise<Map<string, string>> {
  const fresh = applicationIds.map(() => randomBytes(32).toString("hex"));
  // The outer SELECT reads the snapshot before the insert: existing keys from the table, new ones from
  // RETURNING. DO NOTHING writes no row version for a key that exists (DO UPDATE would, on every append).
  const rows = await tx.$queryRaw<{ applicationId: string; key: string }[]>`
    WITH made AS (
      INSERT INTO "AuditKey" ("applicationId", key) SELECT * FROM unnest(${applicationIds}::text[], ${fresh}::text[])
      ON CONFLICT ("applicationId") DO NOTHING RETURNING "applicationId", key)
    SELECT "applicationId", key FROM made
    UNION ALL SELECT "applicationId", key FROM "AuditKey" WHERE "applicationId" = ANY(${applicationIds}::text[])`;
  const keys = new Map(rows.map((r) => [r.applicationId, r.key]));
  // Only a writer racing without the application lock could miss a key another transaction is making.
  if (keys.size !== applicationIds.length) throw new Error("audit keys not visible: appendAudits needs the application lock");
  return keys;
}

/**
 * Serialises writers of one application: every change to an application or its children takes this
 * row lock first, so chain positions never collide. Changes take it through applicationChange.ts.
 */
export async function lockApplication(tx: Tx, applicationId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string; erased: boolean }[]>`
    SELECT id, "erasedAt" IS NOT NULL AS erased FROM "Application" WHERE id = ${applicationId} FOR UPDATE`;
  return rows.filter((r) => r.erased).map((r) => r.id);
}

/**
 * The locks of several applications in one statement, taken in id order so two writers cannot deadlock.
 * Returns the ids of those erased (read under the lock, so an erasure that committed first is seen).
 */
export async function lockApplications(tx: Tx, applicationIds: string[]): Promise<string[]> {
  if (applicationIds.length === 1) return lockApplication(tx, applicationIds[0]);
  const sorted = [...new Set(applicationIds)].sort();
  if (sorted.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: string; erased: boolean }[]>`
    SELECT id, "erasedAt" IS NOT NULL AS erased FROM "Application" WHERE id = ANY(${sorted}::text[]) ORDER BY id FOR UPDATE`;
  return rows.filter((r) => r.erased).map((r) => r.id);
}

/**
 * Appends entries to the chains of any number of applications in one read and one insert (bulk
 * imports): each chain's head is read once and its new entries link one to the next, in the order
 * given. The caller holds the lock of every application named.
 */
export async function appendAudits(tx: Tx, actor: Actor, inputs: AuditInput[]) {
  if (inputs.length === 0) return [];
  const applicationIds = [...new Set(inputs.map((i) => i.applicationId))];
  const heads = await tx.$queryRaw<{ applicationId: string; seq: number; hash: string }[]>`
    SELECT DISTINCT ON ("applicationId") "applicationId", seq, hash FROM "AuditLog"
    WHERE "applicationId" = ANY(${applicationIds}::text[]) ORDER BY "applicationId", seq DESC`;
  const keys = await auditKeys(tx, applicationIds);
  const chains = new Map(applicationIds.map((id) => [id, { seq: 0, prevHash: GENESIS_HASH }]));
  for (const head of heads) chains.set(head.applicationId, { seq: head.seq, prevHash: head.hash });
  const createdAt = new Date();
  const rows = inputs.map((input) => {
    const chain = chains.get(input.applicationId)!;
    const fields: HashedFields = {
      id: randomUUID(),
      applicationId: input.applicationId,
      documentId: input.documentId ?? null,
      seq: ++chain.seq,
      eventType: input.type,
      event: { type: input.type, entityType: input.entityType, entityId: input.entityId, changes: input.changes ?? {} },
      performedById: actor.userId,
      performedByName: actor.userName,
      note: input.note ?? null,
      hidden: input.hidden ?? actor.operator,
      createdAt,
      prevHash: chain.prevHash,
    };
    chain.prevHash = entryHash(fields, HASH_VERSION, keys.get(input.applicationId)!);
    return {
      ...fields,
      accountId: actor.accountId,
      event: fields.event as Prisma.JsonValue,
      hashVersion: HASH_VERSION,
      noteDigest: null,
      hash: chain.prevHash,
    };
  });
  await insertRows(tx, "AuditLog", rows);
  return rows satisfies AuditLog[];
}

/** Field-by-field before/after of what a patch changes; unchanged fields are left out. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (canonicalJson(before[field]) !== canonicalJson(value)) changes[field] = { before: before[field] ?? null, after: value };
  }
  return changes;
}

export interface ChainReport {
  applicationId: string;
  entries: number;
  ok: boolean;
  /** seq of the first entry whose content or link no longer matches. */
  brokenAtSeq: number | null;
}

/** The fields an entry's hash covers, as stored. */
export function hashedFieldsOf(e: AuditLog, prevHash: string): HashedFields {
  return {
    id: e.id,
    applicationId: e.applicationId,
    documentId: e.documentId,
    seq: e.seq,
    eventType: e.eventType,
    event: e.event,
    performedById: e.performedById,
    performedByName: e.performedByName,
    note: e.note,
    hidden: e.hidden,
    createdAt: e.createdAt,
    prevHash,
  };
}

/** An entry's hash recomputed from what is stored (null: a personal value whose key is gone, so it cannot match). */
export function recomputedHash(e: AuditLog, prevHash: string, key: string | null): string | null {
  try {
    return entryHash(hashedFieldsOf(e, prevHash), e.hashVersion, key, e.noteDigest);
  } catch (err) {
    if (err instanceof UnverifiableEntry) return null;
    throw err;
  }
}

/** Recomputes an application's chain from its first entry (each entry under its own hash version). */
export async function verifyAuditChain(db: PrismaClient | Tx, applicationId: string): Promise<ChainReport> {
  const entries = await db.auditLog.findMany({ where: { applicationId }, orderBy: { seq: "asc" } });
  const key = (await db.auditKey.findUnique({ where: { applicationId } }))?.key ?? null;
  let prevHash = GENESIS_HASH;
  for (const [index, e] of entries.entries()) {
    if (e.seq !== index + 1 || e.prevHash !== prevHash || e.hash !== recomputedHash(e, prevHash, key)) {
      return { applicationId, entries: entries.length, ok: false, brokenAtSeq: e.seq };
    }
    prevHash = e.hash;
  }
  return { applicationId, entries: entries.length, ok: true, brokenAtSeq: null };
}
