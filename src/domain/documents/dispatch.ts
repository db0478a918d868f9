// Registered documents waiting for their validation workflow to be started (see src/dispatcher.ts).
// Uploads through the API come first and one at a time; documents a migration registered (thousands
// at once) are handed out in batches, only as many as the caller has room for, so an import never
// starves single uploads nor floods the worker.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";

interface Pending {
  id: string;
  accountId: string;
}

export async function documentsAwaitingValidation(db: PrismaClient, limits: { single: number; bulk: number }): Promise<{ single: Pending[]; bulk: Pending[] }> {
  const pending = async (which: Prisma.Sql, limit: number) =>
    limit <= 0
      ? []
      : db.$queryRaw<Pending[]>`
          SELECT d.id, d."accountId" FROM "Document" d
          WHERE d."validationStartedAt" IS NULL AND d."validatedAt" IS NULL AND d."applicationId" IS NOT NULL AND ${which}
          ORDER BY d."createdAt" LIMIT ${limit}`;
  const fromMigration = Prisma.sql`COALESCE(jsonb_exists(d.metadata, 'migrationId'), false)`;
  const [single, bulk] = await Promise.all([
    pending(Prisma.sql`NOT ${fromMigration}`, limits.single),
    // A migration's documents wait until its applications are created: validation on the same
    // workers took about a third of the creation stage's time. They start as soon as the migration
    // is no longer MIGRATING (completed, paused, failed or cancelled).
    pending(
      Prisma.sql`${fromMigration} AND NOT EXISTS (SELECT 1 FROM "Migration" m WHERE m.id = d.metadata->>'migrationId' AND m.status = 'MIGRATING')`,
      limits.bulk,
    ),
  ]);
  return { single, bulk };
}

export async function markValidationStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.document.updateMany({ where: { id: { in: ids } }, data: { validationStartedAt: new Date() } });
}
