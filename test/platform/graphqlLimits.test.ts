// What one /graphql request may ask for: refusals come with a code and a clear
// message, before any resolver or SQL runs; REST's own operations and the usual screens fit.
import { parse, validate, specifiedRules } from "graphql";
import type { PrismaClient } from "../../src/generated/prisma/client";
import type { SqlReader } from "../../src/db/sql";
import { schema } from "../../src/schema";
import { createContext } from "../../src/schema/context";
import { createGraphQLServer } from "../../src/http/graphql";
import { GRAPHQL_LIMITS, operationCost } from "../../src/http/graphqlLimits";
import { routes } from "../../src/rest/routeTable";
import { selectionOf } from "../../src/rest/selection";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { CASE_PAGE_QUERY, APPLICATIONS_SCREEN_QUERY } from "../support/casePage";

let svc: TestService;
let api: ReturnType<typeof client>;
let account: { accountId: string; key: string; keyId: string };

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount();
  api = client(svc.url, account.key);
});
afterAll(() => svc.close());

/** A /graphql server over a database and driver that record every statement. */
async function countingServer(apiEnv: "test" | "live" = "test") {
  const statements: string[] = [];
  const db = svc.db.prisma.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        statements.push(`${model ?? "raw"}.${operation}`);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  const sql: SqlReader = { rows: (statement) => (statements.push("sql"), svc.db.sql.rows(statement)) };
  const key = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
  const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: key.userId, userName: "Tester", operator: false };
  const yoga = createGraphQLServer({ schema, apiEnv, context: () => createContext(db, actor, { sql, objectStore: svc.objectStore }) });
  const post = async (query: string, variables?: Record<string, unknown>) => {
    const res = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
  };
  return { statements, post };
}

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

describe("refusals", () => {
  it("refuses 300 aliases of applications(limit: 100) before any statement runs", async () => {
    const server = await countingServer();
    const query = aliases(300, "applications(limit: 100) { items { id } }");
    const body = await server.post(query);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].extensions?.code).toMatch(/^(QUERY_TOO_LONG|TOO_MANY_ALIASES|QUERY_TOO_COSTLY)$/);
    expect(server.statements).toEqual([]);
    // Had it been shorter, its aliases and its cost (300 × 100 × 2) would each refuse it.
    expect(operationCost(schema, parse(query))).toBe(60_000);
  });

  it("refuses more aliases than the limit with TOO_MANY_ALIASES", async () => {
    const server = await countingServer();
    const body = await server.post(aliases(GRAPHQL_LIMITS.maxAliases + 1, "applications(limit: 1) { items { id } }"));
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${GRAPHQL_LIMITS.maxAliases + 1}: split the work over several requests`,
        extensions: expect.objectContaining({ code: "TOO_MANY_ALIASES" }),
      }),
    ]);
    expect(server.statements).toEqual([]);
    // One fewer is answered.
    const ok = await server.post(aliases(GRAPHQL_LIMITS.maxAliases, "applications(limit: 1) { items { id } }"));
    expect(ok.errors).toBeUndefined();
    expect(server.statements.length).toBeGreaterThan(0);
  });

  it("refuses a document longer than the token limit with QUERY_TOO_LONG", async () => {
    const server = await countingServer();
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => "id").join(" ");
    const body = await server.post(`{ applications(limit: 1) { items { ${fields} } } }`);
    expect(body.errors?.[0]).toEqual(
      expect.objectContaining({
        message: `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded: send a shorter document`,
        extensions: expect.objectContaining({ code: "QUERY_TOO_LONG" }),
      }),
    );
    expect(server.statements).toEqual([]);
  });

  it("refuses a query nested deeper than the limit with QUERY_TOO_DEEP", async () => {
    const server = await countingServer();
    // application → documents → items → application → … → id: 11 levels.
    const body = await server.post(
      `query($id: ID!) { application(id: $id) { documents { items { application { documents { items { application { documents { items { application { id } } } } } } } } } } }`,
      { id: "x" },
    );
    expect(body.errors?.[0]).toEqual(
      expect.objectContaining({
        message: `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 11: ask for fewer nested levels`,
        extensions: expect.objectContaining({ code: "QUERY_TOO_DEEP" }),
      }),
    );
    expect(server.statements).toEqual([]);
  });

  it("counts list sizes: 100 applications × 100 documents is refused with QUERY_TOO_COSTLY, also through a variable", async () => {
    const server = await countingServer();
    const query = `query($n: Int) { applications(limit: 100) { items { id documents(limit: $n) { items { id } } } } }`;
    const body = await server.post(query, { n: 100 });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: `Query cost 20200 exceeds the limit of ${GRAPHQL_LIMITS.maxCost}: ask for smaller limit arguments or fewer nested lists`,
        extensions: expect.objectContaining({ code: "QUERY_TOO_COSTLY" }),
      }),
    ]);
    expect(server.statements).toEqual([]);
    // The same shape with smaller pages is answered.
    const ok = await server.post(query, { n: 10 });
    expect(ok.errors).toBeUndefined();
  });

  it("hides field suggestions on a live deployment and keeps them on test", async () => {
    const query = `{ applicatons(limit: 1) { items { id } } }`;
    const onTest = await (await countingServer("test")).post(query);
    expect(onTest.errors?.[0].message).toContain('Did you mean "applications"');
    const onLive = await (await countingServer("live")).post(query);
    expect(onLive.errors?.[0].message).not.toContain("Did you mean");
    expect(onLive.errors?.[0].message).toContain('Cannot query field "applicatons"');
  });

  it("answers a refusal over HTTP in the GraphQL error shape with its code", async () => {
    const res = await api.graphql(aliases(GRAPHQL_LIMITS.maxAliases + 1, "users { id }"));
    expect(res.body.errors?.[0].extensions).toEqual(expect.objectContaining({ code: "TOO_MANY_ALIASES", statusCode: 400 }));
  });

  it("refuses a body that is not JSON with 415 before it is read: the body limit and the caps read JSON only", async () => {
    const query = `mutation { screeningMatch(input: { queries: [] }) { __typename } } ${"#".repeat(64)}`;
    for (const [type, body] of [
      ["application/graphql", query],
      ["application/x-www-form-urlencoded", `query=${encodeURIComponent(query)}`],
      ["text/plain", JSON.stringify({ query })],
    ]) {
      const res = await fetch(`${svc.url}/graphql`, { method: "POST", headers: { authorization: `Bearer ${account.key}`, "content-type": type }, body });
      expect({ type, status: res.status }).toEqual({ type, status: 415 });
      expect((await res.json()).errors?.[0].extensions).toEqual(expect.objectContaining({ code: "UNSUPPORTED_MEDIA_TYPE", statusCode: 415 }));
    }
    expect((await api.graphql("{ __typename }")).body).toEqual({ data: { __typename: "Query" } });
  });
});

describe("what stays allowed", () => {
  const depthAndAliases = (source: string) =>
    validate(schema, parse(source), [
      ...specifiedRules,
      maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, propagateOnRejection: true }),
      maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, propagateOnRejection: true }),
    ]);

  it("every REST route's operation fits the limits at its largest page (and REST never passes through them)", () => {
    for (const route of routes) {
      const source = route.operation(selectionOf(route.response.schema));
      expect([route.path, depthAndAliases(source)]).toEqual([route.path, []]);
      const cost = operationCost(schema, parse(source), { limit: 100 });
      expect([route.path, cost <= GRAPHQL_LIMITS.maxCost]).toEqual([route.path, true]);
    }
  });

  it("the case page and the applications screen fit the limits", async () => {
    for (const query of [CASE_PAGE_QUERY, APPLICATIONS_SCREEN_QUERY]) {
      expect(depthAndAliases(query)).toEqual([]);
      expect(operationCost(schema, parse(query), {})).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    }
    const app = await createApplication(api);
    const res = await api.graphql(CASE_PAGE_QUERY, { id: app.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.application.id).toBe(app.id);
    const list = await api.graphql(APPLICATIONS_SCREEN_QUERY, {});
    expect(list.body.errors).toBeUndefined();
  });

  it("GraphiQL's introspection query is answered", async () => {
    const { getIntrospectionQuery } = await import("graphql");
    const res = await api.graphql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe("Query");
  });
});
