// Benchmark: the account-wide review queue (GET /api/v1/screening/queue) at 3,000,000
// screening hits in one account of PostgreSQL: its first page, a deep page (a cursor a million hits
// in), a filtered first and deep page, beside the same account's applications first page, which the
// queue must read like (keyset indexes, no sort of the queue), at 16 concurrent connections. Each queue
// item carries its application's id, name and risk level, joined in the page's statement.
import type { ChildProcess } from "node:child_process";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import { createKey } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { issueCursor } from "../src/domain/pagination/cursor";
import { SCREENING_QUEUE_LIST } from "../src/domain/screening/queue";
import { benchDatabase } from "./support/postgres";
import { startApiProcess } from "./support/apiProcess";
import { runHttpLoad, runLoad, type LoadResult } from "./support/load";
import { measureInProcess, type InProcessCost } from "./support/inProcess";
import { LocalObjectStore } from "../src/storage/localStore";
import { selectionOf } from "../src/rest/selection";
import { ApplicationPageResponse } from "../src/rest/schemas/applications";
import { ScreeningQueuePageResponse } from "../src/rest/schemas/screening";

const HITS = Number(process.env.BENCH_QUEUE_HITS ?? 3_000_000);
const HITS_PER_APPLICATION = 100;
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCOUNT = "bench-queue-account";
/** Rows per INSERT: the statement-level triggers (hit counts, search words) see one batch at a time. */
const CHUNK = 250_000;

async function seed(pool: Pool) {
  // A marker row written last tells a complete seed from an interrupted one.
  const marker = `bench-queue-seed-${HITS}`;
  if ((await pool.query(`SELECT 1 FROM "ServiceSecret" WHERE name = $1`, [marker])).rowCount) return;
  const applications = Math.ceil(HITS / HITS_PER_APPLICATION);
  console.error(`seeding ${applications.toLocaleString()} applications and ${HITS.toLocaleString()} screening hits …`);
  await pool.query(`DELETE FROM "Application" WHERE "accountId" = $1`, [ACCOUNT]);
  await pool.query(
    `INSERT INTO "Application" (id, "accountId", name, email, "entityType", status, manual, hidden, "withService", "riskScore", "riskLevel", "createdAt", "updatedAt")
     SELECT 'qapp-' || i, $1, 'Queue Investor ' || i, 'q' || i || '@example.com', 'INDIVIDUAL', 'SUBMITTED', false, false, false, i % 100,
            (ARRAY['LOW','MEDIUM','HIGH','PROHIBITED'])[1 + (i / 3) % 4]::"RiskLevel", now() - i * interval '1 minute', now() - i * interval '1 minute'
     FROM generate_series(1, $2::int) AS i`,
    [ACCOUNT, applications],
  );
  await pool.query(`ANALYZE "Application"`);
  for (let from = 1; from <= HITS; from += CHUNK) {
    const to = Math.min(HITS, from + CHUNK - 1);
    const started = Date.now();
    // Three in five awaiting review (NOT_REVIEWED or IN_REVIEW), the rest decided; four types, four sources, both origins.
    await pool.query(
      `INSERT INTO "ScreeningHit" (id, "accountId", "applicationId", type, status, source, origin, details, "createdAt", "updatedAt")
       SELECT 'qhit-' || j, $1, 'qapp-' || (1 + (j - 1) % $4::int),
              (ARRAY['SANCTIONS','PEP','WARNING','ADVERSE_MEDIA'])[1 + j % 4]::"ScreeningType",
              (ARRAY['NOT_REVIEWED','NOT_REVIEWED','IN_REVIEW','FALSE_POSITIVE','CONFIRMED'])[1 + (j / 4) % 5]::"HitStatus",
              (ARRAY['list-a','list-b','list-c','manual'])[1 + (j / 20) % 4],
              (ARRAY['INITIAL_SCREENING','ONGOING_MONITORING'])[1 + (j / 7) % 2]::"HitOrigin",
              jsonb_build_object('title', 'Listed person ' || j), now() - ($5::int - j) * interval '1 second', now() - ($5::int - j) * interval '1 second'
       FROM generate_series($2::int, $3::int) AS j`,
      [ACCOUNT, from, to, applications, HITS],
    );
    console.error(`  hits ${from.toLocaleString()}–${to.toLocaleString()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await pool.query("ANALYZE");
  await pool.query(`INSERT INTO "ServiceSecret" (name, value) VALUES ($1, 'done')`, [marker]);
}

export interface QueueBenchResult {
  hits: number;
  applications: number;
  openHits: number;
  results: LoadResult[];
  /** API CPU per execution of each route's operation, in the bench process (independent of the machine's load). */
  inProcess: InProcessCost[];
  checks: Record<string, { value: number; target: string; pass: boolean }>;
}

export async function benchQueue(): Promise<QueueBenchResult> {
  const database = await benchDatabase("compliance_bench_queue");
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const pool = new Pool({ connectionString: database.url, max: 4 });
  let server: ChildProcess | undefined;
  try {
    await loadServiceSecrets(db.prisma);
    await db.prisma.account.upsert({ where: { id: ACCOUNT }, create: { id: ACCOUNT, name: "Bench Review Desk" }, update: {} });
    await seed(pool);
    const { key, id: apiKeyId, userId } = await createKey(db.prisma, "cmp", { accountId: ACCOUNT, env: "test", name: "bench-queue" });
    const secrets = await loadServiceSecrets(db.prisma);
    const objectStore = new LocalObjectStore("/tmp/bench-queue-objects", secrets.objectUrlSigningKey, () => "http://127.0.0.1", 512 * 1024 * 1024);
    const actor = { accountId: ACCOUNT, apiKeyId, userId, userName: "bench", operator: false };
    const inProcess = [
      await measureInProcess(
        "applications page (50)",
        db,
        objectStore,
        actor,
        `query { applications(limit: 50) ${selectionOf(ApplicationPageResponse)} }`,
        {},
        100,
      ),
      await measureInProcess(
        "queue page (50)",
        db,
        objectStore,
        actor,
        `query { screeningQueue(limit: 50) ${selectionOf(ScreeningQueuePageResponse)} }`,
        {},
        100,
      ),
    ];
    console.error(JSON.stringify(inProcess));
    const openHits = Number(
      (await pool.query(`SELECT count(*) FROM "ScreeningHit" WHERE "accountId" = $1 AND status IN ('NOT_REVIEWED','IN_REVIEW')`, [ACCOUNT])).rows[0].count,
    );

    /** The row a reviewer's cursor stands on `offset` rows into the queue (oldest first) under the filter. */
    const rowAt = async (offset: number, types: string[] | null) => {
      const { rows } = await pool.query(
        `SELECT id, "createdAt" FROM "ScreeningHit" WHERE "accountId" = $1 AND status IN ('NOT_REVIEWED','IN_REVIEW') AND ($2::text[] IS NULL OR type::text = ANY($2))
         ORDER BY "createdAt", id OFFSET $3 LIMIT 1`,
        [ACCOUNT, types, offset],
      );
      return { createdAt: rows[0].createdAt as Date, id: rows[0].id as string };
    };
    const cursorOf = (row: { createdAt: Date; id: string }) => issueCursor(SCREENING_QUEUE_LIST, ACCOUNT, "asc", "createdAt", row.createdAt, row.id);
    const deepOffset = Math.floor(openHits / 2);
    const deep = await rowAt(deepOffset, null);
    const filteredDeep = await rowAt(Math.floor(openHits / 8), ["SANCTIONS"]);

    // The statement the service sends (src/domain/screening/queue.ts: the hits joined to their applications'
    // id, name and risk level), timed through a pool: what the page costs to read.
    const statement = (extra: string, after: boolean, order = "ASC") => `
      SELECT h.*, json_build_object('id', a.id, 'name', a.name, 'riskLevel', a."riskLevel") AS "applicationSummary"
      FROM "ScreeningHit" h JOIN "Application" a ON a.id = h."applicationId" AND a."accountId" = h."accountId"
      WHERE h."accountId" = $1 AND h.status = ANY(CAST(CAST('{NOT_REVIEWED,IN_REVIEW}' AS text[]) AS "HitStatus"[])) ${extra}
        ${after ? `AND (h."createdAt", h.id) ${order === "ASC" ? ">" : "<"} ($2, $3)` : ""}
      ORDER BY h."createdAt" ${order}, h.id ${order} LIMIT 51`;
    const filter = `AND h.type = 'SANCTIONS' AND h.source = 'list-a' AND a."riskLevel" = 'HIGH'`;
    const reads: { name: string; sql: string; params: unknown[]; rows: number }[] = [
      {
        name: "applications first page (reference)",
        sql: `SELECT a.* FROM "Application" a WHERE a."accountId" = $1 ORDER BY a."updatedAt" DESC, a.id DESC LIMIT 51`,
        params: [ACCOUNT],
        rows: 51,
      },
      { name: "queue first page", sql: statement("", false), params: [ACCOUNT], rows: 51 },
      { name: `queue deep page (row ${deepOffset.toLocaleString("en")})`, sql: statement("", true), params: [ACCOUNT, deep.createdAt, deep.id], rows: 51 },
      { name: "queue newest first", sql: statement("", false, "DESC"), params: [ACCOUNT], rows: 51 },
      { name: "queue filtered first page (SANCTIONS, list-a, HIGH risk)", sql: statement(filter, false), params: [ACCOUNT], rows: 51 },
      {
        name: "queue filtered deep page (SANCTIONS)",
        sql: statement(`AND h.type = 'SANCTIONS'`, true),
        params: [ACCOUNT, filteredDeep.createdAt, filteredDeep.id],
        rows: 51,
      },
    ];
    const statements: LoadResult[] = [];
    for (const r of reads) {
      statements.push(
        await runLoad(`SQL ${r.name}`, async () => (await pool.query(r.sql, r.params)).rows.length === r.rows, {
          concurrency: 4,
          seconds: Math.min(SECONDS, 5),
          warmupSeconds: 1,
        }),
      );
    }
    if (process.env.BENCH_INPROCESS_ONLY)
      return { hits: HITS, applications: Math.ceil(HITS / HITS_PER_APPLICATION), openHits, results: statements, inProcess, checks: {} };
    const api = await startApiProcess(database.url);
    server = api.process;
    const headers = { authorization: `Bearer ${key}` };
    const cases: { name: string; path: string }[] = [
      { name: "applications first page (reference)", path: "/api/v1/applications?limit=50" },
      { name: "queue first page", path: "/api/v1/screening/queue?limit=50" },
      {
        name: `queue deep page (row ${deepOffset.toLocaleString("en")})`,
        path: `/api/v1/screening/queue?limit=50&cursor=${encodeURIComponent(cursorOf(deep))}`,
      },
      { name: "queue newest first", path: "/api/v1/screening/queue?limit=50&order=desc" },
      { name: "queue filtered first page (SANCTIONS, list-a, HIGH risk)", path: "/api/v1/screening/queue?limit=50&type=SANCTIONS&list=list-a&riskLevels=HIGH" },
      {
        name: "queue filtered deep page (SANCTIONS)",
        path: `/api/v1/screening/queue?limit=50&type=SANCTIONS&cursor=${encodeURIComponent(cursorOf(filteredDeep))}`,
      },
    ];
    const results: LoadResult[] = [];
    for (const c of cases) {
      const url = `${api.url}${c.path}`;
      const probe = await fetch(url, { headers });
      const body = (await probe.json()) as { items?: unknown[] };
      if (probe.status !== 200 || body.items?.length !== 50) throw new Error(`${c.name}: answered ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
      if (c.name.startsWith("queue") && !(body.items[0] as { applicationSummary?: { name?: string } }).applicationSummary?.name) {
        throw new Error(`${c.name}: items carry no applicationSummary`);
      }
      results.push(await runHttpLoad(c.name, { url, headers }, { concurrency: CONCURRENCY, seconds: SECONDS, warmupSeconds: 2 }));
    }
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const checks: QueueBenchResult["checks"] = {};
    // What the issue asks: a queue page at 3M hits reads like an application page. Medians: on 2 shared
    // cores a p99 measures the neighbours as much as the page (p99s are in the table).
    for (const r of statements.slice(1)) {
      const value = ratio(r.p50, statements[0].p50);
      checks[`${r.name.replace(/^SQL /, "")}: read p50 / applications page read p50`] = { value, target: "≤ 1.5", pass: value <= 1.5 };
    }
    // Each queue item carries its application (id, name, risk level): the page over HTTP, and its API CPU, against the applications page's.
    const appsHttp = results.find((r) => r.name === "applications first page (reference)")!;
    const queueHttp = results.find((r) => r.name === "queue first page")!;
    const httpRatio = ratio(queueHttp.p50, appsHttp.p50);
    checks["HTTP queue first page p50 / applications first page p50"] = { value: httpRatio, target: "≤ 1.5", pass: httpRatio <= 1.5 };
    const cpuRatio = ratio(inProcess[1].cpuMsPerRun, inProcess[0].cpuMsPerRun);
    checks["API CPU per queue page / per applications page"] = { value: cpuRatio, target: "≤ 1.5", pass: cpuRatio <= 1.5 };
    // Keyset paging over HTTP: a page a million hits in answers as the first does.
    const first = results.find((r) => r.name === "queue first page")!;
    const deepHttp = results.find((r) => r.name.startsWith("queue deep page"))!;
    const deepRatio = ratio(deepHttp.p50, first.p50);
    checks["HTTP deep page p50 / first page p50"] = { value: deepRatio, target: "≤ 1.5", pass: deepRatio <= 1.5 };
    results.unshift(...statements);
    return { hits: HITS, applications: Math.ceil(HITS / HITS_PER_APPLICATION), openHits, results, inProcess, checks };
  } finally {
    server?.kill("SIGTERM");
    await pool.end();
    await db.close();
    await database.stop();
  }
}
