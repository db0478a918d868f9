// Ownership structures through both doors (docs/ownership.md): nodes and edges written over REST, the
// effective ownership, UBOs and CRS controlling persons read over REST and GraphQL, a document's
// subject.entityKey resolving to its node, the CRS export using the computed controlling persons, and
// the refusals (another account's application, a viewer's write, bad shares).
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { addDocument, pdfWith } from "../support/documents";
import { elements, validateFragment } from "../support/crsXsd";

let svc: TestService;
let api: ReturnType<typeof client>;
let viewer: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;

beforeAll(async () => {
  // Writes sent at once (the erased application's) are each answered for themselves, not refused as an account's second heavy request.
  svc = await startTestService({ env: { HEAVY_REQUESTS_PER_ACCOUNT: "0" } });
  const account = await svc.newAccount({ user: "olivia.owners@example.com" });
  api = client(svc.url, account.key);
  viewer = client(svc.url, (await svc.newKey(account.accountId, { role: "viewer", user: "vera.viewer@example.com" })).key);
  stranger = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc?.close());

/** The worked example: HoldCo owned 60 % by a trust and 40 % by OpCo, whose owners are people in three countries. */
async function workedExample() {
  const created = await api.post("/api/v1/applications", { entityType: "BUSINESS", name: "HoldCo SARL", business: { name: "HoldCo SARL", country: "LU" } });
  expect(created.status).toBe(201);
  const app: string = created.body.id;
  const node = async (body: Record<string, unknown>) => {
    const res = await api.post(`/api/v1/applications/${app}/ownership/nodes`, body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const n = {
    holdco: await node({ kind: "BUSINESS", name: "HoldCo SARL", applicant: true, businessId: created.body.businesses[0].id, country: "LU" }),
    trust: await node({ kind: "TRUST", name: "Lindqvist Family Trust", country: "JE" }),
    opco: await node({ kind: "BUSINESS", name: "OpCo GmbH", country: "DE" }),
    alice: await node({ kind: "INDIVIDUAL", name: "Alice Example", country: "DE" }),
    bob: await node({ kind: "INDIVIDUAL", name: "Bob Beispiel", country: "FR" }),
    chen: await node({ kind: "INDIVIDUAL", name: "Chen Li", country: "SG" }),
    sam: await node({ kind: "INDIVIDUAL", name: "Sam Settlor", country: "GB" }),
  };
  const edge = async (ownerNodeId: string, ownedNodeId: string, rest: Record<string, unknown>) => {
    const res = await api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId, ownedNodeId, ...rest });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const e = {
    trust: await edge(n.trust, n.holdco, { kind: "OWNERSHIP", percent: 60 }),
    opco: await edge(n.opco, n.holdco, { kind: "OWNERSHIP", percent: 40 }),
    alice: await edge(n.alice, n.opco, { kind: "OWNERSHIP", percent: 50 }),
    bob: await edge(n.bob, n.opco, { kind: "OWNERSHIP", percent: 30 }),
    chen: await edge(n.chen, n.opco, { kind: "OWNERSHIP", percentLow: 15, percentHigh: 20 }),
    settlor: await edge(n.sam, n.trust, { kind: "CONTROL", role: "SETTLOR" }),
  };
  return { app, n, e };
}

interface EffectiveRow {
  ownerNodeId: string;
  ownership: { low: number; high: number };
}
const byNode = (list: EffectiveRow[], id: string): EffectiveRow | undefined => list.find((x) => x.ownerNodeId === id);

describe("ownership structures", () => {
  it("computes effective ownership with its paths, the UBOs and the problems over REST", async () => {
    const { app, n, e } = await workedExample();
    const res = await api.get(`/api/v1/applications/${app}/ownership`);
    expect(res.status).toBe(200);
    expect(res.body.nodes).toHaveLength(7);
    expect(res.body.thresholdPercent).toBe(25);
    expect(byNode(res.body.effective, n.alice)).toMatchObject({
      ownership: { low: 20, high: 20 },
      paths: [{ nodeIds: [n.alice, n.opco, n.holdco], edgeIds: [e.alice, e.opco], percent: { low: 20, high: 20 } }],
      pathsTruncated: false,
    });
    expect(byNode(res.body.effective, n.chen)?.ownership).toEqual({ low: 6, high: 8 });
    // Nobody but the trust's settlor at 25 %; OpCo's holders add up to 95-100 %.
    expect(res.body.ubos.map((u: any) => [u.personNodeId, u.reasons, u.fallback])).toEqual([[n.sam, ["TRUST_ROLE"], false]]);
    expect(res.body.controllingPersons).toEqual([{ personNodeId: n.sam, type: "CRS804" }]);
    expect(res.body.problems).toEqual([]);

    // High risk lowers the threshold to the account's 10 %: Alice (20 %) and Bob (12 %) join.
    expect((await api.patch(`/api/v1/applications/${app}`, { riskScore: 70 })).status).toBe(200);
    const high = await api.get(`/api/v1/applications/${app}/ownership`);
    expect(high.body.thresholdPercent).toBe(10);
    expect(high.body.ubos.map((u: any) => u.personNodeId)).toEqual([n.alice, n.bob, n.sam]);

    // A share changed, an edge removed: the figures and the gap follow.
    expect((await api.patch(`/api/v1/applications/${app}/ownership/edges/${e.bob}`, { percent: 10 })).body).toMatchObject({ percentLow: 10, percentHigh: 10 });
    expect((await api.delete(`/api/v1/applications/${app}/ownership/edges/${e.chen}`)).status).toBe(204);
    const after = await api.get(`/api/v1/applications/${app}/ownership`);
    expect(byNode(after.body.effective, n.bob)?.ownership).toEqual({ low: 4, high: 4 });
    expect(after.body.problems).toEqual([expect.objectContaining({ code: "OWNERSHIP_GAP", nodeIds: [n.opco], percent: { low: 60, high: 60 } })]);
    // Removing a node removes its edges.
    expect((await api.delete(`/api/v1/applications/${app}/ownership/nodes/${n.sam}`)).status).toBe(204);
    const without = await api.get(`/api/v1/applications/${app}/ownership`);
    expect(without.body.edges.some((x: any) => x.ownerNodeId === n.sam)).toBe(false);

    const audit = await api.get(`/api/v1/audit-logs?applicationId=${app}&limit=100`);
    expect(audit.body.items.map((a: any) => a.event.type)).toEqual(
      expect.arrayContaining(["ownership.node_created", "ownership.edge_updated", "ownership.node_deleted"]),
    );
  });

  it("reads the structure as a connected graph over GraphQL, a document's subject.entityKey resolving to its node", async () => {
    const { app, n } = await workedExample();
    const doc = await addDocument(api, app, "ID_CARD", await pdfWith(["Identity card", "Alice Example"]), {
      subject: { name: "Alice Example", entityType: "individual" },
    });
    const res = await api.graphql(
      `query($id: ID!, $key: String!) { application(id: $id) { ownership {
        node(key: $key) { id name documentIds holdings { percentLow owned { name owners { name } } } effective { ownership { low } paths { nodes { name } } } }
        applicant { ownedBy { owner { name } percentHigh } }
        ubos { node { name } reasons }
        controllingPersons { node { name } type }
      } } }`,
      { id: app, key: doc.subject.entityKey },
    );
    expect(res.body.errors).toBeUndefined();
    const o = res.body.data.application.ownership;
    expect(o.node).toEqual({
      id: n.alice,
      name: "Alice Example",
      documentIds: [doc.id],
      holdings: [{ percentLow: 50, owned: { name: "OpCo GmbH", owners: [{ name: "Alice Example" }, { name: "Bob Beispiel" }, { name: "Chen Li" }] } }],
      effective: { ownership: { low: 20 }, paths: [{ nodes: [{ name: "Alice Example" }, { name: "OpCo GmbH" }, { name: "HoldCo SARL" }] }] },
    });
    expect(o.applicant.ownedBy).toEqual([
      { owner: { name: "Lindqvist Family Trust" }, percentHigh: 60 },
      { owner: { name: "OpCo GmbH" }, percentHigh: 40 },
    ]);
    expect(o.ubos).toEqual([{ node: { name: "Sam Settlor" }, reasons: ["TRUST_ROLE"] }]);
    expect(o.controllingPersons).toEqual([{ node: { name: "Sam Settlor" }, type: "CRS804" }]);
  });

  it("reports the computed controlling persons in the CRS XML export, valid against the XSD", async () => {
    const { app } = await workedExample();
    const res = await api.get(`/api/v1/applications/${app}/export/crs-xml`);
    expect(res.status).toBe(200);
    const xml = res.text;
    expect(elements(xml, "CtrlgPersonType").map((x) => x.text)).toEqual(["CRS804"]);
    expect(elements(xml, "LastName").map((x) => x.text)).toContain("Settlor");
    expect(await validateFragment(xml)).toMatchObject({ valid: true });
  });

  it("refuses bad shares, foreign nodes and taken keys with a clear error, changing nothing", async () => {
    const { app, n } = await workedExample();
    const other = await workedExample();
    const post = (body: Record<string, unknown>) => api.post(`/api/v1/applications/${app}/ownership/edges`, body);
    const before = (await api.get(`/api/v1/applications/${app}/ownership`)).body.edges.length;
    expect((await post({ ownerNodeId: n.bob, ownedNodeId: n.holdco, kind: "OWNERSHIP", percent: 120 })).status).toBe(400);
    expect((await post({ ownerNodeId: n.bob, ownedNodeId: n.holdco, kind: "OWNERSHIP" })).body).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await post({ ownerNodeId: n.bob, ownedNodeId: n.holdco, kind: "CONTROL" })).body.message).toContain("role");
    expect((await post({ ownerNodeId: n.bob, ownedNodeId: n.holdco, kind: "OWNERSHIP", percentLow: 30, percentHigh: 20 })).status).toBe(400);
    expect((await post({ ownerNodeId: other.n.alice, ownedNodeId: n.holdco, kind: "OWNERSHIP", percent: 5 })).status).toBe(400);
    expect((await api.get(`/api/v1/applications/${app}/ownership`)).body.edges).toHaveLength(before);
    const taken = await api.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "INDIVIDUAL", name: "ALICE EXAMPLE" });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("CONFLICT");
    const second = await api.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "BUSINESS", name: "Another", applicant: true });
    expect(second.status).toBe(409);
  });

  it("answers 404 for another account's application and 403 to a viewer's write", async () => {
    const { app, n } = await workedExample();
    expect((await stranger.get(`/api/v1/applications/${app}/ownership`)).status).toBe(404);
    expect((await stranger.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Mallory" })).status).toBe(404);
    expect((await stranger.delete(`/api/v1/applications/${app}/ownership/nodes/${n.alice}`)).status).toBe(404);
    expect((await viewer.get(`/api/v1/applications/${app}/ownership`)).status).toBe(200);
    const write = await viewer.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Vera" });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe("FORBIDDEN");
    expect((await api.get(`/api/v1/applications/${app}/ownership`)).body.nodes).toHaveLength(7);
  });

  it("applies the account's UBO thresholds, which an admin sets and a viewer cannot", async () => {
    // An account of its own: the thresholds are account-wide.
    const account = await svc.newAccount();
    const admin = client(svc.url, account.key);
    const reader = client(svc.url, (await svc.newKey(account.accountId, { role: "viewer" })).key);
    expect((await admin.get("/api/v1/settings/ubo-thresholds")).body).toEqual({ thresholdPercent: 25, highRiskThresholdPercent: 10 });
    const bad = await admin.request("PUT", "/api/v1/settings/ubo-thresholds", { thresholdPercent: 10, highRiskThresholdPercent: 20 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: "highRiskThresholdPercent" })]);
    expect((await reader.request("PUT", "/api/v1/settings/ubo-thresholds", { thresholdPercent: 10, highRiskThresholdPercent: 5 })).status).toBe(403);
    const set = await admin.request("PUT", "/api/v1/settings/ubo-thresholds", { thresholdPercent: 15, highRiskThresholdPercent: 5 });
    expect(set.body).toEqual({ thresholdPercent: 15, highRiskThresholdPercent: 5 });
    const app = (await admin.post("/api/v1/applications", { entityType: "BUSINESS", name: "Small Co", business: { name: "Small Co" } })).body.id;
    const t = (await admin.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "BUSINESS", name: "Small Co", applicant: true })).body.id;
    const x = (await admin.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Xavier Sixteen" })).body.id;
    await admin.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId: x, ownedNodeId: t, kind: "OWNERSHIP", percent: 16 });
    const read = await admin.get(`/api/v1/applications/${app}/ownership`);
    expect(read.body.thresholdPercent).toBe(15);
    expect(read.body.ubos.map((u: any) => u.personNodeId)).toEqual([x]);
  });

  it("refuses writes to an erased application with 409 and leaves the tombstone's nodes nameless", async () => {
    const { app, n, e } = await workedExample();
    await svc.db.prisma.application.update({ where: { id: app }, data: { status: "APPROVED", decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
    expect((await api.post(`/api/v1/applications/${app}/erasure`)).body).toMatchObject({ erasedNow: true });
    const writes = [
      api.post(`/api/v1/applications/${app}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Zed Late" }),
      api.patch(`/api/v1/applications/${app}/ownership/nodes/${n.alice}`, { name: "Alice Back" }),
      api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId: n.bob, ownedNodeId: n.holdco, kind: "OWNERSHIP", percent: 5 }),
      api.patch(`/api/v1/applications/${app}/ownership/edges/${e.alice}`, { percent: 5 }),
      api.delete(`/api/v1/applications/${app}/ownership/edges/${e.alice}`),
      api.delete(`/api/v1/applications/${app}/ownership/nodes/${n.alice}`),
    ];
    for (const res of await Promise.all(writes)) expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: "APPLICATION_ERASED" });
    const nodes = await svc.db.prisma.ownershipNode.findMany({ where: { applicationId: app } });
    expect(nodes).toHaveLength(7);
    expect(nodes.filter((x) => x.name.includes("Alice") || x.key.includes("alice"))).toEqual([]);
  });
});
