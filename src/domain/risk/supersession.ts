// Model changes coalesce: a re-assessment under a model version that a newer one has replaced stops,
// since the newer version's own run re-assesses every application of the account from the start. A
// storm of model changes (each PUT starts `risk-reassess-<account>-v<version>`) thus re-assesses the
// account once, under the latest model, instead of once per change, all at the same time.
import type { PrismaClient } from "../../generated/prisma/client";

/** Whether the account has a risk model newer than `version` (one index lookup on (accountId, version)). */
export async function riskModelSuperseded(db: PrismaClient, accountId: string, version: number): Promise<boolean> {
  const newer = await db.riskModel.findFirst({ where: { accountId, version: { gt: version } }, select: { version: true } });
  return newer !== null;
}
