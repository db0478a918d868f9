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
  const pending = (fromMigration: boolean, limit: number) =>
    limit <= 0
      ? Promise.resolve([] as Pending[])
      : db.$queryRaw<Pending[]>`
          SELECT id, "accountId" FROM "Document"
          WHERE "validationStartedAt" IS NULL AND "validatedAt" IS NULL AND "applicationId" IS NOT NULL
            AND COALESCE(jsonb_exists(metadata, 'migrationId'), false) = ${fromMigration}
          ORDER BY "createdAt" LIMIT ${limit}`;
  const [single, bulk] = await Promise.all([pending(false, limits.single), pending(true, limits.bulk)]);
  return { single, bulk };
}

export async function markValidationStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.document.updateMany({ where: { id: { in: ids } }, data: { validationStartedAt: new Date() } });
}
