// Onboarding workflow definitions: the fields and document types (in order) an application needs.
// Documents report their type's position as workflowOrder; submission opens MISSING_DOCUMENT tasks.
import type { OnboardingWorkflow, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import type { Tx } from "../audit/trail";
import { notFound } from "../errors";
import { distinct, nonBlank, parseInput } from "../validation";
import { DOCUMENT_TYPES } from "../documents/types";
import { z } from "zod";

/** Paths into the application create body a workflow may require. */
export const REQUIRED_FIELD_PATHS = [
  "email",
  "individual.dateOfBirth",
  "individual.placeOfBirth",
  "individual.nationality",
  "individual.residenceCountry",
  "individual.address",
  "individual.tins",
  "business.registrationNumber",
  "business.country",
  "business.address",
  "business.tins",
] as const;

export const CreateOnboardingWorkflowInput = z
  .object({
    name: nonBlank().max(200),
    requiredFields: z.array(z.enum(REQUIRED_FIELD_PATHS)).max(REQUIRED_FIELD_PATHS.length).default([]),
    requiredDocuments: distinct(z.array(z.enum(DOCUMENT_TYPES)).max(50), "lists a type twice").default([]).meta({ description: "Document types in the order the workflow asks for them" }),
  })
  .strict();

export async function createOnboardingWorkflow(db: PrismaClient, actor: Actor, raw: unknown): Promise<OnboardingWorkflow> {
  const input = parseInput(CreateOnboardingWorkflowInput, raw);
  return db.onboardingWorkflow.create({ data: { accountId: actor.accountId, ...input } });
}

export function listOnboardingWorkflows(db: PrismaClient, actor: Actor): Promise<OnboardingWorkflow[]> {
  return db.onboardingWorkflow.findMany({ where: { accountId: actor.accountId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export async function getOnboardingWorkflow(db: PrismaClient | Tx, actor: Actor, id: string): Promise<OnboardingWorkflow> {
  const workflow = await db.onboardingWorkflow.findFirst({ where: { id, accountId: actor.accountId } });
  if (!workflow) throw notFound("Onboarding workflow");
  return workflow;
}

export const requiredDocumentsOf = (w: Pick<OnboardingWorkflow, "requiredDocuments"> | null): string[] => (Array.isArray(w?.requiredDocuments) ? w.requiredDocuments.map(String) : []);
export const requiredFieldsOf = (w: Pick<OnboardingWorkflow, "requiredFields"> | null): string[] => (Array.isArray(w?.requiredFields) ? w.requiredFields.map(String) : []);
