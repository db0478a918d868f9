// One Temporal Schedule per list source, `watchlist-refresh-<list>` in the Temporal UI, kept in step
// with the WatchlistSource rows: the admin commands sync at once when Temporal answers, and every
// worker's reconciler syncs each pass, so a source added while Temporal was away gets its schedule
// and a removed one loses it. A run of the schedule is watchlistRefreshWorkflow({list}).
import { ScheduleAlreadyRunning, ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from "@temporalio/client";
import type { PrismaClient, WatchlistSource } from "../generated/prisma/client";
import { ACCOUNT_ID } from "./search";
import { workflowIds } from "./workflowIds";

const ALL_ACCOUNTS = "all-accounts";

function scheduleOptions(source: WatchlistSource, taskQueue: string) {
  return {
    scheduleId: workflowIds.watchlistRefreshSchedule(source.list),
    spec: { intervals: [{ every: source.everySeconds * 1000 }] },
    // A fetch still running when the next is due: the next is skipped, never queued behind it.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: "1 minute" },
    memo: { everySeconds: source.everySeconds },
    action: {
      type: "startWorkflow" as const,
      workflowType: "watchlistRefreshWorkflow",
      workflowId: workflowIds.watchlistRefreshSchedule(source.list),
      taskQueue,
      args: [{ list: source.list }],
      typedSearchAttributes: [{ key: ACCOUNT_ID, value: ALL_ACCOUNTS }],
    },
  };
}

async function ensureSchedule(temporal: Client, taskQueue: string, source: WatchlistSource): Promise<void> {
  const handle = temporal.schedule.getHandle(workflowIds.watchlistRefreshSchedule(source.list));
  try {
    const description = await handle.describe();
    const memo = description.memo as { everySeconds?: number } | undefined;
    if (memo?.everySeconds === source.everySeconds && description.action.taskQueue === taskQueue) return;
    const { scheduleId: _id, ...options } = scheduleOptions(source, taskQueue);
    await handle.update(() => ({ ...options, state: {} }));
  } catch (err) {
    if (!(err instanceof ScheduleNotFoundError)) throw err;
    try {
      await temporal.schedule.create(scheduleOptions(source, taskQueue));
    } catch (e) {
      if (!(e instanceof ScheduleAlreadyRunning)) throw e;
    }
  }
}

async function deleteSchedule(temporal: Client, list: string): Promise<void> {
  try {
    await temporal.schedule.getHandle(workflowIds.watchlistRefreshSchedule(list)).delete();
  } catch (err) {
    if (!(err instanceof ScheduleNotFoundError)) throw err;
  }
}

/** Creates or updates the schedules of live sources, deletes those of removed ones (then their rows). */
export async function syncListSchedules(db: PrismaClient, temporal: Client, taskQueue: string, only?: string): Promise<void> {
  const sources = await db.watchlistSource.findMany({ where: only ? { list: only } : {} });
  for (const source of sources) {
    if (source.removedAt) {
      await deleteSchedule(temporal, source.list);
      await db.watchlistSource.deleteMany({ where: { list: source.list, removedAt: { not: null } } });
    } else {
      await ensureSchedule(temporal, taskQueue, source);
    }
  }
}

/** Runs a source's schedule now (tests, and an operator who does not want to wait for the interval); a run still closing is let finish first, never skipped. */
export async function triggerListSchedule(temporal: Client, list: string): Promise<void> {
  await temporal.schedule.getHandle(workflowIds.watchlistRefreshSchedule(list)).trigger(ScheduleOverlapPolicy.BUFFER_ONE);
}
