// The same cursor pages as the REST lists, for many parents at once (the edges of a GraphQL page:
// each application's documents, tasks, notes, audit entries). One statement reads every parent's page
// with a LATERAL join (an index range scan per parent, `LIMIT limit + 1` each), through the `pg`
// reader: the count does not grow with the number of parents or their children, and Prisma (more CPU
// per statement and per row than `pg`: docs/performance.md) stays off this hot read path.
import { Prisma } from "../../generated/prisma/client";
import { readJsonInstants, type SqlReader } from "../../db/sql";
import { finishPage, sqlAfterCursor, sqlPageOrder, type ListSpec, type Page } from "./cursor";
import type { PlannedRead } from "../../kernel/plannedRead";
import { columnOf, rowColumns, sqlConditions, type RowSpec } from "./rows";

/**
 * A list of children under a parent, as a specification: what any page of it is, whoever reads it (a
 * REST list with one parent, the batched edge with many, a page planned into its parent's statement by
 * src/schema/plan). Its rows are those of a RowSpec (./rows.ts) whose `parentColumn` names the parent.
 */
export interface ChildList<F extends string, T extends { id: string }> extends RowSpec<T> {
  /** The list's order, limits and cursors. */
  spec: ListSpec<F>;
  /** Trusted identifier: the child table's column naming the parent. */
  parentColumn: string;
  /** One more value read with each child (withPlannedRead). */
  plannedWith?: PlannedRead<void, [childId: string]>;
}

/**
 * `list` with one more value read with each child (`also`, a column over the child's row as
 * childColumn names it: a task's document, a document's notes), handed with the child's id to
 * `also.read` before the child is hydrated. Without `also`, `list` itself.
 */
export function withPlannedRead<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  also?: PlannedRead<void, [childId: string]>,
): ChildList<F, T> {
  return also ? { ...list, plannedWith: also } : list;
}

/** A child row as its statement returns it, made the list's value: the planned value handed over first. */
export function hydrateChild<F extends string, T extends { id: string }>(list: ChildList<F, T>, row: Record<string, unknown>): T {
  if (list.plannedWith) {
    list.plannedWith.read(row.plannedWith, row.id as string);
    row.plannedWith = undefined;
  }
  return list.hydrate(row);
}

/**
 * The columns every child row of a parent's page holds the same values in (its account and its parent
 * id): not read, but set on each row from the parent. Planned pages are JSON, and these were a fifth
 * of a case page's.
 */
export const PARENT_KEYS = (parentColumn: string) => ["accountId", parentColumn] as const;

/** A child row of one parent's page read back from JSON (a planned page's): instants made Dates, the parent keys set, the list's value. */
export function childFromJson<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  row: Record<string, unknown>,
  accountId: string,
  parentId: string,
): T {
  return hydrateChild(list, withParentKeys(readJsonInstants(row, list.model), list.parentColumn, accountId, parentId));
}

/** Sets the columns PARENT_KEYS leaves unread. */
export function withParentKeys(row: Record<string, unknown>, parentColumn: string, accountId: string, parentId: string) {
  row.accountId = accountId;
  row[parentColumn] = parentId;
  return row;
}

/** A column of the child row as a page's statement names it (alias `c`): what is planned into a page is handed these. */
export const childColumn = columnOf("c");

/**
 * The page of one parent's children (alias `c`, with each row's place `n`), the parent given as SQL;
 * `only`, when given, the columns a reader can show (rowColumns).
 */
export function childPage<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  page: Page<F>,
  accountId: string,
  parent: Prisma.Sql,
  only?: readonly string[],
): Prisma.Sql {
  const c = childColumn;
  const columns = { sort: c(page.orderBy), id: c("id") };
  const order = sqlPageOrder(page, columns);
  const plannedWith = list.plannedWith ? Prisma.sql`, ${list.plannedWith.column} AS "plannedWith"` : Prisma.empty;
  return Prisma.sql`
      SELECT ${rowColumns(list, "c", PARENT_KEYS(list.parentColumn), only)}${plannedWith}, CAST(row_number() OVER (ORDER BY ${order}) AS int) AS n FROM ${Prisma.raw(`"${list.table}"`)} c
      WHERE ${c(list.parentColumn)} = ${parent} AND c."accountId" = ${accountId} AND ${sqlConditions(list.where, c)} AND ${sqlAfterCursor(page, columns)}
      ORDER BY ${order}
      LIMIT ${page.limit + 1}`;
}

export async function pagesByParent<F extends string, T extends { id: string }>(
  sql: SqlReader,
  list: ChildList<F, T>,
  page: Page<F>,
  accountId: string,
  parentIds: readonly string[],
  only?: readonly string[],
): Promise<{ items: T[]; nextCursor: string | null }[]> {
  if (parentIds.length === 0) return [];
  // Many parents as one array parameter: the statement's text, so its prepared statement, is the same for
  // any page size. One parent (a case page's) is bound as a plain value instead: PostgreSQL plans the
  // array form afresh on every call (its generic plan assumes 100 parents, so it never wins), a tenth
  // of the case page's PostgreSQL CPU; the plain form keeps its generic plan.
  const statement =
    parentIds.length === 1
      ? Prisma.sql`SELECT CAST(${parentIds[0]} AS text) AS "parentId", c.* FROM (${childPage(list, page, accountId, Prisma.sql`${parentIds[0]}`, only)}) c`
      : Prisma.sql`
    SELECT p.parent AS "parentId", c.* FROM unnest(CAST(${[...parentIds]} AS text[])) AS p(parent)
    CROSS JOIN LATERAL (${childPage(list, page, accountId, Prisma.raw("p.parent"), only)}) c`;
  const picked = await sql.rows<{ parentId: string; n: number } & Record<string, unknown>>(statement);
  const byParent = new Map<string, T[]>(parentIds.map((id) => [id, []]));
  // n is the row's place in its parent's page (a join's output order is not promised).
  picked.sort((a, b) => a.n - b.n);
  for (const row of picked) {
    const parentId = row.parentId;
    // Dropped by assignment, not by a rest spread, which copied every row (5% of a documents page's CPU).
    (row as Record<string, unknown>).parentId = (row as Record<string, unknown>).n = undefined;
    byParent.get(parentId)!.push(hydrateChild(list, withParentKeys(row, list.parentColumn, accountId, parentId)));
  }
  return parentIds.map((id) => finishPage(byParent.get(id)!, page, list.spec, accountId, sortValueOf(page)));
}

export const sortValueOf =
  <F extends string>(page: Page<F>) =>
  <T>(row: T) =>
    (row as unknown as Record<F, Date | string>)[page.orderBy];
