// Registered documents waiting for their validation workflow to be started (see src/dispatcher.ts).
import type { PrismaClient } from "../../generated/prisma/client";

/** Documents a migration registered are validated in batches; the rest one workflow each. */
export async function documentsAwaitingValidation(db: PrismaClient, limit: number) {
  const rows = await db.document.findMany({
    where: { validationStartedAt: null, validatedAt: null, applicationId: { not: null } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, accountId: true, metadata: true },
  });
  const fromMigration = (m: unknown) => Boolean(m && typeof m === "object" && "migrationId" in m);
  return rows.map((r) => ({ id: r.id, accountId: r.accountId, bulk: fromMigration(r.metadata) }));
}

export async function markValidationStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.document.updateMany({ where: { id: { in: ids } }, data: { validationStartedAt: new Date() } });
}
