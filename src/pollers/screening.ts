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
import { listsWithOlderForms, MATCH_FORMS_VERSION } from "../screening";
import { workflowIds } from "../temporal/workflowIds";
import type { PollerOptions } from "./options";

/** Key persons one screening workflow screens, and batches one pass claims. */
const SCREENING_BATCH_SIZE = 100;
const SCREENING_BATCHES_PER_PASS = 10;
/** How often a list still older than this release's forms is asked for its reindex run again. */
const REINDEX_ASK_AGAIN_MS = 5_000;
/** Watchlist monitoring runs span every account: their AccountId search attribute says so. */
const ALL_ACCOUNTS = "all-accounts";

export function screeningPass({ db, start, restart, logger }: PollerOptions) {
  // When this process last asked for each list's reindex run: a run takes minutes, and a pass every
  // 100 ms would ask Temporal as often. Asked again every REINDEX_ASK_AGAIN_MS while the list is
  // older (restart: a no-op while a run is open, a new run under the same id once it has closed), so
  // a list that falls back after its run (a write of the previous release during a rolling upgrade)
  // is reindexed again.
  const askedAt = new Map<string, number>();
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
    const older = await listsWithOlderForms(db);
    for (const list of askedAt.keys()) if (!older.includes(list)) askedAt.delete(list);
    for (const list of older) {
      const asked = askedAt.get(list);
      if (asked !== undefined && Date.now() - asked < REINDEX_ASK_AGAIN_MS) continue;
      const workflowId = workflowIds.watchlistReindex(list, MATCH_FORMS_VERSION);
      await restart("watchlistReindexWorkflow", workflowId, [{ list }], ALL_ACCOUNTS);
      if (asked === undefined) logger.info({ list, workflowId }, "reindexing a list whose forms and keys an earlier release wrote");
      askedAt.set(list, Date.now());
    }
    return busy;
  };
}
