// Every activity heartbeats while it runs, whatever it does: an activity with a heartbeat
// timeout then tells a worker that died (SIGKILL, a lost machine) from one that is busy, and is retried
// elsewhere within that timeout rather than after its whole start-to-close timeout (5 minutes for a
// document's validation). Activities that report progress in their heartbeats keep doing so; none
// reads its heartbeat details back, so a keep-alive beat between them loses nothing.
import { Context } from "@temporalio/activity";
import type { ActivityInterceptorsFactory } from "@temporalio/worker";

/** Well inside the shortest heartbeat timeout of any activity (10 s, the export writer). */
const KEEP_ALIVE_MS = 3_000;

export const activityKeepAlive: ActivityInterceptorsFactory = () => ({
  inbound: {
    async execute(input, next) {
      const context = Context.current();
      const timer = setInterval(() => context.heartbeat(), KEEP_ALIVE_MS);
      try {
        return await next(input);
      } finally {
        clearInterval(timer);
      }
    },
  },
});
