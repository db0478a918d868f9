// Overriding an assessed risk level by hand is a decision (docs/risk-model.md): it needs `approve` and a
// reason, is audited before and after, and where the account's four eyes covers the higher of the two
// levels a second approver confirms it, under the same rules as an approval (src/domain/accounts/fourEyes.ts).
// It reads the basis and the four-eyes scope of the decision layer, so it is one of its decisions.
import { Prisma, type PrismaClient, type RiskLevel } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { assertPermission } from "../auth/permissions";
import { withApplicationChange, type ApplicationChange } from "../applicationChange";
import { assertSecondApprover } from "../accounts/fourEyes";
import { fourEyesPolicyFor } from "./fourEyesScope";
import { highestLevel, levelCovered } from "./basis";
import { assertMayConfirmOverride } from "./confirmations";
import { DomainError } from "../../errors";
import { parseInput } from "../../kernel/validation";
import { scheduleNextReview } from "../applications/periodicReview";
import { RiskOverrideInput, WithdrawRiskOverrideInput } from "../risk/inputs";
import { overrideInForce, reassessInTx, storedAssessmentOf } from "../risk/service";

/** A change of level by hand awaiting its second approver; `withdraw`: the assessed level back in force. */
export interface PendingOverride {
  level: RiskLevel;
  reason: string;
  byId: string;
  at: string;
  withdraw: boolean;
}
export const pendingOf = (value: unknown): PendingOverride | null => (value && typeof value === "object" ? (value as PendingOverride) : null);

export async function overrideRiskLevel(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<void> {
  assertPermission(actor, "approve");
  const input = parseInput(RiskOverrideInput, raw);
  await withApplicationChange(db, actor, applicationId, (change) =>
    decide(change, applicationId, { level: input.level, reason: input.reason, withdraw: false }),
  );
}

export async function withdrawRiskOverride(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<void> {
  assertPermission(actor, "approve");
  const input = parseInput(WithdrawRiskOverrideInput, raw);
  await withApplicationChange(db, actor, applicationId, (change) => decide(change, applicationId, { level: null, reason: input.reason, withdraw: true }));
}

async function decide(change: ApplicationChange, id: string, wanted: { level: RiskLevel | null; reason: string; withdraw: boolean }): Promise<void> {
  const { tx, actor } = change;
  // An application never assessed yet (one from before the model) is assessed first: the override is over that.
  await reassessInTx(change, [id], "risk_override");
  const app = await tx.application.findUniqueOrThrow({
    where: { id },
    select: {
      riskLevel: true,
      riskScore: true,
      riskAssessment: true,
      riskOverride: true,
      riskOverridePending: true,
      status: true,
      createdAt: true,
      approvalExcludedUserIds: true,
      assignees: { select: { userId: true } },
    },
  });
  const assessment = storedAssessmentOf(app);
  if (!assessment) throw new DomainError("CONFLICT", "The application has no risk assessment to override (it was erased)");
  // A void override (the assessed level rose above it) is no longer one: a new one replaces it.
  const current = overrideInForce(app.riskOverride);
  if (wanted.withdraw && !current) throw new DomainError("CONFLICT", "The application's risk level is not overridden: there is nothing to withdraw");
  const target: RiskLevel = wanted.level ?? assessment.level;
  const before = app.riskLevel ?? assessment.level;

  const policy = await fourEyesPolicyFor(tx, actor, app.createdAt);
  // The highest of the level in force, the one asked for and the assessed one: an override cannot take itself out of scope.
  const covered = levelCovered(policy.riskLevels, highestLevel(before, target, assessment.level));
  const pending = pendingOf(app.riskOverridePending);
  const confirming = pending && pending.level === target && pending.withdraw === wanted.withdraw;
  if (covered && !confirming) {
    const asked: PendingOverride = { level: target, reason: wanted.reason, byId: actor.userId, at: new Date().toISOString(), withdraw: wanted.withdraw };
    await tx.application.update({ where: { id }, data: { riskOverridePending: { ...asked } } });
    await change.audit({
      applicationId: id,
      type: "application.risk_override_pending",
      entityType: "APPLICATION",
      entityId: id,
      changes: { riskLevel: { before, after: target } },
      note: `Four eyes: ${wanted.withdraw ? "withdrawing the override" : `overriding the risk level to ${target}`} awaits a second approver. Reason: ${wanted.reason}`,
    });
    return;
  }
  if (covered && pending) {
    assertSecondApprover(actor, pending.byId, [...app.assignees.map((a) => a.userId), ...app.approvalExcludedUserIds], "risk override");
    // Confirming a level lowered (below the one in force or the assessed one) is a second pair of eyes on the lowering.
    if (highestLevel(target, before, assessment.level) !== target) await assertMayConfirmOverride(tx, actor, id);
  }
  const decidedBy = covered && pending ? pending.byId : actor.userId;
  const override = wanted.withdraw
    ? null
    : {
        level: target,
        reason: covered && pending ? pending.reason : wanted.reason,
        byId: decidedBy,
        at: new Date().toISOString(),
        approvedById: covered ? actor.userId : null,
        assessedLevel: assessment.level,
      };
  await tx.application.update({
    where: { id },
    data: {
      riskOverride: override ?? Prisma.DbNull,
      riskOverridePending: Prisma.DbNull,
      riskLevel: target,
      riskScore: app.riskScore ?? assessment.score,
    },
  });
  await change.audit({
    applicationId: id,
    type: wanted.withdraw ? "application.risk_override_withdrawn" : "application.risk_overridden",
    entityType: "APPLICATION",
    entityId: id,
    changes: { riskLevel: { before, after: target }, riskOverride: { before: current?.level ?? null, after: override?.level ?? null } },
    note: `${wanted.withdraw ? "Override withdrawn" : `Risk level set by hand to ${target} (assessed ${assessment.level})`}: ${wanted.reason}${
      covered && pending ? `; second approval of user ${pending.byId}'s request` : ""
    }`,
  });
  if (target !== app.riskLevel && app.status === "APPROVED") {
    const row = await tx.application.findUniqueOrThrow({ where: { id }, select: { lastReviewedAt: true, decidedAt: true } });
    await scheduleNextReview(tx, actor, id, row.lastReviewedAt ?? row.decidedAt ?? new Date());
  }
  if (target !== app.riskLevel) {
    await change.emit({
      event: app.riskScore === null ? "risk_score.created" : "risk_score.updated",
      entityType: "APPLICATION",
      entityId: id,
      applicationId: id,
      metadata: {
        riskScore: app.riskScore ?? assessment.score,
        riskLevel: target,
        modelVersion: assessment.modelVersion,
        cause: wanted.withdraw ? "override_withdrawn" : "override",
      },
    });
  }
}
