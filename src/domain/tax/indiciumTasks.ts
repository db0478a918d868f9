// An open US indicium is work: one US_INDICIUM task per indicium no document on file cures, asking for
// the documents that would, resolved once they are on file, once a W-9 makes the holder a US person
// (nothing left to cure), or once the data no longer shows it. This says which tasks to open and which to
// resolve, and in what words; the tasks area writes them as it writes every task
// (src/domain/tasks/usIndicium.ts), in the change that altered the key persons or documents
// (ApplicationChange.settle, through the policy registry), so the tasks never lag the data.
import type { Task } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { AuditInput } from "../audit/trail";
import type { OpenTaskInput } from "../tasks/service";
import { assessUsIndicia, cureFor, type IndiciaInput, type UsIndicium } from "./usIndicia";

export const US_INDICIUM_TASK_TYPE = "US_INDICIUM";

/** Audit entries whose change may add, cure or remove an indicium: the key persons' fields and the documents on file. */
export function isUsIndiciaInput(entry: Pick<AuditInput, "type">): boolean {
  const [kind, action] = entry.type.split(".");
  if (kind === "individual" || kind === "business") return true;
  if (kind === "document") return action === "uploaded" || action === "updated";
  return entry.type === "application.created" || entry.type === "application.updated";
}

/** The key a task carries: one open task per kind of indicium per key person (two US addresses are one thing to cure). */
const usIndiciumKey = (i: Pick<UsIndicium, "kind" | "subjectId">) => `${i.kind}|${i.subjectId}`;

const KIND_TEXT: Record<UsIndicium["kind"], string> = {
  US_CITIZENSHIP: "US nationality",
  US_RESIDENCE: "US residence",
  US_ADDRESS: "a US address",
  US_PLACE_OF_BIRTH: "a US place of birth",
  US_TIN: "a US TIN",
  US_TELEPHONE: "a US telephone number",
};

const DOCUMENT_TEXT: Record<string, string> = {
  W_8: "a Form W-8BEN with documentary evidence of non-US status",
  W_8_BEN_E: "a Form W-8BEN-E",
  FATCA_CRS_DECLARATION: "a certificate of loss of US nationality or a written explanation of why the holder is not a US citizen",
};

/** The application's FATCA inputs, many at once: the key persons' fields and the types of its documents not hidden. */
async function indiciaInputs(tx: Tx, accountId: string, applicationIds: readonly string[]): Promise<Map<string, IndiciaInput>> {
  const [applications, documents] = await Promise.all([
    tx.application.findMany({
      where: { id: { in: [...applicationIds] }, accountId, erasedAt: null },
      select: {
        id: true,
        entityType: true,
        individuals: { select: { id: true, role: true, nationality: true, residenceCountry: true, placeOfBirth: true, address: true, tins: true } },
        businesses: { select: { id: true, role: true, country: true, address: true, tins: true } },
      },
    }),
    // Hidden documents were withdrawn from the application: they certify nothing.
    tx.document.findMany({ where: { applicationId: { in: [...applicationIds] }, accountId, hidden: false }, select: { applicationId: true, type: true } }),
  ]);
  return new Map(
    applications.map((a) => [
      a.id,
      { ...a, entityType: a.entityType as IndiciaInput["entityType"], documentTypes: documents.filter((d) => d.applicationId === a.id).map((d) => d.type) },
    ]),
  );
}

/**
 * What these applications' US_INDICIUM tasks should become, given their open ones: a task to open per
 * open indicium without an open task, and each open task whose indicium is cured, moot or gone to resolve
 * with the reason. Reads the applications' key persons and documents in the caller's transaction.
 */
export async function planUsIndiciumTasks(
  tx: Tx,
  accountId: string,
  applicationIds: readonly string[],
  openTasks: readonly Task[],
): Promise<{ toOpen: (OpenTaskInput & { documentType: string | null; usIndicium: string })[]; toResolve: { task: Task; note: string }[] }> {
  const inputs = await indiciaInputs(tx, accountId, applicationIds);
  const toOpen: (OpenTaskInput & { documentType: string | null; usIndicium: string })[] = [];
  const toResolve: { task: Task; note: string }[] = [];
  for (const [applicationId, input] of inputs) {
    const assessment = assessUsIndicia(input);
    const certifiedUs = input.documentTypes.includes("W_9");
    // A W-9 settles the question the other way: the holder is a US person and is reported as one, nothing is cured.
    const open = certifiedUs ? [] : assessment.indicia.filter((i) => !i.cured);
    const openKeys = new Map(open.map((i) => [usIndiciumKey(i), i]));
    const found = new Map(assessment.indicia.map((i) => [usIndiciumKey(i), i]));
    const tasked = new Set<string>();
    for (const task of openTasks.filter((t) => t.applicationId === applicationId)) {
      const key = task.usIndicium ?? "";
      if (openKeys.has(key) && !tasked.has(key)) {
        tasked.add(key);
        continue;
      }
      const still = found.get(key);
      const note = certifiedUs
        ? "A Form W-9 is on file: the holder certified being a US person and is reported as one; the indicium needs no cure"
        : still
          ? `Cured: ${cureFor(still.kind, input.entityType === "BUSINESS").join(" and ")} on file`
          : "The application's data no longer shows this indicium";
      toResolve.push({ task, note });
    }
    for (const [key, indicium] of openKeys) {
      if (tasked.has(key)) continue;
      const what = KIND_TEXT[indicium.kind];
      toOpen.push({
        applicationId,
        type: US_INDICIUM_TASK_TYPE,
        title: `US indicium to cure: ${what} (${indicium.source})`,
        description:
          `The account holder shows ${what} (${indicium.source}), so FATCA treats them as a US person until cured. ` +
          `Ask for ${indicium.missingDocuments.map((d) => DOCUMENT_TEXT[d] ?? d).join(", and ")}; ` +
          `or, if they are a US person, a Form W-9. The task is resolved when the documents are on file.`,
        entityType: "APPLICATION",
        entityId: applicationId,
        documentType: indicium.missingDocuments[0] ?? null,
        usIndicium: key,
      });
    }
  }
  return { toOpen, toResolve };
}
