// Applications: the unit of work. Every write locks the application, audits and emits its events in
// the same transaction.
import type { Application, Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { diffFields, lockApplication, recordAudit, type Tx } from "../audit/trail";
import { emitEvent } from "../events/outbox";
import { invalid, invalidTransition, notFound } from "../errors";
import { openMissingDocumentTasks } from "../documents/requirements";
import { inTransaction } from "../transaction";
import { parseInput } from "../validation";
import {
  CreateApplicationInput,
  KeyBusinessInput,
  KeyIndividualInput,
  UpdateApplicationInput,
  type CreateApplication,
  type KeyBusiness,
  type KeyIndividual,
} from "./inputs";

export const applicationInclude = {
  labels: { include: { label: true } },
  assignees: true,
  individuals: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  businesses: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ApplicationInclude;

export type ApplicationRow = Prisma.ApplicationGetPayload<{ include: typeof applicationInclude }>;

/** Risk level from a 0–100 score: below 30 LOW, below 60 MEDIUM, below 85 HIGH, else PROHIBITED. */
export function riskLevelOf(score: number | null | undefined) {
  if (score === null || score === undefined) return null;
  if (score < 30) return "LOW" as const;
  if (score < 60) return "MEDIUM" as const;
  if (score < 85) return "HIGH" as const;
  return "PROHIBITED" as const;
}

/** Allowed status transitions; anything else answers 409. */
const TRANSITIONS = {
  submit: { from: "PENDING", to: "SUBMITTED", event: "application.submitted" },
  approve: { from: "SUBMITTED", to: "APPROVED", event: "application.approved" },
  reject: { from: "SUBMITTED", to: "REJECTED", event: "application.rejected" },
} as const;
export type TransitionName = keyof typeof TRANSITIONS;

/** Prisma include/select planned by the caller (GraphQL plans it from the selection set). */
export type ApplicationQuery = { include?: Prisma.ApplicationInclude; select?: Prisma.ApplicationSelect };

/** Reads an application of the caller's account; another account's answers as absent. */
export async function getApplication(db: PrismaClient | Tx, actor: Actor, id: string): Promise<ApplicationRow>;
export async function getApplication<Q extends ApplicationQuery>(db: PrismaClient | Tx, actor: Actor, id: string, query: Q): Promise<unknown>;
export async function getApplication(db: PrismaClient | Tx, actor: Actor, id: string, query: ApplicationQuery = { include: applicationInclude }) {
  const application = await db.application.findFirst({ ...query, where: { id, accountId: actor.accountId } });
  if (!application) throw notFound("Application");
  return application;
}

async function lockedApplication(tx: Tx, actor: Actor, id: string) {
  const owned = await tx.application.findFirst({ where: { id, accountId: actor.accountId }, select: { id: true } });
  if (!owned) throw notFound("Application");
  await lockApplication(tx, id);
  return getApplication(tx, actor, id);
}

async function labelIdsFor(tx: Tx, accountId: string, names: string[]): Promise<string[]> {
  const unique = [...new Set(names)];
  await tx.label.createMany({ data: unique.map((name) => ({ accountId, name })), skipDuplicates: true });
  const labels = await tx.label.findMany({ where: { accountId, name: { in: unique } }, select: { id: true } });
  return labels.map((l) => l.id);
}

function personData(input: { address?: unknown; tins?: unknown[] }) {
  return {
    address: (input.address as Prisma.InputJsonValue) ?? undefined,
    tins: (input.tins ?? []) as Prisma.InputJsonValue,
  };
}

export async function createApplication(db: PrismaClient, actor: Actor, rawInput: unknown): Promise<ApplicationRow> {
  const input = parseInput(CreateApplicationInput, rawInput);
  if (input.workflowId) {
    const workflow = await db.onboardingWorkflow.findFirst({ where: { id: input.workflowId, accountId: actor.accountId } });
    if (!workflow) throw invalid("Unknown onboarding workflow", [{ path: "workflowId", message: "no such workflow in this account" }]);
  }
  return inTransaction(db, async (tx) => getApplication(tx, actor, (await createApplicationInTx(tx, actor, input)).id));
}

/** Creates a parsed application inside the caller's transaction (migrations create many this way); the bare row. */
export async function createApplicationInTx(tx: Tx, actor: Actor, input: CreateApplication): Promise<Application> {
  const labelIds = input.labels?.length ? await labelIdsFor(tx, actor.accountId, input.labels) : [];
  const { individual, business } = input;
  const created = await tx.application.create({
    data: {
      accountId: actor.accountId,
      name: input.name,
      email: input.email ?? null,
      entityType: input.entityType,
      manual: input.manual ?? false,
      hidden: input.hidden ?? false,
      riskScore: input.riskScore ?? null,
      riskLevel: riskLevelOf(input.riskScore),
      workflowId: input.workflowId ?? null,
      labels: { create: labelIds.map((labelId) => ({ labelId })) },
      individuals: individual ? { create: { ...individual, ...personData(individual), role: "APPLICANT" } } : undefined,
      businesses: business ? { create: { ...business, ...personData(business), role: "APPLICANT" } } : undefined,
    },
  });
  await recordAudit(tx, actor, {
    applicationId: created.id,
    type: "application.created",
    entityType: "APPLICATION",
    entityId: created.id,
    changes: { status: { before: null, after: created.status }, name: { before: null, after: created.name } },
  });
  await emitEvent(tx, actor, { event: "application.created", entityType: "APPLICATION", entityId: created.id, applicationId: created.id });
  if (created.riskScore !== null) {
    await emitEvent(tx, actor, {
      event: "risk_score.created",
      entityType: "APPLICATION",
      entityId: created.id,
      applicationId: created.id,
      metadata: { riskScore: created.riskScore, riskLevel: created.riskLevel },
    });
  }
  return created;
}

export async function updateApplication(db: PrismaClient, actor: Actor, id: string, rawInput: unknown): Promise<ApplicationRow> {
  const input = parseInput(UpdateApplicationInput, rawInput);
  return inTransaction(db, async (tx) => {
    const before = await lockedApplication(tx, actor, id);

    // withService: the account hands an application over; either side may release it.
    if (input.withService === true && actor.operator && !before.withService) {
      throw invalid("Only the account's own keys hand an application over to the service", [
        { path: "withService", message: "operator keys may only release (false)" },
      ]);
    }

    const scalarPatch: Record<string, unknown> = {
      name: input.name,
      email: input.email,
      hidden: input.hidden,
      withService: input.withService,
      riskScore: input.riskScore,
    };
    const changes = diffFields(before as unknown as Record<string, unknown>, scalarPatch);
    const data: Prisma.ApplicationUpdateInput = {};
    for (const field of Object.keys(changes)) (data as Record<string, unknown>)[field] = scalarPatch[field];
    if ("riskScore" in changes) {
      data.riskLevel = riskLevelOf(input.riskScore);
      changes.riskLevel = { before: before.riskLevel, after: data.riskLevel };
    }

    if (input.labels) {
      const beforeNames = before.labels.map((l) => l.label.name).sort();
      const afterNames = [...new Set(input.labels)].sort();
      if (beforeNames.join("\u0000") !== afterNames.join("\u0000")) {
        const labelIds = await labelIdsFor(tx, actor.accountId, afterNames);
        data.labels = { deleteMany: {}, create: labelIds.map((labelId) => ({ labelId })) };
        changes.labels = { before: beforeNames, after: afterNames };
      }
    }

    let added: string[] = [];
    let removed: string[] = [];
    if (input.assignees) {
      const wanted = [...new Set(input.assignees)];
      const known = await tx.user.findMany({ where: { accountId: actor.accountId, id: { in: wanted } }, select: { id: true } });
      const unknown = wanted.filter((u) => !known.some((k) => k.id === u));
      if (unknown.length) {
        throw invalid("Unknown assignees", unknown.map((u) => ({ path: "assignees", message: `no user ${u} in this account` })));
      }
      const current = before.assignees.map((a) => a.userId);
      added = wanted.filter((u) => !current.includes(u));
      removed = current.filter((u) => !wanted.includes(u));
      if (added.length || removed.length) {
        data.assignees = { deleteMany: { userId: { in: removed } }, create: added.map((userId) => ({ userId })) };
        changes.assignees = { before: current, after: wanted };
      }
    }

    if (Object.keys(changes).length === 0) return before;
    await tx.application.update({ where: { id }, data });
    await recordAudit(tx, actor, { applicationId: id, type: "application.updated", entityType: "APPLICATION", entityId: id, changes });

    const base = { entityType: "APPLICATION" as const, entityId: id, applicationId: id };
    const detailFields = ["name", "email", "hidden", "withService", "labels"].filter((f) => f in changes);
    if (detailFields.length) {
      await emitEvent(tx, actor, { ...base, event: "application.updated", metadata: { changedFields: detailFields } });
    }
    if ("riskScore" in changes && input.riskScore !== null) {
      await emitEvent(tx, actor, {
        ...base,
        event: before.riskScore === null ? "risk_score.created" : "risk_score.updated",
        metadata: { riskScore: input.riskScore, riskLevel: data.riskLevel },
      });
    }
    for (const userId of added) await emitEvent(tx, actor, { ...base, event: "reviewer.assigned", metadata: { userId } });
    for (const userId of removed) await emitEvent(tx, actor, { ...base, event: "reviewer.unassigned", metadata: { userId } });
    return getApplication(tx, actor, id);
  });
}

export async function transitionApplication(db: PrismaClient, actor: Actor, id: string, name: TransitionName): Promise<ApplicationRow> {
  const rule = TRANSITIONS[name];
  return inTransaction(db, async (tx) => {
    const before = await lockedApplication(tx, actor, id);
    if (before.status !== rule.from) {
      throw invalidTransition(`Cannot ${name} an application in status ${before.status}; it must be ${rule.from}`);
    }
    const now = new Date();
    await tx.application.update({
      where: { id },
      data: { status: rule.to, ...(name === "submit" ? { submittedAt: now } : { decidedAt: now }) },
    });
    await recordAudit(tx, actor, {
      applicationId: id,
      type: "application.status_changed",
      entityType: "APPLICATION",
      entityId: id,
      changes: { status: { before: before.status, after: rule.to } },
    });
    await emitEvent(tx, actor, { event: rule.event, entityType: "APPLICATION", entityId: id, applicationId: id });
    if (name === "submit") await openMissingDocumentTasks(tx, actor, id);
    return getApplication(tx, actor, id);
  });
}

/** The applicant began the onboarding flow; idempotent, only while PENDING. */
export async function startOnboarding(db: PrismaClient, actor: Actor, id: string): Promise<ApplicationRow> {
  return inTransaction(db, async (tx) => {
    const before = await lockedApplication(tx, actor, id);
    if (before.onboardingStartedAt) return before;
    if (before.status !== "PENDING") {
      throw invalidTransition(`Cannot start onboarding of an application in status ${before.status}; it must be PENDING`);
    }
    const now = new Date();
    await tx.application.update({ where: { id }, data: { onboardingStartedAt: now } });
    await recordAudit(tx, actor, {
      applicationId: id,
      type: "application.onboarding_started",
      entityType: "APPLICATION",
      entityId: id,
      changes: { onboardingStartedAt: { before: null, after: now.toISOString() } },
    });
    await emitEvent(tx, actor, { event: "application.onboarding_started", entityType: "APPLICATION", entityId: id, applicationId: id });
    return getApplication(tx, actor, id);
  });
}

export async function addKeyPerson(
  db: PrismaClient,
  actor: Actor,
  applicationId: string,
  kind: "individual" | "business",
  rawInput: unknown,
): Promise<ApplicationRow> {
  const input = kind === "individual" ? parseInput(KeyIndividualInput, rawInput) : parseInput(KeyBusinessInput, rawInput);
  return inTransaction(db, async (tx) => {
    await lockedApplication(tx, actor, applicationId);
    await addKeyPersonInTx(tx, actor, applicationId, kind, input);
    return getApplication(tx, actor, applicationId);
  });
}

/** Adds a parsed key person inside the caller's transaction, which holds the application lock. */
export async function addKeyPersonInTx(
  tx: Tx,
  actor: Actor,
  applicationId: string,
  kind: "individual" | "business",
  input: KeyIndividual | KeyBusiness,
): Promise<void> {
  const data = { ...input, ...personData(input), applicationId };
  const person =
    kind === "individual"
      ? await tx.individual.create({ data: data as Prisma.IndividualUncheckedCreateInput })
      : await tx.business.create({ data: data as Prisma.BusinessUncheckedCreateInput });
  await tx.application.update({ where: { id: applicationId }, data: { updatedAt: new Date() } });
  await recordAudit(tx, actor, {
    applicationId,
    type: kind === "individual" ? "individual.added" : "business.added",
    entityType: kind === "individual" ? "INDIVIDUAL" : "BUSINESS",
    entityId: person.id,
    changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { before: null, after: v }])),
  });
  await emitEvent(tx, actor, {
    event: "application.updated",
    entityType: "APPLICATION",
    entityId: applicationId,
    applicationId,
    metadata: { changedFields: [kind === "individual" ? "individuals" : "businesses"] },
  });
}

