// FATCA in GraphQL (docs/tax-reporting.md): an application's US indicia and status, read-only, and the account's reporting FI.
import { builder } from "./builder";
import { Application } from "./applications";
import {
  fatcaAssessment,
  FATCA_STATUSES,
  FatcaFilerPartyAddressInput,
  FatcaIntermediaryInput,
  FatcaReportingFiAddressInput,
  FatcaReportingInput,
  FatcaSponsorInput,
  getFatcaReporting,
  updateFatcaReporting,
  US_INDICIUM_KINDS,
  FATCA_CHAPTER4_STATUSES,
  type FatcaClassification,
  type FatcaAssessment,
  type FatcaFilerPartySettings,
  type FatcaReportingSettings,
  type UsIndicium,
} from "../domain/tax";
import { withSettingRecorded } from "../domain/decisions/settings";
import { defined } from "./inputHelpers";
import { enumOf, inputOf } from "./zodInputs";

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

const FatcaChapter4StatusEnum = enumOf(
  "FatcaChapter4Status",
  FATCA_CHAPTER4_STATUSES,
  "An entity's FATCA (chapter 4) status as its W-8BEN-E or W-8IMY states it; SPECIFIED_US_PERSON from a W-9",
);

const FatcaClassificationRef = builder.objectRef<FatcaClassification>("FatcaEntityClassification").implement({
  description:
    "An entity's FATCA classification, read from the latest W-8BEN-E or W-8IMY on file whose metadata.fatca states it (else a W-9: a specified US person)",
  fields: (t) => ({
    chapter4Status: t.field({ type: FatcaChapter4StatusEnum, description: "The status the form states", resolve: (c) => c.chapter4Status }),
    giin: t.exposeString("giin", { nullable: true, description: "The GIIN the form gives (line 9a), for a status that has one" }),
    acctHolderType: t.exposeString("acctHolderType", {
      nullable: true,
      description: "The AcctHolderType a FATCA_XML export writes for the account (FATCA101–FATCA104); null: the account is not reported",
    }),
    documentId: t.exposeID("documentId", { description: "The form it was read from" }),
    documentType: t.exposeString("documentType", { description: "W_8_BEN_E, W_8_IMY or W_9" }),
    reasons: t.exposeStringList("reasons", { description: "Where it comes from and what it means for the report, one sentence each" }),
  }),
});

const FatcaAssessmentRef = builder
  .objectRef<FatcaAssessment & { applicationId: string; classification: FatcaClassification | null }>("FatcaAssessment")
  .implement({
    description: "The application's FATCA status, derived on request from its key persons and documents (nothing is stored)",
    fields: (t) => ({
      applicationId: t.exposeID("applicationId", { description: "The application" }),
      status: t.field({ type: FatcaStatusEnum, description: "US_PERSON, CURED or NOT_US", resolve: (a) => a.status }),
      indicia: t.field({ type: [UsIndiciumRef], description: "Every US indicium found, in the order read", resolve: (a) => a.indicia }),
      reasons: t.exposeStringList("reasons", { description: "Why the status is what it is, one sentence each" }),
      classification: t.field({
        type: FatcaClassificationRef,
        nullable: true,
        description: "An entity's FATCA classification as its forms certify it; null for an individual, or an entity with no form stating one",
        resolve: (a) => a.classification,
      }),
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

// The account's FATCA reporting settings (docs/tax-reporting.md): read by every role, replaced by an admin, recorded in the settings history.
const FatcaReportingFiAddressRef = builder
  .objectRef<{ street?: string; postCode?: string; city: string; country: string }>("FatcaReportingFiAddress")
  .implement({
    description: "The reporting FI's address",
    fields: (t) => ({
      street: t.string({ nullable: true, description: "Street and number", resolve: (a) => a.street ?? null }),
      postCode: t.string({ nullable: true, description: "Postal code", resolve: (a) => a.postCode ?? null }),
      city: t.exposeString("city", { description: "City" }),
      country: t.exposeString("country", { description: "Country (ISO 3166 alpha-2)" }),
    }),
  });

const FatcaFilerPartyRef = builder.objectRef<FatcaFilerPartySettings>("FatcaFilerParty").implement({
  description: "A party the FATCA message names beside the reporting FI: its sponsor (ftc:Sponsor) or an intermediary (ftc:Intermediary)",
  fields: (t) => ({
    giin: t.exposeString("giin", { nullable: true, description: "Its GIIN (a sponsor's has the category code SP); null: an intermediary without one" }),
    name: t.exposeString("name", { description: "Its legal name" }),
    country: t.exposeString("country", { description: "Its jurisdiction (ISO 3166 alpha-2)" }),
    address: t.field({ type: FatcaReportingFiAddressRef, description: "Its address", resolve: (p) => p.address }),
    filerCategory: t.exposeString("filerCategory", {
      nullable: true,
      description: "Its FilerCategory: a sponsor's is FATCA607, FATCA608 or FATCA609; null: none written",
    }),
  }),
});

const FatcaReportingRef = builder.objectRef<FatcaReportingSettings>("FatcaReportingSettings").implement({
  description:
    "The reporting financial institution a FATCA_XML export names, and the share at which a person controls a passive NFFE; the FI's fields are null until an admin sets them",
  fields: (t) => ({
    giin: t.exposeString("giin", { nullable: true, description: "The reporting FI's GIIN (XXXXXX.XXXXX.XX.XXX)" }),
    name: t.exposeString("name", { nullable: true, description: "Its legal name" }),
    country: t.exposeString("country", { nullable: true, description: "Its jurisdiction (ISO 3166 alpha-2), also the message's TransmittingCountry" }),
    address: t.field({ type: FatcaReportingFiAddressRef, nullable: true, description: "Its address", resolve: (s) => s.address }),
    filerCategory: t.exposeString("filerCategory", { nullable: true, description: "FilerCategory (FATCA601–FATCA611); null: none written (Model 1 IGA)" }),
    sponsor: t.field({
      type: FatcaFilerPartyRef,
      nullable: true,
      description: "The entity filing for the reporting FI (ftc:Sponsor): its sponsoring entity or trustee; null: the FI files itself",
      resolve: (s) => s.sponsor,
    }),
    intermediary: t.field({
      type: FatcaFilerPartyRef,
      nullable: true,
      description: "An intermediary between the filer and the accounts (ftc:Intermediary); null: none",
      resolve: (s) => s.intermediary,
    }),
    controllingPersonThresholdPercent: t.exposeFloat("controllingPersonThresholdPercent", {
      description: "The share (percent) at which a person is a controlling person of a passive NFFE: 25 (default) or 10",
    }),
  }),
});

inputOf("FatcaReportingFiAddressInput", FatcaReportingFiAddressInput, "The reporting FI's address");
inputOf("FatcaFilerPartyAddressInput", FatcaFilerPartyAddressInput, "The sponsor's or intermediary's address");
inputOf("FatcaSponsorInput", FatcaSponsorInput, "The entity filing for the reporting FI (ftc:Sponsor)", { strings: ["filerCategory"] });
inputOf("FatcaIntermediaryInput", FatcaIntermediaryInput, "An intermediary between the filer and the accounts (ftc:Intermediary)", {
  strings: ["filerCategory"],
});
const ReportingInput = inputOf("FatcaReportingInput", FatcaReportingInput, "The account's FATCA reporting FI, whole", { strings: ["filerCategory"] });

builder.queryFields((t) => ({
  fatcaReporting: t.field({
    description: "The account's FATCA reporting FI and controlling-person threshold",
    type: FatcaReportingRef,
    resolve: (_r, _a, ctx) => getFatcaReporting(ctx.db, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  updateFatcaReporting: t.field({
    permission: "admin",
    description: "Replaces the account's FATCA reporting FI (the threshold stays as it was when left out); recorded in the settings history",
    type: FatcaReportingRef,
    args: { input: t.arg({ type: ReportingInput, required: true, description: "The reporting FI, whole" }) },
    resolve: (_r, args, ctx) =>
      withSettingRecorded(
        ctx.db,
        ctx.actor,
        "fatcaReporting",
        (db) => getFatcaReporting(db, ctx.actor),
        (db) => updateFatcaReporting(db, ctx.actor, defined(args.input)),
      ),
  }),
}));
