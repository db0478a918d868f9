// Approval gates (docs/roles-and-four-eyes.md): an account may require that, before an application is
// approved, no document its onboarding workflow requires is missing and no hit of chosen types is
// still open. Off by default, so the spec's transitions hold unchanged. An approver may approve past a
// gate that holds only explicitly, with a reason, and the override is audited with what it overrode.
import type { PrismaClient, ScreeningType } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { missingRequiredDocumentTypes } from "../documents/requirements";
import { HIT_COUNT_BUCKETS } from "../screening/inputs";
import { parseInput } from "../kernel/validation";
import { ApprovalGatesInput } from "./inputs";

export interface ApprovalGates {
  requiredDocuments: boolean;
  reviewedHitTypes: ScreeningType[];
}

export async function getApprovalGates(db: PrismaClient | Tx, actor: Actor): Promise<ApprovalGates> {
  const account = await db.account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: { approvalGateRequiredDocuments: true, approvalGateHitTypes: true },
  });
  return { requiredDocuments: account.approvalGateRequiredDocuments, reviewedHitTypes: account.approvalGateHitTypes };
}

/** Replaces the account's gates, whole. */
export async function updateApprovalGates(db: PrismaClient, actor: Actor, raw: unknown): Promise<ApprovalGates> {
  const input = parseInput(ApprovalGatesInput, raw);
  await db.account.update({
    where: { id: actor.accountId },
    data: { approvalGateRequiredDocuments: input.requiredDocuments, approvalGateHitTypes: input.reviewedHitTypes },
  });
  return getApprovalGates(db, actor);
}

/** The gates that hold for this application, each as a sentence a reviewer can act on (empty: none). */
export async function approvalGatesHolding(tx: Tx, actor: Actor, applicationId: string): Promise<string[]> {
  const gates = await getApprovalGates(tx, actor);
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
