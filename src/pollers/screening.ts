// Key persons added or changed are screened in claimed `screening-…` runs; every watchlist import
// starts its `monitoring-<list>-v<version>` run.
import {
  claimedScreeningBatches,
  claimScreeningBatches,
  importsAwaitingMonitoring,
  markMonitoringStarted,
  markScreeningStarted,
} from "../domain/screening/dispatch";
import { workflowIds } from "../temporal/workflowIds";
import type { PollerOptions } from "./options";

/** Key persons one screening workflow screens, and batches one pass claims. */
const SCREENING_BATCH_SIZE = 100;
const SCREENING_BATCHES_PER_PASS = 10;
/** Watchlist monitoring runs span every account: their AccountId search attribute says so. */
const ALL_ACCOUNTS = "all-accounts";

export function screeningPass({ db, start }: PollerOptions) {
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
    return busy;
  };
}
