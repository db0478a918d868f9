// Beyond the spec, what integrators expect of a webhook service: redeliver, resend a time range of
// failures, ping an endpoint, rotate the signing secret with an overlap window.
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { invalid, invalidTransition } from "../../errors";
import { exampleEvent } from "../sandbox";
import { parseInput } from "../../kernel/validation";
import { PingInput, ResendInput, RotateSecretInput } from "./inputs";
import { newSigningSecret, signatureHeaders } from "./signing";
import { ownedWebhook } from "./subscriptions";
import { postWebhook } from "./send";
import { refuseUrl, type UrlPolicy } from "../../kernel/outboundUrls";
import { orNotFound, owned } from "../../kernel/accountScope";
import { openSecret, sealSecret } from "../encryption/keyring";

const DEFAULT_OVERLAP_SECONDS = 24 * 3600;

/** Sends a finished delivery again (same delivery id, attempts continue their numbering). */
export async function redeliver(db: PrismaClient, actor: Actor, webhookId: string, deliveryId: string) {
  const delivery = await orNotFound("Webhook delivery", db.webhookDelivery.findFirst({ where: { id: deliveryId, webhookId, ...owned(actor) } }));
  if (delivery.status !== "FAILED" && delivery.status !== "SUCCEEDED") {
    throw invalidTransition(`A ${delivery.status} delivery is still under way; only a finished one is sent again`);
  }
  return db.webhookDelivery.update({
    where: { id: deliveryId },
    data: { status: "PENDING", workflowStartedAt: null, nextAttemptAt: null, completedAt: null, redeliveryCount: { increment: 1 } },
    include: { attempts: { orderBy: { number: "asc" } } },
  });
}

/** Sends every failed delivery of a subscription created in [from, to] again. */
export async function resendFailed(db: PrismaClient, actor: Actor, webhookId: string, raw: unknown) {
  const input = parseInput(ResendInput, raw);
  await ownedWebhook(db, actor, webhookId);
  const where = { webhookId, ...owned(actor), status: "FAILED" as const, createdAt: { gte: new Date(input.from), lte: new Date(input.to) } };
  const failed = await db.webhookDelivery.findMany({ where, select: { id: true } });
  await db.webhookDelivery.updateMany({
    where: { id: { in: failed.map((d) => d.id) }, status: "FAILED" },
    data: { status: "PENDING", workflowStartedAt: null, nextAttemptAt: null, completedAt: null, redeliveryCount: { increment: 1 } },
  });
  return { count: failed.length, deliveryIds: failed.map((d) => d.id) };
}

/**
 * POSTs a signed test request to the endpoint now and reports the answer; nothing is stored or retried.
 * It is no event (spec 6.1's set is complete): the body has no `event` and there is no X-Webhook-Event
 * header, so a receiver dispatching on the event name cannot act on it; it checks the signature as
 * for any delivery, and `test: true` says what it is. On a sandbox (test) deployment `eventType`
 * sends a signed example of that 6.1 event instead, as a delivery carries it (docs/sandbox.md).
 */
export async function pingWebhook(db: PrismaClient, actor: Actor, webhookId: string, policy: UrlPolicy, raw: unknown = {}, sandbox = false) {
  const input = parseInput(PingInput, raw ?? {});
  if (input.eventType && !sandbox)
    throw invalid("eventType is a sandbox input: only test deployments (API_ENV=test) replay events", [
      { path: "eventType", message: "not accepted on this deployment" },
    ]);
  const webhook = await ownedWebhook(db, actor, webhookId);
  const id = `test_${randomUUID()}`;
  const now = new Date();
  const event = input.eventType ?? null;
  const body = JSON.stringify(
    event ? exampleEvent(event, actor.accountId, now) : { test: true, timestamp: now.toISOString(), webhookId: webhook.id, accountId: actor.accountId },
  );
  const refused = await refuseUrl(webhook.url, policy);
  if (refused) return { deliveryId: id, ok: false, statusCode: null, latencyMs: 0, error: `url ${refused}` };
  const t0 = performance.now();
  const headers = signatureHeaders({ body, deliveryId: id, event, secrets: [openSecret(webhook.secret, "webhook")], now });
  const answer = await postWebhook(policy, { url: webhook.url, headers, body });
  return { deliveryId: id, ok: answer.error === null, statusCode: answer.statusCode, latencyMs: Math.round(performance.now() - t0), error: answer.error };
}

/** A new secret; the old one keeps signing alongside it until the overlap ends. */
export async function rotateSecret(db: PrismaClient, actor: Actor, webhookId: string, raw: unknown) {
  const input = parseInput(RotateSecretInput, raw ?? {});
  const webhook = await ownedWebhook(db, actor, webhookId);
  const overlap = input.overlapSeconds ?? DEFAULT_OVERLAP_SECONDS;
  const secret = newSigningSecret();
  const updated = await db.webhook.update({
    where: { id: webhook.id },
    data: {
      secret: sealSecret(secret, "webhook"),
      // Sealed afresh: a value stored plain before encryption does not stay plain as the previous one.
      previousSecret: overlap > 0 ? sealSecret(openSecret(webhook.secret, "webhook"), "webhook") : null,
      previousSecretExpiresAt: overlap > 0 ? new Date(Date.now() + overlap * 1000) : null,
    },
  });
  return { id: updated.id, secret, previousSecretExpiresAt: updated.previousSecretExpiresAt };
}
