// Periodic review (docs/case-work.md): an approved application is due for review by its risk level
// (per account: HIGH every 12 months, MEDIUM 24, LOW 36 by default; PROHIBITED and unrated take HIGH's,
// the shortest, since an unassessed risk is no reason to look less often). A daily Temporal schedule
// opens a PERIODIC_REVIEW task ahead of the due date; resolving that task completes the review:
// every person of the application is screened again and the next review is scheduled from now.
import type { Prisma, PrismaClient, RiskLevel } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { z } from "zod";
import { PeriodicReviewPolicyInput } from "./inputs";
import type { Actor } from "../auth/context";
import type { ApplicationChange } from "../applicationChange";
import { parseInput } from "../../kernel/validation";

export type PeriodicReviewPolicy = z.output<typeof PeriodicReviewPolicyInput>;

const POLICY_COLUMNS = { reviewMonthsHigh: true, reviewMonthsMedium: true, reviewMonthsLow: true, reviewLeadDays: true } as const;
type PolicyRow = Prisma.AccountGetPayload<{ select: typeof POLICY_COLUMNS }>;
const policyOf = (row: PolicyRow): PeriodicReviewPolicy => ({
  highMonths: row.reviewMonthsHigh,
  mediumMonths: row.reviewMonthsMedium,
  lowMonths: row.reviewMonthsLow,
  leadDays: row.reviewLeadDays,
});

export async function getPeriodicReviewPolicy(db: PrismaClient | Tx, actor: Actor): Promise<PeriodicReviewPolicy> {
  return policyOf(await db.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: POLICY_COLUMNS }));
}

/** Replaces the account's policy, whole; approved applications' due dates follow from their last review (or approval). */
export async function updatePeriodicReviewPolicy(tx: PrismaClient | Tx, actor: Actor, raw: unknown): Promise<PeriodicReviewPolicy> {
  const input = parseInput(PeriodicReviewPolicyInput, raw);
  // In the caller's transaction (the settings change's, src/domain/decisions/settings.ts): the policy,
  // the approved cases' new due dates and the change's record commit together.
  await tx.account.update({
    where: { id: actor.accountId },
    data: { reviewMonthsHigh: input.highMonths, reviewMonthsMedium: input.mediumMonths, reviewMonthsLow: input.lowMonths, reviewLeadDays: input.leadDays },
  });
  await tx.$executeRaw`UPDATE "Application" SET "nextReviewAt" = COALESCE("lastReviewedAt", "decidedAt") + make_interval(months => CASE "riskLevel"
      WHEN 'LOW' THEN ${input.lowMonths}::int WHEN 'MEDIUM' THEN ${input.mediumMonths}::int ELSE ${input.highMonths}::int END)
    WHERE "accountId" = ${actor.accountId} AND status = 'APPROVED' AND "erasedAt" IS NULL`;
  return getPeriodicReviewPolicy(tx, actor);
}

function reviewMonths(policy: PeriodicReviewPolicy, level: RiskLevel | null): number {
  if (level === "LOW") return policy.lowMonths;
  if (level === "MEDIUM") return policy.mediumMonths;
  return policy.highMonths;
}

/** `from` plus the months its level's interval gives (calendar months, as a reviewer counts them). */
export function nextReviewDate(policy: PeriodicReviewPolicy, level: RiskLevel | null, from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + reviewMonths(policy, level));
  return next;
}

/** The due date of an approved application after `from` (its approval or a completed review), in the caller's change. */
export async function scheduleNextReview(tx: Tx, actor: Actor, applicationId: string, from: Date): Promise<Date> {
  const [policy, application] = await Promise.all([
    getPeriodicReviewPolicy(tx, actor),
    tx.application.findUniqueOrThrow({ where: { id: applicationId }, select: { riskLevel: true } }),
  ]);
  const next = nextReviewDate(policy, application.riskLevel, from);
  await tx.application.update({ where: { id: applicationId }, data: { nextReviewAt: next } });
  return next;
}

/**
 * A resolved PERIODIC_REVIEW task completes its application's review, in the task's change: every
 * person is screened again (a screening request each, run by the engine), the review is audited (an
 * input of the risk assessment, so the change re-assesses the application before it commits) and the
 * next one scheduled from now by the application's current level.
 */
export async function completeReview(change: ApplicationChange, applicationId: string, taskId: string): Promise<void> {
  const { tx, actor, audit } = change;
  const application = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { accountId: true, status: true, nextReviewAt: true, individuals: { select: { id: true } }, businesses: { select: { id: true } } },
  });
  if (application.status !== "APPROVED") return;
  const now = new Date();
  const requests = [
    ...application.individuals.map((p) => ({ personKind: "individual", personId: p.id })),
    ...application.businesses.map((p) => ({ personKind: "business", personId: p.id })),
  ].map((r) => ({ ...r, accountId: application.accountId, applicationId }));
  if (requests.length) await tx.screeningRequest.createMany({ data: requests });
  await tx.application.update({ where: { id: applicationId }, data: { lastReviewedAt: now } });
  const next = await scheduleNextReview(tx, actor, applicationId, now);
  await audit({
    applicationId,
    type: "application.periodic_review_completed",
    entityType: "APPLICATION",
    entityId: applicationId,
    changes: {
      lastReviewedAt: { before: null, after: now.toISOString() },
      nextReviewAt: { before: application.nextReviewAt?.toISOString() ?? null, after: next.toISOString() },
    },
    note: `Completed by resolving task ${taskId}; ${requests.length} person(s) screened again`,
  });
}
