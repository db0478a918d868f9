// The risk re-assessment's I/O (src/workflows/riskReassessment.ts): a thin wrapper over src/domain.
import type { PrismaClient } from "../generated/prisma/client";
import { reassessPage } from "../domain/risk/reassessment";
import { newerRiskModel } from "../domain/risk/supersession";

export function riskActivities({ db }: { db: PrismaClient }) {
  return {
    /**
     * Re-assesses one page of an account's applications in one transaction; lastId null when none was
     * left. Changes nothing and answers the newest version when a newer model has replaced `version`:
     * the workflow begins again under that one (latest wins).
     */
    async reassessRiskPage(input: { accountId: string; version: number; afterId: string | null; limit: number }) {
      const latestVersion = await newerRiskModel(db, input.accountId, input.version);
      if (latestVersion !== null) return { latestVersion };
      return reassessPage(db, input);
    },
  };
}
