// Runs in every worker process and turns committed rows into Temporal workflows: outbox rows into
// webhook deliveries (batches, `delivery-<id>` retries, held releases), registered documents into
// `document-validation-<id>` runs, key persons to screen into `screening-…` runs and watchlist
// imports into `monitoring-<list>-v<version>` runs. Starting is idempotent by workflow id, and a row whose start was
// not recorded (a crash in between) is started again on the next pass.
import type { Client } from "@temporalio/client";
import type { Logger } from "pino";
import type { PrismaClient } from "./generated/prisma/client";
import type { Config } from "./config";
import { claimDeliveryBatches, claimedReleases, claimReleasableDeliveries, deliveriesAwaitingWorkflow, dispatchOutboxBatch, markWorkflowStarted } from "./domain/webhooks/dispatch";
import { claimedValidationBatches, claimValidationBatches, markValidationStarted, uploadsAwaitingValidation } from "./domain/documents/dispatch";
import { claimedScreeningBatches, claimScreeningBatches, importsAwaitingMonitoring, markMonitoringStarted, markScreeningStarted } from "./domain/screening/dispatch";
import { startWorkflowOnce, type WorkflowArgs, type WorkflowName } from "./temporal/start";
import { workflowIds } from "./temporal/workflowIds";

const IDLE_POLL_MS = 100;
/** Deliveries whose first attempts one batch workflow makes. */
const BATCH_SIZE = 200;
/** Uploaded documents whose validation one pass starts; migration documents per batch workflow. */
const VALIDATION_PASS_SIZE = 200;
const VALIDATION_BATCH_SIZE = 50;
/** Batch validations this process keeps running at once: an import's documents wait their turn. */
const MAX_BULK_BATCHES_IN_FLIGHT = 2;
/** Key persons one screening workflow screens, and batches one pass claims. */
const SCREENING_BATCH_SIZE = 100;
const SCREENING_BATCHES_PER_PASS = 10;
/** Watchlist monitoring runs span every account: their AccountId search attribute says so. */
const ALL_ACCOUNTS = "all-accounts";

export function startDispatcher(options: { db: PrismaClient; temporal: Client; config: Config; logger: Logger }) {
  let running = true;
  let bulkBatchesInFlight = 0;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (running) {
      let busy = false;
      try {
        busy = (await dispatchOutboxBatch(options.db)) > 0;
        busy = (await claimDeliveryBatches(options.db, BATCH_SIZE)) > 0 || busy;
        const owed = await deliveriesAwaitingWorkflow(options.db);
        const started: string[] = [];
        const startOnce = <W extends WorkflowName>(workflowType: W, workflowId: string, args: WorkflowArgs<W>, accountId: string) =>
          startWorkflowOnce(options.temporal, options.config.taskQueue, { workflowType, workflowId, args, accountId });
        const schedule = options.config.webhookRetryScheduleMs;
        // New deliveries go out in their claimed batches (one workflow each); the others each get their own run.
        await Promise.all([
          ...owed.batches.map(async (batch) => {
            await startOnce("webhookDeliveryBatchWorkflow", batch.workflowId, [{ deliveryIds: batch.deliveryIds, retryScheduleMs: schedule }], batch.accountId);
            started.push(...batch.deliveryIds);
          }),
          ...owed.single.map(async (d) => {
            const workflowId = d.redeliveryCount ? workflowIds.webhookRedelivery(d.id, d.redeliveryCount) : workflowIds.webhookDelivery(d.id);
            await startOnce("webhookDeliveryWorkflow", workflowId, [{ deliveryId: d.id, retryScheduleMs: schedule, attemptNumberOffset: d.attemptCount }], d.accountId);
            started.push(d.id);
          }),
        ]);
        await markWorkflowStarted(options.db, started);
        busy ||= owed.batches.length + owed.single.length > 0;
        busy = (await claimReleasableDeliveries(options.db)) > 0 || busy;
        for (const release of await claimedReleases(options.db)) {
          await startOnce("releasedDeliveriesWorkflow", release.workflowId, [{ deliveryIds: release.deliveryIds, retryScheduleMs: schedule }], release.accountId);
          await markWorkflowStarted(options.db, release.deliveryIds);
          busy = true;
        }
        const single = await uploadsAwaitingValidation(options.db, VALIDATION_PASS_SIZE);
        busy = (await claimValidationBatches(options.db, MAX_BULK_BATCHES_IN_FLIGHT - bulkBatchesInFlight, VALIDATION_BATCH_SIZE)) > 0 || busy;
        const bulk = await claimedValidationBatches(options.db);
        await Promise.all([
          ...single.map((doc) => startOnce("documentValidationWorkflow", workflowIds.documentValidation(doc.id), [{ documentId: doc.id }], doc.accountId)),
          ...bulk.map(async (batch) => {
            await startOnce("documentValidationBatchWorkflow", batch.workflowId, [{ documentIds: batch.documentIds }], batch.accountId);
            bulkBatchesInFlight++;
            void options.temporal.workflow
              .getHandle(batch.workflowId)
              .result()
              .catch(() => undefined)
              .finally(() => bulkBatchesInFlight--);
          }),
        ]);
        await markValidationStarted(options.db, [...single.map((doc) => doc.id), ...bulk.flatMap((batch) => batch.documentIds)]);
        busy ||= single.length + bulk.length > 0;
        // Key persons added or changed are screened; every watchlist import starts its monitoring run.
        busy = (await claimScreeningBatches(options.db, SCREENING_BATCHES_PER_PASS, SCREENING_BATCH_SIZE)) > 0 || busy;
        const screening = await claimedScreeningBatches(options.db);
        await Promise.all(screening.map((batch) => startOnce("screeningWorkflow", batch.workflowId, [{ requestIds: batch.requestIds }], batch.accountId)));
        await markScreeningStarted(options.db, screening.flatMap((batch) => batch.requestIds));
        busy ||= screening.length > 0;
        for (const run of await importsAwaitingMonitoring(options.db)) {
          await startOnce("monitoringWorkflow", workflowIds.monitoring(run.list, run.version), [{ list: run.list, version: run.version }], ALL_ACCOUNTS);
          await markMonitoringStarted(options.db, run.id);
          busy = true;
        }
      } catch (err) {
        if (running) options.logger.error({ err }, "dispatch pass failed; retrying");
      }
      if (!busy && running) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, IDLE_POLL_MS)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
