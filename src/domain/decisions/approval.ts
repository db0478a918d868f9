// The one place an application's approval is decided (docs/roles-and-four-eyes.md). Every path that
// approves calls decideApproval; the policies that may refuse or hold an approval (approval gates,
// four eyes) register here and each reads the same basis, read under the application's lock at the
// moment of the decision, so none can be skipped by a path that forgot to call it.
import type { Tx } from "../../db/transaction";
import type { ApplicationChange } from "../applicationChange";
import { approvalGatesHolding, assertGatesPassed } from "./gates";
import { assertSecondApprover } from "../accounts/fourEyes";
import { readBasis, type DecisionBasis } from "./basis";
import { fourEyesScope, assertDidNotLower } from "./fourEyesScope";

/** The application as the approval finds it, under its lock. */
interface ApprovalSubject {
  id: string;
  createdAt: Date;
  approvalPendingById: string | null;
  approvalPendingAt: Date | null;
  approvalRequestedAt: Date | null;
  approvalExcludedUserIds: string[];
  assignees: { userId: string }[];
}

interface ApprovalRequest {
  change: ApplicationChange;
  application: ApprovalSubject;
  basis: DecisionBasis;
  gateOverrideReason?: string;
  now: Date;
}

/** A policy's word on an approval: let it through (with a note for the status change's audit entry), or hold it pending. */
type ApprovalVerdict = { hold: false; note?: string } | { hold: true };

interface ApprovalPolicy {
  name: string;
  /** Refuses by throwing a DomainError; holds by answering `{hold: true}` after recording why. */
  decide(request: ApprovalRequest): Promise<ApprovalVerdict>;
}

const policies: ApprovalPolicy[] = [];

/**
 * Registers a policy every approval passes, in registration order: a new rule an approval must obey
 * registers here instead of being called from each path that approves.
 * @public
 */
export function registerApprovalPolicy(policy: ApprovalPolicy): void {
  if (policies.some((p) => p.name === policy.name)) throw new Error(`approval policy ${policy.name} registered twice`);
  policies.push(policy);
}

type ApprovalOutcome = { approved: false } | { approved: true; notes: string[] };

/** Decides an approval of an application SUBMITTED and locked by the caller's change: approved, or held pending. */
export async function decideApproval(
  change: ApplicationChange,
  application: ApprovalSubject,
  options: { gateOverrideReason?: string; now: Date },
): Promise<ApprovalOutcome> {
  const basis = await readBasis(change.tx, application.id);
  const notes: string[] = [];
  for (const policy of policies) {
    const verdict = await policy.decide({ change, application, basis, ...options });
    if (verdict.hold) return { approved: false };
    if (verdict.note) notes.push(verdict.note);
  }
  return { approved: true, notes };
}

/** Approval gates: refused (409 APPROVAL_GATE) while one holds, unless overridden with a reason, which is audited. */
registerApprovalPolicy({
  name: "approval gates",
  async decide({ change, application, gateOverrideReason }) {
    const holding = await approvalGatesHolding(change.tx, change.actor, application.id);
    assertGatesPassed(holding, gateOverrideReason);
    if (holding.length) {
      await change.audit({
        applicationId: application.id,
        type: "application.approval_gate_overridden",
        entityType: "APPLICATION",
        entityId: application.id,
        changes: { gatesHolding: { before: holding, after: null } },
        note: gateOverrideReason,
      });
    }
    return { hold: false };
  },
});

/**
 * Four eyes: where the basis is in the account's scope, two distinct approvers, neither of whom lowered
 * the basis, the second none of the excluded (assignees, whoever changed the risk or assignees).
 */
registerApprovalPolicy({
  name: "four eyes",
  async decide({ change, application, basis, now }) {
    const { tx, actor, audit } = change;
    const scope = await fourEyesScope(tx, actor, basis, application.createdAt);
    if (!scope) return { hold: false };
    assertDidNotLower(actor, basis, "application");
    let firstId = application.approvalPendingById;
    if (firstId && basis.loweredBy.has(firstId)) {
      // The first approver lowered the basis after approving: their approval no longer counts.
      await clearPending(tx, application.id);
      await audit({
        applicationId: application.id,
        type: "application.approval_cancelled",
        entityType: "APPLICATION",
        entityId: application.id,
        changes: { approvalPendingBy: { before: firstId, after: null } },
        note: `Four eyes: the pending approval was cancelled because its approver ${basis.loweredBy.get(firstId)!.join(" and ")}`,
      });
      firstId = null;
    }
    const assignees = application.assignees.map((a) => a.userId);
    if (!firstId) {
      // The first approval: recorded, audited, and the application stays SUBMITTED until a second.
      // Today's assignees may not confirm it, even once they are unassigned.
      await tx.application.update({
        where: { id: application.id },
        data: {
          approvalPendingById: actor.userId,
          approvalPendingAt: now,
          approvalRequestedAt: application.approvalRequestedAt ?? now,
          approvalExcludedUserIds: [...new Set([...application.approvalExcludedUserIds, ...assignees])],
        },
      });
      await audit({
        applicationId: application.id,
        type: "application.approval_pending",
        entityType: "APPLICATION",
        entityId: application.id,
        changes: { approvalPendingBy: { before: null, after: actor.userId } },
        note: `Four eyes: approval awaits a second approver (${scope})`,
      });
      return { hold: true };
    }
    assertSecondApprover(actor, firstId, [...assignees, ...application.approvalExcludedUserIds], "application");
    return { hold: false, note: `Four eyes: second approval, confirming the first by user ${firstId} (${scope})` };
  },
});

async function clearPending(tx: Tx, id: string): Promise<void> {
  await tx.application.update({ where: { id }, data: { approvalPendingById: null, approvalPendingAt: null } });
}
