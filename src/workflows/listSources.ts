// A scheduled list source's run (Temporal Schedule `watchlist-refresh-<list>`, src/temporal/listSchedules.ts):
// one fetch-and-import activity. A new version is picked up by the screening dispatcher like any
// import, which starts its `monitoring-<list>-v<version>` run (re-opened reviews, delistings, new hits).
import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { RefreshResult } from "../screening";
import { DEAD_WORKER_NOTICED, UNTIL_DONE } from "./retryPolicies";

// A failed fetch or a broken file is a value (recorded, the next run tries again); only our own
// database or store failing throws, and that is retried until it succeeds.
const { refreshListSource } = proxyActivities<Activities>({ startToCloseTimeout: "2 hours", heartbeatTimeout: DEAD_WORKER_NOTICED, retry: UNTIL_DONE });

export async function watchlistRefreshWorkflow(input: { list: string }): Promise<RefreshResult> {
  return refreshListSource(input);
}

// A list whose stored forms and keys an earlier release wrote, rewritten in this release's (the
// screening dispatcher starts it: pollers/screening.ts). One transaction under the list's import lock,
// so a retry after a crash starts over from the list as it was.
const { reindexWatchlist } = proxyActivities<Activities>({ startToCloseTimeout: "2 hours", heartbeatTimeout: DEAD_WORKER_NOTICED, retry: UNTIL_DONE });

export async function watchlistReindexWorkflow(input: { list: string }): Promise<{ list: string; entries: number }> {
  return reindexWatchlist(input);
}
