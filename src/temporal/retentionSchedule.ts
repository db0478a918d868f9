// The retention sweep's Temporal Schedule, `retention-sweep` in the Temporal UI: every worker's
// reconciler makes sure it exists (and runs on this deployment's task queue), so a fresh deployment
// or one whose Temporal was away gets it. A run of the schedule is retentionSweepWorkflow().
import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from "@temporalio/client";
import { workflowIds } from "./workflowIds";
import { ACCOUNT_ID } from "./search";

/** Once a day: retention is counted in years, and an erasure a day late is still on time. */
export const RETENTION_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

function scheduleOptions(taskQueue: string) {
  return {
    scheduleId: workflowIds.retentionSweepSchedule(),
    spec: { intervals: [{ every: RETENTION_SWEEP_EVERY_MS }] },
    // A sweep still running when the next is due: the next is skipped, never run beside it.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 hour" },
    action: {
      type: "startWorkflow" as const,
      workflowType: "retentionSweepWorkflow",
      workflowId: workflowIds.retentionSweepSchedule(),
      taskQueue,
      args: [{}],
      typedSearchAttributes: [{ key: ACCOUNT_ID, value: "all-accounts" }],
    },
  };
}

export async function ensureRetentionSchedule(temporal: Client, taskQueue: string): Promise<void> {
  const handle = temporal.schedule.getHandle(workflowIds.retentionSweepSchedule());
  try {
    const description = await handle.describe();
    if (description.action.type === "startWorkflow" && description.action.taskQueue === taskQueue) return;
    const { scheduleId: _id, ...options } = scheduleOptions(taskQueue);
    await handle.update(() => ({ ...options, state: {} }));
  } catch (err) {
    if (!(err instanceof ScheduleNotFoundError)) throw err;
    try {
      await temporal.schedule.create(scheduleOptions(taskQueue));
    } catch (e) {
      if (!(e instanceof ScheduleAlreadyRunning)) throw e;
    }
  }
}
