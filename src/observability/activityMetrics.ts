// Counts every activity execution of this worker and its outcome, for /metrics: a failing activity
// (retried by Temporal) shows up here before its workflow gives up.
import type { ActivityInterceptorsFactory } from "@temporalio/worker";
import { activityDuration, activityRuns } from "./metrics";

export const activityMetrics: ActivityInterceptorsFactory = (ctx) => ({
  inbound: {
    async execute(input, next) {
      const activity = ctx.info.activityType;
      const end = activityDuration.startTimer({ activity });
      try {
        const result = await next(input);
        activityRuns.inc({ activity, outcome: "completed" });
        return result;
      } catch (err) {
        activityRuns.inc({ activity, outcome: "failed" });
        throw err;
      } finally {
        end();
      }
    },
  },
});
