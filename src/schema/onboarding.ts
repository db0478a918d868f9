// Onboarding workflow definitions in GraphQL.
import { builder } from "./builder";
import { defined } from "./inputHelpers";
import { getOnboardingWorkflow, listOnboardingWorkflows, requiredDocumentsOf, requiredFieldsOf } from "../domain/onboarding/workflows";
// Creating or editing a workflow is a recorded, audited settings change.
import { createOnboardingWorkflow, updateOnboardingWorkflow } from "../domain/decisions/settings";
import * as inputs from "../domain/onboarding/inputs";
import type { OnboardingWorkflow } from "../generated/prisma/client";
import { inputOf } from "./zodInputs";

const OnboardingWorkflowRef = builder.objectRef<OnboardingWorkflow>("OnboardingWorkflow").implement({
  description: "An onboarding workflow of the account: the documents its applications require",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    name: t.exposeString("name", { description: "The workflow's name" }),
    requiredFields: t.stringList({
      description: "Field paths the applications must fill, e.g. individual.dateOfBirth, business.registrationNumber",
      resolve: (w) => requiredFieldsOf(w),
    }),
    requiredDocuments: t.stringList({
      description:
        "Document types in order (individual:<TYPE> / business:<TYPE> for one entity type); a document's workflowOrder is its type's 1-based position among those of its application's entity type",
      resolve: (w) => requiredDocumentsOf(w),
    }),
    isDefault: t.boolean({
      description: "The account's default: applies whenever an application or migration names no workflow",
      resolve: async (w, _a, ctx) =>
        (await ctx.db.account.findUnique({ where: { id: w.accountId }, select: { defaultWorkflowId: true } }))?.defaultWorkflowId === w.id,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

// Inputs are read off the domain's zod inputs (src/domain/onboarding/inputs.ts), descriptions
// included. GraphQL takes field paths and document requirements as strings: enum names cannot spell
// "individual.address" or "business:PASSPORT".
const asStrings = { strings: ["requiredFields", "requiredDocuments"] } as const;
const CreateOnboardingWorkflowInput = inputOf(
  "CreateOnboardingWorkflowInput",
  inputs.CreateOnboardingWorkflowInput,
  "A new onboarding workflow: its name and required documents",
  asStrings,
);
const UpdateOnboardingWorkflowInput = inputOf(
  "UpdateOnboardingWorkflowInput",
  inputs.UpdateOnboardingWorkflowInput,
  "Changes to an onboarding workflow; fields left out stay as they are",
  asStrings,
);

builder.queryFields((t) => ({
  onboardingWorkflows: t.field({
    description: "The account's onboarding workflows",
    type: [OnboardingWorkflowRef],
    resolve: (_r, _a, ctx) => listOnboardingWorkflows(ctx.db, ctx.actor),
  }),
  onboardingWorkflow: t.field({
    description: "One onboarding workflow",
    type: OnboardingWorkflowRef,
    args: { id: t.arg.id({ required: true, description: "The onboarding workflow's id" }) },
    resolve: (_r, a, ctx) => getOnboardingWorkflow(ctx.db, ctx.actor, String(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  createOnboardingWorkflow: t.field({
    permission: "admin",
    description: "Defines an onboarding workflow: required fields and document types in order",
    type: OnboardingWorkflowRef,
    args: { input: t.arg({ type: CreateOnboardingWorkflowInput, required: true, description: "The workflow's name and the documents it requires" }) },
    resolve: (_r, a, ctx) => createOnboardingWorkflow(ctx.db, ctx.actor, defined(a.input)),
  }),
  updateOnboardingWorkflow: t.field({
    permission: "admin",
    description: "Changes a workflow's name, required fields or documents (the account's default too)",
    type: OnboardingWorkflowRef,
    args: {
      id: t.arg.id({ required: true, description: "The onboarding workflow to change" }),
      input: t.arg({ type: UpdateOnboardingWorkflowInput, required: true, description: "The fields to change; those left out stay as they are" }),
    },
    resolve: (_r, a, ctx) => updateOnboardingWorkflow(ctx.db, ctx.actor, String(a.id), defined(a.input)),
  }),
}));
