// Live progress over GraphQL subscriptions: server-sent events on /graphql, fed by
// the database's change announcements (LISTEN/NOTIFY), each event re-read with the caller's account.
import { createClient as createSseClient } from "graphql-sse";
import { Client as PgClient } from "pg";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { subscribe, type Subscription } from "../support/sse";
import { requireNothingByDefault } from "../migrations/support";
import { GRAPHQL_LIMITS } from "../../src/http/graphqlLimits";
import { revokeKey } from "../../src/domain/accounts/admin";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  account = await svc.newAccount();
  api = client(svc.url, account.key);
  await requireNothingByDefault(api);
});
afterAll(() => svc?.close());

const APPLICATION_CHANGED = `subscription($id: ID!) { applicationChanged(id: $id) { changes application { id status name screeningHitCounts { total } } } }`;
const MIGRATION_PROGRESS = `subscription($id: ID!) { migrationProgress(id: $id) { id status itemCounts { total queued inProgress completed missingData failed cancelled } } }`;
const EXPORT_PROGRESS = `subscription($id: ID!) { exportProgress(id: $id) { id status totalCount completedCount } }`;

const TERMINAL = ["COMPLETED", "FAILED", "CANCELLED"];

/** A migration of `n` investors, paused before it can finish so the subscriber sees it move. */
async function pausedMigration(n: number) {
  const items = Array.from({ length: n }, (_, i) => ({ name: `Live Investor ${i}`, email: `live${i}@example.com`, country: "SE" }));
  const created = await api.post("/api/v1/migrations", { name: "Live progress", items });
  expect(created.status).toBe(201);
  const paused = await api.post(`/api/v1/migrations/${created.body.id}/pause`);
  expect(paused.status).toBe(200);
  return created.body.id as string;
}

/**
 * The next event that shows a change. The API's listener can receive the notification of the
 * application's creation after the subscription has started, under load. It then sends one more
 * event with the state unchanged (still PENDING, `UPDATED` only). That is harmless, since a client
 * re-reads, so it is skipped here.
 */
async function nextShowingChange(sub: Subscription) {
  for (;;) {
    const event = (await sub.next())?.data?.applicationChanged;
    const stale = event?.application?.status === "PENDING" && event.changes.every((c: string) => c === "UPDATED");
    if (!stale) return event;
  }
}

describe("applicationChanged", () => {
  it("answers the application now, then again with what changed after a status change, an edit and a screening hit made through REST", async () => {
    const app = await createApplication(api);
    const sub = await subscribe(svc.url, account.key, APPLICATION_CHANGED, { id: app.id });
    expect(sub.status).toBe(200);
    expect(sub.contentType).toContain("text/event-stream");
    expect(await sub.next()).toEqual({
      data: { applicationChanged: { changes: [], application: expect.objectContaining({ id: app.id, status: "PENDING" }) } },
    });

    // Submission is an input of the risk assessment, but this account requires no document, so the
    // assessment stays as it was and only the status announces itself.
    expect((await api.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    expect(await nextShowingChange(sub)).toEqual({
      changes: expect.arrayContaining(["STATUS"]),
      application: expect.objectContaining({ status: "SUBMITTED" }),
    });

    expect((await api.patch(`/api/v1/applications/${app.id}`, { name: "Renamed Live" })).status).toBe(200);
    expect((await sub.next())?.data?.applicationChanged).toEqual({ changes: ["UPDATED"], application: expect.objectContaining({ name: "Renamed Live" }) });

    const hit = await api.post("/api/v1/screening/hits", { applicationId: app.id, title: "Named in a tax case", type: "ADVERSE_MEDIA", status: "IN_REVIEW" });
    expect(hit.status).toBe(200);
    const afterHit = (await sub.next())?.data?.applicationChanged;
    expect(afterHit.changes).toContain("SCREENING_HIT");
    expect(afterHit.application.screeningHitCounts.total).toBe(1);
    sub.close();
    await eventually(async () => svc.changes!.subscriberCount === 0);
  });

  it("sends nothing for a refused change: the next event is the next committed one", async () => {
    const app = await createApplication(api);
    const sub = await subscribe(svc.url, account.key, APPLICATION_CHANGED, { id: app.id });
    await sub.next();
    expect((await api.post(`/api/v1/applications/${app.id}/approve`)).status).toBe(409);
    expect((await api.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    expect(await nextShowingChange(sub)).toEqual({
      changes: expect.arrayContaining(["STATUS"]),
      application: expect.objectContaining({ status: "SUBMITTED" }),
    });
    sub.close();
  });
});

describe("authorisation", () => {
  it("refuses another account's application, migration and export, and unknown ids, with the query's NOT_FOUND", async () => {
    const app = await createApplication(api);
    const migrationId = await pausedMigration(1);
    const job = await api.post("/api/v1/exports", { format: "JSON", applicationIds: [app.id] });
    expect(job.status).toBeLessThan(300);
    const stranger = await svc.newAccount();
    for (const [query, id, field] of [
      [APPLICATION_CHANGED, app.id, "application"],
      [MIGRATION_PROGRESS, migrationId, "migration"],
      [EXPORT_PROGRESS, job.body.jobId, "export"],
      [APPLICATION_CHANGED, "no-such-id", "application"],
    ] as const) {
      const sub = await subscribe(svc.url, stranger.key, query, { id });
      const answer = await sub.next();
      const asQuery = await client(svc.url, stranger.key).graphql(`query($id: ID!) { ${field}(id: $id) { id } }`, { id });
      expect(answer?.data ?? null).toBeNull();
      expect(answer?.errors).toEqual([
        expect.objectContaining({ message: asQuery.body.errors![0].message, extensions: expect.objectContaining({ code: "NOT_FOUND" }) }),
      ]);
      expect(await sub.next()).toBeNull(); // and the stream ends
    }
    expect(svc.changes!.subscriberCount).toBe(0);
    await api.post(`/api/v1/migrations/${migrationId}/cancel`);
  });

  it("ends a stream with the one 401 once its API key is revoked", async () => {
    const app = await createApplication(api);
    const { key, keyId } = await svc.newKey(account.accountId);
    const sub = await subscribe(svc.url, key, APPLICATION_CHANGED, { id: app.id });
    expect((await sub.next())?.data?.applicationChanged.application.id).toBe(app.id);
    await revokeKey(svc.db.prisma, { id: keyId });
    expect((await api.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    expect((await sub.next())?.errors).toEqual([
      expect.objectContaining({ message: "Invalid or missing API key", extensions: expect.objectContaining({ code: "UNAUTHORIZED" }) }),
    ]);
    expect(await sub.next()).toBeNull();
  });

  it("keeps an export job to the key that created it: another key of the same account gets NOT_FOUND", async () => {
    const app = await createApplication(api);
    const job = await api.post("/api/v1/exports", { format: "JSON", applicationIds: [app.id] });
    const colleague = await svc.newKey(account.accountId);
    const sub = await subscribe(svc.url, colleague.key, EXPORT_PROGRESS, { id: job.body.jobId });
    expect((await sub.next())?.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("applies the request limits to subscriptions: a costly one is refused before it starts", async () => {
    const app = await createApplication(api);
    const query = `subscription($id: ID!) { applicationChanged(id: $id) { application { documents(limit: 100) { items { tasks(limit: 100) { items { id document { id } } } } } } } }`;
    const sub = await subscribe(svc.url, account.key, query, { id: app.id });
    const answer = await sub.next();
    expect(answer?.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(`exceeds the limit of ${GRAPHQL_LIMITS.maxCost}`),
        extensions: expect.objectContaining({ code: "QUERY_TOO_COSTLY" }),
      }),
    ]);
    expect(svc.changes!.subscriberCount).toBe(0);
  });
});

describe("progress", () => {
  it("follows a migration from paused to COMPLETED and ends the stream there", async () => {
    const id = await pausedMigration(6);
    const sub = await subscribe(svc.url, account.key, MIGRATION_PROGRESS, { id });
    expect((await sub.next())?.data?.migrationProgress).toMatchObject({ id, status: "PAUSED", itemCounts: { total: 6 } });
    expect((await api.post(`/api/v1/migrations/${id}/resume`)).status).toBe(200);
    const events = (await sub.rest()).map((r) => r.data!.migrationProgress);
    expect(events.length).toBeGreaterThan(1);
    expect(events.slice(0, -1).every((m) => !TERMINAL.includes(m.status))).toBe(true);
    expect(events.at(-1)).toMatchObject({ status: "COMPLETED", itemCounts: { total: 6, completed: 6, queued: 0, inProgress: 0 } });
    // Counts only move forward: progress, not a replay.
    const done = events.map((m) => m.itemCounts.completed);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it("reaches an integrator's own client: graphql-sse follows a migration to COMPLETED, and a bad key is refused", async () => {
    const id = await pausedMigration(3);
    const sse = createSseClient({ url: `${svc.url}/graphql`, headers: { Authorization: `Bearer ${account.key}` }, retryAttempts: 0 });
    try {
      const statuses: string[] = [];
      let last: { status: string; itemCounts: { completed: number } } | undefined;
      for await (const result of sse.iterate({ query: MIGRATION_PROGRESS, variables: { id } })) {
        expect(result.errors).toBeUndefined();
        last = (result.data as { migrationProgress: typeof last }).migrationProgress;
        statuses.push(last!.status);
        if (statuses.length === 1) expect((await api.post(`/api/v1/migrations/${id}/resume`)).status).toBe(200);
      }
      // The server ends the stream at the terminal status, which ends the client's iteration.
      expect(statuses[0]).toBe("PAUSED");
      expect(last).toMatchObject({ status: "COMPLETED", itemCounts: { completed: 3 } });
    } finally {
      sse.dispose();
    }
    const stranger = createSseClient({ url: `${svc.url}/graphql`, headers: { Authorization: "Bearer not-a-key" }, retryAttempts: 0 });
    try {
      await expect(
        (async () => {
          for await (const _result of stranger.iterate({ query: MIGRATION_PROGRESS, variables: { id } })) void _result;
        })(),
      ).rejects.toEqual(expect.objectContaining({ name: "NetworkError", response: expect.objectContaining({ status: 401 }) }));
    } finally {
      stranger.dispose();
    }
  });

  it("follows an export job to COMPLETED", async () => {
    const apps = [await createApplication(api), await createApplication(api)];
    const job = await api.post("/api/v1/exports", { format: "JSON", applicationIds: apps.map((a) => a.id) });
    expect(job.status).toBeLessThan(300);
    const sub = await subscribe(svc.url, account.key, EXPORT_PROGRESS, { id: job.body.jobId });
    const events = (await sub.rest()).map((r) => r.data!.exportProgress);
    expect(events.at(-1)).toMatchObject({ id: job.body.jobId, status: "COMPLETED", totalCount: 2, completedCount: 2 });
    expect(events.slice(0, -1).every((j) => !["COMPLETED", "FAILED"].includes(j.status))).toBe(true);
  });
});

describe("replicas and shutdown", () => {
  const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;

  onServer("a second API process on the same database streams a migration run by the first one's worker to completion", async () => {
    const replica = await startTestService({
      env: { DATABASE_URL: svc.env.DATABASE_URL, TEMPORAL_TASK_QUEUE: svc.env.TEMPORAL_TASK_QUEUE, MIGRATE_ON_START: "false" },
    });
    try {
      const id = await pausedMigration(4);
      const sub = await subscribe(replica.url, account.key, MIGRATION_PROGRESS, { id });
      expect((await sub.next())?.data?.migrationProgress.status).toBe("PAUSED");
      expect((await api.post(`/api/v1/migrations/${id}/resume`)).status).toBe(200);
      const events = (await sub.rest()).map((r) => r.data!.migrationProgress);
      expect(events.at(-1)).toMatchObject({ status: "COMPLETED", itemCounts: { total: 4, completed: 4 } });
      expect(replica.changes!.subscriberCount).toBe(0);
    } finally {
      await replica.close();
    }
  });

  onServer("listens again after losing its connection, and tells subscribers to re-read", async () => {
    const app = await createApplication(api);
    const sub = await subscribe(svc.url, account.key, APPLICATION_CHANGED, { id: app.id });
    await sub.next();
    const admin = new PgClient({ connectionString: svc.env.DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'compliance-listener' AND datname = current_database()`,
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    expect((await sub.next())?.data?.applicationChanged.changes).toEqual(["UNKNOWN"]);
    expect((await api.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
    expect(await nextShowingChange(sub)).toEqual({
      changes: expect.arrayContaining(["STATUS"]),
      application: expect.objectContaining({ status: "SUBMITTED" }),
    });
    sub.close();
  });

  it("stopping the service completes open streams instead of waiting on them", async () => {
    const other = await startTestService();
    const { key } = await other.newAccount();
    const app = await createApplication(client(other.url, key));
    const sub = await subscribe(other.url, key, APPLICATION_CHANGED, { id: app.id });
    await sub.next();
    const started = Date.now();
    await other.close();
    // Under the test client's 4 s keep-alive: a connection left open after its stream ended would show.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await sub.next(5_000)).toBeNull();
  });
});
