// Webhooks (spec 2.7, 4.8, 6): subscriptions, signed deliveries from the outbox, the retry schedule on
// Temporal, a worker restart in the middle of it.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { startReceiver, verifyWebhookSignature, type Received } from "../support/receiver";
import { Webhook as StandardWebhook } from "standardwebhooks";
import { Webhook as SvixWebhook } from "svix";
import { startWorker } from "../../src/worker";
import { startDispatcher } from "../../src/pollers";
import { createLogger } from "../../src/logger";

let svc: TestService;

/** `whsec_` + standard base64, as the Standard Webhooks specification issues secrets. */
const STANDARD_SECRET = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

function headersOf(got: Received): Record<string, string> {
  return Object.fromEntries(Object.entries(got.headers).map(([k, v]) => [k, String(v)]));
}

/** Verifies a received delivery with both official libraries; each returns the parsed payload. */
function verifiedByLibraries(got: Received, secret: string): unknown {
  const body = got.rawBody.toString("utf8");
  const standard = new StandardWebhook(secret).verify(body, headersOf(got));
  const svix = new SvixWebhook(secret).verify(body, headersOf(got));
  expect(svix).toEqual(standard);
  return standard;
}

function newStandardSecret(): string {
  return `whsec_${Buffer.from("another-secret-of-24-bytes").toString("base64")}`;
}

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: "100ms,100ms,100ms,100ms,100ms" } });
});
afterAll(() => svc.close());

async function account() {
  const acc = await svc.newAccount();
  return { ...acc, api: client(svc.url, acc.key) };
}

interface Delivery {
  id: string;
  status: string;
  attemptCount: number;
  attempts: { statusCode: number | null }[];
  [field: string]: unknown;
}

async function deliveries(api: ReturnType<typeof client>, webhookId: string, query = "") {
  const res = await api.get(`/api/v1/webhooks/${webhookId}/deliveries${query}`);
  expect(res.status).toBe(200);
  return res.body as Delivery[];
}

describe("subscriptions", () => {
  it("returns the secret once, ACTIVE, and never again", async () => {
    const { api } = await account();
    const created = await api.post("/api/v1/webhooks", { url: "https://hooks.example/endpoint", events: ["application.created", "note.created"] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: "https://hooks.example/endpoint", events: ["application.created", "note.created"], status: "ACTIVE" });
    expect(created.body.secret).toMatch(/^whsec_/);
    const listed = await api.get("/api/v1/webhooks");
    expect(listed.body).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect(listed.body[0].id).toBe(created.body.id);
    const paused = await api.patch(`/api/v1/webhooks/${created.body.id}`, { status: "PAUSED", events: ["export.completed"] });
    expect(paused.body).toMatchObject({ status: "PAUSED", events: ["export.completed"] });
    expect(paused.body.secret).toBeUndefined();
    expect((await api.delete(`/api/v1/webhooks/${created.body.id}`)).status).toBe(204);
    expect((await api.get("/api/v1/webhooks")).body).toEqual([]);
  });

  it("refuses event names outside 6.1, naming them", async () => {
    const { api } = await account();
    const res = await api.post("/api/v1/webhooks", { url: "https://hooks.example/x", events: ["application.created", "application.deleted"] });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: "events.1", message: '"application.deleted" is not an event of spec 6.1' }]);
    expect((await api.post("/api/v1/webhooks", { url: "not a url", events: ["note.created"] })).status).toBe(400);
  });

  it("keeps subscriptions and deliveries of one account from another", async () => {
    const owner = await account();
    const stranger = await account();
    const hook = await owner.api.post("/api/v1/webhooks", { url: "https://hooks.example/a", events: ["note.created"] });
    expect((await stranger.api.get("/api/v1/webhooks")).body).toEqual([]);
    expect((await stranger.api.patch(`/api/v1/webhooks/${hook.body.id}`, { status: "PAUSED" })).status).toBe(404);
    expect((await stranger.api.delete(`/api/v1/webhooks/${hook.body.id}`)).status).toBe(404);
    expect((await stranger.api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`)).status).toBe(404);
    const one = await owner.api.get(`/api/v1/webhooks/${hook.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: hook.body.id, url: "https://hooks.example/a", events: ["note.created"], status: "ACTIVE" });
    expect(one.body.secret).toBeUndefined();
    const theirs = await stranger.api.get(`/api/v1/webhooks/${hook.body.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual((await owner.api.get("/api/v1/webhooks/no-such-hook")).body);
  });
});

describe("the deliveries listing", () => {
  it("answers every delivery as a bare array, newest first, past the first thousand", async () => {
    const { api, accountId } = await account();
    const hook = await api.post("/api/v1/webhooks", { url: "https://hooks.example/history", events: ["note.created"] });
    const total = 2_345;
    const base = Date.UTC(2026, 0, 1);
    await svc.db.prisma.webhookDelivery.createMany({
      data: Array.from({ length: total }, (_, i) => ({
        accountId,
        webhookId: hook.body.id,
        outboxEventId: `history-${i}`,
        event: "note.created",
        body: "{}",
        status: i % 10 === 0 ? ("FAILED" as const) : ("SUCCEEDED" as const),
        attemptCount: 1,
        workflowStartedAt: new Date(base + i * 1000),
        completedAt: new Date(base + i * 1000),
        // Every second pair shares a timestamp: the id breaks the tie, across batch edges too.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    });
    const listed = await deliveries(api, hook.body.id);
    expect(listed).toHaveLength(total);
    expect(new Set(listed.map((d) => d.id)).size).toBe(total);
    const keys = listed.map((d) => [d.createdAt as string, d.id]);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? 1 : -1) : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(await deliveries(api, hook.body.id, "?status=FAILED")).toHaveLength(Math.ceil(total / 10));
    // Written a page at a time (chunked, no length known up front), the same records GraphQL pages through.
    const raw = await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`);
    expect(raw.headers.get("content-type")).toMatch(/^application\/json/);
    expect(raw.headers.get("transfer-encoding")).toBe("chunked");
    const paged: { id: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { webhookDeliveryPage: { items: { id: string }[]; nextCursor: string | null } } } } = await api.graphql(
        `query($id: ID!, $cursor: String) { webhookDeliveryPage(webhookId: $id, cursor: $cursor, limit: 100) { items { id status attempts { number } } nextCursor } }`,
        { id: hook.body.id, cursor },
      );
      paged.push(...page.body.data.webhookDeliveryPage.items);
      cursor = page.body.data.webhookDeliveryPage.nextCursor;
    } while (cursor);
    expect(paged.map((d) => d.id)).toEqual(listed.map((d) => d.id));
  });

  it("answers an empty history as an empty array, and a bad filter or another account's subscription as before", async () => {
    const { api } = await account();
    const hook = await api.post("/api/v1/webhooks", { url: "https://hooks.example/empty", events: ["note.created"] });
    const empty = await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`);
    expect([empty.status, empty.text]).toEqual([200, "[]"]);
    const bad = await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries?status=LOST`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    const stranger = await account();
    const theirs = await stranger.api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`);
    expect([theirs.status, theirs.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});

describe("URL policy", () => {
  let strict: TestService;
  beforeAll(async () => {
    strict = await startTestService({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "false" } });
  });
  afterAll(() => strict.close());

  it("refuses loopback and private targets unless allowed", async () => {
    const api = client(strict.url, (await strict.newAccount()).key);
    for (const url of ["http://127.0.0.1:9/x", "http://10.1.2.3/x", "http://[::1]/x", "http://localhost/x"]) {
      const res = await api.post("/api/v1/webhooks", { url, events: ["note.created"] });
      expect(res.status).toBe(400);
      expect(res.body.details[0]).toEqual({ path: "url", message: expect.stringMatching(/private or loopback/) });
    }
  });
});

describe("deliveries", () => {
  it("sends each delivery once when several dispatchers (one per worker) share the database", async () => {
    // The service's own worker runs one dispatcher; two more stand for further worker replicas.
    const extra = [1, 2].map(() => startDispatcher({ db: svc.db.prisma, temporal: svc.temporal, config: svc.config, logger: createLogger("silent") }));
    const receiver = await startReceiver();
    try {
      const { api } = await account();
      await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      const apps = await Promise.all(Array.from({ length: 30 }, () => createApplication(api)));
      await eventually(async () => receiver.received.length >= apps.length, 30_000);
      await new Promise((r) => setTimeout(r, 1_500)); // time for a duplicate to arrive, were one sent
      expect(receiver.received).toHaveLength(apps.length);
      expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(apps.length);
      expect(new Set(receiver.json().map((e) => e.data.entityId))).toEqual(new Set(apps.map((a) => a.id)));
    } finally {
      await Promise.all(extra.map((d) => d.stop()));
      await receiver.close();
    }
  });

  it("POSTs the 6.2 body signed over its raw bytes, with the 6.3 headers", async () => {
    const receiver = await startReceiver();
    try {
      const { api, accountId } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      const app = await createApplication(api);
      await eventually(async () => receiver.received.length === 1);
      const [got] = receiver.received;
      expect(verifyWebhookSignature(got.rawBody, got.headers["x-webhook-signature"] as string, hook.body.secret)).toBe(true);
      expect(verifyWebhookSignature(Buffer.concat([got.rawBody, Buffer.from(" ")]), got.headers["x-webhook-signature"] as string, hook.body.secret)).toBe(
        false,
      );
      expect(got.headers).toMatchObject({ "content-type": "application/json", "x-webhook-event": "application.created" });
      expect(got.headers["webhook-id"]).toBe(got.headers["x-webhook-delivery-id"]);
      expect(got.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(verifiedByLibraries(got, hook.body.secret)).toEqual(JSON.parse(got.rawBody.toString()));
      const body = JSON.parse(got.rawBody.toString());
      expect(body).toEqual({
        event: "application.created",
        timestamp: expect.any(String),
        data: { entityType: "APPLICATION", entityId: app.id, accountId, applicationId: app.id },
      });
      // The attempt is recorded in a step after the POST: the receiver may hold it a moment before the record does.
      const record = await eventually(async () => (await deliveries(api, hook.body.id)).find((d) => d.status === "SUCCEEDED"));
      expect(record).toMatchObject({
        id: got.headers["x-webhook-delivery-id"],
        status: "SUCCEEDED",
        attemptCount: 1,
        lastResponse: { statusCode: 200, error: null, bodyExcerpt: "answer 1" },
      });
    } finally {
      await receiver.close();
    }
  });

  it("retries 500, 500, 200 as three attempts of one delivery id", async () => {
    const receiver = await startReceiver((n) => (n < 3 ? 500 : 200));
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      await createApplication(api);
      await eventually(async () => (await deliveries(api, hook.body.id))[0]?.status === "SUCCEEDED");
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers["x-webhook-delivery-id"])).size).toBe(1);
      const [record] = await deliveries(api, hook.body.id);
      expect(record.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    } finally {
      await receiver.close();
    }
  });

  it("gives up after 6 attempts and marks the delivery failed", async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      await createApplication(api);
      await eventually(async () => (await deliveries(api, hook.body.id))[0]?.status === "FAILED");
      const [record] = await deliveries(api, hook.body.id, "?status=FAILED");
      expect(record).toMatchObject({ attemptCount: 6, nextAttemptAt: null, lastResponse: { statusCode: 503, error: "HTTP 503" } });
      expect(receiver.received).toHaveLength(6);
      expect(await deliveries(api, hook.body.id, "?status=SUCCEEDED")).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("sends nothing to a subscription created after the event, nor for operator changes", async () => {
    const receiver = await startReceiver();
    try {
      const { api, accountId } = await account();
      const app = await createApplication(api);
      await eventually(async () => (await svc.db.prisma.outboxEvent.count({ where: { applicationId: app.id, dispatchedAt: null } })) === 0);
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created", "application.updated"] });
      const operator = client(svc.url, (await svc.newKey(accountId, { operator: true })).key);
      await operator.patch(`/api/v1/applications/${app.id}`, { hidden: true });
      await api.patch(`/api/v1/applications/${app.id}`, { name: "Customer rename" });
      await eventually(async () => receiver.received.length >= 1);
      await eventually(async () => (await svc.db.prisma.outboxEvent.count({ where: { applicationId: app.id, dispatchedAt: null } })) === 0);
      expect(receiver.json().map((b) => b.event)).toEqual(["application.updated"]);
      expect(await deliveries(api, hook.body.id)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("drops events while a subscription is paused and resumes with the next ones", async () => {
    const receiver = await startReceiver();
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      await api.patch(`/api/v1/webhooks/${hook.body.id}`, { status: "PAUSED" });
      const during = await createApplication(api);
      await eventually(async () => (await svc.db.prisma.outboxEvent.count({ where: { applicationId: during.id, dispatchedAt: null } })) === 0);
      await api.patch(`/api/v1/webhooks/${hook.body.id}`, { status: "ACTIVE" });
      const after = await createApplication(api);
      await eventually(async () => receiver.received.length === 1);
      expect(receiver.json()[0].data.entityId).toBe(after.id);
      expect(await deliveries(api, hook.body.id)).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe("operating deliveries", () => {
  it("redelivers a failed delivery with the same id, and resends the failures of a time range", async () => {
    let healthy = false;
    const receiver = await startReceiver(() => (healthy ? 200 : 500));
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      const since = new Date(Date.now() - 1000).toISOString();
      await createApplication(api);
      await createApplication(api);
      await eventually(async () => (await deliveries(api, hook.body.id, "?status=FAILED")).length === 2);
      healthy = true;
      const [first, second] = await deliveries(api, hook.body.id);
      const again = await api.post(`/api/v1/webhooks/${hook.body.id}/deliveries/${first.id}/redeliver`);
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ id: first.id, status: "PENDING" });
      await eventually(async () => (await deliveries(api, hook.body.id, "?status=SUCCEEDED")).length === 1);
      const redelivered = (await deliveries(api, hook.body.id, "?status=SUCCEEDED"))[0];
      expect(redelivered).toMatchObject({ id: first.id, attemptCount: 7 });
      expect(receiver.received.at(-1)!.headers["x-webhook-delivery-id"]).toBe(first.id);
      expect((await api.post(`/api/v1/webhooks/${hook.body.id}/deliveries/${first.id}/redeliver`)).status).toBe(202);
      await eventually(
        async () =>
          (await deliveries(api, hook.body.id, "?status=SUCCEEDED")).length === 1 && (await deliveries(api, hook.body.id, "?status=PENDING")).length === 0,
      );

      const resend = await api.post(`/api/v1/webhooks/${hook.body.id}/deliveries/resend`, { from: since, to: new Date().toISOString() });
      expect(resend.status).toBe(202);
      expect(resend.body).toEqual({ count: 1, deliveryIds: [second.id] });
      await eventually(async () => (await deliveries(api, hook.body.id, "?status=SUCCEEDED")).length === 2);
      const bad = await api.post(`/api/v1/webhooks/${hook.body.id}/deliveries/resend`, { from: new Date().toISOString(), to: since });
      expect(bad.status).toBe(400);
    } finally {
      await receiver.close();
    }
  });

  it("tests an endpoint with a signed request that no receiver can take for an event of spec 6.1, and reports the answer", async () => {
    const receiver = await startReceiver(() => 204);
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["note.created"] });
      const ping = await api.post(`/api/v1/webhooks/${hook.body.id}/test`);
      expect(ping.status).toBe(200);
      expect(ping.body).toMatchObject({ ok: true, statusCode: 204, error: null });
      const [got] = receiver.received;
      expect(got.headers["x-webhook-event"]).toBeUndefined();
      const body = JSON.parse(got.rawBody.toString());
      expect(body).toEqual({ test: true, timestamp: expect.any(String), webhookId: hook.body.id, accountId: expect.any(String) });
      expect(body.event).toBeUndefined();
      expect(got.headers["x-webhook-delivery-id"]).toBe(ping.body.deliveryId);
      expect(verifyWebhookSignature(got.rawBody, got.headers["x-webhook-signature"] as string, hook.body.secret)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it("signs with both secrets during a rotation overlap, each verifiable by the official libraries", async () => {
    const receiver = await startReceiver();
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      const rotated = await api.post(`/api/v1/webhooks/${hook.body.id}/rotate-secret`, { overlapSeconds: 3600 });
      expect(rotated.status).toBe(200);
      expect(rotated.body.secret).not.toBe(hook.body.secret);
      expect(rotated.body.secret).toMatch(STANDARD_SECRET);
      await createApplication(api);
      await eventually(async () => receiver.received.length === 1);
      const [got] = receiver.received;
      expect(verifyWebhookSignature(got.rawBody, got.headers["x-webhook-signature"] as string, rotated.body.secret)).toBe(true);
      expect((got.headers["webhook-signature"] as string).split(" ")).toHaveLength(2);
      for (const secret of [rotated.body.secret, hook.body.secret]) {
        expect(verifiedByLibraries(got, secret)).toEqual(JSON.parse(got.rawBody.toString()));
      }
      expect(() => new StandardWebhook(newStandardSecret()).verify(got.rawBody.toString(), headersOf(got))).toThrow(/No matching signature/);
    } finally {
      await receiver.close();
    }
  });

  it("is verified by the standardwebhooks and svix libraries, and a tampered body is not", async () => {
    const receiver = await startReceiver();
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      expect(hook.body.secret).toMatch(STANDARD_SECRET);
      const keyBytes = Buffer.from(hook.body.secret.slice("whsec_".length), "base64").length;
      expect(keyBytes).toBeGreaterThanOrEqual(24);
      expect(keyBytes).toBeLessThanOrEqual(64);
      const app = await createApplication(api);
      await eventually(async () => receiver.received.length === 1);
      const [got] = receiver.received;
      expect(verifiedByLibraries(got, hook.body.secret)).toMatchObject({ event: "application.created", data: { entityId: app.id } });
      const tampered = got.rawBody.toString().replace("application.created", "application.updated");
      expect(() => new StandardWebhook(hook.body.secret).verify(tampered, headersOf(got))).toThrow();
      expect(() => new SvixWebhook(hook.body.secret).verify(tampered, headersOf(got))).toThrow();
    } finally {
      await receiver.close();
    }
  });

  it("keeps a subscription made before standard base64 secrets working, and rotation moves it over", async () => {
    const receiver = await startReceiver();
    try {
      const { api } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      // Secrets issued before the switch were whsec_ + base64url of 32 bytes.
      const legacy = `whsec_${Buffer.from("legacy-secret-bytes-of-32-length", "utf8").toString("base64url")}`;
      await svc.db.prisma.webhook.update({ where: { id: hook.body.id }, data: { secret: legacy } });
      await createApplication(api);
      await eventually(async () => receiver.received.length === 1);
      const [first] = receiver.received;
      expect(verifyWebhookSignature(first.rawBody, first.headers["x-webhook-signature"] as string, legacy)).toBe(true);
      const rawKey = Buffer.from(legacy.slice("whsec_".length), "base64url");
      expect(new StandardWebhook(rawKey.toString("base64")).verify(first.rawBody.toString(), headersOf(first))).toMatchObject({ event: "application.created" });
      expect(new SvixWebhook(`whsec_${rawKey.toString("base64")}`).verify(first.rawBody.toString(), headersOf(first))).toMatchObject({
        event: "application.created",
      });

      const rotated = await api.post(`/api/v1/webhooks/${hook.body.id}/rotate-secret`, { overlapSeconds: 3600 });
      expect(rotated.body.secret).toMatch(STANDARD_SECRET);
      await createApplication(api);
      await eventually(async () => receiver.received.length === 2);
      expect(verifiedByLibraries(receiver.received[1], rotated.body.secret)).toMatchObject({ event: "application.created" });
    } finally {
      await receiver.close();
    }
  });
});

describe("hold and release (spec 6.4 rule 1)", () => {
  it("holds an application's deliveries while it is with the service and sends them in order on release", async () => {
    const receiver = await startReceiver();
    try {
      const { api, accountId } = await account();
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.updated", "application.submitted"] });
      const app = await createApplication(api);
      await api.patch(`/api/v1/applications/${app.id}`, { withService: true });
      await api.patch(`/api/v1/applications/${app.id}`, { name: "First change" });
      await api.post(`/api/v1/applications/${app.id}/submit`);
      await eventually(async () => (await deliveries(api, hook.body.id, "?status=HELD")).length === 3);
      expect(receiver.received).toHaveLength(0);

      const operator = client(svc.url, (await svc.newKey(accountId, { operator: true })).key);
      await operator.patch(`/api/v1/applications/${app.id}`, { withService: false });
      await api.patch(`/api/v1/applications/${app.id}`, { name: "After release" });
      await eventually(async () => receiver.received.length === 4, 20_000);
      const bodies = receiver.json();
      expect(bodies.map((b) => [b.event, b.data.metadata?.changedFields ?? null])).toEqual([
        ["application.updated", ["withService"]],
        ["application.updated", ["name"]],
        ["application.submitted", null],
        ["application.updated", ["name"]],
      ]);
      for (const body of bodies.slice(0, 3)) expect(body.data.metadata).toMatchObject({ withService: false, releasedFromService: true });
      for (const got of receiver.received) {
        expect(verifyWebhookSignature(got.rawBody, got.headers["x-webhook-signature"] as string, hook.body.secret)).toBe(true);
      }
      // Each attempt is recorded a step after its POST: the last may still be on its way to the database.
      await eventually(async () => (await deliveries(api, hook.body.id, "?status=SUCCEEDED")).length === 4);
    } finally {
      await receiver.close();
    }
  });
});

describe("durability", () => {
  let durable: TestService;
  beforeAll(async () => {
    durable = await startTestService({ worker: false, env: { WEBHOOK_RETRY_SCHEDULE: "1500ms,1500ms,1500ms,1500ms,1500ms" } });
  });
  afterAll(() => durable.close());

  async function startWorkerRole() {
    const worker = await startWorker({
      db: durable.db.prisma,
      config: durable.config,
      address: durable.config.temporalAddress!,
      objectStore: durable.objectStore,
    });
    const dispatcher = startDispatcher({ db: durable.db.prisma, temporal: durable.temporal, config: durable.config, logger: createLogger("silent") });
    return async () => {
      await dispatcher.stop();
      await worker.stop();
    };
  }

  it("keeps the schedule across a worker restart: the remaining attempts still happen", async () => {
    const receiver = await startReceiver((n) => (n < 3 ? 500 : 200));
    try {
      const api = client(durable.url, (await durable.newAccount()).key);
      const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
      let stop = await startWorkerRole();
      await createApplication(api);
      await eventually(async () => receiver.received.length === 1);
      await stop(); // the worker dies during the schedule
      await new Promise((r) => setTimeout(r, 2000));
      expect(receiver.received).toHaveLength(1);
      stop = await startWorkerRole();
      try {
        await eventually(async () => (await deliveries(api, hook.body.id))[0]?.status === "SUCCEEDED", 30_000);
      } finally {
        await stop();
      }
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers["x-webhook-delivery-id"])).size).toBe(1);
    } finally {
      await receiver.close();
    }
  });
});
