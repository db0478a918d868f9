// /match's matching ran on the API's event loop: one request of long names ran 216.8 s, answered 200,
// and meanwhile /healthz and a second tenant's requests timed out; the request timeout, a timer on the
// same loop, could not stop it. It now runs in a thread with a deadline that ends the thread (503
// TIMEOUT), and one key or account has a capped number screening at once (429 with Retry-After).
import { client, eventually } from "../support/http";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({
    // The pool's own caps, without the account-wide cap on heavy requests in front of them (test/security/heavyRequests.test.ts).
    env: { MATCH_WORKERS: "1", MATCH_DEADLINE_MS: "3000", MATCH_CONCURRENCY_PER_KEY: "1", MATCH_CONCURRENCY_PER_ACCOUNT: "2", HEAVY_REQUESTS_PER_ACCOUNT: "0" },
  });
});
afterAll(() => svc.close());

/** 100 LegalEntity queries of 10 names of 20 words each (the bounds): 2,000 screenings of the heaviest names allowed. */
function heavy() {
  const word = (q: number, n: number, w: number) =>
    `${"bcdfghjklmnprstvz"[(q + n + w) % 17]}${"aeiou"[(q * 7 + w) % 5]}${"rstln"[(n + w) % 5]}${"aeiou"[w % 5]}k${q}x${n}`;
  return Object.fromEntries(
    Array.from({ length: 100 }, (_, q) => [
      `q${q}`,
      { schema: "LegalEntity", properties: { name: Array.from({ length: 10 }, (_, n) => Array.from({ length: 20 }, (_, w) => word(q, n, w)).join(" ")) } },
    ]),
  );
}

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await f();
  return [value, performance.now() - start];
}

/**
 * Threads need a database server: an embedded PGlite database is owned by one process, so on it /match
 * screens on the event loop (docs/operators.md) and there is no thread to end at the deadline.
 */
const withThreads = process.env.TEST_DATABASE_URL ? it : it.skip;

describe("/match off the event loop", () => {
  it("answers a usual /match from a thread", async () => {
    const { key } = await svc.newAccount();
    const res = await client(svc.url, key).post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: "John Smith" } } } });
    expect(res.status).toBe(200);
    expect(res.body.responses.q).toMatchObject({ status: 200, total: { relation: "eq" } });
  });

  withThreads("stops a request's matching at the deadline with 503 TIMEOUT, while /healthz and another tenant are answered", async () => {
    const attacker = client(svc.url, (await svc.newAccount()).key);
    const other = client(svc.url, (await svc.newAccount()).key);
    const running = timed(() => attacker.post("/api/v1/screening/match", { queries: heavy() }));
    const probes: number[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 150));
      const [health, ms] = await timed(() => client(svc.url).get("/healthz"));
      expect(health.status).toBe(200);
      probes.push(ms);
      const [apps, appsMs] = await timed(() => other.get("/api/v1/applications"));
      expect(apps.status).toBe(200);
      probes.push(appsMs);
    }
    const [res, ms] = await running;
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ statusCode: 503, code: "TIMEOUT" });
    expect(res.body.message).toMatch(/longer than 3000 ms and was stopped/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(ms).toBeLessThan(3000 + 4000);
    expect(Math.max(...probes)).toBeLessThan(1000);
    // The pool replaced the thread it ended: a request is screened again once the new thread has loaded.
    await eventually(
      async () => (await other.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: "Jane Doe" } } } })).status === 200,
      60_000,
      500,
    );
  });

  withThreads("caps the requests one key has screening at once with 429 and Retry-After, in the contract's shape", async () => {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    const [first, second] = await Promise.all([
      api.post("/api/v1/screening/match", { queries: heavy() }),
      new Promise((r) => setTimeout(r, 100)).then(() =>
        api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: "Jane Doe" } } } }),
      ),
    ]);
    expect(first.status).toBe(503);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect(second.body.message).toMatch(/already has 1 screening requests running/);
    expect(second.headers.get("retry-after")).toBe("1");
    // Once the first has answered, the key screens again (once the thread ended at the deadline is replaced).
    await eventually(
      async () => (await api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: "Jane Doe" } } } })).status === 200,
      60_000,
      500,
    );
  });
});
