// Webhook subscriptions (spec 2.7, 4.8): the secret is returned once, on creation, and stored sealed.
import type { PrismaClient, Webhook } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { invalid } from "../../errors";
import { parseInput } from "../validation";
import { CreateWebhookInput, DeliveryFilter, UpdateWebhookInput } from "./inputs";
import { newSigningSecret } from "./signing";
import { refuseUrl, type UrlPolicy } from "./urlPolicy";
import { orNotFound, owned } from "../accountScope";
import { sealSecret } from "../encryption/keyring";

async function checkUrl(url: string, policy: UrlPolicy) {
  const reason = await refuseUrl(url, policy);
  if (reason) throw invalid(`Webhook url ${reason}`, [{ path: "url", message: reason }]);
}

export async function createWebhook(db: PrismaClient, actor: Actor, raw: unknown, policy: UrlPolicy): Promise<Webhook> {
  const input = parseInput(CreateWebhookInput, raw);
  await checkUrl(input.url, policy);
  const secret = newSigningSecret();
  const created = await db.webhook.create({
    data: { ...owned(actor), url: input.url, events: [...new Set(input.events)], secret: sealSecret(secret, "webhook") },
  });
  // The plaintext leaves once, in this answer; only the sealed value is stored.
  return { ...created, secret };
}

export async function ownedWebhook(db: PrismaClient, actor: Actor, id: string): Promise<Webhook> {
  return orNotFound("Webhook", db.webhook.findFirst({ where: { id, ...owned(actor) } }));
}

export function listWebhooks(db: PrismaClient, actor: Actor): Promise<Webhook[]> {
  return db.webhook.findMany({ where: owned(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export async function updateWebhook(db: PrismaClient, actor: Actor, id: string, raw: unknown, policy: UrlPolicy): Promise<Webhook> {
  const input = parseInput(UpdateWebhookInput, raw);
  await ownedWebhook(db, actor, id);
  if (input.url) await checkUrl(input.url, policy);
  return db.webhook.update({
    where: { id },
    data: { ...(input.url ? { url: input.url } : {}), ...(input.events ? { events: [...new Set(input.events)] } : {}), ...(input.status ? { status: input.status } : {}) },
  });
}

export async function deleteWebhook(db: PrismaClient, actor: Actor, id: string): Promise<void> {
  await ownedWebhook(db, actor, id);
  await db.webhook.delete({ where: { id } });
}

/** The newest deliveries a list answers with (its GraphQL cost counts this many). */
export const DELIVERIES_LIST_MAX = 1000;

export async function listDeliveries(db: PrismaClient, actor: Actor, webhookId: string, raw: unknown) {
  const filter = parseInput(DeliveryFilter, raw ?? {});
  await ownedWebhook(db, actor, webhookId);
  return db.webhookDelivery.findMany({
    where: { webhookId, ...owned(actor), ...(filter.status ? { status: filter.status } : {}), ...(filter.event ? { event: filter.event } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: DELIVERIES_LIST_MAX,
    include: { attempts: { orderBy: { number: "asc" } } },
  });
}
