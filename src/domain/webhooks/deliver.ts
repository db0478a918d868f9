// One delivery attempt in three steps, each its own activity: prepare (read what the POST needs from
// the database, hold or release), send (the POST with the 6.3 headers, no database), record (write
// the attempt and the delivery's state). The send's outcome is kept in the workflow's history, so a
// database outage while recording retries the record alone: an answered POST is never sent again
// because the database was away. HTTP failures are values (the workflow's schedule retries them);
// only infrastructure errors throw.
import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { signatureHeaders } from "./signing";
import { refuseUrl, type UrlPolicy } from "../../kernel/outboundUrls";
import { postWebhook, type WebhookAnswer } from "./send";
import { webhookAttempts, webhookAttemptDuration } from "../../observability/metrics";
import { openSecret } from "../encryption/keyring";

export type AttemptOutcome = { done: true; status: "SUCCEEDED" | "FAILED" | "HELD" } | { done: false; error: string };

interface DeliveryToSend {
  id: string;
  status: string;
  event: string;
  body: string;
  applicationId: string | null;
  url: string;
  webhookStatus: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  withService: boolean | null;
}

/** What a send needs, read before it: the secrets stay sealed (src/domain/encryption) until the POST is signed. */
export interface SendRequest {
  deliveryId: string;
  event: string;
  url: string;
  body: string;
  secret: string;
  /** The former secret, while the rotation overlap lasts. */
  previousSecret: string | null;
}

/** A delivery that needs no POST now (settled, held, paused), or the POST it needs. */
export type PreparedAttempt = { deliveryId: string; settled: "SUCCEEDED" | "FAILED" | "HELD" } | { deliveryId: string; send: SendRequest };

/** What one POST did: the workflow keeps it in its history until it is recorded. */
export interface SentAttempt {
  deliveryId: string;
  /** ISO 8601: a workflow's arguments travel as JSON. */
  startedAt: string;
  latencyMs: number;
  statusCode: number | null;
  excerpt: string | null;
  /** Null when the receiver answered 2xx. */
  error: string | null;
}

/** The deliveries, their subscriptions and their applications' hand-over flags, in one round trip. */
async function loadDeliveries(db: PrismaClient, ids: string[]): Promise<DeliveryToSend[]> {
  if (!ids.length) return [];
  return db.$queryRaw<DeliveryToSend[]>`
    SELECT d.id, d.status::text AS status, d.event, d.body, d."applicationId",
           w.url, w.status::text AS "webhookStatus", w.secret, w."previousSecret", w."previousSecretExpiresAt",
           a."withService"
    FROM "WebhookDelivery" d
    JOIN "Webhook" w ON w.id = d."webhookId"
    LEFT JOIN "Application" a ON a.id = d."applicationId"
    WHERE d.id IN (${Prisma.join(ids)})`;
}

/**
 * Spec 6.4 rule 1: nothing is sent for an application while it is with the service. Returns true when
 * the delivery must wait; a held delivery whose application was released is rewritten to describe the
 * application as released and becomes pending again.
 */
async function holdOrRelease(db: PrismaClient, delivery: DeliveryToSend): Promise<boolean> {
  if (!delivery.applicationId) return false;
  if (delivery.withService) {
    // Held again: a later release claims it afresh.
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "HELD", workflowStartedAt: null, nextAttemptAt: null, batchWorkflowId: null },
    });
    return true;
  }
  if (delivery.status === "HELD") {
    const payload = JSON.parse(delivery.body) as { data: { metadata?: Record<string, unknown> } };
    payload.data.metadata = { ...(payload.data.metadata ?? {}), withService: false, releasedFromService: true };
    delivery.body = JSON.stringify(payload);
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "PENDING", body: delivery.body } });
  }
  return false;
}

/** Step 1, database only: for each delivery, what its attempt sends, or why it sends nothing. Retried until the database answers. */
export async function prepareAttempts(db: PrismaClient, deliveryIds: string[], now = new Date()): Promise<PreparedAttempt[]> {
  const found = new Map((await loadDeliveries(db, deliveryIds)).map((d) => [d.id, d]));
  const prepared: PreparedAttempt[] = [];
  for (const deliveryId of deliveryIds) {
    const delivery = found.get(deliveryId);
    if (!delivery) {
      prepared.push({ deliveryId, settled: "FAILED" }); // its subscription was deleted
    } else if (delivery.status === "SUCCEEDED" || delivery.status === "FAILED") {
      prepared.push({ deliveryId, settled: delivery.status });
    } else if (await holdOrRelease(db, delivery)) {
      prepared.push({ deliveryId, settled: "HELD" });
    } else if (delivery.webhookStatus === "PAUSED") {
      // Paused subscriptions receive nothing: what was still owed is dropped (and can be redelivered).
      await db.webhookDelivery.update({
        where: { id: delivery.id },
        data: { status: "FAILED", lastError: "subscription paused", nextAttemptAt: null, completedAt: new Date() },
      });
      prepared.push({ deliveryId, settled: "FAILED" });
    } else {
      const overlap = delivery.previousSecret && delivery.previousSecretExpiresAt && delivery.previousSecretExpiresAt > now;
      prepared.push({
        deliveryId,
        send: {
          deliveryId,
          event: delivery.event,
          url: delivery.url,
          body: delivery.body,
          secret: delivery.secret,
          previousSecret: overlap ? delivery.previousSecret : null,
        },
      });
    }
  }
  return prepared;
}

/** The signing secrets in the clear; a key missing from the keyring throws (before anything is sent), and the activity retries. */
export function openSecrets(request: SendRequest): string[] {
  return [request.secret, ...(request.previousSecret ? [request.previousSecret] : [])].map((s) => openSecret(s, "webhook"));
}

/** Step 2, no database: signs and POSTs the body. Every answer, and every network failure, is a value. */
export async function sendAttempt(policy: UrlPolicy, request: SendRequest, secrets: string[]): Promise<SentAttempt> {
  const startedAt = new Date();
  const t0 = performance.now();
  let answer: WebhookAnswer;
  const refused = await refuseUrl(request.url, policy);
  if (refused) {
    answer = { statusCode: null, excerpt: null, error: `url ${refused}` };
  } else {
    const headers = signatureHeaders({ body: request.body, deliveryId: request.deliveryId, event: request.event, secrets, now: startedAt });
    answer = await postWebhook(policy, { url: request.url, headers, body: request.body });
  }
  return { deliveryId: request.deliveryId, startedAt: startedAt.toISOString(), latencyMs: Math.round(performance.now() - t0), ...answer };
}

/**
 * Step 3, database only: records the attempt and the delivery's state from what the send returned.
 * Retried until the database answers; writing the same attempt twice leaves one row.
 */
export async function recordAttempt(db: PrismaClient, input: { attempt: number; nextDelayMs: number | null; sent: SentAttempt }): Promise<AttemptOutcome> {
  const { sent, attempt } = input;
  const succeeded = sent.error === null;
  const exhausted = !succeeded && input.nextDelayMs === null;
  const status = succeeded ? "SUCCEEDED" : exhausted ? "FAILED" : "PENDING";
  const nextAttemptAt = succeeded || exhausted ? null : new Date(Date.now() + input.nextDelayMs!);
  const completedAt = succeeded || exhausted ? new Date() : null;
  // One statement records the attempt (by number, so a retried record overwrites it) and the
  // delivery's state: an attempt and its outcome never disagree.
  await db.$executeRaw`
    WITH attempt AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", number, "startedAt", "statusCode", "latencyMs", error, "responseExcerpt")
      VALUES (${randomUUID()}, ${sent.deliveryId}, ${attempt}, ${new Date(sent.startedAt)}, ${sent.statusCode}, ${sent.latencyMs}, ${sent.error}, ${sent.excerpt})
      ON CONFLICT ("deliveryId", number) DO UPDATE SET "startedAt" = EXCLUDED."startedAt", "statusCode" = EXCLUDED."statusCode",
        "latencyMs" = EXCLUDED."latencyMs", error = EXCLUDED.error, "responseExcerpt" = EXCLUDED."responseExcerpt"
    )
    UPDATE "WebhookDelivery" SET "attemptCount" = ${attempt}, "lastStatusCode" = ${sent.statusCode}, "lastError" = ${sent.error},
      "lastResponseExcerpt" = ${sent.excerpt}, status = ${status}::"DeliveryStatus", "nextAttemptAt" = ${nextAttemptAt},
      "completedAt" = ${completedAt}, "updatedAt" = now()
    WHERE id = ${sent.deliveryId}`;
  const outcome = succeeded ? "succeeded" : exhausted ? "failed" : "retrying";
  webhookAttempts.inc({ outcome });
  webhookAttemptDuration.observe({ outcome }, sent.latencyMs / 1000);
  if (succeeded) return { done: true, status: "SUCCEEDED" };
  if (exhausted) return { done: true, status: "FAILED" };
  return { done: false, error: sent.error! };
}

/**
 * The three steps in one call, for runs a release that sent and recorded in one activity began
 * (their histories name that activity: src/workflows/webhookDelivery.ts) and for tests.
 */
export async function attemptDelivery(
  db: PrismaClient,
  input: { deliveryId: string; attempt: number; nextDelayMs: number | null },
  policy: UrlPolicy,
): Promise<AttemptOutcome> {
  const [prepared] = await prepareAttempts(db, [input.deliveryId]);
  if ("settled" in prepared) return { done: true, status: prepared.settled };
  const sent = await sendAttempt(policy, prepared.send, openSecrets(prepared.send));
  return recordAttempt(db, { attempt: input.attempt, nextDelayMs: input.nextDelayMs, sent });
}
