// Starting a workflow exactly once per id: a second start (another worker, a retried pass) is a no-op.
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { SearchAttributePair } from "@temporalio/common";
import { ACCOUNT_ID } from "./search";

export async function startWorkflowOnce(
  temporal: Client,
  taskQueue: string,
  run: {
    workflowType: string;
    workflowId: string;
    args: unknown[];
    accountId: string;
    /** Further search attributes (e.g. MigrationId). */
    searchAttributes?: SearchAttributePair[];
    /** A run that is closed may be started again under the same id (migrations resuming a stalled run). */
    allowRerun?: boolean;
  },
): Promise<void> {
  try {
    await temporal.workflow.start(run.workflowType, {
      taskQueue,
      workflowId: run.workflowId,
      // By default a finished run is never repeated under the same id; a deliberate rerun uses a new id.
      workflowIdReusePolicy: run.allowRerun ? "ALLOW_DUPLICATE" : "REJECT_DUPLICATE",
      args: run.args,
      typedSearchAttributes: [{ key: ACCOUNT_ID, value: run.accountId }, ...(run.searchAttributes ?? [])],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
