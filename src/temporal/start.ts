// Starting a workflow exactly once per id: a second start (another worker, a retried pass) is a no-op.
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import { ACCOUNT_ID } from "./search";

export async function startWorkflowOnce(
  temporal: Client,
  taskQueue: string,
  run: { workflowType: string; workflowId: string; args: unknown[]; accountId: string },
): Promise<void> {
  try {
    await temporal.workflow.start(run.workflowType, {
      taskQueue,
      workflowId: run.workflowId,
      // A finished run is never repeated under the same id; a deliberate rerun uses a new id.
      workflowIdReusePolicy: "REJECT_DUPLICATE",
      args: run.args,
      typedSearchAttributes: [{ key: ACCOUNT_ID, value: run.accountId }],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
