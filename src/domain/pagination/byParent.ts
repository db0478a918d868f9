// The same cursor pages as the REST lists, for many parents at once (the edges of a GraphQL page:
// each application's documents, tasks, notes, audit entries). One statement reads every parent's page
// with a LATERAL join (an index range scan per parent, `LIMIT limit + 1` each), through the `pg`
// reader: the count does not grow with the number of parents or their children, and Prisma (~0.5 ms
// of CPU per statement, more per row than `pg`) stays off this hot read path.
import { Prisma } from "../../generated/prisma/client";
import { readJsonInstants, type ModelName, type SqlReader } from "../../db/sql";
import { finishPage, sqlAfterCursor, sqlPageOrder, type ListSpec, type Page } from "./cursor";
import type { PlannedRead } from "../plannedRead";

/**
 * A list of children under a parent, as a specification: what any page of it is, whoever reads it (a
 * REST list with one parent, the batched edge with many, a page planned into its parent's statement by
 * src/schema/plan). Its SQL is over the child alias `c`, which the statements here define.
 */
export interface ChildList<F extends string, T extends { id: string }> {
  /** The list's order, limits and cursors. */
  spec: ListSpec<F>;
  /** The children's model, whose DateTime columns planned JSON carries as text. */
  model: ModelName;
  /** Trusted identifiers: the child table and its column naming the parent. */
  table: string;
  parentColumn: string;
  /** Conditions on the child rows (alias `c`) besides parent, account and cursor: the REST list's own, its visibility rule included. */
  where: Prisma.Sql;
  /**
   * The columns to read over alias `c` (sqlColumns, plus any JSON of the row's own relations),
   * without PARENT_KEYS: the statement's own conditions fix them, and every row gets them back.
   * `only`, when given, names the columns a reader can show (a planned read's pick), else all.
   */
  columns(only?: readonly string[]): Prisma.Sql;
  /** A row as the statement returns it, in the shape Prisma gives (and the GraphQL type reads). */
  hydrate: (row: Record<string, unknown>) => T;
}

/**
 * `list` with one more value read with each child (`also`, a column over the child's alias `c`: a
 * task's document, a document's notes), handed with the child's id to `also.read` before the child
 * is hydrated. Without `also`, `list` itself.
 */
export function withPlannedRead<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  also?: PlannedRead<void, [childId: string]>,
): ChildList<F, T> {
  if (!also) return list;
  return {
    ...list,
    columns: (only) => Prisma.sql`${list.columns(only)}, ${also.column} AS "plannedWith"`,
    hydrate: (row) => {
      also.read(row.plannedWith, row.id as string);
      row.plannedWith = undefined;
      return list.hydrate(row);
    },
  };
}

/**
 * The columns every child row of a parent's page holds the same values in (its account and its parent
 * id): not read, but set on each row from the parent. Planned pages are JSON, and these were a fifth
 * of a case page's (its planned statement took ~0.3 ms less without them).
 */
export const PARENT_KEYS = (parentColumn: string) => ["accountId", parentColumn] as const;

/** Sets the columns PARENT_KEYS leaves unread. */
export function withParentKeys(row: Record<string, unknown>, parentColumn: string, accountId: string, parentId: string) {
  row.accountId = accountId;
  row[parentColumn] = parentId;
  return row;
}

/** A column of the child row (alias `c`) as SQL planned into a page names it: a task's document id. */
export const childColumn = (column: string) => Prisma.raw(`c."${column}"`);

/** The page of one parent's children (alias `c`, with each row's place `n`), the parent given as SQL; `only` as ChildList's columns take it. */
function childPage<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  page: Page<F>,
  accountId: string,
  parent: Prisma.Sql,
  only?: readonly string[],
): Prisma.Sql {
  const c = childColumn;
  const columns = { sort: c(page.orderBy), id: c("id") };
  const order = sqlPageOrder(page, columns);
  return Prisma.sql`
      SELECT ${list.columns(only)}, CAST(row_number() OVER (ORDER BY ${order}) AS int) AS n FROM ${Prisma.raw(`"${list.table}"`)} c
      WHERE ${c(list.parentColumn)} = ${parent} AND c."accountId" = ${accountId} AND ${list.where} AND ${sqlAfterCursor(page, columns)}
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
  // array form afresh on every call (its generic plan assumes 100 parents, so it never wins), which was
  // 0.2 ms of the case page's ~2 ms of PostgreSQL CPU; the plain form keeps its generic plan.
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
    byParent.get(parentId)!.push(list.hydrate(withParentKeys(row, list.parentColumn, accountId, parentId)));
  }
  return parentIds.map((id) => finishPage(byParent.get(id)!, page, list.spec, accountId, sortValueOf(page)));
}

const sortValueOf =
  <F extends string>(page: Page<F>) =>
  <T>(row: T) =>
    (row as unknown as Record<F, Date | string>)[page.orderBy];

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
        return list.hydrate(withParentKeys(readJsonInstants(row, list.model), list.parentColumn, accountId, parentId));
      });
      return finishPage(items, page, list.spec, accountId, sortValueOf(page));
    },
  };
}
