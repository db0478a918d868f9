// The risk re-assessment's I/O (src/workflows/riskReassessment.ts): a thin wrapper over src/domain.
import type { PrismaClient } from "../generated/prisma/client";
import { reassessPage } from "../domain/risk/reassessment";
import { riskModelSuperseded } from "../domain/risk/supersession";

export function riskActivities({ db }: { db: PrismaClient }) {
  return {
    /**
     * Re-assesses one page of an account's applications in one transaction; lastId null when none was
     * left, or when a newer model has superseded this run's (its own run re-assesses them all: latest wins).
     */
    async reassessRiskPage(input: { accountId: string; version: number; afterId: string | null; limit: number }) {
      if (await riskModelSuperseded(db, input.accountId, input.version)) return { assessed: 0, changed: 0, lastId: null, superseded: true };
      return reassessPage(db, input);
    },
  };
}
