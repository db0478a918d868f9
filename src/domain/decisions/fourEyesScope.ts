// Whether a decision's basis falls under the account's four eyes, and who may not take part in it.
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { getFourEyesPolicy } from "../accounts/fourEyes";
import { levelCovered, type DecisionBasis } from "./basis";
import { fourEyesPoliciesSince, type FourEyesPolicyValue } from "./settings";

/**
 * The four-eyes policy a case opened at `openedAt` is held to: every policy in force since it opened,
 * together. Turning four eyes off or narrowing it takes effect only for cases opened after the change
 * (docs/roles-and-four-eyes.md); widening it holds for every case at once.
 */
export async function fourEyesPolicyFor(tx: Tx, actor: Actor, openedAt: Date): Promise<FourEyesPolicyValue> {
  const policies = [await getFourEyesPolicy(tx, actor), ...(await fourEyesPoliciesSince(tx, actor.accountId, openedAt))];
  return {
    riskLevels: [...new Set(policies.flatMap((p) => p.riskLevels))],
    hitTypes: [...new Set(policies.flatMap((p) => p.hitTypes))],
  };
}

/**
 * Why this basis needs two approvers under the account's four eyes, in words (null: it does not). The
 * level read is the highest of the level in force, the assessed level and the peak, so neither an
 * override nor a lowered score takes a case out of scope; a hit of a covered type still open or
 * confirmed brings it in.
 */
export async function fourEyesScope(tx: Tx, actor: Actor, basis: DecisionBasis, openedAt: Date): Promise<string | null> {
  const policy = await fourEyesPolicyFor(tx, actor, openedAt);
  const reasons: string[] = [];
  if (basis.bar && levelCovered(policy.riskLevels, basis.bar)) {
    const seen = [`in force ${basis.levelInForce ?? "unrated"}`, `assessed ${basis.assessedLevel ?? "unrated"}`];
    if (basis.peakLevel && basis.peakLevel !== basis.bar) seen.push(`highest ${basis.peakLevel}`);
    reasons.push(`risk level ${basis.bar}: ${seen.join(", ")}`);
  }
  const hits = basis.liveHitTypes.filter((t) => policy.hitTypes.includes(t));
  if (hits.length) reasons.push(`${hits.join(", ")} hits open or confirmed`);
  return reasons.length ? reasons.join("; ") : null;
}

/** 409 FOUR_EYES for someone who lowered what the decision rests on: they cannot be either pair of eyes on it. */
export function assertDidNotLower(actor: Actor, basis: DecisionBasis, what: string): void {
  const lowered = basis.loweredBy.get(actor.userId);
  if (!lowered) return;
  throw new DomainError(
    "FOUR_EYES",
    `Four eyes: you ${lowered.join(" and ")} on this ${what}, lowering what the decision rests on; two approvers who did not must decide it`,
  );
}
