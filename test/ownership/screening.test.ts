// Screening through the ownership structure (docs/ownership.md), through the real doors: nodes screened
// by the engine's workflows when added or renamed, each node's screening state on the ownership read,
// sanctioned owners' effective shares summed (30 % + 25 % through different chains blocks the investor
// with a BLOCKED_BY_OWNERSHIP hit naming both paths; 30 % alone raises the owner's own hit only), an edge
// change recomputing the aggregate, the structure's audit naming its source document, and list
// monitoring re-screening a node. Runs on the invented sample lists of data/watchlists.
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { addDocument, pdfWith } from "../support/documents";
import { importWatchlist } from "../../src/screening/watchlists";
import { workflowIds } from "../../src/temporal/workflowIds";
import type { PrismaClient } from "../../src/generated/prisma/client";

const SAMPLES = path.resolve(__dirname, "../../data/watchlists");
// Its own list name: monitoring workflow ids name the list and version, and test files run side by
// side on one Temporal server (engine.test.ts imports invented-sanctions v2 too).
const LIST = "ownership-invented-sanctions";

let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { METRICS_PORT: "0" } });
  db = svc.db.prisma;
  const account = await svc.newAccount({ user: "owen.screener@example.com" });
  api = client(svc.url, account.key);
  await importWatchlist(db, { format: "ftm", file: path.join(SAMPLES, "invented-sanctions.ftm.jsonl"), list: LIST });
});
afterAll(() => svc?.close());

async function investor(name: string) {
  const created = await api.post("/api/v1/applications", { entityType: "BUSINESS", name, business: { name, country: "LU" } });
  expect(created.status).toBe(201);
  const app: string = created.body.id;
  const businessId: string = created.body.businesses[0].id;
  const node = async (body: Record<string, unknown>) => {
    const res = await api.post(`/api/v1/applications/${app}/ownership/nodes`, body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const edge = async (ownerNodeId: string, ownedNodeId: string, percent: number, rest: Record<string, unknown> = {}) => {
    const res = await api.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId, ownedNodeId, kind: "OWNERSHIP", percent, ...rest });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const applicant = await node({ kind: "BUSINESS", name, applicant: true, businessId, country: "LU" });
  return { app, businessId, applicant, node, edge };
}

/** Resolves once every screening the application's writes asked for has run. */
async function screened(applicationId: string) {
  await eventually(async () => {
    const requests = await db.screeningRequest.findMany({ where: { applicationId } });
    return requests.length > 0 && requests.every((r) => r.completedAt !== null);
  }, 30_000);
}

async function ownership(app: string) {
  const res = await api.get(`/api/v1/applications/${app}/ownership`);
  expect(res.status).toBe(200);
  return res.body;
}

async function sanctionsHits(app: string) {
  const res = await api.get(`/api/v1/screening/hits?applicationId=${app}`);
  expect(res.status).toBe(200);
  return res.body.sanctions as any[];
}

const nodeOf = (structure: any, id: string) => structure.nodes.find((n: any) => n.id === id);

describe("screening through the ownership structure", () => {
  it("screens every node, sums sanctioned owners' effective shares, and blocks the investor at 50 % with both paths explained", async () => {
    const s = await investor("Meridian Fund Feeder SARL");
    const register = await addDocument(api, s.app, "REGISTER_OF_SHAREHOLDERS", await pdfWith(["Register of shareholders"]));
    const alder = await s.node({ kind: "BUSINESS", name: "Alder Holdings Ltd", country: "GB" });
    const carlos = await s.node({ kind: "INDIVIDUAL", name: "Carlos Alberto Quintanilla Reyesmar", country: "MX" });
    const harbour = await s.node({ kind: "BUSINESS", name: "Harbour Lane Holdings Ltd", country: "GB" });
    const alderEdge = await s.edge(alder, s.applicant, 75, { sourceDocumentId: register.id });
    const carlosEdge = await s.edge(carlos, alder, 40);
    const harbourEdge = await s.edge(harbour, s.applicant, 15);
    await screened(s.app);

    // Carlos holds 40 % of 75 % = 30 %: his own hit for review, no block.
    const first = await ownership(s.app);
    expect(nodeOf(first, carlos).screening).toMatchObject({ status: "IN_REVIEW", screenedAs: "NODE", sanctioned: "POTENTIAL" });
    expect(nodeOf(first, carlos).screening.hits).toEqual([
      expect.objectContaining({ type: "SANCTIONS", ownershipNodeId: carlos, individualId: null, origin: "INITIAL_SCREENING", status: "NOT_REVIEWED" }),
    ]);
    expect(nodeOf(first, harbour).screening).toMatchObject({ status: "CLEAR", sanctioned: null, hits: [] });
    expect(nodeOf(first, alder).screening).toMatchObject({ status: "CLEAR", sanctioned: null });
    // The applicant node is the application's business: screened once, as that key person.
    expect(nodeOf(first, s.applicant).screening).toMatchObject({ screenedAs: "KEY_PERSON" });
    expect(first.sanctionedOwnership).toMatchObject({
      percent: 0,
      blocked: false,
      potentialPercent: 30,
      potentiallyBlocked: false,
      thresholdPercent: 50,
      owners: [
        {
          ownerNodeId: carlos,
          status: "POTENTIAL",
          ownership: { low: 30, high: 30 },
          paths: [{ nodeIds: [carlos, alder, s.applicant], edgeIds: [carlosEdge, alderEdge] }],
        },
      ],
    });
    expect((await sanctionsHits(s.app)).filter((h) => h.source === "ownership")).toEqual([]);

    // Renamed to a listed company's name, the node is screened again and gets its hit: 30 % + 15 % is still short of 50 %.
    const renamed = await api.patch(`/api/v1/applications/${s.app}/ownership/nodes/${harbour}`, { name: "Golden Crescent Trading FZE", country: "AE" });
    expect(renamed.status).toBe(200);
    await screened(s.app);
    const second = await ownership(s.app);
    expect(nodeOf(second, harbour).screening).toMatchObject({ status: "IN_REVIEW", sanctioned: "POTENTIAL" });
    expect(nodeOf(second, harbour).screening.hits.map((h: any) => h.details.externalId)).toEqual(["inv-c-002"]);
    expect(second.sanctionedOwnership).toMatchObject({ potentialPercent: 45, potentiallyBlocked: false });
    expect((await sanctionsHits(s.app)).filter((h) => h.source === "ownership")).toEqual([]);

    // The edge grows to 25 %: 30 % + 25 % = 55 %, recomputed in the same change, and the investor is blocked by ownership.
    expect((await api.patch(`/api/v1/applications/${s.app}/ownership/edges/${harbourEdge}`, { percent: 25 })).status).toBe(200);
    const blocks = (await sanctionsHits(s.app)).filter((h) => h.source === "ownership");
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block).toMatchObject({
      type: "SANCTIONS",
      status: "NOT_REVIEWED",
      businessId: s.businessId,
      ownershipNodeId: s.applicant,
      details: { reason: "BLOCKED_BY_OWNERSHIP", basis: "POTENTIAL", potentialAggregatePercent: 55, thresholdPercent: 50 },
      matchResult: { isMatch: true, categories: [expect.objectContaining({ label: "BLOCKED_BY_OWNERSHIP" })] },
    });
    expect(block.details.owners).toEqual([
      expect.objectContaining({
        nodeId: carlos,
        effectivePercent: 30,
        paths: [expect.objectContaining({ nodeIds: [carlos, alder, s.applicant], percent: 30 })],
      }),
      expect.objectContaining({ nodeId: harbour, effectivePercent: 25, paths: [expect.objectContaining({ nodeIds: [harbour, s.applicant], percent: 25 })] }),
    ]);
    expect(block.matchResult.matchExplanation).toMatch(/Carlos Alberto Quintanilla Reyesmar .*30 %.*Alder Holdings Ltd/);
    expect(block.matchResult.matchExplanation).toMatch(/Golden Crescent Trading FZE .*25 %/);
    const tasks = await api.get(`/api/v1/tasks?applicationId=${s.app}`);
    expect(tasks.body.items.some((t: any) => t.type === "SCREENING_HIT_REVIEW" && (t.screeningHitId ?? t.entityId) === block.id)).toBe(true);

    // Reviewers confirm both owners: the confirmed aggregate blocks.
    for (const id of [carlos, harbour]) {
      for (const hit of nodeOf(second, id).screening.hits)
        expect((await api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "CONFIRMED", note: "Same person as listed" })).status).toBe(200);
    }
    const confirmed = await ownership(s.app);
    expect(confirmed.sanctionedOwnership).toMatchObject({ percent: 55, blocked: true, potentialPercent: 55 });
    expect(nodeOf(confirmed, carlos).screening).toMatchObject({ status: "CONFIRMED", sanctioned: "CONFIRMED" });
    const gql = await api.graphql(
      `query($id: ID!) { application(id: $id) { ownership {
        sanctionedOwnership { percent blocked owners { node { name } status ownership { high } paths { nodes { name } } } }
        nodes { name screening { status screenedAs sanctioned hits { type ownershipNodeId } } }
      } } }`,
      { id: s.app },
    );
    expect(gql.body.errors).toBeUndefined();
    const viaGraphql = gql.body.data.application.ownership;
    expect(viaGraphql.sanctionedOwnership).toMatchObject({ percent: 55, blocked: true });
    expect(viaGraphql.sanctionedOwnership.owners.map((o: any) => [o.node.name, o.status, o.ownership.high, o.paths[0].nodes.map((x: any) => x.name)])).toEqual([
      ["Carlos Alberto Quintanilla Reyesmar", "CONFIRMED", 30, ["Carlos Alberto Quintanilla Reyesmar", "Alder Holdings Ltd", "Meridian Fund Feeder SARL"]],
      ["Golden Crescent Trading FZE", "CONFIRMED", 25, ["Golden Crescent Trading FZE", "Meridian Fund Feeder SARL"]],
    ]);
    expect(viaGraphql.nodes.find((n: any) => n.name === "Golden Crescent Trading FZE").screening).toMatchObject({
      status: "CONFIRMED",
      screenedAs: "NODE",
      hits: [{ type: "SANCTIONS", ownershipNodeId: harbour }],
    });

    // The structure's changes are audited with who, what and the document behind an edge.
    const audit = await api.get(`/api/v1/audit-logs?applicationId=${s.app}&limit=100`);
    const entries = audit.body.items as any[];
    const edgeCreated = entries.find((a) => a.event.type === "ownership.edge_created" && JSON.stringify(a).includes(alderEdge));
    expect(edgeCreated).toMatchObject({
      performedByName: expect.any(String),
      event: { changes: { percentLow: { before: null, after: 75 }, sourceDocumentId: { before: null, after: register.id } } },
    });
    const rename = entries.find((a) => a.event.type === "ownership.node_updated" && a.event.changes.name);
    expect(rename.event.changes.name).toEqual({ before: "Harbour Lane Holdings Ltd", after: "Golden Crescent Trading FZE" });
  });

  it("counts a key person's sanctions hit for the node tied to it, the node screened as itself too, and a reviewer's own hit can block", async () => {
    const s = await investor("Eastbrook Feeder SARL");
    const added = await api.post(`/api/v1/applications/${s.app}/individuals`, { firstName: "Tomasz", lastName: "Wielkopolski", role: "UBO" });
    expect(added.status).toBe(201);
    const individualId: string = added.body.individuals.find((p: any) => p.lastName === "Wielkopolski").id;
    const tomasz = await s.node({ kind: "INDIVIDUAL", name: "Tomasz Wielkopolski", individualId });
    await s.edge(tomasz, s.applicant, 60);
    await screened(s.app);
    // The applicant node and Tomasz's node are screened as themselves as well as their key persons.
    expect(await db.screeningRequest.count({ where: { applicationId: s.app, personKind: "node" } })).toBe(2);
    expect((await sanctionsHits(s.app)).filter((h) => h.source === "ownership")).toEqual([]);

    const manual = await api.post("/api/v1/screening/hits", {
      applicationId: s.app,
      individualId,
      title: "Listed by the regulator's own notice",
      type: "SANCTIONS",
      status: "CONFIRMED",
    });
    expect(manual.status).toBe(200);
    const structure = await ownership(s.app);
    expect(nodeOf(structure, tomasz).screening).toMatchObject({ screenedAs: "KEY_PERSON", status: "CONFIRMED", sanctioned: "CONFIRMED" });
    expect(structure.sanctionedOwnership).toMatchObject({ percent: 60, blocked: true });
    const [block] = (await sanctionsHits(s.app)).filter((h) => h.source === "ownership");
    expect(block.details).toMatchObject({
      basis: "CONFIRMED",
      aggregatePercent: 60,
      owners: [expect.objectContaining({ nodeId: tomasz, hitIds: [manual.body.id] })],
    });

    // The key person removed, the node stays in the structure and is screened as itself from then on.
    expect((await api.delete(`/api/v1/applications/${s.app}/individuals/${individualId}`)).status).toBe(200);
    await screened(s.app);
    const untied = nodeOf(await ownership(s.app), tomasz);
    expect(untied).toMatchObject({ individualId: null, screening: { screenedAs: "NODE", status: "CLEAR", sanctioned: null } });
  });

  it("never lets a listed owner's node hide behind an unrelated clean key person it is tied to", async () => {
    const s = await investor("Westmarch Feeder SARL");
    const added = await api.post(`/api/v1/applications/${s.app}/individuals`, { firstName: "Clara", lastName: "Cleanwater", role: "DIRECTOR" });
    expect(added.status).toBe(201);
    const clara: string = added.body.individuals.find((p: any) => p.lastName === "Cleanwater").id;
    // A listed company holding 60 %, its node tied to Clara (a mistake, or worse) from the start.
    const golden = await s.node({ kind: "BUSINESS", name: "Golden Crescent Trading FZE", country: "AE", individualId: clara });
    await s.edge(golden, s.applicant, 60);
    await screened(s.app);

    const structure = await ownership(s.app);
    expect(nodeOf(structure, golden).screening).toMatchObject({ screenedAs: "KEY_PERSON", status: "IN_REVIEW", sanctioned: "POTENTIAL" });
    expect(nodeOf(structure, golden).screening.hits.map((h: any) => h.ownershipNodeId)).toContain(golden);
    expect(structure.sanctionedOwnership).toMatchObject({ potentialPercent: 60, potentiallyBlocked: true });
    const blocks = (await sanctionsHits(s.app)).filter((h) => h.source === "ownership");
    expect(blocks).toHaveLength(1);
    expect(blocks[0].details.owners).toEqual([expect.objectContaining({ nodeId: golden, effectivePercent: 60 })]);
    const chart = await api.get(`/api/v1/applications/${s.app}/ownership/chart`);
    expect(chart.status).toBe(200);
    expect(chart.text).not.toMatch(/Golden Crescent Trading FZE[\s\S]{0,400}screened: clear/);
  });

  it("re-screens a node when a list changes, monitored with its application", async () => {
    const s = await investor("Northgate Feeder LP");
    const arkady = await s.node({ kind: "INDIVIDUAL", name: "Arkady Semyonovich Beloglazovsky", country: "RU" });
    await s.edge(arkady, s.applicant, 20);
    expect((await api.patch(`/api/v1/screening/businesses/${s.businessId}`, { ongoingMonitoring: true })).status).toBe(200);
    await screened(s.app);
    expect(nodeOf(await ownership(s.app), arkady).screening).toMatchObject({ status: "CLEAR", hits: [] });

    const summary = await importWatchlist(db, { format: "ftm", file: path.join(SAMPLES, "invented-sanctions.v2.ftm.jsonl"), list: LIST });
    expect(summary).toMatchObject({ version: 2, added: 1 });
    const run = await eventually(async () => {
      try {
        const handle = svc.temporal.workflow.getHandle(workflowIds.monitoring(LIST, 2));
        await handle.describe();
        return handle;
      } catch {
        return null;
      }
    }, 30_000);
    await run.result();

    const after = nodeOf(await ownership(s.app), arkady).screening;
    expect(after).toMatchObject({ status: "IN_REVIEW", sanctioned: "POTENTIAL" });
    expect(after.hits).toEqual([
      expect.objectContaining({
        type: "SANCTIONS",
        origin: "ONGOING_MONITORING",
        ownershipNodeId: arkady,
        details: expect.objectContaining({ externalId: "inv-p-021" }),
      }),
    ]);
  });
});
