// Query strings arrive as text (src/rest/queryParsing.ts): the route's schema says what each key is.
// Arrays take repeated keys and comma-separated values, as the contract says; what cannot be read is
// passed on unchanged so the route's schema answers it with a 400 naming the key.
import { z } from "zod";
import { coerceQuery } from "../../../src/rest/queryParsing";

const schema = z
  .object({
    status: z.array(z.enum(["PENDING", "SUBMITTED", "APPROVED"])).optional(),
    limit: z.number().int().optional(),
    hidden: z.boolean().optional(),
    search: z.string().optional(),
  })
  .strict();

describe("coerceQuery", () => {
  it("reads repeated keys and comma-separated values as one list, trimming and dropping empties", () => {
    expect(coerceQuery(schema, { status: ["PENDING", "SUBMITTED,APPROVED"] })).toEqual({ status: ["PENDING", "SUBMITTED", "APPROVED"] });
    expect(coerceQuery(schema, { status: " PENDING , ,APPROVED" })).toEqual({ status: ["PENDING", "APPROVED"] });
    // qs turns more than 20 repeated keys into an object keyed by index
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i), "PENDING"]));
    expect((coerceQuery(schema, { status: many }).status as string[]).length).toBe(25);
  });

  it("reads numbers and booleans, and leaves what is not one for the schema to refuse", () => {
    expect(coerceQuery(schema, { limit: "25", hidden: "true" })).toEqual({ limit: 25, hidden: true });
    expect(coerceQuery(schema, { hidden: "false" })).toEqual({ hidden: false });
    // Python's urlencode writes a bool as True/False (a yente client's fuzzy=False)
    expect(coerceQuery(schema, { hidden: "True" })).toEqual({ hidden: true });
    expect(coerceQuery(schema, { hidden: "False" })).toEqual({ hidden: false });
    const bad = coerceQuery(schema, { limit: "ten", hidden: "yes" });
    expect(bad).toEqual({ limit: "ten", hidden: "yes" });
    expect(schema.safeParse(bad).success).toBe(false);
    expect(coerceQuery(schema, { limit: "" })).toEqual({ limit: "" });
  });

  it("takes the last of repeated single values, and passes unknown keys on for the strict schema to name", () => {
    expect(coerceQuery(schema, { search: ["first", "last"], limit: ["5", "7"] })).toEqual({ search: "last", limit: 7 });
    const unknown = coerceQuery(schema, { colour: "red" });
    expect(unknown).toEqual({ colour: "red" });
    expect(schema.safeParse(unknown).error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["colour"] });
  });
});
