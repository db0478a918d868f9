// US tax status of an application (FATCA): indicia read off its key persons, cured or not by the
// tax forms on file (docs/tax-reporting.md).
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { orNotFound, owned } from "../../kernel/accountScope";
import { assessUsIndicia, type FatcaAssessment } from "./usIndicia";
import { classificationOf, CLASSIFYING_DOCUMENT_TYPES, type FatcaClassification } from "./classification";

export { FATCA_STATUSES, US_INDICIUM_KINDS, assessUsIndicia, type FatcaAssessment, type UsIndicium } from "./usIndicia";
export { getFatcaReporting, updateFatcaReporting, type FatcaFilerPartySettings, type FatcaReportingSettings } from "./reportingFi";
export { FatcaFilerPartyAddressInput, FatcaIntermediaryInput, FatcaReportingFiAddressInput, FatcaReportingInput, FatcaSponsorInput } from "./inputs";
export { classificationOf, CLASSIFYING_DOCUMENT_TYPES, FATCA_CHAPTER4_STATUSES, type FatcaClassification } from "./classification";
export { docRefIdProblem, filerPartyProblems, giinProblem, missingTinCodeProblem, MISSING_US_TIN_CODE_VALUES, usTinProblem } from "./publication5124";

/** The application's FATCA assessment; another account's application answers as absent. */
export async function fatcaAssessment(
  db: PrismaClient,
  actor: Actor,
  applicationId: string,
): Promise<FatcaAssessment & { applicationId: string; classification: FatcaClassification | null }> {
  const application = await orNotFound(
    "Application",
    db.application.findFirst({
      where: { id: applicationId, ...owned(actor) },
      select: {
        id: true,
        entityType: true,
        individuals: { select: { id: true, role: true, nationality: true, residenceCountry: true, placeOfBirth: true, address: true, tins: true } },
        businesses: { select: { id: true, role: true, country: true, address: true, tins: true } },
      },
    }),
  );
  // Hidden documents were withdrawn from the application: they certify nothing.
  const documents = await db.document.findMany({
    where: { applicationId, accountId: actor.accountId, hidden: false },
    select: { id: true, type: true, metadata: true, createdAt: true },
  });
  return {
    applicationId: application.id,
    ...assessUsIndicia({ ...application, documentTypes: documents.map((d) => d.type) }),
    // An individual has no chapter 4 status; an entity's is what its forms certify.
    classification:
      application.entityType === "BUSINESS" ? classificationOf(documents.filter((d) => [...CLASSIFYING_DOCUMENT_TYPES, "W_9"].includes(d.type))) : null,
  };
}
