// Alerts that follow what a list import changed, through the real worker and
// Temporal: each import's monitoring run re-opens review when an entry a monitored person has a hit
// on changes materially (with the change, before/after), raises nothing for an immaterial change,
// never re-opens a cleared hit on a re-screen, and marks and tasks hits whose entry was delisted.
// An approved application's persons are monitored without setting anything.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { importWatchlist } from "../../src/screening/watchlists";
import { workflowIds } from "../../src/temporal/workflowIds";
import type { PrismaClient } from "../../src/generated/prisma/client";

const LIST = `changes-${Date.now().toString(36)}`;
let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;
let tmp: string;

const ORSOLYA = { id: "chg-a", name: "Orsolya Kettleborn", birthDate: "1961-03-04" };
const RADOMIR = { id: "chg-b", name: "Radomir Quillfeather", birthDate: "1955-07-08" };
const line = (e: { id: string; name: string; birthDate: string }, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: e.id,
    schema: "Person",
    properties: { name: [e.name], birthDate: [e.birthDate], topics: ["sanction"], sourceUrl: ["https://example.org/a"], ...extra },
  });

let version = 0;
/** Imports the lines as the list's next version (lists:import's path) and waits for its monitoring run. */
async function importVersion(lines: string[]) {
  const file = path.join(tmp, `v${version + 1}.ftm.json`);
  writeFileSync(file, lines.join("\n") + "\n");
  const summary = await importWatchlist(db, { format: "ftm", file, list: LIST });
  expect(summary.newVersion).toBe(true);
  version = summary.version!;
  const run = await eventually(async () => {
    const handle = svc.temporal.workflow.getHandle(workflowIds.monitoring(LIST, version));
    return (await handle
      .describe()
      .then(() => handle)
      .catch(() => null)) as typeof handle | null;
  }, 30_000);
  await run.result();
  return summary;
}

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  db = svc.db.prisma;
  tmp = mkdtempSync(path.join(os.tmpdir(), "list-changes-"));
  const account = await svc.newAccount({ user: "rhea.reviewer@example.com" });
  api = client(svc.url, account.key);
  await importVersion([line(ORSOLYA), line(RADOMIR)]);
}, 150_000);
afterAll(async () => {
  await svc?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** Waits until every screening the person's writes asked for has run. */
async function screened(personId: string) {
  await eventually(async () => {
    const requests = await db.screeningRequest.findMany({ where: { personId } });
    return requests.length > 0 && requests.every((r) => r.completedAt !== null);
  }, 30_000);
}

async function hitsOf(applicationId: string) {
  const res = await api.get(`/api/v1/screening/hits?applicationId=${applicationId}`);
  expect(res.status).toBe(200);
  return [...res.body.sanctions, ...res.body.pep, ...res.body.warning] as any[];
}

async function personWithHit(entry: { name: string; birthDate: string }, monitoring: boolean | null) {
  const [firstName, lastName] = entry.name.split(" ");
  const app = await createApplication(api, { individual: { firstName, lastName, dateOfBirth: entry.birthDate } });
  const individualId = app.individuals[0].id as string;
  if (monitoring !== null) expect((await api.patch(`/api/v1/screening/individuals/${individualId}`, { ongoingMonitoring: monitoring })).status).toBe(200);
  await screened(individualId);
  const hits = await eventually(async () => {
    const all = await hitsOf(app.id);
    return all.length ? all : null;
  });
  expect(hits).toHaveLength(1);
  return { app, individualId, hit: hits[0] };
}

const openTasksOf = (hitId: string, type: string) => db.task.findMany({ where: { screeningHitId: hitId, type, status: { in: ["PENDING", "IN_PROGRESS"] } } });

describe("alerts that follow list changes", () => {
  let cleared: Awaited<ReturnType<typeof personWithHit>>;

  it("keeps a cleared hit cleared across ten re-screens", async () => {
    cleared = await personWithHit(ORSOLYA, true);
    expect((await api.patch(`/api/v1/screening/hits/${cleared.hit.id}`, { status: "FALSE_POSITIVE", note: "Different person: other employer" })).status).toBe(
      200,
    );
    // Each change of the person's screening settings asks for a re-screen (the screening_request triggers).
    for (let i = 0; i < 10; i++) {
      const types = i % 2 ? ["SANCTIONS", "PEP", "WARNING"] : ["SANCTIONS", "PEP", "WARNING", "ADVERSE_MEDIA"];
      const res = await api.patch(`/api/v1/screening/individuals/${cleared.individualId}`, { ongoingMonitoring: true, types });
      expect(res.status).toBe(200);
      await screened(cleared.individualId);
    }
    expect(await db.screeningRequest.count({ where: { personId: cleared.individualId } })).toBeGreaterThanOrEqual(11);
    const hits = await hitsOf(cleared.app.id);
    expect(hits.map((h) => [h.id, h.status])).toEqual([[cleared.hit.id, "FALSE_POSITIVE"]]);
  }, 120_000);

  it("raises nothing when an entry changes only immaterially (its source URL)", async () => {
    const summary = await importVersion([line(ORSOLYA, { sourceUrl: ["https://example.org/a-moved"] }), line(RADOMIR)]);
    expect(summary).toMatchObject({ changed: 1 });
    const entry = await db.watchlistEntry.findFirstOrThrow({ where: { list: LIST, externalId: ORSOLYA.id } });
    expect(entry.lastChange).toMatchObject({
      version,
      material: false,
      changes: { "properties.sourceUrl": { before: ["https://example.org/a"], after: ["https://example.org/a-moved"] } },
    });
    const [hit] = await hitsOf(cleared.app.id);
    expect(hit).toMatchObject({ id: cleared.hit.id, status: "FALSE_POSITIVE", entryChange: null });
    expect(await openTasksOf(hit.id, "SCREENING_HIT_REVIEW")).toEqual([]);
  }, 60_000);

  it("re-opens a cleared hit when its entry gains an alias, carrying what changed", async () => {
    await importVersion([line(ORSOLYA, { sourceUrl: ["https://example.org/a-moved"], alias: ["Orsolya K. Kettleborn"] }), line(RADOMIR)]);
    const [hit] = await hitsOf(cleared.app.id);
    expect(hit).toMatchObject({
      id: cleared.hit.id,
      status: "NOT_REVIEWED",
      entryChange: { list: LIST, version, changes: { names: { before: [ORSOLYA.name], after: [ORSOLYA.name, "Orsolya K. Kettleborn"] } } },
    });
    expect(await openTasksOf(hit.id, "SCREENING_HIT_REVIEW")).toHaveLength(1);
    const events = await db.outboxEvent.findMany({ where: { entityId: hit.id, event: "screening.hit_updated" } });
    expect(events.at(-1)!.metadata).toMatchObject({ status: "NOT_REVIEWED", previousStatus: "FALSE_POSITIVE", reason: "ENTRY_CHANGED", version });
    const audit = await db.auditLog.findFirst({ where: { applicationId: cleared.app.id, eventType: "screening.hit_reopened" } });
    expect(audit?.event).toMatchObject({
      entityId: hit.id,
      changes: { status: { before: "FALSE_POSITIVE", after: "NOT_REVIEWED" }, names: { after: [ORSOLYA.name, "Orsolya K. Kettleborn"] } },
    });
  }, 60_000);

  it("marks the hits of a delisted entry and opens a task, for an approved application's persons without any setting", async () => {
    const approved = await personWithHit(RADOMIR, null);
    expect((await api.post(`/api/v1/applications/${approved.app.id}/submit`, {})).status).toBe(200);
    expect((await api.post(`/api/v1/applications/${approved.app.id}/approve`, {})).status).toBe(200);
    const unmonitored = await personWithHit(RADOMIR, null); // still PENDING: not monitored

    await importVersion([line(ORSOLYA, { sourceUrl: ["https://example.org/a-moved"], alias: ["Orsolya K. Kettleborn"] })]);
    const [hit] = await hitsOf(approved.app.id);
    expect(hit).toMatchObject({ id: approved.hit.id, status: "NOT_REVIEWED", delistedInVersion: version });
    expect(hit.delistedAt).toEqual(expect.any(String));
    expect(await openTasksOf(hit.id, "SCREENING_DELISTING_REVIEW")).toHaveLength(1);
    // Spec 6.1 has no delisting event: it is a change of the hit, sent as screening.hit_updated.
    const events = await db.outboxEvent.findMany({ where: { entityId: hit.id } });
    const delistings = events.filter((e) => (e.metadata as { reason?: string } | null)?.reason === "DELISTED");
    expect(delistings.map((e) => e.event)).toEqual(["screening.hit_updated"]);
    expect(events.map((e) => e.event)).not.toContain("screening.hit_delisted");
    expect(delistings[0].metadata).toMatchObject({
      status: "NOT_REVIEWED",
      reason: "DELISTED",
      list: LIST,
      version,
      externalId: RADOMIR.id,
      changed: ["delistedAt", "delistedInVersion"],
    });
    expect(await hitsOf(unmonitored.app.id)).toEqual([expect.objectContaining({ delistedAt: null })]);
  }, 90_000);
});
