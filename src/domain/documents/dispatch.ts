// Registered documents waiting for their validation workflow to be started (see src/dispatcher.ts).
// Uploads through the API come first and one at a time; documents a migration registered (thousands
// at once) are handed out in batches, only as many as the caller has room for, so an import never
// starves single uploads nor floods the worker.
import type { PrismaClient } from "../../generated/prisma/client";

interface Pending {
  id: string;
  accountId: string;
}

export async function documentsAwaitingValidation(db: PrismaClient, limits: { single: number; bulk: number }): Promise<{ single: Pending[]; bulk: Pending[] }> {
  const single = limits.single <= 0
    ? Promise.resolve([] as Pending[])
    : db.$queryRaw<Pending[]>`
        SELECT id, "accountId" FROM "Document"
        WHERE "validationStartedAt" IS NULL AND "validatedAt" IS NULL AND "applicationId" IS NOT NULL
          AND NOT COALESCE(jsonb_exists(metadata, 'migrationId'), false)
        ORDER BY "createdAt" LIMIT ${limits.single}`;
  // A migration's documents wait until its applications are created: validation on the same
  // workers took about a third of the creation stage's time. They start as soon as the migration
  // is no longer MIGRATING (completed, paused, failed or cancelled).
  const bulk = limits.bulk <= 0
    ? Promise.resolve([] as Pending[])
    : db.$queryRaw<Pending[]>`
        SELECT d.id, d."accountId" FROM "Document" d
        WHERE d."validationStartedAt" IS NULL AND d."validatedAt" IS NULL AND d."applicationId" IS NOT NULL
          AND COALESCE(jsonb_exists(d.metadata, 'migrationId'), false)
          AND NOT EXISTS (SELECT 1 FROM "Migration" m WHERE m.id = d.metadata->>'migrationId' AND m.status = 'MIGRATING')
        ORDER BY d."createdAt" LIMIT ${limits.bulk}`;
  const [singles, bulks] = await Promise.all([single, bulk]);
  return { single: singles, bulk: bulks };
}

export async function markValidationStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.document.updateMany({ where: { id: { in: ids } }, data: { validationStartedAt: new Date() } });
}
