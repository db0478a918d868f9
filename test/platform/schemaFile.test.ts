// The schema the UI teams' tooling reads (issue 19, part 5): the committed schema.graphql is the code's,
// and every type and field says what it is.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { SCHEMA_FILE, printedSchema, undocumented } from "../../src/schema/sdl";

const ROOT = resolve(__dirname, "../..");
/** Types and fields that had no description when the check came in: the list may only shrink. */
const BASELINE_FILE = resolve(__dirname, "undocumentedSchema.txt");
const baseline = () => readFileSync(BASELINE_FILE, "utf8").split("\n").filter(Boolean);

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
  it("are on every type and field added since the check (give the new ones a description)", () => {
    const known = new Set(baseline());
    expect(undocumented().filter((coordinate) => !known.has(coordinate))).toEqual([]);
  });

  it("the list of those still lacking one holds none that now has one (remove them from undocumentedSchema.txt)", () => {
    const missing = new Set(undocumented());
    expect(baseline().filter((coordinate) => !missing.has(coordinate))).toEqual([]);
  });
});
