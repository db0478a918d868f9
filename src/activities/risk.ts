// The risk re-assessment's I/O (src/workflows/riskReassessment.ts): a thin wrapper over src/domain.
import type { PrismaClient } from "../generated/prisma/client";
import { reassessPage } from "../domain/risk/reassessment";

export function riskActivities({ db }: { db: PrismaClient }) {
  return {
    /** Re-assesses one page of an account's applications in one transaction; lastId null when none was left. */
    async reassessRiskPage(input: { accountId: string; version: number; afterId: string | null; limit: number }) {
      return reassessPage(db, input);
    },
  };
}
