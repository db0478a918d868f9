// Unauthenticated traffic is limited per client address, counted in the database
// every replica shares. Failed authentications, /readyz and /objects count; past the limit the address
// gets 429 with Retry-After in the contract's shape, without a database read per refused request. A key
// that authenticated on the process before the block keeps working; one first presented during it waits.
// Clients are told apart by X-Forwarded-For (TRUST_PROXY=loopback), each test from its own address.
import { randomBytes } from "node:crypto";
import { createApp } from "../../src/http/app";
import { listen, type RunningServer } from "../../src/http/server";
import { createLogger } from "../../src/logger";
import { loadConfig } from "../../src/config";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";

const LIMIT = 5;
/** A day-long window: a burst never straddles two windows by chance. */
const WINDOW = 86_400;

let svc: TestService;
const servers: RunningServer[] = [];

beforeAll(async () => {
  svc = await startTestService({
    env: {
      UNAUTHENTICATED_RATE_LIMIT_ENABLED: "true",
      UNAUTHENTICATED_RATE_LIMIT_REQUESTS: String(LIMIT),
      UNAUTHENTICATED_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW),
      TRUST_PROXY: "loopback",
    },
  });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await svc.close();
});

/** Another API process on the same database: its own app and limiter, so nothing is shared in memory. */
async function startReplica() {
  const { app } = createApp({
    db: svc.db.prisma,
    sql: svc.db.sql,
    config: svc.config,
    logger: createLogger("silent"),
    objectStore: svc.objectStore,
    readiness: [],
  });
  const server = await listen(app, "127.0.0.1", 0);
  servers.push(server);
  return server.url;
}

let nextAddress = 10;
/** A client address no other test uses. */
const newAddress = () => `203.0.113.${nextAddress++}`;
const randomKey = () => `cmp_test_${randomBytes(8).toString("hex")}${randomBytes(32).toString("base64url")}`;
const from = (address: string) => ({ "x-forwarded-for": address });

async function counted(address: string): Promise<number | null> {
  const rows = await svc.db.prisma.rateLimitWindow.findMany({ where: { apiKeyId: `addr:${address}` } });
  return rows.length ? rows.reduce((sum, r) => sum + r.count, 0) : null;
}

function expectRefusal(res: { status: number; headers: Headers; body: unknown }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    statusCode: 429,
    error: "Too Many Requests",
    message: expect.stringMatching(/^Too many unauthenticated requests from this address \(limit 5 per 86400 s/),
    code: "RATE_LIMITED",
  });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe("the unauthenticated limit", () => {
  it("is on by default for live deployments and off for test ones, unless UNAUTHENTICATED_RATE_LIMIT_ENABLED says", () => {
    expect(loadConfig({ API_ENV: "live" }).unauthenticatedRateLimit).toEqual({ requests: 300, windowSeconds: 60 });
    expect(loadConfig({}).unauthenticatedRateLimit).toBeNull();
    expect(loadConfig({ UNAUTHENTICATED_RATE_LIMIT_ENABLED: "true" }).unauthenticatedRateLimit).toEqual({ requests: 300, windowSeconds: 60 });
    expect(loadConfig({ API_ENV: "live", UNAUTHENTICATED_RATE_LIMIT_ENABLED: "false" }).unauthenticatedRateLimit).toBeNull();
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });

  it("answers a burst of random well-formed keys 401 up to the limit, then 429, and stops counting in the database", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 4; i++) {
      const res = await client(svc.url, randomKey()).get("/api/v1/applications", from(address));
      statuses.push(res.status);
      if (i === LIMIT) expectRefusal(res);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(4).fill(429)]);
    // The request that went over was counted; those refused after it cost no database statement.
    expect(await counted(address)).toBe(LIMIT + 1);
    // GraphQL's door is the same limit, refused the GraphQL way.
    const gql = await client(svc.url, randomKey()).request("POST", "/graphql", { query: "{ viewer { accountId } }" }, from(address));
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions).toEqual({ code: "RATE_LIMITED", statusCode: 429 });
  });

  it("lets a key in use from that address keep working, and makes a key first seen during the block wait", async () => {
    const address = newAddress();
    const account = await svc.newAccount();
    expect((await client(svc.url, account.key).get("/api/v1/applications", from(address))).status).toBe(200);
    for (let i = 0; i <= LIMIT; i++) await client(svc.url, randomKey()).get("/api/v1/applications", from(address));
    expectRefusal(await client(svc.url, randomKey()).get("/api/v1/applications", from(address)));

    expect((await client(svc.url, account.key).get("/api/v1/applications", from(address))).status).toBe(200);
    const { key: unseen } = await svc.newKey(account.accountId);
    expectRefusal(await client(svc.url, unseen).get("/api/v1/applications", from(address)));
    // Valid keys are never counted: the count is still the one that went over.
    expect(await counted(address)).toBe(LIMIT + 1);
    // Another address is not affected, with any key.
    expect((await client(svc.url, unseen).get("/api/v1/applications", from(newAddress()))).status).toBe(200);
    expect((await client(svc.url, randomKey()).get("/api/v1/applications", from(newAddress()))).status).toBe(401);
  });

  it("counts across replicas through the shared database", async () => {
    const address = newAddress();
    const other = await startReplica();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await client(i % 2 ? other : svc.url, randomKey()).get("/api/v1/users", from(address))).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    // The replica that did not see the request over the limit learns it from the count on its next failure.
    const replicaThatDidNot = LIMIT % 2 ? svc.url : other;
    expectRefusal(await client(replicaThatDidNot, randomKey()).get("/api/v1/users", from(address)));
  });

  it("counts /readyz per address", async () => {
    // Ready first (from addresses of their own): a 503 while a part is still starting counts like a 200.
    await eventually(async () => (await client(svc.url).get("/readyz", from(newAddress()))).status === 200, 60_000);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await client(svc.url).get("/readyz", from(address))).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expectRefusal(await client(svc.url).get("/readyz", from(address)));
    expect((await client(svc.url).get("/readyz", from(newAddress()))).status).toBe(200);
  });

  it("counts the local object routes per address, signed or not", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await client(svc.url).get(`/objects/uploads/${i}?expires=1&signature=x`, from(address))).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(403), 429]);
    // One address's refusals and failed authentications share its count.
    expectRefusal(await client(svc.url, randomKey()).get("/api/v1/applications", from(address)));
  });
});
