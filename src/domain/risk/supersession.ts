// Model changes coalesce, the latest wins: `risk-reassess-<account>` (src/workflows/riskReassessment.ts)
// is told of each new model by a signal, and also asks the database before every page, so a model saved
// before its signal arrived (or whose signal was lost with a failed start) still replaces the one under
// assessment; the pass under the newest model begins again from the first application.
import type { PrismaClient } from "../../generated/prisma/client";

/** The account's newest risk model version when it is newer than `version`, else null (one index lookup on (accountId, version)). */
export async function newerRiskModel(db: PrismaClient, accountId: string, version: number): Promise<number | null> {
  const newer = await db.riskModel.findFirst({ where: { accountId, version: { gt: version } }, orderBy: { version: "desc" }, select: { version: true } });
  return newer?.version ?? null;
}
