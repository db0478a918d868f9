// The same cursor pages as the REST lists, for many parents at once (the edges of a GraphQL page:
// each application's documents, tasks, notes, audit entries). One statement picks every parent's page
// of ids with a LATERAL join (an index range scan per parent, `LIMIT limit + 1` each), one more reads
// those rows; the count does not grow with the number of parents or their children.
import { Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { finishPage, sqlAfterCursor, sqlPageOrder, type ListSpec, type Page } from "./cursor";

export interface ChildList<F extends string, T extends { id: string }> {
  spec: ListSpec<F>;
  /** Trusted identifiers: the child table and its column naming the parent. */
  table: string;
  parentColumn: string;
  /** Conditions on the child rows (alias `c`) besides parent, account and cursor: the REST list's own. */
  where: Prisma.Sql;
  /** Reads the picked rows in the shape the GraphQL type expects (any order). */
  read: (ids: string[]) => Promise<T[]>;
}

export async function pagesByParent<F extends string, T extends { id: string }>(
  sql: SqlReader,
  list: ChildList<F, T>,
  page: Page<F>,
  accountId: string,
  parentIds: readonly string[],
): Promise<{ items: T[]; nextCursor: string | null }[]> {
  if (parentIds.length === 0) return [];
  const c = (column: string) => Prisma.raw(`c."${column}"`);
  const columns = { sort: c(page.orderBy), id: c("id") };
  const order = sqlPageOrder(page, columns);
  const picked = await sql.rows<{ parentId: string; id: string; n: number | string }>(Prisma.sql`
    SELECT p.parent AS "parentId", c.id, c.n FROM unnest(ARRAY[${Prisma.join(parentIds)}]::text[]) AS p(parent)
    CROSS JOIN LATERAL (
      SELECT c.id, row_number() OVER (ORDER BY ${order}) AS n FROM ${Prisma.raw(`"${list.table}"`)} c
      WHERE ${c(list.parentColumn)} = p.parent AND c."accountId" = ${accountId} AND ${list.where} AND ${sqlAfterCursor(page, columns)}
      ORDER BY ${order}
      LIMIT ${page.limit + 1}
    ) c`);
  const rows = new Map((await list.read(picked.map((p) => p.id))).map((row) => [row.id, row]));
  const byParent = new Map<string, T[]>(parentIds.map((id) => [id, []]));
  // n is the row's place in its parent's page (a join's output order is not promised).
  picked.sort((a, b) => Number(a.n) - Number(b.n));
  for (const { parentId, id } of picked) {
    const row = rows.get(id);
    if (row) byParent.get(parentId)!.push(row);
  }
  const sortValue = (row: T) => (row as unknown as Record<F, Date | string>)[page.orderBy];
  return parentIds.map((id) => finishPage(byParent.get(id)!, page, list.spec, accountId, sortValue));
}
