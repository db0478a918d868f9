// Migrations (spec 2.8, 4.9): creating one, reading it with its live counts, listing, and the
// controls. The run itself is a Temporal workflow (`migration-<id>`, src/workflows/migration.ts)
// reached through a MigrationRunner, so this file knows nothing of Temporal.
//
// Control is held in the database (status) and the workflow reads it between batches: pause stops it
// taking new items and it waits, resume sets MIGRATING and wakes it (or starts it again when it is gone:
// a stalled run), cancel marks the remaining items CANCELLED and wakes it so it ends.
import { Prisma, type Migration, type PrismaClient } from "../../generated/prisma/client";
import { OPEN_TASK_STATUSES } from "../tasks/service";
import type { Actor } from "../auth/context";
import { DomainError, invalid, invalidTransition } from "../../errors";
import { tooManyEntries, zipEntryCount } from "./archiveEntries";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { parseInput } from "../../kernel/validation";
import { accountKeyPrefix, type ObjectStore } from "../../storage/objectStore";
import { ComplianceChecksInput, CreateMigrationInput, TERMINAL_MIGRATION_STATUSES, itemKey, type ComplianceChecks } from "./inputs";
import { inTransaction } from "../../db/transaction";
import { orNotFound, owned } from "../../kernel/accountScope";

/** Starts or wakes the run of a migration; implemented over Temporal in src/temporal/migrationRunner.ts. */
export interface MigrationRunner {
  /** Idempotent: starts `migration-<id>` unless it is running, else signals it to re-read its state. */
  ensureRunning(migration: { id: string; accountId: string }): Promise<void>;
  /** Signals a running run to re-read its state (pause); nothing when none runs. */
  notify(migration: { id: string; accountId: string }): Promise<void>;
  /** Starts the run only when none is open (the sweep); true when it started one. */
  restartIfGone(migration: { id: string; accountId: string }): Promise<boolean>;
}

const MIGRATIONS_LIST: ListSpec<"createdAt"> = {
  name: "migrations",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

/** `accounts/<accountId>/migrations/<migrationId>/` — every object of a migration lives under it. */
export function migrationKeyPrefix(accountId: string, migrationId: string): string {
  return `${accountKeyPrefix(accountId)}migrations/${migrationId}/`;
}
export const archiveKeyOf = (accountId: string, migrationId: string) => `${migrationKeyPrefix(accountId, migrationId)}archive.zip`;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The migration id an uploaded archive's key names, when the key is this account's archive key. */
function migrationIdOfArchiveKey(accountId: string, key: string): string | null {
  const prefix = `${accountKeyPrefix(accountId)}migrations/`;
  if (!key.startsWith(prefix)) return null;
  const m = new RegExp(`^(${UUID})/archive\\.zip$`).exec(key.slice(prefix.length));
  return m ? m[1] : null;
}

export interface MigrationView extends Omit<Migration, "discoveredByteCount" | "extractedByteCount" | "complianceChecks"> {
  discoveredByteCount: number | null;
  extractedByteCount: number | null;
  complianceChecks: ComplianceChecks;
  itemCounts: { total: number; queued: number; inProgress: number; completed: number; missingData: number; failed: number; cancelled: number };
  taskCount: number;
  fileCount: number;
}

/** The tasks taskCount counts (spec 2.8): missing required data, still open. */
const OUTSTANDING = Prisma.sql`t.type = 'MISSING_DATA' AND t.status IN (${Prisma.join([...OPEN_TASK_STATUSES])})`;

/** Outstanding missing-data tasks of a migration's items: falls as reviewers resolve them. */
async function outstandingTasks(db: PrismaClient, migrationId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Task" t JOIN "MigrationItem" i ON i.id = t."migrationItemId"
    WHERE i."migrationId" = ${migrationId} AND ${OUTSTANDING}`;
  return row?.n ?? 0;
}

/** The same count per item, for a page of items in one query. */
export async function outstandingTasksByItem(db: PrismaClient, itemIds: string[]): Promise<Map<string, number>> {
  if (!itemIds.length) return new Map();
  const rows = await db.$queryRaw<{ id: string; n: number }[]>`SELECT t."migrationItemId" AS id, count(*)::int AS n FROM "Task" t
    WHERE t."migrationItemId" = ANY(${itemIds}::text[]) AND ${OUTSTANDING} GROUP BY t."migrationItemId"`;
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The 2.8 record: the row plus counts computed from its items (one GROUP BY), files and open tasks. */
export async function migrationView(db: PrismaClient, migration: Migration): Promise<MigrationView> {
  const [byStatus, files, taskCount] = await Promise.all([
    db.migrationItem.groupBy({ by: ["status"], where: { migrationId: migration.id }, _count: { _all: true } }),
    db.migrationFile.count({ where: { item: { migrationId: migration.id } } }),
    outstandingTasks(db, migration.id),
  ]);
  const count = (status: string) => byStatus.find((g) => g.status === status)?._count._all ?? 0;
  const itemCounts = {
    total: byStatus.reduce((n, g) => n + g._count._all, 0),
    queued: count("QUEUED"),
    inProgress: count("IN_PROGRESS"),
    completed: count("COMPLETED"),
    missingData: count("MISSING_DATA"),
    failed: count("FAILED"),
    cancelled: count("CANCELLED"),
  };
  return {
    ...migration,
    discoveredByteCount: migration.discoveredByteCount === null ? null : Number(migration.discoveredByteCount),
    extractedByteCount: migration.extractedByteCount === null ? null : Number(migration.extractedByteCount),
    complianceChecks: ComplianceChecksInput.parse(migration.complianceChecks ?? {}),
    itemCounts,
    taskCount,
    fileCount: files,
  };
}

async function ownedMigration(db: PrismaClient | Prisma.TransactionClient, actor: Actor, id: string): Promise<Migration> {
  return orNotFound("Migration", db.migration.findFirst({ where: { id, ...owned(actor) } }));
}

export async function getMigration(db: PrismaClient, actor: Actor, id: string): Promise<MigrationView> {
  return migrationView(db, await ownedMigration(db, actor, id));
}

export async function listMigrations(db: PrismaClient, actor: Actor, pageArgs: PageArgs) {
  const page = readPage(pageArgs, MIGRATIONS_LIST, actor.accountId);
  const rows = await db.migration.findMany({ where: { AND: [owned(actor), afterCursor(page)] }, orderBy: pageOrder(page), take: page.limit + 1 });
  const result = finishPage(rows, page, MIGRATIONS_LIST, actor.accountId, (m) => m.createdAt);
  return { items: await Promise.all(result.items.map((m) => migrationView(db, m))), nextCursor: result.nextCursor };
}

/**
 * Creates the migration and starts its run. The row commits first (UPLOADING); if this process dies
 * before the start, `resume` (or the worker's sweep) starts it, and starting is idempotent by id.
 */
export async function createMigration(
  db: PrismaClient,
  actor: Actor,
  raw: unknown,
  deps: { runner: MigrationRunner; objectStore: ObjectStore; maxArchiveEntries: number },
): Promise<MigrationView> {
  const input = parseInput(CreateMigrationInput, raw);
  if (input.workflowId) {
    const workflow = await db.onboardingWorkflow.findFirst({ where: { id: input.workflowId, ...owned(actor) }, select: { id: true } });
    if (!workflow) throw invalid("Unknown onboarding workflow", [{ path: "workflowId", message: "no such workflow in this account" }]);
  }
  let id: string | undefined;
  if (input.archiveKey) {
    id = migrationIdOfArchiveKey(actor.accountId, input.archiveKey) ?? undefined;
    const size = id ? await deps.objectStore.size(input.archiveKey) : null;
    if (!id || size === null)
      throw invalid("No uploaded archive under this key", [{ path: "archiveKey", message: "upload the archive with POST /api/v1/migrations (multipart)" }]);
    if (await db.migration.findUnique({ where: { id }, select: { id: true } })) throw new DomainError("CONFLICT", "A migration already uses this archive");
    // Refused here, before any row, from the zip's last bytes; one the run cannot read fails there as before.
    const entries = await zipEntryCount(size, (start, end) => deps.objectStore.readRange(input.archiveKey!, start, end));
    const refusal = entries === null ? null : tooManyEntries(entries, deps.maxArchiveEntries);
    if (refusal) throw invalid(refusal, [{ path: "file", message: `at most ${deps.maxArchiveEntries} entries` }]);
  }
  const migration = await inTransaction(db, async (tx) => {
    const created = await tx.migration.create({
      data: {
        ...(id ? { id } : {}),
        ...owned(actor),
        name: input.name,
        workflowId: input.workflowId ?? null,
        labels: input.labels ?? [],
        sourceType: input.archiveKey ? "UPLOAD" : "API",
        complianceChecks: ComplianceChecksInput.parse(input.complianceChecks ?? {}),
        createdById: actor.operator ? null : actor.userId,
        archiveKey: input.archiveKey ?? null,
        // API items are known now; an archive's are found when the worker unpacks it.
        unpackedAt: input.items ? new Date() : null,
      },
    });
    if (input.items) {
      await tx.migrationItem.createMany({ data: input.items.map((row) => ({ migrationId: created.id, folder: itemKey(row), data: { manifest: row } })) });
    }
    return created;
  });
  await deps.runner.ensureRunning(migration);
  return migrationView(db, migration);
}

const isTerminal = (status: string) => (TERMINAL_MIGRATION_STATUSES as readonly string[]).includes(status);

export async function pauseMigration(db: PrismaClient, actor: Actor, id: string, runner: MigrationRunner): Promise<MigrationView> {
  const migration = await inTransaction(db, async (tx) => {
    const current = await lockedMigration(tx, actor, id);
    if (current.status === "PAUSED") return current;
    if (isTerminal(current.status)) throw invalidTransition(`Cannot pause a migration in status ${current.status}`);
    return tx.migration.update({ where: { id }, data: { status: "PAUSED" } });
  });
  await runner.notify(migration); // stop taking new chunks now rather than at the end of a page
  return migrationView(db, migration);
}

/** Resumes a paused run, or kicks a stalled one (its workflow gone while MIGRATING/PAUSED/UPLOADING). */
export async function resumeMigration(db: PrismaClient, actor: Actor, id: string, runner: MigrationRunner): Promise<MigrationView> {
  const migration = await inTransaction(db, async (tx) => {
    const current = await lockedMigration(tx, actor, id);
    if (isTerminal(current.status)) throw invalidTransition(`Cannot resume a migration in status ${current.status}`);
    if (current.status !== "PAUSED") return current;
    return tx.migration.update({ where: { id }, data: { status: current.startedAt ? "MIGRATING" : "UPLOADING" } });
  });
  await runner.ensureRunning(migration);
  return migrationView(db, migration);
}

export async function cancelMigration(db: PrismaClient, actor: Actor, id: string, runner: MigrationRunner): Promise<MigrationView> {
  const migration = await inTransaction(db, async (tx) => {
    const current = await lockedMigration(tx, actor, id);
    if (current.status === "CANCELLED") return current;
    if (isTerminal(current.status)) throw invalidTransition(`Cannot cancel a migration in status ${current.status}`);
    // Items already committed keep their outcome; an item being created re-checks this under its lock.
    await tx.migrationItem.updateMany({ where: { migrationId: id, status: { in: ["QUEUED", "IN_PROGRESS"] } }, data: { status: "CANCELLED" } });
    return tx.migration.update({ where: { id }, data: { status: "CANCELLED", bulkStage: null, isPreparing: false, completedAt: new Date() } });
  });
  await runner.notify(migration); // a waiting or running run ends
  return migrationView(db, migration);
}

async function lockedMigration(tx: Prisma.TransactionClient, actor: Actor, id: string): Promise<Migration> {
  await ownedMigration(tx, actor, id);
  await tx.$queryRaw`SELECT id FROM "Migration" WHERE id = ${id} FOR UPDATE`;
  return (await tx.migration.findUnique({ where: { id } }))!;
}

/** The items of a migration for GraphQL (status, error, outstanding taskCount, data). */
export async function migrationItems(db: PrismaClient, migrationId: string, args: { status?: string | null; limit: number; afterId?: string | null }) {
  const items = await db.migrationItem.findMany({
    where: {
      migrationId,
      ...(args.status ? { status: args.status as Prisma.EnumMigrationItemStatusFilter["equals"] } : {}),
      ...(args.afterId ? { id: { gt: args.afterId } } : {}),
    },
    orderBy: { id: "asc" },
    take: args.limit,
  });
  const open = await outstandingTasksByItem(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => ({ ...item, taskCount: open.get(item.id) ?? 0 }));
}

const MIGRATION_ITEMS_LIST: ListSpec<"createdAt"> = {
  name: "migration-items",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
  defaultOrder: { createdAt: "asc" },
};

/** A page of a migration's items (the caller owns the migration) by the one cursor rule, oldest first unless asked. */
export async function migrationItemPage(db: PrismaClient, actor: Actor, migrationId: string, status: string | null | undefined, pageArgs: PageArgs) {
  const page = readPage(pageArgs, MIGRATION_ITEMS_LIST, actor.accountId);
  const rows = await db.migrationItem.findMany({
    where: {
      AND: [{ migrationId, migration: owned(actor) }, status ? { status: status as Prisma.EnumMigrationItemStatusFilter["equals"] } : {}, afterCursor(page)],
    },
    orderBy: pageOrder(page),
    take: page.limit + 1,
  });
  const result = finishPage(rows, page, MIGRATION_ITEMS_LIST, actor.accountId, (i) => i.createdAt);
  const open = await outstandingTasksByItem(
    db,
    result.items.map((i) => i.id),
  );
  return { items: result.items.map((item) => ({ ...item, taskCount: open.get(item.id) ?? 0 })), nextCursor: result.nextCursor };
}

interface StageProgress {
  done: number;
  total: number;
}

/** Per-stage progress for people watching (admin `migrations:watch`): unpack, classify, summarize, validate, items. */
export async function migrationProgress(db: PrismaClient, migrationId: string) {
  const migration = await orNotFound("Migration", db.migration.findUnique({ where: { id: migrationId } }));
  const view = await migrationView(db, migration);
  const items = { migrationId };
  const [classified, summarized, validated] = await Promise.all([
    db.migrationFile.count({ where: { item: items, classifiedAt: { not: null } } }),
    db.migrationItem.count({ where: { ...items, summarizedAt: { not: null } } }),
    db.migrationItem.count({ where: { ...items, validatedAt: { not: null } } }),
  ]);
  const c = view.itemCounts;
  // Items refused while unpacking never enter the stages.
  const staged = c.total - (migration.unpackedAt ? c.failed : 0);
  const progress: Record<"unpack" | "classify" | "summarize" | "validate" | "items", StageProgress> = {
    unpack: { done: migration.extractedFileCount ?? (migration.unpackedAt ? view.fileCount : 0), total: migration.discoveredFileCount ?? view.fileCount },
    classify: { done: classified, total: view.fileCount },
    summarize: { done: summarized, total: Math.max(staged, summarized) },
    validate: { done: validated, total: Math.max(staged, validated) },
    items: { done: c.completed + c.missingData + c.failed + c.cancelled, total: c.total },
  };
  return { migration: view, progress };
}

/** Migrations that should have an open run: not begun (UPLOADING) or MIGRATING, untouched for `graceMs`. */
export function migrationsToSweep(db: PrismaClient, graceMs: number) {
  return db.migration.findMany({
    where: { status: { in: ["UPLOADING", "MIGRATING"] }, updatedAt: { lt: new Date(Date.now() - graceMs) } },
    orderBy: { updatedAt: "asc" },
    take: 100,
    select: { id: true, accountId: true },
  });
}
