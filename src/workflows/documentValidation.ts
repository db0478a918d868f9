// One run per registered document (`document-validation-<documentId>`): read, check, record, open
// or close review tasks. The activity is idempotent, so retries after a crash change nothing twice.
import { proxyActivities, workflowInfo } from "@temporalio/workflow";
import type { Activities } from "../activities";

const { validateDocument } = proxyActivities<Activities>({
  startToCloseTimeout: "5 minutes",
  retry: { initialInterval: "1 second", backoffCoefficient: 2, maximumInterval: "1 minute", maximumAttempts: 20 },
});

export async function documentValidationWorkflow(input: { documentId: string }): Promise<{ valid: boolean }> {
  const outcome = await validateDocument({ documentId: input.documentId, jobId: workflowInfo().workflowId });
  return { valid: outcome.valid };
}
