// One run per uploaded document (`document-validation-<documentId>`): read, check, record, open or
// close review tasks. Documents a migration registers (thousands at once) are validated by batch
// runs of up to 50 (`document-validation-batch-…`), each document still checked on its own. The
// activities are idempotent, so retries after a crash change nothing twice.
import { proxyActivities, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { DEAD_WORKER_NOTICED, UNTIL_DONE } from "./retryPolicies";

const retry = UNTIL_DONE;
const { validateDocument } = proxyActivities<Activities>({ startToCloseTimeout: "5 minutes", heartbeatTimeout: DEAD_WORKER_NOTICED, retry });
const { validateDocuments } = proxyActivities<Activities>({ startToCloseTimeout: "30 minutes", heartbeatTimeout: DEAD_WORKER_NOTICED, retry });

export async function documentValidationWorkflow(input: { documentId: string }): Promise<{ valid: boolean }> {
  const outcome = await validateDocument({ documentId: input.documentId, jobId: workflowInfo().workflowId });
  return { valid: outcome.valid };
}

export async function documentValidationBatchWorkflow(input: { documentIds: string[] }): Promise<{ validated: number }> {
  await validateDocuments({ documentIds: input.documentIds, jobId: workflowInfo().workflowId });
  return { validated: input.documentIds.length };
}
