// Onboarding workflow definitions: the fields and document types (in order) an application needs.
// Documents report their type's position as workflowOrder; submission opens MISSING_DOCUMENT tasks.
// Every account has a default workflow, used whenever an application or a migration names none.
import type { OnboardingWorkflow, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { parseInput } from "../../kernel/validation";
import { inTransaction, type Tx } from "../../db/transaction";
import { orNotFound, owned } from "../../kernel/accountScope";
import { CreateOnboardingWorkflowInput, UpdateOnboardingWorkflowInput } from "./inputs";

type EntityType = "INDIVIDUAL" | "BUSINESS";

/**
 * A required document: a type every application needs, or one scoped to an entity type as
 * `individual:<TYPE>` / `business:<TYPE>` (as field paths are scoped by `individual.` / `business.`).
 */
const DOCUMENT_REQUIREMENT = /^(?:(individual|business):)?([A-Z0-9_]+)$/;

/** The document types a workflow requires of an application of this entity type, in order. */
export function documentTypesRequiredOf(requirements: string[], entityType: EntityType): string[] {
  const types: string[] = [];
  for (const requirement of requirements) {
    const m = DOCUMENT_REQUIREMENT.exec(requirement);
    if (!m || (m[1] && m[1].toUpperCase() !== entityType)) continue;
    if (!types.includes(m[2])) types.push(m[2]);
  }
  return types;
}

/**
 * What an account requires when no workflow is named: KYC for individuals (identity and address
 * evidence, date of birth, nationality, address), KYB for businesses (registration, directors and
 * owners evidence, registration number, country).
 */
export const DEFAULT_WORKFLOW = {
  name: "Default onboarding",
  requiredFields: ["individual.dateOfBirth", "individual.nationality", "individual.address", "business.registrationNumber", "business.country"],
  requiredDocuments: [
    "individual:ID_CARD",
    "individual:PROOF_OF_ADDRESS",
    "business:CERTIFICATE_OF_REGISTRATION",
    "business:REGISTER_OF_DIRECTORS",
    "business:REGISTER_OF_SHAREHOLDERS",
  ],
};

/** The account's default workflow, created on first need; concurrent first needs create one. */
export async function defaultOnboardingWorkflow(db: PrismaClient, accountId: string): Promise<OnboardingWorkflow> {
  return (await existingDefault(db, accountId)) ?? inTransaction(db, (tx) => defaultOnboardingWorkflowInTx(tx, accountId));
}

/** The same inside the caller's transaction (it then holds the account's row lock if it creates it). */
export async function defaultOnboardingWorkflowInTx(tx: Tx, accountId: string): Promise<OnboardingWorkflow> {
  const existing = await existingDefault(tx, accountId);
  if (existing) return existing;
  await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${accountId} FOR NO KEY UPDATE`;
  const raced = await existingDefault(tx, accountId);
  if (raced) return raced;
  const created = await tx.onboardingWorkflow.create({ data: { accountId, ...DEFAULT_WORKFLOW } });
  await tx.account.update({ where: { id: accountId }, data: { defaultWorkflowId: created.id } });
  return created;
}

async function existingDefault(db: PrismaClient | Tx, accountId: string): Promise<OnboardingWorkflow | null> {
  const account = await orNotFound("Account", db.account.findUnique({ where: { id: accountId }, select: { defaultWorkflowId: true } }));
  return account.defaultWorkflowId ? db.onboardingWorkflow.findUnique({ where: { id: account.defaultWorkflowId } }) : null;
}

/** The workflow an application or migration is checked against: the one it names, else the default. */
export async function effectiveWorkflow(db: PrismaClient, accountId: string, workflowId: string | null): Promise<OnboardingWorkflow> {
  const named = workflowId ? await db.onboardingWorkflow.findFirst({ where: { id: workflowId, accountId } }) : null;
  return named ?? defaultOnboardingWorkflow(db, accountId);
}

/** A workflow as its settings history records it, whole: what it requires, under which name. */
export const recordedWorkflow = (w: OnboardingWorkflow) => ({
  id: w.id,
  name: w.name,
  requiredFields: w.requiredFields,
  requiredDocuments: w.requiredDocuments,
});

/**
 * Creates a workflow in the caller's transaction: the settings change that records it
 * (src/domain/decisions/settings.ts, a workflow decides which documents an approval requires).
 */
export async function createOnboardingWorkflowIn(tx: Tx, actor: Actor, raw: unknown): Promise<OnboardingWorkflow> {
  const input = parseInput(CreateOnboardingWorkflowInput, raw);
  return tx.onboardingWorkflow.create({ data: { ...owned(actor), ...input } });
}

/** PATCH /api/v1/onboarding-workflows/{id}: any workflow of the account, the default included; in the caller's transaction, as a creation. */
export async function updateOnboardingWorkflowIn(
  tx: Tx,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<{ before: OnboardingWorkflow; after: OnboardingWorkflow }> {
  const input = parseInput(UpdateOnboardingWorkflowInput, raw);
  const before = await getOnboardingWorkflow(tx, actor, id);
  return { before, after: await tx.onboardingWorkflow.update({ where: { id }, data: input }) };
}

export async function listOnboardingWorkflows(db: PrismaClient, actor: Actor): Promise<OnboardingWorkflow[]> {
  await defaultOnboardingWorkflow(db, actor.accountId); // listed from the start, so it can be found and edited
  return db.onboardingWorkflow.findMany({ where: owned(actor), orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

export async function getOnboardingWorkflow(db: PrismaClient | Tx, actor: Actor, id: string): Promise<OnboardingWorkflow> {
  return orNotFound("Onboarding workflow", db.onboardingWorkflow.findFirst({ where: { id, ...owned(actor) } }));
}

export const requiredDocumentsOf = (w: Pick<OnboardingWorkflow, "requiredDocuments"> | null): string[] =>
  Array.isArray(w?.requiredDocuments) ? w.requiredDocuments.map(String) : [];
export const requiredFieldsOf = (w: Pick<OnboardingWorkflow, "requiredFields"> | null): string[] =>
  Array.isArray(w?.requiredFields) ? w.requiredFields.map(String) : [];
