// A change of an account's decision settings is a decision too (docs/roles-and-four-eyes.md): each is
// recorded with who made it, when, and the setting whole before and after (SettingsChange,
// append-only), readable through GET /settings/history and GraphQL settingsHistory, and audited in the
// account's own trail (AccountAuditLog) in the same transaction.
import type { OnboardingWorkflow, PrismaClient, RiskLevel, ScreeningType, SettingsChange } from "../../generated/prisma/client";
import { inTransaction, type Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { canonicalJson } from "../../kernel/canonicalJson";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { invalid } from "../../errors";
import { appendAccountAudit, lockAccount } from "../audit/accountTrail";
import { createOnboardingWorkflowIn, recordedWorkflow, updateOnboardingWorkflowIn } from "../onboarding/workflows";

const SETTINGS = ["fourEyes", "approvalGates", "periodicReview", "retention", "uboThresholds", "onboardingWorkflow", "fatcaReporting"] as const;
type SettingName = (typeof SETTINGS)[number];

const plain = (value: unknown): object => JSON.parse(JSON.stringify(value ?? null)) as object;

/**
 * Records one change of a setting in the caller's transaction, which holds the account's row lock:
 * the SettingsChange and its entry in the account's audit trail (AccountAuditLog, one hash chain per
 * account) commit with the change or not at all. Nothing when it did not change.
 */
async function recordSettingsChange(tx: Tx, actor: Actor, setting: SettingName, before: unknown, after: unknown): Promise<void> {
  if (canonicalJson(plain(before)) === canonicalJson(plain(after))) return;
  const change = await tx.settingsChange.create({
    data: { accountId: actor.accountId, setting, before: plain(before), after: plain(after), changedById: actor.userId, changedByName: actor.userName },
  });
  await appendAccountAudit(tx, actor, {
    type: "settings.changed",
    entityType: "SETTINGS_CHANGE",
    entityId: change.id,
    changes: { [setting]: { before: change.before, after: change.after } },
    note: `${actor.userName} changed the account's ${setting} setting`,
  });
}

/**
 * Runs a setting's update and records it in one transaction under the account's row lock: read
 * before, write, read after, record. Two admins changing a setting at once each record the value the
 * other left, and no change commits without its record (nor a record without its change).
 */
export async function withSettingRecorded<T>(
  db: PrismaClient,
  actor: Actor,
  setting: SettingName,
  read: (db: PrismaClient | Tx) => Promise<unknown>,
  update: (db: PrismaClient) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await lockAccount(tx, actor.accountId);
    const before = await read(tx);
    // A transaction client serves every call such an update makes (it has no $transaction of its own).
    const result = await update(tx as unknown as PrismaClient);
    await recordSettingsChange(tx, actor, setting, before, await read(tx));
    return result;
  });
}

/**
 * An onboarding workflow decides what an application must hold before it is approved (the required
 * documents gate), so creating or editing one is a settings change like the others: recorded with
 * who, when, before ({} for a new one) and after, and audited, in the change's transaction.
 */
export async function createOnboardingWorkflow(db: PrismaClient, actor: Actor, raw: unknown): Promise<OnboardingWorkflow> {
  return inTransaction(db, async (tx) => {
    await lockAccount(tx, actor.accountId);
    const created = await createOnboardingWorkflowIn(tx, actor, raw);
    await recordSettingsChange(tx, actor, "onboardingWorkflow", {}, recordedWorkflow(created));
    return created;
  });
}

/** PATCH /api/v1/onboarding-workflows/{id}, recorded as createOnboardingWorkflow. */
export async function updateOnboardingWorkflow(db: PrismaClient, actor: Actor, id: string, raw: unknown): Promise<OnboardingWorkflow> {
  return inTransaction(db, async (tx) => {
    await lockAccount(tx, actor.accountId);
    const { before, after } = await updateOnboardingWorkflowIn(tx, actor, id, raw);
    await recordSettingsChange(tx, actor, "onboardingWorkflow", recordedWorkflow(before), recordedWorkflow(after));
    return after;
  });
}

const SETTINGS_HISTORY_LIST: ListSpec<"createdAt"> = {
  name: "settings-history",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

/** A settings change as the history lists it: with the seq and hash of its entry in the account's audit trail (null: recorded before the trail existed). */
export type RecordedSettingsChange = SettingsChange & { auditSeq: number | null; auditHash: string | null };

/** GET /settings/history: the account's settings changes, newest first unless asked otherwise, optionally of one setting. */
export async function listSettingsHistory(
  db: PrismaClient,
  actor: Actor,
  args: PageArgs & { setting?: string | null },
): Promise<{ items: RecordedSettingsChange[]; nextCursor: string | null }> {
  if (args.setting && !(SETTINGS as readonly string[]).includes(args.setting)) {
    throw invalid("Unknown setting", [{ path: "setting", message: `must be one of ${SETTINGS.join(", ")}` }]);
  }
  const page = readPage(args, SETTINGS_HISTORY_LIST, actor.accountId);
  const rows = await db.settingsChange.findMany({
    where: { AND: [{ accountId: actor.accountId }, args.setting ? { setting: args.setting } : {}, afterCursor(page)] },
    orderBy: pageOrder(page),
    take: page.limit + 1,
  });
  const listed = finishPage(rows, page, SETTINGS_HISTORY_LIST, actor.accountId, (r) => r.createdAt);
  const ids = listed.items.map((c) => c.id);
  const entries = ids.length
    ? await db.$queryRaw<{ id: string; seq: number; hash: string }[]>`
        SELECT event->>'entityId' AS id, seq, hash FROM "AccountAuditLog"
        WHERE "accountId" = ${actor.accountId} AND "eventType" = 'settings.changed' AND event->>'entityId' = ANY(${ids}::text[])`
    : [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  return {
    ...listed,
    items: listed.items.map((c) => ({ ...c, auditSeq: byId.get(c.id)?.seq ?? null, auditHash: byId.get(c.id)?.hash ?? null })),
  };
}

export interface FourEyesPolicyValue {
  riskLevels: RiskLevel[];
  hitTypes: ScreeningType[];
}

/**
 * Every four-eyes policy in force at some time since `since` (a case's opening): the one in force
 * then (the first later change's `before`) and every one after. A narrowing takes effect only for
 * cases opened after it; a widening holds for every case at once (the current policy is among them).
 */
export async function fourEyesPoliciesSince(tx: Tx | PrismaClient, accountId: string, since: Date): Promise<FourEyesPolicyValue[]> {
  const changes = await tx.settingsChange.findMany({
    where: { accountId, setting: "fourEyes", createdAt: { gt: since } },
    select: { before: true, after: true },
    orderBy: { createdAt: "asc" },
  });
  return changes.flatMap((c) => [c.before, c.after] as unknown as FourEyesPolicyValue[]);
}
