// Four eyes: where an account turns it on, approving a HIGH-risk application or
// clearing a SANCTIONS hit takes two approvers; the first decision stays pending, both are audited,
// and accounts without the setting transition exactly as before.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { runCommand } from "../../src/cli/commands";

let svc: TestService;
let accountId: string;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  const account = await svc.newAccount();
  accountId = account.accountId;
  admin = client(svc.url, account.key);
  const set = await admin.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] });
  expect(set.status).toBe(200);
  expect(set.body).toEqual({ riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] });
});
afterAll(async () => svc?.close());

async function keyFor(user: string, role: string) {
  const created = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, user, role })) as {
    key: string;
    userId: string;
  };
  return { api: client(svc.url, created.key), userId: created.userId };
}

async function auditTypes(applicationId: string, api = admin) {
  const entries = (await api.get(`/api/v1/audit-logs?applicationId=${applicationId}&order=asc&limit=100`)).body.items as {
    event: { type: string };
    performedByName: string;
  }[];
  return entries.map((e) => `${e.event.type} by ${e.performedByName}`);
}

describe("the four-eyes policy", () => {
  it("is read by every role and changed only by an admin", async () => {
    const viewer = await keyFor("vera.viewer@example.com", "viewer");
    expect((await viewer.api.get("/api/v1/settings/four-eyes")).body).toEqual({ riskLevels: ["HIGH", "PROHIBITED"], hitTypes: ["SANCTIONS"] });
    const approver = await keyFor("paul.approver@example.com", "approver");
    const refused = await approver.api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: [], hitTypes: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('"admin"');
    expect((await admin.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["EXTREME"], hitTypes: [] })).status).toBe(400);
    expect((await admin.get("/api/v1/settings/four-eyes")).body.riskLevels).toEqual(["HIGH", "PROHIBITED"]);
  });
});

describe("approving a HIGH-risk application", () => {
  it("stays pending after one approver until a second approves", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const second = await keyFor("second.approver@example.com", "approver");
    const app = await createApplication(admin, { riskScore: 80 });
    expect(app.riskLevel).toBe("HIGH");
    await admin.post(`/api/v1/applications/${app.id}/submit`);

    const pending = await first.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: "SUBMITTED", approvalPendingById: first.userId, approvalPendingAt: expect.any(String), decidedAt: null });

    const again = await first.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("second approver") });
    expect((await admin.get(`/api/v1/applications/${app.id}`)).body.status).toBe("SUBMITTED");

    const approved = await second.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "APPROVED", approvalPendingById: null, decidedAt: expect.any(String) });
    expect(await auditTypes(app.id)).toEqual(
      expect.arrayContaining(["application.approval_pending by First Approver", "application.status_changed by Second Approver"]),
    );
  });

  it("refuses an analyst's second approval and an assignee's", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const assignee = await keyFor("ada.assignee@example.com", "approver");
    const analyst = await keyFor("ana.analyst@example.com", "analyst");
    const app = await createApplication(admin, { riskScore: 95 });
    await admin.patch(`/api/v1/applications/${app.id}`, { assignees: [assignee.userId] });
    await admin.post(`/api/v1/applications/${app.id}/submit`);
    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    expect((await analyst.api.post(`/api/v1/applications/${app.id}/approve`)).status).toBe(403);
    const byAssignee = await assignee.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(byAssignee.status).toBe(409);
    expect(byAssignee.body.code).toBe("FOUR_EYES");
    expect((await admin.get(`/api/v1/applications/${app.id}`)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: first.userId });
  });

  it("approves a risk level the policy does not cover at once", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const app = await createApplication(admin, { riskScore: 10 });
    await admin.post(`/api/v1/applications/${app.id}/submit`);
    expect((await first.api.post(`/api/v1/applications/${app.id}/approve`)).body).toMatchObject({ status: "APPROVED", approvalPendingById: null });
  });
});

describe("clearing a SANCTIONS hit", () => {
  it("stays pending after the first clearing until a second approver confirms it", async () => {
    const analyst = await keyFor("ana.analyst@example.com", "analyst");
    const approver = await keyFor("second.approver@example.com", "approver");
    const app = await createApplication(admin);
    const hit = (await analyst.api.post("/api/v1/screening/hits", { applicationId: app.id, title: "Listed entity", type: "SANCTIONS", status: "IN_REVIEW" }))
      .body;
    const first = await analyst.api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "FALSE_POSITIVE", note: "Different date of birth" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "IN_REVIEW", clearancePendingStatus: "FALSE_POSITIVE", clearancePendingById: analyst.userId });
    expect((await analyst.api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "FALSE_POSITIVE" })).status).toBe(403);
    const confirmed = await approver.api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "FALSE_POSITIVE" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "FALSE_POSITIVE", clearancePendingStatus: null });
    expect(await auditTypes(app.id)).toEqual(
      expect.arrayContaining(["screening.hit_clearance_pending by Ana Analyst", "screening.hit_verdict by Second Approver"]),
    );
  });

  it("leaves other hit types to one reviewer", async () => {
    const analyst = await keyFor("ana.analyst@example.com", "analyst");
    const app = await createApplication(admin);
    const hit = (await analyst.api.post("/api/v1/screening/hits", { applicationId: app.id, title: "Tax case", type: "ADVERSE_MEDIA", status: "IN_REVIEW" }))
      .body;
    expect((await analyst.api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "DISMISSED" })).body).toMatchObject({
      status: "DISMISSED",
      clearancePendingStatus: null,
    });
  });
});

describe("an account without the setting", () => {
  it("approves a HIGH-risk application and clears a SANCTIONS hit with one call, as before", async () => {
    const other = await svc.newAccount();
    const api = client(svc.url, other.key);
    expect((await api.get("/api/v1/settings/four-eyes")).body).toEqual({ riskLevels: [], hitTypes: [] });
    const app = await createApplication(api, { riskScore: 95 });
    await api.post(`/api/v1/applications/${app.id}/submit`);
    expect((await api.post(`/api/v1/applications/${app.id}/approve`)).body).toMatchObject({ status: "APPROVED", approvalPendingById: null });
    const hit = (await api.post("/api/v1/screening/hits", { applicationId: app.id, title: "Listed entity", type: "SANCTIONS", status: "IN_REVIEW" })).body;
    expect((await api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "FALSE_POSITIVE" })).body.status).toBe("FALSE_POSITIVE");
    const types = (await auditTypes(app.id, api)).join(" ");
    expect(types).not.toContain("pending");
  });
});
