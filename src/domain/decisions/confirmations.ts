// The second pair of eyes on a decision other than an approval (a hit's clearance, an override's
// confirmation) reads the same basis as an approval (basis.ts), so whoever lowered what that decision
// rests on cannot confirm it, whichever door the decision came through.
import type { Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { readBasis } from "./basis";
import { assertDidNotLower } from "./fourEyesScope";

/**
 * 409 FOUR_EYES when the user confirming a hit's clearance lowered what it rests on: the parties
 * screened (a key person changed, removed or excluded from screening, an ownership node or holding
 * changed or removed) or this hit itself (cleared before, or asked to be cleared). Verdicts on other
 * hits and the risk level do not make a hit's evidence.
 */
export async function assertMayConfirmClearance(tx: Tx, actor: Actor, applicationId: string, hitId: string): Promise<void> {
  assertDidNotLower(actor, await readBasis(tx, applicationId, { decision: "hit", hitId }), "hit");
}

/**
 * 409 FOUR_EYES when the user confirming an override that lowers the level lowered any of what the
 * level rests on (the whole basis, as an approval reads it): an override confirmed by who lowered the
 * evidence first would be one pair of eyes lowering it twice.
 */
export async function assertMayConfirmOverride(tx: Tx, actor: Actor, applicationId: string): Promise<void> {
  assertDidNotLower(actor, await readBasis(tx, applicationId), "risk override");
}
