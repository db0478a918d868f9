// The client against a live server (no mocks): scripts/clients-live.ts starts the real service and
// passes COMPLIANCE_BASE_URL and COMPLIANCE_API_KEY. Run: npm run clients:live (both clients).
import assert from "node:assert/strict";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { ApiError, createComplianceClient, paginate, resilientFetch, unwrap, verifyWebhook, WebhookVerificationError } from "../src/index";

const baseUrl = process.env.COMPLIANCE_BASE_URL;
const apiKey = process.env.COMPLIANCE_API_KEY;
if (!baseUrl || !apiKey) throw new Error("COMPLIANCE_BASE_URL and COMPLIANCE_API_KEY name the live server (scripts/clients-live.ts sets them)");
const client = createComplianceClient({ baseUrl, apiKey });

/** A local webhook receiver: every delivery's raw body and headers. */
const received: { body: string; headers: IncomingHttpHeaders }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
    res.writeHead(204).end();
  });
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const newApplication = (name: string) =>
  unwrap(
    client.POST("/api/v1/applications", { body: { entityType: "INDIVIDUAL", name, individual: { firstName: name.split(" ")[0], lastName: "Client-Test" } } }),
  );

let webhookSecret = "";

before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const webhook = await unwrap(client.POST("/api/v1/webhooks", { body: { url, events: ["export.completed"] } }));
  webhookSecret = webhook.secret!;
  assert.match(webhookSecret, /^whsec_/);
});

after(() => receiver.close());

describe("TypeScript client, live", () => {
  it("creates an application and reads it back by id", async () => {
    const created = await newApplication("Ada Lovelace");
    assert.equal(created.status, "PENDING");
    const read = await unwrap(client.GET("/api/v1/applications/{id}", { params: { path: { id: created.id } } }));
    assert.equal(read.name, "Ada Lovelace");
  });

  it("sends an Idempotency-Key on every POST: a retry under the same key is answered from the first run", async () => {
    const headers = { "Idempotency-Key": `client-test-${Date.now()}` };
    const body = { entityType: "INDIVIDUAL" as const, name: "Grace Hopper" };
    const first = await client.POST("/api/v1/applications", { body, headers });
    const again = await client.POST("/api/v1/applications", { body, headers });
    assert.equal(again.response.headers.get("Idempotent-Replayed"), "true");
    assert.equal(again.data!.id, first.data!.id);
  });

  it("pages through a cursor list to its end with paginate()", async () => {
    const mine = await Promise.all(["Alan Turing", "Emmy Noether", "Kurt Goedel"].map(newApplication));
    const seen: string[] = [];
    let pages = 0;
    for await (const app of paginate((cursor) => {
      pages++;
      return client.GET("/api/v1/applications", { params: { query: { cursor, limit: 2 } } });
    }))
      seen.push(app.id);
    assert.ok(pages >= 2, `expected several pages, got ${pages}`);
    assert.equal(new Set(seen).size, seen.length, "no item twice");
    for (const app of mine) assert.ok(seen.includes(app.id));
  });

  it("raises a screening hit and decides it", async () => {
    const app = await newApplication("Hit Subject");
    const hit = await unwrap(
      client.POST("/api/v1/screening/hits", { body: { applicationId: app.id, title: "Sanctions list entry", type: "SANCTIONS", status: "NOT_REVIEWED" } }),
    );
    const decided = await unwrap(
      client.PATCH("/api/v1/screening/hits/{hitId}", {
        params: { path: { hitId: hit.id } },
        body: { status: "FALSE_POSITIVE", note: "Different date of birth" },
      }),
    );
    assert.equal(decided.status, "FALSE_POSITIVE");
    const hits = await unwrap(client.GET("/api/v1/screening/hits", { params: { query: { applicationId: app.id } } }));
    assert.equal(hits.sanctions[0].status, "FALSE_POSITIVE");
  });

  it("reads file answers (the chart's SVG, a CRS XML fragment) as text", async () => {
    const app = await newApplication("Chart Holder");
    const path = { id: app.id };
    const chart = await unwrap(client.GET("/api/v1/applications/{id}/ownership/chart", { params: { path }, parseAs: "text" }));
    assert.match(chart, /<svg/);
    const fragment = await unwrap(client.GET("/api/v1/applications/{id}/export/crs-xml", { params: { path }, parseAs: "text" }));
    assert.match(fragment, /AccountReport/);
  });

  it("answers an unknown id with ApiError 404 in the error shape", async () => {
    const error = await unwrap(client.GET("/api/v1/tasks/{taskId}", { params: { path: { taskId: "no-such-task" } } })).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 404);
    assert.equal(error.code, "NOT_FOUND");
  });

  it("registers a document: upload URL, PUT of the bytes, register", async () => {
    const app = await newApplication("Document Holder");
    const upload = await unwrap(client.POST("/api/v1/documents/uploads", { body: { fileName: "proof.txt", contentType: "text/plain" } }));
    const put = await fetch(new URL(upload.uploadUrl, baseUrl), {
      method: "PUT",
      headers: { "Content-Type": "text/plain" },
      body: "Proof of address: 1 Main Street",
    });
    assert.ok(put.ok, `PUT answered ${put.status}`);
    const document = await unwrap(
      client.POST("/api/v1/documents", {
        body: { applicationId: app.id, type: "PROOF_OF_ADDRESS", fileName: "proof.txt", key: upload.key, contentType: "text/plain" },
      }),
    );
    assert.equal(document.applicationId, app.id);
    const listed: string[] = [];
    for await (const d of paginate((cursor) => client.GET("/api/v1/documents", { params: { query: { applicationId: app.id, cursor } } }))) listed.push(d.id);
    assert.deepEqual(listed, [document.id]);
  });

  it("runs an export, downloads it, and receives its export.completed webhook, verified", async () => {
    const app = await newApplication("Export Subject");
    const job = await unwrap(client.POST("/api/v1/exports", { body: { format: "JSON", applicationIds: [app.id] } }));
    const done = await until("the export to finish", async () => {
      const state = await unwrap(client.GET("/api/v1/exports/{id}", { params: { path: { id: job.jobId } } }));
      return state.status === "COMPLETED" || state.status === "FAILED" ? state : undefined;
    });
    assert.equal(done.status, "COMPLETED");
    const download = await unwrap(client.GET("/api/v1/exports/{id}/download", { params: { path: { id: job.jobId } } }));
    const file = await fetch(download.url);
    assert.equal(file.status, 200);
    assert.ok((await file.text()).includes("Export Subject"));

    const delivery = await until("the export.completed delivery", async () => received.find((r) => r.body.includes(job.jobId)));
    const event = verifyWebhook<{ event: string; data: Record<string, unknown> }>(webhookSecret, delivery.body, delivery.headers);
    assert.equal(event.event, "export.completed");
    assert.throws(() => verifyWebhook(webhookSecret, delivery.body.replace("export.completed", "export.forged"), delivery.headers), WebhookVerificationError);
  });
});

describe("resilientFetch", () => {
  it("retries a 429 after Retry-After, with the same Idempotency-Key, and returns the answer", async () => {
    const calls: { at: number; key: string | null }[] = [];
    const upstream = async (request: Request | string | URL) => {
      calls.push({ at: Date.now(), key: (request as Request).headers.get("Idempotency-Key") });
      return calls.length === 1 ? new Response("{}", { status: 429, headers: { "Retry-After": "1" } }) : new Response('{"ok":true}', { status: 200 });
    };
    const response = await resilientFetch(upstream as typeof fetch)(new Request(`${baseUrl}/x`, { method: "POST", body: "{}" }));
    assert.equal(response.status, 200);
    assert.equal(calls.length, 2);
    assert.ok(calls[1].at - calls[0].at >= 950, "waited Retry-After");
    assert.ok(calls[0].key && calls[0].key === calls[1].key);
  });
});
