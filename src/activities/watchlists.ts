// Scheduled list sources: fetch and import (src/screening/watchlists/refresh.ts), counted in metrics.
import type { PrismaClient } from "../generated/prisma/client";
import { refreshListSource, reindexWatchlists } from "../screening";
import type { UrlPolicy } from "../kernel/outboundUrls";
import { watchlistRefreshes, watchlistRefreshFailing } from "../observability/metrics";
import type { ObjectStore } from "../storage";

export function watchlistActivities({
  db,
  objectStore,
  listSourceUrlPolicy,
  listSourceMaxBytes,
}: {
  db: PrismaClient;
  objectStore: ObjectStore;
  listSourceUrlPolicy: UrlPolicy;
  listSourceMaxBytes?: number;
}) {
  return {
    async refreshListSource(input: { list: string }) {
      const result = await refreshListSource(db, objectStore, listSourceUrlPolicy, input.list, listSourceMaxBytes);
      if (result.outcome !== "gone") {
        watchlistRefreshes.inc({ list: input.list, outcome: result.outcome });
        watchlistRefreshFailing.set({ list: input.list }, result.outcome.endsWith("_failed") ? 1 : 0);
      }
      return result;
    },

    async reindexWatchlist(input: { list: string }) {
      const [done] = await reindexWatchlists(db, input.list);
      return done;
    },
  };
}
