// Four eyes (docs/roles-and-four-eyes.md): an account chooses the risk levels whose approval, and the
// hit types whose clearing, need a second approver. The first decision is recorded as pending; a
// second user with `approve`, who neither made it nor reviewed or is assigned to the case, completes
// it. Off (both lists empty) by default, so the spec's transitions hold unchanged.
import type { PrismaClient, RiskLevel, ScreeningType } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { AuditInput } from "../audit/trail";
import type { Actor } from "../auth/context";
import { assertPermission } from "../auth/permissions";
import { parseInput } from "../../kernel/validation";
import { FourEyesPolicyInput } from "./inputs";

export interface FourEyesPolicy {
  riskLevels: RiskLevel[];
  hitTypes: ScreeningType[];
}

export async function getFourEyesPolicy(db: PrismaClient | Tx, actor: Actor): Promise<FourEyesPolicy> {
  const account = await db.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { fourEyesRiskLevels: true, fourEyesHitTypes: true } });
  return { riskLevels: account.fourEyesRiskLevels, hitTypes: account.fourEyesHitTypes };
}

/** Replaces the account's policy, whole (both lists; empty lists turn it off). */
export async function updateFourEyesPolicy(db: PrismaClient, actor: Actor, raw: unknown): Promise<FourEyesPolicy> {
  const input = parseInput(FourEyesPolicyInput, raw);
  await db.account.update({ where: { id: actor.accountId }, data: { fourEyesRiskLevels: input.riskLevels, fourEyesHitTypes: input.hitTypes } });
  return getFourEyesPolicy(db, actor);
}

/**
 * Refuses a second decision that is not a second pair of eyes: the caller must hold `approve` (403
 * otherwise) and be none of `excluded` (the first decider, the case's reviewer or assignees: 409).
 */
export function assertSecondApprover(actor: Actor, firstDeciderId: string, others: readonly (string | null | undefined)[], what: string): void {
  assertPermission(actor, "approve");
  if (actor.userId === firstDeciderId) {
    throw new DomainError(
      "FOUR_EYES",
      `Four eyes: you made the first decision on this ${what}; a second approver (another user with the approver role) must confirm it`,
    );
  }
  if (others.includes(actor.userId)) {
    throw new DomainError(
      "FOUR_EYES",
      `Four eyes: you reviewed, are or were assigned to, or changed the risk or assignees of this ${what}; a second approver who did none of these must confirm it`,
    );
  }
}

/** The change an audit entry records, when it is one that changes what the person approving looked at (null: it is not). */
function materialChange(entry: Pick<AuditInput, "type" | "changes">): { why: string; riskOrAssignees: boolean } | null {
  const [kind, action] = entry.type.split(".");
  const person = kind === "individual" || kind === "business";
  if (entry.type === "application.updated") {
    const changed = entry.changes ?? {};
    if ("riskScore" in changed || "riskLevel" in changed) return { why: "its risk changed", riskOrAssignees: true };
    if ("assignees" in changed) return { why: "its assignees changed", riskOrAssignees: true };
    return null;
  }
  // The service's re-assessment: the risk moved, but not by the hand of whoever's change moved it.
  if (entry.type === "application.risk_assessed") return { why: "its risk was re-assessed", riskOrAssignees: false };
  if (entry.type === "application.risk_overridden" || entry.type === "application.risk_override_withdrawn")
    return { why: "its risk level was overridden", riskOrAssignees: true };
  if (person && action === "added") return { why: "a key person was added", riskOrAssignees: false };
  if (person && action === "updated") return { why: "a key person was corrected", riskOrAssignees: false };
  if (person && action === "removed") return { why: "a key person was removed", riskOrAssignees: false };
  if (person && action === "screening_info_updated") return { why: "a key person's screening settings changed", riskOrAssignees: false };
  if (kind === "screening") {
    if (action === "hit_created" || action === "hits_recorded") return { why: "a screening hit was raised", riskOrAssignees: false };
    if (action === "hit_verdict" || action === "group_verdict" || action === "group_reopened")
      return { why: "a screening hit was decided", riskOrAssignees: false };
    if (action === "hit_delisted") return { why: "a screening hit's list entry changed", riskOrAssignees: false };
  }
  return null;
}

/**
 * Four eyes that hold, applied to every audited change (src/domain/applicationChange.ts): while an
 * approval is asked for, whoever changes the risk or assignees may not give the second approval; and a
 * material change cancels a pending approval, since the first approver approved something else. (The
 * peak risk level that decides whether a second approver is needed follows the risk upward in the
 * database itself: schema.prisma's peakRiskLevel.) Returns the cancellations to audit.
 */
export async function holdFourEyes(tx: Tx, actor: Actor, entries: readonly AuditInput[]): Promise<AuditInput[]> {
  const reasons = new Map<string, Set<string>>();
  const changedBy = new Set<string>();
  for (const entry of entries) {
    const change = materialChange(entry);
    if (!change) continue;
    if (!reasons.has(entry.applicationId)) reasons.set(entry.applicationId, new Set());
    reasons.get(entry.applicationId)!.add(change.why);
    if (change.riskOrAssignees) changedBy.add(entry.applicationId);
  }
  if (reasons.size === 0) return [];
  // Only applications under approval have anything to hold: a page of a re-assessment reads none of the rest.
  const underApproval = await tx.$queryRaw<{ id: string; approvalPendingById: string | null; approvalExcludedUserIds: string[] }[]>`
    SELECT id, "approvalPendingById", "approvalExcludedUserIds" FROM "Application"
    WHERE id = ANY(${[...reasons.keys()]}::text[]) AND status = 'SUBMITTED' AND "approvalRequestedAt" IS NOT NULL`;
  const cancellations: AuditInput[] = [];
  const writes: { id: string; exclude: boolean; cancel: boolean }[] = [];
  for (const application of underApproval) {
    const exclude = changedBy.has(application.id) && !application.approvalExcludedUserIds.includes(actor.userId);
    const cancel = application.approvalPendingById !== null;
    if (cancel) {
      cancellations.push({
        applicationId: application.id,
        type: "application.approval_cancelled",
        entityType: "APPLICATION",
        entityId: application.id,
        changes: { approvalPendingBy: { before: application.approvalPendingById, after: null } },
        note: `Four eyes: the pending approval was cancelled because ${[...reasons.get(application.id)!].join(" and ")}; it must be approved again`,
      });
    }
    if (exclude || cancel) writes.push({ id: application.id, exclude, cancel });
  }
  if (writes.length) {
    await tx.$executeRaw`UPDATE "Application" AS a
      SET "approvalExcludedUserIds" = CASE WHEN d.exclude THEN array_append(a."approvalExcludedUserIds", ${actor.userId}) ELSE a."approvalExcludedUserIds" END,
          "approvalPendingById" = CASE WHEN d.cancel THEN NULL ELSE a."approvalPendingById" END,
          "approvalPendingAt" = CASE WHEN d.cancel THEN NULL ELSE a."approvalPendingAt" END,
          "updatedAt" = ${new Date()}
      FROM unnest(${writes.map((w) => w.id)}::text[], ${writes.map((w) => w.exclude)}::boolean[], ${writes.map((w) => w.cancel)}::boolean[])
        AS d(id, exclude, cancel)
      WHERE a.id = d.id`;
  }
  return cancellations;
}
