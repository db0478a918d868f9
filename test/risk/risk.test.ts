// The risk assessment through the real doors (docs/risk-model.md): an application carries its score,
// level and every factor's reason; a change of an input re-assesses it with one event per real change;
// the integrator's riskScore is a floor; a model change re-assesses the account in a Temporal workflow;
// an override of the level is a decision (approve, a reason, audited, four eyes).
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { runCommand } from "../../src/cli/commands";
import { DEFAULT_RISK_MODEL } from "../../src/domain/risk/model";

let svc: TestService;
let accountId: string;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { METRICS_PORT: "0" } });
  const account = await svc.newAccount();
  accountId = account.accountId;
  admin = client(svc.url, account.key);
});
afterAll(async () => svc?.close());

async function keyFor(user: string, role: string) {
  const created = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, user, role })) as {
    key: string;
    userId: string;
  };
  return { api: client(svc.url, created.key), userId: created.userId };
}

const riskEvents = async (applicationId: string) =>
  (await svc.db.prisma.outboxEvent.findMany({ where: { applicationId, event: { startsWith: "risk_score." } }, orderBy: { position: "asc" } })).map((e) => ({
    event: e.event,
    ...(e.metadata as { riskScore: number; riskLevel: string }),
  }));

const assessmentOf = async (id: string) => {
  const res = await admin.get(`/api/v1/applications/${id}/risk-assessment`);
  expect(res.status).toBe(200);
  return res.body;
};

async function auditOf(applicationId: string) {
  const items = (await admin.get(`/api/v1/audit-logs?applicationId=${applicationId}&order=asc&limit=100`)).body.items as {
    event: { type: string; changes?: Record<string, { before: unknown; after: unknown }> };
    note: string;
    userId?: string;
  }[];
  return items;
}

describe("an application's assessment", () => {
  it("carries score, level, model version and every factor's reason, in REST and GraphQL, and announces its first rating once", async () => {
    const app = await createApplication(admin, { individual: { firstName: "Reza", lastName: "Tehrani", nationality: "IR", residenceCountry: "BG" } });
    // 40 + 15 points; the call-for-action nationality holds the level at HIGH (the shipped floor).
    expect(app).toMatchObject({ riskScore: 60, riskLevel: "HIGH" });
    const assessment = await assessmentOf(app.id);
    expect(assessment).toMatchObject({
      applicationId: app.id,
      score: 60,
      level: "HIGH",
      assessedLevel: "HIGH",
      modelVersion: 0,
      integratorScore: null,
      override: null,
    });
    expect(assessment.factors).toEqual([
      {
        factor: "country.nationality",
        contribution: 40,
        reason: expect.stringMatching(/IR is on FATF's call for action \(FATF lists as of \d{4}-\d\d-\d\d\); the model holds this at HIGH or above/),
        floor: "HIGH",
      },
      { factor: "country.residence", contribution: 15, reason: expect.stringContaining("BG is under FATF's increased monitoring"), floor: null },
      { factor: "floor", contribution: 5, reason: expect.stringContaining("lifted to HIGH's threshold 60"), floor: null },
    ]);
    const gql = await admin.graphql(
      `query($id: ID!) { application(id: $id) { riskScore riskLevel riskAssessment { score level modelVersion factors { factor contribution reason floor } } } }`,
      {
        id: app.id,
      },
    );
    expect(gql.body.data.application.riskAssessment).toEqual({ score: 60, level: "HIGH", modelVersion: 0, factors: assessment.factors });
    expect(await riskEvents(app.id)).toEqual([expect.objectContaining({ event: "risk_score.created", riskScore: 60, riskLevel: "HIGH" })]);
  });

  it("leaves an application with nothing against it unrated, without an event", async () => {
    const app = await createApplication(admin);
    expect(app).toMatchObject({ riskScore: null, riskLevel: null });
    expect(await assessmentOf(app.id)).toMatchObject({ score: 0, level: null, assessedLevel: "LOW", rated: false, factors: [] });
    expect(await riskEvents(app.id)).toEqual([]);
  });

  it("takes the integrator's riskScore as a floor: PATCH cannot lower the level below what the model finds", async () => {
    const app = await createApplication(admin, { riskScore: 10, individual: { firstName: "Kim", lastName: "Sun", nationality: "BG" } });
    expect(app).toMatchObject({ riskScore: 15, riskLevel: "LOW" });
    const lowered = await admin.patch(`/api/v1/applications/${app.id}`, { riskScore: 5 });
    expect(lowered.body).toMatchObject({ riskScore: 15, riskLevel: "LOW" });
    const raised = await admin.patch(`/api/v1/applications/${app.id}`, { riskScore: 70 });
    expect(raised.body).toMatchObject({ riskScore: 70, riskLevel: "HIGH" });
    expect((await assessmentOf(app.id)).factors).toContainEqual({
      factor: "integratorScore",
      contribution: 55,
      reason: expect.stringContaining("floor"),
      floor: null,
    });
    // Created (15), unchanged by the lower floor, then raised: two events.
    expect((await riskEvents(app.id)).map((e) => [e.event, e.riskScore])).toEqual([
      ["risk_score.created", 15],
      ["risk_score.updated", 70],
    ]);
  });
});

describe("re-assessment when an input changes", () => {
  it("raises the score when a hit is confirmed, with one risk_score.updated, and none when nothing moved", async () => {
    const app = await createApplication(admin, { riskScore: 20 });
    const hit = (await admin.post("/api/v1/screening/hits", { applicationId: app.id, title: "Listed entity", type: "SANCTIONS", status: "IN_REVIEW" })).body;
    // An open SANCTIONS hit weighs 10: under the integrator's 20, the score stays and nothing is announced.
    expect(await assessmentOf(app.id)).toMatchObject({ score: 20, modelScore: 10 });
    expect(await riskEvents(app.id)).toEqual([expect.objectContaining({ event: "risk_score.created" })]);

    const confirmed = await admin.patch(`/api/v1/screening/hits/${hit.id}`, { status: "CONFIRMED", note: "Same person" });
    expect(confirmed.status).toBe(200);
    const assessment = await assessmentOf(app.id);
    expect(assessment).toMatchObject({ score: 85, level: "PROHIBITED", cause: "screening.hit_verdict" });
    expect(assessment.factors).toContainEqual({
      factor: "hits.SANCTIONS",
      contribution: 85,
      reason: "1 confirmed sanctions hit(s); the model holds this at PROHIBITED or above",
      floor: "PROHIBITED",
    });
    const events = await riskEvents(app.id);
    expect(events.map((e) => [e.event, e.riskScore, e.riskLevel])).toEqual([
      ["risk_score.created", 20, "LOW"],
      ["risk_score.updated", 85, "PROHIBITED"],
    ]);
    const entry = (await auditOf(app.id)).find((e) => e.event.type === "application.risk_assessed" && e.note.includes("screening.hit_verdict"));
    expect(entry?.event.changes).toMatchObject({ riskLevel: { before: "LOW", after: "PROHIBITED" } });
  });

  it("re-assesses when a key person is added or removed", async () => {
    const app = await createApplication(admin, { riskScore: 10 });
    const added = await admin.post(`/api/v1/applications/${app.id}/individuals`, { firstName: "Aung", lastName: "Min", nationality: "MM", role: "UBO" });
    expect(added.body).toMatchObject({ riskScore: 60, riskLevel: "HIGH" });
    const person = added.body.individuals.find((p: { lastName: string }) => p.lastName === "Min");
    const removed = await admin.request("DELETE", `/api/v1/applications/${app.id}/individuals/${person.id}`);
    expect(removed.body).toMatchObject({ riskScore: 10, riskLevel: "LOW" });
    expect((await riskEvents(app.id)).map((e) => e.event)).toEqual(["risk_score.created", "risk_score.updated", "risk_score.updated"]);
  });

  it("re-assesses when the ownership structure changes: the chain's countries, its legal forms and its layers", async () => {
    const created = await admin.post("/api/v1/applications", {
      entityType: "BUSINESS",
      name: "Layered Holdings SA",
      business: { name: "Layered Holdings SA", country: "LU" },
    });
    const app = created.body;
    const node = async (body: Record<string, unknown>) => {
      const res = await admin.post(`/api/v1/applications/${app.id}/ownership/nodes`, body);
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const edge = async (ownerNodeId: string, ownedNodeId: string) =>
      expect((await admin.post(`/api/v1/applications/${app.id}/ownership/edges`, { ownerNodeId, ownedNodeId, kind: "OWNERSHIP", percent: 100 })).status).toBe(
        201,
      );
    const applicant = await node({ kind: "BUSINESS", name: "Layered Holdings SA", applicant: true, businessId: app.businesses[0].id, country: "LU" });
    const before = (await assessmentOf(app.id)).score;
    // An owner in a call-for-action jurisdiction, through a trust, three layers up.
    const holdco = await node({ kind: "BUSINESS", name: "Middle Holdco Ltd", country: "GB" });
    const trust = await node({ kind: "TRUST", name: "Far Away Trust", country: "JE" });
    const owner = await node({ kind: "INDIVIDUAL", name: "Ultimate Owner", country: "KP" });
    await edge(holdco, applicant);
    await edge(trust, holdco);
    await edge(owner, trust);
    const after = await assessmentOf(app.id);
    const factors = Object.fromEntries(after.factors.map((f: { factor: string; contribution: number }) => [f.factor, f.contribution]));
    expect(factors).toMatchObject({
      "country.ownershipChain": DEFAULT_RISK_MODEL.countries.callForAction,
      "legalForm.TRUST": DEFAULT_RISK_MODEL.legalForms.TRUST,
    });
    expect(factors.ownershipLayers).toBe(DEFAULT_RISK_MODEL.ownershipLayers.perLayer);
    expect(after.score).toBeGreaterThan(before);
    expect((await riskEvents(app.id)).at(-1)).toMatchObject({ event: "risk_score.updated", riskScore: after.score });
  });

  it("counts the required documents missing once submitted, and a document whose checks failed", async () => {
    const app = await createApplication(admin, { individual: { firstName: "Dora", lastName: "Papers", nationality: "FR" } });
    expect(app.riskLevel).toBeNull();
    await admin.post(`/api/v1/applications/${app.id}/submit`);
    const submitted = await assessmentOf(app.id);
    const missing = submitted.factors.find((f: { factor: string }) => f.factor === "documents");
    expect(missing).toMatchObject({ reason: expect.stringContaining("required documents missing: ") });
    const missingCount = (missing.reason.match(/missing: (.*)/)![1] as string).split(", ").length;
    expect(missing.contribution).toBe(Math.min(DEFAULT_RISK_MODEL.documents.max, missingCount * DEFAULT_RISK_MODEL.documents.missing));

    // A document of no required type whose own check failed: one failed document, read in the same pass.
    const db = svc.db.prisma;
    const doc = await db.document.create({
      data: {
        accountId,
        applicationId: app.id,
        type: "OTHER",
        fileName: "x.pdf",
        key: `risk/${app.id}/x`,
        contentType: "application/pdf",
        validatedAt: new Date(),
      },
    });
    await db.documentValidation.create({
      data: { documentId: doc.id, type: "ID_CARD_CHECKS", results: [{ key: "id_card.not_expired", isValid: false, label: "Not expired", value: "no" }] },
    });
    await admin.patch(`/api/v1/applications/${app.id}`, { riskScore: 1 });
    const failed = (await assessmentOf(app.id)).factors.find((f: { factor: string }) => f.factor === "documents");
    expect(failed.reason).toContain("1 document(s) failed their checks");
    expect(failed.contribution).toBe(
      Math.min(DEFAULT_RISK_MODEL.documents.max, missingCount * DEFAULT_RISK_MODEL.documents.missing + DEFAULT_RISK_MODEL.documents.failed),
    );
  });
});

describe("overrides", () => {
  beforeAll(async () => {
    expect((await admin.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: [] })).status).toBe(200);
  });
  afterAll(async () => {
    await admin.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: [], hitTypes: [] });
  });

  it("need approve and a reason, are audited before and after, and take a second approver where four eyes covers the higher level", async () => {
    const analyst = await keyFor("risk.analyst@example.com", "analyst");
    const first = await keyFor("risk.first@example.com", "approver");
    const second = await keyFor("risk.second@example.com", "approver");
    const app = await createApplication(admin, { riskScore: 40 });

    expect((await analyst.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Known client" })).status).toBe(403);
    expect((await first.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW" })).status).toBe(400);

    // MEDIUM → LOW: four eyes covers neither, so one approver decides.
    const lowered = await first.api.post(`/api/v1/applications/${app.id}/risk-override`, {
      level: "LOW",
      reason: "Long-standing client, source of wealth documented",
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ level: "LOW", assessedLevel: "MEDIUM", override: { level: "LOW", byId: first.userId, approvedById: null } });
    expect((await admin.get(`/api/v1/applications/${app.id}`)).body).toMatchObject({ riskScore: 40, riskLevel: "LOW" });
    const overridden = (await auditOf(app.id)).find((e) => e.event.type === "application.risk_overridden");
    expect(overridden?.event.changes).toMatchObject({ riskLevel: { before: "MEDIUM", after: "LOW" } });
    expect(overridden?.note).toContain("source of wealth documented");

    // LOW → HIGH: four eyes covers HIGH; the first approver asks, cannot confirm, a second one does (GraphQL).
    const asked = await first.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "HIGH", reason: "Adverse press not yet screened" });
    expect(asked.body).toMatchObject({ level: "LOW", overridePending: { level: "HIGH", byId: first.userId, withdraw: false } });
    expect((await first.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "HIGH", reason: "again" })).status).toBe(409);
    const confirm = await second.api.graphql(
      `mutation($id: ID!) { overrideRiskLevel(applicationId: $id, input: { level: HIGH, reason: "Agreed" }) { level override { level byId approvedById } overridePending { level } } }`,
      { id: app.id },
    );
    expect(confirm.body.data.overrideRiskLevel).toEqual({
      level: "HIGH",
      override: { level: "HIGH", byId: first.userId, approvedById: second.userId },
      overridePending: null,
    });

    // Withdrawing HIGH → MEDIUM is covered too: asked by one, confirmed by another.
    expect((await first.api.request("DELETE", `/api/v1/applications/${app.id}/risk-override?reason=Screened%20clean`)).body).toMatchObject({
      level: "HIGH",
      overridePending: { withdraw: true, level: "MEDIUM" },
    });
    const withdrawn = await second.api.request("DELETE", `/api/v1/applications/${app.id}/risk-override?reason=Agreed`);
    expect(withdrawn.body).toMatchObject({ level: "MEDIUM", override: null, overridePending: null });
    expect((await riskEvents(app.id)).map((e) => e.riskLevel)).toEqual(["MEDIUM", "LOW", "HIGH", "MEDIUM"]);
  });
});

describe("the model", () => {
  it("ships a default, takes new versions from an admin only, and re-assesses the account in a workflow", async () => {
    const shipped = await admin.get("/api/v1/settings/risk-model");
    expect(shipped.body).toMatchObject({ version: 0, definition: DEFAULT_RISK_MODEL, countryLists: { callForAction: ["KP", "IR", "MM"] } });
    expect(shipped.body.countryLists.sourceUrl).toMatch(/^https:\/\/www\.fatf-gafi\.org\//);

    const monitored = await createApplication(admin, { individual: { firstName: "Ivan", lastName: "Petrov", nationality: "BG" } });
    expect(monitored).toMatchObject({ riskScore: 15, riskLevel: "LOW" });

    const viewer = await keyFor("risk.viewer@example.com", "approver");
    const definition = { ...DEFAULT_RISK_MODEL, countries: { callForAction: 40, increasedMonitoring: 35 } };
    expect((await viewer.api.request("PUT", "/api/v1/settings/risk-model", { definition, reason: "x" })).status).toBe(403);
    expect(
      (
        await admin.request("PUT", "/api/v1/settings/risk-model", {
          definition: { ...definition, thresholds: { medium: 70, high: 60, prohibited: 85 } },
          reason: "x",
        })
      ).status,
    ).toBe(400);

    const saved = await admin.request("PUT", "/api/v1/settings/risk-model", { definition, reason: "Grey-listed jurisdictions weigh more" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, reason: "Grey-listed jurisdictions weigh more", reassessmentWorkflowId: `risk-reassess-${accountId}` });
    const result = await svc.temporal.workflow.getHandle(saved.body.reassessmentWorkflowId).result();
    expect(result).toMatchObject({ done: true });
    expect(result.assessed).toBeGreaterThan(5);
    expect((await admin.get(`/api/v1/applications/${monitored.id}`)).body).toMatchObject({ riskScore: 35, riskLevel: "MEDIUM" });
    expect(await assessmentOf(monitored.id)).toMatchObject({ modelVersion: 1, cause: "risk_model.v1" });
    expect((await riskEvents(monitored.id)).map((e) => [e.event, e.riskScore])).toEqual([
      ["risk_score.created", 15],
      ["risk_score.updated", 35],
    ]);
    const versions = await admin.get("/api/v1/settings/risk-model/versions");
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    const gql = await admin.graphql(`{ riskModel { version definition } }`);
    expect(gql.body.data.riskModel).toEqual({ version: 1, definition });
    await eventually(async () => (await svc.temporal.workflow.getHandle(saved.body.reassessmentWorkflowId).describe()).status.name === "COMPLETED");
  });
});
