// Screening runs. `screening-<applicationId>-…` (or `screening-batch-…` for a migration's
// persons) screens key persons the triggers asked for, then enriches the hits found;
// `monitoring-<list>-v<version>` re-screens every monitored person against what one watchlist import
// changed, a page at a time, continuing as new to keep its history short. Both are safe to retry
// and to rerun: hits are deduplicated per person and source record, enrichment happens once.
import { continueAsNew, patched, proxyActivities, setHandler } from "@temporalio/workflow";
import { screeningProgressQuery, type ScreeningProgress } from "./messages";
import type { Activities } from "../activities";
import { DEAD_WORKER_NOTICED, UNTIL_DONE } from "./retryPolicies";
import type { MonitoringCursor } from "../domain/screening/engine";

const retry = UNTIL_DONE;
const { screenRequests, enrichHits, finishMonitoring } = proxyActivities<Activities>({
  startToCloseTimeout: "10 minutes",
  heartbeatTimeout: DEAD_WORKER_NOTICED,
  retry,
});
const { monitorPage, reviewListChanges } = proxyActivities<Activities>({ startToCloseTimeout: "10 minutes", heartbeatTimeout: DEAD_WORKER_NOTICED, retry });

/** Changed or delisted entries whose hits one activity follows up. */
const CHANGES_PAGE_SIZE = 500;

/** Monitored persons one activity screens. */
const MONITORING_PAGE_SIZE = 5_000;
/** Pages before the run continues as new. */
const PAGES_PER_RUN = 40;

export async function screeningWorkflow(input: { requestIds: string[] }): Promise<ScreeningProgress> {
  const progress: ScreeningProgress = { screened: 0, hitsCreated: 0, hitsEnriched: 0 };
  setHandler(screeningProgressQuery, () => progress);
  const screened = await screenRequests({ requestIds: input.requestIds });
  progress.screened = screened.screened;
  progress.hitsCreated = screened.created;
  if (screened.hitIds.length) progress.hitsEnriched = (await enrichHits({ hitIds: screened.hitIds })).enriched;
  return progress;
}

export async function monitoringWorkflow(input: {
  list: string;
  version: number;
  cursor?: MonitoringCursor | null;
  progress?: ScreeningProgress;
  /** Set once the hits on entries this import changed materially or delisted have been followed up. */
  changesReviewed?: boolean;
}): Promise<ScreeningProgress> {
  const progress: ScreeningProgress = input.progress ?? { screened: 0, hitsCreated: 0, hitsEnriched: 0 };
  setHandler(screeningProgressQuery, () => progress);
  // First what the import changed on entries persons already have hits on, then new matches. (A run
  // started before this step existed replays without it: patched() marks the runs that take it.)
  if (!input.changesReviewed && patched("review-list-changes")) {
    for (let after: string | null = null; ;) {
      const page: { next: string | null } = await reviewListChanges({
        list: input.list,
        version: input.version,
        afterEntryId: after,
        pageSize: CHANGES_PAGE_SIZE,
      });
      if (!page.next) break;
      after = page.next;
    }
    input = { ...input, changesReviewed: true };
  }
  let cursor = input.cursor ?? null;
  for (let page = 0; ; page++) {
    if (page === PAGES_PER_RUN) await continueAsNew<typeof monitoringWorkflow>({ ...input, cursor, progress });
    const result = await monitorPage({ list: input.list, version: input.version, cursor, pageSize: MONITORING_PAGE_SIZE });
    progress.screened += result.screened;
    progress.hitsCreated += result.created;
    if (result.hitIds.length) progress.hitsEnriched += (await enrichHits({ hitIds: result.hitIds })).enriched;
    if (!result.next) {
      await finishMonitoring({ list: input.list, version: input.version });
      return progress;
    }
    cursor = result.next;
  }
}
