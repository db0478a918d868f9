// Onboarding workflow definitions in GraphQL.
import { builder } from "./builder";
import { defined } from "./inputHelpers";
import { createOnboardingWorkflow, getOnboardingWorkflow, listOnboardingWorkflows, requiredDocumentsOf, requiredFieldsOf } from "../domain/onboarding/workflows";
import type { OnboardingWorkflow } from "../generated/prisma/client";

const OnboardingWorkflowRef = builder.objectRef<OnboardingWorkflow>("OnboardingWorkflow").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    requiredFields: t.stringList({ resolve: (w) => requiredFieldsOf(w) }),
    requiredDocuments: t.stringList({ description: "Document types in order; a document's workflowOrder is its type's 1-based position", resolve: (w) => requiredDocumentsOf(w) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const CreateOnboardingWorkflowInput = builder.inputType("CreateOnboardingWorkflowInput", {
  fields: (t) => ({ name: t.string({ required: true }), requiredFields: t.stringList(), requiredDocuments: t.stringList() }),
});

builder.queryFields((t) => ({
  onboardingWorkflows: t.field({ type: [OnboardingWorkflowRef], resolve: (_r, _a, ctx) => listOnboardingWorkflows(ctx.db, ctx.actor) }),
  onboardingWorkflow: t.field({ type: OnboardingWorkflowRef, args: { id: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => getOnboardingWorkflow(ctx.db, ctx.actor, String(a.id)) }),
}));

builder.mutationFields((t) => ({
  createOnboardingWorkflow: t.field({
    type: OnboardingWorkflowRef,
    args: { input: t.arg({ type: CreateOnboardingWorkflowInput, required: true }) },
    resolve: (_r, a, ctx) => createOnboardingWorkflow(ctx.db, ctx.actor, defined(a.input)),
  }),
}));
