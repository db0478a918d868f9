// Creating an item's application: application, key persons, documents and tasks commit in ONE
// transaction that also moves the item to its final status, under the item's row lock. A retry after
// a crash (or a second run) finds the item final and does nothing: every item exactly once.
import type { PrismaClient } from "../../generated/prisma/client";
import { automationActor, type Actor } from "../auth/context";
import { addKeyPersonInTx, createApplicationInTx } from "../applications/service";
import { CreateApplicationInput } from "../applications/inputs";
import type { Tx } from "../audit/trail";
import { inTransaction } from "../transaction";
import { zodDetails } from "../validation";
import { CONFIDENT, contentTypeOf } from "./classify";
import { ComplianceChecksInput, type ComplianceChecks } from "./inputs";
import { eachLimited } from "./pipeline";
import { registerDocumentsInTx } from "../documents/service";
import { DOCUMENT_TYPES, type DocumentType } from "../documents/types";
import { openTasks } from "../tasks/service";
import { applicationInput, type ItemData } from "./summarize";

/** Items created at once within one activity (each in its own transaction). */
export const CREATE_CONCURRENCY = 8;

/**
 * What each compliance check switched on did. Nothing here calls a provider (none is configured in
 * this deployment), so each says so rather than pretend a result.
 */
export function complianceOutcome(checks: ComplianceChecks): Record<string, string> {
  const outcome: Record<string, string> = {};
  if (checks.screening) outcome.screening = "not run: no screening provider is configured; the application is ready for screening";
  if (checks.idVerification) outcome.idVerification = "not run: no identity-verification vendor is configured";
  if (checks.kycDataVerification) outcome.kycDataVerification = "checked against the onboarding workflow's required fields (VALIDATE)";
  if (checks.kybDataVerification) outcome.kybDataVerification = "checked against the onboarding workflow's required fields (VALIDATE)";
  return outcome;
}

export async function createItems(db: PrismaClient, migrationId: string, itemIds: string[], beat: () => void): Promise<void> {
  const migration = await db.migration.findUniqueOrThrow({ where: { id: migrationId } });
  // The customer asked for this import: its events reach their webhooks like their own changes.
  const actor = automationActor(migration.accountId);
  const checks = ComplianceChecksInput.parse(migration.complianceChecks ?? {});
  await db.migrationItem.updateMany({ where: { id: { in: itemIds }, status: "QUEUED" }, data: { status: "IN_PROGRESS" } });
  await eachLimited(itemIds, CREATE_CONCURRENCY, async (itemId) => {
    try {
      await inTransaction(db, (tx) => createItem(tx, actor, itemId, { labels: migration.labels, workflowId: migration.workflowId, checks }));
    } catch (err) {
      // A database outage is retried by Temporal; a rule this item breaks fails the item alone.
      if (!(err instanceof ItemRefused)) throw err;
      await db.migrationItem.updateMany({ where: { id: itemId, status: "IN_PROGRESS" }, data: { status: "FAILED", error: err.message } });
    }
    beat();
  });
}

class ItemRefused extends Error {}

async function createItem(tx: Tx, actor: Actor, itemId: string, m: { labels: string[]; workflowId: string | null; checks: ComplianceChecks }): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "MigrationItem" WHERE id = ${itemId} FOR UPDATE`;
  const item = await tx.migrationItem.findUniqueOrThrow({ where: { id: itemId }, include: { files: { orderBy: { path: "asc" } } } });
  if (item.status !== "IN_PROGRESS" && item.status !== "QUEUED") return; // done already, or cancelled
  const data = item.data as unknown as ItemData;
  const parsed = CreateApplicationInput.safeParse(applicationInput(data, m));
  if (!parsed.success) throw new ItemRefused(`Cannot create the application: ${zodDetails(parsed.error).map((d) => `${d.path}: ${d.message}`).join("; ")}`);
  // Created in this transaction, the application is invisible to others until commit: no lock needed.
  const application = await createApplicationInTx(tx, actor, parsed.data);
  for (const person of data.controllingPersons) {
    await addKeyPersonInTx(tx, actor, application.id, "individual", { firstName: person.value.firstName, lastName: person.value.lastName, role: person.value.role });
  }
  // The item's documents, then its tasks, each in a few statements whatever their number.
  const classified = item.files.map((file) => {
    const confident = (file.confidence ?? 0) >= CONFIDENT;
    const known = (DOCUMENT_TYPES as readonly string[]).includes(file.documentType ?? "");
    return { file, confident, type: (confident && known ? file.documentType : "OTHER") as DocumentType };
  });
  const documents = await registerDocumentsInTx(
    tx,
    actor,
    application.id,
    classified.map(({ file, type }) => ({
      type,
      subType: type === "ID_CARD" ? file.subType : null,
      fileName: file.path.split("/").pop() ?? file.path,
      key: file.key,
      contentType: contentTypeOf(file.path),
      stored: file.sha256 ? { byteSize: Number(file.byteSize), sha256: file.sha256 } : null,
      metadata: { migrationId: item.migrationId, migrationItemId: item.id, sourcePath: file.path, classification: { type: file.documentType, subType: file.subType, confidence: file.confidence } },
      addedBy: null,
    })),
  );
  if (item.files.length) {
    // One statement links every staged file to its document.
    await tx.$executeRaw`UPDATE "MigrationFile" AS f SET "documentId" = d.document_id
      FROM unnest(${item.files.map((f) => f.id)}::text[], ${documents.map((d) => d.id)}::text[]) AS d(file_id, document_id) WHERE f.id = d.file_id`;
  }
  const missing = Array.isArray(item.missing) ? (item.missing as string[]) : [];
  const tasks = await openTasks(tx, actor, application.id, [
    ...classified.flatMap(({ file, confident }, i) =>
      confident
        ? []
        : [
            {
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
        type: "MISSING_DATA" as const,
        title: isDocument ? `Missing document: ${what.slice("document:".length)}` : `Missing field: ${what}`,
        description: `The migrated data of "${item.folder}" has no ${isDocument ? `${what.slice("document:".length)} document` : `value for ${what}`}, which the onboarding workflow requires.`,
        entityType: "APPLICATION" as const,
        entityId: application.id,
        migrationItemId: item.id,
      };
    }),
  ]);
  const taskCount = tasks.length;
  await tx.migrationItem.update({
    where: { id: item.id },
    data: { status: missing.length ? "MISSING_DATA" : "COMPLETED", applicationId: application.id, taskCount, error: null, data: { ...data, checks: complianceOutcome(m.checks) } as object },
  });
}
