// Registered documents become validation runs: uploads one `document-validation-<id>` run each, and a
// migration's documents in claimed `document-validation-batch-…` runs, at most
// MAX_BULK_BATCHES_IN_FLIGHT at once per worker so an import's documents wait their turn.
import { claimedValidationBatches, claimValidationBatches, markValidationStarted, uploadsAwaitingValidation } from "../domain/documents/dispatch";
import { workflowIds } from "../temporal/workflowIds";
import type { PollerOptions } from "./options";

/** Uploaded documents whose validation one pass starts; migration documents per batch workflow. */
const VALIDATION_PASS_SIZE = 200;
const VALIDATION_BATCH_SIZE = 50;
/** Batch validations this process keeps running at once. */
const MAX_BULK_BATCHES_IN_FLIGHT = 2;

export function documentValidationPass({ db, temporal, start }: PollerOptions) {
  let bulkBatchesInFlight = 0;
  return async (): Promise<boolean> => {
    const single = await uploadsAwaitingValidation(db, VALIDATION_PASS_SIZE);
    const claimed = await claimValidationBatches(db, MAX_BULK_BATCHES_IN_FLIGHT - bulkBatchesInFlight, VALIDATION_BATCH_SIZE);
    const bulk = await claimedValidationBatches(db);
    await Promise.all([
      ...single.map((doc) => start("documentValidationWorkflow", workflowIds.documentValidation(doc.id), [{ documentId: doc.id }], doc.accountId)),
      ...bulk.map(async (batch) => {
        await start("documentValidationBatchWorkflow", batch.workflowId, [{ documentIds: batch.documentIds }], batch.accountId);
        bulkBatchesInFlight++;
        void temporal.workflow
          .getHandle(batch.workflowId)
          .result()
          .catch(() => undefined)
          .finally(() => bulkBatchesInFlight--);
      }),
    ]);
    await markValidationStarted(db, [...single.map((doc) => doc.id), ...bulk.flatMap((batch) => batch.documentIds)]);
    return claimed > 0 || single.length + bulk.length > 0;
  };
}
