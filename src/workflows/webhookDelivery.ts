// Webhook deliveries on Temporal. A batch workflow makes the first attempt of many deliveries at
// once; every delivery that fails continues in its own workflow (`delivery-<id>`) that retries after
// each delay of the schedule (spec 6.4 rule 3: 30 s, 2 min, 10 min, 1 h, 4 h by default), then gives
// up. The waits are durable timers: they survive worker and server restarts. The delivery id is the
// same on every attempt.
import { WorkflowExecutionAlreadyStartedError } from "@temporalio/common";
import { ParentClosePolicy, executeChild, proxyActivities, sleep, startChild, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { workflowIds } from "../temporal/workflowIds";
import { DEAD_WORKER_NOTICED, UNTIL_DONE } from "./retryPolicies";

/** Infrastructure retries of one attempt (a database outage) until it records; HTTP failures follow the schedule instead. */
const ATTEMPT_OPTIONS = { startToCloseTimeout: "1 minute", heartbeatTimeout: DEAD_WORKER_NOTICED, retry: UNTIL_DONE } as const;
/** A batch's first attempts: each POST is bounded by its own 10 s timeout; the batch heartbeats. */
const BATCH_OPTIONS = {
  startToCloseTimeout: "10 minutes",
  heartbeatTimeout: DEAD_WORKER_NOTICED,
  retry: UNTIL_DONE,
} as const;

const { attemptWebhookDelivery } = proxyActivities<Activities>(ATTEMPT_OPTIONS);
const { attemptWebhookDeliveries } = proxyActivities<Activities>(BATCH_OPTIONS);

export interface WebhookDeliveryInput {
  deliveryId: string;
  /** Delays before retries 1..n, in ms (WEBHOOK_RETRY_SCHEDULE). */
  retryScheduleMs: number[];
  /** Step of the schedule to start at (1 = first attempt); a later step first waits its delay. */
  fromStep?: number;
  /** Added to attempt numbers (a redelivery continues the numbering of earlier attempts). */
  attemptNumberOffset?: number;
  /** The first step attempts without its wait (a run the reconciler started again: the wait has passed). */
  attemptNow?: boolean;
}

export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<"SUCCEEDED" | "FAILED" | "HELD"> {
  const schedule = input.retryScheduleMs;
  const fromStep = input.fromStep ?? 1;
  for (let step = fromStep; step <= schedule.length + 1; step++) {
    if (step > 1 && !(input.attemptNow && step === fromStep)) await sleep(schedule[step - 2]);
    const nextDelayMs = step <= schedule.length ? schedule[step - 1] : null;
    const outcome = await attemptWebhookDelivery({ deliveryId: input.deliveryId, attempt: (input.attemptNumberOffset ?? 0) + step, nextDelayMs });
    if (outcome.done) return outcome.status;
  }
  return "FAILED";
}

/** First attempts of a batch of new deliveries; each failure continues in its own retry workflow. */
export async function webhookDeliveryBatchWorkflow(input: {
  deliveryIds: string[];
  retryScheduleMs: number[];
}): Promise<{ succeeded: number; retrying: number }> {
  const nextDelayMs = input.retryScheduleMs.length ? input.retryScheduleMs[0] : null;
  const retry = await attemptWebhookDeliveries({ deliveryIds: input.deliveryIds, nextDelayMs });
  for (const deliveryId of retry) {
    try {
      await startChild(webhookDeliveryWorkflow, {
        workflowId: workflowIds.webhookDelivery(deliveryId),
        args: [{ deliveryId, retryScheduleMs: input.retryScheduleMs, fromStep: 2 }],
        parentClosePolicy: ParentClosePolicy.ABANDON, // the retries outlive the batch
      });
    } catch (err) {
      // A batch started twice after a crash finds the retries of the first already under way.
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }
  return { succeeded: input.deliveryIds.length - retry.length, retrying: retry.length };
}

/**
 * Spec 6.4 rule 1: deliveries held while an application was with the service go out on release one
 * after the other, in the order their events happened (each one's retries finish before the next).
 */
export async function releasedDeliveriesWorkflow(input: { deliveryIds: string[]; retryScheduleMs: number[] }): Promise<string[]> {
  const outcomes: string[] = [];
  for (const deliveryId of input.deliveryIds) {
    outcomes.push(
      await executeChild(webhookDeliveryWorkflow, {
        workflowId: workflowIds.releasedDelivery(workflowInfo().workflowId, deliveryId),
        args: [{ deliveryId, retryScheduleMs: input.retryScheduleMs }],
      }),
    );
  }
  return outcomes;
}
