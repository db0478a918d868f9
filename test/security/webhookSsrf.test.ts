// The webhook door: a tenant's webhook URL must not reach the service's own network.
// DNS rebinding, cloud metadata addresses and oversized answers are each tried and refused.
// Every request here goes to a loopback receiver; refused targets are refused before connecting.
import http from "node:http";
import type { LookupAddress } from "node:dns";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { startReceiver } from "../support/receiver";
import { createOutboundAgent } from "../../src/kernel/outboundAgent";
import { postWebhook } from "../../src/domain/webhooks/send";
import { refuseUrl, type ResolveAll } from "../../src/kernel/outboundUrls";

const PUBLIC = { address: "93.184.216.34", family: 4 };
const LOOPBACK = { address: "127.0.0.1", family: 4 };

/** A resolver that answers each call with the next of `answers` (the last one repeats). */
function resolverAnswering(...answers: LookupAddress[][]): ResolveAll & { calls: number } {
  const resolve = ((_host, _options, callback) => {
    const answer = answers[Math.min(resolve.calls, answers.length - 1)];
    resolve.calls++;
    queueMicrotask(() => callback(null, answer));
  }) as ResolveAll & { calls: number };
  resolve.calls = 0;
  return resolve;
}

const request = (url: string) => ({ url, headers: { "content-type": "application/json" }, body: "{}" });

describe("DNS rebinding", () => {
  const strict = { requireHttps: false, allowPrivateTargets: false };

  it("connects only to the address it checked: a name answering public, then loopback, is refused", async () => {
    const receiver = await startReceiver();
    try {
      const url = receiver.url.replace("127.0.0.1", "rebind.attacker.test");
      const rebinding = resolverAnswering([PUBLIC], [LOOPBACK]);
      // The subscription check sees the public address and lets the URL through, as before the fix.
      expect(await refuseUrl(url, strict, rebinding)).toBeNull();
      const agent = createOutboundAgent(strict, rebinding);
      try {
        const answer = await postWebhook(strict, request(url), agent);
        expect(answer).toEqual({ statusCode: null, excerpt: null, error: "url resolves to a private or loopback address" });
      } finally {
        await agent.close();
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it("refuses a name whose one answer mixes a public and a private address", async () => {
    const receiver = await startReceiver();
    const agent = createOutboundAgent(strict, resolverAnswering([PUBLIC, LOOPBACK]));
    try {
      const answer = await postWebhook(strict, request(receiver.url.replace("127.0.0.1", "mixed.attacker.test")), agent);
      expect(answer.error).toBe("url resolves to a private or loopback address");
      expect(receiver.received).toHaveLength(0);
    } finally {
      await agent.close();
      await receiver.close();
    }
  });

  it("refuses a loopback literal at connection time too, whatever the subscription check said", async () => {
    const receiver = await startReceiver();
    const agent = createOutboundAgent(strict);
    try {
      expect((await postWebhook(strict, request(receiver.url), agent)).error).toBe("url resolves to a private or loopback address");
      expect(receiver.received).toHaveLength(0);
    } finally {
      await agent.close();
      await receiver.close();
    }
  });

  describe("with private targets allowed (local receivers)", () => {
    const local = { requireHttps: false, allowPrivateTargets: true };

    it("still reaches a loopback receiver through a name", async () => {
      const receiver = await startReceiver();
      const agent = createOutboundAgent(local, resolverAnswering([LOOPBACK]));
      try {
        const answer = await postWebhook(local, request(receiver.url.replace("127.0.0.1", "receiver.local.test")), agent);
        expect(answer).toEqual({ statusCode: 200, excerpt: "answer 1", error: null });
        expect(receiver.received).toHaveLength(1);
      } finally {
        await agent.close();
        await receiver.close();
      }
    });

    it("never connects when a name also resolves to a link-local or metadata address", async () => {
      const receiver = await startReceiver();
      for (const metadata of ["169.254.169.254", "fd00:ec2::254", "100.100.100.200", "fe80::1"]) {
        // Loopback first: had the metadata address been let through, the connection would land on the receiver.
        const agent = createOutboundAgent(local, resolverAnswering([LOOPBACK, { address: metadata, family: metadata.includes(":") ? 6 : 4 }]));
        try {
          const answer = await postWebhook(local, request(receiver.url.replace("127.0.0.1", "metadata.attacker.test")), agent);
          expect(answer.error).toBe("url is a link-local or cloud metadata address");
        } finally {
          await agent.close();
        }
      }
      expect(receiver.received).toHaveLength(0);
      await receiver.close();
    });
  });
});

describe("through the service (a test deployment: private targets allowed)", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: "100ms" } });
  });
  afterAll(() => svc.close());

  const METADATA_URLS = [
    "http://169.254.169.254/latest/meta-data/",
    "http://169.254.170.2/v2/credentials",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://100.100.100.200/latest/meta-data/",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://[fe80::1]/x",
    "http://[::ffff:169.254.169.254]/latest/meta-data/",
  ];

  it("answers 400 in the contract's shape for a metadata or link-local subscription URL", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    for (const url of METADATA_URLS) {
      const res = await api.post("/api/v1/webhooks", { url, events: ["note.created"] });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.body).toMatchObject({
        statusCode: 400,
        error: "Bad Request",
        code: "VALIDATION_FAILED",
        message: expect.stringMatching(/link-local or cloud metadata/),
      });
      expect(res.body.details).toEqual([{ path: "url", message: "is a link-local or cloud metadata address" }]);
    }
    expect((await api.get("/api/v1/webhooks")).body).toEqual([]);
  });

  it("answers 400 when an existing subscription is pointed at the metadata service", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    const hook = await api.post("/api/v1/webhooks", { url: "https://hooks.example/endpoint", events: ["note.created"] });
    expect(hook.status).toBe(201);
    const res = await api.patch(`/api/v1/webhooks/${hook.body.id}`, { url: METADATA_URLS[0] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: "Bad Request", code: "VALIDATION_FAILED" });
    expect((await api.get("/api/v1/webhooks")).body[0].url).toBe("https://hooks.example/endpoint");
  });

  it("records at most 1 KiB of a 50 MB answer and stops reading it", async () => {
    const TOTAL = 50 * 1024 * 1024;
    let sent = 0;
    let closedAt = 0;
    const chunk = Buffer.alloc(64 * 1024, "x");
    const server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "text/plain", "content-length": String(TOTAL) });
        const pump = () => {
          while (sent < TOTAL && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("close", () => (closedAt = Date.now()));
        pump();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const api = client(svc.url, (await svc.newAccount()).key);
      const port = (server.address() as { port: number }).port;
      const hook = await api.post("/api/v1/webhooks", { url: `http://127.0.0.1:${port}/hook`, events: ["application.created"] });
      const t0 = Date.now();
      await createApplication(api);
      const [delivery] = await eventually(async () => {
        const res = await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`);
        return res.body.length && res.body[0].status === "SUCCEEDED" ? res.body : null;
      }, 30_000);
      await eventually(async () => closedAt > 0);
      expect(delivery.attempts[0].statusCode).toBe(200);
      expect(Buffer.byteLength(delivery.attempts[0].responseExcerpt)).toBeLessThanOrEqual(1024);
      expect(delivery.attempts[0].responseExcerpt).toMatch(/^x+$/);
      // The connection was dropped after the excerpt: what the receiver got out is what socket buffers hold, not the body.
      expect(sent).toBeLessThan(TOTAL / 5);
      expect(closedAt - t0).toBeLessThan(10_000);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
