// Re-assessing an account's applications after its risk model changed (docs/risk-model.md): one
// workflow per account, `risk-reassess-<account>`, started or told of a newer model by signal-with-start
// (src/temporal/riskReassessRunner.ts). It pages through the applications in id order, each page one
// transaction (src/domain/risk/reassessment.ts), and when a newer model arrives midway it begins again
// from the first application under that one: the latest model wins and a burst of saves costs one pass
// at a time, never one per save. The workflow's history is its checkpoint: a worker killed midway
// replays to the last page that completed and goes on from there; a page whose transaction committed
// but whose answer was lost is redone and changes nothing.
import { continueAsNew, proxyActivities, setHandler, workflowInfo } from "@temporalio/workflow";
import { workflowIds } from "../temporal/workflowIds";
import type { Activities } from "../activities";
import { riskModelChangedSignal, riskReassessmentProgressQuery, type RiskReassessmentProgress } from "./messages";

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
/** Pages (or model changes heard) per run before it continues as new, bounding its history. */
const STEPS_PER_RUN = 500;

const { reassessRiskPage } = proxyActivities<Activities>(PAGE_OPTIONS);

export async function riskReassessmentWorkflow(input: {
  accountId: string;
  version: number;
  afterId?: string | null;
  assessed?: number;
  changed?: number;
  pages?: number;
  restarts?: number;
}): Promise<RiskReassessmentProgress> {
  const progress: RiskReassessmentProgress = {
    version: input.version,
    afterId: input.afterId ?? null,
    assessed: input.assessed ?? 0,
    changed: input.changed ?? 0,
    pages: input.pages ?? 0,
    done: false,
    restarts: input.restarts ?? 0,
  };
  // The newest model the run has heard of, from signals or from a page that found its own version replaced.
  let latest = input.version;
  const hear = (version: number) => {
    if (version > latest) latest = version;
  };
  setHandler(riskModelChangedSignal, ({ version }) => hear(version));
  setHandler(riskReassessmentProgressQuery, () => progress);
  for (let step = 0; step < STEPS_PER_RUN; step++) {
    if (latest > progress.version) {
      // The pass so far was under a replaced model: the newest one's pass reads every application from the first.
      if (progress.afterId !== null || progress.pages > 0) progress.restarts += 1;
      Object.assign(progress, { version: latest, afterId: null, assessed: 0, changed: 0, pages: 0 });
    }
    const page = await reassessRiskPage({ accountId: input.accountId, version: progress.version, afterId: progress.afterId, limit: PAGE_SIZE });
    if ("latestVersion" in page && workflowInfo().workflowId !== workflowIds.riskReassessment(input.accountId)) {
      // A run of the former scheme, one workflow per version: the account's own workflow assesses the newer one.
      progress.done = true;
      return progress;
    }
    if ("latestVersion" in page) {
      // Saved before its signal arrived (or the signal was lost with a failed start): the database says which is newest.
      hear(page.latestVersion);
      continue;
    }
    if (!page.lastId) {
      // A model saved while the last page ran: its signal is in by now (Temporal refuses to complete a
      // workflow with a signal it has not handled), so the loop goes round for it.
      if (latest > progress.version) continue;
      progress.done = true;
      return progress;
    }
    progress.afterId = page.lastId;
    progress.assessed += page.assessed;
    progress.changed += page.changed;
    progress.pages += 1;
  }
  const next =
    latest > progress.version ? { ...progress, version: latest, afterId: null, assessed: 0, changed: 0, pages: 0, restarts: progress.restarts + 1 } : progress;
  return continueAsNew<typeof riskReassessmentWorkflow>({
    accountId: input.accountId,
    version: next.version,
    afterId: next.afterId,
    assessed: next.assessed,
    changed: next.changed,
    pages: next.pages,
    restarts: next.restarts,
  });
}
