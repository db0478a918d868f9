// The account's decision settings, read by every role and set by an admin: the four-eyes policy and approval gates
// (docs/roles-and-four-eyes.md), the periodic review policy (docs/case-work.md).
import { builder } from "./builder";
import { inputOf } from "./zodInputs";
import { defined } from "./inputHelpers";
import { RiskLevelEnum } from "./applications";
import { ScreeningTypeEnum } from "./screening";
import { ScreeningStateEnum } from "./screeningState";
import { ApprovalGatesInput, FourEyesPolicyInput } from "../domain/accounts/inputs";
import { getApprovalGates, updateApprovalGates, type ApprovalGates } from "../domain/accounts/approvalGates";
import { getPeriodicReviewPolicy, updatePeriodicReviewPolicy, type PeriodicReviewPolicy } from "../domain/applications/periodicReview";
import { PeriodicReviewPolicyInput } from "../domain/applications/inputs";
import { getFourEyesPolicy, updateFourEyesPolicy, type FourEyesPolicy } from "../domain/accounts/fourEyes";
import { listSettingsHistory, withSettingRecorded, type RecordedSettingsChange } from "../domain/decisions/settings";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { listAccountAudit, verifyAccountAudit, type AccountAuditEntry } from "../domain/audit/accountTrail";

const FourEyesPolicyRef = builder.objectRef<FourEyesPolicy>("FourEyesPolicy").implement({
  description: "Which decisions need a second approver in this account; both lists empty (the default): none",
  fields: (t) => ({
    riskLevels: t.field({ type: [RiskLevelEnum], description: "Risk levels whose approval needs a second approver", resolve: (p) => p.riskLevels }),
    hitTypes: t.field({
      type: [ScreeningTypeEnum],
      description: "Hit types whose clearing (DISMISSED or FALSE_POSITIVE) needs a second approver",
      resolve: (p) => p.hitTypes,
    }),
  }),
});

const PolicyInput = inputOf("FourEyesPolicyInput", FourEyesPolicyInput, "The account's four-eyes policy, whole");

builder.queryFields((t) => ({
  fourEyesPolicy: t.field({
    description: "The account's four-eyes policy",
    type: FourEyesPolicyRef,
    resolve: (_r, _a, ctx) => getFourEyesPolicy(ctx.db, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  updateFourEyesPolicy: t.field({
    permission: "admin",
    description: "Replaces the account's four-eyes policy (empty lists turn it off)",
    type: FourEyesPolicyRef,
    args: { input: t.arg({ type: PolicyInput, required: true, description: "The policy, whole" }) },
    resolve: (_r, args, ctx) =>
      withSettingRecorded(
        ctx.db,
        ctx.actor,
        "fourEyes",
        (db) => getFourEyesPolicy(db, ctx.actor),
        (db) => updateFourEyesPolicy(db, ctx.actor, defined(args.input)),
      ),
  }),
}));

const ApprovalGatesRef = builder.objectRef<ApprovalGates>("ApprovalGates").implement({
  description: "What must hold before an application of this account is approved; an approver may override a gate that holds, with a reason (audited)",
  fields: (t) => ({
    requiredDocuments: t.exposeBoolean("requiredDocuments", {
      description: "No approval while a document type the application's onboarding workflow requires has no document",
    }),
    reviewedHitTypes: t.field({
      type: [ScreeningTypeEnum],
      description: "No approval while a hit of these types is open (NOT_REVIEWED or IN_REVIEW)",
      resolve: (p) => p.reviewedHitTypes,
    }),
    screeningStates: t.field({
      type: [ScreeningStateEnum],
      description:
        "The screening states an application may be approved in (CURRENT by default; no reason lets an approver past this gate): an application screened against no list (NO_LISTS) or a list past its schedule (STALE) is refused with 409 SCREENING_NOT_CURRENT",
      resolve: (p) => p.screeningStates,
    }),
    screeningStatesSetById: t.exposeString("screeningStatesSetById", {
      nullable: true,
      description: "The admin who last changed screeningStates (null: never changed)",
    }),
    screeningStatesSetAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When screeningStates last changed (null: never)",
      resolve: (p) => p.screeningStatesSetAt,
    }),
  }),
});

const GatesInput = inputOf("ApprovalGatesInput", ApprovalGatesInput, "The account's approval gates, whole");

builder.queryFields((t) => ({
  approvalGates: t.field({
    description: "The account's approval gates",
    type: ApprovalGatesRef,
    resolve: (_r, _a, ctx) => getApprovalGates(ctx.db, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  updateApprovalGates: t.field({
    permission: "admin",
    description: "Replaces the account's approval gates (false and an empty list turn them off)",
    type: ApprovalGatesRef,
    args: { input: t.arg({ type: GatesInput, required: true, description: "The gates, whole" }) },
    resolve: (_r, args, ctx) =>
      withSettingRecorded(
        ctx.db,
        ctx.actor,
        "approvalGates",
        (db) => getApprovalGates(db, ctx.actor),
        (db) => updateApprovalGates(db, ctx.actor, defined(args.input)),
      ),
  }),
}));

const PeriodicReviewPolicyRef = builder.objectRef<PeriodicReviewPolicy>("PeriodicReviewPolicy").implement({
  description: "How often an approved application of this account is reviewed, by its risk level, and how early its review task opens",
  fields: (t) => ({
    highMonths: t.exposeInt("highMonths", { description: "Months between reviews of a HIGH-risk (and PROHIBITED or unrated) application" }),
    mediumMonths: t.exposeInt("mediumMonths", { description: "Months between reviews of a MEDIUM-risk application" }),
    lowMonths: t.exposeInt("lowMonths", { description: "Months between reviews of a LOW-risk application" }),
    leadDays: t.exposeInt("leadDays", { description: "Days before the due date the review task opens" }),
  }),
});

const ReviewPolicyInput = inputOf("PeriodicReviewPolicyInput", PeriodicReviewPolicyInput, "The account's periodic review policy, whole");

builder.queryFields((t) => ({
  periodicReviewPolicy: t.field({
    description: "The account's periodic review policy",
    type: PeriodicReviewPolicyRef,
    resolve: (_r, _a, ctx) => getPeriodicReviewPolicy(ctx.db, ctx.actor),
  }),
}));

builder.mutationFields((t) => ({
  updatePeriodicReviewPolicy: t.field({
    permission: "admin",
    description: "Replaces the account's periodic review policy; approved applications' due dates follow at once",
    type: PeriodicReviewPolicyRef,
    args: { input: t.arg({ type: ReviewPolicyInput, required: true, description: "The policy, whole" }) },
    resolve: (_r, args, ctx) =>
      withSettingRecorded(
        ctx.db,
        ctx.actor,
        "periodicReview",
        (db) => getPeriodicReviewPolicy(db, ctx.actor),
        (db) => updatePeriodicReviewPolicy(db, ctx.actor, defined(args.input)),
      ),
  }),
}));

const SettingsChangeRef = builder.objectRef<RecordedSettingsChange>("SettingsChange").implement({
  description: "One change of the account's decision settings: who made it, when, the setting whole before and after (docs/roles-and-four-eyes.md)",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The change's id" }),
    setting: t.exposeString("setting", {
      description:
        "The setting changed (onboardingWorkflow: one onboarding workflow created or edited, its id in before and after): fourEyes, approvalGates, periodicReview, retention, uboThresholds or fatcaReporting",
    }),
    before: t.field({ type: "JSON", description: "The setting before the change, whole (as its GET answered then)", resolve: (c) => c.before }),
    after: t.field({ type: "JSON", description: "The setting after the change, whole", resolve: (c) => c.after }),
    changedById: t.exposeString("changedById", { description: "The user who changed it" }),
    changedByName: t.exposeString("changedByName", { description: "Who changed it, as recorded then" }),
    createdAt: t.field({ type: "DateTime", description: "When it changed", resolve: (c) => c.createdAt }),
    auditSeq: t.exposeInt("auditSeq", {
      nullable: true,
      description:
        "The position of the change's entry (settings.changed) in the account's audit trail, one hash chain per account (null: recorded before that trail existed)",
    }),
    auditHash: t.exposeString("auditHash", { nullable: true, description: "That entry's hash, chained to the one before it (null: as auditSeq)" }),
  }),
});

const SettingsChangePage = pageType("SettingsChangePage", SettingsChangeRef);

builder.queryFields((t) => ({
  settingsHistory: t.field({
    description: "Every change of the account's decision settings, newest first by default, a page at a time; `setting` narrows it to one",
    type: SettingsChangePage,
    args: {
      setting: t.arg.string({
        description: "Only changes of this setting (onboardingWorkflow, fourEyes, approvalGates, periodicReview, retention, uboThresholds, fatcaReporting)",
      }),
      ...pageArgs(t.arg),
    },
    resolve: (_r, args, ctx) => listSettingsHistory(ctx.db, ctx.actor, { ...toPageArgs(args), setting: args.setting }),
  }),
}));

const AccountAuditEntryRef = builder.objectRef<AccountAuditEntry>("AccountAuditEntry").implement({
  description:
    "One entry of the account's audit trail (what is decided about the account: a settings change), one hash chain per account (docs/roles-and-four-eyes.md)",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The entry's id" }),
    seq: t.exposeInt("seq", { description: "Its position in the account's chain, from 1" }),
    hash: t.exposeString("hash", { description: "SHA-256 (hex) of prevHash and the entry's canonical JSON" }),
    prevHash: t.exposeString("prevHash", { description: "The hash of the entry before it (64 zeros for seq 1)" }),
    eventType: t.exposeString("eventType", { description: "What happened: settings.changed" }),
    entityType: t.exposeString("entityType", { nullable: true, description: "What the entry is about: SETTINGS_CHANGE" }),
    entityId: t.exposeString("entityId", { nullable: true, description: "Its id: the SettingsChange's id, as GET /settings/history lists it" }),
    field: t.exposeString("field", {
      nullable: true,
      description: "The setting changed (fourEyes, approvalGates, periodicReview, retention, uboThresholds, onboardingWorkflow, fatcaReporting)",
    }),
    before: t.field({ type: "JSON", nullable: true, description: "The setting before the change, whole", resolve: (e) => e.before }),
    after: t.field({ type: "JSON", nullable: true, description: "The setting after the change, whole", resolve: (e) => e.after }),
    event: t.field({
      type: "JSON",
      description:
        "The entry's event whole, as hashed: with id, accountId, seq, eventType, performedById, performedByName, note and createdAt it is what hash covers (docs/roles-and-four-eyes.md)",
      resolve: (e) => e.event,
    }),
    performedById: t.exposeString("performedById", { nullable: true, description: "The user who made the change" }),
    performedByName: t.exposeString("performedByName", { description: "Who made it, as recorded then" }),
    note: t.exposeString("note", { nullable: true, description: "A sentence saying what changed" }),
    createdAt: t.field({ type: "DateTime", description: "When", resolve: (e) => e.createdAt }),
  }),
});

const AccountAuditPage = pageType("AccountAuditPage", AccountAuditEntryRef);

const AccountAuditVerificationRef = builder
  .objectRef<{ verified: boolean; entries: number; firstBrokenSeq: number | null }>("AccountAuditVerification")
  .implement({
    description: "Whether the account's audit trail verifies from its first entry: every seq in place, every hash recomputed and chained",
    fields: (t) => ({
      verified: t.exposeBoolean("verified", { description: "True when every entry verifies" }),
      entries: t.exposeInt("entries", { description: "How many entries the trail holds" }),
      firstBrokenSeq: t.exposeInt("firstBrokenSeq", {
        nullable: true,
        description: "The seq of the first entry that no longer verifies (altered, removed or reordered); null when verified",
      }),
    }),
  });

builder.queryFields((t) => ({
  accountAudit: t.field({
    description: "The account's audit trail (every settings change, hash-chained), by seq, newest first by default, a page at a time",
    type: AccountAuditPage,
    args: { ...pageArgs(t.arg) },
    resolve: (_r, args, ctx) => listAccountAudit(ctx.db, ctx.actor, toPageArgs(args)),
  }),
  accountAuditVerification: t.field({
    description: "Verifies the account's audit trail whole: recomputes every entry's hash and its link to the one before",
    type: AccountAuditVerificationRef,
    resolve: (_r, _a, ctx) => verifyAccountAudit(ctx.db, ctx.actor),
  }),
}));
