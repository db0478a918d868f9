// The reads GraphQL's per-request loaders batch (src/schema/context.ts wraps each in a loader): one
// statement for many ids of one kind, answered in the order asked, never another account's rows. The
// rules (who sees steward-only notes, what counts as a migration item's open tasks) live here, in the
// domain, so the schema holds no Prisma query and no rule.
import {
  Prisma,
  type Business,
  type Individual,
  type MigrationItem,
  type Note,
  type PrismaClient,
  type ScreeningGroup,
  type ScreeningHit,
  type Task,
  type User,
} from "../../generated/prisma/client";
import { accountRowsByIds, type SqlReader } from "../../db/sql";
import { OLDEST_FIRST, rowsByLink, type RelatedRows } from "../pagination/rows";
import type { Actor } from "../auth/context";
import { owned } from "../../kernel/accountScope";
import { applicationsByIds } from "../applications/list";
import type { ApplicationRow } from "../applications/service";
import { usersByIds } from "../accounts/users";
import { screeningViewsByApplication, type ScreeningHitsView } from "../screening/listing";
import { documentNotesByIds, noteVisibility } from "../notes/notes";
import { hitCountsByApplication, type HitCounts } from "../screening/hits";
import { documentFactsSql, type ApplicationDocumentFacts } from "../documents/derived";
import { documentsByIds, type DocumentWithValidations } from "../documents/service";
import { migrationView, outstandingTasksByItem, type MigrationView } from "../migrations/service";
import { ownershipRowsByApplication, type OwnershipRows } from "../ownership/view";

/** The driver-level reader the domain's hot reads take; callers above the domain name it from here. */
export type { SqlReader };

/** Rows found for `ids` in the order asked, null where none. */
function byIds<T>(rows: T[], key: (row: T) => string, ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((r) => [key(r), r]));
  return ids.map((id) => map.get(id) ?? null);
}

function groupBy<T>(rows: T[], key: (row: T) => string, keys: readonly string[]): T[][] {
  const map = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(key(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

/** Items with taskCount as their migration's listing reports it (outstanding tasks, not the stored count). */
async function withOpenTasks(db: PrismaClient, items: MigrationItem[]): Promise<MigrationItem[]> {
  const open = await outstandingTasksByItem(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => ({ ...item, taskCount: open.get(item.id) ?? 0 }));
}

type Batch<T> = (ids: readonly string[]) => Promise<T[]>;

export interface BatchReads {
  userById: Batch<User | null>;
  hitNotes: Batch<Note[]>;
  groupMembers: Batch<ScreeningHit[]>;
  hitCounts: Batch<HitCounts>;
  documentFacts: Batch<ApplicationDocumentFacts | undefined>;
  documentNotes: Batch<Note[]>;
  documentById: Batch<DocumentWithValidations | null>;
  hitById: Batch<ScreeningHit | null>;
  applicationById: Batch<ApplicationRow | null>;
  groupById: Batch<ScreeningGroup | null>;
  taskById: Batch<Task | null>;
  noteById: Batch<Note | null>;
  individualById: Batch<Individual | null>;
  businessById: Batch<Business | null>;
  migrationById: Batch<MigrationView | null>;
  migrationItemById: Batch<MigrationItem | null>;
  migrationItemByApplication: Batch<MigrationItem | null>;
  screeningView: Batch<ScreeningHitsView>;
  ownershipRows: Batch<OwnershipRows>;
}

/** A hit's notes, oldest first: every one on the hit (deleted ones too), steward-only ones for operator keys only. */
const hitNotes = (actor: Actor): RelatedRows<Note> => ({
  model: "Note",
  table: "Note",
  fields: Prisma.NoteScalarFieldEnum,
  linkColumn: "entityId",
  where: { entityType: "SCREENING_HIT", ...noteVisibility(actor) },
  order: OLDEST_FIRST,
  hydrate: (row) => row as unknown as Note,
});

export function batchReads(db: PrismaClient, sql: SqlReader, actor: Actor): BatchReads {
  return {
    userById: async (ids) => byIds(await usersByIds(sql, actor, ids), (u) => u.id, ids),
    // Through the pg reader: a page of the review queue reads its hits' notes in this one statement.
    hitNotes: async (hitIds) => groupBy(await rowsByLink(sql, hitNotes(actor), actor.accountId, hitIds), (n) => n.entityId, hitIds),
    groupMembers: async (groupIds) => {
      const hits = await db.screeningHit.findMany({ where: { ...owned(actor), groupId: { in: [...groupIds] } } });
      return groupBy(hits, (h) => h.groupId!, groupIds);
    },
    hitCounts: async (applicationIds) => {
      const counts = await hitCountsByApplication(db, actor.accountId, applicationIds);
      return applicationIds.map((id) => counts.get(id)!);
    },
    documentFacts: async (applicationIds) => {
      const facts = await documentFactsSql(sql, actor.accountId, applicationIds);
      return applicationIds.map((id) => facts.get(id));
    },
    documentNotes: async (documentIds) => groupBy(await documentNotesByIds(sql, actor, documentIds), (n) => n.entityId, documentIds),
    documentById: async (ids) => byIds(await documentsByIds(sql, actor, ids), (d) => d.id, ids),
    hitById: async (ids) =>
      byIds(await accountRowsByIds<ScreeningHit>(sql, "ScreeningHit", Prisma.ScreeningHitScalarFieldEnum, actor.accountId, ids), (h) => h.id, ids),
    applicationById: async (ids) => byIds(await applicationsByIds(sql, actor, ids), (a) => a.id, ids),
    groupById: async (ids) =>
      byIds(await accountRowsByIds<ScreeningGroup>(sql, "ScreeningGroup", Prisma.ScreeningGroupScalarFieldEnum, actor.accountId, ids), (g) => g.id, ids),
    taskById: async (ids) => byIds(await db.task.findMany({ where: { ...owned(actor), id: { in: [...ids] } } }), (t) => t.id, ids),
    noteById: async (ids) =>
      byIds(await db.note.findMany({ where: { ...owned(actor), deleted: false, id: { in: [...ids] }, ...noteVisibility(actor) } }), (n) => n.id, ids),
    individualById: async (ids) => byIds(await db.individual.findMany({ where: { id: { in: [...ids] }, application: owned(actor) } }), (p) => p.id, ids),
    businessById: async (ids) => byIds(await db.business.findMany({ where: { id: { in: [...ids] }, application: owned(actor) } }), (p) => p.id, ids),
    migrationById: async (ids) => {
      const migrations = await db.migration.findMany({ where: { ...owned(actor), id: { in: [...ids] } } });
      return byIds(await Promise.all(migrations.map((m) => migrationView(db, m))), (m) => m.id, ids);
    },
    migrationItemById: async (ids) => {
      const items = await db.migrationItem.findMany({ where: { id: { in: [...ids] }, migration: owned(actor) } });
      return byIds(await withOpenTasks(db, items), (i) => i.id, ids);
    },
    migrationItemByApplication: async (applicationIds) => {
      const items = await db.migrationItem.findMany({
        where: { applicationId: { in: [...applicationIds] }, migration: owned(actor) },
        orderBy: { createdAt: "asc" },
      });
      return byIds(await withOpenTasks(db, items), (i) => i.applicationId!, applicationIds);
    },
    screeningView: (applicationIds) => screeningViewsByApplication(db, actor, applicationIds),
    // A page of applications asking for `ownership` reads every structure in this one statement.
    ownershipRows: (applicationIds) => ownershipRowsByApplication(sql, actor.accountId, applicationIds),
  };
}
