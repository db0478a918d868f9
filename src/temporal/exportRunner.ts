// The ExportRunner over Temporal: `export-<jobId>` started once, with the AccountId search attribute.
import type { Client } from "@temporalio/client";
import type { ExportRunner } from "../domain/exports";
import { startWorkflowOnce } from "./start";
import { workflowIds } from "./workflowIds";

export function temporalExportRunner(temporal: Client, taskQueue: string): ExportRunner {
  return {
    start: (job) =>
      startWorkflowOnce(temporal, taskQueue, {
        workflowType: "exportWorkflow",
        workflowId: workflowIds.export(job.id),
        args: [{ jobId: job.id }],
        accountId: job.accountId,
      }),
  };
}
