// Four eyes (docs/roles-and-four-eyes.md): an account chooses the risk levels whose approval, and the
// hit types whose clearing, need a second approver. The first decision is recorded as pending; a
// second user with `approve`, who neither made it nor reviewed or is assigned to the case, completes
// it. Off (both lists empty) by default, so the spec's transitions hold unchanged.
import type { PrismaClient, RiskLevel, ScreeningType } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { assertPermission } from "../auth/permissions";
import { parseInput } from "../validation";
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
    throw new DomainError("FOUR_EYES", `Four eyes: you reviewed or are assigned to this ${what}; a second approver who did neither must confirm it`);
  }
}
