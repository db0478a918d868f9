// Webhook delivery activities: an attempt's three steps (src/domain/webhooks/deliver.ts), each
// taking many deliveries at once. Only prepare and record touch the database; the send does not, so
// a database outage never fails it and its outcome, once in the workflow's history, is not sent again.
import { heartbeat } from "@temporalio/activity";
import type { PrismaClient } from "../generated/prisma/client";
import {
  attemptDelivery,
  openSecrets,
  prepareAttempts,
  recordAttempt,
  sendAttempt,
  type AttemptOutcome,
  type PreparedAttempt,
  type SendRequest,
  type SentAttempt,
} from "../domain/webhooks/deliver";
import type { UrlPolicy } from "../kernel/outboundUrls";
import { inLanes } from "./lanes";

/** Concurrent POSTs of one batch. */
const SEND_CONCURRENCY = 32;
/** Attempts recorded at once (each one statement). */
const RECORD_CONCURRENCY = 8;

export function webhookActivities({ db, urlPolicy }: { db: PrismaClient; urlPolicy: UrlPolicy }) {
  return {
    /** What each delivery's attempt sends, or why it sends nothing (settled, held, paused). */
    async prepareWebhookAttempts(input: { deliveryIds: string[] }): Promise<PreparedAttempt[]> {
      return prepareAttempts(db, input.deliveryIds);
    },
    /** The POSTs, a bounded number at a time; nothing here throws once the first POST is made. */
    async sendWebhookAttempts(input: { requests: SendRequest[] }): Promise<SentAttempt[]> {
      const secrets = input.requests.map(openSecrets); // a missing key throws here, before anything is sent
      const sent: SentAttempt[] = new Array(input.requests.length);
      await inLanes(
        input.requests.map((request, i) => ({ request, i })),
        SEND_CONCURRENCY,
        async ({ request, i }) => {
          sent[i] = await sendAttempt(urlPolicy, request, secrets[i]);
          heartbeat();
        },
      );
      return sent;
    },
    /** Records what the sends returned; returns each delivery's outcome, in the order given. */
    async recordWebhookAttempts(input: { attempt: number; nextDelayMs: number | null; sent: SentAttempt[] }): Promise<AttemptOutcome[]> {
      const outcomes: AttemptOutcome[] = new Array(input.sent.length);
      await inLanes(
        input.sent.map((sent, i) => ({ sent, i })),
        RECORD_CONCURRENCY,
        async ({ sent, i }) => {
          outcomes[i] = await recordAttempt(db, { attempt: input.attempt, nextDelayMs: input.nextDelayMs, sent });
        },
      );
      return outcomes;
    },
    // Runs begun by a release that sent and recorded in one activity replay through these two
    // (src/workflows/webhookDelivery.ts takes the three steps only in runs marked by patched()).
    async attemptWebhookDelivery(input: { deliveryId: string; attempt: number; nextDelayMs: number | null }): Promise<AttemptOutcome> {
      return attemptDelivery(db, input, urlPolicy);
    },
    async attemptWebhookDeliveries(input: { deliveryIds: string[]; nextDelayMs: number | null }): Promise<string[]> {
      const retry: string[] = [];
      await inLanes(input.deliveryIds, SEND_CONCURRENCY, async (deliveryId) => {
        const outcome = await attemptDelivery(db, { deliveryId, attempt: 1, nextDelayMs: input.nextDelayMs }, urlPolicy);
        if (!outcome.done) retry.push(deliveryId);
        heartbeat();
      });
      return retry;
    },
  };
}
