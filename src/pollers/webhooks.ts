// Outbox rows become webhook deliveries, and deliveries their workflows: new deliveries in claimed
// batches (one `deliveries-…` run each), redeliveries and retries of a lost start as `delivery-<id>`
// runs, held deliveries released together (`release-…`). Claims are made once with SKIP LOCKED and
// their workflow id is stored, so every worker starts the same id and a delivery is sent once.
import {
  claimDeliveryBatches,
  claimedReleases,
  claimReleasableDeliveries,
  deliveriesAwaitingWorkflow,
  dispatchOutboxBatch,
  markWorkflowStarted,
} from "../domain/webhooks/dispatch";
import { workflowIds } from "../temporal/workflowIds";
import type { PollerOptions } from "./options";

/** Deliveries whose first attempts one batch workflow makes. */
const BATCH_SIZE = 200;

export function webhookPass({ db, config, start }: PollerOptions) {
  const retryScheduleMs = config.webhookRetryScheduleMs;
  return async (): Promise<boolean> => {
    let busy = (await dispatchOutboxBatch(db)) > 0;
    busy = (await claimDeliveryBatches(db, BATCH_SIZE)) > 0 || busy;
    const owed = await deliveriesAwaitingWorkflow(db);
    const started: string[] = [];
    // New deliveries go out in their claimed batches (one workflow each); the others each get their own run.
    await Promise.all([
      ...owed.batches.map(async (batch) => {
        await start("webhookDeliveryBatchWorkflow", batch.workflowId, [{ deliveryIds: batch.deliveryIds, retryScheduleMs }], batch.accountId);
        started.push(...batch.deliveryIds);
      }),
      ...owed.single.map(async (d) => {
        const workflowId = d.redeliveryCount ? workflowIds.webhookRedelivery(d.id, d.redeliveryCount) : workflowIds.webhookDelivery(d.id);
        await start("webhookDeliveryWorkflow", workflowId, [{ deliveryId: d.id, retryScheduleMs, attemptNumberOffset: d.attemptCount }], d.accountId);
        started.push(d.id);
      }),
    ]);
    await markWorkflowStarted(db, started);
    busy ||= owed.batches.length + owed.single.length > 0;
    busy = (await claimReleasableDeliveries(db)) > 0 || busy;
    for (const release of await claimedReleases(db)) {
      await start("releasedDeliveriesWorkflow", release.workflowId, [{ deliveryIds: release.deliveryIds, retryScheduleMs }], release.accountId);
      await markWorkflowStarted(db, release.deliveryIds);
      busy = true;
    }
    return busy;
  };
}
