// The reconciler: work started from a row is finished even when its workflow is not. Rows
// marked started longer than a grace period ago and still unfinished are checked against Temporal; when
// the workflow that owns them has closed (failed, terminated, timed out) or is unknown to the server
// (lost with its state, never started after a claim), a new run of the same workflow id is started
// for the rows still owed. Only a closed id can be started again (ALLOW_DUPLICATE), so two workers
// reconciling at once start one run, and every workflow skips rows already finished: a webhook keeps
// its `webhook-id`, and an event already acknowledged is not sent again.
import { WorkflowNotFoundError, type Client } from "@temporalio/client";
import pLimit from "p-limit";
import { markValidationStarted, staleValidations } from "../domain/documents/dispatch";
import { staleExports } from "../domain/exports";
import { markMonitoringStarted, markScreeningStarted, staleMonitoring, staleScreenings } from "../domain/screening/dispatch";
import { markWorkflowRestarted, staleDeliveries, staleReleases } from "../domain/webhooks/dispatch";
import { reconciledRuns } from "../observability/metrics";
import { workflowIds } from "../temporal/workflowIds";
import { syncListSchedules } from "../temporal/listSchedules";
import { ensurePeriodicReviewSchedule, ensureRetentionSchedule } from "../temporal/dailySchedules";
import { startPollLoop, type Poller } from "./loop";
import type { PollerOptions } from "./options";

const RECONCILE_INTERVAL_MS = 15_000;
/** Rows started less than this long ago are not checked: their run is young, or its start is on its way. */
const RECONCILE_GRACE_MS = 30_000;
/** Rows of one kind looked at per pass. */
const ROWS_PER_PASS = 500;
/** Temporal describe calls in flight at once. */
const DESCRIBE_CONCURRENCY = 16;
const ALL_ACCOUNTS = "all-accounts";

/** A workflow that owns unfinished rows, and how to start it again for them. */
interface OwnedWork {
  kind: string;
  workflowId: string;
  /** Another run that may still be about to hand the rows on (a batch that starts their retry runs as it ends). */
  handedOnBy?: string;
  restart(): Promise<void>;
}

type Finder = (options: PollerOptions, startedBefore: Date) => Promise<OwnedWork[]>;

/** Rows grouped by the workflow id that owns them, in the rows' order. */
function byOwner<R>(rows: R[], owner: (row: R) => string): Map<string, R[]> {
  return Map.groupBy(rows, owner);
}

const webhookDeliveries: Finder = async ({ db, config, restart }, startedBefore) => {
  const retryScheduleMs = config.webhookRetryScheduleMs;
  const rows = await staleDeliveries(db, startedBefore, ROWS_PER_PASS);
  // A first attempt belongs to its batch; later attempts to the delivery's own (re)delivery run.
  const owner = (d: (typeof rows)[number]) =>
    d.attemptCount === 0 && d.redeliveryCount === 0 && d.batchWorkflowId
      ? d.batchWorkflowId
      : d.redeliveryCount
        ? workflowIds.webhookRedelivery(d.id, d.redeliveryCount)
        : workflowIds.webhookDelivery(d.id);
  return [...byOwner(rows, owner)].map(([workflowId, members]) => ({
    kind: "webhook delivery",
    workflowId,
    // A batch starts the retry runs of its failed first attempts only once all its attempts are made.
    handedOnBy: members[0].batchWorkflowId && members[0].batchWorkflowId !== workflowId ? members[0].batchWorkflowId : undefined,
    restart: async () => {
      const [first] = members;
      if (workflowId === first.batchWorkflowId) {
        await restart("webhookDeliveryBatchWorkflow", workflowId, [{ deliveryIds: members.map((m) => m.id), retryScheduleMs }], first.accountId);
      } else if (first.redeliveryCount) {
        await restart(
          "webhookDeliveryWorkflow",
          workflowId,
          [{ deliveryId: first.id, retryScheduleMs, attemptNumberOffset: first.attemptCount }],
          first.accountId,
        );
      } else {
        // Its wait has passed: attempt at once, then keep to the rest of the schedule.
        const fromStep = Math.min(first.attemptCount + 1, retryScheduleMs.length + 1);
        await restart("webhookDeliveryWorkflow", workflowId, [{ deliveryId: first.id, retryScheduleMs, fromStep, attemptNow: true }], first.accountId);
      }
      await markWorkflowRestarted(
        db,
        members.map((m) => m.id),
      );
    },
  }));
};

const heldReleases: Finder = async ({ db, config, restart }, startedBefore) =>
  (await staleReleases(db, startedBefore, 50)).map((release) => ({
    kind: "webhook release",
    workflowId: release.workflowId,
    restart: async () => {
      await restart(
        "releasedDeliveriesWorkflow",
        release.workflowId,
        [{ deliveryIds: release.deliveryIds, retryScheduleMs: config.webhookRetryScheduleMs }],
        release.accountId,
      );
      await markWorkflowRestarted(db, release.deliveryIds);
    },
  }));

const documentValidations: Finder = async ({ db, restart }, startedBefore) => {
  const rows = await staleValidations(db, startedBefore, ROWS_PER_PASS);
  return [...byOwner(rows, (d) => d.validationBatchId ?? workflowIds.documentValidation(d.id))].map(([workflowId, members]) => ({
    kind: "document validation",
    workflowId,
    restart: async () => {
      const [first] = members;
      if (first.validationBatchId) await restart("documentValidationBatchWorkflow", workflowId, [{ documentIds: members.map((m) => m.id) }], first.accountId);
      else await restart("documentValidationWorkflow", workflowId, [{ documentId: first.id }], first.accountId);
      await markValidationStarted(
        db,
        members.map((m) => m.id),
      );
    },
  }));
};

const screenings: Finder = async ({ db, restart }, startedBefore) => {
  const rows = await staleScreenings(db, startedBefore, ROWS_PER_PASS);
  return [...byOwner(rows, (r) => r.workflowId!)].map(([workflowId, members]) => ({
    kind: "screening",
    workflowId,
    restart: async () => {
      await restart("screeningWorkflow", workflowId, [{ requestIds: members.map((m) => m.id) }], members[0].accountId);
      await markScreeningStarted(
        db,
        members.map((m) => m.id),
      );
    },
  }));
};

const monitoring: Finder = async ({ db, restart }, startedBefore) =>
  (await staleMonitoring(db, startedBefore)).map((run) => {
    const workflowId = workflowIds.monitoring(run.list, run.version);
    return {
      kind: "monitoring",
      workflowId,
      restart: async () => {
        await restart("monitoringWorkflow", workflowId, [{ list: run.list, version: run.version }], ALL_ACCOUNTS);
        await markMonitoringStarted(db, run.id);
      },
    };
  });

const exportJobs: Finder = async ({ db, restart }, startedBefore) =>
  (await staleExports(db, startedBefore, ROWS_PER_PASS)).map((job) => {
    const workflowId = workflowIds.export(job.id);
    return { kind: "export", workflowId, restart: () => restart("exportWorkflow", workflowId, [{ jobId: job.id }], job.accountId) };
  });

/** Every kind of work started from a row; migrations have their own sweeper (./migrations.ts). */
const RECONCILED: Finder[] = [webhookDeliveries, heldReleases, documentValidations, screenings, monitoring, exportJobs];

/** Whether the workflow id has an open run (the latest run, after any continue-as-new). */
async function isRunning(temporal: Client, workflowId: string): Promise<boolean> {
  try {
    return (await temporal.workflow.getHandle(workflowId).describe()).status.name === "RUNNING";
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    throw err;
  }
}

/** One pass: every kind's unfinished rows checked, the work of closed or unknown runs started again. Returns the runs restarted. */
async function reconcileOnce(options: PollerOptions, graceMs = RECONCILE_GRACE_MS): Promise<number> {
  const startedBefore = new Date(Date.now() - graceMs);
  const limit = pLimit(DESCRIBE_CONCURRENCY);
  let restarted = 0;
  for (const find of RECONCILED) {
    const owned = await find(options, startedBefore);
    await Promise.all(
      owned.map((work) =>
        limit(async () => {
          if (await isRunning(options.temporal, work.workflowId)) return;
          if (work.handedOnBy && (await isRunning(options.temporal, work.handedOnBy))) return;
          await work.restart();
          restarted++;
          reconciledRuns.inc({ kind: work.kind });
          options.logger.warn({ kind: work.kind, workflowId: work.workflowId }, "started a run again: its workflow had closed without finishing its work");
        }),
      ),
    );
  }
  return restarted;
}

export function startReconciler(options: PollerOptions & { intervalMs?: number; graceMs?: number }): Poller {
  return startPollLoop({
    name: "reconciler",
    logger: options.logger,
    idleMs: options.intervalMs ?? RECONCILE_INTERVAL_MS,
    // Never busy: one pass per interval.
    pass: async () => {
      await reconcileOnce(options, options.graceMs);
      // List sources added or removed while Temporal was away get (or lose) their schedules here.
      await syncListSchedules(options.db, options.temporal, options.config.taskQueue);
      await ensureRetentionSchedule(options.temporal, options.config.taskQueue);
      await ensurePeriodicReviewSchedule(options.temporal, options.config.taskQueue);
      return false;
    },
  });
}
