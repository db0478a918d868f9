// Retention (docs/retention-and-erasure.md): an account keeps a closed application's records for
// `retentionYears` after its decision; a legal hold on an application keeps them until released.
import type { Application, PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { DomainError } from "../../errors";
import type { Actor } from "../auth/context";
import { withApplicationChange } from "../applicationChange";
import { parseInput } from "../../kernel/validation";
import { LegalHoldInput, RetentionPolicyInput } from "./inputs";

export { LegalHoldInput, RetentionPolicyInput };

export interface RetentionPolicy {
  retentionYears: number;
}

export interface LegalHold {
  applicationId: string;
  active: boolean;
  reason: string | null;
  setAt: Date | null;
}

const CLOSED_STATUSES = ["APPROVED", "REJECTED"] as const;

export async function getRetentionPolicy(db: PrismaClient | Tx, actor: Actor): Promise<RetentionPolicy> {
  return db.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { retentionYears: true } });
}

export async function updateRetentionPolicy(db: PrismaClient, actor: Actor, raw: unknown): Promise<RetentionPolicy> {
  const input = parseInput(RetentionPolicyInput, raw);
  return db.account.update({ where: { id: actor.accountId }, data: { retentionYears: input.retentionYears }, select: { retentionYears: true } });
}

/** The day retention ends: `years` calendar years after the decision (UTC); 29 February ends on the 28th, as PostgreSQL adds years. */
export function retentionEndsAt(decidedAt: Date, years: number): Date {
  const end = new Date(decidedAt);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  if (end.getUTCMonth() !== decidedAt.getUTCMonth()) end.setUTCDate(0);
  return end;
}

const legalHoldOf = (a: Pick<Application, "id" | "legalHold" | "legalHoldReason" | "legalHoldSetAt">): LegalHold => ({
  applicationId: a.id,
  active: a.legalHold,
  reason: a.legalHoldReason,
  setAt: a.legalHoldSetAt,
});

/** Sets (or replaces the reason of) an application's legal hold; audited. */
export function setLegalHold(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<LegalHold> {
  const input = parseInput(LegalHoldInput, raw);
  return withApplicationChange(db, actor, applicationId, async ({ tx, audit }) => {
    const before = await tx.application.findUniqueOrThrow({ where: { id: applicationId } });
    const after = await tx.application.update({
      where: { id: applicationId },
      data: { legalHold: true, legalHoldReason: input.reason, legalHoldSetAt: before.legalHold ? before.legalHoldSetAt : new Date() },
    });
    await audit({
      applicationId,
      type: "application.legal_hold_set",
      entityType: "APPLICATION",
      entityId: applicationId,
      changes: { legalHold: { before: before.legalHold, after: true } },
      note: input.reason,
    });
    return legalHoldOf(after);
  });
}

/** Releases an application's legal hold (idempotent); audited when it changes something. */
export function releaseLegalHold(db: PrismaClient, actor: Actor, applicationId: string): Promise<LegalHold> {
  return withApplicationChange(db, actor, applicationId, async ({ tx, audit }) => {
    const before = await tx.application.findUniqueOrThrow({ where: { id: applicationId } });
    if (!before.legalHold) return legalHoldOf(before);
    const after = await tx.application.update({ where: { id: applicationId }, data: { legalHold: false, legalHoldReason: null, legalHoldSetAt: null } });
    await audit({
      applicationId,
      type: "application.legal_hold_released",
      entityType: "APPLICATION",
      entityId: applicationId,
      changes: { legalHold: { before: true, after: false } },
    });
    return legalHoldOf(after);
  });
}

/** Why an application may not be erased now (null: it may): a legal hold, not closed, or within retention. */
export function erasureRefusal(
  app: Pick<Application, "status" | "decidedAt" | "legalHold" | "legalHoldReason">,
  retentionYears: number,
  now: Date,
): DomainError | null {
  if (app.legalHold) {
    return new DomainError(
      "LEGAL_HOLD",
      `Legal hold: ${app.legalHoldReason ?? "no reason given"}. The application is not erased while the hold applies; release it first (DELETE /api/v1/applications/{id}/legal-hold)`,
    );
  }
  if (!(CLOSED_STATUSES as readonly string[]).includes(app.status) || !app.decidedAt) {
    return new DomainError(
      "APPLICATION_NOT_CLOSED",
      `The application is ${app.status}, not closed: only an approved or rejected application is erased, once its retention period has passed`,
    );
  }
  const ends = retentionEndsAt(app.decidedAt, retentionYears);
  if (ends > now) {
    return new DomainError(
      "RETENTION_PERIOD",
      `Retention period: the application was closed on ${app.decidedAt.toISOString().slice(0, 10)} and the account keeps records ${retentionYears} years after closing, until ${ends.toISOString().slice(0, 10)}; it cannot be erased before`,
    );
  }
  return null;
}
