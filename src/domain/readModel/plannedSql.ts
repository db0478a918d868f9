// The planned SQL: every value read with an application in its own statement is written
// here, from the areas' specifications (src/domain/pagination/rows.ts and byParent.ts: table, link
// column, conditions with their visibility rule, order, decoder) and the columns the operation can show
// (picked by the schema's planner, src/schema/plan/selectedColumns.ts). The areas name no alias and take
// no column list; the aliases below are this module's own, and the application's row is named by
// PLANNED_APPLICATION.
import { Prisma, type OnboardingWorkflow, type ScreeningGroup, type ScreeningHit, type User } from "../../generated/prisma/client";
import type { PlannedRead } from "../../kernel/plannedRead";
import { PLANNED_APPLICATION } from "../applications/list";
import { childFromJson, childPage, PARENT_KEYS, sortValueOf, withParentKeys, type ChildList } from "../pagination/byParent";
import { finishPage, type Page } from "../pagination/cursor";
import { columnOf, rowColumns, rowFromJson, sqlAllOf, sqlOrder, type RelatedRows, type RowSpec } from "../pagination/rows";
import { ASSIGNED_USERS, PLANNED_TEAM_MAX } from "../accounts/users";
import { applicationHits, applicationStories, screeningViewOf } from "../screening/listing";
import { STORED_HIT_COUNTS, type HitCounts } from "../screening/hits";
import { plannedScreeningState, type ApplicationScreeningState } from "../screening/state";
import {
  applicationDocumentFacts,
  FACT_WORKFLOW,
  factDocuments,
  type ApplicationDocumentFacts,
  type FactApplication,
  type FactDocument,
} from "../documents/derived";

/**
 * One parent's page as a JSON column of the parent's own statement (a planned edge: the parent's
 * query selects it, so it is read with the parents, in no statement of its own). `parent` is the
 * parent's id in that statement (as its statement names it); `only` the columns the reader can show.
 * `read` takes the parent's id, which its rows are given (PARENT_KEYS).
 */
export function childPageJson<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  page: Page<F>,
  accountId: string,
  parent: Prisma.Sql,
  only?: readonly string[],
): PlannedRead<{ items: T[]; nextCursor: string | null }, [parentId: string]> {
  return {
    column: Prisma.sql`COALESCE((SELECT json_agg(x ORDER BY x.n) FROM (${childPage(list, page, accountId, parent, only)}) x), '[]')`,
    read: (rows: Record<string, unknown>[], parentId: string) => {
      const items = rows.map((row) => {
        row.n = undefined; // the row's place, which ordered the aggregate
        return childFromJson(list, row, accountId, parentId);
      });
      return finishPage(items, page, list.spec, accountId, sortValueOf(page));
    },
  };
}

/**
 * The row of `spec` whose id is `id` (an operand of the statement: a task's document id) as one JSON
 * value, null when none or not the caller's account's; `only` the columns the reader can show.
 */
export function rowJson<T>(spec: RowSpec<T>, accountId: string, id: Prisma.Sql, only?: readonly string[]): PlannedRead<T | null> {
  const r = columnOf("pr");
  return {
    column: Prisma.sql`(SELECT row_to_json(d) FROM (SELECT ${rowColumns(spec, "pr", [], only)} FROM ${Prisma.raw(`"${spec.table}"`)} pr
      WHERE ${sqlAllOf([Prisma.sql`${r("id")} = ${id}`, Prisma.sql`${r("accountId")} = ${accountId}`], spec.where, r)}) d)`,
    read: (json: Record<string, unknown> | null) => json && rowFromJson(spec, json),
  };
}

/**
 * The rows of `spec` under the parent `parent` names (an operand of the statement), in its order, as
 * one JSON value. With `parentKeys`, the rows' account and link column are not read but set from the
 * parent (PARENT_KEYS' reason); `only` the columns the reader can show.
 */
function relatedJson<T>(
  spec: RelatedRows<T>,
  accountId: string,
  parent: Prisma.Sql,
  alias: string,
  options: { parentKeys?: boolean; only?: readonly string[] } = {},
): { column: Prisma.Sql; read(rows: Record<string, unknown>[], parentId?: string): T[] } {
  const r = columnOf(alias);
  const x = columnOf("x");
  const omit = options.parentKeys ? PARENT_KEYS(spec.linkColumn) : [];
  return {
    column: Prisma.sql`COALESCE((SELECT json_agg(x ORDER BY ${sqlOrder(spec.order, x)}) FROM (
      SELECT ${rowColumns(spec, alias, omit, options.only)} FROM ${Prisma.raw(`"${spec.table}"`)} ${Prisma.raw(alias)}
      WHERE ${sqlAllOf([Prisma.sql`${r(spec.linkColumn)} = ${parent}`, Prisma.sql`${r("accountId")} = ${accountId}`], spec.where, r)}) x), '[]')`,
    read: (rows, parentId) => rows.map((row) => rowFromJson(spec, options.parentKeys ? withParentKeys(row, spec.linkColumn, accountId, parentId!) : row)),
  };
}

/** The rows of `spec` under a child of a planned page (a document's notes: the child's id as childColumn names it), as one JSON value. */
export function childRowsJson<T>(spec: RelatedRows<T>, accountId: string, childId: Prisma.Sql): PlannedRead<T[]> {
  const rows = relatedJson(spec, accountId, childId, "cr");
  return { column: rows.column, read: (value: Record<string, unknown>[]) => rows.read(value) };
}

/** An application's assigned users of the caller's account, in the order of assignment (ASSIGNED_USERS). */
export function assigneeUsers(accountId: string): PlannedRead<User[]> {
  const { table, linkColumn, userColumn, order, users } = ASSIGNED_USERS;
  const x = columnOf("x");
  return {
    column: Prisma.sql`COALESCE((SELECT json_agg(u ORDER BY ${sqlOrder(order, x)}) FROM ${Prisma.raw(`"${table}"`)} x JOIN ${Prisma.raw(`"${users.table}"`)} u ON u.id = ${x(userColumn)}
      WHERE ${sqlAllOf([Prisma.sql`${x(linkColumn)} = ${PLANNED_APPLICATION.id}`, Prisma.sql`u."accountId" = ${accountId}`], users.where, columnOf("u"))}), '[]')`,
    read: (rows: Record<string, unknown>[]) => rows.map((row) => rowFromJson(users, row)),
  };
}

/** Every user of the caller's account, or null when it has more than PLANNED_TEAM_MAX (then they are looked up by id). */
export function accountTeam(accountId: string): PlannedRead<User[] | null> {
  const { users } = ASSIGNED_USERS;
  return {
    column: Prisma.sql`(SELECT CASE WHEN count(*) <= ${PLANNED_TEAM_MAX} THEN json_agg(t) END FROM (
      SELECT ${rowColumns(users, "u")} FROM ${Prisma.raw(`"${users.table}"`)} u WHERE ${sqlAllOf([Prisma.sql`u."accountId" = ${accountId}`], users.where, columnOf("u"))} LIMIT ${PLANNED_TEAM_MAX + 1}) t)`,
    read: (rows: Record<string, unknown>[] | null) => rows && rows.map((row) => rowFromJson(users, row)),
  };
}

/**
 * An application's screening view (its hits and stories, screeningViewOf) as one JSON value; the hits
 * of the columns `onlyHitColumns` names, when given. `read` gives the hits and stories too, to prime.
 */
export function screeningView(
  accountId: string,
  onlyHitColumns?: readonly string[],
): PlannedRead<{ view: ReturnType<typeof screeningViewOf>; hits: ScreeningHit[]; groups: ScreeningGroup[] }, [applicationId: string]> {
  // The application's own hits: their account and application are set from it, not read (PARENT_KEYS).
  const hits = relatedJson(applicationHits, accountId, PLANNED_APPLICATION.id, "h", { parentKeys: true, only: onlyHitColumns });
  const groups = relatedJson(applicationStories, accountId, PLANNED_APPLICATION.id, "g");
  return {
    column: Prisma.sql`json_build_array(${hits.column}, ${groups.column})`,
    read: ([hitRows, groupRows]: [Record<string, unknown>[], Record<string, unknown>[]], applicationId: string) => {
      const [own, stories] = [hits.read(hitRows, applicationId), groups.read(groupRows)];
      return { view: screeningViewOf(own, stories), hits: own, groups: stories };
    },
  };
}

/** An application's screening state (src/domain/screening/state.ts) as one JSON value of its statement. */
export function screeningState(): PlannedRead<ApplicationScreeningState, [now?: Date]> {
  return plannedScreeningState(PLANNED_APPLICATION.id);
}

/** An application's stored hit counts (STORED_HIT_COUNTS), joined to its statement and summed per bucket as plain columns. */
export function hitCounts(): { join: Prisma.Sql; columns: Prisma.Sql; read(row: Record<string, unknown>): HitCounts } {
  const { table, linkColumn, sums } = STORED_HIT_COUNTS;
  const hc = (column: string) => `hc."${column}"`;
  const buckets = Object.entries(sums) as [keyof HitCounts, readonly string[]][];
  return {
    join: Prisma.sql`LEFT JOIN ${Prisma.raw(`"${table}"`)} hc ON ${Prisma.raw(hc(linkColumn))} = ${PLANNED_APPLICATION.id}`,
    columns: Prisma.raw(buckets.map(([bucket, columns]) => `COALESCE(${columns.map(hc).join(" + ")}, 0) AS "hitCounts_${bucket}"`).join(", ")),
    read: (row) => ({
      open: row.hitCounts_open as number,
      confirmed: row.hitCounts_confirmed as number,
      dismissed: row.hitCounts_dismissed as number,
      total: row.hitCounts_total as number,
    }),
  };
}

/**
 * An application's document facts as one JSON value: the documents they use (factDocuments, those
 * with content too when the operation asks for `duplicates`) and its workflow's required documents.
 */
export function documentFacts(accountId: string, duplicates: boolean): PlannedRead<ApplicationDocumentFacts, [app: Omit<FactApplication, "workflow">]> {
  // The application's own documents, read without it (PARENT_KEYS' reason).
  const docs = relatedJson(factDocuments({ duplicates }), accountId, PLANNED_APPLICATION.id, "d", { parentKeys: true });
  const { table, column } = FACT_WORKFLOW;
  return {
    column: Prisma.sql`json_build_array(${docs.column},
      (SELECT ${Prisma.raw(`w."${column}"`)} FROM ${Prisma.raw(`"${table}"`)} w WHERE w.id = ${PLANNED_APPLICATION.workflowId}))`,
    read: ([rows, requiredDocuments]: [Record<string, unknown>[], OnboardingWorkflow["requiredDocuments"] | null], app: Omit<FactApplication, "workflow">) =>
      applicationDocumentFacts(app, docs.read(rows, app.id) as FactDocument[], requiredDocuments),
  };
}
