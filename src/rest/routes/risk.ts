// Risk assessment (docs/risk-model.md): an application's assessment and overrides of its level, the
// account's versioned model. Each route is one GraphQL operation (src/schema/risk.ts).
import { IdParams } from "../schemas/common";
import {
  RiskAssessmentResponse,
  RiskModelBody,
  RiskModelResponse,
  RiskModelVersionsResponse,
  RiskOverrideBody,
  WithdrawRiskOverrideQuery,
} from "../schemas/risk";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";

export function riskRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/applications/:id/risk-assessment",
      summary: "An application's risk assessment: score, level, model version and every factor's contribution with its reason",
      tag: "Risk",
      params: IdParams,
      operation: (s) => `query($id: ID!) { riskAssessment(applicationId: $id) ${s} }`,
      field: Query.riskAssessment,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: RiskAssessmentResponse, description: "The assessment" },
    },
    {
      method: "post",
      path: "/applications/:id/risk-override",
      summary:
        "Set an application's risk level by hand over the assessed one (approve permission and a reason; audited before and after). Where four eyes covers the higher of the two levels it waits (overridePending) for a second approver, who sends the same level",
      tag: "Risk",
      params: IdParams,
      body: RiskOverrideBody,
      operation: (s) => `mutation($id: ID!, $input: RiskOverrideInput!) { overrideRiskLevel(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.overrideRiskLevel,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: RiskAssessmentResponse, description: "The assessment with the override in force, or pending a second approver" },
      extraErrors: [409],
    },
    {
      method: "delete",
      path: "/applications/:id/risk-override",
      summary: "Withdraw an application's override: the assessed level is in force again (approve permission and a reason; four eyes as for an override)",
      tag: "Risk",
      params: IdParams,
      query: WithdrawRiskOverrideQuery,
      operation: (s) => `mutation($id: ID!, $input: WithdrawRiskOverrideInput!) { withdrawRiskOverride(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.withdrawRiskOverride,
      variables: ({ params, query }) => ({ id: params.id, input: { reason: query.reason } }),
      response: {
        status: 200,
        schema: RiskAssessmentResponse,
        description: "The assessment, its override withdrawn or the withdrawal pending a second approver",
      },
      extraErrors: [409],
    },
    {
      method: "get",
      path: "/settings/risk-model",
      summary: "The account's risk model in force: weights, thresholds and the country lists it reads",
      tag: "Risk",
      operation: (s) => `query { riskModel ${s} }`,
      field: Query.riskModel,
      variables: () => ({}),
      response: { status: 200, schema: RiskModelResponse, description: "The model (version 0: the default the service ships)" },
    },
    {
      method: "put",
      path: "/settings/risk-model",
      summary:
        "Save a new version of the account's risk model (admin; every version is kept) and start re-assessing every application of the account (the Temporal workflow reassessmentWorkflowId)",
      tag: "Risk",
      body: RiskModelBody,
      operation: (s) => `mutation($input: UpdateRiskModelInput!) { updateRiskModel(input: $input) ${s} }`,
      field: Mutation.updateRiskModel,
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: RiskModelResponse, description: "The new version" },
    },
    {
      method: "get",
      path: "/settings/risk-model/versions",
      summary: "Every version of the account's risk model, newest first (the shipped default, version 0, last)",
      tag: "Risk",
      operation: (s) => `query { riskModelVersions ${s} }`,
      field: Query.riskModelVersions,
      variables: () => ({}),
      response: { status: 200, schema: RiskModelVersionsResponse, description: "The versions" },
    },
  ];
}
