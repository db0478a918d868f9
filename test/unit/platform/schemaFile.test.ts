// The schema the UI teams' tooling reads: the committed schema.graphql is the code's,
// and every type, field, argument and enum value says what it is.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from "graphql";
import { SCHEMA_FILE, printedSchema } from "../../../src/schema/sdl";
import { schema } from "../../../src/schema";

const ROOT = resolve(__dirname, "../../..");

/**
 * Schema coordinates without a description, sorted: `Type`, `Type.field` (input fields included),
 * `Type.field(argument:)` and `Enum.VALUE`.
 */
function undocumented(): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of "args" in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

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
