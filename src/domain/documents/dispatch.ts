// Registered documents waiting for their validation workflow to be started (see src/dispatcher.ts).
import type { PrismaClient } from "../../generated/prisma/client";

export function documentsAwaitingValidation(db: PrismaClient, limit: number) {
  return db.document.findMany({
    where: { validationStartedAt: null, validatedAt: null, applicationId: { not: null } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, accountId: true },
  });
}

export async function markValidationStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.document.updateMany({ where: { id: { in: ids } }, data: { validationStartedAt: new Date() } });
}
