// Prometheus metrics (prom-client), one registry per process: what the process does (HTTP requests,
// webhook attempts, activity runs) is counted where it happens; what the database holds (outbox lag,
// migration and export progress, pool use) is read when Prometheus scrapes. Served only on its own
// port (METRICS_PORT), never on the API's: it is unauthenticated and spans every account.
import http from "node:http";
import client from "prom-client";
import type { PrismaClient } from "../generated/prisma/client";
import { checkReadiness, type ReadinessProbe } from "./readiness";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry }); // process_* and nodejs_*: RSS, CPU, event loop lag, GC

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new client.Counter({
  name: "compliance_http_requests_total",
  help: "HTTP requests answered, by method, route template and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});
export const httpDuration = new client.Histogram({
  name: "compliance_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route template and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: SECONDS,
  registers: [registry],
});
export const unhandledErrors = new client.Counter({
  name: "compliance_http_unhandled_errors_total",
  help: "Requests that ended in an unexpected error (answered 500)",
  labelNames: ["route"] as const,
  registers: [registry],
});
export const objectIntegrityFailures = new client.Counter({
  name: "compliance_object_integrity_failures_total",
  help: "Downloads refused because the stored bytes no longer hash to the SHA-256 registered for them (alert on any)",
  registers: [registry],
});
export const openSubscriptions = new client.Gauge({
  name: "compliance_graphql_open_subscriptions",
  help: "Subscriptions (SSE streams on /graphql) this process holds open",
  registers: [registry],
});
export const refusedSubscriptions = new client.Counter({
  name: "compliance_graphql_subscriptions_refused_total",
  help: "Subscriptions refused, by limit: per_key (SUBSCRIPTIONS_MAX_PER_KEY) or per_process (SUBSCRIPTIONS_MAX_PER_PROCESS)",
  labelNames: ["limit"] as const,
  registers: [registry],
});
export const webhookAttempts = new client.Counter({
  name: "compliance_webhook_attempts_total",
  help: "Webhook delivery attempts, by outcome: succeeded, retrying (will be tried again), failed (gave up)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export const webhookAttemptDuration = new client.Histogram({
  name: "compliance_webhook_attempt_duration_seconds",
  help: "Time from sending a webhook to the receiver's answer (or the timeout)",
  labelNames: ["outcome"] as const,
  buckets: SECONDS,
  registers: [registry],
});
export const activityRuns = new client.Counter({
  name: "compliance_worker_activity_runs_total",
  help: "Temporal activity executions in this worker, by activity and outcome (completed or failed)",
  labelNames: ["activity", "outcome"] as const,
  registers: [registry],
});
export const activityDuration = new client.Histogram({
  name: "compliance_worker_activity_duration_seconds",
  help: "Temporal activity execution time in this worker",
  labelNames: ["activity"] as const,
  buckets: SECONDS,
  registers: [registry],
});
export const pollerFailures = new client.Counter({
  name: "compliance_poller_failures_total",
  help: "Failed passes of a background poller (webhook, document, screening dispatch, reconciler, migration sweep)",
  labelNames: ["poller"] as const,
  registers: [registry],
});
export const pollerFailing = new client.Gauge({
  name: "compliance_poller_failing",
  help: "1 while a poller's passes keep failing (it backs off and the readiness check names it), else 0",
  labelNames: ["poller"] as const,
  registers: [registry],
});
export const watchlistRefreshes = new client.Counter({
  name: "compliance_watchlist_refreshes_total",
  help: "Scheduled list-source fetches, by list and outcome: imported, unchanged, not_modified, fetch_failed, parse_failed (failures keep the previous version)",
  labelNames: ["list", "outcome"] as const,
  registers: [registry],
});
export const watchlistRefreshFailing = new client.Gauge({
  name: "compliance_watchlist_refresh_failing",
  help: "1 while a list source's last fetch failed (its previous version stays in force), else 0",
  labelNames: ["list"] as const,
  registers: [registry],
});
export const reconciledRuns = new client.Counter({
  name: "compliance_reconciled_runs_total",
  help: "Workflow runs started again because their workflow had closed or vanished without finishing its rows, by kind",
  labelNames: ["kind"] as const,
  registers: [registry],
});

/** A connection pool's state (pg.Pool); the embedded database has none. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

interface Source {
  db: PrismaClient;
  pool: PoolStats | null;
}
/** Databases of the services running in this process (one in production; tests start several). */
const sources: Source[] = [];
/** The database a scrape reads: the most recently started service's still running. */
const current = (): Source | null => sources[sources.length - 1] ?? null;

export function bindDatabaseMetrics(db: PrismaClient, pool: PoolStats | null): () => void {
  const bound = { db, pool };
  sources.push(bound);
  return () => {
    const at = sources.indexOf(bound);
    if (at >= 0) sources.splice(at, 1);
  };
}

new client.Gauge({
  name: "compliance_db_pool_connections",
  help: "Database connections of this process, by state: total, idle, waiting (requests queued for one)",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = current()?.pool;
    if (!pool) return;
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

new client.Gauge({
  name: "compliance_outbox_pending_events",
  help: "Committed events not yet turned into webhook deliveries",
  registers: [registry],
  async collect() {
    const source = current();
    if (!source) return;
    const [row] = await source.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL`;
    this.set(Number(row.n));
  },
});

new client.Gauge({
  name: "compliance_outbox_lag_seconds",
  help: "Age of the oldest event not yet dispatched (0 when none waits)",
  registers: [registry],
  async collect() {
    const source = current();
    if (!source) return;
    const [row] = await source.db.$queryRaw<{ oldest: Date | null }[]>`SELECT min("createdAt") AS oldest FROM "OutboxEvent" WHERE "dispatchedAt" IS NULL`;
    this.set(row.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0);
  },
});

new client.Gauge({
  name: "compliance_periodic_reviews_overdue",
  help: "Approved applications whose periodic review is past due (docs/case-work.md)",
  registers: [registry],
  async collect() {
    const source = current();
    if (!source) return;
    const [row] = await source.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "Application"
      WHERE "nextReviewAt" < now() AND status = 'APPROVED' AND "erasedAt" IS NULL`;
    this.set(Number(row.n));
  },
});

/** A gauge of rows by status, counted at scrape time with one GROUP BY. */
function countsByStatus(name: string, help: string, count: (db: PrismaClient) => Promise<unknown>) {
  new client.Gauge({
    name,
    help,
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const source = current();
      if (!source) return;
      // Typed here, not in the callers: a contextual return type defeats Prisma's groupBy inference.
      const rows = (await count(source.db)) as { status: string; _count: { _all: number } }[];
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row._count._all);
    },
  });
}

countsByStatus("compliance_webhook_deliveries", "Webhook deliveries by status (PENDING includes those waiting for a retry)", (db) =>
  db.webhookDelivery.groupBy({ by: ["status"], _count: { _all: true } }),
);
countsByStatus("compliance_migrations", "Migrations by status", (db) => db.migration.groupBy({ by: ["status"], _count: { _all: true } }));
countsByStatus("compliance_migration_items_in_progress", "Items of migrations still MIGRATING, by item status: the progress of running migrations", (db) =>
  db.migrationItem.groupBy({ by: ["status"], where: { migration: { status: "MIGRATING" } }, _count: { _all: true } }),
);
countsByStatus("compliance_export_jobs", "Export jobs by status", (db) => db.exportJob.groupBy({ by: ["status"], _count: { _all: true } }));

new client.Gauge({
  name: "compliance_export_applications_in_progress",
  help: "Applications of export jobs still QUEUED or RUNNING: total asked and completed so far",
  labelNames: ["state"] as const,
  registers: [registry],
  async collect() {
    const source = current();
    if (!source) return;
    const sum = await source.db.exportJob.aggregate({ where: { status: { in: ["QUEUED", "RUNNING"] } }, _sum: { totalCount: true, completedCount: true } });
    this.set({ state: "total" }, sum._sum.totalCount ?? 0);
    this.set({ state: "completed" }, sum._sum.completedCount ?? 0);
  },
});

/**
 * Serves GET /metrics on its own port (METRICS_PORT), and GET /readyz over `readiness` (the probes the
 * process adds as it starts its parts: a worker has no other HTTP server); resolves once listening.
 */
export function startMetricsServer(host: string, port: number, readiness: ReadinessProbe[] = []): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method === "GET" && path === "/readyz") {
      void checkReadiness(readiness).then((state) =>
        res
          .writeHead(state.ready ? 200 : 503, { "content-type": "application/json" })
          .end(JSON.stringify({ status: state.ready ? "ready" : "not ready", ...state })),
      );
      return;
    }
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found: metrics are at GET /metrics, readiness at GET /readyz\n");
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
      (err: Error) => res.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${err.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://${host}:${address.port}/metrics`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
