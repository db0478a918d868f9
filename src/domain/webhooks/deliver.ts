// One delivery attempt: POST the stored body with the 6.3 headers, record what happened.
// HTTP failures are values (the workflow's schedule retries them); only infrastructure errors throw.
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { signatureHeaders } from "./signing";
import { refuseUrl, type UrlPolicy } from "./urlPolicy";
import { postWebhook } from "./send";
import { webhookAttempts, webhookAttemptDuration } from "../../observability/metrics";
import { openSecret } from "../encryption/keyring";

export { ATTEMPT_TIMEOUT_MS } from "./send";

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

/** The delivery, its subscription and its application's hand-over flag, in one round trip. */
async function loadDelivery(db: PrismaClient, id: string): Promise<DeliveryToSend | null> {
  const rows = await db.$queryRaw<DeliveryToSend[]>`
    SELECT d.id, d.status::text AS status, d.event, d.body, d."applicationId",
           w.url, w.status::text AS "webhookStatus", w.secret, w."previousSecret", w."previousSecretExpiresAt",
           a."withService"
    FROM "WebhookDelivery" d
    JOIN "Webhook" w ON w.id = d."webhookId"
    LEFT JOIN "Application" a ON a.id = d."applicationId"
    WHERE d.id = ${id}`;
  return rows[0] ?? null;
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

export async function attemptDelivery(
  db: PrismaClient,
  input: { deliveryId: string; attempt: number; nextDelayMs: number | null },
  policy: UrlPolicy,
): Promise<AttemptOutcome> {
  const delivery = await loadDelivery(db, input.deliveryId);
  if (!delivery) return { done: true, status: "FAILED" };
  if (delivery.status === "SUCCEEDED" || delivery.status === "FAILED") return { done: true, status: delivery.status };
  if (await holdOrRelease(db, delivery)) return { done: true, status: "HELD" };
  if (delivery.webhookStatus === "PAUSED") {
    // Paused subscriptions receive nothing: what was still owed is dropped (and can be redelivered).
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "FAILED", lastError: "subscription paused", nextAttemptAt: null, completedAt: new Date() },
    });
    return { done: true, status: "FAILED" };
  }
  const startedAt = new Date();
  const t0 = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let excerpt: string | null = null;
  const refused = await refuseUrl(delivery.url, policy);
  if (refused) {
    error = `url ${refused}`;
  } else {
    // Stored sealed (src/domain/encryption); a key missing from the keyring throws, and the activity retries.
    const secrets = [openSecret(delivery.secret, "webhook")];
    if (delivery.previousSecret && delivery.previousSecretExpiresAt && delivery.previousSecretExpiresAt > startedAt)
      secrets.push(openSecret(delivery.previousSecret, "webhook"));
    const headers = signatureHeaders({ body: delivery.body, deliveryId: delivery.id, event: delivery.event, secrets, now: startedAt });
    ({ statusCode, excerpt, error } = await postWebhook(policy, { url: delivery.url, headers, body: delivery.body }));
  }
  const latencyMs = Math.round(performance.now() - t0);
  const succeeded = error === null;
  const exhausted = !succeeded && input.nextDelayMs === null;
  const status = succeeded ? "SUCCEEDED" : exhausted ? "FAILED" : "PENDING";
  const nextAttemptAt = succeeded || exhausted ? null : new Date(Date.now() + input.nextDelayMs!);
  const completedAt = succeeded || exhausted ? new Date() : null;
  // One statement records the attempt (by number, so a retried activity overwrites it) and the
  // delivery's state: an attempt and its outcome never disagree.
  await db.$executeRaw`
    WITH attempt AS (
      INSERT INTO "WebhookAttempt" (id, "deliveryId", number, "startedAt", "statusCode", "latencyMs", error, "responseExcerpt")
      VALUES (${randomUUID()}, ${delivery.id}, ${input.attempt}, ${startedAt}, ${statusCode}, ${latencyMs}, ${error}, ${excerpt})
      ON CONFLICT ("deliveryId", number) DO UPDATE SET "startedAt" = EXCLUDED."startedAt", "statusCode" = EXCLUDED."statusCode",
        "latencyMs" = EXCLUDED."latencyMs", error = EXCLUDED.error, "responseExcerpt" = EXCLUDED."responseExcerpt"
    )
    UPDATE "WebhookDelivery" SET "attemptCount" = ${input.attempt}, "lastStatusCode" = ${statusCode}, "lastError" = ${error},
      "lastResponseExcerpt" = ${excerpt}, status = ${status}::"DeliveryStatus", "nextAttemptAt" = ${nextAttemptAt},
      "completedAt" = ${completedAt}, "updatedAt" = now()
    WHERE id = ${delivery.id}`;
  const outcome = succeeded ? "succeeded" : exhausted ? "failed" : "retrying";
  webhookAttempts.inc({ outcome });
  webhookAttemptDuration.observe({ outcome }, latencyMs / 1000);
  if (succeeded) return { done: true, status: "SUCCEEDED" };
  if (exhausted) return { done: true, status: "FAILED" };
  return { done: false, error: error! };
}
