// FATCA in GraphQL (docs/tax-reporting.md): an application's US indicia and status, read-only.
import { builder } from "./builder";
import { Application } from "./applications";
import { fatcaAssessment, FATCA_STATUSES, US_INDICIUM_KINDS, type FatcaAssessment, type UsIndicium } from "../domain/tax";
import { enumOf } from "./zodInputs";

const FatcaStatusEnum = enumOf("FatcaStatus", FATCA_STATUSES, "Where an account holder stands for FATCA");
const UsIndiciumKindEnum = enumOf("UsIndiciumKind", US_INDICIUM_KINDS, "A kind of US indicium (Treas. Reg. §1.1471-4(c)(5)(iv)(B))");

const UsIndiciumRef = builder.objectRef<UsIndicium>("UsIndicium").implement({
  description: "A US indicium of the account holder, where it was read and whether the documents on file cure it",
  fields: (t) => ({
    kind: t.field({ type: UsIndiciumKindEnum, description: "What it is", resolve: (i) => i.kind }),
    source: t.exposeString("source", { description: "The field it was read from: Individual.nationality, Business.tins, …" }),
    subjectId: t.exposeID("subjectId", { description: "The key person (individual or business) holding that field" }),
    value: t.exposeString("value", { description: "The value as stored" }),
    cured: t.exposeBoolean("cured", { description: "Whether the documents on file cure it" }),
    missingDocuments: t.exposeStringList("missingDocuments", { description: "Document types still needed to cure it (none once cured)" }),
  }),
});

const FatcaAssessmentRef = builder.objectRef<FatcaAssessment & { applicationId: string }>("FatcaAssessment").implement({
  description: "The application's FATCA status, derived on request from its key persons and documents (nothing is stored)",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId", { description: "The application" }),
    status: t.field({ type: FatcaStatusEnum, description: "US_PERSON, CURED or NOT_US", resolve: (a) => a.status }),
    indicia: t.field({ type: [UsIndiciumRef], description: "Every US indicium found, in the order read", resolve: (a) => a.indicia }),
    reasons: t.exposeStringList("reasons", { description: "Why the status is what it is, one sentence each" }),
  }),
});

builder.objectField(Application, "fatca", (t) =>
  t.field({
    type: FatcaAssessmentRef,
    description: "Its FATCA status: US indicia of the account holder and whether the tax forms on file cure them (docs/tax-reporting.md)",
    resolve: (app, _a, ctx) => fatcaAssessment(ctx.db, ctx.actor, app.id),
  }),
);

builder.queryFields((t) => ({
  fatcaAssessment: t.field({
    type: FatcaAssessmentRef,
    description: "An application's FATCA status: US indicia and whether the documents on file cure them",
    args: { applicationId: t.arg.id({ required: true, description: "The application" }) },
    resolve: (_r, a, ctx) => fatcaAssessment(ctx.db, ctx.actor, String(a.applicationId)),
  }),
}));
