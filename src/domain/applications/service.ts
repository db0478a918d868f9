// Applications: the unit of work. Every write locks the application, audits and emits its events in
// the same transaction.
import type { Application, Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { diffFields } from "../audit/trail";
import type { EventInput } from "../events/outbox";
import { withApplicationChange, withChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { uuidv7 } from "../../kernel/ids";
import { columnFieldsOf, insertRows, insertRowsReturning } from "../../kernel/bulkInsert";
import { invalid, invalidTransition } from "../../errors";
import { openMissingDocumentTasks } from "../documents/requirements";
import { parseInput } from "../../kernel/validation";
import { domainPolicies } from "../policies";
import { scheduleNextReview } from "./periodicReview";
import {
  ApproveApplicationInput,
  CreateApplicationInput,
  KeyBusinessInput,
  KeyIndividualInput,
  UpdateApplicationInput,
  type CreateApplication,
  type KeyBusiness,
  type KeyIndividual,
} from "./inputs";
import type { Tx } from "../../db/transaction";

/** Every relation of the Application type, in the order GraphQL and REST promise (the list statement too). */
const applicationInclude = {
  labels: { include: { label: true }, orderBy: [{ label: { name: "asc" } }, { labelId: "asc" }] },
  assignees: { orderBy: [{ createdAt: "asc" }, { userId: "asc" }] },
  individuals: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  businesses: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ApplicationInclude;

export type ApplicationRow = Prisma.ApplicationGetPayload<{ include: typeof applicationInclude }>;

/** Allowed status transitions; anything else answers 409. */
const TRANSITIONS = {
  submit: { from: "PENDING", to: "SUBMITTED", event: "application.submitted" },
  approve: { from: "SUBMITTED", to: "APPROVED", event: "application.approved" },
  reject: { from: "SUBMITTED", to: "REJECTED", event: "application.rejected" },
} as const;
export type TransitionName = keyof typeof TRANSITIONS;

/** Reads an application of the caller's account with its relations; another account's answers as absent. */
export async function getApplication(db: PrismaClient | Tx, actor: Actor, id: string): Promise<ApplicationRow> {
  return orNotFound("Application", db.application.findFirst({ include: applicationInclude, where: { id, ...owned(actor) } }));
}

async function labelIdsFor(tx: Tx, accountId: string, names: string[]): Promise<{ id: string; name: string }[]> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return [];
  await tx.label.createMany({ data: unique.map((name) => ({ accountId, name })), skipDuplicates: true });
  return tx.label.findMany({ where: { accountId, name: { in: unique } }, select: { id: true, name: true } });
}

type IndividualFields = Omit<KeyIndividual, "role"> & { ownershipPercent?: number };
type BusinessFields = Omit<KeyBusiness, "role"> & { ownershipPercent?: number };

/** The row of an individual (applicant or key person): every input field has its column. */
function personRow(applicationId: string, role: KeyIndividual["role"] | "APPLICANT", input: IndividualFields, now: Date) {
  return {
    id: uuidv7(),
    applicationId,
    role,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth ?? null,
    placeOfBirth: input.placeOfBirth ?? null,
    nationality: input.nationality ?? null,
    residenceCountry: input.residenceCountry ?? null,
    address: input.address ?? null,
    tins: input.tins ?? [],
    ownershipPercent: input.ownershipPercent ?? null,
    createdAt: now,
    updatedAt: now,
  } satisfies Record<keyof IndividualFields | "id" | "applicationId" | "role" | "createdAt" | "updatedAt", unknown>;
}

function businessRow(applicationId: string, role: KeyBusiness["role"] | "APPLICANT", input: BusinessFields, now: Date) {
  return {
    id: uuidv7(),
    applicationId,
    role,
    name: input.name,
    registrationNumber: input.registrationNumber ?? null,
    country: input.country ?? null,
    address: input.address ?? null,
    tins: input.tins ?? [],
    ownershipPercent: input.ownershipPercent ?? null,
    createdAt: now,
    updatedAt: now,
  } satisfies Record<keyof BusinessFields | "id" | "applicationId" | "role" | "createdAt" | "updatedAt", unknown>;
}

export async function createApplication(db: PrismaClient, actor: Actor, rawInput: unknown): Promise<ApplicationRow> {
  const input = parseInput(CreateApplicationInput, rawInput);
  if (input.workflowId) {
    const workflow = await db.onboardingWorkflow.findFirst({ where: { id: input.workflowId, ...owned(actor) } });
    if (!workflow) throw invalid("Unknown onboarding workflow", [{ path: "workflowId", message: "no such workflow in this account" }]);
  }
  return withChange(db, actor, async (change) => {
    const created = await createApplicationInTx(change, input);
    await change.settle();
    return getApplication(change.tx, actor, created.id);
  });
}

/** Creates a parsed application in the caller's change (migrations create many this way); the bare row. */
async function createApplicationInTx(change: ApplicationChange, input: CreateApplication): Promise<Application> {
  const [created] = await createApplicationsInTx(change, [input]);
  return created;
}

/**
 * Several parsed applications in a few statements whatever their number (a migration chunk): rows,
 * applicant persons and labels each in one insert, then every `application.created` audit entry and
 * event. Returned in the order given; new rows are invisible to others until commit, so their lock
 * (taken by the first audit entry) waits on nobody.
 */
export async function createApplicationsInTx(change: ApplicationChange, inputs: CreateApplication[]): Promise<Application[]> {
  if (inputs.length === 0) return [];
  const { tx, actor, audit, emit } = change;
  const labelIds = await labelIdsFor(
    tx,
    actor.accountId,
    inputs.flatMap((input) => input.labels ?? []),
  );
  const labelIdOf = new Map<string, string>(labelIds.map((l) => [l.name, l.id]));
  const ids = inputs.map(() => uuidv7());
  const now = new Date();
  // The input's column fields as given (name, email, entityType, workflowId, any added later); then
  // what the service decides. The integrator's riskScore is an input of the assessment (a floor), which
  // the change makes before it commits (src/domain/risk/service.ts) and which sets riskScore and riskLevel.
  const rows = inputs.map((input, i) => ({
    ...columnFieldsOf("Application", input),
    id: ids[i],
    ...owned(actor),
    manual: input.manual ?? false,
    hidden: input.hidden ?? false,
    riskScore: null,
    riskScoreInput: input.riskScore ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  const returned = (await insertRowsReturning(tx, "Application", rows)) as Application[];
  const byId = new Map(returned.map((row) => [row.id, row]));
  const created = ids.map((id) => byId.get(id)!);
  const individuals = inputs.flatMap((input, i) => (input.individual ? [personRow(ids[i], "APPLICANT", input.individual, now)] : []));
  const businesses = inputs.flatMap((input, i) => (input.business ? [businessRow(ids[i], "APPLICANT", input.business, now)] : []));
  await insertRows(tx, "Individual", individuals);
  await insertRows(tx, "Business", businesses);
  const links = inputs.flatMap((input, i) => [...new Set(input.labels ?? [])].map((name) => ({ applicationId: ids[i], labelId: labelIdOf.get(name)! })));
  await insertRows(tx, "ApplicationLabel", links);
  await audit(
    created.map((application) => ({
      applicationId: application.id,
      type: "application.created",
      entityType: "APPLICATION",
      entityId: application.id,
      changes: { status: { before: null, after: application.status }, name: { before: null, after: application.name } },
    })),
  );
  await emit(
    created.map((application) => ({
      event: "application.created" as const,
      entityType: "APPLICATION" as const,
      entityId: application.id,
      applicationId: application.id,
    })),
  );
  return created;
}

/** Changes PATCH announces otherwise than as application.updated: risk_score.* (after re-assessment), reviewer.*. */
const FIELDS_WITH_OWN_EVENTS = new Set(["riskScore", "assignees"]);

export async function updateApplication(db: PrismaClient, actor: Actor, id: string, rawInput: unknown): Promise<ApplicationRow> {
  const input = parseInput(UpdateApplicationInput, rawInput);
  return withApplicationChange(db, actor, id, async (change) => {
    const { tx, audit, emit } = change;
    const before = await getApplication(tx, actor, id);

    // withService: the account hands an application over; either side may release it.
    if (input.withService === true && actor.operator && !before.withService) {
      throw invalid("Only the account's own keys hand an application over to the service", [
        { path: "withService", message: "operator keys may only release (false)" },
      ]);
    }

    // The input's column fields as given, as create stores them (columnFieldsOf): a field added to the
    // input is patched with no line here. riskScore is the assessment's input, kept apart below.
    const scalarPatch = Object.fromEntries(Object.entries(columnFieldsOf("Application", input)).filter(([field]) => field !== "riskScore"));
    const changes = diffFields(before as unknown as Record<string, unknown>, scalarPatch);
    const data: Prisma.ApplicationUpdateInput = {};
    for (const field of Object.keys(changes)) (data as Record<string, unknown>)[field] = scalarPatch[field];
    // The integrator's riskScore is an input of the assessment, a floor under the model's score: the
    // change re-assesses (riskScore, riskLevel and the risk_score event follow from there).
    const riskInput = diffFields({ riskScore: before.riskScoreInput }, { riskScore: input.riskScore });
    if ("riskScore" in riskInput) {
      data.riskScoreInput = input.riskScore;
      changes.riskScore = riskInput.riskScore;
    }

    if (input.labels) {
      const beforeNames = before.labels.map((l) => l.label.name).sort();
      const afterNames = [...new Set(input.labels)].sort();
      if (beforeNames.join("\u0000") !== afterNames.join("\u0000")) {
        const labels = await labelIdsFor(tx, actor.accountId, afterNames);
        data.labels = { deleteMany: {}, create: labels.map((label) => ({ labelId: label.id })) };
        changes.labels = { before: beforeNames, after: afterNames };
      }
    }

    let added: string[] = [];
    let removed: string[] = [];
    if (input.assignees) {
      const wanted = [...new Set(input.assignees)];
      const known = await tx.user.findMany({ where: { ...owned(actor), id: { in: wanted } }, select: { id: true } });
      const unknown = wanted.filter((u) => !known.some((k) => k.id === u));
      if (unknown.length) {
        throw invalid(
          "Unknown assignees",
          unknown.map((u) => ({ path: "assignees", message: `no user ${u} in this account` })),
        );
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
    await audit({ applicationId: id, type: "application.updated", entityType: "APPLICATION", entityId: id, changes });

    const base = { entityType: "APPLICATION" as const, entityId: id, applicationId: id };
    // Every changed detail is announced as application.updated, but for the fields with events of their own.
    const detailFields = Object.keys(changes).filter((field) => !FIELDS_WITH_OWN_EVENTS.has(field));
    if (detailFields.length) await emit({ ...base, event: "application.updated", metadata: { changedFields: detailFields } });
    await change.settle();
    const events: EventInput[] = [];
    for (const userId of added) events.push({ ...base, event: "reviewer.assigned", metadata: { userId } });
    for (const userId of removed) events.push({ ...base, event: "reviewer.unassigned", metadata: { userId } });
    await emit(events);
    return getApplication(tx, actor, id);
  });
}

/** POST /applications/{id}/approve: the transition, past the account's approval gates or overriding them with a reason. */
export async function approveApplication(db: PrismaClient, actor: Actor, id: string, raw: unknown): Promise<ApplicationRow> {
  const input = parseInput(ApproveApplicationInput, raw ?? {});
  return transitionApplication(db, actor, id, "approve", input.gateOverrideReason);
}

export async function transitionApplication(
  db: PrismaClient,
  actor: Actor,
  id: string,
  name: TransitionName,
  gateOverrideReason?: string,
): Promise<ApplicationRow> {
  const rule = TRANSITIONS[name];
  return withApplicationChange(db, actor, id, async (change) => {
    const { tx, audit, emit } = change;
    const before = await getApplication(tx, actor, id);
    if (before.status !== rule.from) {
      throw invalidTransition(`Cannot ${name} an application in status ${before.status}; it must be ${rule.from}`);
    }
    const now = new Date();
    // Every approval is decided in one place, which reads the whole basis under this lock (src/domain/decisions).
    let notes: string[] = [];
    if (name === "approve") {
      const outcome = await domainPolicies().decideApproval(change, before, { gateOverrideReason, now });
      if (!outcome.approved) return getApplication(tx, actor, id);
      notes = outcome.notes;
    }
    await tx.application.update({
      where: { id },
      data: {
        status: rule.to,
        ...(name === "submit" ? { submittedAt: now } : { decidedAt: now, approvalPendingById: null, approvalPendingAt: null }),
      },
    });
    await audit({
      applicationId: id,
      type: "application.status_changed",
      entityType: "APPLICATION",
      entityId: id,
      changes: {
        status: { before: before.status, after: rule.to },
        ...(before.approvalPendingById ? { approvalPendingBy: { before: before.approvalPendingById, after: null } } : {}),
      },
      ...(notes.length ? { note: notes.join("; ") } : {}),
    });
    await emit({ event: rule.event, entityType: "APPLICATION", entityId: id, applicationId: id });
    if (name === "submit") await openMissingDocumentTasks(change, id);
    if (rule.to === "APPROVED") await scheduleNextReview(tx, actor, id, now);
    await change.settle();
    return getApplication(tx, actor, id);
  });
}

/** The applicant began the onboarding flow; idempotent, only while PENDING. */
export async function startOnboarding(db: PrismaClient, actor: Actor, id: string): Promise<ApplicationRow> {
  return withApplicationChange(db, actor, id, async ({ tx, audit, emit }) => {
    const before = await getApplication(tx, actor, id);
    if (before.onboardingStartedAt) return before;
    if (before.status !== "PENDING") {
      throw invalidTransition(`Cannot start onboarding of an application in status ${before.status}; it must be PENDING`);
    }
    const now = new Date();
    await tx.application.update({ where: { id }, data: { onboardingStartedAt: now } });
    await audit({
      applicationId: id,
      type: "application.onboarding_started",
      entityType: "APPLICATION",
      entityId: id,
      changes: { onboardingStartedAt: { before: null, after: now.toISOString() } },
    });
    await emit({ event: "application.onboarding_started", entityType: "APPLICATION", entityId: id, applicationId: id });
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
  return withApplicationChange(db, actor, applicationId, async (change) => {
    await addKeyPersonInTx(change, applicationId, kind, input);
    await change.settle();
    return getApplication(change.tx, actor, applicationId);
  });
}

/** Adds a parsed key person in the caller's change of the application. */
async function addKeyPersonInTx(
  change: ApplicationChange,
  applicationId: string,
  kind: "individual" | "business",
  input: KeyIndividual | KeyBusiness,
): Promise<void> {
  await addKeyPersonsInTx(change, [{ applicationId, kind, input }]);
}

export interface NewKeyPerson {
  applicationId: string;
  kind: "individual" | "business";
  input: KeyIndividual | KeyBusiness;
}

/**
 * Key persons of any number of applications in a few statements (a migration chunk), each audited
 * and announced as `application.updated`, in the caller's change of those applications.
 */
export async function addKeyPersonsInTx(change: ApplicationChange, persons: NewKeyPerson[]): Promise<void> {
  if (persons.length === 0) return;
  const { tx, audit, emit } = change;
  const now = new Date();
  const rows = persons.map(({ applicationId, kind, input }) =>
    kind === "individual"
      ? personRow(applicationId, input.role, input as KeyIndividual, now)
      : businessRow(applicationId, input.role, input as KeyBusiness, now),
  );
  await insertRows(tx, "Individual", rows.filter((_row, i) => persons[i].kind === "individual") as ReturnType<typeof personRow>[]);
  await insertRows(tx, "Business", rows.filter((_row, i) => persons[i].kind === "business") as ReturnType<typeof businessRow>[]);
  await tx.application.updateMany({ where: { id: { in: [...new Set(persons.map((p) => p.applicationId))] } }, data: { updatedAt: now } });
  await audit(
    persons.map(({ applicationId, kind, input }, i) => ({
      applicationId,
      type: kind === "individual" ? "individual.added" : "business.added",
      entityType: kind === "individual" ? "INDIVIDUAL" : "BUSINESS",
      entityId: rows[i].id,
      changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { before: null, after: v }])),
    })),
  );
  await emit(
    persons.map(({ applicationId, kind }) => ({
      event: "application.updated" as const,
      entityType: "APPLICATION" as const,
      entityId: applicationId,
      applicationId,
      metadata: { changedFields: [kind === "individual" ? "individuals" : "businesses"] },
    })),
  );
}
