// Request and response schemas of the account settings routes (four eyes: docs/roles-and-four-eyes.md).
import { responseOf } from "./fromGraphQL";

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

export const RetentionPolicyResponse = responseOf("RetentionPolicy", { id: "RetentionPolicy" });
export const LegalHoldResponse = responseOf("LegalHold", { id: "LegalHold" });
export const ErasureResponse = responseOf("ApplicationErasure", { id: "ApplicationErasure" });
export const MatchLogErasureResponse = responseOf("MatchLogErasure", { id: "MatchLogErasure" });
