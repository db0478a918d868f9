// A list's page planned into its parent's statement (src/domain/readModel pages the domain's list
// specifications with these): the JSON column's rows read back as the list's own rows, and one more
// value read with each child (a task's document, a document's notes).
import { Prisma } from "../../../src/generated/prisma/client";
import { childPage, hydrateChild, withPlannedRead, type ChildList } from "../../../src/domain/pagination/byParent";
import { childPageJson } from "../../../src/domain/readModel/plannedSql";
import { readPage, setCursorSigningKey, type ListSpec } from "../../../src/domain/pagination/cursor";

type Row = { id: string; title: string; createdAt: Date; accountId?: string; applicationId?: string };
const TASKS: ListSpec<"createdAt"> = { name: "tasks", sortFields: ["createdAt"], defaultSortField: "createdAt", sortFieldKind: { createdAt: "date" } };
const ACCOUNT = "acc_1";

setCursorSigningKey("unit-test-signing-key"); // as every API process does at start

/** A list of tasks under their application: its columns, and one computed with each row. */
function taskList(): ChildList<"createdAt", Row> {
  return {
    spec: TASKS,
    model: "Task",
    table: "Task",
    parentColumn: "applicationId",
    fields: { id: "id", accountId: "accountId", applicationId: "applicationId", title: "title", createdAt: "createdAt" },
    computed: { documentName: (c) => Prisma.sql`(SELECT d."fileName" FROM "Document" d WHERE d.id = ${c("documentId")})` },
    where: { deleted: false },
    hydrate: (row) => row as unknown as Row,
  };
}

/** A row as the planned JSON carries it: its instants as text, its place in the page as n. */
const jsonRow = (id: string, n: number) => ({ id, title: `Task ${n}`, createdAt: `2026-10-0${n} 08:00:00.000`, n });

describe("a page planned into its parent's statement", () => {
  it("reads the columns its reader picks, one page per parent as JSON", () => {
    const planned = childPageJson(taskList(), readPage({ limit: 2, order: "asc" }, TASKS, ACCOUNT), ACCOUNT, Prisma.raw("a.id"), ["id", "createdAt"]);

    expect(planned.column.sql).toContain(`SELECT c."id", c."createdAt", CAST(row_number()`);
    expect(planned.column.sql).toContain(`json_agg(x ORDER BY x.n)`);
    expect(planned.column.sql).toContain(`c."applicationId" = a.id`);
    expect(planned.column.sql).toContain(`c."deleted" = false`);
  });

  it("reads every column but the parent keys without a pick, and a computed value only when there is none or the pick names it", () => {
    const page = readPage({ limit: 2, order: "asc" }, TASKS, ACCOUNT);
    const all = childPage(taskList(), page, ACCOUNT, Prisma.raw("a.id")).sql;
    const picked = childPage(taskList(), page, ACCOUNT, Prisma.raw("a.id"), ["id", "documentName"]).sql;
    const without = childPage(taskList(), page, ACCOUNT, Prisma.raw("a.id"), ["id"]).sql;

    expect(all).toContain(
      `SELECT c."id", c."title", c."createdAt", (SELECT d."fileName" FROM "Document" d WHERE d.id = c."documentId") AS "documentName", CAST`,
    );
    expect(picked).toContain(`SELECT c."id", (SELECT d."fileName" FROM "Document" d WHERE d.id = c."documentId") AS "documentName", CAST`);
    expect(without).toContain(`SELECT c."id", CAST`);
  });

  it("reads the JSON back as the list's rows: parent keys set, instants in UTC, a cursor when there are more", () => {
    const planned = childPageJson(taskList(), readPage({ limit: 2, order: "asc" }, TASKS, ACCOUNT), ACCOUNT, Prisma.raw("a.id"));

    const page = planned.read([jsonRow("t1", 1), jsonRow("t2", 2), jsonRow("t3", 3)], "app_1");

    expect(page.items).toEqual([
      { id: "t1", title: "Task 1", createdAt: new Date("2026-10-01T08:00:00.000Z"), accountId: ACCOUNT, applicationId: "app_1", n: undefined },
      { id: "t2", title: "Task 2", createdAt: new Date("2026-10-02T08:00:00.000Z"), accountId: ACCOUNT, applicationId: "app_1", n: undefined },
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it("ends the page with no cursor when the parent has no more", () => {
    const planned = childPageJson(taskList(), readPage({ limit: 2 }, TASKS, ACCOUNT), ACCOUNT, Prisma.raw("a.id"));

    expect(planned.read([jsonRow("t1", 1)], "app_1")).toMatchObject({ items: [{ id: "t1" }], nextCursor: null });
    expect(planned.read([], "app_1")).toEqual({ items: [], nextCursor: null });
  });
});

describe("one more value read with each child", () => {
  it("is a column of the child's row, handed with the child's id to its read before the child is hydrated", () => {
    const seen: string[] = [];
    const list = { ...taskList(), hydrate: (row: Record<string, unknown>) => (seen.push(`hydrate ${row.id}`), row as unknown as Row) };
    const withNotes = withPlannedRead(list, { column: Prisma.sql`(SELECT 1)`, read: (value, id) => seen.push(`read ${JSON.stringify(value)} for ${id}`) });

    expect(childPage(withNotes, readPage({ limit: 2 }, TASKS, ACCOUNT), ACCOUNT, Prisma.raw("a.id"), ["id"]).sql).toContain(
      `SELECT c."id", (SELECT 1) AS "plannedWith", CAST`,
    );
    const row = hydrateChild(withNotes, { id: "t1", plannedWith: [{ note: "n1" }] });

    expect(seen).toEqual([`read [{"note":"n1"}] for t1`, "hydrate t1"]);
    expect(row).toEqual({ id: "t1", plannedWith: undefined });
  });

  it("leaves the list as it is when there is none", () => {
    const list = taskList();

    expect(withPlannedRead(list, undefined)).toBe(list);
  });
});
