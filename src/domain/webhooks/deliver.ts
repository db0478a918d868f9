// One delivery attempt: POST the stored body with the 6.3 headers, record what happened.
// HTTP failures are values (the workflow's schedule retries them); only infrastructure errors throw.
import type { PrismaClient } from "../../generated/prisma/client";
import { signatureHeaders } from "./signing";
import { refuseUrl, type UrlPolicy } from "./urlPolicy";

export const ATTEMPT_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;

export type AttemptOutcome = { done: true; status: "SUCCEEDED" | "FAILED" } | { done: false; error: string };

export async function attemptDelivery(
  db: PrismaClient,
  input: { deliveryId: string; attempt: number; nextDelayMs: number | null },
  policy: UrlPolicy,
): Promise<AttemptOutcome> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: input.deliveryId }, include: { webhook: true } });
  if (!delivery) return { done: true, status: "FAILED" };
  if (delivery.status === "SUCCEEDED" || delivery.status === "FAILED") return { done: true, status: delivery.status };
  if (delivery.webhook.status === "PAUSED") {
    // Paused subscriptions receive nothing: what was still owed is dropped (and can be redelivered).
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "FAILED", lastError: "subscription paused", nextAttemptAt: null, completedAt: new Date() } });
    return { done: true, status: "FAILED" };
  }
  const startedAt = new Date();
  const t0 = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let excerpt: string | null = null;
  const refused = await refuseUrl(delivery.webhook.url, policy);
  if (refused) {
    error = `url ${refused}`;
  } else {
    const secrets = [delivery.webhook.secret];
    if (delivery.webhook.previousSecret && delivery.webhook.previousSecretExpiresAt && delivery.webhook.previousSecretExpiresAt > startedAt) {
      secrets.push(delivery.webhook.previousSecret);
    }
    try {
      const res = await fetch(delivery.webhook.url, {
        method: "POST",
        headers: signatureHeaders({ body: delivery.body, deliveryId: delivery.id, event: delivery.event, secrets, now: startedAt }),
        body: delivery.body,
        redirect: "manual",
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      statusCode = res.status;
      excerpt = (await res.text()).slice(0, EXCERPT_BYTES);
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      error = e.name === "TimeoutError" ? `timed out after ${ATTEMPT_TIMEOUT_MS} ms` : (e.cause?.code ?? e.message);
    }
  }
  const latencyMs = Math.round(performance.now() - t0);
  const succeeded = error === null;
  const exhausted = !succeeded && input.nextDelayMs === null;
  await db.$transaction([
    db.webhookAttempt.upsert({
      where: { deliveryId_number: { deliveryId: delivery.id, number: input.attempt } },
      create: { deliveryId: delivery.id, number: input.attempt, startedAt, statusCode, latencyMs, error, responseExcerpt: excerpt },
      update: { startedAt, statusCode, latencyMs, error, responseExcerpt: excerpt },
    }),
    db.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        attemptCount: input.attempt,
        lastStatusCode: statusCode,
        lastError: error,
        lastResponseExcerpt: excerpt,
        status: succeeded ? "SUCCEEDED" : exhausted ? "FAILED" : "PENDING",
        nextAttemptAt: succeeded || exhausted ? null : new Date(Date.now() + input.nextDelayMs!),
        completedAt: succeeded || exhausted ? new Date() : null,
      },
    }),
  ]);
  if (succeeded) return { done: true, status: "SUCCEEDED" };
  if (exhausted) return { done: true, status: "FAILED" };
  return { done: false, error: error! };
}
