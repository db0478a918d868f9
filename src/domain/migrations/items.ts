// Creating items' applications: a chunk's applications, key persons, documents and tasks commit in ONE
// transaction that also moves each item to its final status, under the items' row locks. A retry
// after a crash (or a second run) finds the items final and does nothing: every item exactly once.
// Each kind of row goes in one statement for the whole chunk, not one per item.
import type { Document, MigrationFile, Prisma, PrismaClient } from "../../generated/prisma/client";
import { automationActor, type Actor } from "../auth/context";
import { addKeyPersonsInTx, createApplicationsInTx } from "../applications/service";
import { CreateApplicationInput, type CreateApplication } from "../applications/inputs";
import { zodDetails } from "../../kernel/validation";
import { CONFIDENT, contentTypeOf } from "./classify";
import { ComplianceChecksInput, type ComplianceChecks } from "./inputs";
import { registerDocumentsBulkInTx, type RegisterInTx } from "../documents/service";
import { DOCUMENT_TYPES, type DocumentType } from "../documents/types";
import { openTasksBulk, type OpenTaskInput } from "../tasks/service";
import { applicationInput, type ItemData } from "./summarize";
import { carriesFatca, itemFatcaProblem, storedFatca } from "./fatca";
import { inTransaction, type Tx } from "../../db/transaction";
import { changeIn } from "../applicationChange";

/**
 * What each compliance check switched on did. Screening is the service's own engine, which screens
 * every key person it creates; identity verification needs a vendor, and none is configured, so it
 * says so rather than pretend a result.
 */
function complianceOutcome(checks: ComplianceChecks): Record<string, string> {
  const outcome: Record<string, string> = {};
  if (checks.screening) outcome.screening = "queued: the key persons are screened by the service's engine against the imported watchlists";
  if (checks.idVerification) outcome.idVerification = "not run: no identity-verification vendor is configured";
  if (checks.kycDataVerification) outcome.kycDataVerification = "checked against the onboarding workflow's required fields (VALIDATE)";
  if (checks.kybDataVerification) outcome.kybDataVerification = "checked against the onboarding workflow's required fields (VALIDATE)";
  return outcome;
}

export async function createItems(db: PrismaClient, migrationId: string, itemIds: string[], beat: () => void): Promise<void> {
  const migration = await db.migration.findUniqueOrThrow({ where: { id: migrationId } });
  // The customer asked for this import: its events reach their webhooks like their own changes.
  const actor = automationActor(migration.accountId);
  const settings = { labels: migration.labels, workflowId: migration.workflowId, checks: ComplianceChecksInput.parse(migration.complianceChecks ?? {}) };
  await db.migrationItem.updateMany({ where: { id: { in: itemIds }, status: "QUEUED" }, data: { status: "IN_PROGRESS" } });
  try {
    await inTransaction(db, (tx) => createBatch(tx, actor, itemIds, settings));
  } catch (err) {
    // One item the database refuses must not hold back the others: each on its own, as a last resort.
    if (itemIds.length === 1) throw err;
    for (const itemId of itemIds) {
      await inTransaction(db, (tx) => createBatch(tx, actor, [itemId], settings));
      beat();
    }
  }
  beat();
}

interface Settings {
  labels: string[];
  workflowId: string | null;
  checks: ComplianceChecks;
}

type StagedFile = Omit<MigrationFile, "text">;
type ItemWithFiles = Prisma.MigrationItemGetPayload<{ include: { files: { omit: { text: true } } } }>;

/** What one item brings, ready for the bulk inserts; or why it cannot be created. */
interface Plan {
  item: ItemWithFiles;
  data: ItemData;
  input: CreateApplication;
  classified: { file: StagedFile; confident: boolean; type: DocumentType }[];
  missing: string[];
}

/**
 * The items of a chunk in ONE transaction, under their row locks (taken in id order): each row kind
 * in one statement for the whole chunk, each item moving to its final status in the same commit.
 * An item already final (a retry, a second run) or cancelled is left alone.
 */
async function createBatch(tx: Tx, actor: Actor, itemIds: string[], m: Settings): Promise<void> {
  const sorted = [...itemIds].sort();
  await tx.$queryRaw`SELECT id FROM "MigrationItem" WHERE id = ANY(${sorted}::text[]) ORDER BY id FOR UPDATE`;
  const items = await tx.migrationItem.findMany({
    where: { id: { in: sorted }, status: { in: ["QUEUED", "IN_PROGRESS"] } },
    // The files' texts (up to 64 Ki characters each) served SUMMARIZE; creation does not need them.
    include: { files: { orderBy: { path: "asc" }, omit: { text: true } } },
    orderBy: { id: "asc" },
  });
  const plans: Plan[] = [];
  const refused: { id: string; error: string }[] = [];
  for (const item of items) {
    const plan = planItem(item, m);
    if ("error" in plan) refused.push({ id: item.id, error: plan.error });
    else plans.push(plan);
  }
  if (refused.length) {
    await tx.$executeRaw`UPDATE "MigrationItem" AS i SET status = 'FAILED', error = d.error, "updatedAt" = ${new Date()}
      FROM unnest(${refused.map((r) => r.id)}::text[], ${refused.map((r) => r.error)}::text[]) AS d(id, error) WHERE i.id = d.id`;
  }
  if (plans.length === 0) return;
  // Created in this transaction, the applications are invisible to others until commit.
  // One change of every application the chunk creates: their audit entries and events in this transaction.
  const change = changeIn(tx, actor);
  const applications = await createApplicationsInTx(
    change,
    plans.map((p) => p.input),
  );
  await addKeyPersonsInTx(
    change,
    plans.flatMap((plan, i) =>
      plan.data.controllingPersons.map((person) => ({
        applicationId: applications[i].id,
        kind: "individual" as const,
        input: { firstName: person.value.firstName, lastName: person.value.lastName, role: person.value.role },
      })),
    ),
  );
  const documents = await registerDocumentsBulkInTx(
    change,
    plans.flatMap((plan, i) =>
      plan.classified.map(({ file, type }) => documentInput(plan.item, file, type, applications[i].id, storedFatca(plan.data, plan.item.files))),
    ),
  );
  const files = plans.flatMap((plan) => plan.classified.map(({ file }) => file.id));
  if (files.length) {
    // One statement links every staged file to its document.
    await tx.$executeRaw`UPDATE "MigrationFile" AS f SET "documentId" = d.document_id
      FROM unnest(${files}::text[], ${documents.map((d) => d.id)}::text[]) AS d(file_id, document_id) WHERE f.id = d.file_id`;
  }
  let offset = 0;
  const taskInputs = plans.map((plan, i) => {
    const own = documents.slice(offset, (offset += plan.classified.length));
    return tasksOf(plan, applications[i].id, own);
  });
  const tasks = await openTasksBulk(change, taskInputs.flat());
  const taskCount = (applicationId: string) => tasks.filter((t) => t.applicationId === applicationId).length;
  await change.settle();
  const outcome = complianceOutcome(m.checks);
  await tx.$executeRaw`UPDATE "MigrationItem" AS i
    SET status = d.status::"MigrationItemStatus", "applicationId" = d.application_id, "taskCount" = d.task_count, error = NULL, data = d.data::jsonb, "updatedAt" = ${new Date()}
    FROM unnest(${plans.map((p) => p.item.id)}::text[], ${plans.map((p) => (p.missing.length ? "MISSING_DATA" : "COMPLETED"))}::text[],
                ${applications.map((a) => a.id)}::text[], ${applications.map((a) => taskCount(a.id))}::int[],
                ${plans.map((p) => JSON.stringify({ ...p.data, checks: outcome }))}::text[])
      AS d(id, status, application_id, task_count, data)
    WHERE i.id = d.id`;
}

/** The application an item becomes, its documents' types and what it lacks; or why it cannot be. */
function planItem(item: ItemWithFiles, m: Settings): Plan | { error: string } {
  const data = item.data as unknown as ItemData;
  const parsed = CreateApplicationInput.safeParse(applicationInput(data, m));
  if (!parsed.success)
    return {
      error: `Cannot create the application: ${zodDetails(parsed.error)
        .map((d) => `${d.path}: ${d.message}`)
        .join("; ")}`,
    };
  const classified = item.files.map((file) => {
    const confident = (file.confidence ?? 0) >= CONFIDENT;
    const known = (DOCUMENT_TYPES as readonly string[]).includes(file.documentType ?? "");
    return { file, confident, type: (confident && known ? file.documentType : "OTHER") as DocumentType };
  });
  // VALIDATE failed such an item already; checked again so that no path stores a wrong classification.
  const fatca = itemFatcaProblem(data, item.files);
  if (fatca) return { error: fatca };
  const missing = Array.isArray(item.missing) ? (item.missing as string[]) : [];
  return { item, data, input: parsed.data, classified, missing };
}

function documentInput(
  item: ItemWithFiles,
  file: StagedFile,
  type: DocumentType,
  applicationId: string,
  fatca: NonNullable<ItemData["fatca"]>["value"] | undefined,
): RegisterInTx {
  return {
    applicationId,
    type,
    subType: type === "ID_CARD" ? file.subType : null,
    fileName: file.path.split("/").pop() ?? file.path,
    key: file.key,
    contentType: contentTypeOf(file.path),
    stored: file.sha256 ? { byteSize: Number(file.byteSize), sha256: file.sha256 } : null,
    metadata: {
      migrationId: item.migrationId,
      migrationItemId: item.id,
      sourcePath: file.path,
      classification: { type: file.documentType, subType: file.subType, confidence: file.confidence },
      // The entity's FATCA classification, with the form that states it (checked by itemFatcaProblem).
      ...(fatca && carriesFatca(file) ? { fatca } : {}),
    },
    addedBy: null,
  };
}

/** A DOCUMENT_REVIEW task per unsure classification, a MISSING_DATA task per missing field or document. */
function tasksOf(plan: Plan, applicationId: string, documents: Document[]): OpenTaskInput[] {
  const { item, classified, missing } = plan;
  return [
    ...classified.flatMap(({ file, confident }, i) =>
      confident
        ? []
        : [
            {
              applicationId,
              type: "DOCUMENT_REVIEW" as const,
              title: `Review the type of ${file.path}`,
              description: `Classified as OTHER (best guess ${file.documentType ?? "none"}, confidence ${file.confidence ?? 0}); set its type.`,
              entityType: "DOCUMENT" as const,
              entityId: documents[i].id,
              documentId: documents[i].id,
              migrationItemId: item.id,
            },
          ],
    ),
    ...missing.map((what) => {
      const isDocument = what.startsWith("document:");
      return {
        applicationId,
        type: "MISSING_DATA" as const,
        title: isDocument ? `Missing document: ${what.slice("document:".length)}` : `Missing field: ${what}`,
        description: `The migrated data of "${item.folder}" has no ${isDocument ? `${what.slice("document:".length)} document` : `value for ${what}`}, which the onboarding workflow requires.`,
        entityType: "APPLICATION" as const,
        entityId: applicationId,
        migrationItemId: item.id,
      };
    }),
  ];
}
