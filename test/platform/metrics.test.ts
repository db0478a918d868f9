// Prometheus metrics: on their own port only, with route templates (never ids) as
// labels, and the figures an operator watches: requests and latency, webhook attempts, activity runs,
// outbox lag, migration and export progress, the database pool.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { startReceiver } from "../support/receiver";
import { settled } from "../migrations/support";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { METRICS_PORT: "0", WEBHOOK_RETRY_SCHEDULE: "100ms" } });
});
afterAll(() => svc?.close());

/** One scrape, as Prometheus does it. */
async function scrape(): Promise<string> {
  const res = await fetch(svc.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** The value of one series, by name and exact labels (in the order prom-client writes them). */
function value(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test("are served on their own port only, never on the API's", async () => {
  expect(svc.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  expect(new URL(svc.metricsUrl!).port).not.toBe(new URL(svc.url).port);
  expect((await fetch(`${svc.url}/metrics`)).status).toBe(404);
  expect((await fetch(svc.metricsUrl!.replace("/metrics", "/other"))).status).toBe(404);
  // Off unless asked for.
  const plain = await startTestService();
  try {
    expect(plain.metricsUrl).toBeNull();
  } finally {
    await plain.close();
  }
});

test("count requests and their latency per route template and status", async () => {
  const { key } = await svc.newAccount();
  const api = client(svc.url, key);
  const app = await createApplication(api);
  expect((await api.get(`/api/v1/applications/${app.id}`)).status).toBe(200);
  expect((await api.get("/api/v1/applications/not-an-id")).status).toBe(404);
  await api.graphql("{ viewer { accountId } }");
  const text = await scrape();
  expect(value(text, 'compliance_http_requests_total{method="POST",route="/api/v1/applications",status="201"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'compliance_http_requests_total{method="GET",route="/api/v1/applications/:id",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'compliance_http_requests_total{method="GET",route="/api/v1/applications/:id",status="404"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'compliance_http_requests_total{method="POST",route="/graphql",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(value(text, 'compliance_http_request_duration_seconds_count{method="GET",route="/api/v1/applications/:id",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(text).toContain('compliance_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/v1/applications/:id",status="200"}');
  // No id ever becomes a label value.
  expect(text).not.toContain(app.id);
  expect(text).not.toContain("not-an-id");
  // Process figures come with them.
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
});

test("count webhook attempts by outcome and the activities that made them, and read the outbox", async () => {
  const receiver = await startReceiver((n) => (n === 1 ? 500 : 200));
  try {
    const { key } = await svc.newAccount();
    const api = client(svc.url, key);
    await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
    await createApplication(api);
    await eventually(async () => receiver.received.length >= 2, 30_000);
    const text = await eventually(async () => {
      const t = await scrape();
      return (value(t, 'compliance_webhook_attempts_total{outcome="succeeded"}') ?? 0) >= 1 ? t : null;
    });
    expect(value(text, 'compliance_webhook_attempts_total{outcome="retrying"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'compliance_webhook_attempt_duration_seconds_count{outcome="succeeded"}')).toBeGreaterThanOrEqual(1);
    // An attempt's three steps, for the batch's first attempt and the retry's second.
    for (const activity of ["prepareWebhookAttempts", "sendWebhookAttempts", "recordWebhookAttempts"])
      expect(value(text, `compliance_worker_activity_runs_total{activity="${activity}",outcome="completed"}`)).toBeGreaterThanOrEqual(2);
    expect(value(text, "compliance_outbox_pending_events")).toBeGreaterThanOrEqual(0);
    expect(value(text, "compliance_outbox_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(value(text, 'compliance_webhook_deliveries{status="SUCCEEDED"}')).toBeGreaterThanOrEqual(1);
  } finally {
    await receiver.close();
  }
});

test("show migrations and export jobs by status, and the pool on a server database", async () => {
  const { key } = await svc.newAccount();
  const api = client(svc.url, key);
  const migration = await api.post("/api/v1/migrations", { name: "Metrics book", items: [{ name: "Ann Lee", country: "GB" }] });
  expect(migration.status).toBe(201);
  await settled(api, migration.body.id);
  const text = await scrape();
  expect(value(text, 'compliance_migrations{status="COMPLETED"}')).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(/^# TYPE compliance_export_jobs gauge$/m);
  expect(text).toMatch(/^# TYPE compliance_migration_items_in_progress gauge$/m);
  expect(value(text, 'compliance_export_applications_in_progress{state="total"}')).toBeGreaterThanOrEqual(0);
  if (svc.db.mode === "server") expect(value(text, 'compliance_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  else expect(text).not.toMatch(/^compliance_db_pool_connections\{/m);
});
