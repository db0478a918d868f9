// The policies an area calls that belong to an area above it, registered once at start-up by the
// decision layer (src/domain/decisions/policies.ts) instead of imported upwards: the unit of work
// re-assesses risk, a hit's clearance and a group's verdict ask four eyes, an approval is decided,
// a finished review task completes the review, a sanctions hit re-reads the ownership block, a change
// of key persons or documents brings the US_INDICIUM tasks in line. The
// areas stay in their order (layers.json areas.order) while the rule stays where it is owned.
//
// Nothing here has a default: a policy not registered throws on its first use, and startService
// checks at start that all are, so four eyes or a re-assessment is never skipped for want of one.
// Type imports only (erased at run time), so this file sits under every area that calls a policy.
import type { isRiskInput, reassessInTx } from "./risk/service";
import type { fourEyesPolicyFor } from "./decisions/fourEyesScope";
import type { assertMayConfirmClearance } from "./decisions/confirmations";
import type { decideApproval } from "./decisions/approval";
import type { completeReview } from "./applications/periodicReview";
import type { reviewOwnershipBlock } from "./ownership/screening";
import type { syncUsIndiciumTasks } from "./tasks/usIndicium";

export interface DomainPolicies {
  /** Whether an audited change moves an input of the risk model (src/domain/risk/service.ts). */
  isRiskInput: typeof isRiskInput;
  /** Re-assesses these applications' risk in the change, for this cause (src/domain/risk/service.ts). */
  reassess: typeof reassessInTx;
  /** The four-eyes policy a case opened at `openedAt` is held to (src/domain/decisions/fourEyesScope.ts). */
  fourEyesPolicyFor: typeof fourEyesPolicyFor;
  /** 409 FOUR_EYES when this user lowered what a hit's clearance rests on (src/domain/decisions/confirmations.ts). */
  assertMayConfirmClearance: typeof assertMayConfirmClearance;
  /** Decides an approval of an application locked by the change (src/domain/decisions/approval.ts). */
  decideApproval: typeof decideApproval;
  /** Completes an application's periodic review when its review task is resolved (src/domain/applications/periodicReview.ts). */
  completeReview: typeof completeReview;
  /** Raises the hit of an applicant blocked by sanctioned ownership, if it is (src/domain/ownership/screening.ts). */
  reviewOwnershipBlock: typeof reviewOwnershipBlock;
  /** Opens and resolves these applications' US_INDICIUM tasks as their indicia now stand (src/domain/tasks/usIndicium.ts). */
  syncUsIndiciumTasks: typeof syncUsIndiciumTasks;
}

let registered: DomainPolicies | undefined;

/** Registers the policies, whole; the decision layer does it once at start-up (src/domain/decisions/policies.ts). */
export function registerDomainPolicies(policies: DomainPolicies): void {
  registered = policies;
}

/** The registered policies; throws when start-up registered none, rather than let a change skip a rule. */
export function domainPolicies(): DomainPolicies {
  if (!registered)
    throw new Error("The domain's policies are not registered: call registerPolicies() (src/domain/decisions/policies.ts) at start-up, before any change");
  return registered;
}
