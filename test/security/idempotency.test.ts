// The Idempotency-Key door: one API key must not replay another's responses, and the
// responses kept for replay must not hold secrets.
import { Prisma } from "../../src/generated/prisma/client";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

/** Two API keys of one account, as two integrations (or an integration and an intruder) hold them. */
async function twoKeysOfOneAccount() {
  const first = await svc.newAccount();
  const second = await svc.newKey(first.accountId);
  return { accountId: first.accountId, a: client(svc.url, first.key), b: client(svc.url, second.key) };
}

/** Every stored row of the account's keys as text, its body decoded, for searching. */
async function idempotencyRowsAsText(accountId: string): Promise<string[]> {
  const rows = await svc.db.sql.rows<{ row: string; body: string | null }>(Prisma.sql`
    SELECT row_to_json(k)::text AS row, convert_from(k.body, 'UTF8') AS body FROM "IdempotencyKey" k WHERE k."accountId" = ${accountId}`);
  return rows.flatMap((r) => [r.row, r.body ?? ""]);
}

const hook = { url: "https://hooks.example/endpoint", events: ["note.created"] };

describe("Idempotency-Key scope", () => {
  it("gives key B with key A's Idempotency-Key its own fresh result, not A's response", async () => {
    const { a, b } = await twoKeysOfOneAccount();
    const fromA = await a.post("/api/v1/webhooks", hook, { "Idempotency-Key": "guessable-1" });
    expect(fromA.status).toBe(201);
    const fromB = await b.post("/api/v1/webhooks", hook, { "Idempotency-Key": "guessable-1" });
    expect(fromB.status).toBe(201);
    expect(fromB.headers.get("idempotent-replayed")).toBeNull();
    expect(fromB.body.id).not.toBe(fromA.body.id);
    expect(fromB.body.secret).not.toBe(fromA.body.secret);
    expect(fromB.text).not.toContain(fromA.body.secret);
  });

  it("does not tell key B that key A used a key for another request", async () => {
    const { a, b } = await twoKeysOfOneAccount();
    expect((await a.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Ada" }, { "Idempotency-Key": "k-1" })).status).toBe(201);
    const fromB = await b.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Grace" }, { "Idempotency-Key": "k-1" });
    expect([fromB.status, fromB.body.name]).toEqual([201, "Grace"]);
  });
});

describe("responses carrying a secret", () => {
  it("keeps no webhook secret in the idempotency table", async () => {
    const { accountId, a } = await twoKeysOfOneAccount();
    const created = await a.post("/api/v1/webhooks", hook, { "Idempotency-Key": "create-hook" });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^whsec_/);
    const rows = await idempotencyRowsAsText(accountId);
    expect(rows.length).toBeGreaterThan(0);
    for (const text of rows) expect(text).not.toContain(secret);
    // Its base64 body, as a hex dump of the bytes would show it, is not there either.
    for (const text of rows) expect(text).not.toContain(Buffer.from(secret).toString("hex"));
  });

  it("refuses to replay a create that carried a secret, and does not run it again", async () => {
    const { a } = await twoKeysOfOneAccount();
    const created = await a.post("/api/v1/webhooks", hook, { "Idempotency-Key": "create-once" });
    const again = await a.post("/api/v1/webhooks", hook, { "Idempotency-Key": "create-once" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      statusCode: 409,
      error: "Conflict",
      code: "IDEMPOTENCY_RESPONSE_WITHHELD",
      message: expect.stringMatching(/succeeded \(201\).*secret/),
    });
    expect(again.text).not.toContain(created.body.secret);
    expect((await a.get("/api/v1/webhooks")).body.map((w: { id: string }) => w.id)).toEqual([created.body.id]);
  });

  it("keeps no rotated secret either, and refuses to replay the rotation", async () => {
    const { accountId, a } = await twoKeysOfOneAccount();
    const created = await a.post("/api/v1/webhooks", hook);
    const rotated = await a.post(`/api/v1/webhooks/${created.body.id}/rotate-secret`, {}, { "Idempotency-Key": "rotate-1" });
    expect(rotated.status).toBe(200);
    for (const text of await idempotencyRowsAsText(accountId)) expect(text).not.toContain(rotated.body.secret);
    const again = await a.post(`/api/v1/webhooks/${created.body.id}/rotate-secret`, {}, { "Idempotency-Key": "rotate-1" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("IDEMPOTENCY_RESPONSE_WITHHELD");
  });

  it("still replays a refused create (no secret in it) byte for byte", async () => {
    const { a } = await twoKeysOfOneAccount();
    const first = await a.post("/api/v1/webhooks", { url: "ftp://x", events: ["note.created"] }, { "Idempotency-Key": "bad-hook" });
    const again = await a.post("/api/v1/webhooks", { url: "ftp://x", events: ["note.created"] }, { "Idempotency-Key": "bad-hook" });
    expect([first.status, again.status, again.text, again.headers.get("idempotent-replayed")]).toEqual([400, 400, first.text, "true"]);
  });
});
