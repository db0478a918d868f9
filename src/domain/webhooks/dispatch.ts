// From outbox to deliveries: committed outbox rows become one delivery per matching ACTIVE
// subscription that existed when the event happened (spec 6.4 rule 2). Rows are claimed with
// SKIP LOCKED and marked in the same transaction that creates their deliveries, so several
// dispatchers never double a delivery and a crash loses none.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { eventPayload } from "../events/outbox";
import { workflowIds } from "../../temporal/workflowIds";
import { inTransaction } from "../../db/transaction";
import { accountBatches, claimedBatches } from "../../kernel/claimedBatches";

interface OutboxRow {
  id: string;
  accountId: string;
  applicationId: string | null;
  event: string;
  entityType: string;
  entityId: string;
  metadata: unknown;
  operatorOnly: boolean;
  createdAt: Date;
}

export async function dispatchOutboxBatch(db: PrismaClient, limit = 500, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<OutboxRow[]>`
      SELECT id, "accountId", "applicationId", event, "entityType", "entityId", metadata, "operatorOnly", "createdAt"
      FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL ORDER BY position LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    if (!rows.length) return 0;
    const accounts = [...new Set(rows.map((r) => r.accountId))];
    const applicationIds = [...new Set(rows.map((r) => r.applicationId).filter((a): a is string => !!a))];
    const [hooks, heldApps, queued] = await Promise.all([
      tx.webhook.findMany({ where: { accountId: { in: accounts }, status: "ACTIVE" } }),
      tx.application.findMany({ where: { id: { in: applicationIds }, withService: true }, select: { id: true } }),
      // Deliveries still held for an application keep later ones behind them, so order survives release.
      tx.webhookDelivery.findMany({
        where: { applicationId: { in: applicationIds }, status: "HELD" },
        select: { webhookId: true, applicationId: true },
        distinct: ["webhookId", "applicationId"],
      }),
    ]);
    const held = new Set(heldApps.map((a) => a.id));
    const queuedBehind = new Set(queued.map((q) => `${q.webhookId}/${q.applicationId}`));
    const deliveries: Prisma.WebhookDeliveryCreateManyInput[] = [];
    for (const row of rows) {
      if (row.operatorOnly) continue; // the operator's own changes are never sent
      for (const hook of hooks) {
        if (hook.accountId !== row.accountId || !hook.events.includes(row.event) || hook.createdAt > row.createdAt) continue;
        deliveries.push({
          accountId: row.accountId,
          webhookId: hook.id,
          outboxEventId: row.id,
          applicationId: row.applicationId,
          event: row.event,
          body: JSON.stringify(eventPayload(row, now)),
          status: row.applicationId && (held.has(row.applicationId) || queuedBehind.has(`${hook.id}/${row.applicationId}`)) ? "HELD" : "PENDING",
        });
      }
    }
    if (deliveries.length) await tx.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true });
    await tx.outboxEvent.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { dispatchedAt: now } });
    return deliveries.length;
  });
}

/**
 * New deliveries make their first attempt in batches. Which batch a delivery joins is decided once:
 * unclaimed rows are taken with SKIP LOCKED and given their batch's workflow id in one transaction.
 * Dispatchers in several workers then all start the same ids (a no-op after the first), so one
 * delivery is never in two batches, and a crash between claim and start only delays the start.
 */
export async function claimDeliveryBatches(db: PrismaClient, batchSize: number, limit = 500): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; accountId: string }[]>`
      SELECT id, "accountId" FROM "WebhookDelivery"
      WHERE status = 'PENDING' AND "workflowStartedAt" IS NULL AND "batchWorkflowId" IS NULL AND "attemptCount" = 0 AND "redeliveryCount" = 0
      ORDER BY "createdAt", id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    for (const batch of accountBatches(rows, batchSize)) {
      const ids = batch.map((r) => r.id);
      await tx.webhookDelivery.updateMany({ where: { id: { in: ids } }, data: { batchWorkflowId: workflowIds.webhookDeliveryBatch(ids) } });
    }
    return rows.length;
  });
}

/**
 * Workflows owed (new, or after a crash): claimed batches whole, each with every member, and the
 * deliveries that continue on their own (retries after a crash, redeliveries).
 */
export async function deliveriesAwaitingWorkflow(db: PrismaClient, limit = 500) {
  const owed = await db.webhookDelivery.findMany({
    where: { status: "PENDING", workflowStartedAt: null },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: { id: true, accountId: true, redeliveryCount: true, attemptCount: true, batchWorkflowId: true },
  });
  const first = (d: (typeof owed)[number]) => d.attemptCount === 0 && d.redeliveryCount === 0;
  const batchIds = [...new Set(owed.filter((d) => first(d) && d.batchWorkflowId).map((d) => d.batchWorkflowId!))];
  const members = batchIds.length
    ? await db.webhookDelivery.findMany({
        where: { batchWorkflowId: { in: batchIds } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, accountId: true, batchWorkflowId: true },
      })
    : [];
  const batches = claimedBatches(members, (m) => m.batchWorkflowId!).map(({ ids, ...batch }) => ({ ...batch, deliveryIds: ids }));
  // First attempts not claimed yet are left to the next pass (another dispatcher may be claiming them).
  return { batches, single: owed.filter((d) => !first(d)) };
}

export async function markWorkflowStarted(db: PrismaClient, ids: string[]) {
  if (ids.length) await db.webhookDelivery.updateMany({ where: { id: { in: ids }, workflowStartedAt: null }, data: { workflowStartedAt: new Date() } });
}

/**
 * Held deliveries whose application has been released go out per subscription and application, in
 * the order their events happened, one release workflow per group. Which release a delivery joins is
 * decided once, like batches: the claim gives the group's rows their release's workflow id in one
 * transaction, and claims are serialised (a transaction-scoped advisory lock), so two dispatchers
 * never start one release id with different members — the second start would be a no-op while its
 * extra member was marked started and never sent. A group with a release under way (claimed and
 * still held, or pending) waits for it. The id carries the claim time: a delivery held again after
 * a release (its application went back with the service) is released later under a new id.
 */
export async function claimReleasableDeliveries(db: PrismaClient, limit = 100, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(hashtext('webhook-delivery-release-claims'))`;
    const rows = await tx.$queryRaw<{ id: string; webhookId: string; applicationId: string }[]>`
      SELECT d.id, d."webhookId", d."applicationId"
      FROM "WebhookDelivery" d
      JOIN "Application" a ON a.id = d."applicationId" AND a."withService" = false
      JOIN "OutboxEvent" o ON o.id = d."outboxEventId"
      WHERE d.status = 'HELD' AND d."batchWorkflowId" IS NULL
        -- the previous delivery to the same subscription about the same application finishes first
        AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" p
                        WHERE p."webhookId" = d."webhookId" AND p."applicationId" = d."applicationId"
                          AND (p.status = 'PENDING' OR (p.status = 'HELD' AND p."batchWorkflowId" IS NOT NULL)))
      ORDER BY o.position
      LIMIT ${limit * 50}`;
    const groups = Map.groupBy(rows, (r) => `${r.webhookId}/${r.applicationId}`);
    for (const members of [...groups.values()].slice(0, limit)) {
      const ids = members.map((m) => m.id);
      await tx.webhookDelivery.updateMany({
        where: { id: { in: ids } },
        data: { batchWorkflowId: workflowIds.heldRelease(members[0].webhookId, ids[0], now) },
      });
    }
    return Math.min(groups.size, limit);
  });
}

/** Claimed releases whose run has not been recorded as started (new, or owed after a crash), each whole and in event order. */
export async function claimedReleases(db: PrismaClient) {
  const rows = await db.$queryRaw<{ id: string; accountId: string; batchWorkflowId: string }[]>`
    SELECT d.id, d."accountId", d."batchWorkflowId"
    FROM "WebhookDelivery" d JOIN "OutboxEvent" o ON o.id = d."outboxEventId"
    WHERE d.status = 'HELD' AND d."batchWorkflowId" IS NOT NULL AND d."workflowStartedAt" IS NULL
    ORDER BY o.position`;
  return [...Map.groupBy(rows, (r) => r.batchWorkflowId).entries()].map(([workflowId, members]) => ({
    workflowId,
    accountId: members[0].accountId,
    deliveryIds: members.map((m) => m.id),
  }));
}

/**
 * Deliveries whose workflow was recorded as started a while ago and that are still owed an attempt
 * now (no retry scheduled in the future): the reconciler asks Temporal whether their workflow still
 * runs (src/pollers/reconcile.ts). Deliveries of a release are reached through their release.
 */
export function staleDeliveries(db: PrismaClient, startedBefore: Date, limit: number) {
  return db.$queryRaw<{ id: string; accountId: string; attemptCount: number; redeliveryCount: number; batchWorkflowId: string | null }[]>`
    SELECT id, "accountId", "attemptCount", "redeliveryCount", "batchWorkflowId" FROM "WebhookDelivery"
    WHERE status = 'PENDING' AND "workflowStartedAt" < ${startedBefore}
      AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" < ${startedBefore})
      AND ("batchWorkflowId" IS NULL OR "batchWorkflowId" NOT LIKE 'release-%')
    ORDER BY "workflowStartedAt" LIMIT ${limit}`;
}

/** Releases started a while ago with members still held or pending, each whole and in event order. */
export async function staleReleases(db: PrismaClient, startedBefore: Date, limit: number) {
  const rows = await db.$queryRaw<{ id: string; accountId: string; batchWorkflowId: string }[]>`
    SELECT d.id, d."accountId", d."batchWorkflowId"
    FROM "WebhookDelivery" d JOIN "OutboxEvent" o ON o.id = d."outboxEventId"
    WHERE d."batchWorkflowId" IN (
      SELECT DISTINCT "batchWorkflowId" FROM "WebhookDelivery"
      WHERE status IN ('HELD', 'PENDING') AND "batchWorkflowId" LIKE 'release-%' AND "workflowStartedAt" < ${startedBefore}
      LIMIT ${limit})
      AND d.status IN ('HELD', 'PENDING')
    ORDER BY o.position`;
  return claimedBatches(rows, (r) => r.batchWorkflowId).map(({ ids, ...release }) => ({ ...release, deliveryIds: ids }));
}

/** A run was started again for these deliveries: the reconciler leaves them alone for its grace period. */
export async function markWorkflowRestarted(db: PrismaClient, ids: string[], now = new Date()) {
  if (ids.length) await db.webhookDelivery.updateMany({ where: { id: { in: ids } }, data: { workflowStartedAt: now } });
}
