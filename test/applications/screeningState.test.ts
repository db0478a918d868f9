// Screening state is part of readiness (docs/screening.md, "Screening state"): an application screened
// against no list, or against a list past its source's schedule, says so on REST and GraphQL, and
// approval is refused (409 SCREENING_NOT_CURRENT naming the state) unless an admin relaxed the gate,
// which is recorded with who and when.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { DEMO_LIST, loadDemoListIfNoLists, watchlistBannerLines } from "../../src/domain/sandbox/demoList";

let svc: TestService;
let api: ReturnType<typeof client>;
let dir: string;
beforeAll(async () => {
  svc = await startTestService({ worker: true });
  const account = await svc.newAccount({ screeningGate: true });
  api = client(svc.url, account.key);
  dir = mkdtempSync(path.join(os.tmpdir(), "screening-state-"));
});
afterAll(async () => {
  await svc?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A submitted application whose one person has been screened. */
async function screenedAndSubmitted(name: string) {
  const [firstName, lastName] = name.split(" ");
  const created = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name, individual: { firstName, lastName, nationality: "LU" } });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  await eventually(
    async () =>
      (await svc.db.prisma.screeningRequest.count({ where: { applicationId: id } })) > 0 &&
      (await svc.db.prisma.screeningRequest.count({ where: { applicationId: id, completedAt: null } })) === 0,
    30_000,
  );
  expect((await api.post(`/api/v1/applications/${id}/submit`)).status).toBe(200);
  return id;
}

describe("screening state", () => {
  let beforeLists: string;

  it("says NO_LISTS where no list is loaded, on REST and GraphQL, and refuses the approval naming the state", async () => {
    beforeLists = await screenedAndSubmitted("Nora Nolist");
    const read = await api.get(`/api/v1/applications/${beforeLists}`);
    expect(read.body.screeningState).toMatchObject({ state: "NO_LISTS", pending: false, lists: [], reason: expect.stringContaining("No watchlist is loaded") });
    expect(read.body.screeningState.screenedAt).toEqual(expect.any(String));
    const gql = await api.graphql(`query($id: ID!) { application(id: $id) { screeningState { state reason lists { list } } } }`, { id: beforeLists });
    expect(gql.body.data.application.screeningState).toEqual({ state: "NO_LISTS", reason: read.body.screeningState.reason, lists: [] });

    const approve = await api.post(`/api/v1/applications/${beforeLists}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ statusCode: 409, error: "Conflict", code: "SCREENING_NOT_CURRENT", message: expect.stringContaining("NO_LISTS") });
    expect((await api.get(`/api/v1/applications/${beforeLists}`)).body.status).toBe("SUBMITTED");
    const gqlApprove = await api.graphql(`mutation($id: ID!) { approveApplication(id: $id) { status } }`, { id: beforeLists });
    expect(gqlApprove.body.errors?.[0]?.extensions?.code).toBe("SCREENING_NOT_CURRENT");
  });

  it("keeps NO_LISTS for persons screened before the first list arrived; a case screened after it is CURRENT and approved", async () => {
    // The start banner says no list is loaded, then which demo list is and the one command per official source that replaces it.
    const official = [/lists:import --format un /, /lists:import --format eu /, /lists:import --format uk /, /lists:import --format ofac /];
    const none = (await watchlistBannerLines(svc.db.prisma)).join("\n");
    expect(none).toMatch(/Watchlists\s+none: screening searches nothing and every application reads screening.state NO_LISTS/);
    for (const command of official) expect(none).toMatch(command);
    const summary = await loadDemoListIfNoLists(svc.db.prisma, dir);
    expect(summary).toMatchObject({ list: DEMO_LIST, added: 5 });
    expect(await loadDemoListIfNoLists(svc.db.prisma, dir)).toBeNull();
    const demo = (await watchlistBannerLines(svc.db.prisma)).join("\n");
    expect(demo).toMatch(new RegExp(`Watchlists\\s+${DEMO_LIST} v1 \\(5 entries, invented names for the demo: not an official list\\)`));
    for (const command of official) expect(demo).toMatch(command);

    const old = (await api.get(`/api/v1/applications/${beforeLists}`)).body.screeningState;
    expect(old).toMatchObject({ state: "NO_LISTS", reason: expect.stringContaining("before any watchlist was loaded") });

    const id = await screenedAndSubmitted("Clara Current");
    const screening = (await api.get(`/api/v1/applications/${id}`)).body.screeningState;
    expect(screening).toMatchObject({ state: "CURRENT", lists: [{ list: DEMO_LIST, version: 1, everySeconds: null, stale: false }] });
    const approved = await api.post(`/api/v1/applications/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "APPROVED", screeningState: { state: "CURRENT" } });
  });

  it("says STALE once a list's source has missed two of its runs, refuses the approval, and lets an admin relax the gate, recorded", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await svc.db.prisma.watchlistImport.updateMany({ where: { list: DEMO_LIST }, data: { createdAt: hoursAgo(5) } });
    await svc.db.prisma.watchlistSource.create({
      data: { list: DEMO_LIST, format: "ftm", url: "https://lists.example.invalid/demo.json", everySeconds: 3600, lastSuccessAt: hoursAgo(3) },
    });
    const id = await screenedAndSubmitted("Stella Stale");
    const screening = (await api.get(`/api/v1/applications/${id}`)).body.screeningState;
    expect(screening).toMatchObject({
      state: "STALE",
      lists: [{ list: DEMO_LIST, everySeconds: 3600, stale: true }],
      reason: expect.stringContaining(DEMO_LIST),
    });
    const refused = await api.post(`/api/v1/applications/${id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "SCREENING_NOT_CURRENT", message: expect.stringContaining("STALE") });
    // A reason for the other gates does not pass this one.
    expect((await api.post(`/api/v1/applications/${id}/approve`, { gateOverrideReason: "vendor outage" })).status).toBe(409);

    const gates = (await api.get("/api/v1/settings/approval-gates")).body;
    expect(gates).toMatchObject({ screeningStates: ["CURRENT"], screeningStatesSetById: null, screeningStatesSetAt: null });
    const bad = await api.request("PUT", "/api/v1/settings/approval-gates", { requiredDocuments: false, reviewedHitTypes: [], screeningStates: ["MAYBE"] });
    expect(bad.status).toBe(400);
    const relaxed = await api.request("PUT", "/api/v1/settings/approval-gates", { requiredDocuments: false, reviewedHitTypes: [], screeningStates: ["STALE"] });
    expect(relaxed.status).toBe(200);
    expect(relaxed.body).toMatchObject({ screeningStates: ["CURRENT", "STALE"], screeningStatesSetById: expect.any(String) });
    expect(new Date(relaxed.body.screeningStatesSetAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await api.post(`/api/v1/applications/${id}/approve`)).status).toBe(200);
  });
});
