// Onboarding workflow routes (spec 2.6).
import { z } from "zod";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { IdParams } from "../schemas/common";
import { CreateOnboardingWorkflowBody, OnboardingWorkflowResponse, UpdateOnboardingWorkflowBody } from "../schemas/documents";

export function onboardingWorkflowRoutes(): Route[] {
  return [
    {
      method: "post",
      path: "/onboarding-workflows",
      summary: "Define an onboarding workflow: required fields and document types in order",
      tag: "Onboarding workflows",
      body: CreateOnboardingWorkflowBody,
      operation: (s) => `mutation($input: CreateOnboardingWorkflowInput!) { createOnboardingWorkflow(input: $input) ${s} }`,
      field: Mutation.createOnboardingWorkflow,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: OnboardingWorkflowResponse, description: "The workflow; pass its id as workflowId when creating applications" },
    },
    {
      method: "get",
      path: "/onboarding-workflows",
      summary: "The account's onboarding workflows",
      tag: "Onboarding workflows",
      operation: (s) => `query { onboardingWorkflows ${s} }`,
      field: Query.onboardingWorkflows,
      variables: () => ({}),
      response: { status: 200, schema: z.array(OnboardingWorkflowResponse), description: "Bare array, oldest first" },
    },
    {
      method: "get",
      path: "/onboarding-workflows/:id",
      summary: "One onboarding workflow",
      tag: "Onboarding workflows",
      params: IdParams,
      operation: (s) => `query($id: ID!) { onboardingWorkflow(id: $id) ${s} }`,
      field: Query.onboardingWorkflow,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: OnboardingWorkflowResponse, description: "The workflow" },
    },
    {
      method: "patch",
      path: "/onboarding-workflows/:id",
      summary: "Change a workflow's name, required fields or documents (the account's default too)",
      tag: "Onboarding workflows",
      params: IdParams,
      body: UpdateOnboardingWorkflowBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateOnboardingWorkflowInput!) { updateOnboardingWorkflow(id: $id, input: $input) ${s} }`,
      field: Mutation.updateOnboardingWorkflow,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: OnboardingWorkflowResponse, description: "The workflow after the change" },
    },
  ];
}
