// The planned SQL (issue 36): every value read with an application in its own statement is written
// here, from the domain's specifications (src/domain/pagination/rows.ts and byParent.ts: table, link
// column, conditions with their visibility rule, order, decoder) and the columns the operation can show
// (./selectedColumns.ts). The domain names no alias and takes no column list; the aliases below are
// this module's own, and the application's row is named by PLANNED_APPLICATION.
import { Prisma } from "../../generated/prisma/client";
import type { PlannedRead } from "../../domain/plannedRead";
import { childFromJson, childPage, sortValueOf, type ChildList } from "../../domain/pagination/byParent";
import { finishPage, type Page } from "../../domain/pagination/cursor";

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
