// Approval gates (docs/roles-and-four-eyes.md): an account may require that, before an application is
// approved, no document its onboarding workflow requires is missing and no hit of chosen types is
// still open. Off by default, so the spec's transitions hold unchanged. An approver may approve past a
// gate that holds only explicitly, with a reason, and the override is audited with what it overrode.
// One gate is on by default and takes no reason: an application screened against no list, or against
// a list past its source's schedule, is not approved (screening that searched nothing cleared nobody);
// an admin may allow other screening states for the account, recorded with who and when.
// This file keeps the account's setting; whether the gates hold for an application reads documents and
// screening, areas above accounts, so the decision layer checks them (src/domain/decisions/gates.ts).
import type { PrismaClient, ScreeningType } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { parseInput } from "../../kernel/validation";
import { ApprovalGatesInput } from "./inputs";
import type { ScreeningStateName } from "../screening/state";

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
