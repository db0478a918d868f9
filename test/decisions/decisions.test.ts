// Decisions that hold by construction (docs/roles-and-four-eyes.md), through the real doors: an approval
// reads the whole basis as it stands (the higher of the assessed level and the level in force), an
// override is void once the assessed level rises above it, and whoever lowered what a decision rests
// on cannot be either pair of eyes on it.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { runCommand } from "../../src/cli/commands";
import { DEFAULT_RISK_MODEL } from "../../src/domain/risk/model";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { METRICS_PORT: "0" } });
});
afterAll(async () => svc?.close());

type Api = ReturnType<typeof client>;

/** A fresh account with four eyes for HIGH and PROHIBITED risk and SANCTIONS hits, its admin and two approvers. */
async function account() {
  const { accountId, key } = await svc.newAccount();
  const root = client(svc.url, key);
  const keyFor = async (user: string, role: string) => {
    const made = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, user, role })) as {
      key: string;
      userId: string;
    };
    return { api: client(svc.url, made.key), userId: made.userId };
  };
  const admin = await keyFor("ada.admin@example.com", "admin");
  const a = await keyFor("alex.approver@example.com", "approver");
  const b = await keyFor("bea.approver@example.com", "approver");
  const set = await admin.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] });
  expect(set.status).toBe(200);
  return { accountId, root, admin, a, b, keyFor };
}

const approve = (api: Api, id: string) => api.post(`/api/v1/applications/${id}/approve`);

async function trail(api: Api, applicationId: string) {
  return (await api.get(`/api/v1/audit-logs?applicationId=${applicationId}&order=asc&limit=100`)).body.items as {
    event: { type: string; changes?: Record<string, { before: unknown; after: unknown }> };
    note: string | null;
    performedBy?: { id: string | null; name: string };
    [k: string]: unknown;
  }[];
}

describe("an override outlived by new evidence", () => {
  async function confirmedSanctionsAfter(overridden: boolean) {
    const { root, a, b } = await account();
    const app = await createApplication(root);
    if (overridden) {
      const lowered = await a.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Known client" });
      expect(lowered.status).toBe(200);
      expect(lowered.body).toMatchObject({ level: "LOW", override: { level: "LOW", byId: a.userId, approvedById: null } });
    }
    const person = await root.post(`/api/v1/applications/${app.id}/individuals`, { firstName: "Sam", lastName: "Listed", role: "UBO" });
    const personId = person.body.individuals.find((i: { role: string }) => i.role === "UBO").id;
    const hit = await root.post("/api/v1/screening/hits", {
      applicationId: app.id,
      individualId: personId,
      title: "Listed",
      type: "SANCTIONS",
      status: "IN_REVIEW",
    });
    expect(hit.status).toBe(200);
    expect((await root.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "CONFIRMED", note: "Same person" })).status).toBe(200);
    expect((await root.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    return { root, a, b, app };
  }

  it("is void once the assessed level rises above it: one approval is not enough, and the reviewer sees why (REST and GraphQL)", async () => {
    const { root, a, b, app } = await confirmedSanctionsAfter(true);
    const risk = (await root.get(`/api/v1/applications/${app.id}/risk-assessment`)).body;
    expect(risk).toMatchObject({ level: "PROHIBITED", assessedLevel: "PROHIBITED", override: null });
    expect(risk.voidedOverride).toMatchObject({ level: "LOW", byId: a.userId, voidReason: expect.stringContaining("rose to PROHIBITED") });
    expect(risk.voidedOverride.voidedAt).toEqual(expect.any(String));
    const gql = await root.graphql(
      `query($id: ID!) { application(id: $id) { riskLevel riskAssessment { level override { level } voidedOverride { level voidReason } } } }`,
      {
        id: app.id,
      },
    );
    expect(gql.body.data.application).toEqual({
      riskLevel: "PROHIBITED",
      riskAssessment: { level: "PROHIBITED", override: null, voidedOverride: { level: "LOW", voidReason: expect.stringContaining("rose to PROHIBITED") } },
    });
    expect((await trail(root, app.id)).some((e) => e.event.type === "application.risk_assessed" && e.note?.includes("the override is void"))).toBe(true);

    expect((await approve(a.api, app.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: a.userId, riskLevel: "PROHIBITED" });
    expect((await approve(a.api, app.id)).body.code).toBe("FOUR_EYES");
    expect((await approve(b.api, app.id)).body).toMatchObject({ status: "APPROVED" });
  });

  it("the control case without the override waits for a second approver the same way", async () => {
    const { a, b, app } = await confirmedSanctionsAfter(false);
    expect((await approve(a.api, app.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: a.userId });
    expect((await approve(b.api, app.id)).body).toMatchObject({ status: "APPROVED" });
  });

  it("an override in force below the assessed level still leaves four eyes reading the assessed level, and its author out", async () => {
    const { root, admin, a, b } = await account();
    // Three confirmed hits of types four eyes does not cover: 65 points, HIGH.
    const app = await createApplication(root);
    for (const type of ["PEP", "ADVERSE_MEDIA", "WARNING"]) {
      const hit = await root.post("/api/v1/screening/hits", { applicationId: app.id, title: type, type, status: "IN_REVIEW" });
      await root.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "CONFIRMED" });
    }
    expect((await root.get(`/api/v1/applications/${app.id}`)).body.riskLevel).toBe("HIGH");
    // Lowering a HIGH case is itself under four eyes: asked by A, confirmed by B.
    await a.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Old press" });
    expect((await b.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Agreed" })).body).toMatchObject({ level: "LOW" });
    await root.post(`/api/v1/applications/${app.id}/submit`);
    for (const who of [a, b]) expect((await approve(who.api, app.id)).body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("override") });
    const c = await admin.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(c.body).toMatchObject({ status: "SUBMITTED" });
  });
});

describe("the person who lowered the basis", () => {
  it("cannot be the second pair of eyes after a model change they made, and the trail names them, not the service", async () => {
    const { accountId, root, admin, a, b } = await account();
    const app = await createApplication(root);
    for (const type of ["PEP", "ADVERSE_MEDIA", "WARNING"]) {
      const hit = await root.post("/api/v1/screening/hits", { applicationId: app.id, title: type, type, status: "IN_REVIEW" });
      await root.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "CONFIRMED" });
    }
    expect((await root.get(`/api/v1/applications/${app.id}`)).body.riskLevel).toBe("HIGH");
    await root.post(`/api/v1/applications/${app.id}/submit`);
    expect((await approve(a.api, app.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: a.userId });

    const definition = { ...DEFAULT_RISK_MODEL, thresholds: { medium: 90, high: 95, prohibited: 99 } };
    const saved = await admin.api.request("PUT", "/api/v1/settings/risk-model", { definition, reason: "Fewer HIGH cases" });
    expect(saved.status).toBe(200);
    expect(saved.body.reassessmentWorkflowId).toBe(`risk-reassess-${accountId}`);
    await svc.temporal.workflow.getHandle(saved.body.reassessmentWorkflowId).result();
    expect((await root.get(`/api/v1/applications/${app.id}`)).body).toMatchObject({ riskLevel: "LOW", approvalPendingById: null });
    const assessed = (await trail(root, app.id)).filter((e) => e.event.type === "application.risk_assessed").at(-1)!;
    expect(assessed.performedByName).toBe("Ada Admin (risk model v1)");

    const byAdmin = await approve(admin.api, app.id);
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("lowered the assessed risk") });
    expect((await approve(a.api, app.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: a.userId });
    expect((await approve(admin.api, app.id)).body.code).toBe("FOUR_EYES");
    expect((await approve(b.api, app.id)).body).toMatchObject({ status: "APPROVED" });
  });
});

describe("settings changes are recorded decisions", () => {
  it("records who switched four eyes off, when, before and after, readable in REST (paginated) and GraphQL", async () => {
    const { root, admin, keyFor } = await account();
    const viewer = await keyFor("vic.viewer@example.com", "viewer");
    const started = Date.now();
    const off = await admin.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: [], hitTypes: [] });
    expect(off.status).toBe(200);
    // The same policy again changes nothing and records nothing.
    expect((await admin.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: [], hitTypes: [] })).status).toBe(200);

    const history = await viewer.api.get("/api/v1/settings/history?setting=fourEyes");
    expect(history.status).toBe(200);
    const [latest, first] = history.body.items;
    expect(history.body.items).toHaveLength(2);
    expect(latest).toMatchObject({
      setting: "fourEyes",
      before: { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] },
      after: { riskLevels: [], hitTypes: [] },
      changedById: admin.userId,
      changedByName: expect.any(String),
      id: expect.any(String),
    });
    expect(first).toMatchObject({ before: { riskLevels: [], hitTypes: [] }, after: { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] } });
    expect(new Date(latest.createdAt).getTime()).toBeGreaterThanOrEqual(started - 1000);

    // The other decision settings, each recorded the same way.
    expect((await admin.api.request("PUT", "/api/v1/settings/approval-gates", { requiredDocuments: true, reviewedHitTypes: ["PEP"] })).status).toBe(200);
    expect((await admin.api.request("PUT", "/api/v1/settings/periodic-review", { highMonths: 6, mediumMonths: 12, lowMonths: 24, leadDays: 10 })).status).toBe(
      200,
    );
    expect((await admin.api.request("PUT", "/api/v1/settings/retention", { retentionYears: 7 })).status).toBe(200);
    expect((await admin.api.request("PUT", "/api/v1/settings/ubo-thresholds", { thresholdPercent: 20, highRiskThresholdPercent: 5 })).status).toBe(200);
    const all = (await viewer.api.get("/api/v1/settings/history?limit=100")).body.items as { setting: string; before: any; after: any }[];
    expect(all.map((c) => c.setting)).toEqual(["uboThresholds", "retention", "periodicReview", "approvalGates", "fourEyes", "fourEyes"]);
    expect(all[1]).toMatchObject({ before: { retentionYears: 5 }, after: { retentionYears: 7 } });
    expect(all[0]).toMatchObject({ before: { thresholdPercent: 25 }, after: { thresholdPercent: 20, highRiskThresholdPercent: 5 } });
    expect(all[2].after).toMatchObject({ highMonths: 6, leadDays: 10 });
    expect(all[3]).toMatchObject({ before: { requiredDocuments: false }, after: { requiredDocuments: true, reviewedHitTypes: ["PEP"] } });

    // Paginated like the other lists, and the same through GraphQL.
    const page1 = await viewer.api.get("/api/v1/settings/history?limit=4");
    expect(page1.body.items).toHaveLength(4);
    const page2 = await viewer.api.get(`/api/v1/settings/history?limit=4&cursor=${encodeURIComponent(page1.body.nextCursor)}`);
    expect(page2.body).toMatchObject({ nextCursor: null });
    expect([...page1.body.items, ...page2.body.items].map((c: { id: string }) => c.id)).toEqual(all.map((c: any) => c.id));
    const gql = await root.graphql(`{ settingsHistory(setting: "retention") { items { setting before after changedById } nextCursor } }`);
    expect(gql.body.data.settingsHistory).toEqual({
      items: [{ setting: "retention", before: { retentionYears: 5 }, after: { retentionYears: 7 }, changedById: admin.userId }],
      nextCursor: null,
    });
    expect((await viewer.api.get("/api/v1/settings/history?setting=nonsense")).status).toBe(400);
  });

  it("turning four eyes off takes effect only for cases opened after it", async () => {
    const { root, admin, a, b } = await account();
    const before = await createApplication(root, { riskScore: 80 });
    await root.post(`/api/v1/applications/${before.id}/submit`);
    expect((await admin.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: [], hitTypes: [] })).status).toBe(200);
    const after = await createApplication(root, { riskScore: 80 });
    await root.post(`/api/v1/applications/${after.id}/submit`);

    expect((await approve(a.api, before.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: a.userId });
    expect((await approve(b.api, before.id)).body).toMatchObject({ status: "APPROVED" });
    expect((await approve(a.api, after.id)).body).toMatchObject({ status: "APPROVED" });

    // Narrowing reaches hit clearing the same way: a SANCTIONS hit of the older case still needs two.
    const older = await createApplication(root);
    const hit = await root.post("/api/v1/screening/hits", { applicationId: older.id, title: "Listed", type: "SANCTIONS", status: "IN_REVIEW" });
    expect((await admin.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH"], hitTypes: ["SANCTIONS"] })).status).toBe(200);
    const hit2 = await root.post("/api/v1/screening/hits", { applicationId: older.id, title: "Listed too", type: "SANCTIONS", status: "IN_REVIEW" });
    expect((await admin.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH"], hitTypes: [] })).status).toBe(200);
    const cleared = await a.api.patch(`/api/v1/screening/hits/${hit2.body.id}`, { status: "FALSE_POSITIVE", note: "Other person" });
    expect(cleared.body).toMatchObject({ status: "IN_REVIEW", clearancePendingStatus: "FALSE_POSITIVE" });
    expect(hit.status).toBe(200);
  });
});
