// Screening waiting for its workflow (see src/pollers/screening.ts): key persons the triggers asked to screen
// (ScreeningRequest), and watchlist imports whose ongoing-monitoring run has not started. Which batch
// a request joins is decided once: waiting rows are taken with SKIP LOCKED and given their batch's
// workflow id in one transaction, so dispatchers in several workers start the same batches (a no-op
// after the first) and never screen one request in two runs.
import type { PrismaClient } from "../../generated/prisma/client";
import { workflowIds } from "../../temporal/workflowIds";
import { inTransaction } from "../../db/transaction";
import { accountBatches, claimedBatches } from "../../kernel/claimedBatches";

interface Waiting {
  id: string;
  accountId: string;
  applicationId: string;
}

export interface ScreeningBatch {
  workflowId: string;
  accountId: string;
  requestIds: string[];
}

export async function claimScreeningBatches(db: PrismaClient, batches: number, batchSize: number): Promise<number> {
  if (batches <= 0) return 0;
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<Waiting[]>`
      SELECT id, "accountId", "applicationId" FROM "ScreeningRequest"
      WHERE "workflowId" IS NULL
      ORDER BY "createdAt", id LIMIT ${batches * batchSize}
      FOR UPDATE SKIP LOCKED`;
    for (const members of accountBatches(rows, batchSize)) {
      const applicationIds = new Set(members.map((m) => m.applicationId));
      const ids = members.map((m) => m.id);
      const workflowId = applicationIds.size === 1 ? workflowIds.screening(members[0].applicationId, ids) : workflowIds.screeningBatch(ids);
      await tx.screeningRequest.updateMany({ where: { id: { in: ids } }, data: { workflowId } });
    }
    return rows.length;
  });
}

/** Claimed batches whose run has not been recorded as started (new, or owed after a crash), each whole. */
export async function claimedScreeningBatches(db: PrismaClient): Promise<ScreeningBatch[]> {
  const rows = await db.screeningRequest.findMany({
    where: { startedAt: null, workflowId: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, accountId: true, workflowId: true },
  });
  return claimedBatches(rows, (row) => row.workflowId!).map(({ ids, ...batch }) => ({ ...batch, requestIds: ids }));
}

export async function markScreeningStarted(db: PrismaClient, requestIds: string[]) {
  if (requestIds.length) await db.screeningRequest.updateMany({ where: { id: { in: requestIds } }, data: { startedAt: new Date() } });
}

/** Imports whose monitoring run is owed: every committed version once. */
export function importsAwaitingMonitoring(db: PrismaClient) {
  return db.watchlistImport.findMany({ where: { monitoringStartedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, list: true, version: true } });
}

export async function markMonitoringStarted(db: PrismaClient, importId: string) {
  await db.watchlistImport.update({ where: { id: importId }, data: { monitoringStartedAt: new Date() } });
}

/** Requests whose screening run was started a while ago and has not completed them (the reconciler asks Temporal why). */
export function staleScreenings(db: PrismaClient, startedBefore: Date, limit: number) {
  return db.screeningRequest.findMany({
    where: { startedAt: { lt: startedBefore }, completedAt: null, workflowId: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, accountId: true, workflowId: true },
  });
}

/** Imports whose monitoring run was started a while ago and has not finished. */
export function staleMonitoring(db: PrismaClient, startedBefore: Date) {
  return db.watchlistImport.findMany({
    where: { monitoringStartedAt: { lt: startedBefore }, monitoringCompletedAt: null },
    select: { id: true, list: true, version: true },
  });
}

export async function markMonitoringCompleted(db: PrismaClient, list: string, version: number) {
  await db.watchlistImport.updateMany({ where: { list, version, monitoringCompletedAt: null }, data: { monitoringCompletedAt: new Date() } });
}
