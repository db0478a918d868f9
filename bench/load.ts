// Load and soak: a realistic mix at 64 connections for 5 minutes against
// PostgreSQL, with the API and the worker in their own processes (as in production) and a local
// Temporal dev server. Reports throughput, p50/p95/p99 and statuses per route, and the resident
// memory of both processes every 10 s with its slope after the first minute, and their live heap after a
// full GC every minute (bench/support/heapProbe.ts), which tells a leak from a heap that is only
// growing toward its cap. Loopback only; bounded in time.
import type { ChildProcess } from "node:child_process";
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleWorkflowCode } from "@temporalio/worker";
import autocannon from "autocannon";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import { createKey } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";
import { pdfWith } from "../test/support/documents";
import { startApiProcess } from "./support/apiProcess";
import { askHeap, type HeapSample } from "./support/heapProbe";
import { benchDatabase } from "./support/postgres";
import { FIRST, seedApplications, seededLastNames } from "./support/seed";
import { intakeSession, reviewSession, type Credentials, type Step } from "./loadMix";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 64);
const APPLICATIONS = Number(process.env.BENCH_LOAD_APPLICATIONS ?? 50_000);
/** Prime to the seed's cycles (4 statuses, tasks on 2 applications in 4, 7 entity types), so every account holds all of them. */
const ACCOUNTS = 9;
const KEYS_PER_ACCOUNT = 2;
/** A quarter of the connections create (applications, hits, verdicts, documents); the rest review. */
const INTAKE_SHARE = 0.25;
const RSS_EVERY_MS = 10_000;
/** A full GC in each process per sample: a pause of tens of ms, so once a minute, not every 10 s. */
const HEAP_EVERY_MS = 60_000;
/** The probes' own flag: nothing else changes how the processes collect garbage. */
const EXPOSE_GC = "--expose-gc";
/** Memory is judged after this: JIT, caches and pools settle in the first minute. */
const RSS_SETTLE_SECONDS = Math.min(60, Math.floor(SECONDS / 3));
const DRAIN_MS = 10_000;
const WARMUP_CONNECTIONS = 4;
const WORKER_HEAP_MB = 384; // as `npm run start:worker`
const noop = () => undefined;
const quiet = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };

export interface RouteResult {
  route: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  /** Steps not sent because an earlier step of the session failed. */
  skipped: number;
}

/** Per-route latencies and statuses, recorded from autocannon's per-request hooks. */
class Recorder {
  private latencies = new Map<string, number[]>();
  private statuses = new Map<string, Record<string, number>>();
  private skips = new Map<string, number>();

  record(route: string, status: string, ms: number) {
    if (!this.latencies.has(route)) this.latencies.set(route, []);
    this.latencies.get(route)!.push(ms);
    const counts = this.statuses.get(route) ?? {};
    counts[status] = (counts[status] ?? 0) + 1;
    this.statuses.set(route, counts);
  }

  skip(route: string) {
    this.skips.set(route, (this.skips.get(route) ?? 0) + 1);
  }

  results(seconds: number): RouteResult[] {
    const round = (n: number) => Math.round(n * 10) / 10;
    return [...this.latencies.entries()].map(([route, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
      return {
        route,
        requests: sorted.length,
        rps: round(sorted.length / seconds),
        p50: at(50),
        p95: at(95),
        p99: at(99),
        statuses: this.statuses.get(route)!,
        skipped: this.skips.get(route) ?? 0,
      };
    });
  }
}

/**
 * A session as autocannon requests: each connection replays the steps in order, a fresh context per
 * round. Timing starts when autocannon builds a request (just before it writes it) and ends when the
 * response is complete; a step whose prerequisite failed is skipped, which restarts the session.
 */
function toRequests(steps: Step[], credentials: Credentials[], recorder: Recorder | null): autocannon.Request[] {
  return steps.map((step, index) => ({
    setupRequest: (req: autocannon.Request, context: Record<string, any>) => {
      if (index === 0) context.credentials = credentials[Math.floor(Math.random() * credentials.length)];
      const built = step.build(context);
      if (!built) {
        recorder?.skip(step.route);
        return null as unknown as autocannon.Request;
      }
      context.sentAt = performance.now();
      const headers: Record<string, string> = { authorization: `Bearer ${context.credentials.key}`, ...built.headers };
      if (typeof built.body === "string") headers["content-type"] = "application/json";
      if (built.raw) delete headers.authorization; // a signed URL carries its own authority
      return { ...req, method: built.method, path: built.path, headers, body: built.body };
    },
    onResponse: (status: number, body: string, context: Record<string, any>) => {
      let outcome = String(status);
      if (status < 300 && step.after) {
        try {
          if (step.after(JSON.parse(body || "null"), context) === false) outcome = `${status} with errors`;
        } catch {
          outcome = `${status} unreadable`;
        }
      }
      recorder?.record(step.route, outcome, performance.now() - context.sentAt);
    },
  })) as autocannon.Request[];
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))!;
  return Math.round((Number(line.replace(/\D+/g, "")) / 1024) * 10) / 10;
}

type Sample = { t: number; mb: number };

/** Least-squares slope in MB per minute of the samples from `from` seconds on; null with fewer than 3. */
function slopeMbPerMinute(samples: Sample[], from: number): number | null {
  const settled = samples.filter((s) => s.t >= from);
  if (settled.length < 3) return null;
  const n = settled.length;
  const mx = settled.reduce((a, s) => a + s.t, 0) / n;
  const my = settled.reduce((a, s) => a + s.mb, 0) / n;
  const sxy = settled.reduce((a, s) => a + (s.t - mx) * (s.mb - my), 0);
  const sxx = settled.reduce((a, s) => a + (s.t - mx) ** 2, 0);
  return Math.round((sxy / sxx) * 60 * 100) / 100;
}

/**
 * One process's RSS over the run: the samples every 10 s under load, then one right after it. Slopes
 * are fitted to the samples under load only: after the settle time, and over the second half.
 */
export function summarizeMemory(samples: Sample[], loadSeconds: number, settleSeconds: number) {
  const underLoad = samples.slice(0, -1);
  return {
    beforeLoad: samples[0].mb,
    peak: Math.max(...samples.map((s) => s.mb)),
    afterLoad: samples[samples.length - 1].mb,
    slopeAfterSettle: slopeMbPerMinute(underLoad, settleSeconds),
    slopeSecondHalf: slopeMbPerMinute(underLoad, loadSeconds / 2),
  };
}

async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const worker = fork(path.join(__dirname, "support", "workerProcess.ts"), [], {
    execArgv: ["--import", "tsx", `--max-old-space-size=${WORKER_HEAP_MB}`, "--max-semi-space-size=16", EXPOSE_GC],
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("exit", (code) => reject(new Error(`bench worker exited with ${code}`)));
  });
  return worker;
}

async function seed(databaseUrl: string): Promise<Credentials[]> {
  const db = await openDatabase({ databaseUrl, dataDir: "/tmp" }, { migrate: true });
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await loadServiceSecrets(db.prisma);
    const accountIds = Array.from({ length: ACCOUNTS }, (_, i) => `bench-load-${i}`);
    for (const [i, id] of accountIds.entries()) {
      await db.prisma.account.upsert({ where: { id }, create: { id, name: `Load Bench ${i}` }, update: {} });
    }
    await seedApplications(pool, {
      applications: APPLICATIONS,
      accounts: ACCOUNTS,
      accountPrefix: "bench-load-",
      marker: `bench-load-seed-v3-${APPLICATIONS}-${ACCOUNTS}`,
    });
    const credentials: Credentials[] = [];
    for (const accountId of accountIds) {
      for (let k = 0; k < KEYS_PER_ACCOUNT; k++) {
        const { key } = await createKey(db.prisma, "cmp", { accountId, env: "test", name: `load-${k}` });
        credentials.push({ accountId, key });
      }
    }
    return credentials;
  } finally {
    await pool.end();
    await db.close();
  }
}

/** Whether the worker kept up: documents registered during the run, and how many it had validated by the end of the drain. */
async function documentsValidated(databaseUrl: string, since: Date) {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ registered: number; validated: number }>(
      `SELECT count(*)::int AS registered, count("validatedAt")::int AS validated FROM "Document" WHERE "accountId" LIKE 'bench-load-%' AND "createdAt" >= $1`,
      [since],
    );
    return rows[0];
  } finally {
    await pool.end();
  }
}

export async function benchLoad() {
  const loadavgStart = readFileSync("/proc/loadavg", "utf8").trim();
  const database = await benchDatabase("compliance_bench_load");
  const temporal = await startDevServer({ cli: findTemporalCli(), dataDir: null, headless: true, namespace: "default" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-bench-load-"));
  let api: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  let sampler: NodeJS.Timeout | undefined;
  let heapSampler: NodeJS.Timeout | undefined;
  try {
    const seedStarted = Date.now();
    const credentials = await seed(database.url);
    const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;
    const bundlePath = path.join(dataDir, "workflow-bundle.js");
    writeFileSync(bundlePath, (await bundleWorkflowCode({ workflowsPath: require.resolve("../src/workflows"), logger: quiet })).code);
    // One object store for both roles (a local folder here, S3 in a real deployment), one task queue.
    const env = {
      DATABASE_URL: database.url,
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_TASK_QUEUE: "bench-load",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      MIGRATE_ON_START: "false",
    };
    worker = await startWorkerProcess({ ...env, TEMPORAL_WORKFLOW_BUNDLE: bundlePath });
    const started = await startApiProcess(database.url, env, [EXPOSE_GC]);
    api = started.process;
    const pdf = await pdfWith(["Proof of address", "Anna Müller", "1 Main Street, Berlin"]);

    const intake = Math.max(1, Math.round(CONNECTIONS * INTAKE_SHARE));
    const names = { first: FIRST, last: seededLastNames(APPLICATIONS) };
    const sessions = { review: reviewSession(names), intake: intakeSession(names, started.url, pdf) };
    // Warm-up, not recorded: a few rounds of each session compile the code paths and open the pools.
    await Promise.all(
      Object.values(sessions).map((steps) =>
        autocannon({
          url: started.url,
          connections: WARMUP_CONNECTIONS,
          amount: steps.length * WARMUP_CONNECTIONS * 2,
          timeout: 60,
          requests: toRequests(steps, credentials, null),
        }),
      ),
    );
    const recorder = new Recorder();
    const memory = { api: [] as Sample[], worker: [] as Sample[] };
    const t0 = Date.now();
    const sample = () => {
      const t = Math.round((Date.now() - t0) / 1000);
      memory.api.push({ t, mb: rssMb(api!.pid!) });
      memory.worker.push({ t, mb: rssMb(worker!.pid!) });
    };
    const heap = { api: [] as (HeapSample & { t: number })[], worker: [] as (HeapSample & { t: number })[] };
    const sampleHeap = async () => {
      const t = Math.round((Date.now() - t0) / 1000);
      const [a, w] = await Promise.all([askHeap(api!), askHeap(worker!)]);
      heap.api.push({ t, ...a });
      heap.worker.push({ t, ...w });
    };
    sample();
    await sampleHeap();
    sampler = setInterval(sample, RSS_EVERY_MS);
    heapSampler = setInterval(() => void sampleHeap().catch((err) => console.error(err)), HEAP_EVERY_MS);
    const run = (steps: Step[], connections: number) =>
      autocannon({ url: started.url, connections, duration: SECONDS, timeout: 30, requests: toRequests(steps, credentials, recorder) });
    const [reviewing, creating] = await Promise.all([run(sessions.review, CONNECTIONS - intake), run(sessions.intake, intake)]);
    sample();
    clearInterval(sampler);
    clearInterval(heapSampler);
    await sampleHeap();
    const seconds = Math.round(((Date.now() - t0) / 1000) * 10) / 10;
    // autocannon drops its sockets at the end, but the API finishes the requests they carried: let it,
    // or stopping it would end its database pool under them.
    await new Promise((r) => setTimeout(r, DRAIN_MS));
    const documents = await documentsValidated(database.url, new Date(t0));

    const routes = recorder.results(seconds);
    const total = routes.reduce((n, r) => n + r.requests, 0);
    const unexpected = routes.reduce(
      (n, r) =>
        n +
        Object.entries(r.statuses)
          .filter(([s]) => !/^2\d\d$/.test(s))
          .reduce((m, [, c]) => m + c, 0),
      0,
    );
    return {
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        reviewConnections: CONNECTIONS - intake,
        intakeConnections: intake,
        applications: APPLICATIONS,
        accounts: ACCOUNTS,
        keys: credentials.length,
        rateLimiting: "off (API_ENV=test, RATE_LIMIT_ENABLED=false)",
        rssSettleSeconds: RSS_SETTLE_SECONDS,
        drainSeconds: DRAIN_MS / 1000,
      },
      seedSeconds,
      seconds,
      requests: total,
      rps: Math.round((total / seconds) * 10) / 10,
      notOk: unexpected,
      documents,
      connectionErrors: reviewing.errors + creating.errors,
      timeouts: reviewing.timeouts + creating.timeouts,
      routes,
      memory: {
        apiMb: summarizeMemory(memory.api, SECONDS, RSS_SETTLE_SECONDS),
        workerMb: summarizeMemory(memory.worker, SECONDS, RSS_SETTLE_SECONDS),
        samples: memory,
        // Live heap after a full GC, sampled every minute and once right after the load.
        apiHeapMb: summarizeMemory(
          heap.api.map((h) => ({ t: h.t, mb: h.heapUsedMb })),
          SECONDS,
          RSS_SETTLE_SECONDS,
        ),
        workerHeapMb: summarizeMemory(
          heap.worker.map((h) => ({ t: h.t, mb: h.heapUsedMb })),
          SECONDS,
          RSS_SETTLE_SECONDS,
        ),
        heapSamples: heap,
      },
      loadavg: { start: loadavgStart, end: readFileSync("/proc/loadavg", "utf8").trim() },
    };
  } finally {
    if (sampler) clearInterval(sampler);
    if (heapSampler) clearInterval(heapSampler);
    for (const child of [api, worker]) {
      if (!child || child.exitCode !== null) continue;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    await temporal.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
