// The audit trail (spec 2.6): append-only, one hash chain per application. Entries are written in the
// transaction of the change they record; nothing in the code base updates or deletes one.
import { createHash, randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { canonicalJson } from "../canonicalJson";
import type { Actor } from "../auth/context";

export type Tx = Prisma.TransactionClient;

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

interface HashedFields {
  id: string;
  applicationId: string;
  documentId: string | null;
  seq: number;
  eventType: string;
  event: unknown;
  performedById: string | null;
  performedByName: string;
  note: string | null;
  hidden: boolean;
  createdAt: Date;
  prevHash: string;
}

export function entryHash(entry: HashedFields): string {
  const { prevHash, ...content } = entry;
  return createHash("sha256").update(prevHash).update(canonicalJson(content)).digest("hex");
}

/**
 * Serialises writers of one application: every change to an application or its children takes this
 * row lock first, so chain positions never collide.
 */
export async function lockApplication(tx: Tx, applicationId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Application" WHERE id = ${applicationId} FOR UPDATE`;
}

/** Appends one entry. The caller holds the application lock (lockApplication) in the same tx. */
export async function recordAudit(tx: Tx, actor: Actor, input: AuditInput) {
  const [entry] = await recordAudits(tx, actor, input.applicationId, [input]);
  return entry;
}

/**
 * Appends several entries to one application's chain in one insert (bulk imports): the chain head is
 * read once and each entry links to the one before it. The caller holds the application lock.
 */
export async function recordAudits(tx: Tx, actor: Actor, applicationId: string, inputs: Omit<AuditInput, "applicationId">[]) {
  if (inputs.length === 0) return [];
  const last = await tx.auditLog.findFirst({ where: { applicationId }, orderBy: { seq: "desc" }, select: { seq: true, hash: true } });
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  const createdAt = new Date();
  const rows = inputs.map((input) => {
    const fields: HashedFields = {
      id: randomUUID(),
      applicationId,
      documentId: input.documentId ?? null,
      seq: ++seq,
      eventType: input.type,
      event: { type: input.type, entityType: input.entityType, entityId: input.entityId, changes: input.changes ?? {} },
      performedById: actor.userId,
      performedByName: actor.userName,
      note: input.note ?? null,
      hidden: input.hidden ?? actor.operator,
      createdAt,
      prevHash,
    };
    prevHash = entryHash(fields);
    return { ...fields, accountId: actor.accountId, event: fields.event as Prisma.InputJsonValue, hash: prevHash };
  });
  return tx.auditLog.createManyAndReturn({ data: rows });
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

/** Recomputes an application's chain from its first entry. */
export async function verifyAuditChain(db: PrismaClient | Tx, applicationId: string): Promise<ChainReport> {
  const entries = await db.auditLog.findMany({ where: { applicationId }, orderBy: { seq: "asc" } });
  let prevHash = GENESIS_HASH;
  for (const [index, e] of entries.entries()) {
    const recomputed = entryHash({
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
    });
    if (e.seq !== index + 1 || e.prevHash !== prevHash || e.hash !== recomputed) {
      return { applicationId, entries: entries.length, ok: false, brokenAtSeq: e.seq };
    }
    prevHash = e.hash;
  }
  return { applicationId, entries: entries.length, ok: true, brokenAtSeq: null };
}
