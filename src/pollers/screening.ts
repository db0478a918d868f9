// Key persons added or changed are screened in claimed `screening-…` runs; every watchlist import
// starts its `monitoring-<list>-v<version>` run; a list an earlier release indexed is reindexed in
// its `watchlist-reindex-<list>-forms-v<version>` run.
import {
  claimedScreeningBatches,
  claimScreeningBatches,
  importsAwaitingMonitoring,
  markMonitoringStarted,
  markScreeningStarted,
} from "../domain/screening/dispatch";
import { listsWithOlderForms } from "../domain/screening/watchlists";
import { MATCH_FORMS_VERSION } from "../domain/screening/matching";
import { workflowIds } from "../temporal/workflowIds";
import type { PollerOptions } from "./options";

/** Key persons one screening workflow screens, and batches one pass claims. */
const SCREENING_BATCH_SIZE = 100;
const SCREENING_BATCHES_PER_PASS = 10;
/** Watchlist monitoring runs span every account: their AccountId search attribute says so. */
const ALL_ACCOUNTS = "all-accounts";

export function screeningPass({ db, start, logger }: PollerOptions) {
  // Reindex runs this process started: a run takes minutes, and each pass would ask Temporal again.
  // (After a restart the start is asked once more, and is a no-op while the run is open.)
  const reindexing = new Set<string>();
  return async (): Promise<boolean> => {
    let busy = (await claimScreeningBatches(db, SCREENING_BATCHES_PER_PASS, SCREENING_BATCH_SIZE)) > 0;
    const screening = await claimedScreeningBatches(db);
    await Promise.all(screening.map((batch) => start("screeningWorkflow", batch.workflowId, [{ requestIds: batch.requestIds }], batch.accountId)));
    await markScreeningStarted(
      db,
      screening.flatMap((batch) => batch.requestIds),
    );
    busy ||= screening.length > 0;
    for (const run of await importsAwaitingMonitoring(db)) {
      await start("monitoringWorkflow", workflowIds.monitoring(run.list, run.version), [{ list: run.list, version: run.version }], ALL_ACCOUNTS);
      await markMonitoringStarted(db, run.id);
      busy = true;
    }
    for (const list of await listsWithOlderForms(db)) {
      const workflowId = workflowIds.watchlistReindex(list, MATCH_FORMS_VERSION);
      if (reindexing.has(workflowId)) continue;
      await start("watchlistReindexWorkflow", workflowId, [{ list }], ALL_ACCOUNTS);
      reindexing.add(workflowId);
      logger.info({ list, workflowId }, "reindexing a list whose forms and keys an earlier release wrote");
    }
    return busy;
  };
}
