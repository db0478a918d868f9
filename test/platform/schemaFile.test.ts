// The schema the UI teams' tooling reads: the committed schema.graphql is the code's,
// and every type, field, argument and enum value says what it is.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { SCHEMA_FILE, printedSchema, undocumented } from "../../src/schema/sdl";

const ROOT = resolve(__dirname, "../..");

describe("schema.graphql", () => {
  it("is the schema the code builds (run `npm run schema:print` after changing the schema, and commit the file)", () => {
    const committed = readFileSync(resolve(ROOT, SCHEMA_FILE), "utf8");
    // toBe on the whole text would print 2,000 lines: compare line by line to show the first drift.
    const [code, file] = [printedSchema().split("\n"), committed.split("\n")];
    const first = code.findIndex((line, i) => line !== file[i]);
    expect({ firstDifferentLine: first === -1 && code.length === file.length ? null : first + 1, code: code[first], committed: file[first] }).toEqual({
      firstDifferentLine: null,
      code: undefined,
      committed: undefined,
    });
  });
});

describe("descriptions", () => {
  it("are on every type, field, argument and enum value, input fields included (give a new one its description; enum values in src/schema/enumValues.ts)", () => {
    expect(undocumented()).toEqual([]);
  });
});
