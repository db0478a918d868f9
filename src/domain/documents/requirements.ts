// Required documents of an application's onboarding workflow (the account's default when it names none): each type still missing at submission
// gets one open MISSING_DOCUMENT task; registering a document of that type resolves it.
import { automationActor } from "../auth/context";
import type { ApplicationChange } from "../applicationChange";
import { defaultOnboardingWorkflowInTx, documentTypesRequiredOf, requiredDocumentsOf } from "../onboarding/workflows";
import { OPEN_TASK_STATUSES, openTask } from "../tasks/service";
import { documentTitle } from "./types";
import type { Tx } from "../../db/transaction";

/** The document types the application's onboarding workflow requires that no document of the application has, in the workflow's order. */
export async function missingRequiredDocumentTypes(tx: Tx, applicationId: string): Promise<string[]> {
  const application = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { accountId: true, entityType: true, workflow: { select: { requiredDocuments: true } } },
  });
  // No workflow named: the account's default applies.
  const workflow = application.workflow ?? (await defaultOnboardingWorkflowInTx(tx, application.accountId));
  const required = documentTypesRequiredOf(requiredDocumentsOf(workflow), application.entityType);
  if (required.length === 0) return [];
  const present = await tx.document.findMany({ where: { applicationId, type: { in: required } }, select: { type: true }, distinct: ["type"] });
  const have = new Set(present.map((d) => d.type));
  return required.filter((type) => !have.has(type));
}

/** Call inside the change of the application (its lock held). */
export async function openMissingDocumentTasks(change: ApplicationChange, applicationId: string): Promise<number> {
  const { tx, actor } = change;
  const missing = await missingRequiredDocumentTypes(tx, applicationId);
  if (missing.length === 0) return 0;
  const open = await tx.task.findMany({
    where: { applicationId, type: "MISSING_DOCUMENT", status: { in: [...OPEN_TASK_STATUSES] } },
    select: { documentType: true },
  });
  const tasked = new Set(open.map((t) => t.documentType));
  const service = change.as(automationActor(actor.accountId));
  let opened = 0;
  for (const type of missing.filter((t) => !tasked.has(t))) {
    await openTask(service, {
      applicationId,
      type: "MISSING_DOCUMENT",
      title: `Missing document: ${documentTitle(type)}`,
      description: `The onboarding workflow requires a ${documentTitle(type)} (${type}) and none has been uploaded`,
      entityType: "APPLICATION",
      entityId: applicationId,
      documentType: type,
    });
    opened++;
  }
  return opened;
}
