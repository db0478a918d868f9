// Benchmark: GET /api/v1/applications on 1,000,000 applications in PostgreSQL — first page
// and a deep page, with and without filters — through REST, through GraphQL, and the same page
// through raw `pg` as the floor, at 16 concurrent connections. The REST/raw ratio, the figure to decide
// on, comes from alternating rounds (REST then raw, raw then REST, …) whose medians and spread are
// reported, so a shared host's drift falls on both sides alike; and a CPU profile of the API per case
// says where its time per page goes (bench/support/cpuProbe.ts).
import type { ChildProcess } from "node:child_process";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import { createKey } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { APPLICATIONS_LIST } from "../src/domain/applications/list";
import { issueCursor } from "../src/domain/pagination/cursor";
import { ApplicationPageResponse } from "../src/rest/schemas/applications";
import { selectionOf } from "../src/rest/selection";
import { benchDatabase } from "./support/postgres";
import { startApiProcess } from "./support/apiProcess";
import { profiled } from "./support/cpuProbe";
import { runHttpLoad, runLoad, type LoadResult } from "./support/load";

const ROWS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ACCOUNT = "bench-account";
/** Alternating REST/raw rounds per case, each this long after a short warm-up (a smaller host: fewer rows, same rounds). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
/** Where each case's .cpuprofile is written (open in Chrome DevTools or speedscope); unset: summaries only. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

/** The REST/raw ratio of one case over alternating rounds: each round's ratio, their median and spread. */
export interface RatioRounds {
  case: string;
  rounds: { rest: number; raw: number; ratio: number; restFirst: boolean }[];
  median: number;
  min: number;
  max: number;
  /** Interquartile range of the rounds' ratios. */
  iqr: [number, number];
}

/** The API's CPU per page of one case: self milliseconds by part of the code, per REST request. */
export interface CpuPerPage {
  case: string;
  requests: number;
  /** The API process's CPU ms (user and system) per request. */
  busyMsPerPage: number;
  byPart: Record<string, number>;
}

const quantile = (sorted: number[], q: number) => {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo] + (sorted[Math.ceil(at)] - sorted[lo]) * (at - lo);
};
const r3 = (n: number) => Math.round(n * 1000) / 1000;

export async function seed(pool: Pool) {
  // A marker row written last tells a complete seed from an interrupted one.
  const marker = `bench-seed-${ROWS}`;
  const { rowCount } = await pool.query(`SELECT 1 FROM "ServiceSecret" WHERE name = $1`, [marker]);
  if (rowCount) return false;
  console.error(`seeding ${ROWS.toLocaleString()} applications …`);
  await pool.query(`DELETE FROM "Application" WHERE "accountId" = $1`, [ACCOUNT]);
  await pool.query(
    `INSERT INTO "Application" (id, "accountId", name, email, "entityType", status, manual, hidden, "withService", "riskScore", "riskLevel", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, $1,
            (ARRAY['Alpha','Bravo','Charlie','Delta','Echo','Foxtrot','Golf','Hotel'])[1 + i % 8] || ' Investor ' || i,
            'investor' || i || '@example.com',
            (CASE WHEN i % 2 = 0 THEN 'INDIVIDUAL' ELSE 'BUSINESS' END)::"EntityType",
            (ARRAY['PENDING','SUBMITTED','APPROVED','REJECTED'])[1 + i % 4]::"ApplicationStatus",
            i % 10 = 0, i % 20 = 0, false,
            (i::bigint * 7919) % 100,
            (CASE WHEN (i::bigint * 7919) % 100 < 30 THEN 'LOW' WHEN (i::bigint * 7919) % 100 < 60 THEN 'MEDIUM' WHEN (i::bigint * 7919) % 100 < 85 THEN 'HIGH' ELSE 'PROHIBITED' END)::"RiskLevel",
            now() - i * interval '31 seconds', now() - i * interval '29 seconds'
     FROM generate_series(1, $2::int) AS i`,
    [ACCOUNT, ROWS],
  );
  // Fresh statistics first: foreign-key checks of the inserts below plan against them.
  await pool.query(`ANALYZE "Application"`);
  await pool.query(
    `INSERT INTO "Individual" (id, "applicationId", role, "firstName", "lastName", tins, "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, a.id, 'APPLICANT', 'Test', a.name, '[{"tin":"123","issuedBy":"LU"}]', a."createdAt", a."createdAt"
     FROM "Application" a WHERE a."accountId" = $1 AND a."entityType" = 'INDIVIDUAL'`,
    [ACCOUNT],
  );
  await pool.query(
    `INSERT INTO "Business" (id, "applicationId", role, name, country, tins, "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, a.id, 'APPLICANT', a.name, 'LU', '[]', a."createdAt", a."createdAt"
     FROM "Application" a WHERE a."accountId" = $1 AND a."entityType" = 'BUSINESS'`,
    [ACCOUNT],
  );
  await pool.query(`INSERT INTO "Label" (id, "accountId", name) VALUES ('bench-label-1', $1, 'priority') ON CONFLICT DO NOTHING`, [ACCOUNT]);
  await pool.query(
    `INSERT INTO "ApplicationLabel" ("applicationId", "labelId")
     SELECT id, 'bench-label-1' FROM "Application" WHERE "accountId" = $1 AND ("riskScore"::int % 10) = 0`,
    [ACCOUNT],
  );
  await pool.query("ANALYZE");
  await pool.query(`INSERT INTO "ServiceSecret" (name, value) VALUES ($1, 'done')`, [marker]);
  return true;
}

/** The page the service returns, as one hand-written SQL statement per case: the floor. */
export const rawPage = (filtered: boolean, after: boolean) => `
SELECT a.*,
  COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name) FROM "ApplicationLabel" al JOIN "Label" l ON l.id = al."labelId" WHERE al."applicationId" = a.id), '[]') AS labels,
  COALESCE((SELECT json_agg(x."userId" ORDER BY x."createdAt") FROM "ApplicationAssignee" x WHERE x."applicationId" = a.id), '[]') AS assignees,
  COALESCE((SELECT json_agg(i ORDER BY i."createdAt", i.id) FROM "Individual" i WHERE i."applicationId" = a.id), '[]') AS individuals,
  COALESCE((SELECT json_agg(b ORDER BY b."createdAt", b.id) FROM "Business" b WHERE b."applicationId" = a.id), '[]') AS businesses,
  -- The screening state the page carries: its runs' last completion, and the loaded lists (once per statement).
  (SELECT json_build_array(max(r."completedAt"), COALESCE(bool_or(r."completedAt" IS NULL), false)) FROM "ScreeningRequest" r WHERE r."applicationId" = a.id) AS screening,
  (SELECT COALESCE(json_agg(l ORDER BY l.list), '[]') FROM (
     SELECT i.list, max(i.version)::int AS version, min(i."createdAt") AS "firstImportAt", max(i."createdAt") AS "lastImportAt", s."everySeconds", s."lastSuccessAt"
     FROM "WatchlistImport" i LEFT JOIN "WatchlistSource" s ON s.list = i.list AND s."removedAt" IS NULL
     GROUP BY i.list, s."everySeconds", s."lastSuccessAt" HAVING sum(i.added) - sum(i.removed) > 0) l) AS lists
FROM "Application" a
WHERE a."accountId" = $1
  ${filtered ? `AND a.status = ANY($2::"ApplicationStatus"[]) AND a."riskLevel" = ANY($3::"RiskLevel"[])` : ""}
  ${after ? `AND (a."updatedAt", a.id) < ($${filtered ? 4 : 2}::timestamp, $${filtered ? 5 : 3}::text)` : ""}
ORDER BY a."updatedAt" DESC, a.id DESC
LIMIT 51`;

interface Case {
  name: string;
  query: string;
  status: string[] | null;
  riskLevels: string[] | null;
  after: { updatedAt: Date; id: string } | null;
}

export async function benchApplications(): Promise<{
  rows: number;
  results: LoadResult[];
  ratios: RatioRounds[];
  cpu: CpuPerPage[];
  checks: Record<string, { value: number; target: string; pass: boolean }>;
}> {
  // A smaller seed gets a database of its own, so it never reseeds the full one.
  const database = await benchDatabase(ROWS === 1_000_000 ? "compliance_bench" : `compliance_bench_${ROWS}`);
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const pool = new Pool({ connectionString: database.url, max: CONCURRENCY });
  let server: ChildProcess | undefined;
  try {
    await loadServiceSecrets(db.prisma);
    await db.prisma.account.upsert({ where: { id: ACCOUNT }, create: { id: ACCOUNT, name: "Bench Fund Services" }, update: {} });
    await seed(pool);
    const { key } = await createKey(db.prisma, "cmp", { accountId: ACCOUNT, env: "test", name: "bench" });

    const deepRow = async (status: string[] | null, riskLevels: string[] | null, offset: number) => {
      const { rows } = await pool.query(
        `SELECT id, "updatedAt" FROM "Application" WHERE "accountId" = $1 AND ($2::text[] IS NULL OR status::text = ANY($2)) AND ($3::text[] IS NULL OR "riskLevel"::text = ANY($3))
         ORDER BY "updatedAt" DESC, id DESC OFFSET $4 LIMIT 1`,
        [ACCOUNT, status, riskLevels, offset],
      );
      return { updatedAt: rows[0].updatedAt as Date, id: rows[0].id as string };
    };
    const DEEP = `deep page (row ${Math.floor(ROWS / 2).toLocaleString("en")})`;
    const filteredStatus = ["SUBMITTED"];
    const filteredRisk = ["HIGH", "PROHIBITED"];
    const cases: Case[] = [
      { name: "first page", query: "", status: null, riskLevels: null, after: null },
      { name: DEEP, query: "", status: null, riskLevels: null, after: await deepRow(null, null, Math.floor(ROWS / 2)) },
      { name: "filtered first page", query: "status=SUBMITTED&riskLevels=HIGH,PROHIBITED", status: filteredStatus, riskLevels: filteredRisk, after: null },
      {
        name: "filtered deep page",
        query: "status=SUBMITTED&riskLevels=HIGH,PROHIBITED",
        status: filteredStatus,
        riskLevels: filteredRisk,
        after: await deepRow(filteredStatus, filteredRisk, Math.floor(ROWS / 20)),
      },
    ];

    const api = await startApiProcess(database.url);
    server = api.process;
    const url = api.url;

    const selection = selectionOf(ApplicationPageResponse);
    const gqlQuery = `query($filter: ApplicationFilter, $cursor: String, $limit: Int) { applications(filter: $filter, cursor: $cursor, limit: $limit) ${selection} }`;
    const headers = { authorization: `Bearer ${key}` };
    const results: LoadResult[] = [];
    const loadOptions = { concurrency: CONCURRENCY, seconds: SECONDS, warmupSeconds: 2 };
    const load = (name: string, fn: () => Promise<boolean>) => runLoad(name, fn, loadOptions);

    const ratios: RatioRounds[] = [];
    const cpu: CpuPerPage[] = [];
    for (const c of cases) {
      const cursor = c.after ? issueCursor(APPLICATIONS_LIST, ACCOUNT, "desc", "updatedAt", c.after.updatedAt, c.after.id) : null;
      const restUrl = `${url}/api/v1/applications?limit=50${c.query ? `&${c.query}` : ""}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const probe = await fetch(restUrl, { headers });
      const probeBody = (await probe.json()) as { items: unknown[] };
      if (probe.status !== 200 || probeBody.items.length !== 50)
        throw new Error(`${c.name}: REST answered ${probe.status} with ${probeBody.items?.length} items`);
      results.push(await runHttpLoad(`REST ${c.name}`, { url: restUrl, headers }, loadOptions));

      const body = JSON.stringify({
        query: gqlQuery,
        variables: { limit: 50, cursor, filter: c.status ? { status: c.status, riskLevels: c.riskLevels } : null },
      });
      const gqlProbe = (await (
        await fetch(`${url}/graphql`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body })
      ).json()) as { data?: { applications: { items: unknown[] } } };
      if (gqlProbe.data?.applications.items.length !== 50) throw new Error(`${c.name}: GraphQL answered ${JSON.stringify(gqlProbe).slice(0, 300)}`);
      results.push(
        await runHttpLoad(
          `GraphQL ${c.name}`,
          { url: `${url}/graphql`, method: "POST", headers: { ...headers, "content-type": "application/json" }, body },
          loadOptions,
        ),
      );
      const rawSql = rawPage(!!c.status, !!c.after);
      const rawParams = [ACCOUNT, ...(c.status ? [c.status, c.riskLevels] : []), ...(c.after ? [c.after.updatedAt, c.after.id] : [])];
      const rawQuery = async () => {
        const r = await pool.query(rawSql, rawParams);
        JSON.stringify(r.rows);
        return r.rows.length === 51;
      };
      results.push(await load(`raw pg ${c.name}`, rawQuery));

      // The ratio to decide on: rounds alternating which side goes first, so drift of the shared host
      // (other processes' load coming and going) weighs on both sides of each round alike.
      const roundOptions = { concurrency: CONCURRENCY, seconds: ROUND_SECONDS, warmupSeconds: 1 };
      const rounds: RatioRounds["rounds"] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const restFirst = i % 2 === 0;
        const rest = () => runHttpLoad(`REST ${c.name} round ${i + 1}`, { url: restUrl, headers }, roundOptions);
        const raw = () => runLoad(`raw pg ${c.name} round ${i + 1}`, rawQuery, roundOptions);
        const [a, b] = restFirst ? [await rest(), await raw()] : (([y, x]) => [x, y])([await raw(), await rest()]);
        rounds.push({ rest: a.rps, raw: b.rps, ratio: r3(a.rps / b.rps), restFirst });
      }
      const sorted = rounds.map((r) => r.ratio).sort((x, y) => x - y);
      ratios.push({
        case: c.name,
        rounds,
        median: r3(quantile(sorted, 0.5)),
        min: sorted[0],
        max: sorted[sorted.length - 1],
        iqr: [r3(quantile(sorted, 0.25)), r3(quantile(sorted, 0.75))],
      });
      console.error(`REST/raw ${c.name}: median ${ratios.at(-1)!.median} (${sorted.join(", ")})`);

      // Where the API's CPU per page goes, on a separate stretch (the profiler slows what it watches).
      const file = PROFILE_DIR ? `${PROFILE_DIR}/applications-${c.name.replace(/\W+/g, "-")}.cpuprofile` : undefined;
      const { cpu: sample } = await profiled(api.process, () => runHttpLoad(`REST ${c.name} (profiled)`, { url: restUrl, headers }, roundOptions), file);
      // Per request the API began while profiled (its warm-up included, as in the CPU time).
      const busyMsPerPage = sample.cpuMs / sample.requests;
      const byPart = Object.fromEntries(
        Object.entries(sample.shares)
          .sort(([, x], [, y]) => y - x)
          .map(([part, share]) => [part, r3(share * busyMsPerPage)]),
      );
      cpu.push({ case: c.name, requests: sample.requests, busyMsPerPage: r3(busyMsPerPage), byPart });
    }

    const by = (name: string) => results.find((r) => r.name === name)!;
    const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
    const checks = {
      "deep/first p99 (REST)": { value: ratio(by(`REST ${DEEP}`).p99, by("REST first page").p99), target: "≤ 1.5", pass: false },
      "deep/first p99 (REST, filtered)": { value: ratio(by("REST filtered deep page").p99, by("REST filtered first page").p99), target: "≤ 1.5", pass: false },
      // One executor for both doors: GraphQL within 10% of REST on the same page.
      "GraphQL/REST throughput (first page)": { value: ratio(by("GraphQL first page").rps, by("REST first page").rps), target: "≥ 0.9", pass: false },
      // Every case, each the median of its alternating rounds.
      ...Object.fromEntries(
        ratios.map((r) => [
          `REST/raw pg throughput (${r.case}), median of ${r.rounds.length} alternating rounds`,
          { value: r.median, target: "≥ 0.7", pass: false },
        ]),
      ),
    };
    for (const check of Object.values(checks)) {
      check.pass = check.target.startsWith("≤") ? check.value <= Number(check.target.slice(2)) : check.value >= Number(check.target.slice(2));
    }
    return { rows: ROWS, results, ratios, cpu, checks };
  } finally {
    server?.kill("SIGTERM");
    await pool.end();
    await db.close();
    await database.stop();
  }
}
