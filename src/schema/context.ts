// What every resolver receives: the database, the authenticated actor, per-request loaders.
import { KnownLoader } from "./knownLoader";
import { Prisma, type Business, type Individual, type MigrationItem, type Note, type PrismaClient, type ScreeningGroup, type ScreeningHit, type Task, type User } from "../generated/prisma/client";
import type { ApplicationRow } from "../domain/applications/service";
import { applicationsByIds } from "../domain/applications/list";
import { usersByIds } from "../domain/accounts/users";
import { screeningViewsByApplication, type ScreeningHitsView } from "../domain/screening/listing";
import { accountRowsByIds, type SqlReader } from "../db/sql";
import { documentNotesByIds } from "../domain/notes/notes";
import type { Actor } from "../domain/auth/context";
import { hitCountsByApplication, type HitCounts } from "../domain/screening/hits";
import type { UrlPolicy } from "../domain/webhooks/urlPolicy";
import { documentFactsSql, type ApplicationDocumentFacts } from "../domain/documents/derived";
import { documentsByIds, type DocumentWithValidations } from "../domain/documents/service";
import type { ObjectStore } from "../storage";
import { DomainError } from "../errors";
import { DEFAULT_MAX_ZIP_ENTRIES } from "../domain/migrations/archiveEntries";
import { migrationView, outstandingTasksByItem, type MigrationRunner, type MigrationView } from "../domain/migrations/service";
import type { ExportRunner } from "../domain/exports/jobs";
import type { ChangeFeed } from "../domain/events/changes";
import { owned } from "../domain/accountScope";

export interface Loaders {
  /** Users of the caller's account by id; batches the lookups of one request into one query. */
  userById: KnownLoader<string, User | null>;
  /** Notes on screening hits, by hit id (steward-only notes only for operator keys). */
  hitNotes: KnownLoader<string, Note[]>;
  /** Member hits of screening groups, by group id. */
  groupMembers: KnownLoader<string, ScreeningHit[]>;
  /** Reviewer queue counts, by application id. */
  hitCounts: KnownLoader<string, HitCounts>;
  /** What derived document fields need (replacements, first copies, workflow order), by application id. */
  documentFacts: KnownLoader<string, ApplicationDocumentFacts | undefined>;
  /** Notes on documents, by document id (steward-only notes only for operator keys). */
  documentNotes: KnownLoader<string, Note[]>;
  /** Documents of the caller's account with their validations, by id (tasks embed them). */
  documentById: KnownLoader<string, DocumentWithValidations | null>;
  /** Screening hits of the caller's account, by id (tasks embed them). */
  hitById: KnownLoader<string, ScreeningHit | null>;
  /** Applications of the caller's account with the relations the Application type reads, by id. */
  applicationById: KnownLoader<string, ApplicationRow | null>;
  /** Screening groups of the caller's account, by id. */
  groupById: KnownLoader<string, ScreeningGroup | null>;
  /** Tasks of the caller's account, by id. */
  taskById: KnownLoader<string, Task | null>;
  /** Notes of the caller's account that GET /notes/:id would answer (not deleted, steward-only ones for operators), by id. */
  noteById: KnownLoader<string, Note | null>;
  /** Key persons (individuals) of the caller's account's applications, by id. */
  individualById: KnownLoader<string, Individual | null>;
  /** Key persons (businesses) of the caller's account's applications, by id. */
  businessById: KnownLoader<string, Business | null>;
  /** Migrations of the caller's account with their counts (the 2.8 record), by id. */
  migrationById: KnownLoader<string, MigrationView | null>;
  /** Migration items of the caller's account with their outstanding task counts, by id. */
  migrationItemById: KnownLoader<string, MigrationItem | null>;
  /** The migration item an application was created from, by application id (null when not migrated). */
  migrationItemByApplication: KnownLoader<string, MigrationItem | null>;
  /** The grouped hits and groups of GET /screening/hits, by application id. */
  screeningView: KnownLoader<string, ScreeningHitsView>;
  /**
   * A loader of child pages by parent id for one edge and one set of page arguments: every parent
   * of a list asking the same page is answered by one batch.
   */
  pages<T>(edge: string, args: object, batch: (parentIds: readonly string[]) => Promise<T[]>): KnownLoader<string, T>;
}

/** Rows found for `ids` in the order asked, null where none. */
function byIds<T>(rows: T[], key: (row: T) => string, ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((r) => [key(r), r]));
  return ids.map((id) => map.get(id) ?? null);
}

/** Items with taskCount as their migration's listing reports it (outstanding tasks, not the stored count). */
async function withOpenTasks(db: PrismaClient, items: MigrationItem[]): Promise<MigrationItem[]> {
  const open = await outstandingTasksByItem(db, items.map((i) => i.id));
  return items.map((item) => ({ ...item, taskCount: open.get(item.id) ?? 0 }));
}

function groupBy<T>(rows: T[], key: (row: T) => string, keys: readonly string[]): T[][] {
  const map = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(key(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

export interface GraphQLContext {
  db: PrismaClient;
  /** Hot reads through the driver (the applications list). */
  sql: SqlReader;
  actor: Actor;
  loaders: Loaders;
  /** Where this deployment lets webhooks go. */
  urlPolicy: UrlPolicy;
  /** Where this deployment lets list sources be fetched from (operators register them). */
  listSourceUrlPolicy: UrlPolicy;
  /** Signs document and attachment URLs on every read. */
  objectStore: ObjectStore;
  /** Starts and wakes migration runs (Temporal). */
  migrationRunner: MigrationRunner;
  /** MIGRATION_MAX_ZIP_ENTRIES: a migration archive listing more is refused. */
  maxArchiveEntries: number;
  /** Starts export job runs (Temporal). */
  exportRunner: ExportRunner;
  /** This process's live change announcements, for subscriptions; null where nothing listens (tools, REST). */
  changes: ChangeFeed | null;
  /** config.sandbox: the sandbox's magic inputs (src/domain/sandbox), test deployments only. */
  sandbox: boolean;
}

/** For contexts built without Temporal (tools, query-count tests): migrations cannot run there. */
const unavailable = async () => {
  throw new DomainError("INTERNAL", "Migrations cannot run here: no Temporal client");
};
const NO_RUNNER: MigrationRunner = { ensureRunning: unavailable, notify: unavailable, restartIfGone: unavailable };
const NO_EXPORT_RUNNER: ExportRunner = {
  start: async () => {
    throw new DomainError("INTERNAL", "Exports cannot run here: no Temporal client");
  },
};

/** The strictest policy, for callers that do not pass the deployment's own. */
const STRICT_URL_POLICY: UrlPolicy = { requireHttps: true, allowPrivateTargets: false };

export function createLoaders(db: PrismaClient, sql: SqlReader, actor: Actor): Loaders {
  const pageLoaders = new Map<string, KnownLoader<string, unknown>>();
  return {
    userById: new KnownLoader(async (ids) => byIds(await usersByIds(sql, actor, ids), (u) => u.id, ids)),
    hitNotes: new KnownLoader(async (hitIds) => {
      const notes = await db.note.findMany({
        where: { ...owned(actor), entityType: "SCREENING_HIT", entityId: { in: [...hitIds] }, ...(actor.operator ? {} : { stewardOnly: false }) },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return groupBy(notes, (n) => n.entityId, hitIds);
    }),
    groupMembers: new KnownLoader(async (groupIds) => {
      const hits = await db.screeningHit.findMany({ where: { ...owned(actor), groupId: { in: [...groupIds] } } });
      return groupBy(hits, (h) => h.groupId!, groupIds);
    }),
    documentFacts: new KnownLoader(async (applicationIds) => {
      const facts = await documentFactsSql(sql, actor.accountId, applicationIds);
      return applicationIds.map((id) => facts.get(id));
    }),
    documentNotes: new KnownLoader(async (documentIds) => groupBy(await documentNotesByIds(sql, actor, documentIds), (n) => n.entityId, documentIds)),
    documentById: new KnownLoader(async (ids) => byIds(await documentsByIds(sql, actor, ids), (d) => d.id, ids)),
    hitById: new KnownLoader(async (ids) => byIds(await accountRowsByIds<ScreeningHit>(sql, "ScreeningHit", Prisma.ScreeningHitScalarFieldEnum, actor.accountId, ids), (h) => h.id, ids)),
    applicationById: new KnownLoader(async (ids) => {
      return byIds(await applicationsByIds(sql, actor, ids), (a) => a.id, ids);
    }),
    groupById: new KnownLoader(async (ids) => byIds(await accountRowsByIds<ScreeningGroup>(sql, "ScreeningGroup", Prisma.ScreeningGroupScalarFieldEnum, actor.accountId, ids), (g) => g.id, ids)),
    taskById: new KnownLoader(async (ids) => byIds(await db.task.findMany({ where: { ...owned(actor), id: { in: [...ids] } } }), (t) => t.id, ids)),
    noteById: new KnownLoader(async (ids) =>
      byIds(await db.note.findMany({ where: { ...owned(actor), deleted: false, id: { in: [...ids] }, ...(actor.operator ? {} : { stewardOnly: false }) } }), (n) => n.id, ids),
    ),
    individualById: new KnownLoader(async (ids) => byIds(await db.individual.findMany({ where: { id: { in: [...ids] }, application: owned(actor) } }), (p) => p.id, ids)),
    businessById: new KnownLoader(async (ids) => byIds(await db.business.findMany({ where: { id: { in: [...ids] }, application: owned(actor) } }), (p) => p.id, ids)),
    migrationById: new KnownLoader(async (ids) => {
      const migrations = await db.migration.findMany({ where: { ...owned(actor), id: { in: [...ids] } } });
      return byIds(await Promise.all(migrations.map((m) => migrationView(db, m))), (m) => m.id, ids);
    }),
    migrationItemById: new KnownLoader(async (ids) => {
      const items = await db.migrationItem.findMany({ where: { id: { in: [...ids] }, migration: owned(actor) } });
      return byIds(await withOpenTasks(db, items), (i) => i.id, ids);
    }),
    migrationItemByApplication: new KnownLoader(async (applicationIds) => {
      const items = await db.migrationItem.findMany({ where: { applicationId: { in: [...applicationIds] }, migration: owned(actor) }, orderBy: { createdAt: "asc" } });
      return byIds(await withOpenTasks(db, items), (i) => i.applicationId!, applicationIds);
    }),
    screeningView: new KnownLoader((applicationIds) => screeningViewsByApplication(db, actor, applicationIds)),
    pages: <T>(edge: string, args: object, batch: (parentIds: readonly string[]) => Promise<T[]>) => {
      const key = `${edge} ${JSON.stringify(args)}`;
      let loader = pageLoaders.get(key) as KnownLoader<string, T> | undefined;
      if (!loader) pageLoaders.set(key, (loader = new KnownLoader(batch)));
      return loader;
    },
    hitCounts: new KnownLoader(async (applicationIds) => {
      const counts = await hitCountsByApplication(db, actor.accountId, applicationIds);
      return applicationIds.map((id) => counts.get(id)!);
    }),
  };
}

export function createContext(
  db: PrismaClient,
  actor: Actor,
  options: { sql: SqlReader; objectStore: ObjectStore; urlPolicy?: UrlPolicy; listSourceUrlPolicy?: UrlPolicy; migrationRunner?: MigrationRunner; exportRunner?: ExportRunner; changes?: ChangeFeed; maxArchiveEntries?: number; sandbox?: boolean },
): GraphQLContext {
  return {
    db,
    sql: options.sql,
    actor,
    loaders: createLoaders(db, options.sql, actor),
    urlPolicy: options.urlPolicy ?? STRICT_URL_POLICY,
    listSourceUrlPolicy: options.listSourceUrlPolicy ?? STRICT_URL_POLICY,
    objectStore: options.objectStore,
    migrationRunner: options.migrationRunner ?? NO_RUNNER,
    maxArchiveEntries: options.maxArchiveEntries ?? DEFAULT_MAX_ZIP_ENTRIES,
    exportRunner: options.exportRunner ?? NO_EXPORT_RUNNER,
    changes: options.changes ?? null,
    sandbox: options.sandbox ?? false,
  };
}
