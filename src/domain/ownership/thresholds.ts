// The account's UBO thresholds (docs/ownership.md): the percent at which an owner is a UBO, and the
// lower one an application of high risk takes.
import type { PrismaClient, RiskLevel } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { parseInput } from "../../kernel/validation";
import { UboThresholdsInput } from "./inputs";

/** The account's UBO threshold for an application of this risk level: the lower one for HIGH (and PROHIBITED) risk. */
export function thresholdFor(account: { uboThresholdPercent: number; uboThresholdHighPercent: number }, riskLevel: RiskLevel | null): number {
  return riskLevel === "HIGH" || riskLevel === "PROHIBITED" ? account.uboThresholdHighPercent : account.uboThresholdPercent;
}

export interface UboThresholds {
  thresholdPercent: number;
  highRiskThresholdPercent: number;
}

/** The account's UBO thresholds (docs/ownership.md). */
export async function getUboThresholds(db: PrismaClient, actor: Actor): Promise<UboThresholds> {
  const account = await db.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { uboThresholdPercent: true, uboThresholdHighPercent: true } });
  return { thresholdPercent: account.uboThresholdPercent, highRiskThresholdPercent: account.uboThresholdHighPercent };
}

/** Replaces the account's UBO thresholds; every structure's UBOs follow on the next read. */
export async function updateUboThresholds(db: PrismaClient, actor: Actor, raw: unknown): Promise<UboThresholds> {
  const input = parseInput(UboThresholdsInput, raw);
  await db.account.update({
    where: { id: actor.accountId },
    data: { uboThresholdPercent: input.thresholdPercent, uboThresholdHighPercent: input.highRiskThresholdPercent },
  });
  return getUboThresholds(db, actor);
}
