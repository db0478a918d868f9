// The RiskReassessRunner over Temporal: `risk-reassess-<account>-v<version>` started once, with the AccountId search attribute.
import type { Client } from "@temporalio/client";
import type { RiskReassessRunner } from "../domain/risk/reassessment";
import { startWorkflowOnce } from "./start";
import { workflowIds } from "./workflowIds";

export function temporalRiskReassessRunner(temporal: Client, taskQueue: string): RiskReassessRunner {
  return {
    async start(run) {
      const workflowId = workflowIds.riskReassessment(run.accountId, run.version);
      await startWorkflowOnce(temporal, taskQueue, { workflowType: "riskReassessmentWorkflow", workflowId, args: [run], accountId: run.accountId });
      return workflowId;
    },
  };
}
