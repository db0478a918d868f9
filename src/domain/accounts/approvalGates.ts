// Approval gates (docs/roles-and-four-eyes.md): an account may require that, before an application is
// approved, no document its onboarding workflow requires is missing and no hit of chosen types is
// still open. Off by default, so the spec's transitions hold unchanged. An approver may approve past a
// gate that holds only explicitly, with a reason, and the override is audited with what it overrode.
// One gate is on by default and takes no reason: an application screened against no list, or against
// a list past its source's schedule, is not approved (screening that searched nothing cleared nobody);
// an admin may allow other screening states for the account, recorded with who and when.
import type { PrismaClient, ScreeningType } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { missingRequiredDocumentTypes } from "../documents/requirements";
import { HIT_COUNT_BUCKETS } from "../screening/inputs";
import { parseInput } from "../../kernel/validation";
import { ApprovalGatesInput } from "./inputs";
import { screeningStateOf, type ScreeningStateName } from "../screening/state";

export interface ApprovalGates {
  requiredDocuments: boolean;
  reviewedHitTypes: ScreeningType[];
  /** The screening states an application may be approved in (CURRENT unless relaxed). */
  screeningStates: ScreeningStateName[];
  screeningStatesSetById: string | null;
  screeningStatesSetAt: Date | null;
}

export async function getApprovalGates(db: PrismaClient | Tx, actor: Actor): Promise<ApprovalGates> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: {
      approvalGateRequiredDocuments: true,
      approvalGateHitTypes: true,
      approvalScreeningStates: true,
      approvalScreeningStatesSetById: true,
      approvalScreeningStatesSetAt: true,
    },
  });
  return {
    requiredDocuments: account.approvalGateRequiredDocuments,
    reviewedHitTypes: account.approvalGateHitTypes,
    screeningStates: account.approvalScreeningStates as ScreeningStateName[],
    screeningStatesSetById: account.approvalScreeningStatesSetById,
    screeningStatesSetAt: account.approvalScreeningStatesSetAt,
  };
}

/** Replaces the account's gates, whole. */
export async function updateApprovalGates(db: PrismaClient, actor: Actor, raw: unknown): Promise<ApprovalGates> {
  const input = parseInput(ApprovalGatesInput, raw);
  const before = await getApprovalGates(db, actor);
  // Left out: the screening states stay as they are. A change is recorded with who made it and when.
  const states = input.screeningStates ? [...new Set(["CURRENT" as const, ...input.screeningStates])].sort() : null;
  const changed = states !== null && states.join() !== [...before.screeningStates].sort().join();
  await db.account.update({
    where: { id: actor.accountId },
    data: {
      approvalGateRequiredDocuments: input.requiredDocuments,
      approvalGateHitTypes: input.reviewedHitTypes,
      ...(changed ? { approvalScreeningStates: states, approvalScreeningStatesSetById: actor.userId, approvalScreeningStatesSetAt: new Date() } : {}),
    },
  });
  return getApprovalGates(db, actor);
}

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
