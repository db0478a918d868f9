// The review queue: every hit of the account awaiting review, filtered, cursor-paged
// like every list; and the single reads of a hit. A walk of 300 hits page by page has no gaps or
// duplicates in either order.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { PrismaClient } from "../../src/generated/prisma/client";
import type { SqlReader } from "../../src/db/sql";
import { schema } from "../../src/schema";
import { createContext } from "../../src/schema/context";
import { compileOperation } from "../../src/schema/compile";
import { selectionOf } from "../../src/rest/selection";
import { HitResponse, ScreeningQueuePageResponse } from "../../src/rest/schemas/screening";

let svc: TestService;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
let userId: string;

const TYPES = ["SANCTIONS", "PEP", "WARNING", "ADVERSE_MEDIA"] as const;
const STATUSES = ["NOT_REVIEWED", "IN_REVIEW", "CONFIRMED", "FALSE_POSITIVE"] as const;
const SOURCES = ["list-a", "list-b", "manual"] as const;

interface Seeded {
  id: string;
  type: string;
  status: string;
  source: string;
  createdAt: string;
  riskLevel: string;
  assigned: boolean;
  applicationId: string;
}
const seeded: Seeded[] = [];

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount({ user: "quinn.queue@example.com" })).key);
  other = client(svc.url, (await svc.newAccount()).key);
  userId = (await api.get("/api/v1/users")).body[0].id;
  // Six applications (two risk levels, half assigned), 50 hits each in 2 batches: many hits share a timestamp.
  for (let a = 0; a < 6; a++) {
    const riskScore = a % 2 === 0 ? 70 : 20;
    const app = await createApplication(api, { riskScore });
    const assigned = a < 3;
    if (assigned) expect((await api.patch(`/api/v1/applications/${app.id}`, { assignees: [userId] })).status).toBe(200);
    for (let batch = 0; batch < 2; batch++) {
      const hits = Array.from({ length: 25 }, (_, i) => {
        const n = a * 50 + batch * 25 + i;
        return {
          type: TYPES[n % 4],
          status: STATUSES[Math.floor(n / 4) % 4],
          source: SOURCES[n % 3],
          details: { n },
          origin: n % 5 === 0 ? "ONGOING_MONITORING" : "INITIAL_SCREENING",
        };
      });
      const res = await api.post("/api/v1/screening/hits/batch", { applicationId: app.id, hits });
      expect(res.status).toBe(201);
      for (const hit of res.body)
        seeded.push({
          id: hit.id,
          type: hit.type,
          status: hit.status,
          source: hit.source,
          createdAt: hit.createdAt,
          riskLevel: riskScore >= 60 ? "HIGH" : "LOW",
          assigned,
          applicationId: app.id,
        });
    }
    // Confirmed sanctions hits make every application PROHIBITED by assessment (docs/risk-model.md): an
    // approver's override sets the two levels the filters are tried on.
    const level = riskScore >= 60 ? "HIGH" : "LOW";
    expect((await api.post(`/api/v1/applications/${app.id}/risk-override`, { level, reason: "Queue filter fixture" })).body).toMatchObject({ level });
  }
}, 240_000);
afterAll(() => svc?.close());

async function walk(query: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: any } = await api.get(
      `/api/v1/screening/queue?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.items.map((h: any) => h.id));
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 400);
  return ids;
}

const byKey = (order: "asc" | "desc") => (a: Seeded, b: Seeded) => {
  const c = a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;
  return order === "asc" ? c : -c;
};

describe("the review queue", () => {
  it("walks 300 hits page by page with no gap or duplicate, oldest first by default and newest first on asking", async () => {
    expect(seeded).toHaveLength(300);
    const all = "status=NOT_REVIEWED&status=IN_REVIEW&status=CONFIRMED&status=FALSE_POSITIVE";
    const oldest = await walk(all, 7);
    expect(oldest).toEqual([...seeded].sort(byKey("asc")).map((h) => h.id));
    const newest = await walk(`${all}&order=desc`, 11);
    expect(newest).toEqual([...seeded].sort(byKey("desc")).map((h) => h.id));
  });

  it("filters by status (default: awaiting review), type, origin, list, risk level, assignee and created range, in both orders", async () => {
    const open = seeded.filter((h) => h.status === "NOT_REVIEWED" || h.status === "IN_REVIEW");
    expect(await walk("order=asc", 13)).toEqual(open.sort(byKey("asc")).map((h) => h.id));

    const wanted = seeded.filter(
      (h) => ["NOT_REVIEWED", "IN_REVIEW"].includes(h.status) && ["SANCTIONS", "PEP"].includes(h.type) && h.riskLevel === "HIGH" && h.assigned,
    );
    expect(wanted.length).toBeGreaterThan(5);
    const query = `type=SANCTIONS,PEP&riskLevels=HIGH&assignees=${userId}`;
    expect(await walk(query, 3)).toEqual([...wanted].sort(byKey("asc")).map((h) => h.id));
    expect(await walk(`${query}&order=desc`, 4)).toEqual([...wanted].sort(byKey("desc")).map((h) => h.id));

    const listed = seeded.filter((h) => h.status === "CONFIRMED" && h.source === "list-b");
    expect(await walk("status=CONFIRMED&list=list-b", 5)).toEqual(listed.sort(byKey("asc")).map((h) => h.id));

    const monitored = await api.get("/api/v1/screening/queue?origin=ONGOING_MONITORING&limit=100");
    expect(monitored.body.items.length).toBeGreaterThan(0);
    expect(monitored.body.items.every((h: any) => h.origin === "ONGOING_MONITORING" && ["NOT_REVIEWED", "IN_REVIEW"].includes(h.status))).toBe(true);

    const sorted = [...seeded].sort(byKey("asc"));
    const from = sorted[100].createdAt;
    const to = sorted[199].createdAt;
    const ranged = seeded.filter((h) => h.createdAt >= from && h.createdAt <= to && ["NOT_REVIEWED", "IN_REVIEW"].includes(h.status));
    expect(await walk(`createdFrom=${from}&createdTo=${to}`, 9)).toEqual(ranged.sort(byKey("asc")).map((h) => h.id));
  });

  it("answers the same page through GraphQL", async () => {
    const rest = await api.get("/api/v1/screening/queue?type=WARNING&limit=5");
    const graph = await api.graphql(`{ screeningQueue(filter: { type: [WARNING] }, limit: 5) { items { id type status } nextCursor } }`);
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.screeningQueue.items.map((h: any) => h.id)).toEqual(rest.body.items.map((h: any) => h.id));
  });

  it("rejects a bad filter or a cursor of the other order with a 400, and shows another account nothing", async () => {
    const bad = await api.get("/api/v1/screening/queue?type=FRAUD");
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toMatch(/^type/);
    expect((await api.get("/api/v1/screening/queue?createdFrom=yesterday")).status).toBe(400);
    const first = await api.get("/api/v1/screening/queue?limit=2");
    const mixed = await api.get(`/api/v1/screening/queue?limit=2&order=desc&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(mixed.status).toBe(400);
    expect((await other.get("/api/v1/screening/queue")).body).toEqual({ items: [], nextCursor: null });
  });
});

describe("queue items and their applications", () => {
  /** Runs the queue operation with a database client and a driver that record every statement. */
  async function statementsFor(selection: string, limit: number) {
    const statements: string[] = [];
    const counted = new PrismaClient({ adapter: svc.db.adapterFactory, log: [{ emit: "event", level: "query" }] });
    counted.$on("query", (e) => statements.push(e.query));
    const sql: SqlReader = { rows: (statement) => (statements.push(statement.text), svc.db.sql.rows(statement)) };
    const key = await svc.db.prisma.apiKey.findFirstOrThrow({ where: { user: { email: "quinn.queue@example.com" } } });
    const actor = { accountId: key.accountId, apiKeyId: key.id, userId: key.userId, userName: "Quinn", operator: false };
    const query = `query($limit: Int) { screeningQueue(limit: $limit, filter: { status: [NOT_REVIEWED, IN_REVIEW, CONFIRMED, FALSE_POSITIVE] }) ${selection} }`;
    const result = await compileOperation(schema, query, "queue").run(createContext(counted, actor, { sql, objectStore: svc.objectStore }), { limit });
    expect(result.errors).toBeUndefined();
    await counted.$disconnect();
    return { statements, items: (result.data!.screeningQueue as { items: any[] }).items };
  }

  it("carries each hit's application id, name and risk level, in REST and GraphQL", async () => {
    const applications = new Map<string, any>();
    for (const id of new Set(seeded.map((h) => h.applicationId))) applications.set(id, (await api.get(`/api/v1/applications/${id}`)).body);
    const rest = await api.get("/api/v1/screening/queue?status=NOT_REVIEWED,IN_REVIEW,CONFIRMED,FALSE_POSITIVE&limit=100");
    expect(rest.status).toBe(200);
    expect(rest.body.items).toHaveLength(100);
    for (const item of rest.body.items) {
      const app = applications.get(seeded.find((h) => h.id === item.id)!.applicationId);
      expect(item.applicationSummary).toEqual({ id: app.id, name: app.name, riskLevel: app.riskLevel, nextReviewAt: null, reviewOverdue: false });
    }
    expect(new Set(rest.body.items.map((i: any) => i.applicationSummary.riskLevel))).toEqual(new Set(["HIGH", "LOW"]));
    const graph = await api.graphql(
      `{ screeningQueue(filter: { status: [NOT_REVIEWED, IN_REVIEW, CONFIRMED, FALSE_POSITIVE] }, limit: 100) { items { id applicationSummary { id name riskLevel nextReviewAt reviewOverdue } } } }`,
    );
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.screeningQueue.items).toEqual(rest.body.items.map((i: any) => ({ id: i.id, applicationSummary: i.applicationSummary })));
    // A hit read alone answers the same summary (through the batched application read).
    const one = await api.graphql(`query($id: ID!) { screeningHit(id: $id) { applicationSummary { id name riskLevel nextReviewAt reviewOverdue } } }`, {
      id: rest.body.items[0].id,
    });
    expect(one.body.data.screeningHit.applicationSummary).toEqual(rest.body.items[0].applicationSummary);
  });

  it("reads the applications in the page's own statement: no statement more than the bare hits, for 5 rows as for 100", async () => {
    const bare = await statementsFor(selectionOf(pageOfBare()), 100);
    const withApps = await statementsFor(selectionOf(ScreeningQueuePageResponse), 100);
    const few = await statementsFor(selectionOf(ScreeningQueuePageResponse), 5);
    expect(withApps.items).toHaveLength(100);
    expect(withApps.items.every((i) => i.applicationSummary.id && i.applicationSummary.name)).toBe(true);
    expect(withApps.statements).toHaveLength(bare.statements.length);
    expect(few.statements).toHaveLength(withApps.statements.length);
    // The page with its applications, and the hits' notes in one batch.
    expect(withApps.statements.length).toBeLessThanOrEqual(2);
    expect(withApps.statements.filter((s) => s.includes('"Application"'))).toHaveLength(1);
  });
});

/** The REST queue page as it was before items carried their application: hits alone. */
const pageOfBare = () => ScreeningQueuePageResponse.extend({ items: HitResponse.array() });

describe("single reads", () => {
  it("reads one hit; another account's answers 404 as a missing one", async () => {
    const [hit] = seeded;
    const res = await api.get(`/api/v1/screening/hits/${hit.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: hit.id, type: hit.type, status: hit.status });
    const theirs = await other.get(`/api/v1/screening/hits/${hit.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual((await api.get("/api/v1/screening/hits/no-such-hit")).body);
  });

  it("reads one group with its members and one note, in REST and GraphQL; another account's answer 404 as missing ones", async () => {
    const [a, b] = seeded.filter((h) => h.type === "ADVERSE_MEDIA" && h.status === "NOT_REVIEWED");
    const { applicationId } = a;
    expect(b.applicationId).toBe(applicationId);
    const created = await api.post("/api/v1/screening/groups", {
      applicationId,
      type: "ADVERSE_MEDIA",
      headline: "One story",
      summary: "Two reports of it",
      aiDescription: "Same event",
      hitIds: [a.id, b.id],
    });
    expect(created.status).toBe(201);
    const group = await api.get(`/api/v1/screening/groups/${created.body.id}`);
    expect(group.status).toBe(200);
    expect(group.body).toEqual(created.body);
    expect([...group.body.memberHitIds].sort()).toEqual([a.id, b.id].sort());
    const graph = await api.graphql(`query($id: ID!) { screeningGroup(id: $id) { id headline memberHits { id } } }`, { id: created.body.id });
    expect(graph.body.data.screeningGroup).toMatchObject({ id: created.body.id, headline: "One story" });
    const theirsGroup = await other.get(`/api/v1/screening/groups/${created.body.id}`);
    expect(theirsGroup.status).toBe(404);
    expect(theirsGroup.body).toEqual((await api.get("/api/v1/screening/groups/no-such-group")).body);

    const note = await api.post("/api/v1/notes", { entityType: "SCREENING_HIT", entityId: a.id, content: "Checked the source" });
    expect(note.status).toBe(201);
    const one = await api.get(`/api/v1/notes/${note.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: note.body.id,
      entityType: "SCREENING_HIT",
      entityId: a.id,
      applicationId,
      content: "Checked the source",
      deleted: false,
    });
    const theirsNote = await other.get(`/api/v1/notes/${note.body.id}`);
    expect(theirsNote.status).toBe(404);
    expect(theirsNote.body).toEqual((await api.get("/api/v1/notes/no-such-note")).body);
    expect((await api.delete(`/api/v1/notes/${note.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/notes/${note.body.id}`)).status).toBe(404);
  });
});

describe("task queues", () => {
  it("filters GET /tasks by status, type, assigneeId and reviewerId (my open tasks)", async () => {
    const all = (await api.get("/api/v1/tasks?type=SCREENING_HIT_REVIEW&limit=100")).body.items as any[];
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((t) => t.type === "SCREENING_HIT_REVIEW")).toBe(true);
    const [mine, reviewed] = all;
    expect((await api.patch(`/api/v1/tasks/${mine.id}`, { assigneeId: userId, status: "IN_PROGRESS" })).status).toBe(200);
    expect((await api.patch(`/api/v1/tasks/${reviewed.id}`, { reviewerId: userId })).status).toBe(200);
    const open = await api.get(`/api/v1/tasks?assigneeId=${userId}&status=PENDING,IN_PROGRESS`);
    expect(open.body.items.map((t: any) => t.id)).toEqual([mine.id]);
    expect((await api.get(`/api/v1/tasks?assigneeId=${userId}&status=PENDING`)).body.items).toEqual([]);
    expect((await api.get(`/api/v1/tasks?reviewerId=${userId}`)).body.items.map((t: any) => t.id)).toEqual([reviewed.id]);
    const graph = await api.graphql(`query($u: ID) { tasks(assigneeId: $u, status: [IN_PROGRESS]) { items { id } } }`, { u: userId });
    expect(graph.body.data.tasks.items).toEqual([{ id: mine.id }]);
    expect((await api.get("/api/v1/tasks?status=OPEN")).status).toBe(400);
    expect((await other.get(`/api/v1/tasks?assigneeId=${userId}`)).body.items).toEqual([]);
  });
});
