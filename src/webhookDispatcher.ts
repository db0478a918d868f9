// Runs in every worker process: turns committed outbox rows into deliveries and starts one Temporal
// workflow per delivery (`delivery-<id>`). Starting is idempotent by workflow id, and a delivery
// whose start was not recorded (a crash in between) is started again on the next pass.
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { Logger } from "pino";
import type { PrismaClient } from "./generated/prisma/client";
import type { Config } from "./config";
import { deliveriesAwaitingWorkflow, dispatchOutboxBatch, markWorkflowStarted, releasableDeliveryGroups } from "./domain/webhooks/dispatch";
import { ACCOUNT_ID } from "./temporal/search";
import { workflowIds } from "./temporal/workflowIds";

const IDLE_POLL_MS = 100;
/** Deliveries whose first attempts one batch workflow makes. */
const BATCH_SIZE = 200;

export function startWebhookDispatcher(options: { db: PrismaClient; temporal: Client; config: Config; logger: Logger }) {
  let running = true;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (running) {
      let busy = false;
      try {
        busy = (await dispatchOutboxBatch(options.db)) > 0;
        const owed = await deliveriesAwaitingWorkflow(options.db);
        const started: string[] = [];
        const startOnce = async (workflowType: string, workflowId: string, args: unknown[], accountId: string) => {
          try {
            await options.temporal.workflow.start(workflowType, {
              taskQueue: options.config.taskQueue,
              workflowId,
              // A finished delivery is never run again under the same id; redelivery uses a new id.
              workflowIdReusePolicy: "REJECT_DUPLICATE",
              args,
              typedSearchAttributes: [{ key: ACCOUNT_ID, value: accountId }],
            });
          } catch (err) {
            if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
          }
        };
        const schedule = options.config.webhookRetryScheduleMs;
        // New deliveries go out in batches (one workflow each); redeliveries each get their own run.
        const fresh = owed.filter((d) => d.redeliveryCount === 0 && d.attemptCount === 0);
        const again = owed.filter((d) => !fresh.includes(d));
        const batches: (typeof fresh)[] = [];
        for (let i = 0; i < fresh.length; i += BATCH_SIZE) batches.push(fresh.slice(i, i + BATCH_SIZE));
        await Promise.all([
          ...batches.map(async (batch) => {
            await startOnce("webhookDeliveryBatchWorkflow", workflowIds.webhookDeliveryBatch(batch.map((d) => d.id)), [{ deliveryIds: batch.map((d) => d.id), retryScheduleMs: schedule }], batch[0].accountId);
            started.push(...batch.map((d) => d.id));
          }),
          ...again.map(async (d) => {
            const workflowId = d.redeliveryCount ? workflowIds.webhookRedelivery(d.id, d.redeliveryCount) : workflowIds.webhookDelivery(d.id);
            await startOnce("webhookDeliveryWorkflow", workflowId, [{ deliveryId: d.id, retryScheduleMs: schedule, attemptNumberOffset: d.attemptCount }], d.accountId);
            started.push(d.id);
          }),
        ]);
        await markWorkflowStarted(options.db, started);
        busy ||= owed.length > 0;
        for (const group of await releasableDeliveryGroups(options.db)) {
          try {
            await options.temporal.workflow.start("releasedDeliveriesWorkflow", {
              taskQueue: options.config.taskQueue,
              workflowId: workflowIds.heldRelease(group.webhookId, group.deliveryIds[0]),
              args: [{ deliveryIds: group.deliveryIds, retryScheduleMs: options.config.webhookRetryScheduleMs }],
              typedSearchAttributes: [{ key: ACCOUNT_ID, value: group.accountId }],
            });
          } catch (err) {
            if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
          }
          await markWorkflowStarted(options.db, group.deliveryIds);
          busy = true;
        }
      } catch (err) {
        if (running) options.logger.error({ err }, "webhook dispatch pass failed; retrying");
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
