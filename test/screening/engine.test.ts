// The screening engine end to end: key persons are screened against the imported
// watchlists by Temporal workflows when they are added or changed, ongoing monitoring re-screens
// monitored persons after each import against what it changed, hits are never written twice, and
// both steps announce themselves in the outbox. Runs on the invented sample lists of data/watchlists.
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { importWatchlist } from "../../src/screening/watchlists";
import { screenRequests } from "../../src/domain/screening/engine";
import { DEFAULT_MATCH_THRESHOLD } from "../../src/screening/matching";
import { workflowIds } from "../../src/temporal/workflowIds";
import type { PrismaClient } from "../../src/generated/prisma/client";

const SAMPLES = path.resolve(__dirname, "../../data/watchlists");
const LIST = "invented-sanctions";

let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { MEDIA_SEARCH_FILE: path.resolve(__dirname, "../../data/media/invented-articles.json") } });
  db = svc.db.prisma;
  const account = await svc.newAccount({ user: "sasha.screener@example.com" });
  api = client(svc.url, account.key);
  await importWatchlist(db, { format: "ftm", file: path.join(SAMPLES, "invented-sanctions.ftm.jsonl"), list: LIST });
});
afterAll(() => svc?.close());

/** Resolves once every screening the person's writes asked for has run and its hits are enriched. */
async function screened(personId: string) {
  await eventually(async () => {
    const requests = await db.screeningRequest.findMany({ where: { personId } });
    const unenriched = await db.screeningHit.count({
      where: { OR: [{ individualId: personId }, { businessId: personId }], dedupeKey: { not: null }, enriched: false },
    });
    return requests.length > 0 && requests.every((r) => r.completedAt !== null) && unenriched === 0;
  }, 30_000);
}

async function hitsOf(applicationId: string) {
  const res = await api.get(`/api/v1/screening/hits?applicationId=${applicationId}`);
  expect(res.status).toBe(200);
  return [...res.body.sanctions, ...res.body.pep, ...res.body.warning] as any[];
}

async function individualApplication(individual: Record<string, unknown>) {
  const app = await createApplication(api, { individual: { firstName: "Test", lastName: "Person", ...individual } });
  return { app, individualId: app.individuals[0].id as string };
}

describe("initial screening", () => {
  it("screens a key person when the application is created: a transliterated, reordered name with its birth date is a match, stored, enriched and announced", async () => {
    const { app, individualId } = await individualApplication({ firstName: "Jianhua", lastName: "Wang", dateOfBirth: "1966-11-30", nationality: "CN" });
    await screened(individualId);
    const hits = await eventually(async () => {
      const all = await hitsOf(app.id);
      return all.length && all.every((h) => h.enriched) ? all : null;
    });
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit).toMatchObject({
      type: "SANCTIONS",
      status: "NOT_REVIEWED",
      origin: "INITIAL_SCREENING",
      individualId,
      entityId: individualId,
      source: LIST,
      enriched: true,
    });
    expect(hit.matchResult).toMatchObject({ isMatch: true, clearedReason: null });
    expect(hit.matchResult.confidence).toBeGreaterThanOrEqual(0.85);
    expect(hit.matchResult.matchExplanation).toMatch(/birth/i);
    expect(hit.details).toMatchObject({ externalId: "inv-p-004" });
    expect(hit.details.sourceRecord).toBeDefined();

    const events = await db.outboxEvent.findMany({ where: { applicationId: app.id, event: { startsWith: "screening." } }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => e.event)).toEqual(["screening.hits_created", "screening.enrichment_completed"]);
    expect(events[0].metadata).toMatchObject({ hitIds: [hit.id], count: 1 });
    expect(events[1]).toMatchObject({ entityType: "SCREENING_HIT", entityId: hit.id });
  });

  it("finds a name written in another script", async () => {
    const { app, individualId } = await individualApplication({ firstName: "Дмитрий", lastName: "Волкоранов", dateOfBirth: "1968-03-14" });
    await screened(individualId);
    const hits = await hitsOf(app.id);
    expect(hits.map((h) => [h.details.externalId, h.matchResult.isMatch])).toEqual([["inv-p-001", true]]);
  });

  it("clears a namesake whose birth date conflicts with IDENTITY_MISMATCH, beside the true match", async () => {
    const { app, individualId } = await individualApplication({
      firstName: "Maria Elena",
      lastName: "Fontanari",
      dateOfBirth: "1980-05-05",
      nationality: "IT",
    });
    await screened(individualId);
    const hits = await hitsOf(app.id);
    const byEntry = Object.fromEntries(hits.map((h) => [h.details.externalId, h]));
    expect(Object.keys(byEntry).sort()).toEqual(["inv-p-006", "inv-p-007"]);
    expect(byEntry["inv-p-006"]).toMatchObject({ type: "SANCTIONS", status: "NOT_REVIEWED", matchResult: { isMatch: true, clearedReason: null } });
    expect(byEntry["inv-p-007"]).toMatchObject({
      type: "WARNING",
      status: "FALSE_POSITIVE",
      matchResult: { isMatch: false, clearedReason: "IDENTITY_MISMATCH" },
    });
    expect(byEntry["inv-p-007"].matchResult.matchExplanation).toMatch(/birth/i);

    // Only the match awaiting review became a review task.
    const tasks = await api.get(`/api/v1/tasks?applicationId=${app.id}`);
    expect(tasks.body.items.filter((t: any) => t.type === "SCREENING_HIT_REVIEW").map((t: any) => t.screeningHitId ?? t.entityId)).toEqual([
      byEntry["inv-p-006"].id,
    ]);
  });

  it("gives each engine hit its entry's default tier with the reason, and a reviewer's tier wins", async () => {
    const { app, individualId } = await individualApplication({
      firstName: "Maria Elena",
      lastName: "Fontanari",
      dateOfBirth: "1980-05-05",
      nationality: "IT",
    });
    await screened(individualId);
    const byEntry = Object.fromEntries((await hitsOf(app.id)).map((h) => [h.details.externalId, h]));
    expect(byEntry["inv-p-006"].matchResult).toMatchObject({
      severity: "High",
      tierRationale: expect.stringMatching(/Sanctions entry: the account's highest SANCTIONS tier/),
    });
    expect(byEntry["inv-p-007"].matchResult).toMatchObject({ severity: "Medium", tierRationale: expect.stringMatching(/default WARNING tier/) });

    const group = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "SANCTIONS",
      headline: "Fontanari",
      summary: "s",
      aiDescription: "a",
      hitIds: [byEntry["inv-p-006"].id],
    });
    expect(group.status).toBe(201);
    expect((await api.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: "Low" })).status).toBe(200);
    const decided = (await hitsOf(app.id)).find((h) => h.id === byEntry["inv-p-006"].id);
    expect(decided.matchResult).toMatchObject({ severity: "Low", tierRationale: expect.stringMatching(/^Set by /) });
  });

  it("never writes a hit twice: a rerun of the same persons, through the workflow or the activity, adds nothing", async () => {
    const { app, individualId } = await individualApplication({ firstName: "Maria Elena", lastName: "Fontanari", dateOfBirth: "1980-05-05" });
    await screened(individualId);
    const before = (await hitsOf(app.id)).map((h) => h.id).sort();
    expect(before).toHaveLength(2);
    const eventsBefore = await db.outboxEvent.count({ where: { applicationId: app.id } });

    // A second request for the same person, as a repeated trigger writes it, runs a second workflow.
    const account = await db.application.findUniqueOrThrow({ where: { id: app.id }, select: { accountId: true } });
    await db.screeningRequest.create({ data: { accountId: account.accountId, applicationId: app.id, personKind: "individual", personId: individualId } });
    await screened(individualId);
    // The activity retried after it committed: run it again on requests already done and on a fresh one.
    const again = await db.screeningRequest.create({
      data: {
        accountId: account.accountId,
        applicationId: app.id,
        personKind: "individual",
        personId: individualId,
        workflowId: "test-rerun",
        startedAt: new Date(),
      },
    });
    const rerun = await screenRequests(db, { requestIds: [again.id] });
    expect(rerun).toMatchObject({ screened: 1, created: 0 });

    expect((await hitsOf(app.id)).map((h) => h.id).sort()).toEqual(before);
    expect(await db.outboxEvent.count({ where: { applicationId: app.id } })).toBe(eventsBefore);
  });

  it("honours the person's settings: excluded persons are not screened, types limit what is screened, and the settings read back", async () => {
    const { app, individualId } = await individualApplication({ firstName: "Quiet", lastName: "Nobody" });
    await screened(individualId);
    expect(await hitsOf(app.id)).toEqual([]);

    expect((await api.patch(`/api/v1/screening/individuals/${individualId}`, { excludedFromScreening: true })).status).toBe(200);
    await screened(individualId);
    // The person changes (no API route edits a key person's name: a migration's update or a later
    // edit path writes it), and the change asks for screening like any other.
    await db.individual.update({ where: { id: individualId }, data: { firstName: "Olympia", lastName: "Karastergiou", dateOfBirth: "1975-09-02" } });
    await screened(individualId);
    expect(await hitsOf(app.id)).toEqual([]);

    expect((await api.patch(`/api/v1/screening/individuals/${individualId}`, { excludedFromScreening: false, types: ["SANCTIONS", "WARNING"] })).status).toBe(
      200,
    );
    await screened(individualId);
    expect(await hitsOf(app.id)).toEqual([]); // she is on the list as a PEP only

    expect((await api.patch(`/api/v1/screening/individuals/${individualId}`, { types: ["PEP"] })).status).toBe(200);
    await screened(individualId);
    const hits = await hitsOf(app.id);
    expect(hits.map((h) => [h.type, h.details.externalId])).toEqual([["PEP", "inv-p-002"]]);

    const read = await api.get(`/api/v1/applications/${app.id}`);
    expect(read.body.individuals[0].screeningInfo).toEqual({
      ongoingMonitoring: false,
      types: ["PEP"],
      matchThreshold: DEFAULT_MATCH_THRESHOLD,
      excludedFromScreening: false,
    });
    const gql = await api.graphql(
      `query($id: ID!) { application(id: $id) { individuals { screeningInfo { types matchThreshold excludedFromScreening ongoingMonitoring } screeningSummary } } }`,
      { id: app.id },
    );
    expect(gql.body.data.application.individuals[0]).toEqual({
      screeningInfo: { types: ["PEP"], matchThreshold: DEFAULT_MATCH_THRESHOLD, excludedFromScreening: false, ongoingMonitoring: false },
      screeningSummary: null,
    });
  });
});

describe("adverse media", () => {
  it("searches the configured provider for a person screened for it and records the articles as stories, announced like list hits", async () => {
    const { app, individualId } = await individualApplication({ firstName: "Maren", lastName: "Holt", dateOfBirth: "1971-04-12", nationality: "DK" });
    await screened(individualId);
    const res = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    const media = res.body.adverseMedia as any[];
    expect(media).toHaveLength(8); // 3 + 2 in two stories, a namesake, an award, an unreadable page
    expect(media.every((h) => h.origin === "INITIAL_SCREENING" && h.enriched && h.individualId === individualId)).toBe(true);
    expect(
      media
        .filter((h) => h.matchResult.clearedReason)
        .map((h) => h.matchResult.clearedReason)
        .sort(),
    ).toEqual(["NOTHING_ADVERSE_REPORTED", "SEARCH_RESULT_NOT_IDENTIFIED", "SOURCE_PAGE_UNREADABLE"]);
    const stories = res.body.adverseMediaStories as any[];
    expect(stories.map((s) => s.memberHitIds.length).sort()).toEqual([2, 3]);
    for (const story of stories) expect(story.memberHitIds[0]).toBe(story.primaryHitId);
    expect(stories.map((s) => s.severity).sort()).toEqual(["High", "Medium"]);

    const events = await db.outboxEvent.findMany({ where: { applicationId: app.id, event: { startsWith: "screening." } } });
    const created = events.filter((e) => e.event === "screening.hits_created").flatMap((e) => (e.metadata as { hitIds: string[] }).hitIds);
    expect(created.sort()).toEqual(media.map((h) => h.id).sort());
    expect(
      events
        .filter((e) => e.event === "screening.enrichment_completed")
        .map((e) => e.entityId)
        .sort(),
    ).toEqual(media.map((h) => h.id).sort());
  });
});

describe("ongoing monitoring", () => {
  it("after an import that adds one entry, stores ONGOING_MONITORING hits only for the monitored persons it matches", async () => {
    const person = { firstName: "Arkady", lastName: "Beloglazovsky", dateOfBirth: "1967-02-18" };
    const monitored = await individualApplication(person);
    const unmonitored = await individualApplication(person);
    const otherMonitored = await individualApplication({ firstName: "Jianhua", lastName: "Wang", dateOfBirth: "1966-11-30" });
    for (const { individualId } of [monitored, otherMonitored]) {
      expect((await api.patch(`/api/v1/screening/individuals/${individualId}`, { ongoingMonitoring: true })).status).toBe(200);
    }
    for (const { individualId } of [monitored, unmonitored, otherMonitored]) await screened(individualId);
    expect(await hitsOf(monitored.app.id)).toEqual([]);
    const otherBefore = (await hitsOf(otherMonitored.app.id)).map((h) => h.id);
    expect(otherBefore).toHaveLength(1);

    const summary = await importWatchlist(db, { format: "ftm", file: path.join(SAMPLES, "invented-sanctions.v2.ftm.jsonl"), list: LIST });
    expect(summary).toMatchObject({ version: 2, added: 1, changed: 1, removed: 1 });
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

    const hits = await hitsOf(monitored.app.id);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      type: "SANCTIONS",
      origin: "ONGOING_MONITORING",
      status: "NOT_REVIEWED",
      details: { externalId: "inv-p-021" },
      matchResult: { isMatch: true },
    });
    expect(await hitsOf(unmonitored.app.id)).toEqual([]);
    expect((await hitsOf(otherMonitored.app.id)).map((h) => h.id)).toEqual(otherBefore);
    const events = await db.outboxEvent.findMany({ where: { applicationId: monitored.app.id, event: { startsWith: "screening." } } });
    expect(events.map((e) => e.event).sort()).toEqual(["screening.enrichment_completed", "screening.hits_created"]);
  });
});
