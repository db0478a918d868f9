// Webhook deliveries on Temporal. A batch workflow makes the first attempt of many deliveries at
// once; every delivery that fails continues in its own workflow (`delivery-<id>`) that retries after
// each delay of the schedule (spec 6.4 rule 3: 30 s, 2 min, 10 min, 1 h, 4 h by default), then gives
// up. The waits are durable timers: they survive worker and server restarts. The delivery id is the
// same on every attempt.
//
// An attempt is three activities: prepare (the database: what to send), send (the POSTs, no
// database), record (the database: the attempt and the delivery's state). The sends' outcomes live
// in this workflow's history from the moment they return, so a database outage before or while
// recording retries the record only, and a replay after a worker died resends nothing that returned.
import { WorkflowExecutionAlreadyStartedError } from "@temporalio/common";
import { ParentClosePolicy, executeChild, patched, proxyActivities, sleep, startChild, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";
import type { AttemptOutcome } from "../domain/webhooks/deliver";
import { workflowIds } from "../temporal/workflowIds";
import { DEAD_WORKER_NOTICED, UNTIL_DONE } from "./retryPolicies";

/** Database steps retry until the database answers: an outage of any length delays an attempt and loses none. */
const DATABASE_OPTIONS = { startToCloseTimeout: "1 minute", heartbeatTimeout: DEAD_WORKER_NOTICED, retry: UNTIL_DONE } as const;
/** A batch's POSTs, each bounded by its own 10 s timeout; the activity heartbeats. */
const SEND_OPTIONS = { startToCloseTimeout: "10 minutes", heartbeatTimeout: DEAD_WORKER_NOTICED, retry: UNTIL_DONE } as const;

const { prepareWebhookAttempts, recordWebhookAttempts } = proxyActivities<Activities>(DATABASE_OPTIONS);
const { sendWebhookAttempts } = proxyActivities<Activities>(SEND_OPTIONS);
// Runs begun before the send was a step of its own replay through the one activity they called.
const { attemptWebhookDelivery } = proxyActivities<Activities>(DATABASE_OPTIONS);
const { attemptWebhookDeliveries } = proxyActivities<Activities>(SEND_OPTIONS);
/** Marks the runs that take the three steps (every run started by this code). */
const SEND_APART = "webhook-send-apart-from-record";

/** One attempt of each delivery: prepare, send what needs sending, record it. Outcomes by delivery id. */
async function attemptAll(deliveryIds: string[], attempt: number, nextDelayMs: number | null): Promise<Map<string, AttemptOutcome>> {
  const outcomes = new Map<string, AttemptOutcome>();
  const requests = [];
  for (const prepared of await prepareWebhookAttempts({ deliveryIds })) {
    if ("settled" in prepared) outcomes.set(prepared.deliveryId, { done: true, status: prepared.settled });
    else requests.push(prepared.send);
  }
  if (!requests.length) return outcomes;
  const sent = await sendWebhookAttempts({ requests });
  const recorded = await recordWebhookAttempts({ attempt, nextDelayMs, sent });
  sent.forEach((s, i) => outcomes.set(s.deliveryId, recorded[i]));
  return outcomes;
}

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
  const apart = patched(SEND_APART);
  for (let step = fromStep; step <= schedule.length + 1; step++) {
    if (step > 1 && !(input.attemptNow && step === fromStep)) await sleep(schedule[step - 2]);
    const nextDelayMs = step <= schedule.length ? schedule[step - 1] : null;
    const attempt = (input.attemptNumberOffset ?? 0) + step;
    const outcome = apart
      ? (await attemptAll([input.deliveryId], attempt, nextDelayMs)).get(input.deliveryId)!
      : await attemptWebhookDelivery({ deliveryId: input.deliveryId, attempt, nextDelayMs });
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
  const retry = patched(SEND_APART)
    ? [...(await attemptAll(input.deliveryIds, 1, nextDelayMs))].filter(([, outcome]) => !outcome.done).map(([id]) => id)
    : await attemptWebhookDeliveries({ deliveryIds: input.deliveryIds, nextDelayMs });
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
