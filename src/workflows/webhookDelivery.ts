// One webhook delivery: attempt, then retry after each delay of the schedule (spec 6.4 rule 3:
// 30 s, 2 min, 10 min, 1 h, 4 h by default), then failed. The waits are durable timers: they survive
// worker and server restarts. The delivery id is the same on every attempt.
import { executeChild, proxyActivities, sleep, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";

/** Infrastructure retries of one attempt (database hiccups); HTTP failures follow the schedule instead. */
const ATTEMPT_OPTIONS = {
  startToCloseTimeout: "1 minute",
  retry: { initialInterval: "1 second", backoffCoefficient: 2, maximumAttempts: 5 },
} as const;

const { attemptWebhookDelivery } = proxyActivities<Activities>(ATTEMPT_OPTIONS);

export interface WebhookDeliveryInput {
  deliveryId: string;
  /** Delays before retries 1..n, in ms (WEBHOOK_RETRY_SCHEDULE). */
  retryScheduleMs: number[];
  /** Number of the first attempt of this run (a redelivery continues the numbering). */
  firstAttempt?: number;
}

export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<"SUCCEEDED" | "FAILED" | "HELD"> {
  const attempts = input.retryScheduleMs.length + 1;
  const offset = (input.firstAttempt ?? 1) - 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const nextDelayMs = attempt < attempts ? input.retryScheduleMs[attempt - 1] : null;
    const outcome = await attemptWebhookDelivery({ deliveryId: input.deliveryId, attempt: offset + attempt, nextDelayMs });
    if (outcome.done) return outcome.status;
    if (nextDelayMs !== null) await sleep(nextDelayMs);
  }
  return "FAILED";
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
        workflowId: `${workflowInfo().workflowId}-${deliveryId}`,
        args: [{ deliveryId, retryScheduleMs: input.retryScheduleMs }],
      }),
    );
  }
  return outcomes;
}
