// Risk assessment (docs/risk-model.md): the account's versioned model, each application's assessment
// with every factor's contribution and reason, and overrides of the level by hand.
import { builder } from "./builder";
import { Application, RiskLevelEnum } from "./applications";
import { inputOf } from "./zodInputs";
import { defined } from "./inputHelpers";
import { COUNTRY_LISTS, type FactorContribution } from "../domain/risk/model";
import {
  getRiskModel,
  overrideInForce,
  overrideOf,
  riskModelVersions,
  storedAssessmentOf,
  type RiskModelVersion,
  type StoredAssessment,
} from "../domain/risk/service";
import { updateRiskModel } from "../domain/risk/reassessment";
import { overrideRiskLevel, pendingOf, withdrawRiskOverride, type PendingOverride } from "../domain/decisions/riskOverride";
import { RiskOverrideInput, UpdateRiskModelInput, WithdrawRiskOverrideInput } from "../domain/risk/inputs";
import { getApplication } from "../domain/applications/service";
import type { RiskLevel } from "../generated/prisma/client";
import type { GraphQLContext } from "./context";

const RiskFactorRef = builder.objectRef<FactorContribution>("RiskFactorContribution").implement({
  description: "One factor of a risk assessment: its points and why",
  fields: (t) => ({
    factor: t.exposeString("factor", { description: "The factor, e.g. country.nationality, hits.SANCTIONS, ownershipLayers, documents, integratorScore" }),
    contribution: t.exposeFloat("contribution", { description: "Points it adds to the score (the cap's are negative); the contributions add up to the score" }),
    reason: t.exposeString("reason", { description: "Why, in words a reviewer reads" }),
    floor: t.field({
      type: RiskLevelEnum,
      nullable: true,
      description: "The level this factor holds the assessment at or above whatever the points (the model's floors); null: none",
      resolve: (f) => f.floor ?? null,
    }),
  }),
});

interface OverrideShape {
  level: RiskLevel;
  reason: string;
  byId: string;
  at: string;
  approvedById: string | null;
  voidedAt?: string;
  voidReason?: string;
}

const RiskOverrideRef = builder.objectRef<OverrideShape>("RiskOverride").implement({
  description: "A risk level set by hand over the assessed one",
  fields: (t) => ({
    level: t.field({ type: RiskLevelEnum, description: "The level in force", resolve: (o) => o.level }),
    reason: t.exposeString("reason", { description: "Why it was set" }),
    byId: t.exposeString("byId", { description: "The user who set it (asked for it, where four eyes applied)" }),
    at: t.field({ type: "DateTime", description: "When it was set", resolve: (o) => new Date(o.at) }),
    approvedById: t.exposeString("approvedById", { description: "Four eyes: the second approver who confirmed it; null when none was needed", nullable: true }),
    voidedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it became void (the assessed level rose above it); null while it holds",
      resolve: (o) => (o.voidedAt ? new Date(o.voidedAt) : null),
    }),
    voidReason: t.string({
      nullable: true,
      description: "Why it is void, in words a reviewer reads; null while it holds",
      resolve: (o) => o.voidReason ?? null,
    }),
  }),
});

const PendingOverrideRef = builder.objectRef<PendingOverride>("RiskOverridePending").implement({
  description: "Four eyes: a change of the level by hand awaiting a second approver",
  fields: (t) => ({
    level: t.field({ type: RiskLevelEnum, description: "The level it would put in force", resolve: (o) => o.level }),
    withdraw: t.exposeBoolean("withdraw", { description: "It withdraws the override (the assessed level back in force)" }),
    reason: t.exposeString("reason", { description: "Why it was asked for" }),
    byId: t.exposeString("byId", { description: "The user who asked for it" }),
    at: t.field({ type: "DateTime", description: "When it was asked for", resolve: (o) => new Date(o.at) }),
  }),
});

interface AssessmentView {
  applicationId: string;
  riskScore: number | null;
  riskLevel: RiskLevel | null;
  assessment: StoredAssessment | null;
  override: OverrideShape | null;
  voidedOverride: OverrideShape | null;
  pending: PendingOverride | null;
}

const RiskAssessmentRef = builder.objectRef<AssessmentView>("RiskAssessment").implement({
  description: "An application's risk assessment under its account's model: the score, the level, and every factor's contribution with its reason",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId", { description: "The application assessed" }),
    score: t.float({ description: "The assessed score, 0 to 100", nullable: true, resolve: (v) => v.assessment?.score ?? null }),
    level: t.field({
      type: RiskLevelEnum,
      nullable: true,
      description: "The level in force: the assessed one, or the override's; null while unrated (nothing counts against it and no riskScore was given)",
      resolve: (v) => v.riskLevel,
    }),
    assessedLevel: t.field({ type: RiskLevelEnum, nullable: true, description: "The level the model assessed", resolve: (v) => v.assessment?.level ?? null }),
    rated: t.boolean({
      description: "Whether the application carries a risk score and level (riskScore and riskLevel are set)",
      resolve: (v) => v.riskScore !== null,
    }),
    modelVersion: t.int({
      description: "The version of the account's model it was assessed under (0: the shipped default)",
      nullable: true,
      resolve: (v) => v.assessment?.modelVersion ?? null,
    }),
    modelScore: t.float({
      description: "The sum of the model's factors alone, before the integrator's floor and the cap",
      nullable: true,
      resolve: (v) => v.assessment?.modelScore ?? null,
    }),
    integratorScore: t.float({
      description: "The riskScore the integrator gave: a floor under the score",
      nullable: true,
      resolve: (v) => v.assessment?.integratorScore ?? null,
    }),
    countryListsAsOf: t.string({ description: "The date of the FATF lists it read", nullable: true, resolve: (v) => v.assessment?.countryListsAsOf ?? null }),
    assessedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When it was assessed",
      resolve: (v) => (v.assessment ? new Date(v.assessment.assessedAt) : null),
    }),
    cause: t.string({
      description: "The change that caused the assessment, e.g. screening.hit_verdict",
      nullable: true,
      resolve: (v) => v.assessment?.cause ?? null,
    }),
    factors: t.field({
      type: [RiskFactorRef],
      description: "Every factor that counts, with its points and reason",
      resolve: (v) => v.assessment?.factors ?? [],
    }),
    override: t.field({ type: RiskOverrideRef, nullable: true, description: "The override in force; null: the assessed level is", resolve: (v) => v.override }),
    voidedOverride: t.field({
      type: RiskOverrideRef,
      nullable: true,
      description:
        "An override that no longer holds because the assessed level rose above the level it set, with when and why (voidedAt, voidReason); the assessed level is in force. Null: none",
      resolve: (v) => v.voidedOverride,
    }),
    overridePending: t.field({
      type: PendingOverrideRef,
      nullable: true,
      description: "Four eyes: a change by hand awaiting a second approver",
      resolve: (v) => v.pending,
    }),
  }),
});

type AssessedRow = {
  id: string;
  riskScore: number | null;
  riskLevel: RiskLevel | null;
  riskAssessment: unknown;
  riskOverride: unknown;
  riskOverridePending: unknown;
};
const viewOf = (app: AssessedRow): AssessmentView => ({
  applicationId: app.id,
  riskScore: app.riskScore,
  riskLevel: app.riskLevel,
  assessment: storedAssessmentOf(app),
  override: overrideInForce(app.riskOverride) as OverrideShape | null,
  voidedOverride: overrideInForce(app.riskOverride) ? null : (overrideOf(app.riskOverride) as OverrideShape | null),
  pending: pendingOf(app.riskOverridePending),
});

async function assessmentOf(ctx: GraphQLContext, applicationId: string): Promise<AssessmentView> {
  return viewOf((await getApplication(ctx.db, ctx.actor, applicationId)) as AssessedRow);
}

builder.objectField(Application, "riskAssessment", (t) =>
  t.field({
    type: RiskAssessmentRef,
    description: "Its risk assessment: score, level, model version and every factor's contribution with its reason (docs/risk-model.md)",
    // The list statement reads its own columns: an application from it is read again.
    resolve: (app, _a, ctx) => {
      const row = app as unknown as AssessedRow;
      return row.riskAssessment !== undefined && row.riskOverridePending !== undefined ? viewOf(row) : assessmentOf(ctx, row.id);
    },
  }),
);

const CountryListsRef = builder.objectRef<typeof COUNTRY_LISTS>("RiskCountryLists").implement({
  description: "The country lists the model reads, as shipped (src/domain/risk/fatf-jurisdictions.json)",
  fields: (t) => ({
    source: t.exposeString("source", { description: "Who publishes them" }),
    sourceUrl: t.exposeString("sourceUrl", { description: "Where they are published" }),
    asOf: t.exposeString("asOf", { description: "The publication they reflect (date)" }),
    callForAction: t.stringList({
      description: "High-risk jurisdictions subject to a call for action (ISO 3166-1 alpha-2)",
      resolve: (l) => [...l.callForAction],
    }),
    increasedMonitoring: t.stringList({
      description: "Jurisdictions under increased monitoring (ISO 3166-1 alpha-2)",
      resolve: (l) => [...l.increasedMonitoring],
    }),
  }),
});

type ModelView = RiskModelVersion & { reassessmentWorkflowId?: string | null };

const RiskModelRef = builder.objectRef<ModelView>("RiskModel").implement({
  description: "A version of the account's risk model: weights and thresholds (docs/risk-model.md); every version is kept, the highest is in force",
  fields: (t) => ({
    version: t.exposeInt("version", { description: "The version (0: the default the service ships)" }),
    definition: t.field({
      type: "JSON",
      description: "Its weights and thresholds (RiskModelDefinition of the OpenAPI document)",
      resolve: (m) => m.definition,
    }),
    reason: t.exposeString("reason", { description: "Why it was saved", nullable: true }),
    createdById: t.exposeString("createdById", { description: "Who saved it (null: shipped)", nullable: true }),
    createdAt: t.field({ type: "DateTime", nullable: true, description: "When it was saved (null: shipped)", resolve: (m) => m.createdAt }),
    countryLists: t.field({ type: CountryListsRef, description: "The country lists it reads", resolve: () => COUNTRY_LISTS }),
    reassessmentWorkflowId: t.string({
      nullable: true,
      description: "The Temporal workflow re-assessing every application of the account under this version (set on the answer to a change)",
      resolve: (m) => m.reassessmentWorkflowId ?? null,
    }),
  }),
});

const ModelInput = builder.inputType("UpdateRiskModelInput", {
  description: "A new version of the account's risk model, whole",
  fields: (t) => ({
    definition: t.field({ type: "JSON", required: true, description: UpdateRiskModelInput.shape.definition.description ?? "The weights and thresholds" }),
    reason: t.string({ required: true, description: "Why the model changes (kept with the version)" }),
  }),
});
const OverrideInput = inputOf("RiskOverrideInput", RiskOverrideInput, "A risk level set by hand over the assessed one, and why");
const WithdrawInput = inputOf("WithdrawRiskOverrideInput", WithdrawRiskOverrideInput, "Why the override is withdrawn");

builder.queryFields((t) => ({
  riskModel: t.field({ description: "The account's risk model in force", type: RiskModelRef, resolve: (_r, _a, ctx) => getRiskModel(ctx.db, ctx.actor) }),
  riskModelVersions: t.field({
    description: "Every version of the account's risk model, newest first (the shipped default, version 0, last)",
    type: [RiskModelRef],
    resolve: (_r, _a, ctx) => riskModelVersions(ctx.db, ctx.actor),
  }),
  riskAssessment: t.field({
    description: "An application's risk assessment",
    type: RiskAssessmentRef,
    args: { applicationId: t.arg.id({ required: true, description: "The application" }) },
    resolve: (_r, args, ctx) => assessmentOf(ctx, String(args.applicationId)),
  }),
}));

builder.mutationFields((t) => ({
  updateRiskModel: t.field({
    permission: "admin",
    description: "Saves a new version of the account's risk model (every version is kept) and starts re-assessing every application of the account",
    type: RiskModelRef,
    args: { input: t.arg({ type: ModelInput, required: true, description: "The model, whole, and why" }) },
    resolve: (_r, args, ctx) => updateRiskModel(ctx.db, ctx.riskReassessRunner, ctx.actor, defined(args.input)),
  }),
  overrideRiskLevel: t.field({
    permission: "approve",
    description:
      "Sets an application's risk level by hand over the assessed one (approve permission, a reason; audited before and after). Where four eyes covers the higher of the two levels it waits for a second approver, who sends the same level",
    type: RiskAssessmentRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      input: t.arg({ type: OverrideInput, required: true, description: "The level and why" }),
    },
    resolve: async (_r, args, ctx) => {
      await overrideRiskLevel(ctx.db, ctx.actor, String(args.applicationId), defined(args.input));
      return assessmentOf(ctx, String(args.applicationId));
    },
  }),
  withdrawRiskOverride: t.field({
    permission: "approve",
    description: "Withdraws an application's override: the assessed level is in force again (approve permission, a reason; four eyes as for an override)",
    type: RiskAssessmentRef,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application" }),
      input: t.arg({ type: WithdrawInput, required: true, description: "Why" }),
    },
    resolve: async (_r, args, ctx) => {
      await withdrawRiskOverride(ctx.db, ctx.actor, String(args.applicationId), defined(args.input));
      return assessmentOf(ctx, String(args.applicationId));
    },
  }),
}));
