// A REST route leads to its resolver: it names its root field by a constant of src/rest/operations.ts
// (generated from the schema), its operation is the one the server compiles at boot, and that
// operation runs the field the route names. All three fail here, in the fast tier, not at boot.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { schema } from "../../../src/schema";
import { routes } from "../../../src/rest/routeTable";
import { compileRoutes } from "../../../src/rest/router";
import { selectionOf } from "../../../src/rest/selection";
import { OPERATIONS_FILE, operationsModule } from "../../../scripts/route-operations";

const ROOT = path.join(__dirname, "..", "..", "..");
const label = (route: (typeof routes)[number]) => `${route.method.toUpperCase()} ${route.path}`;

/** The root fields an operation document selects, in order. */
function rootFields(source: string): string[] {
  const operation = parse(source).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return (operation?.selectionSet.selections ?? []).map((s) => (s.kind === Kind.FIELD ? s.name.value : `<${s.kind}>`));
}

describe("src/rest/operations.ts", () => {
  it("is what the schema generates (run `npm run schema:print` after adding or renaming a root field, and commit it)", () => {
    const committed = readFileSync(path.join(ROOT, OPERATIONS_FILE), "utf8");
    expect(committed === operationsModule(schema) ? "up to date" : "stale").toBe("up to date");
  });
});

describe("every REST route's operation", () => {
  it("compiles against the schema, as the server does at boot", () => {
    expect(() => compileRoutes(schema, routes)).not.toThrow();
  });

  it("selects exactly the root field the route names (and a walked list, its page field)", () => {
    const wrong = routes.flatMap((route) => {
      const problems: string[] = [];
      const fields = rootFields(route.operation(selectionOf(route.response.schema)));
      if (fields.length !== 1 || fields[0] !== route.field) problems.push(`${label(route)}: selects ${fields.join(", ")}, names ${route.field}`);
      if (route.walk) {
        const page = rootFields(route.walk.operation("{ nextCursor }"));
        if (page.length !== 1 || page[0] !== route.walk.field) problems.push(`${label(route)} (page): selects ${page.join(", ")}, names ${route.walk.field}`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
