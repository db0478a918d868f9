// The daily sweeps' Temporal Schedules: `retention-sweep` (retentionSweepWorkflow, erasing what
// retention has passed) and `periodic-review-sweep` (periodicReviewSweepWorkflow, opening the review
// tasks falling due). Every worker's reconciler makes sure they exist (and run on this deployment's
// task queue), so a fresh deployment or one whose Temporal was away gets them.
import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from "@temporalio/client";
import { workflowIds } from "./workflowIds";
import { ACCOUNT_ID } from "./search";

/** Once a day: retention is counted in years and reviews in months; a day late is still on time. */
export const RETENTION_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

interface DailySweep {
  scheduleId: string;
  workflowType: string;
}

const RETENTION_SWEEP: DailySweep = { scheduleId: workflowIds.retentionSweepSchedule(), workflowType: "retentionSweepWorkflow" };
const PERIODIC_REVIEW_SWEEP: DailySweep = { scheduleId: workflowIds.periodicReviewSweepSchedule(), workflowType: "periodicReviewSweepWorkflow" };

function scheduleOptions(sweep: DailySweep, taskQueue: string) {
  return {
    scheduleId: sweep.scheduleId,
    spec: { intervals: [{ every: RETENTION_SWEEP_EVERY_MS }] },
    // A sweep still running when the next is due: the next is skipped, never run beside it.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 hour" },
    action: {
      type: "startWorkflow" as const,
      workflowType: sweep.workflowType,
      workflowId: sweep.scheduleId,
      taskQueue,
      args: [{}],
      typedSearchAttributes: [{ key: ACCOUNT_ID, value: "all-accounts" }],
    },
  };
}

async function ensureDailySchedule(temporal: Client, taskQueue: string, sweep: DailySweep): Promise<void> {
  const handle = temporal.schedule.getHandle(sweep.scheduleId);
  try {
    const description = await handle.describe();
    if (description.action.type === "startWorkflow" && description.action.taskQueue === taskQueue) return;
    const { scheduleId: _id, ...options } = scheduleOptions(sweep, taskQueue);
    await handle.update(() => ({ ...options, state: {} }));
  } catch (err) {
    if (!(err instanceof ScheduleNotFoundError)) throw err;
    try {
      await temporal.schedule.create(scheduleOptions(sweep, taskQueue));
    } catch (e) {
      if (!(e instanceof ScheduleAlreadyRunning)) throw e;
    }
  }
}

export const ensureRetentionSchedule = (temporal: Client, taskQueue: string) => ensureDailySchedule(temporal, taskQueue, RETENTION_SWEEP);
export const ensurePeriodicReviewSchedule = (temporal: Client, taskQueue: string) => ensureDailySchedule(temporal, taskQueue, PERIODIC_REVIEW_SWEEP);
