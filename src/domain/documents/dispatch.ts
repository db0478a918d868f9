// Registered documents waiting for their validation workflow to be started (see src/pollers/documents.ts).
// Uploads through the API come first and one at a time; documents a migration registered (thousands
// at once) are handed out in batches, only as many as the caller has room for, so an import never
// starves single uploads nor floods the worker.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { workflowIds } from "../../temporal/workflowIds";
import { inTransaction } from "../../db/transaction";
import { accountBatches, claimedBatches } from "../../kernel/claimedBatches";

interface Pending {
  id: string;
  accountId: string;
}

/** A migration's document (its metadata names the migration). */
const FROM_MIGRATION = Prisma.sql`COALESCE(jsonb_exists(d.metadata, 'migrationId'), false)`;
/** Registered, attached to an application, and neither started nor validated yet. */
const AWAITING = Prisma.sql`d."validationStartedAt" IS NULL AND d."validatedAt" IS NULL AND d."applicationId" IS NOT NULL`;

/** Uploads through the API waiting for their own run (`document-validation-<id>`: a second start is a no-op). */
export function uploadsAwaitingValidation(db: PrismaClient, limit: number): Promise<Pending[]> {
  return db.$queryRaw<Pending[]>`
    SELECT d.id, d."accountId" FROM "Document" d
    WHERE ${AWAITING} AND NOT ${FROM_MIGRATION}
    ORDER BY d."createdAt" LIMIT ${limit}`;
}

/**
 * A migration's documents are validated in batches. Which batch a document joins is decided once:
 * unclaimed rows are taken with SKIP LOCKED and given their batch's workflow id in one transaction,
 * so dispatchers in several workers start the same batches (a no-op after the first) and never
 * validate one document in two. They wait until their migration has created its applications:
 * validation on the same workers took about a third of the creation stage's time.
 */
export async function claimValidationBatches(db: PrismaClient, batches: number, batchSize: number): Promise<number> {
  if (batches <= 0) return 0;
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<Pending[]>`
      SELECT d.id, d."accountId" FROM "Document" d
      WHERE ${AWAITING} AND d."validationBatchId" IS NULL AND ${FROM_MIGRATION}
        AND NOT EXISTS (SELECT 1 FROM "Migration" m WHERE m.id = d.metadata->>'migrationId' AND m.status = 'MIGRATING')
      ORDER BY d."createdAt", d.id LIMIT ${batches * batchSize}
      FOR UPDATE OF d SKIP LOCKED`;
    for (const batch of accountBatches(rows, batchSize)) {
      const ids = batch.map((r) => r.id);
      await tx.document.updateMany({ where: { id: { in: ids } }, data: { validationBatchId: workflowIds.documentValidationBatch(ids) } });
    }
    return rows.length;
  });
}

/** Claimed batches whose run has not been recorded as started (new, or owed after a crash), each whole. */
export async function claimedValidationBatches(db: PrismaClient): Promise<{ workflowId: string; accountId: string; documentIds: string[] }[]> {
  const rows = await db.document.findMany({
    where: { validationStartedAt: null, validatedAt: null, validationBatchId: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, accountId: true, validationBatchId: true },
  });
  return claimedBatches(rows, (row) => row.validationBatchId!).map(({ ids, ...batch }) => ({ ...batch, documentIds: ids }));
}

export async function markValidationStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.document.updateMany({ where: { id: { in: ids } }, data: { validationStartedAt: new Date() } });
}

/** Documents whose validation run was started a while ago and has not validated them (the reconciler asks Temporal why). */
export function staleValidations(db: PrismaClient, startedBefore: Date, limit: number) {
  return db.document.findMany({
    where: { validationStartedAt: { lt: startedBefore }, validatedAt: null, applicationId: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, accountId: true, validationBatchId: true },
  });
}
