// Whether an account's approval gates (src/domain/accounts/approvalGates.ts, its setting) hold for an
// application: its required documents, its hits of the reviewed types, its screening state. The check
// reads documents and screening, so it lives in the decision layer, above the areas it reads.
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { getApprovalGates, type ApprovalGates } from "../accounts/approvalGates";
import { missingRequiredDocumentTypes } from "../documents/requirements";
import { HIT_COUNT_BUCKETS } from "../screening/inputs";
import { screeningStateOf } from "../screening/state";

/** The gates that hold for this application, each as a sentence a reviewer can act on (empty: none). */
export async function approvalGatesHolding(tx: Tx, actor: Actor, applicationId: string): Promise<string[]> {
  const gates = await getApprovalGates(tx, actor);
  await assertScreeningStateAllowed(tx, gates, applicationId);
  const holding: string[] = [];
  if (gates.requiredDocuments) {
    const missing = await missingRequiredDocumentTypes(tx, applicationId);
    if (missing.length) holding.push(`required documents missing: ${missing.join(", ")}`);
  }
  if (gates.reviewedHitTypes.length) {
    const open = await tx.screeningHit.groupBy({
      by: ["type"],
      where: { applicationId, type: { in: gates.reviewedHitTypes }, status: { in: [...HIT_COUNT_BUCKETS.open] } },
      _count: { _all: true },
    });
    for (const { type, _count } of open) holding.push(`${_count._all} ${type} hit${_count._all === 1 ? "" : "s"} not reviewed`);
  }
  return holding;
}

/** 409 APPROVAL_GATE naming the gates that hold, unless the approver overrides them with a reason. */
export function assertGatesPassed(holding: readonly string[], overrideReason: string | undefined): void {
  if (holding.length === 0 || overrideReason) return;
  throw new DomainError(
    "APPROVAL_GATE",
    `Approval gates hold: ${holding.join("; ")}. Resolve them, or approve with gateOverrideReason to override them (audited)`,
    holding.map((message) => ({ path: "gateOverrideReason", message })),
  );
}

/**
 * 409 SCREENING_NOT_CURRENT naming the application's screening state, unless the account allows it.
 * No reason lets an approver past it: screening against no list or an outdated one is not a review
 * an approver can vouch for; an admin allows a state for the account (PUT /settings/approval-gates).
 */
async function assertScreeningStateAllowed(tx: Tx, gates: ApprovalGates, applicationId: string): Promise<void> {
  const screening = await screeningStateOf(tx, applicationId);
  if (gates.screeningStates.includes(screening.state)) return;
  throw new DomainError(
    "SCREENING_NOT_CURRENT",
    `Screening state ${screening.state}: ${screening.reason}. The account approves only in ${gates.screeningStates.join(", ")} (PUT /api/v1/settings/approval-gates screeningStates)`,
    [{ path: "screening.state", message: screening.state }],
  );
}
