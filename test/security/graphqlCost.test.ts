// GraphQL cost undercounted: `nodes(ids:)` (up to 100 objects) and `webhookDeliveries` (up
// to 1,000 rows) each counted as one object, so 15 aliases of them asked for 1,500 nodes or 15,000
// deliveries under a cost of a few dozen. Their declared list sizes now count (src/schema/cost.ts).
import { parse } from "graphql";
import { schema } from "../../src/schema";
import { GRAPHQL_LIMITS, operationCost } from "../../src/http/graphqlLimits";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { CASE_PAGE_QUERY } from "../support/casePage";

let svc: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc.close());

const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

async function nodeIdOf(applicationId: string): Promise<string> {
  const res = await api.graphql(`query($id: ID!) { application(id: $id) { nodeId } }`, { id: applicationId });
  return res.body.data.application.nodeId;
}

describe("list sizes the cost limit now counts", () => {
  it("refuses 15 aliases of nodes(ids: 100 ids) with QUERY_TOO_COSTLY, before running it", async () => {
    const app = await createApplication(api);
    const ids = JSON.stringify(Array(100).fill(await nodeIdOf(app.id)));
    const query = aliased(GRAPHQL_LIMITS.maxAliases, `nodes(ids: ${ids}) { nodeId ... on Application { documents(limit: 10) { items { id } } } }`);
    const res = await api.graphql(query);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: "QUERY_TOO_COSTLY" }) })]);
    expect(res.body.errors?.[0].message).toMatch(/^Query cost 31500 exceeds the limit of 15000/);
  });

  it("counts the ids of a variable as of a literal, and refuses them the same way", async () => {
    const app = await createApplication(api);
    const query = `query($ids: [ID!]!) ${aliased(GRAPHQL_LIMITS.maxAliases, "nodes(ids: $ids) { nodeId ... on Application { documents(limit: 10) { items { id } } } }")}`;
    const res = await api.request("POST", "/graphql", { query, variables: { ids: Array(100).fill(await nodeIdOf(app.id)) } });
    expect(res.body.errors?.[0].extensions?.code).toBe("QUERY_TOO_COSTLY");
    expect(operationCost(schema, parse(query), { ids: ["a", "b"] })).toBe(15 * 2 * 21);
  });

  it("refuses 15 aliases of webhookDeliveries (up to 1,000 rows each) with QUERY_TOO_COSTLY", async () => {
    const hook = await api.post("/api/v1/webhooks", { url: "https://example.com/hook", events: ["application.created"] });
    expect(hook.status).toBe(201);
    const res = await api.graphql(aliased(GRAPHQL_LIMITS.maxAliases, `webhookDeliveries(webhookId: "${hook.body.id}") { id attempts { number } }`));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0].extensions?.code).toBe("QUERY_TOO_COSTLY");
    expect(res.body.errors?.[0].message).toMatch(/^Query cost 30000 exceeds/);
  });

  it("still answers a few nodes, one delivery list and the case page", async () => {
    const app = await createApplication(api);
    const nodeId = await nodeIdOf(app.id);
    const few = await api.graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }`, { ids: [nodeId, nodeId, nodeId] });
    expect(few.body.errors).toBeUndefined();
    expect(few.body.data.nodes).toEqual([{ nodeId }, { nodeId }, { nodeId }]);
    const hook = await api.post("/api/v1/webhooks", { url: "https://example.com/hook", events: ["application.created"] });
    const deliveries = await api.graphql(`query($id: ID!) { webhookDeliveries(webhookId: $id) { id attempts { number } } }`, { id: hook.body.id });
    expect(deliveries.body).toEqual({ data: { webhookDeliveries: [] } });
    const page = await api.graphql(CASE_PAGE_QUERY, { id: app.id });
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.application.id).toBe(app.id);
  });
});
