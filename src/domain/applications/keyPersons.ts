// Correcting and removing an application's key persons. A correction is validated
// by the creation rules, audited field by field and re-screened by the screening triggers when it
// changes what screening reads (prisma/migrations/…_screening_requests). A removal keeps the person's
// hits as they are: an open one stays open for review, since closing it would clear a hit without the
// verdict (and under four eyes, the second approver) clearing it needs.
import { Prisma, type Business, type Individual, type PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { diffFields, type FieldChange } from "../audit/trail";
import { withApplicationChange, type ApplicationChange } from "../applicationChange";
import { orNotFound } from "../../kernel/accountScope";
import { parseInput } from "../../kernel/validation";
import { getApplication, type ApplicationRow } from "./service";
import { UpdateKeyBusinessInput, UpdateKeyIndividualInput } from "./inputs";
import { untieRemovedKeyPerson } from "../ownership/service";

export type KeyPersonKind = "individual" | "business";

const LABEL = { individual: "Individual", business: "Business" } as const;

/** The person of this application (which is the caller's, checked by the change), or 404 naming its kind. */
function personOf(tx: Tx, kind: KeyPersonKind, applicationId: string, id: string): Promise<Individual | Business> {
  const where = { id, applicationId };
  return orNotFound<Individual | Business>(LABEL[kind], kind === "individual" ? tx.individual.findFirst({ where }) : tx.business.findFirst({ where }));
}

/** The fields a caller gave or sees: the row without its ids, timestamps and screening columns. */
function personFields(row: Individual | Business): Record<string, unknown> {
  const { id: _id, applicationId: _app, createdAt: _c, updatedAt: _u, screeningInfo: _i, screeningSummary: _s, ...fields } = row;
  return fields;
}

async function announce({ tx, emit }: ApplicationChange, applicationId: string, kind: KeyPersonKind) {
  await tx.application.update({ where: { id: applicationId }, data: { updatedAt: new Date() } });
  await emit({
    event: "application.updated",
    entityType: "APPLICATION",
    entityId: applicationId,
    applicationId,
    metadata: { changedFields: [kind === "individual" ? "individuals" : "businesses"] },
  });
}

/** PATCH …/individuals/{individualId} · …/businesses/{businessId}: fields left out stay, null clears an optional one. */
export async function updateKeyPerson(
  db: PrismaClient,
  actor: Actor,
  applicationId: string,
  kind: KeyPersonKind,
  personId: string,
  raw: unknown,
): Promise<ApplicationRow> {
  const input: Record<string, unknown> =
    kind === "individual" ? parseInput(UpdateKeyIndividualInput, raw ?? {}) : parseInput(UpdateKeyBusinessInput, raw ?? {});
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx, audit } = change;
    const before = await personOf(tx, kind, applicationId, personId);
    if (input.role !== undefined && (before.role === "APPLICANT") !== (input.role === "APPLICANT")) {
      throw new DomainError("CONFLICT", "The applicant's role cannot change", [
        { path: "role", message: "the applicant stays APPLICANT; add or remove key persons instead" },
      ]);
    }
    // Arrays clear to empty rather than null: tins is a list column.
    const patch = { ...input, ...(input.tins === null ? { tins: [] } : {}) };
    const changes = diffFields(personFields(before), patch);
    if (Object.keys(changes).length === 0) return getApplication(tx, actor, applicationId);
    // A cleared address is SQL NULL (Prisma.DbNull): the only nullable JSON column here.
    const data = Object.fromEntries(Object.keys(changes).map((field) => [field, changes[field].after ?? (field === "address" ? Prisma.DbNull : null)]));
    if (kind === "individual") await tx.individual.update({ where: { id: personId }, data: data as Prisma.IndividualUpdateInput });
    else await tx.business.update({ where: { id: personId }, data: data as Prisma.BusinessUpdateInput });
    await audit({ applicationId, type: `${kind}.updated`, entityType: kind.toUpperCase(), entityId: personId, changes });
    await announce(change, applicationId, kind);
    await change.settle();
    return getApplication(tx, actor, applicationId);
  });
}

/** DELETE …/individuals/{individualId} · …/businesses/{businessId}: the applicant stays; the person's hits stay as they are, open ones open. */
export async function removeKeyPerson(db: PrismaClient, actor: Actor, applicationId: string, kind: KeyPersonKind, personId: string): Promise<ApplicationRow> {
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx, audit } = change;
    const before = await personOf(tx, kind, applicationId, personId);
    if (before.role === "APPLICANT") {
      // 409, not 400: the request is well formed; the person's role is what forbids it.
      throw new DomainError("CONFLICT", "The applicant cannot be removed", [
        { path: kind === "individual" ? "individualId" : "businessId", message: "this is the application's applicant; correct it with PATCH" },
      ]);
    }
    // A screening still waiting for this person has nothing left to read.
    await tx.screeningRequest.deleteMany({ where: { personKind: kind, personId, workflowId: null } });
    if (kind === "individual") await tx.individual.delete({ where: { id: personId } });
    else await tx.business.delete({ where: { id: personId } });
    const changes: Record<string, FieldChange> = Object.fromEntries(
      Object.entries(personFields(before))
        .filter(([, value]) => value !== null)
        .map(([field, value]) => [field, { before: value, after: null }]),
    );
    await audit({ applicationId, type: `${kind}.removed`, entityType: kind.toUpperCase(), entityId: personId, changes });
    await untieRemovedKeyPerson(change, applicationId, kind, personId);
    await announce(change, applicationId, kind);
    await change.settle();
    return getApplication(tx, actor, applicationId);
  });
}
