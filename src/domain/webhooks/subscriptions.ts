// Webhook subscriptions (spec 2.7, 4.8): the secret is returned once, on creation, and stored sealed.
import type { Prisma, PrismaClient, Webhook } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { invalid } from "../../errors";
import { parseInput } from "../../kernel/validation";
import { CreateWebhookInput, DeliveryFilter, UpdateWebhookInput } from "./inputs";
import { newSigningSecret } from "./signing";
import { refuseUrl, webhookTargetRefusal, type UrlPolicy } from "../../kernel/outboundUrls";
import { orNotFound, owned } from "../../kernel/accountScope";
import { sealSecret } from "../encryption/keyring";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";

async function checkUrl(url: string, policy: UrlPolicy) {
  const refused = await refuseUrl(url, policy);
  if (!refused) return;
  const reason = webhookTargetRefusal(refused);
  throw invalid(`Webhook url ${reason}`, [{ path: "url", message: reason }]);
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
    data: {
      ...(input.url ? { url: input.url } : {}),
      ...(input.events ? { events: [...new Set(input.events)] } : {}),
      ...(input.status ? { status: input.status } : {}),
    },
  });
}

export async function deleteWebhook(db: PrismaClient, actor: Actor, id: string): Promise<void> {
  await ownedWebhook(db, actor, id);
  await db.webhook.delete({ where: { id } });
}

/** What a deliveries list counts for in a GraphQL query's cost; the list itself is not capped. */
export const DELIVERIES_COST_ESTIMATE = 1000;
/** Deliveries read per statement: a subscription's whole history is read in keyset batches of this many. */
const DELIVERIES_BATCH = 1000;

/** GET /webhooks/{id}/deliveries: every delivery of the subscription, newest first (spec 4.8: a bare array, not paginated). */
export async function listDeliveries(db: PrismaClient, actor: Actor, webhookId: string, raw: unknown) {
  const filter = parseInput(DeliveryFilter, raw ?? {});
  await ownedWebhook(db, actor, webhookId);
  const where = { webhookId, ...owned(actor), ...(filter.status ? { status: filter.status } : {}), ...(filter.event ? { event: filter.event } : {}) };
  const all: Prisma.WebhookDeliveryGetPayload<{ include: { attempts: true } }>[] = [];
  for (;;) {
    const last: { id: string } | undefined = all.at(-1);
    const batch = await db.webhookDelivery.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...(last ? { cursor: { id: last.id }, skip: 1 } : {}),
      take: DELIVERIES_BATCH,
      include: { attempts: { orderBy: { number: "asc" } } },
    });
    all.push(...batch);
    if (batch.length < DELIVERIES_BATCH) return all;
  }
}

const WEBHOOK_DELIVERIES_LIST: ListSpec<"createdAt"> = {
  name: "webhook-deliveries",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
  defaultOrder: { createdAt: "desc" },
};

/**
 * One page of a subscription's deliveries, newest first, with their attempts: what REST's bare array
 * of every delivery is written from, a page at a time, so a long history never sits in memory whole.
 */
export async function listDeliveriesPage(db: PrismaClient, actor: Actor, webhookId: string, raw: unknown, pageArgs: PageArgs) {
  const filter = parseInput(DeliveryFilter, raw ?? {});
  await ownedWebhook(db, actor, webhookId);
  const page = readPage(pageArgs, WEBHOOK_DELIVERIES_LIST, actor.accountId);
  const where = { webhookId, ...owned(actor), ...(filter.status ? { status: filter.status } : {}), ...(filter.event ? { event: filter.event } : {}) };
  const rows = await db.webhookDelivery.findMany({
    where: { AND: [where, afterCursor(page)] },
    orderBy: pageOrder(page),
    take: page.limit + 1,
    include: { attempts: { orderBy: { number: "asc" } } },
  });
  return finishPage(rows, page, WEBHOOK_DELIVERIES_LIST, actor.accountId, (row) => row.createdAt);
}
