// Benchmark: N events to 5 subscriptions through the real path (outbox → dispatcher →
// one Temporal workflow per delivery → signed POST to a local receiver). Reports deliveries per
// second for a burst, and commit → first attempt latency for a paced stream.
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { Pool } from "pg";
import { loadConfig } from "../src/config";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";
import { benchDatabase } from "./support/postgres";

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const SUBSCRIPTIONS = 5;
const PACED_EVENTS_PER_SECOND = 20;
const PACED_SECONDS = 15;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function benchWebhooks() {
  const database = await benchDatabase(`compliance_bench_webhooks_${Date.now()}`);
  const temporal = await startDevServer({ cli: findTemporalCli(), dataDir: null, headless: true, namespace: "default" });
  const receiver = fork(path.join(__dirname, "support", "receiverProcess.ts"), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const ask = <T>(question: "count" | "firstSeen") =>
    new Promise<T>((resolve) => {
      receiver.once("message", (m) => resolve(m as T));
      receiver.send({ ask: question });
    });
  const port = await new Promise<number>((resolve) => receiver.once("message", (m: { port: number }) => resolve(m.port)));
  const receivedCount = async () => (await ask<{ count: number }>("count")).count;
  const config = loadConfig({
    DATABASE_URL: database.url,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_TASK_QUEUE: "bench-webhooks",
    DATA_DIR: path.join("/tmp", "compliance-bench-webhooks"),
    LOG_LEVEL: "warn",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", // the receiver process listens on loopback
  });
  const service = await startService(config, { api: false, worker: true, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  const pool = new Pool({ connectionString: database.url, max: 4 });
  try {
    const accountId = "bench-webhooks";
    await pool.query(`INSERT INTO "Account" (id, name, "updatedAt") VALUES ($1, 'Bench', now())`, [accountId]);
    for (let i = 0; i < SUBSCRIPTIONS; i++) {
      await pool.query(
        `INSERT INTO "Webhook" (id, "accountId", url, events, secret, "createdAt", "updatedAt") VALUES ($1, $2, $3, ARRAY['application.created'], 'whsec_bench', now() - interval '1 hour', now())`,
        [randomUUID(), accountId, `http://127.0.0.1:${port}/hook-${i}`],
      );
    }
    const insertEvents = async (n: number) => {
      const ids = Array.from({ length: n }, () => randomUUID());
      await pool.query(
        `INSERT INTO "OutboxEvent" (id, "accountId", event, "entityType", "entityId", metadata, "createdAt")
         SELECT id, $2, 'application.created', 'APPLICATION', id, jsonb_build_object('benchEventId', id), now() FROM unnest($1::text[]) AS id`,
        [ids, accountId],
      );
      return { ids, committedAt: Date.now() };
    };
    const expected = (n: number) => n * SUBSCRIPTIONS;

    // Burst: every event committed at once; deliveries per second until all have arrived.
    const burstStart = Date.now();
    await insertEvents(EVENTS);
    let received = 0;
    while ((received = await receivedCount()) < expected(EVENTS)) {
      if (Date.now() - burstStart > 30 * 60_000) throw new Error(`burst incomplete: ${received}/${expected(EVENTS)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const burstSeconds = (Date.now() - burstStart) / 1000;

    // Paced: a steady stream; latency from commit to the first attempt of each delivery.
    const latencies: number[] = [];
    const batches: { ids: string[]; committedAt: number }[] = [];
    for (let s = 0; s < PACED_SECONDS * 10; s++) {
      batches.push(await insertEvents(PACED_EVENTS_PER_SECOND / 10));
      await new Promise((r) => setTimeout(r, 100));
    }
    const pacedTotal = received + expected(PACED_EVENTS_PER_SECOND * PACED_SECONDS);
    const deadline = Date.now() + 5 * 60_000;
    while ((await receivedCount()) < pacedTotal && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const { firstSeen } = await ask<{ firstSeen: Record<string, number> }>("firstSeen");
    for (const batch of batches) {
      for (const id of batch.ids) {
        for (let i = 0; i < SUBSCRIPTIONS; i++) {
          const seen = firstSeen[`${id}//hook-${i}`];
          if (seen) latencies.push(seen - batch.committedAt);
        }
      }
    }
    latencies.sort((a, b) => a - b);
    const result = {
      events: EVENTS,
      subscriptions: SUBSCRIPTIONS,
      deliveries: expected(EVENTS),
      burstSeconds: Math.round(burstSeconds * 10) / 10,
      deliveriesPerSecond: Math.round(expected(EVENTS) / burstSeconds),
      paced: {
        eventsPerSecond: PACED_EVENTS_PER_SECOND,
        seconds: PACED_SECONDS,
        measured: latencies.length,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        p99Ms: percentile(latencies, 99),
      },
    };
    const checks = {
      "deliveries/s (burst)": { value: result.deliveriesPerSecond, target: "≥ 300", pass: result.deliveriesPerSecond >= 300 },
      "p95 commit → first attempt (paced)": { value: result.paced.p95Ms, target: "< 1000 ms", pass: result.paced.p95Ms < 1000 },
    };
    return { result, checks };
  } finally {
    await pool.end();
    await service.stop();
    await temporal.stop();
    receiver.kill();
    await database.stop();
  }
}
