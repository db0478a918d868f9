// A REST route fetches exactly what its response schema promises (and OpenAPI documents), and leaves
// out the spec's "present only when…" fields rather than sending them as null.
import { z } from "zod";
import { coerceQuery } from "../../../src/rest/queryParsing";
import { omitAbsent, selectionOf } from "../../../src/rest/selection";
import { pageOf, PageQuery } from "../../../src/rest/schemas/common";

const Person = z.object({ id: z.string(), firstName: z.string(), tins: z.array(z.object({ tin: z.string(), issuedBy: z.string() })).optional() });
const Application = z.object({
  id: z.string(),
  riskScore: z.number().nullable(),
  labels: z.array(z.string()),
  individuals: z.array(Person),
  metadata: z.record(z.string(), z.unknown()).optional(),
  assignee: z.object({ id: z.string(), email: z.string() }).nullable().optional(),
  withServiceSince: z.string().optional(),
});

describe("selectionOf", () => {
  it("selects every field the schema names, nested objects and arrays of objects included", () => {
    expect(selectionOf(Application)).toBe(
      "{ id riskScore labels individuals { id firstName tins { tin issuedBy } } metadata assignee { id email } withServiceSince }",
    );
  });

  it("selects a page's items and its cursor", () => {
    expect(selectionOf(pageOf(z.object({ id: z.string() })))).toBe("{ items { id } nextCursor }");
  });

  it("sees through optional, nullable and default wrappers", () => {
    expect(selectionOf(z.object({ a: z.object({ b: z.string() }).nullable().optional().default(null) }))).toBe("{ a { b } }");
  });

  it("selects nothing below scalars and free JSON", () => {
    expect(selectionOf(z.string())).toBe("");
    expect(selectionOf(z.record(z.string(), z.unknown()))).toBe("");
  });
});

describe("omitAbsent", () => {
  it("drops null values of optional, non-nullable fields and keeps declared nulls", () => {
    const row = { id: "app_1", riskScore: null, labels: [], individuals: [], metadata: null, assignee: null, withServiceSince: null };
    expect(omitAbsent(Application, row)).toEqual({ id: "app_1", riskScore: null, labels: [], individuals: [], assignee: null });
  });

  it("reaches into arrays and nested objects", () => {
    const row = {
      id: "app_1",
      riskScore: 10,
      labels: ["vip"],
      individuals: [{ id: "ind_1", firstName: "Anna", tins: null }],
      withServiceSince: "2026-10-01T00:00:00Z",
    };
    expect(omitAbsent(Application, row)).toEqual({ ...row, individuals: [{ id: "ind_1", firstName: "Anna" }] });
    expect(omitAbsent(z.array(Application), [row])).toEqual([{ ...row, individuals: [{ id: "ind_1", firstName: "Anna" }] }]);
  });

  it("leaves values alone when the schema has nothing to omit, and does not mutate its input", () => {
    const plain = z.object({ id: z.string(), note: z.string().nullable() });
    const value = { id: "x", note: null };
    expect(omitAbsent(plain, value)).toBe(value);
    const row = { id: "app_1", withServiceSince: null };
    omitAbsent(Application, row);
    expect(row).toEqual({ id: "app_1", withServiceSince: null });
  });

  it("passes null and non-objects through", () => {
    expect(omitAbsent(Application, null)).toBeNull();
    expect(omitAbsent(Application.nullable(), "x")).toBe("x");
  });
});

describe("coerceQuery", () => {
  const Query = z.object({
    ...PageQuery,
    status: z.array(z.enum(["PENDING", "SUBMITTED"])).optional(),
    hidden: z.boolean().optional(),
    q: z.string().optional(),
  });

  it("reads numbers and booleans from query strings, and leaves what is not one for the schema to refuse", () => {
    expect(coerceQuery(Query, { limit: "20", hidden: "false" })).toEqual({ limit: 20, hidden: false });
    expect(coerceQuery(Query, { limit: "ten", hidden: "yes" })).toEqual({ limit: "ten", hidden: "yes" });
    expect(coerceQuery(Query, { limit: "" })).toEqual({ limit: "" });
  });

  it("takes arrays as repeated keys or comma-separated values (the contract), dropping empty entries", () => {
    expect(coerceQuery(Query, { status: ["PENDING", "SUBMITTED"] })).toEqual({ status: ["PENDING", "SUBMITTED"] });
    expect(coerceQuery(Query, { status: "PENDING, SUBMITTED," })).toEqual({ status: ["PENDING", "SUBMITTED"] });
    // qs turns more than 20 repeated keys into an object keyed by index.
    expect(coerceQuery(Query, { status: { 0: "PENDING", 21: "SUBMITTED" } })).toEqual({ status: ["PENDING", "SUBMITTED"] });
  });

  it("takes the last of a repeated single-valued key, and passes unknown keys on for the strict schema to name", () => {
    expect(coerceQuery(Query, { q: ["first", "last"], limit: ["5", "7"] })).toEqual({ q: "last", limit: 7 });
    expect(coerceQuery(Query, { colour: "blue" })).toEqual({ colour: "blue" });
  });
});
