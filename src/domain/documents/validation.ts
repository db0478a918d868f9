// Validating one document (run by the documentValidationWorkflow's activity): read its text, run the
// checks of its type, store the results, and open or close review tasks. Safe to run twice.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { automationActor } from "../auth/context";
import { unlessErased, withChange } from "../applicationChange";
import { openTask, resolveOpenTasks } from "../tasks/service";
import type { ObjectStore } from "../../storage/objectStore";
import { extractFacts, runChecks, type ApplicantData } from "./checks";
import { PDF_MAX_BYTES, readText } from "./text";
import { replacements, supersededCheckKeys, resultsOf } from "./derived";
import { documentTitle, REPLACEABLE_KINDS } from "./types";
import { applyDocumentMarkers } from "../sandbox";

/** Text of a PDF or text file (documents/text.ts readText); empty when there is none to read. */
async function extractText(store: ObjectStore, key: string, contentType: string): Promise<string> {
  const isPdf = contentType === "application/pdf";
  if (!isPdf && !contentType.startsWith("text/")) return "";
  // A PDF too large to parse is not downloaded at all.
  const size = await store.size(key);
  if (size === null || (isPdf && size > PDF_MAX_BYTES)) return "";
  const body = await store.get(key);
  if (!body) return "";
  return (await readText(body, isPdf ? "pdf" : "text")) ?? ""; // an unreadable PDF: the checks say no text could be read
}

type Person = {
  firstName?: string;
  lastName?: string;
  name?: string;
  role: string;
  dateOfBirth?: string | null;
  address: unknown;
  registrationNumber?: string | null;
  tins: unknown;
};

function applicantData(app: { name: string; individuals: Person[]; businesses: Person[] }, subject: unknown): ApplicantData {
  const people: Person[] = [...app.individuals, ...app.businesses];
  const nameOf = (p: Person) => p.name ?? `${p.firstName} ${p.lastName}`;
  const subjectName = subject && typeof subject === "object" && "name" in subject ? String(subject.name).toLowerCase() : null;
  const chosen = subjectName ? people.filter((p) => nameOf(p).toLowerCase() === subjectName) : people.filter((p) => p.role === "APPLICANT");
  const first = chosen[0];
  return {
    names: subjectName ? [String((subject as { name: unknown }).name)] : [app.name, ...chosen.map(nameOf)],
    dateOfBirth: first?.dateOfBirth ?? null,
    address: (first?.address as ApplicantData["address"]) ?? null,
    registrationNumber: first?.registrationNumber ?? null,
    tins: chosen.flatMap((p) => (Array.isArray(p.tins) ? p.tins.map((t) => String((t as { tin?: unknown }).tin ?? "")) : [])),
  };
}

export async function validateDocument(
  db: PrismaClient,
  store: ObjectStore,
  input: { documentId: string; jobId: string; now?: Date; sandbox?: boolean },
): Promise<{ valid: boolean; alreadyDone: boolean }> {
  const doc = await db.document.findUnique({ where: { id: input.documentId } });
  if (!doc || !doc.applicationId) return { valid: false, alreadyDone: true };
  if (doc.validatedAt) return { valid: true, alreadyDone: true };
  const application = await db.application.findUniqueOrThrow({ where: { id: doc.applicationId }, include: { individuals: true, businesses: true } });
  // An erased application's documents are tombstones: nothing is left to check.
  if (application.erasedAt) return { valid: false, alreadyDone: true };
  const text = await extractText(store, doc.key, doc.contentType);
  const now = input.now ?? new Date();
  const checked = runChecks(doc.type, text, applicantData(application, doc.subject), now);
  // Test deployments: `sandbox-fail:<check>` in the file name or text fails that check (docs/sandbox.md).
  const outcomes = input.sandbox ? applyDocumentMarkers(checked, doc.fileName, text) : checked;
  const facts = extractFacts(text);
  const actor = automationActor(doc.accountId);
  const applicationId = doc.applicationId;

  const validated = await unlessErased(
    withChange(db, actor, async (change) => {
      const { tx, lock, audit } = change;
      await lock(applicationId);
      const current = await tx.document.findUniqueOrThrow({ where: { id: doc.id } });
      if (current.validatedAt) return { valid: true, alreadyDone: true };
      const attempts = await tx.document.count({ where: { applicationId, type: doc.type, createdAt: { lte: doc.createdAt } } });
      for (const outcome of outcomes) {
        const results = outcome.results as unknown as Prisma.InputJsonValue;
        await tx.documentValidation.upsert({
          where: { documentId_type: { documentId: doc.id, type: outcome.type } },
          create: { documentId: doc.id, type: outcome.type, results, validationAttempts: attempts, jobId: input.jobId },
          update: { results, validationAttempts: attempts, jobId: input.jobId },
        });
      }
      await tx.document.update({
        where: { id: doc.id },
        data: { validatedAt: now, documentDate: facts.documentDate, expiresAt: facts.expiresAt, signedAt: facts.signedAt },
      });
      const validations = await tx.documentValidation.findMany({ where: { documentId: doc.id } });
      const superseded = new Set(supersededCheckKeys(validations));
      const failed = validations.flatMap(resultsOf).filter((r) => !r.isValid && !superseded.has(r.key));
      await audit({
        applicationId,
        documentId: doc.id,
        type: "document.validated",
        entityType: "DOCUMENT",
        entityId: doc.id,
        changes: {
          validations: { before: null, after: outcomes.map((o) => ({ type: o.type, failed: o.results.filter((r) => !r.isValid).map((r) => r.key) })) },
        },
      });

      // Replacement among the application's documents of the same kind decides which reviews stand.
      const kinds = Object.keys(REPLACEABLE_KINDS);
      const candidates = REPLACEABLE_KINDS[doc.type]
        ? await tx.document.findMany({ where: { applicationId, type: { in: kinds } }, include: { validations: true } })
        : [];
      const replacedBy = replacements(candidates);
      if (failed.length > 0 && !replacedBy.has(doc.id)) {
        const open = await tx.task.count({ where: { documentId: doc.id, type: "DOCUMENT_VALIDATION_FAILED", status: { in: ["PENDING", "IN_PROGRESS"] } } });
        if (open === 0) {
          await openTask(change, {
            applicationId,
            type: "DOCUMENT_VALIDATION_FAILED",
            title: `${documentTitle(doc.type)} failed validation`,
            description: failed.map((r) => `${r.label}: ${r.explanation ?? r.value}`).join("; "),
            entityType: "DOCUMENT",
            entityId: doc.id,
            documentId: doc.id,
          });
        }
      }
      // A replaced document raises no review.
      for (const [replacedId, byId] of replacedBy) {
        if (byId !== doc.id) continue;
        await resolveOpenTasks(
          change,
          applicationId,
          { documentId: replacedId, type: "DOCUMENT_VALIDATION_FAILED" },
          `Replaced by document ${doc.id}, which passed every check`,
        );
      }
      return { valid: failed.length === 0, alreadyDone: false };
    }),
  );
  return validated ?? { valid: false, alreadyDone: true };
}
