// Request and response schemas of the account settings routes (four eyes: docs/roles-and-four-eyes.md).
import { z } from "zod";
import { responseOf } from "./fromGraphQL";
import { PageQuery, pageOf } from "./common";

export { FourEyesPolicyInput as FourEyesPolicyBody, ApprovalGatesInput as ApprovalGatesBody } from "../../domain/accounts/inputs";

export const FourEyesPolicyResponse = responseOf("FourEyesPolicy", { id: "FourEyesPolicy" });
export const ApprovalGatesResponse = responseOf("ApprovalGates", { id: "ApprovalGates" });
export { PeriodicReviewPolicyInput as PeriodicReviewPolicyBody } from "../../domain/applications/inputs";
export const PeriodicReviewPolicyResponse = responseOf("PeriodicReviewPolicy", { id: "PeriodicReviewPolicy" });

// Retention and erasure (docs/retention-and-erasure.md).
export {
  RetentionPolicyInput as RetentionPolicyBody,
  LegalHoldInput as LegalHoldBody,
  MatchLogErasureInput as MatchLogErasureBody,
} from "../../domain/retention/inputs";

// FATCA reporting FI (docs/tax-reporting.md).
export { FatcaReportingInput as FatcaReportingBody } from "../../domain/tax/inputs";
const FatcaAddressResponse = responseOf("FatcaReportingFiAddress", { id: "FatcaReportingFiAddress" });
const FatcaFilerPartyResponse = responseOf("FatcaFilerParty", { id: "FatcaFilerParty", fields: { address: FatcaAddressResponse } });
export const FatcaReportingResponse = responseOf("FatcaReportingSettings", {
  id: "FatcaReportingSettings",
  fields: {
    address: FatcaAddressResponse.nullable(),
    sponsor: FatcaFilerPartyResponse.nullable(),
    intermediary: FatcaFilerPartyResponse.nullable(),
  },
});

export const RetentionPolicyResponse = responseOf("RetentionPolicy", { id: "RetentionPolicy" });
export const LegalHoldResponse = responseOf("LegalHold", { id: "LegalHold" });
export const ErasureResponse = responseOf("ApplicationErasure", { id: "ApplicationErasure" });
export const MatchLogErasureResponse = responseOf("MatchLogErasure", { id: "MatchLogErasure" });

// The account's settings changes (docs/roles-and-four-eyes.md "Settings are decisions").
export const SettingsHistoryQuery = z
  .object({
    setting: z
      .enum(["fourEyes", "approvalGates", "periodicReview", "retention", "uboThresholds", "onboardingWorkflow", "fatcaReporting"])
      .optional()
      .meta({ description: "Only changes of this setting" }),
    ...PageQuery,
  })
  .strict();
/** A setting as its GET answers it: always an object, never null (the setting before a first change is its default). */
const SettingValue = z.record(z.string(), z.unknown());
export const SettingsChangePageResponse = pageOf(
  responseOf("SettingsChange", { id: "SettingsChange", fields: { before: SettingValue, after: SettingValue } }),
).meta({ id: "SettingsChangePage" });

// The account's audit trail and its verification (docs/roles-and-four-eyes.md "Settings are decisions").
export const AccountAuditQuery = z.object({ ...PageQuery }).strict();
export const AccountAuditPageResponse = pageOf(
  responseOf("AccountAuditEntry", {
    id: "AccountAuditEntry",
    // The event is always an object: {type, entityType, entityId, changes}.
    fields: { before: SettingValue.nullable(), after: SettingValue.nullable(), event: z.record(z.string(), z.unknown()) },
  }),
).meta({ id: "AccountAuditPage" });
export const AccountAuditVerificationResponse = responseOf("AccountAuditVerification", { id: "AccountAuditVerification" });
