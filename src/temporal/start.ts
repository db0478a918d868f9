// Every workflow start goes through here: by the workflow's name, with its arguments type-checked
// against the workflow function (a type-only import: no workflow code is loaded), exactly once per
// workflow id (a second start from another worker or a retried pass is a no-op).
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { SearchAttributePair } from "@temporalio/common";
import type * as Workflows from "../workflows";
import { ACCOUNT_ID } from "./search";

export type WorkflowName = keyof typeof Workflows;
export type WorkflowArgs<W extends WorkflowName> = Parameters<(typeof Workflows)[W]>;

export async function startWorkflowOnce<W extends WorkflowName>(
  temporal: Client,
  taskQueue: string,
  run: {
    workflowType: W;
    workflowId: string;
    args: WorkflowArgs<W>;
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

/** Starts a one-off run under a fresh id and waits for its result (e.g. an operator's audit verification). */
export async function runWorkflow<W extends WorkflowName>(
  temporal: Client,
  taskQueue: string,
  run: { workflowType: W; workflowId: string; args: WorkflowArgs<W>; accountId: string },
): Promise<Awaited<ReturnType<(typeof Workflows)[W]>>> {
  return temporal.workflow.execute(run.workflowType, {
    taskQueue,
    workflowId: run.workflowId,
    args: run.args,
    typedSearchAttributes: [{ key: ACCOUNT_ID, value: run.accountId }],
  });
}
