// The RiskReassessRunner over Temporal: one `risk-reassess-<account>` per account at a time, with the
// AccountId search attribute. Signal-with-start either starts it under the saved version or tells the
// running one of the newer version, atomically in the server, so a storm of saves from several API
// processes never runs two re-assessments of one account at once (src/workflows/riskReassessment.ts).
import type { Client } from "@temporalio/client";
import type { RiskReassessRunner } from "../domain/risk/reassessment";
import { riskModelChangedSignal } from "../workflows/messages";
import type { WorkflowArgs } from "./start";
import { ACCOUNT_ID } from "./search";
import { workflowIds } from "./workflowIds";

export function temporalRiskReassessRunner(temporal: Client, taskQueue: string): RiskReassessRunner {
  return {
    async start(run) {
      const workflowId = workflowIds.riskReassessment(run.accountId);
      const args: WorkflowArgs<"riskReassessmentWorkflow"> = [run];
      await temporal.workflow.signalWithStart("riskReassessmentWorkflow", {
        taskQueue,
        workflowId,
        // A finished run is followed by a new one under the same id: the id names the account, its runs the passes.
        workflowIdReusePolicy: "ALLOW_DUPLICATE",
        args,
        signal: riskModelChangedSignal,
        signalArgs: [{ version: run.version }],
        typedSearchAttributes: [{ key: ACCOUNT_ID, value: run.accountId }],
      });
      return workflowId;
    },
  };
}
