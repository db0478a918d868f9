// Erasing one application's personal data (docs/retention-and-erasure.md): the bytes it stored are
// deleted from the object store first, then one transaction, under the application lock, checks the
// rules again, leaves tombstones in every row that held personal data, erases the audit trail's
// personal values (the chain still verifies), appends the erasure entry and forgets the audit key.
// A crash between the two steps leaves the application unerased: the next run deletes what is left
// of the bytes (a missing object is no error) and commits the rows. Erasing twice changes nothing.
import type { PrismaClient } from "../../generated/prisma/client";
import { inTransaction, type Tx } from "../../db/transaction";
import type { ObjectStore } from "../../storage";
import { orNotFound, owned } from "../../kernel/accountScope";
import { changeIn } from "../applicationChange";
import type { Actor } from "../auth/context";
import { eraseAuditTrail, forgetAuditKey } from "../audit/erase";
import { erasureRefusal } from "./policy";
import { eraseRows, objectKeysOf } from "./rows";

export interface Erasure {
  applicationId: string;
  erasedAt: Date;
  /** False when the application had been erased before (a retry). */
  erasedNow: boolean;
  objectsDeleted: number;
  auditEntries: number;
}

/** Refusals as DomainErrors (409: legal hold, not closed, within retention); 404 when not the caller's. */
export async function eraseApplication(db: PrismaClient, store: ObjectStore, actor: Actor, applicationId: string, now = new Date()): Promise<Erasure> {
  const app = await orNotFound(
    "Application",
    db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, include: { account: { select: { retentionYears: true } } } }),
  );
  if (app.erasedAt) return { applicationId, erasedAt: app.erasedAt, erasedNow: false, objectsDeleted: 0, auditEntries: 0 };
  const refusal = erasureRefusal(app, app.account.retentionYears, now);
  if (refusal) throw refusal;

  const keys = await objectKeysOf(db, applicationId, app.accountId);
  for (const key of keys) await store.delete(key);

  return inTransaction(db, async (tx) => {
    const change = changeIn(tx, actor, { erasing: true });
    await change.lock(applicationId);
    const current = await tx.application.findUniqueOrThrow({ where: { id: applicationId }, include: { account: { select: { retentionYears: true } } } });
    if (current.erasedAt) return { applicationId, erasedAt: current.erasedAt, erasedNow: false, objectsDeleted: keys.length, auditEntries: 0 };
    const again = erasureRefusal(current, current.account.retentionYears, now);
    if (again) throw again;
    await eraseRows(tx, applicationId, app.accountId);
    const trail = await eraseAuditTrail(tx, applicationId);
    const erasedAt = new Date();
    await tx.application.update({ where: { id: applicationId }, data: { erasedAt } });
    await change.audit({
      applicationId,
      type: "application.erased",
      entityType: "APPLICATION",
      entityId: applicationId,
      changes: {
        erasedAt: { before: null, after: erasedAt.toISOString() },
        erasure: {
          before: null,
          after: {
            closedAt: current.decidedAt?.toISOString() ?? null,
            retentionYears: current.account.retentionYears,
            objectsDeleted: keys.length,
            auditEntriesErased: trail.entries,
            resealedFromVersion1: trail.resealed,
            version1HeadHash: trail.legacyHeadHash,
          },
        },
      },
    });
    await forgetAuditKey(tx, applicationId);
    return { applicationId, erasedAt, erasedNow: true, objectsDeleted: keys.length, auditEntries: trail.entries };
  });
}

/** Applications of an account whose retention has passed and that are neither erased nor held, by id (the decision's cutoff is one range of the index on accountId, decidedAt). */
export async function applicationsPastRetention(
  db: PrismaClient | Tx,
  accountId: string,
  now: Date,
  limit: number,
  afterId: string | null = null,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT a.id FROM "Application" a JOIN "Account" c ON c.id = a."accountId"
    WHERE a."accountId" = ${accountId} AND a.status IN ('APPROVED', 'REJECTED') AND a."erasedAt" IS NULL AND NOT a."legalHold"
      AND a."decidedAt" <= CAST(${now} AS timestamp(3)) - make_interval(years => c."retentionYears")
      AND (${afterId}::text IS NULL OR a.id > ${afterId})
    ORDER BY a.id LIMIT ${limit}`;
  return rows.map((r) => r.id);
}
