// OpenTelemetry traces: off by default; with the standard OTEL_* variables a
// request's trace runs from the HTTP span through the REST route's GraphQL operation and the
// database statements to the Temporal workflow it starts, and the worker's activities are spans
// too. The service runs in its own process (`npm start`'s entry point), as instrumentation must load
// before the modules it patches; spans arrive over OTLP/HTTP JSON at a collector started here.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../src/temporal/devServer";
import { client, eventually } from "../support/http";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string } }[];
}

const spans: OtlpSpan[] = [];
const services: string[] = [];
let collector: http.Server;
let collectorUrl: string;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans) {
        services.push(resource.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue ?? "");
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}/v1/traces`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

/** `npm start`'s entry point in a child process; resolves with its URL and the demo key it prints. */
async function startService(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; key: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-trace-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "..", "..", "src", "main.ts")], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
      TEMPORAL_TASK_QUEUE: `trace-${randomBytes(4).toString("hex")}`,
      DATABASE_URL: "", // the embedded database: this child owns its own
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (c: Buffer) => (out += c.toString("utf8")));
  // A first start migrates its embedded database and starts Temporal's dev server: over a minute on a loaded host.
  const key = await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
      return /\n {2}(\w+_test_\S+)\n/.exec(out)?.[1];
    },
    200_000,
    200,
  ).catch((e: unknown) => {
    // A service that never printed its key still exports spans: left running, it would reach the next test's collector.
    child.kill("SIGKILL");
    throw e;
  });
  return { child, url: `http://127.0.0.1:${port}`, key, dataDir };
}

async function stop(service: { child: ChildProcess; dataDir: string }) {
  if (service.child.exitCode === null) {
    await new Promise<void>((resolve) => {
      service.child.once("exit", () => resolve());
      service.child.kill("SIGTERM");
    });
  }
  rmSync(service.dataDir, { recursive: true, force: true });
}

test("with OTEL_* set, one trace runs from the HTTP request through GraphQL and the database to the workflow it starts", async () => {
  const service = await startService({
    OTEL_TRACES_EXPORTER: "otlp",
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: collectorUrl,
    OTEL_SERVICE_NAME: "compliance-under-test",
    OTEL_BSP_SCHEDULE_DELAY: "200",
  });
  try {
    const api = client(service.url, service.key);
    const created = await api.post("/api/v1/migrations", { name: "Traced book", items: [{ name: "Ann Lee", country: "GB" }] });
    expect(created.status).toBe(201);

    const operation = await eventually(async () => spans.find((s) => s.name === "graphql.execute POST /migrations"), 30_000);
    const trace = () => spans.filter((s) => s.traceId === operation.traceId);
    // The workflow start joins the request's trace (the worker's activities follow in their own spans).
    await eventually(async () => trace().some((s) => s.name.startsWith("StartWorkflow:")) && spans.some((s) => s.name.startsWith("RunActivity:")), 30_000);
    const names = trace().map((s) => s.name);
    const server = trace().find((s) => s.kind === 2 && !s.parentSpanId); // SERVER, the trace's root
    expect(server).toBeDefined();
    expect(JSON.stringify(server!.attributes)).toContain("/api/v1/migrations");
    expect(names.filter((n) => n.startsWith("prisma:")).length).toBeGreaterThan(0); // the database statements
    expect(names).toContain("StartWorkflow:migrationWorkflow");
    // Every span of the trace hangs off another span of it: one tree, rooted at the request.
    const ids = new Set(trace().map((s) => s.spanId));
    for (const span of trace()) if (span !== server) expect(ids).toContain(span.parentSpanId);
    expect(services).toContain("compliance-under-test");
  } finally {
    await stop(service);
  }
}, 300_000);

test("without OTEL_* nothing is exported", async () => {
  const before = spans.length;
  const service = await startService({});
  try {
    const api = client(service.url, service.key);
    expect((await api.get("/api/v1/applications")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(spans.length).toBe(before);
  } finally {
    await stop(service);
  }
}, 300_000);
