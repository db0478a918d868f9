// A change of an account's decision settings is a decision too (docs/roles-and-four-eyes.md): each is
// recorded with who made it, when, and the setting whole before and after (SettingsChange,
// append-only), readable through GET /settings/history and GraphQL settingsHistory.
import type { PrismaClient, RiskLevel, ScreeningType, SettingsChange } from "../../generated/prisma/client";
import { inTransaction, type Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { canonicalJson } from "../kernel/canonicalJson";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { invalid } from "../../errors";

const SETTINGS = ["fourEyes", "approvalGates", "periodicReview", "retention", "uboThresholds"] as const;
type SettingName = (typeof SETTINGS)[number];

const plain = (value: unknown): object => JSON.parse(JSON.stringify(value ?? null)) as object;

/** Records one change of a setting in the caller's transaction; nothing when it did not change. */
async function recordSettingsChange(tx: Tx | PrismaClient, actor: Actor, setting: SettingName, before: unknown, after: unknown): Promise<void> {
  if (canonicalJson(plain(before)) === canonicalJson(plain(after))) return;
  await tx.settingsChange.create({
    data: { accountId: actor.accountId, setting, before: plain(before), after: plain(after), changedById: actor.userId, changedByName: actor.userName },
  });
}

/**
 * Runs a setting's update and records it: read before, write, read after. With `atomic` (an update
 * that makes no transaction of its own) all of it runs in one transaction under the account's row
 * lock, so two admins changing a setting at once each record the value the other left; otherwise the
 * update commits on its own and the record follows it.
 */
export async function withSettingRecorded<T>(
  db: PrismaClient,
  actor: Actor,
  setting: SettingName,
  read: (db: PrismaClient | Tx) => Promise<unknown>,
  update: (db: PrismaClient) => Promise<T>,
  options: { atomic: boolean } = { atomic: true },
): Promise<T> {
  if (!options.atomic) {
    const before = await read(db);
    const result = await update(db);
    await recordSettingsChange(db, actor, setting, before, await read(db));
    return result;
  }
  return inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Account" WHERE id = ${actor.accountId} FOR UPDATE`;
    const before = await read(tx);
    // A transaction client serves every call such an update makes (it has no $transaction of its own).
    const result = await update(tx as unknown as PrismaClient);
    await recordSettingsChange(tx, actor, setting, before, await read(tx));
    return result;
  });
}

const SETTINGS_HISTORY_LIST: ListSpec<"createdAt"> = {
  name: "settings-history",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

/** GET /settings/history: the account's settings changes, newest first unless asked otherwise, optionally of one setting. */
export async function listSettingsHistory(
  db: PrismaClient,
  actor: Actor,
  args: PageArgs & { setting?: string | null },
): Promise<{ items: SettingsChange[]; nextCursor: string | null }> {
  if (args.setting && !(SETTINGS as readonly string[]).includes(args.setting)) {
    throw invalid("Unknown setting", [{ path: "setting", message: `must be one of ${SETTINGS.join(", ")}` }]);
  }
  const page = readPage(args, SETTINGS_HISTORY_LIST, actor.accountId);
  const rows = await db.settingsChange.findMany({
    where: { AND: [{ accountId: actor.accountId }, args.setting ? { setting: args.setting } : {}, afterCursor(page)] },
    orderBy: pageOrder(page),
    take: page.limit + 1,
  });
  return finishPage(rows, page, SETTINGS_HISTORY_LIST, actor.accountId, (r) => r.createdAt);
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
