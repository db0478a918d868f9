// The limits of the public API (src/http/limits.ts): per-key rate limits counted in the shared
// database, body size, request timeouts and Idempotency-Key on POST. Real HTTP, real database.
import { Prisma } from "../../src/generated/prisma/client";
import { createApp } from "../../src/http/app";
import { listen, type RunningServer } from "../../src/http/server";
import { createLogger } from "../../src/logger";
import { openDatabase, type Database } from "../../src/db/client";
import { loadConfig, type Config } from "../../src/config";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";

const LIMIT = 5;
/** A day-long window: a burst of a few requests never straddles two windows by chance. */
const WINDOW = 86_400;

let svc: TestService;
const replicas: { server: RunningServer; db: Database | null }[] = [];

beforeAll(async () => {
  svc = await startTestService({
    env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_REQUESTS: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: String(WINDOW), MAX_BODY_BYTES: "4096" },
  });
});
afterAll(async () => {
  for (const replica of replicas) {
    await replica.server.close();
    await replica.db?.close();
  }
  await svc.close();
});

/**
 * Another API process on the same database: its own app, middleware and (on a PostgreSQL server) its
 * own connection pool; on PGlite, which one process owns, the same embedded database.
 */
async function startReplica(overrides: Partial<Config> = {}) {
  const config = { ...svc.config, ...overrides };
  const db = config.databaseUrl ? await openDatabase(config, { migrate: false }) : null;
  const { app } = createApp({
    db: (db ?? svc.db).prisma,
    sql: (db ?? svc.db).sql,
    config,
    logger: createLogger("silent"),
    objectStore: svc.objectStore,
    readiness: [],
    validateResponses: true,
  });
  const server = await listen(app, "127.0.0.1", 0);
  replicas.push({ server, db });
  return server.url;
}

const individual = (name: string) => ({ entityType: "INDIVIDUAL", name });

async function applicationCount(accountId: string) {
  return svc.db.prisma.application.count({ where: { accountId } });
}

/** Waits out the last seconds of a window, so that the burst that follows stays in one. */
async function freshWindow(api: ReturnType<typeof client>) {
  const first = await api.get("/api/v1/applications");
  const t = Number(/;t=(\d+)/.exec(first.headers.get("ratelimit") ?? "")?.[1]);
  if (t < 30) await eventually(async () => Number(/;t=(\d+)/.exec((await api.get("/api/v1/users")).headers.get("ratelimit") ?? "")?.[1]) > 30, 40_000, 1000);
}

describe("rate limits per API key", () => {
  it("are on by default for live deployments and off for test ones, unless RATE_LIMIT_ENABLED says", () => {
    expect(loadConfig({ API_ENV: "live" }).rateLimit).toEqual({ requests: 6000, windowSeconds: 60 });
    expect(loadConfig({}).rateLimit).toBeNull();
    expect(loadConfig({ RATE_LIMIT_ENABLED: "true" }).rateLimit).toEqual({ requests: 6000, windowSeconds: 60 });
    expect(loadConfig({ API_ENV: "live", RATE_LIMIT_ENABLED: "false" }).rateLimit).toBeNull();
  });

  it("states the policy and what is left, then answers 429 with Retry-After in the error shape", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const first = await api.get("/api/v1/applications");
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe(`"default";q=${LIMIT};w=${WINDOW}`);
    expect(first.headers.get("ratelimit")).toMatch(new RegExp(`^"default";r=${LIMIT - 1};t=\\d+$`));
    const remaining: string[] = [];
    for (let i = 1; i < LIMIT; i++) remaining.push(/r=(\d+)/.exec((await api.get("/api/v1/applications")).headers.get("ratelimit")!)![1]);
    expect(remaining).toEqual(["3", "2", "1", "0"]);

    const refused = await api.post("/api/v1/applications", individual("Over The Limit"));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: "Too Many Requests",
      code: "RATE_LIMITED",
      message: expect.stringContaining(`${LIMIT} requests per ${WINDOW} s`),
    });
    const t = Number(/;t=(\d+)$/.exec(refused.headers.get("ratelimit")!)![1]);
    expect(refused.headers.get("ratelimit")).toMatch(/^"default";r=0;t=\d+$/);
    expect(Number(refused.headers.get("retry-after"))).toBe(t);
    expect(t).toBeGreaterThan(0);
    expect(t).toBeLessThanOrEqual(WINDOW);
  });

  it("counts per key: another key of the same account has its own quota", async () => {
    const { accountId, key } = await svc.newAccount();
    const api = client(svc.url, key);
    for (let i = 0; i <= LIMIT; i++) await api.get("/api/v1/users");
    expect((await api.get("/api/v1/users")).status).toBe(429);
    const other = await svc.newKey(accountId);
    expect((await client(svc.url, other.key).get("/api/v1/users")).status).toBe(200);
  });

  it("shares one counter between API instances, kept in the database", async () => {
    const { keyId, key } = await svc.newAccount();
    const replicaUrl = await startReplica();
    const one = client(svc.url, key);
    const two = client(replicaUrl, key);
    await freshWindow(one); // 1 request, or more when waiting out a window's end
    const before = await svc.db.prisma.rateLimitWindow.findMany({ where: { apiKeyId: keyId } });
    const used = before.reduce((max, w) => (w.windowStart > max.windowStart ? w : max)).count;

    const statuses: number[] = [];
    for (let i = used; i < LIMIT; i++) statuses.push((await (i % 2 ? one : two).get("/api/v1/users")).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [window] = await svc.db.prisma.rateLimitWindow.findMany({ where: { apiKeyId: keyId }, orderBy: { windowStart: "desc" }, take: 1 });
    expect(window.count).toBe(LIMIT);
    expect((await two.get("/api/v1/users")).status).toBe(429);
    expect((await one.get("/api/v1/users")).status).toBe(429);
  });

  it("limits GraphQL with the same counter and says so the GraphQL way", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    for (let i = 0; i < LIMIT; i++) await api.get("/api/v1/users");
    const refused = await api.graphql("{ viewer { accountId } }");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.errors?.[0].extensions).toEqual({ code: "RATE_LIMITED", statusCode: 429 });
  });

  it("removes windows that have ended", async () => {
    const { sweepRateLimitWindows } = await import("../../src/domain/limits/rateLimits.js");
    await svc.db.prisma.rateLimitWindow.create({ data: { apiKeyId: "ended", windowStart: BigInt(Math.floor(Date.now() / 1000) - 2 * WINDOW), count: 3 } });
    expect(await sweepRateLimitWindows(svc.db.sql, WINDOW)).toBeGreaterThanOrEqual(1);
    expect(await svc.db.prisma.rateLimitWindow.count({ where: { apiKeyId: "ended" } })).toBe(0);
  });
});

describe("request body size", () => {
  it("refuses a JSON body over MAX_BODY_BYTES with 413 in the error shape and writes nothing", async () => {
    const { accountId, key } = await svc.newAccount();
    const res = await client(svc.url, key).post("/api/v1/applications", individual("x".repeat(5000)), { "Idempotency-Key": "too-large" });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      error: "Payload Too Large",
      code: "PAYLOAD_TOO_LARGE",
      message: "Request body exceeds the maximum size of 4096 bytes",
    });
    expect(await applicationCount(accountId)).toBe(0);
    expect(await svc.db.prisma.idempotencyKey.count({ where: { accountId } })).toBe(0);
  });

  it("refuses the same on GraphQL, the GraphQL way", async () => {
    const { key } = await svc.newAccount();
    const res = await client(svc.url, key).graphql("{ viewer { accountId } }", { padding: "x".repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.body.errors?.[0].extensions).toEqual({ code: "PAYLOAD_TOO_LARGE", statusCode: 413 });
  });
});

describe("Idempotency-Key on POST", () => {
  it("replays the first response byte for byte, with its status, and creates one application", async () => {
    const { accountId, key } = await svc.newAccount();
    const api = client(svc.url, key);
    const body = individual("Ada Lovelace");
    const first = await api.post("/api/v1/applications", body, { "Idempotency-Key": "create-ada-1" });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    // The same body serialised with its keys in another order is the same request.
    const again = await api.request("POST", "/api/v1/applications", JSON.stringify({ name: "Ada Lovelace", entityType: "INDIVIDUAL" }), {
      "Idempotency-Key": '"create-ada-1"',
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.text).toBe(first.text);
    expect(await applicationCount(accountId)).toBe(1);
  });

  it("replays a 4xx answer too", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const first = await api.post("/api/v1/applications", { entityType: "ROBOT", name: "" }, { "Idempotency-Key": "bad-1" });
    expect(first.status).toBe(400);
    const again = await api.post("/api/v1/applications", { entityType: "ROBOT", name: "" }, { "Idempotency-Key": "bad-1" });
    expect([again.status, again.text, again.headers.get("idempotent-replayed")]).toEqual([400, first.text, "true"]);
  });

  it("answers 422 in the error shape when the key comes back with another body or path", async () => {
    const { accountId, key } = await svc.newAccount();
    const api = client(svc.url, key);
    expect((await api.post("/api/v1/applications", individual("Grace Hopper"), { "Idempotency-Key": "k-422" })).status).toBe(201);
    const other = await api.post("/api/v1/applications", individual("Grace Brewster Hopper"), { "Idempotency-Key": "k-422" });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      statusCode: 422,
      error: "Unprocessable Content",
      code: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringContaining("another request"),
    });
    const otherPath = await api.post("/api/v1/notes", individual("Grace Hopper"), { "Idempotency-Key": "k-422" });
    expect(otherPath.status).toBe(422);
    expect(await applicationCount(accountId)).toBe(1);
  });

  it("refuses a malformed key with 400 naming the header", async () => {
    const { key } = await svc.newAccount();
    const res = await client(svc.url, key).post("/api/v1/applications", individual("X"), { "Idempotency-Key": "x".repeat(300) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: "Idempotency-Key", message: expect.any(String) }]);
  });

  it("accepts every key the OpenAPI document's pattern allows, quotes included", async () => {
    const doc = (await client(svc.url, (await svc.newAccount()).key).get("/api/v1/openapi.json")).body;
    const header = doc.paths["/api/v1/applications"].post.parameters.find((p: any) => p.name === "Idempotency-Key");
    const pattern = new RegExp(header.schema.pattern);
    for (const [i, k] of ['""', '"', '"a', 'a"', '"""b', "~!", '"x"'].entries()) {
      expect(pattern.test(k)).toBe(true);
      const api = client(svc.url, (await svc.newAccount()).key); // a key each: this file's rate limit is low
      const res = await api.post("/api/v1/applications", individual(`Quoted Key ${i}`), { "Idempotency-Key": k });
      expect(res.status).toBe(201);
    }
  });

  it("runs exactly one of concurrent duplicates; the others get 409 or the replay", async () => {
    const { accountId, key } = await svc.newAccount();
    const api = client(svc.url, key);
    const results = await Promise.all([0, 1, 2, 3].map(() => api.post("/api/v1/applications", individual("Concurrent Carl"), { "Idempotency-Key": "dup-1" })));
    const created = results.filter((r) => r.status === 201);
    const busy = results.filter((r) => r.status === 409);
    expect(created.length + busy.length).toBe(4);
    expect(created.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of busy) expect(r.body).toMatchObject({ statusCode: 409, code: "IDEMPOTENCY_KEY_IN_USE" });
    expect(await applicationCount(accountId)).toBe(1);
  });

  it("keeps keys per account: another account's same key string is its own", async () => {
    const a = await svc.newAccount();
    const b = await svc.newAccount();
    const body = individual("Shared Key Sam");
    const fromA = await client(svc.url, a.key).post("/api/v1/applications", body, { "Idempotency-Key": "same-string" });
    const fromB = await client(svc.url, b.key).post("/api/v1/applications", body, { "Idempotency-Key": "same-string" });
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    expect(fromB.headers.get("idempotent-replayed")).toBeNull();
    expect(fromB.body.id).not.toBe(fromA.body.id);
    expect(fromB.body.accountId).toBe(b.accountId);
    expect([await applicationCount(a.accountId), await applicationCount(b.accountId)]).toEqual([1, 1]);
  });

  it("keeps a key 24 h; an expired key runs afresh and is swept", async () => {
    const { accountId, key, keyId } = await svc.newAccount();
    const api = client(svc.url, key);
    await api.post("/api/v1/applications", individual("Day One"), { "Idempotency-Key": "daily" });
    const stored = await svc.db.prisma.idempotencyKey.findUniqueOrThrow({ where: { accountId_apiKeyId_key: { accountId, apiKeyId: keyId, key: "daily" } } });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 3600 * 1000);
    await svc.db.sql.rows(Prisma.sql`UPDATE "IdempotencyKey" SET "expiresAt" = "createdAt" - interval '1 second' WHERE "accountId" = ${accountId}`);
    const later = await api.post("/api/v1/applications", individual("Day Two"), { "Idempotency-Key": "daily" });
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await applicationCount(accountId)).toBe(2);

    const { sweepIdempotencyKeys } = await import("../../src/domain/limits/idempotency.js");
    await svc.db.sql.rows(Prisma.sql`UPDATE "IdempotencyKey" SET "expiresAt" = "createdAt" - interval '1 second' WHERE "accountId" = ${accountId}`);
    expect(await sweepIdempotencyKeys(svc.db.sql)).toBeGreaterThanOrEqual(1);
    expect(await svc.db.prisma.idempotencyKey.count({ where: { accountId } })).toBe(0);
  });
});

/** Runs `hold` in a transaction that stays open until the returned release is called. */
async function holdInTransaction(hold: (tx: Prisma.TransactionClient) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const done = svc.db.prisma.$transaction(
    async (tx) => {
      await hold(tx);
      held();
      await released;
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
  await isHeld;
  return async () => {
    release();
    await done;
  };
}

describe("request timeouts", () => {
  // Long enough that a request nothing holds finishes well within it on a loaded CI machine; the
  // requests meant to time out are held by a lock.
  const TIMEOUT_MS = 2_000;

  it("answers 503 in the error shape past REQUEST_TIMEOUT_MS; work that had not begun is dropped and a retry runs it once", async () => {
    const url = await startReplica({ requestTimeoutMs: TIMEOUT_MS, rateLimit: { requests: 1000, windowSeconds: WINDOW } });
    const { accountId, keyId, key } = await svc.newAccount();
    const api = client(url, key);
    expect((await api.get("/api/v1/users")).status).toBe(200); // the key's counter row exists

    // Hold the key's counter row: on PostgreSQL its next request waits on the row lock, on PGlite
    // (one connection) on the open transaction.
    const release = await holdInTransaction((tx) => tx.$executeRaw`UPDATE "RateLimitWindow" SET "count" = "count" WHERE "apiKeyId" = ${keyId}`);
    const started = Date.now();
    const slow = await api.post("/api/v1/applications", individual("Slow Sally"), { "Idempotency-Key": "slow-1" });
    expect(slow.status).toBe(503);
    expect(slow.body).toEqual({ statusCode: 503, error: "Service Unavailable", code: "TIMEOUT", message: expect.stringContaining(`${TIMEOUT_MS} ms`) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    await release();

    const retry = await api.post("/api/v1/applications", individual("Slow Sally"), { "Idempotency-Key": "slow-1" });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await applicationCount(accountId)).toBe(1);
  });

  // PGlite has one connection: a held transaction stops every statement, so no request can be caught
  // between claiming its key and finishing its work. A server's row lock can.
  (process.env.TEST_DATABASE_URL ? it : it.skip)("keeps the outcome of work that went on after its 503 for a retry with the same key", async () => {
    const url = await startReplica({ requestTimeoutMs: TIMEOUT_MS, rateLimit: { requests: 1000, windowSeconds: WINDOW } });
    const { key } = await svc.newAccount();
    const api = client(url, key);
    const created = await client(svc.url, key).post("/api/v1/applications", individual("Slow Submitter"));
    expect(created.status).toBe(201);
    const release = await holdInTransaction((tx) => tx.$queryRaw`SELECT id FROM "Application" WHERE id = ${created.body.id} FOR UPDATE`);
    const slow = await api.post(`/api/v1/applications/${created.body.id}/submit`, {}, { "Idempotency-Key": "submit-1" });
    expect(slow.status).toBe(503);
    const busy = await api.post(`/api/v1/applications/${created.body.id}/submit`, {}, { "Idempotency-Key": "submit-1" });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe("IDEMPOTENCY_KEY_IN_USE");
    await release();

    const outcome = await eventually(async () => {
      const r = await api.post(`/api/v1/applications/${created.body.id}/submit`, {}, { "Idempotency-Key": "submit-1" });
      return r.status !== 409 ? r : null;
    });
    expect([outcome.status, outcome.headers.get("idempotent-replayed"), outcome.body.status]).toEqual([200, "true", "SUBMITTED"]);
  });
});
