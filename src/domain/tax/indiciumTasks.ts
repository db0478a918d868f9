// An open US indicium is work: the service opens one US_INDICIUM task per indicium no document on file
// cures, asking for the documents that would, and resolves it once they are on file, once a W-9 makes the
// holder a US person (nothing left to cure), or once the data no longer shows it. It runs in the change
// that altered the key persons or documents (ApplicationChange.settle), so the tasks never lag the data.
// The tasks are written here rather than through src/domain/tasks because the change's settle step calls
// this and the tasks area sits above the change; the rows and audit entries are the ones openTasksBulk and
// resolveOpenTasks write.
import type { Task } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { ApplicationChange } from "../applicationChange";
import type { AuditInput } from "../audit/trail";
import { automationActor } from "../auth/context";
import { uuidv7 } from "../../kernel/ids";
import { insertRowsReturning } from "../../kernel/bulkInsert";
import { assessUsIndicia, cureFor, type IndiciaInput, type UsIndicium } from "./usIndicia";

const TASK_TYPE = "US_INDICIUM";
const OPEN: string[] = ["PENDING", "IN_PROGRESS"];

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
 * Re-derives the US indicia of these applications (locked by the caller's change) and brings their
 * US_INDICIUM tasks in line: one opened per open indicium without an open task, and each open task whose
 * indicium is cured, moot or gone resolved with the reason. Opened and resolved by the service.
 */
export async function syncUsIndiciumTasks(change: ApplicationChange, applicationIds: readonly string[]): Promise<{ opened: number; resolved: number }> {
  if (applicationIds.length === 0) return { opened: 0, resolved: 0 };
  const { tx, actor } = change;
  const service = change.as(automationActor(actor.accountId));
  const [inputs, tasks] = await Promise.all([
    indiciaInputs(tx, actor.accountId, applicationIds),
    tx.task.findMany({
      where: { applicationId: { in: [...applicationIds] }, accountId: actor.accountId, type: TASK_TYPE, status: { in: OPEN } },
      orderBy: { id: "asc" },
    }),
  ]);
  const toOpen: Omit<Task, "id" | "createdAt" | "updatedAt" | "searchText">[] = [];
  const toResolve: { task: Task; note: string }[] = [];
  for (const [applicationId, input] of inputs) {
    const assessment = assessUsIndicia(input);
    const certifiedUs = input.documentTypes.includes("W_9");
    // A W-9 settles the question the other way: the holder is a US person and is reported as one, nothing is cured.
    const open = certifiedUs ? [] : assessment.indicia.filter((i) => !i.cured);
    const openKeys = new Map(open.map((i) => [usIndiciumKey(i), i]));
    const found = new Map(assessment.indicia.map((i) => [usIndiciumKey(i), i]));
    const tasked = new Set<string>();
    for (const task of tasks.filter((t) => t.applicationId === applicationId)) {
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
        accountId: actor.accountId,
        applicationId,
        status: "PENDING",
        type: TASK_TYPE,
        title: `US indicium to cure: ${what} (${indicium.source})`,
        description:
          `The account holder shows ${what} (${indicium.source}), so FATCA treats them as a US person until cured. ` +
          `Ask for ${indicium.missingDocuments.map((d) => DOCUMENT_TEXT[d] ?? d).join(", and ")}; ` +
          `or, if they are a US person, a Form W-9. The task is resolved when the documents are on file.`,
        entityType: "APPLICATION",
        entityId: applicationId,
        documentId: null,
        screeningHitId: null,
        migrationItemId: null,
        documentType: indicium.missingDocuments[0] ?? null,
        usIndicium: key,
        assigneeId: null,
        reviewerId: null,
      });
    }
  }
  if (toResolve.length) {
    await tx.task.updateMany({ where: { id: { in: toResolve.map((r) => r.task.id) } }, data: { status: "RESOLVED" } });
    await service.audit(
      toResolve.map(({ task, note }) => ({
        applicationId: task.applicationId,
        documentId: task.documentId,
        type: "task.updated",
        entityType: "TASK",
        entityId: task.id,
        changes: { status: { before: task.status, after: "RESOLVED" } },
        note,
      })),
    );
  }
  if (toOpen.length) {
    const now = new Date();
    const ids = toOpen.map(() => uuidv7());
    const created = (await insertRowsReturning(
      tx,
      "Task",
      toOpen.map((row, i) => ({ id: ids[i], ...row, createdAt: now, updatedAt: now })),
    )) as Task[];
    const byId = new Map(created.map((t) => [t.id, t]));
    await service.audit(
      ids.map((id) => {
        const task = byId.get(id)!;
        return {
          applicationId: task.applicationId,
          documentId: null,
          type: "task.created",
          entityType: "TASK",
          entityId: task.id,
          changes: { status: { before: null, after: task.status }, type: { before: null, after: task.type } },
        };
      }),
    );
  }
  return { opened: toOpen.length, resolved: toResolve.length };
}
