// Screening review (spec 2.1, 2.2, 3, 4.2): hits, stories, verdicts, severity tiers.
import type { PrismaClient } from "../../src/generated/prisma/client";
import { schema } from "../../src/schema";
import { createContext } from "../../src/schema/context";
import { compileOperation } from "../../src/schema/compile";
import { routes } from "../../src/rest/routeTable";
import { selectionOf } from "../../src/rest/selection";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;
let api: ReturnType<typeof client>;
let account: { accountId: string; key: string; keyId: string };

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount({ user: "sam.screener@example.com" });
  api = client(svc.url, account.key);
});
afterAll(() => svc.close());

function matchResult(overrides: Record<string, unknown> = {}) {
  return {
    isMatch: true,
    confidence: 0.8,
    reviewNote: "Name and birth year match",
    incidentSummary: "Reported in connection with a fraud probe",
    riskLevel: "HIGH",
    categories: [{ label: "Fraud", description: "Financial fraud allegations in national press" }],
    ...overrides,
  };
}

async function applicationWithPerson() {
  const app = await createApplication(api, { individual: { firstName: "Viktor", lastName: "Krum" } });
  return { app, individualId: app.individuals[0].id as string };
}

async function record(applicationId: string, hits: Record<string, unknown>[]) {
  const res = await api.post("/api/v1/screening/hits/batch", { applicationId, hits });
  if (res.status !== 201) throw new Error(`record failed ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any }[];
}

const amHit = (developmentAt: string, confidence: number, extra: Record<string, unknown> = {}) => ({
  type: "ADVERSE_MEDIA",
  status: "NOT_REVIEWED",
  source: "news-provider",
  details: { headline: `Story of ${developmentAt}` },
  matchResult: matchResult({ confidence }),
  origin: "ONGOING_MONITORING",
  developmentAt,
  ...extra,
});

describe("hits", () => {
  it("lists an application's hits grouped by type, with every field of 2.1", async () => {
    const { app, individualId } = await applicationWithPerson();
    await record(app.id, [
      {
        type: "SANCTIONS",
        status: "IN_REVIEW",
        source: "ofac",
        details: { list: "SDN" },
        matchResult: matchResult(),
        individualId,
        origin: "INITIAL_SCREENING",
        enriched: true,
      },
      {
        type: "PEP",
        status: "DISMISSED",
        source: "pep-db",
        details: {},
        matchResult: matchResult({ isMatch: false, clearedReason: "NOMINAL_ROLE", severity: "Class 2" }),
      },
      { type: "WARNING", status: "NOT_REVIEWED", source: "fca", details: {} },
      amHit("2026-01-01T00:00:00Z", 0.5),
    ]);
    const res = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["adverseMedia", "adverseMediaStories", "counts", "pep", "sanctions", "warning"]);
    const [sanction] = res.body.sanctions;
    expect(sanction).toMatchObject({
      type: "SANCTIONS",
      status: "IN_REVIEW",
      source: "ofac",
      details: { list: "SDN" },
      enriched: true,
      entityId: individualId,
      individualId,
      groupId: null,
      storyId: null,
      notes: [],
      origin: "INITIAL_SCREENING",
      matchResult: { isMatch: true, severity: null, tierRationale: null, clearedReason: null, matchExplanation: null },
    });
    expect(res.body.pep[0].matchResult).toMatchObject({ clearedReason: "NOMINAL_ROLE", severity: "Class 2" });
    expect(res.body.warning[0]).toMatchObject({ origin: null, matchResult: null });
    expect(res.body.counts).toEqual({ open: 3, confirmed: 0, dismissed: 1, total: 4 });
    const byPerson = await api.get(`/api/v1/screening/hits?applicationId=${app.id}&individualId=${individualId}`);
    expect(byPerson.body.sanctions).toHaveLength(1);
    expect(byPerson.body.pep).toHaveLength(0);
  });

  it("creates a manual hit with source manual and the details of the body", async () => {
    const { app, individualId } = await applicationWithPerson();
    const res = await api.post("/api/v1/screening/hits", {
      applicationId: app.id,
      individualId,
      title: "Local paper: investor named in tax case",
      description: "Court filing mentions the investor",
      url: "https://news.example/story",
      publishingDate: "2026-10-01",
      type: "ADVERSE_MEDIA",
      status: "IN_REVIEW",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: "manual",
      type: "ADVERSE_MEDIA",
      status: "IN_REVIEW",
      entityId: individualId,
      details: {
        title: "Local paper: investor named in tax case",
        description: "Court filing mentions the investor",
        url: "https://news.example/story",
        publisher: null,
        publishingDate: "2026-10-01",
      },
      enriched: false,
      matchResult: null,
    });
    const events = await svc.db.prisma.outboxEvent.findMany({ where: { applicationId: app.id, event: "screening.hits_created" } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entityType: "SCREENING_HIT", entityId: res.body.id });
  });

  it("validates a manual hit's required fields and enums", async () => {
    const { app } = await applicationWithPerson();
    const bad = await api.post("/api/v1/screening/hits", { applicationId: app.id, type: "GOSSIP", status: "MAYBE" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["status", "title", "type"]);
    const unknownApp = await api.post("/api/v1/screening/hits", { applicationId: "nope", title: "x", type: "PEP", status: "IN_REVIEW" });
    expect(unknownApp.status).toBe(404);
    const strangerPerson = await api.post("/api/v1/screening/hits", {
      applicationId: app.id,
      individualId: "someone-else",
      title: "x",
      type: "PEP",
      status: "IN_REVIEW",
    });
    expect(strangerPerson.status).toBe(400);
    expect(strangerPerson.body.details[0].path).toBe("individualId");
  });

  it("refuses category descriptions over 12 words and clearedReason on an uncleared hit", async () => {
    const { app } = await applicationWithPerson();
    const long = await api.post("/api/v1/screening/hits/batch", {
      applicationId: app.id,
      hits: [
        {
          type: "PEP",
          status: "IN_REVIEW",
          source: "x",
          details: {},
          matchResult: matchResult({ categories: [{ label: "PEP", description: "one two three four five six seven eight nine ten eleven twelve thirteen" }] }),
        },
      ],
    });
    expect(long.status).toBe(400);
    expect(long.body.details[0].message).toMatch(/at most 12 words/);
    const uncleared = await api.post("/api/v1/screening/hits/batch", {
      applicationId: app.id,
      hits: [{ type: "PEP", status: "CONFIRMED", source: "x", details: {}, matchResult: matchResult({ clearedReason: "IDENTITY_MISMATCH" }) }],
    });
    expect(uncleared.status).toBe(400);
    expect(uncleared.body.details[0].path).toBe("hits.0.matchResult.clearedReason");
  });

  it("sets a verdict: status and note, clears an automated clearedReason, audits and emits screening.hit_updated", async () => {
    const { app } = await applicationWithPerson();
    const [hit] = await record(app.id, [
      { type: "PEP", status: "FALSE_POSITIVE", source: "pep-db", details: {}, matchResult: matchResult({ clearedReason: "CONFIDENCE_BELOW_THRESHOLD" }) },
    ]);
    const res = await api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "TRUE_MATCH", note: "Confirmed by passport" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "TRUE_MATCH", note: "Confirmed by passport", matchResult: { clearedReason: null } });
    const audit = await api.get(`/api/v1/audit-logs?applicationId=${app.id}`);
    // Newest first: the verdict, then the re-assessment it caused (a confirmed PEP weighs 30, docs/risk-model.md).
    expect(audit.body.items[0]).toMatchObject({ event: { type: "application.risk_assessed", changes: { riskLevel: { before: null, after: "MEDIUM" } } } });
    expect(audit.body.items[1]).toMatchObject({
      performedByName: "Sam Screener",
      note: "Confirmed by passport",
      event: {
        type: "screening.hit_verdict",
        entityType: "SCREENING_HIT",
        entityId: hit.id,
        changes: { status: { before: "FALSE_POSITIVE", after: "TRUE_MATCH" } },
      },
    });
    const events = await svc.db.prisma.outboxEvent.findMany({ where: { entityId: hit.id, event: "screening.hit_updated" } });
    expect(events).toHaveLength(1);
    expect(events[0].metadata).toEqual({ status: "TRUE_MATCH", previousStatus: "FALSE_POSITIVE" });
    expect((await api.patch(`/api/v1/screening/hits/${hit.id}`, { status: "ACCEPTED" })).status).toBe(400);
  });
});

describe("groups (stories)", () => {
  it("orders members newest development first with the most credible hit leading", async () => {
    const { app } = await applicationWithPerson();
    const [older, newest, credible] = await record(app.id, [
      amHit("2025-03-01T00:00:00Z", 0.4),
      amHit("2026-06-01T00:00:00Z", 0.6),
      amHit("2025-09-01T00:00:00Z", 0.95),
    ]);
    const created = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "Investor linked to bankrupt fund",
      summary: "Three outlets report the same collapse",
      aiDescription: "One development reported by three sources",
      hitIds: [older.id, newest.id, credible.id],
      category: { label: "Insolvency", description: "Involvement in a collapsed investment vehicle" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ primaryHitId: credible.id, memberHitIds: [credible.id, newest.id, older.id], severity: null, status: null });

    const listing = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    const [story] = listing.body.adverseMediaStories;
    expect(story.memberHits.map((h: { id: string }) => h.id)).toEqual([credible.id, newest.id, older.id]);
    expect(listing.body.adverseMedia.find((h: { id: string }) => h.id === older.id)).toMatchObject({ groupId: story.id, storyId: story.id });

    // Moving the primary away elects the next most credible member.
    const other = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [older.id],
    });
    const moved = await api.post(`/api/v1/screening/groups/${other.body.id}/hits`, { hitIds: [credible.id] });
    expect(moved.body.memberHitIds).toEqual([older.id, credible.id]);
    const left = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    const first = left.body.adverseMediaStories.find((s: { id: string }) => s.id === story.id);
    expect(first.memberHitIds).toEqual([newest.id]);
    expect(first.primaryHitId).toBe(newest.id);
    // Every hit whose group changed is audited with the group it left, by creation or by a move alike.
    const audit = (await api.get(`/api/v1/audit-logs?applicationId=${app.id}&limit=100`)).body.items as {
      event: { type: string; entityId: string; changes: unknown };
    }[];
    const regrouped = audit.filter((e) => e.event.type === "screening.hit_regrouped").map((e) => e.event);
    expect(regrouped.filter((e) => e.entityId === older.id).map((e) => e.changes)).toEqual(
      expect.arrayContaining([{ groupId: { before: null, after: story.id } }, { groupId: { before: story.id, after: other.body.id } }]),
    );
    expect(regrouped.filter((e) => e.entityId === credible.id).map((e) => e.changes)).toEqual(
      expect.arrayContaining([{ groupId: { before: story.id, after: other.body.id } }]),
    );
  });

  it("applies one verdict, rationale and severity to every member; null clears severity", async () => {
    const { app } = await applicationWithPerson();
    const hits = await record(app.id, [amHit("2026-01-01T00:00:00Z", 0.7), amHit("2026-02-01T00:00:00Z", 0.6), amHit("2026-03-01T00:00:00Z", 0.5)]);
    const group = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: hits.map((h) => h.id),
    });
    const verdict = await api.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", note: "Same fraud case everywhere", severity: "High" });
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatchObject({ status: "CONFIRMED", severity: "High", reviewerNote: "Same fraud case everywhere" });
    const after = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.adverseMedia;
    expect(after).toHaveLength(3);
    for (const hit of after) expect(hit).toMatchObject({ status: "CONFIRMED", note: "Same fraud case everywhere", matchResult: { severity: "High" } });
    expect(await svc.db.prisma.outboxEvent.count({ where: { applicationId: app.id, event: "screening.hit_updated" } })).toBe(3);

    const cleared = await api.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: null });
    expect(cleared.body.severity).toBeNull();
    for (const hit of (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.adverseMedia) expect(hit.matchResult.severity).toBeNull();
  });

  it("gives a manual member hit the group's severity in its matchResult; null clears it there too", async () => {
    const { app } = await applicationWithPerson();
    const [engine] = await record(app.id, [amHit("2026-01-01T00:00:00Z", 0.7)]);
    const manual = await api.post("/api/v1/screening/hits", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      status: "IN_REVIEW",
      title: "Local paper on the fraud probe",
      summary: "Named as a director of the fund",
    });
    expect(manual.body.matchResult ?? null).toBeNull();
    const group = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [engine.id, manual.body.id],
    });
    expect((await api.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: "Medium" })).status).toBe(200);
    const members = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.adverseMedia as { id: string; matchResult: any }[];
    expect(members).toHaveLength(2);
    for (const hit of members) expect(hit.matchResult?.severity).toBe("Medium");
    expect(members.find((h) => h.id === manual.body.id)!.matchResult).toMatchObject({
      isMatch: true,
      incidentSummary: "Named as a director of the fund",
      categories: [],
    });

    await api.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: null });
    for (const hit of (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.adverseMedia)
      expect(hit.matchResult).toMatchObject({ severity: null });
  });

  it("never leaves a group without its primary hit: a group emptied by regrouping is gone", async () => {
    const { app } = await applicationWithPerson();
    const [a, b] = await record(app.id, [amHit("2026-01-01T00:00:00Z", 0.7), amHit("2026-02-01T00:00:00Z", 0.6)]);
    const first = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [a.id],
    });
    const second = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [b.id],
    });
    const merged = await api.post(`/api/v1/screening/groups/${second.body.id}/hits`, { hitIds: [a.id] });
    expect(merged.body).toMatchObject({ primaryHitId: b.id, memberHitIds: [b.id, a.id] });
    const stories = (await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.adverseMediaStories as { id: string; primaryHitId: string | null }[];
    expect(stories.map((s) => s.id)).toEqual([second.body.id]);
    for (const story of stories) expect(typeof story.primaryHitId).toBe("string");
    expect((await api.patch(`/api/v1/screening/groups/${first.body.id}`, { status: "CONFIRMED" })).status).toBe(404);
    // The schema says so too: primaryHitId is String! in GraphQL.
    const field = schema.getType("ScreeningGroup") as import("graphql").GraphQLObjectType;
    expect(String(field.getFields().primaryHitId.type)).toBe("String!");
  });

  it("answers the deprecated stories alias with the same handler and a Deprecation header", async () => {
    const { app } = await applicationWithPerson();
    const hits = await record(app.id, [amHit("2026-01-01T00:00:00Z", 0.7)]);
    const group = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [hits[0].id],
    });
    const res = await api.patch(`/api/v1/screening/stories/${group.body.id}`, { status: "DISMISSED", note: "Different person" });
    expect(res.status).toBe(200);
    expect(res.headers.get("deprecation")).toBe("true");
    expect(res.headers.get("link")).toBe(`</api/v1/screening/groups/${group.body.id}>; rel="successor-version"`);
    expect(res.body).toMatchObject({ id: group.body.id, status: "DISMISSED", memberHitIds: [hits[0].id] });
  });

  it("changes every member or none when a verdict fails half way", async () => {
    const { app } = await applicationWithPerson();
    const hits = await record(app.id, [amHit("2026-01-01T00:00:00Z", 0.9), amHit("2026-02-01T00:00:00Z", 0.8), amHit("2026-03-01T00:00:00Z", 0.7)]);
    const group = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: hits.map((h) => h.id),
    });
    // The last member (by id) refuses any update, after the others were already written.
    const last = [...hits].sort((a, b) => (a.id < b.id ? -1 : 1))[2];
    await svc.db.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_hit_update() RETURNS trigger AS $$
      BEGIN IF NEW.id = '${last.id}' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END; $$ LANGUAGE plpgsql`);
    await svc.db.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_hit_update BEFORE UPDATE ON "ScreeningHit" FOR EACH ROW EXECUTE FUNCTION refuse_hit_update()`);
    try {
      const res = await api.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: "High" });
      expect(res.status).toBe(500);
    } finally {
      await svc.db.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_hit_update ON "ScreeningHit"`);
    }
    const after = await svc.db.prisma.screeningHit.findMany({ where: { groupId: group.body.id } });
    expect(after.map((h) => h.status)).toEqual(["NOT_REVIEWED", "NOT_REVIEWED", "NOT_REVIEWED"]);
    expect((await svc.db.prisma.screeningGroup.findUniqueOrThrow({ where: { id: group.body.id } })).status).toBeNull();
    expect(await svc.db.prisma.outboxEvent.count({ where: { applicationId: app.id, event: "screening.hit_updated" } })).toBe(0);
  });
});

describe("severity tiers", () => {
  it("defaults per type, validates against the account's taxonomy and follows renames", async () => {
    const acc = await svc.newAccount();
    const own = client(svc.url, acc.key);
    expect((await own.get("/api/v1/screening/severity-tiers")).body).toEqual({
      PEP: ["Class 1", "Class 2", "Class 3", "Class 4"],
      ADVERSE_MEDIA: ["High", "Medium", "Low"],
      SANCTIONS: ["High", "Medium", "Low"],
      WARNING: ["High", "Medium", "Low"],
    });
    const app = await createApplication(own);
    const hits = (
      await own.post("/api/v1/screening/hits/batch", {
        applicationId: app.id,
        hits: [{ type: "PEP", status: "IN_REVIEW", source: "x", details: {}, matchResult: matchResult() }],
      })
    ).body;
    const group = await own.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "PEP",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [hits[0].id],
    });
    const wrong = await own.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: "High" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("severity must be one of: Class 1, Class 2, Class 3, Class 4");

    const renamed = await own.request("PUT", "/api/v1/screening/severity-tiers", { PEP: ["Tier A", "Tier B"] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.PEP).toEqual(["Tier A", "Tier B"]);
    expect(renamed.body.SANCTIONS).toEqual(["High", "Medium", "Low"]);
    expect((await own.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: "Class 1" })).body.message).toBe(
      "severity must be one of: Tier A, Tier B",
    );
    expect((await own.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "CONFIRMED", severity: "Tier B" })).body.severity).toBe("Tier B");
    // Another account keeps the defaults.
    expect((await api.get("/api/v1/screening/severity-tiers")).body.PEP[0]).toBe("Class 1");
  });
});

describe("screening info and summary of key persons", () => {
  it("answers 200 with an empty body, and 404 or 400 when it should", async () => {
    const app = await createApplication(api, { entityType: "BUSINESS", business: { name: "Screened Ltd" } });
    const businessId = app.businesses[0].id;
    const info = await api.patch(`/api/v1/screening/businesses/${businessId}`, { ongoingMonitoring: true, types: ["SANCTIONS", "PEP"] });
    expect(info.status).toBe(200);
    expect(info.text).toBe("");
    expect((await api.patch(`/api/v1/screening/businesses/${businessId}`, {})).status).toBe(200);
    const summary = await api.patch(`/api/v1/screening/businesses/${businessId}/summary`, { summary: "No relevant findings." });
    expect(summary.status).toBe(200);
    expect(summary.text).toBe("");
    const row = await svc.db.prisma.business.findUniqueOrThrow({ where: { id: businessId } });
    expect(row).toMatchObject({ screeningInfo: { ongoingMonitoring: true, types: ["SANCTIONS", "PEP"] }, screeningSummary: "No relevant findings." });
    expect((await api.patch(`/api/v1/screening/individuals/${businessId}`, {})).status).toBe(404);
    expect((await api.patch(`/api/v1/screening/businesses/${businessId}`, { matchThreshold: 7 })).status).toBe(400);
    expect((await api.patch(`/api/v1/screening/businesses/${businessId}/summary`, {})).status).toBe(400);
  });
});

describe("isolation between accounts", () => {
  it("answers 404 for another account's application, hit, group and key person", async () => {
    const { app, individualId } = await applicationWithPerson();
    const [hit] = await record(app.id, [amHit("2026-01-01T00:00:00Z", 0.5)]);
    const group = await api.post("/api/v1/screening/groups", {
      applicationId: app.id,
      type: "ADVERSE_MEDIA",
      headline: "h",
      summary: "s",
      aiDescription: "a",
      hitIds: [hit.id],
    });
    const stranger = client(svc.url, (await svc.newAccount()).key);
    for (const res of [
      await stranger.get(`/api/v1/screening/hits?applicationId=${app.id}`),
      await stranger.patch(`/api/v1/screening/hits/${hit.id}`, { status: "DISMISSED" }),
      await stranger.patch(`/api/v1/screening/groups/${group.body.id}`, { status: "DISMISSED" }),
      await stranger.patch(`/api/v1/screening/stories/${group.body.id}`, { status: "DISMISSED" }),
      await stranger.post(`/api/v1/screening/groups/${group.body.id}/hits`, { hitIds: [hit.id] }),
      await stranger.patch(`/api/v1/screening/individuals/${individualId}/summary`, { summary: "mine" }),
      await stranger.post("/api/v1/screening/hits", { applicationId: app.id, title: "x", type: "PEP", status: "IN_REVIEW" }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await api.get(`/api/v1/screening/hits?applicationId=${app.id}`)).body.adverseMedia[0].status).toBe("NOT_REVIEWED");
  });
});

describe("notes on hits and query counts", () => {
  function countingClient(calls: string[]) {
    return svc.db.prisma.$extends({
      query: {
        $allModels: {
          $allOperations({ model, operation, args, query }) {
            calls.push(`${model}.${operation}`);
            return query(args);
          },
        },
      },
    }) as unknown as PrismaClient;
  }

  async function queriesFor(applicationId: string) {
    const route = routes.find((r) => r.method === "get" && r.path === "/screening/hits")!;
    const calls: string[] = [];
    const user = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    const actor = { accountId: account.accountId, apiKeyId: account.keyId, userId: user.userId, userName: "Sam Screener", operator: false };
    // The route's own compiled operation, as production runs it.
    const operation = compileOperation(schema, route.operation(selectionOf(route.response.schema)), "GET /screening/hits");
    const result = await operation.run(createContext(countingClient(calls), actor, { sql: svc.db.sql, objectStore: svc.objectStore }), { applicationId });
    expect(result.errors).toBeUndefined();
    return { calls, data: result.data!.screeningHits as Record<string, unknown[]> };
  }

  it("carries hit notes in the 2.3 shape with deleted and createdByUser extras", async () => {
    const { app } = await applicationWithPerson();
    const [hit] = await record(app.id, [{ type: "PEP", status: "IN_REVIEW", source: "x", details: {} }]);
    const user = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId }, include: { user: true } });
    await svc.db.prisma.note.create({
      data: {
        accountId: account.accountId,
        applicationId: app.id,
        entityType: "SCREENING_HIT",
        entityId: hit.id,
        content: "Checked the PEP list",
        createdById: user.userId,
      },
    });
    await svc.db.prisma.note.create({
      data: {
        accountId: account.accountId,
        applicationId: app.id,
        entityType: "SCREENING_HIT",
        entityId: hit.id,
        content: "Service only",
        createdById: user.userId,
        stewardOnly: true,
      },
    });
    const res = await api.get(`/api/v1/screening/hits?applicationId=${app.id}`);
    expect(res.body.pep[0].notes).toEqual([
      expect.objectContaining({
        entityType: "SCREENING_HIT",
        entityId: hit.id,
        content: "Checked the PEP list",
        deleted: false,
        createdBy: user.userId,
        createdByUser: expect.objectContaining({
          id: user.userId,
          firstName: "Sam",
          lastName: "Screener",
          email: "sam.screener@example.com",
          externalId: null,
          title: null,
        }),
      }),
    ]);
  });

  it("answers 2,000 hits with the same few queries as 10 (no N+1)", async () => {
    const small = await applicationWithPerson();
    const large = await applicationWithPerson();
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        type: (["ADVERSE_MEDIA", "SANCTIONS", "WARNING", "PEP"] as const)[i % 4],
        status: "NOT_REVIEWED",
        source: "bulk",
        details: { i },
        matchResult: matchResult(),
      }));
    const smallHits = await record(small.app.id, many(10));
    const largeHits = await record(large.app.id, many(2000));
    for (const [appId, hits] of [
      [small.app.id, smallHits],
      [large.app.id, largeHits],
    ] as const) {
      const am = hits
        .filter((h) => h.type === "ADVERSE_MEDIA")
        .slice(0, 3)
        .map((h) => h.id);
      await api.post("/api/v1/screening/groups", { applicationId: appId, type: "ADVERSE_MEDIA", headline: "h", summary: "s", aiDescription: "a", hitIds: am });
      const user = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
      await svc.db.prisma.note.createMany({
        data: hits.slice(0, 5).map((h) => ({
          accountId: account.accountId,
          applicationId: appId,
          entityType: "SCREENING_HIT" as const,
          entityId: h.id,
          content: "n",
          createdById: user.userId,
        })),
      });
    }
    const few = await queriesFor(small.app.id);
    const lots = await queriesFor(large.app.id);
    expect(lots.data.adverseMedia.length + lots.data.sanctions.length + lots.data.warning.length + lots.data.pep.length).toBe(2000);
    expect(lots.calls.sort()).toEqual(few.calls.sort());
    expect(lots.calls.length).toBeLessThanOrEqual(6);
  });
});
