// The conditions and orders a specification declares (src/domain/pagination/rows.ts) are the domain's
// rules as Prisma's where spells them: the same object reads rows through Prisma and is written here as
// SQL over whatever alias the statement gives the row.
import { Prisma } from "../../../src/generated/prisma/client";
import { columnOf, rowColumns, sqlAllOf, sqlConditions, sqlOrder, type RowSpec } from "../../../src/domain/pagination/rows";
import { noteVisibility } from "../../../src/domain/notes/notes";
import { auditVisibility } from "../../../src/domain/audit/list";
import type { Actor } from "../../../src/domain/auth/context";

const c = columnOf("c");
const sqlOf = (statement: Prisma.Sql) => ({ sql: statement.sql, values: statement.values });
const customer = { accountId: "acc_1", operator: false } as Actor;
const operator = { accountId: "acc_1", operator: true } as Actor;

describe("a specification's conditions as SQL", () => {
  it("writes a value as equality, bound, and a boolean as its literal", () => {
    expect(sqlOf(sqlConditions({ assigneeId: "u_1", deleted: false }, c))).toEqual({ sql: `c."assigneeId" = ? AND c."deleted" = false`, values: ["u_1"] });
  });

  it("writes null as IS NULL, { not: null } as IS NOT NULL, { in } as one array parameter", () => {
    expect(sqlOf(sqlConditions({ documentId: null, sha256: { not: null }, status: { in: ["PENDING", "IN_PROGRESS"] } }, c))).toEqual({
      sql: `c."documentId" IS NULL AND c."sha256" IS NOT NULL AND c."status" = ANY(CAST(? AS text[]))`,
      values: [["PENDING", "IN_PROGRESS"]],
    });
  });

  it("writes { notIn } as NOT IN, and holds nothing back when its list is empty (as Prisma reads it)", () => {
    expect(sqlOf(sqlConditions({ id: { notIn: ["d1", "d2"] } }, c))).toEqual({ sql: `c."id" NOT IN (?,?)`, values: ["d1", "d2"] });
    expect(sqlConditions({ id: { notIn: [] } }, c).sql).toBe("TRUE");
  });

  it("leaves out a condition whose value is undefined (a filter not given), and is TRUE with none", () => {
    expect(sqlConditions({ assigneeId: undefined }, c).sql).toBe("TRUE");
    expect(sqlConditions({}, c).sql).toBe("TRUE");
  });

  it("writes OR as its conditions in parentheses, any holding", () => {
    expect(sqlOf(sqlConditions({ OR: [{ type: { in: ["ID_CARD"] } }, { sha256: { not: null } }] }, columnOf("d")))).toEqual({
      sql: `(d."type" = ANY(CAST(? AS text[])) OR d."sha256" IS NOT NULL)`,
      values: [["ID_CARD"]],
    });
  });

  it("puts the statement's own conditions first", () => {
    expect(sqlAllOf([Prisma.sql`c."accountId" = ${"acc_1"}`], {}, c).sql).toBe(`c."accountId" = ?`);
    expect(sqlAllOf([Prisma.sql`c."accountId" = ${"acc_1"}`], { hidden: false }, c).sql).toBe(`c."accountId" = ? AND c."hidden" = false`);
  });
});

describe("the visibility rules, one object for Prisma and SQL alike", () => {
  it("keeps steward-only notes from customer keys only", () => {
    expect(sqlConditions(noteVisibility(customer), c).sql).toBe(`c."stewardOnly" = false`);
    expect(sqlConditions(noteVisibility(operator), c).sql).toBe("TRUE");
  });

  it("keeps the service's own audit entries from customer keys only", () => {
    expect(sqlConditions(auditVisibility(customer), c).sql).toBe(`c."hidden" = false`);
    expect(sqlConditions(auditVisibility(operator), c).sql).toBe("TRUE");
  });
});

describe("a specification's order and columns", () => {
  it("writes Prisma's orderBy over the row", () => {
    expect(sqlOrder([{ createdAt: "desc" }, { id: "desc" }], columnOf("x")).sql).toBe(`x."createdAt" DESC, x."id" DESC`);
    expect(sqlOrder([{ createdAt: "asc" }, { userId: "asc" }], columnOf("x")).sql).toBe(`x."createdAt", x."userId"`);
  });

  it("reads the model's columns by name, leaves out those omitted, and names each computed value", () => {
    const spec: RowSpec<unknown> = {
      model: "Note",
      table: "Note",
      fields: { id: "id", accountId: "accountId", content: "content" },
      computed: { label: (row) => Prisma.sql`upper(${row("content")})` },
      where: {},
      hydrate: (row) => row,
    };

    expect(rowColumns(spec, "n", ["accountId"]).sql).toBe(`n."id", n."content", upper(n."content") AS "label"`);
    expect(rowColumns(spec, "n", [], ["id"]).sql).toBe(`n."id"`);
  });
});
