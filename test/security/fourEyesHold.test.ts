// Four eyes that hold, tried as an insider would: lowering the risk score, unassigning oneself,
// changing the case under a pending approval or removing the key person a SANCTIONS hit is about must
// not let one person decide what the account's policy gives to two.
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
});
afterAll(async () => svc?.close());

async function keyFor(user: string, role: string) {
  const created = (await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, user, role })) as {
    key: string;
    userId: string;
  };
  return { api: client(svc.url, created.key), userId: created.userId };
}

async function submittedHighRisk(body: Record<string, unknown> = {}) {
  const app = await createApplication(admin, { riskScore: 80, ...body });
  expect((await admin.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
  return app;
}

const statusOf = async (id: string) => (await admin.get(`/api/v1/applications/${id}`)).body;

async function auditOf(applicationId: string) {
  const items = (await admin.get(`/api/v1/audit-logs?applicationId=${applicationId}&order=asc&limit=100`)).body.items as {
    event: { type: string };
    note: string;
  }[];
  return items.map((e) => ({ type: e.event.type, note: e.note }));
}

describe("an approver lowering the risk under a pending approval", () => {
  it("cancels the pending approval, keeps the bar at the highest level, and cannot confirm it (REST)", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const second = await keyFor("second.approver@example.com", "approver");
    const app = await submittedHighRisk();

    expect((await first.api.post(`/api/v1/applications/${app.id}/approve`)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: first.userId });
    const lowered = await first.api.patch(`/api/v1/applications/${app.id}`, { riskScore: 10 });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ riskLevel: "LOW", approvalPendingById: null });
    const cancelled = (await auditOf(app.id)).find((e) => e.type === "application.approval_cancelled");
    expect(cancelled?.note).toContain("its risk changed");

    // Who lowered what the decision rests on is neither pair of eyes on it (src/domain/decisions).
    const again = await first.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("lowered the risk score") });
    expect((await statusOf(app.id)).status).toBe("SUBMITTED");

    expect((await second.api.post(`/api/v1/applications/${app.id}/approve`)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: second.userId });
    expect((await admin.post(`/api/v1/applications/${app.id}/approve`)).body).toMatchObject({ status: "APPROVED" });
  });

  it("holds through GraphQL as through REST", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const changer = await keyFor("carl.changer@example.com", "approver");
    const third = await keyFor("third.approver@example.com", "approver");
    const app = await submittedHighRisk();
    const approve = (api: ReturnType<typeof client>) =>
      api.graphql(`mutation($id: ID!) { approveApplication(id: $id) { status approvalPendingById } }`, { id: app.id });

    expect((await approve(first.api)).body.data.approveApplication).toEqual({ status: "SUBMITTED", approvalPendingById: first.userId });
    const lowered = await changer.api.graphql(`mutation($id: ID!) { updateApplication(id: $id, input: { riskScore: 5 }) { riskLevel approvalPendingById } }`, {
      id: app.id,
    });
    expect(lowered.body.data.updateApplication).toEqual({ riskLevel: "LOW", approvalPendingById: null });

    // The one who lowered the risk neither approves alone nor confirms another's approval.
    expect((await approve(changer.api)).body.errors?.[0]?.extensions?.code).toBe("FOUR_EYES");
    expect((await approve(first.api)).body.data.approveApplication).toEqual({ status: "SUBMITTED", approvalPendingById: first.userId });
    expect((await approve(third.api)).body.data.approveApplication).toEqual({ status: "APPROVED", approvalPendingById: null });

    const app2 = await submittedHighRisk();
    const ids = { id: app2.id };
    await first.api.graphql(`mutation($id: ID!) { approveApplication(id: $id) { status } }`, ids);
    await changer.api.graphql(`mutation($id: ID!) { updateApplication(id: $id, input: { riskScore: 5 }) { riskLevel } }`, ids);
    await first.api.graphql(`mutation($id: ID!) { approveApplication(id: $id) { status } }`, ids);
    const byChanger = await changer.api.graphql(`mutation($id: ID!) { approveApplication(id: $id) { status } }`, ids);
    expect(byChanger.body.errors?.[0]?.extensions?.code).toBe("FOUR_EYES");
    expect((await third.api.graphql(`mutation($id: ID!) { approveApplication(id: $id) { status } }`, ids)).body.data.approveApplication.status).toBe(
      "APPROVED",
    );
  });

  it("needs two approvers for an application that was HIGH and was lowered before anyone approved", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const app = await submittedHighRisk();
    expect((await admin.patch(`/api/v1/applications/${app.id}`, { riskScore: 10 })).body.riskLevel).toBe("LOW");
    expect((await first.api.post(`/api/v1/applications/${app.id}/approve`)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: first.userId });
    const pending = (await auditOf(app.id)).find((e) => e.type === "application.approval_pending");
    expect(pending?.note).toContain("risk level HIGH");
  });
});

describe("assignees under a pending approval", () => {
  it("an assignee who unassigns themselves still cannot give the second approval", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const assignee = await keyFor("ada.assignee@example.com", "approver");
    const app = await submittedHighRisk();
    await admin.patch(`/api/v1/applications/${app.id}`, { assignees: [assignee.userId] });
    await first.api.post(`/api/v1/applications/${app.id}/approve`);

    const unassigned = await assignee.api.patch(`/api/v1/applications/${app.id}`, { assignees: [] });
    expect(unassigned.body).toMatchObject({ approvalPendingById: null });
    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    const confirm = await assignee.api.post(`/api/v1/applications/${app.id}/approve`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe("FOUR_EYES");
    expect(await statusOf(app.id)).toMatchObject({ status: "SUBMITTED", approvalPendingById: first.userId });
  });

  it("an assignee removed by someone else when the approval was asked for still cannot confirm it", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const assignee = await keyFor("ada.assignee@example.com", "approver");
    const app = await submittedHighRisk();
    await admin.patch(`/api/v1/applications/${app.id}`, { assignees: [assignee.userId] });
    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    await admin.patch(`/api/v1/applications/${app.id}`, { assignees: [] });
    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    expect((await assignee.api.post(`/api/v1/applications/${app.id}/approve`)).body.code).toBe("FOUR_EYES");
  });
});

describe("material changes under a pending approval", () => {
  it("adding a key person or raising a hit cancels it and says why", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const app = await submittedHighRisk();
    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    const added = await admin.post(`/api/v1/applications/${app.id}/individuals`, { firstName: "Nora", lastName: "Nominee", role: "DIRECTOR" });
    expect(added.status).toBe(201);
    expect(added.body.approvalPendingById).toBeNull();

    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    const hit = await admin.post("/api/v1/screening/hits", { applicationId: app.id, title: "Adverse article", type: "ADVERSE_MEDIA", status: "NOT_REVIEWED" });
    expect(hit.status).toBe(200);
    expect((await statusOf(app.id)).approvalPendingById).toBeNull();
    const notes = (await auditOf(app.id)).filter((e) => e.type === "application.approval_cancelled").map((e) => e.note);
    expect(notes).toEqual([expect.stringContaining("a key person was added"), expect.stringContaining("a screening hit was raised")]);
  });

  it("a change that is not material (a label) leaves it pending", async () => {
    const first = await keyFor("first.approver@example.com", "approver");
    const app = await submittedHighRisk();
    await first.api.post(`/api/v1/applications/${app.id}/approve`);
    expect((await admin.patch(`/api/v1/applications/${app.id}`, { labels: ["vip"] })).body.approvalPendingById).toBe(first.userId);
  });
});

describe("removing the key person a SANCTIONS hit is about", () => {
  it("leaves the hit open for review: an analyst cannot clear it this way (REST and GraphQL)", async () => {
    const analyst = await keyFor("ana.analyst@example.com", "analyst");
    for (const door of ["rest", "graphql"] as const) {
      const app = await createApplication(admin);
      const added = await analyst.api.post(`/api/v1/applications/${app.id}/individuals`, { firstName: "Sam", lastName: "Listed", role: "UBO" });
      const personId = added.body.individuals.find((i: { role: string }) => i.role === "UBO").id;
      const raised = await analyst.api.post("/api/v1/screening/hits", {
        applicationId: app.id,
        individualId: personId,
        title: "Listed person",
        type: "SANCTIONS",
        status: "NOT_REVIEWED",
      });
      expect(raised.status).toBe(200);
      const hit = raised.body;

      const removed =
        door === "rest"
          ? await analyst.api.delete(`/api/v1/applications/${app.id}/individuals/${personId}`)
          : await analyst.api.graphql(`mutation($a: ID!, $p: ID!) { removeApplicationIndividual(applicationId: $a, individualId: $p) { id } }`, {
              a: app.id,
              p: personId,
            });
      expect(removed.status).toBe(200);
      expect(removed.body.errors).toBeUndefined();

      const after = await admin.get(`/api/v1/screening/hits/${hit.id}`);
      expect(after.body).toMatchObject({ status: "NOT_REVIEWED", clearancePendingStatus: null });
      expect((await auditOf(app.id)).some((e) => e.type === "screening.hit_verdict")).toBe(false);
    }
  });
});
