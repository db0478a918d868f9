// Path parameters carry the spec's names ({hitId}, {storyId}, {groupId}, {taskId}, {migrationId}, …),
// so a client generated from openapi.json names its arguments as the spec does.
import { buildOpenApi } from "../../../src/rest/openapi";
import { routes } from "../../../src/rest/routeTable";
import { schema } from "../../../src/schema";

const doc = buildOpenApi(schema, routes, { version: "test", serverUrl: "http://localhost" }) as {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
};

/** The spec's templated paths (sections 4.x) with the names it gives their parameters. */
const SPEC_PATHS = [
  "/api/v1/screening/hits/{hitId}",
  "/api/v1/screening/stories/{storyId}",
  "/api/v1/screening/groups/{groupId}",
  "/api/v1/screening/individuals/{individualId}",
  "/api/v1/screening/individuals/{individualId}/summary",
  "/api/v1/screening/businesses/{businessId}",
  "/api/v1/screening/businesses/{businessId}/summary",
  "/api/v1/tasks/{taskId}",
  "/api/v1/migrations/{migrationId}/resume",
  "/api/v1/applications/{id}",
  "/api/v1/applications/{id}/export/crs-xml",
  "/api/v1/webhooks/{id}",
  "/api/v1/webhooks/{id}/deliveries",
];

describe("path parameters", () => {
  it.each(SPEC_PATHS)("documents %s under the spec's parameter name", (path) => {
    expect(Object.keys(doc.paths)).toContain(path);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const operation of Object.values(doc.paths[path])) {
      expect(operation.parameters?.filter((p) => p.in === "path").map((p) => p.name)).toEqual(names);
    }
  });

  it("names one resource's parameter the same way on every path under it", () => {
    const byCollection = new Map<string, Set<string>>();
    for (const path of Object.keys(doc.paths)) {
      const match = /^(\/api\/v1\/[\w-]+(?:\/[\w-]+)?)\/\{(\w+)\}/.exec(path);
      if (match) byCollection.set(match[1], (byCollection.get(match[1]) ?? new Set()).add(match[2]));
    }
    for (const [collection, names] of byCollection) expect([collection, [...names]]).toEqual([collection, [...names].slice(0, 1)]);
  });
});
