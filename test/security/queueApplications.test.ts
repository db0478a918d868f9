// The review queue's items carry their application (id, name, risk level) and their notes, read in
// the page's own statements: an attack test that neither reaches past the caller's account. Another
// account's key, its filters naming our users, lists and risk levels, SQL in the filters, a hit read
// by id or by node id: none of them yields our application's name, and a customer key never sees a
// steward-only note on a queue item.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;
let ours: ReturnType<typeof client>;
let operator: ReturnType<typeof client>;
let theirs: ReturnType<typeof client>;
let userId: string;
let hitId: string;
const SECRET_NAME = "Queue Secret Holdings 7Q";

beforeAll(async () => {
  svc = await startTestService();
  const account = await svc.newAccount({ user: "rina.review@example.com" });
  ours = client(svc.url, account.key);
  operator = client(svc.url, (await svc.newKey(account.accountId, { operator: true })).key);
  theirs = client(svc.url, (await svc.newAccount()).key);
  userId = (await ours.get("/api/v1/users")).body[0].id;
  const app = await createApplication(ours, { name: SECRET_NAME, riskScore: 70 });
  expect((await ours.patch(`/api/v1/applications/${app.id}`, { assignees: [userId] })).status).toBe(200);
  const hits = await ours.post("/api/v1/screening/hits/batch", {
    applicationId: app.id,
    hits: [{ type: "SANCTIONS", status: "NOT_REVIEWED", source: "list-a", details: { title: "Listed" }, origin: "INITIAL_SCREENING" }],
  });
  expect(hits.status).toBe(201);
  hitId = hits.body[0].id;
  // Theirs has a hit of its own, so its queue is not empty by accident.
  const other = await createApplication(theirs, { name: "Their Own Investor" });
  expect(
    (
      await theirs.post("/api/v1/screening/hits/batch", {
        applicationId: other.id,
        hits: [{ type: "PEP", status: "NOT_REVIEWED", source: "list-a", details: {} }],
      })
    ).status,
  ).toBe(201);
}, 120_000);
afterAll(() => svc?.close());

const leaks = (body: unknown) => JSON.stringify(body).includes(SECRET_NAME) || JSON.stringify(body).includes(hitId);

describe("the review queue's applications", () => {
  it("shows our key our application on the item, and another account nothing of it whatever its filters", async () => {
    const mine = await ours.get("/api/v1/screening/queue");
    expect(mine.body.items.map((i: any) => i.applicationSummary)).toEqual([expect.objectContaining({ name: SECRET_NAME, riskLevel: "HIGH" })]);

    const probes = [
      "",
      `?assignees=${userId}`,
      "?riskLevels=HIGH",
      "?list=list-a&type=SANCTIONS",
      "?status=NOT_REVIEWED,IN_REVIEW,CONFIRMED,FALSE_POSITIVE,DISMISSED,TRUE_MATCH",
      `?list=${encodeURIComponent("' OR '1'='1")}`,
      `?assignees=${encodeURIComponent("x') OR TRUE --")}`,
      `?list=${encodeURIComponent('list-a\'); DELETE FROM "ScreeningHit"; --')}`,
    ];
    for (const probe of probes) {
      const res = await theirs.get(`/api/v1/screening/queue${probe}`);
      expect(res.status).toBe(200);
      expect(leaks(res.body)).toBe(false);
      expect(res.body.items.every((i: any) => i.applicationSummary.name === "Their Own Investor")).toBe(true);
    }
    // The SQL in the filters was a value: our hit is still there.
    expect((await ours.get("/api/v1/screening/queue")).body.items).toHaveLength(1);
  });

  it("answers a bad enum in a filter with 400 and the contract's body, not a database error", async () => {
    const res = await theirs.get(`/api/v1/screening/queue?riskLevels=${encodeURIComponent("HIGH'--")}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
    expect(res.body.details[0].path).toMatch(/^riskLevels/);
  });

  it("gives another account no application through GraphQL: the queue, the hit by id, the hit by node id", async () => {
    const queue = await theirs.graphql(`{ screeningQueue(filter: { riskLevels: [HIGH] }) { items { id applicationSummary { id name riskLevel } } } }`);
    expect(queue.body.errors).toBeUndefined();
    expect(leaks(queue.body)).toBe(false);
    const byId = await theirs.graphql(`query($id: ID!) { screeningHit(id: $id) { applicationSummary { name } } }`, { id: hitId });
    expect(byId.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(JSON.stringify(byId.body)).not.toContain(SECRET_NAME);
    const nodeId = (await ours.graphql(`query($id: ID!) { screeningHit(id: $id) { nodeId } }`, { id: hitId })).body.data.screeningHit.nodeId;
    const node = await theirs.graphql(`query($id: ID!) { node(id: $id) { ... on ScreeningHit { applicationSummary { name } } } }`, { id: nodeId });
    expect(node.body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(node.body)).not.toContain(SECRET_NAME);
  });

  it("never shows a customer key a steward-only note on a queue item; the operator sees it", async () => {
    expect((await operator.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hitId, content: "Steward remark", stewardOnly: true })).status).toBe(
      201,
    );
    expect((await ours.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: hitId, content: "Client remark" })).status).toBe(201);
    const customer = await ours.get("/api/v1/screening/queue");
    expect(customer.body.items[0].notes.map((n: any) => n.content)).toEqual(["Client remark"]);
    const graph = await ours.graphql(`{ screeningQueue { items { notes { content } } } }`);
    expect(graph.body.data.screeningQueue.items[0].notes).toEqual([{ content: "Client remark" }]);
    const steward = await operator.get("/api/v1/screening/queue");
    expect(steward.body.items[0].notes.map((n: any) => n.content)).toEqual(["Steward remark", "Client remark"]);
  });
});
