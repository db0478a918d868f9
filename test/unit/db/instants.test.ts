// A planned read's rows come back from JSON, which carries instants as text: which columns are
// instants is read off prisma/schema.prisma, so a DateTime field added to a model comes back as a Date
// (in UTC) with no list to edit.
import { readFileSync } from "node:fs";
import path from "node:path";
import { instantColumnsOf, readJsonInstants, type ModelName } from "../../../src/db/sql";

/** Each model's DateTime fields, read from the schema's text here independently of the generator. */
function dateTimeFieldsInSchema(): Map<string, string[]> {
  const text = readFileSync(path.join(__dirname, "../../../prisma/schema.prisma"), "utf8");
  const models = new Map<string, string[]>();
  for (const [, name, body] of text.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)) {
    models.set(
      name,
      [...body.matchAll(/^\s+(\w+)\s+DateTime\??(\s|$)/gm)].map((m) => m[1]),
    );
  }
  return models;
}

describe("a model's instants", () => {
  it("are every DateTime field of every model in prisma/schema.prisma", () => {
    const models = dateTimeFieldsInSchema();
    expect(models.size).toBeGreaterThan(20);
    for (const [model, fields] of models) expect([model, [...instantColumnsOf(model as ModelName)].sort()]).toEqual([model, [...fields].sort()]);
    expect(models.get("Document")).toEqual(expect.arrayContaining(["documentDate", "expiresAt", "validatedAt"]));
  });

  it("come back from JSON text as the UTC instants they were, whatever the process's zone; other fields untouched", () => {
    const row = { id: "d1", fileName: "2026-01-01 00:00:00", createdAt: "2026-11-24 20:13:03.123", expiresAt: null, validatedAt: "2026-11-24T21:00:00" };
    readJsonInstants(row, "Document");
    expect(row).toEqual({
      id: "d1",
      fileName: "2026-01-01 00:00:00",
      createdAt: new Date("2026-11-24T20:13:03.123Z"),
      expiresAt: null,
      validatedAt: new Date("2026-11-24T21:00:00Z"),
    });
  });
});
