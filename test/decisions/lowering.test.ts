// Whoever lowered what a decision rests on is neither pair of eyes on it, whenever they lowered it
// (docs/roles-and-four-eyes.md): before the case was submitted as much as after, by a risk model they
// saved whoever's change applied it, and on a hit's clearance and an override's confirmation as on an
// approval. Through the real doors: HTTP, PostgreSQL, Temporal.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { runCommand } from "../../src/cli/commands";
import { DEFAULT_RISK_MODEL } from "../../src/domain/risk/model";

type Api = ReturnType<typeof client>;

/** A fresh account with four eyes for HIGH and PROHIBITED risk and SANCTIONS hits, its admin and two approvers. */
async function account(svc: TestService) {
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
  return { accountId, root, admin, a, b };
}

const approve = (api: Api, id: string) => api.post(`/api/v1/applications/${id}/approve`);

/** A, who lowered the basis, is refused saying what they did; B and the admin approve it between them. */
async function expectBarred(app: { id: string }, who: { a: { api: Api }; b: { api: Api; userId: string }; admin: { api: Api } }, said: string) {
  const byA = await approve(who.a.api, app.id);
  expect(byA.status).toBe(409);
  expect(byA.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining(said) });
  expect((await approve(who.b.api, app.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: who.b.userId });
  expect((await approve(who.a.api, app.id)).body.code).toBe("FOUR_EYES");
  expect((await approve(who.admin.api, app.id)).body).toMatchObject({ status: "APPROVED" });
}

describe("lowering the basis", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ worker: true, env: { METRICS_PORT: "0" } });
  });
  afterAll(async () => svc?.close());

  it("before submission still bars who did it: a key person removed, a hit cleared, a score lowered", async () => {
    const who = await account(svc);
    // Removing a key person, then submitting: HIGH by the integrator's score, so four eyes covers it.
    const removed = await createApplication(who.root, { riskScore: 80 });
    const person = await who.root.post(`/api/v1/applications/${removed.id}/individuals`, { firstName: "Sam", lastName: "Listed", role: "UBO" });
    const personId = person.body.individuals.find((i: { role: string }) => i.role === "UBO").id;
    expect((await who.a.api.delete(`/api/v1/applications/${removed.id}/individuals/${personId}`)).status).toBe(200);
    expect((await who.root.post(`/api/v1/applications/${removed.id}/submit`)).status).toBe(200);
    await expectBarred(removed, who, "removed a key person");

    // Clearing a hit (of a type four eyes does not cover for clearing) before submission.
    const cleared = await createApplication(who.root, { riskScore: 80 });
    const hit = await who.root.post("/api/v1/screening/hits", { applicationId: cleared.id, title: "Politician", type: "PEP", status: "IN_REVIEW" });
    expect((await who.a.api.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "FALSE_POSITIVE", note: "Other person" })).body.status).toBe(
      "FALSE_POSITIVE",
    );
    expect((await who.root.post(`/api/v1/applications/${cleared.id}/submit`)).status).toBe(200);
    await expectBarred(cleared, who, "cleared a hit");

    // Lowering the integrator's score while the case stays HIGH.
    const scored = await createApplication(who.root, { riskScore: 95 });
    expect((await who.a.api.patch(`/api/v1/applications/${scored.id}`, { riskScore: 70 })).status).toBe(200);
    expect((await who.root.post(`/api/v1/applications/${scored.id}/submit`)).status).toBe(200);
    await expectBarred(scored, who, "lowered the risk score");
  });

  it("an ownership share lowered, or a structure replaced without a holding, bars who did it", async () => {
    const who = await account(svc);
    const edged = await createApplication(who.root, { riskScore: 80 });
    const base = `/api/v1/applications/${edged.id}/ownership`;
    const applicant = await who.root.post(`${base}/nodes`, { kind: "BUSINESS", name: "Applicant Ltd", applicant: true });
    const owner = await who.root.post(`${base}/nodes`, { kind: "INDIVIDUAL", name: "Olga Owner" });
    expect([applicant.status, owner.status]).toEqual([201, 201]);
    const edge = await who.root.post(`${base}/edges`, { ownerNodeId: owner.body.id, ownedNodeId: applicant.body.id, kind: "OWNERSHIP", percent: 60 });
    expect(edge.status).toBe(201);
    // After the submission this time: raising a share lowers nothing; lowering it (70 % to 10 %, out of
    // the 50 % rule and the UBO thresholds) does.
    expect((await who.root.post(`/api/v1/applications/${edged.id}/submit`)).status).toBe(200);
    expect((await who.b.api.patch(`${base}/edges/${edge.body.id}`, { percent: 70 })).status).toBe(200);
    expect((await who.a.api.patch(`${base}/edges/${edge.body.id}`, { percent: 10 })).status).toBe(200);
    await expectBarred(edged, who, "ownership share");

    const replaced = await createApplication(who.root, { riskScore: 80 });
    const nodes = [
      { key: "applicant", kind: "BUSINESS", name: "Applicant Ltd", applicant: true },
      { key: "olga", kind: "INDIVIDUAL", name: "Olga Owner" },
    ];
    const path = `/api/v1/applications/${replaced.id}/ownership`;
    const first = await who.root.request("PUT", path, { nodes, edges: [{ ownerKey: "olga", ownedKey: "applicant", kind: "OWNERSHIP", percent: 60 }] });
    expect(first.status).toBe(200);
    // The same structure with the holding at 10 %: nothing removed node by node, the edges replaced whole.
    const second = await who.a.api.request("PUT", path, { nodes, edges: [{ ownerKey: "olga", ownedKey: "applicant", kind: "OWNERSHIP", percent: 10 }] });
    expect(second.status).toBe(200);
    expect((await who.root.post(`/api/v1/applications/${replaced.id}/submit`)).status).toBe(200);
    await expectBarred(replaced, who, "replaced the ownership structure");
  });

  it("bars the second pair of eyes on a hit's clearance who lowered what the hit rests on", async () => {
    const who = await account(svc);
    const app = await createApplication(who.root);
    const person = await who.root.post(`/api/v1/applications/${app.id}/individuals`, { firstName: "Sam", lastName: "Listed", role: "UBO" });
    const personId = person.body.individuals.find((i: { role: string }) => i.role === "UBO").id;
    const hit = await who.root.post("/api/v1/screening/hits", {
      applicationId: app.id,
      individualId: personId,
      title: "Listed",
      type: "SANCTIONS",
      status: "IN_REVIEW",
    });
    expect(hit.status).toBe(200);
    // B corrects the listed person's record, then A asks to clear the hit: B may not be the second pair of eyes.
    expect((await who.b.api.patch(`/api/v1/applications/${app.id}/individuals/${personId}`, { lastName: "Lysted" })).status).toBe(200);
    const asked = await who.a.api.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "FALSE_POSITIVE", note: "Other person" });
    expect(asked.body).toMatchObject({ status: "IN_REVIEW", clearancePendingStatus: "FALSE_POSITIVE", clearancePendingById: who.a.userId });
    const byB = await who.b.api.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "FALSE_POSITIVE", note: "Agreed" });
    expect(byB.status).toBe(409);
    expect(byB.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("updated a key person") });
    expect((await who.root.get(`/api/v1/screening/hits/${hit.body.id}`)).body.status).toBe("IN_REVIEW");
    const byAdmin = await who.admin.api.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "FALSE_POSITIVE", note: "Agreed" });
    expect(byAdmin.body).toMatchObject({ status: "FALSE_POSITIVE" });
  });

  it("bars the second pair of eyes on an override lowering the level who lowered its evidence", async () => {
    const who = await account(svc);
    const app = await createApplication(who.root);
    // Three confirmed hits of types four eyes does not cover: 65 points, HIGH.
    for (const type of ["PEP", "ADVERSE_MEDIA", "WARNING"]) {
      const hit = await who.root.post("/api/v1/screening/hits", { applicationId: app.id, title: type, type, status: "IN_REVIEW" });
      await who.root.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "CONFIRMED" });
    }
    // B clears a fourth hit: part of what the level rests on.
    const extra = await who.root.post("/api/v1/screening/hits", { applicationId: app.id, title: "More press", type: "ADVERSE_MEDIA", status: "IN_REVIEW" });
    expect((await who.b.api.patch(`/api/v1/screening/hits/${extra.body.id}`, { status: "FALSE_POSITIVE" })).status).toBe(200);
    expect((await who.root.get(`/api/v1/applications/${app.id}`)).body.riskLevel).toBe("HIGH");

    const asked = await who.a.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Old press" });
    expect(asked.status).toBe(200);
    const byB = await who.b.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Agreed" });
    expect(byB.status).toBe(409);
    expect(byB.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("cleared a hit") });
    expect((await who.root.get(`/api/v1/applications/${app.id}`)).body.riskLevel).toBe("HIGH");
    expect((await who.admin.api.post(`/api/v1/applications/${app.id}/risk-override`, { level: "LOW", reason: "Agreed" })).body).toMatchObject({
      level: "LOW",
    });
  });
});

describe("a risk model change applied by someone else's change", () => {
  // No worker: the model's re-assessment workflow does not run, so the next change of the case applies the new model.
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ worker: false, env: { METRICS_PORT: "0" } });
  });
  afterAll(async () => svc?.close());

  it("is lowered by the admin who saved the model: they cannot approve the case it lowered", async () => {
    const who = await account(svc);
    const app = await createApplication(who.root);
    for (const type of ["PEP", "ADVERSE_MEDIA", "WARNING"]) {
      const hit = await who.root.post("/api/v1/screening/hits", { applicationId: app.id, title: type, type, status: "IN_REVIEW" });
      await who.root.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "CONFIRMED" });
    }
    expect((await who.root.get(`/api/v1/applications/${app.id}`)).body.riskLevel).toBe("HIGH");
    const definition = { ...DEFAULT_RISK_MODEL, thresholds: { medium: 70, high: 80, prohibited: 99 } };
    expect((await who.admin.api.request("PUT", "/api/v1/settings/risk-model", { definition, reason: "Fewer HIGH cases" })).status).toBe(200);
    // The submission re-assesses under version 1 (MEDIUM), recorded under whoever submitted.
    expect((await who.root.post(`/api/v1/applications/${app.id}/submit`)).body).toMatchObject({ status: "SUBMITTED", riskLevel: "MEDIUM" });
    // Still covered: the case was HIGH (its peak). The admin who saved the model lowered it.
    const byAdmin = await approve(who.admin.api, app.id);
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body).toMatchObject({ code: "FOUR_EYES", message: expect.stringContaining("saved the risk model version 1") });
    expect((await approve(who.a.api, app.id)).body).toMatchObject({ status: "SUBMITTED", approvalPendingById: who.a.userId });
    expect((await approve(who.b.api, app.id)).body).toMatchObject({ status: "APPROVED" });
  });
});
