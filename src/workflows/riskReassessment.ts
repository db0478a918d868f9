// Re-assessing an account's applications after its risk model changed (docs/risk-model.md): pages in id
// order, each one transaction (src/domain/risk/reassessment.ts). The workflow's history is its
// checkpoint: a worker killed midway replays to the last page that completed and goes on from there;
// a page whose transaction committed but whose answer was lost is redone and changes nothing.
import { continueAsNew, proxyActivities, setHandler } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { riskReassessmentProgressQuery, type RiskReassessmentProgress } from "./messages";

/**
 * A page is one transaction of about a second: one whose worker died is retried after this timeout
 * elsewhere; retried through a database outage too.
 */
const PAGE_OPTIONS = {
  startToCloseTimeout: "30 seconds",
  retry: { initialInterval: "1 second", backoffCoefficient: 2, maximumInterval: "1 minute", maximumAttempts: 30 },
} as const;
/** Applications per page: big enough for the batch statements to pay, small enough for one transaction. */
const PAGE_SIZE = 1000;
/** Pages per run before it continues as new, bounding its history. */
const PAGES_PER_RUN = 500;

const { reassessRiskPage } = proxyActivities<Activities>(PAGE_OPTIONS);

export async function riskReassessmentWorkflow(input: {
  accountId: string;
  version: number;
  afterId?: string | null;
  assessed?: number;
  changed?: number;
  pages?: number;
}): Promise<RiskReassessmentProgress> {
  const progress: RiskReassessmentProgress = {
    afterId: input.afterId ?? null,
    assessed: input.assessed ?? 0,
    changed: input.changed ?? 0,
    pages: input.pages ?? 0,
    done: false,
  };
  setHandler(riskReassessmentProgressQuery, () => progress);
  for (let run = 0; run < PAGES_PER_RUN; run++) {
    const page = await reassessRiskPage({ accountId: input.accountId, version: input.version, afterId: progress.afterId, limit: PAGE_SIZE });
    if (!page.lastId) {
      progress.done = true;
      // A newer model superseded this run's: that model's run re-assesses every application (supersession.ts).
      if ("superseded" in page && page.superseded) progress.superseded = true;
      return progress;
    }
    progress.afterId = page.lastId;
    progress.assessed += page.assessed;
    progress.changed += page.changed;
    progress.pages += 1;
  }
  return continueAsNew<typeof riskReassessmentWorkflow>({ accountId: input.accountId, version: input.version, ...progress });
}
