// Spec 5 and the contract's error rules: every authentication failure is one identical 401.
import { randomBytes } from "node:crypto";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount({ user: "ada.lovelace@example.com" });
});
afterAll(() => svc.close());

const UNAUTHORIZED = { statusCode: 401, error: "Unauthorized", message: "Invalid or missing API key", code: "UNAUTHORIZED" };

async function expectUnauthorized(headers: Record<string, string>) {
  const res = await client(svc.url).get("/api/v1/applications", headers);
  expect(res.status).toBe(401);
  expect(res.body).toEqual(UNAUTHORIZED);
  return res.text;
}

describe("API key authentication", () => {
  it("accepts a valid key and acts for the key's user", async () => {
    const res = await client(svc.url, account.key).graphql(`{ viewer { accountId userName operator } }`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ viewer: { accountId: account.accountId, userName: "Ada Lovelace", operator: false } });
  });

  it("answers every failure with the same body", async () => {
    const [, , secretless] = account.key.split("_");
    const wrongSecret = account.key.slice(0, -4) + (account.key.endsWith("AAAA") ? "BBBB" : "AAAA");
    const unknownId = account.key.replace(account.keyId, "0123456789abcdef");
    const bodies = await Promise.all([
      expectUnauthorized({}),
      expectUnauthorized({ authorization: "Bearer" }),
      expectUnauthorized({ authorization: "Basic Zm9vOmJhcg==" }),
      expectUnauthorized({ authorization: `Bearer ${secretless}` }),
      expectUnauthorized({ authorization: "Bearer cmp_test_not-a-key" }),
      expectUnauthorized({ authorization: `Bearer ${wrongSecret}` }),
      expectUnauthorized({ authorization: `Bearer ${unknownId}` }),
      expectUnauthorized({ authorization: `Bearer ${account.key.replace(/^cmp_/, "xyz_")}` }),
    ]);
    expect(new Set(bodies).size).toBe(1);
  });

  it("refuses a revoked key on the very next request", async () => {
    const { key, keyId } = await svc.newKey(account.accountId);
    const api = client(svc.url, key);
    expect((await api.get("/api/v1/applications")).status).toBe(200);
    await svc.db.prisma.apiKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    expect((await api.get("/api/v1/applications")).body).toEqual(UNAUTHORIZED);
  });

  it("refuses an expired key", async () => {
    const { key } = await svc.newKey(account.accountId, { expiresAt: new Date(Date.now() - 1000) });
    await expectUnauthorized({ authorization: `Bearer ${key}` });
  });

  it("refuses a live key in a test deployment", async () => {
    const { key } = await svc.newKey(account.accountId, { env: "live" });
    expect(key.startsWith("cmp_live_")).toBe(true);
    await expectUnauthorized({ authorization: `Bearer ${key}` });
  });

  it("refuses a test key relabelled as live", async () => {
    await expectUnauthorized({ authorization: `Bearer ${account.key.replace("_test_", "_live_")}` });
  });

  it("guards GraphQL with the same key and a 401 in the GraphQL-over-HTTP error shape", async () => {
    const res = await client(svc.url).graphql(`{ viewer { accountId } }`);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    // GraphiQL and GraphQL clients read `errors`; a REST body would show as "empty data and errors".
    expect(res.body).toEqual({ errors: [{ message: UNAUTHORIZED.message, extensions: { code: "UNAUTHORIZED", statusCode: 401 } }] });
  });

  it("keeps lastUsedAt without writing on every request", async () => {
    const { key, keyId } = await svc.newKey(account.accountId);
    const api = client(svc.url, key);
    await api.get("/api/v1/applications");
    const first = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: keyId } });
    // The refresh is fire-and-forget; wait for it to land.
    let stamped = first.lastUsedAt;
    for (let i = 0; i < 50 && !stamped; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stamped = (await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt;
    }
    expect(stamped).not.toBeNull();
    await api.get("/api/v1/applications");
    const again = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: keyId } });
    expect(again.lastUsedAt?.getTime()).toBe(stamped!.getTime());
  });

  it("stores only a hash of the key", async () => {
    const row = await svc.db.prisma.apiKey.findUniqueOrThrow({ where: { id: account.keyId } });
    const secret = account.key.slice(`cmp_test_${account.keyId}`.length);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a live deployment", () => {
  let live: TestService;
  beforeAll(async () => {
    live = await startTestService({ env: { API_ENV: "live", SECRETS_KEY: randomBytes(32).toString("base64") } });
  });
  afterAll(() => live.close());

  it("accepts live keys and refuses test keys", async () => {
    const acc = await live.newAccount();
    expect(acc.key.startsWith("cmp_live_")).toBe(true);
    expect((await client(live.url, acc.key).get("/api/v1/applications")).status).toBe(200);
    const { key: testKey } = await live.newKey(acc.accountId, { env: "test" });
    const res = await client(live.url, testKey).get("/api/v1/applications");
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });
});
