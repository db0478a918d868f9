// Where the API's CPU per applications page goes, without a load generator in the way: the API runs
// in this process (startService, NODE_ENV=production, as bench/server.ts) and one keep-alive client
// asks for the REST page of each case of bench/applications.ts in turn, one request at a time. Run it
// under `node --cpu-prof` for a flame view; it prints the process's CPU per page, which includes the
// client's small share (node:http parsing a 40 KB body), the same before and after a change.
//
//   BENCH_DATABASE_URL=… BENCH_APPLICATIONS=50000 npx tsx bench/applicationsProfile.ts
//   BENCH_PROFILE_DIR=/tmp/prof: writes each case's measured loop as a .cpuprofile (V8's sampler, 200 µs).
//   BENCH_PAGE_SNAPSHOT=/tmp/pages.json: also writes each case's response (status, headers, body) to compare commits.
import http from "node:http";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { Pool } from "pg";
import { loadConfig } from "../src/config";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { createKey } from "../src/domain/accounts/admin";
import { APPLICATIONS_LIST } from "../src/domain/applications/list";
import { issueCursor } from "../src/domain/pagination/cursor";
import { openDatabase } from "../src/db/client";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { benchDatabase } from "./support/postgres";
import { ACCOUNT, rawPage, seed } from "./applications";
import { schema } from "../src/schema";
import { createContext } from "../src/schema/context";
import { routes } from "../src/rest/routeTable";
import { compileRoutes } from "../src/rest/router";
import { omitAbsent } from "../src/rest/selection";
import { LocalObjectStore } from "../src/storage/localStore";

const ROWS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const PIECE_RUNS = Number(process.env.BENCH_PIECE_RUNS ?? 300);

/** CPU ms per call of each piece, the pieces interleaved call by call so the host's drift falls on all alike. */
async function cpuPerCall(pieces: Record<string, () => Promise<unknown> | unknown>, runs: number): Promise<Record<string, number>> {
  const spent: Record<string, number> = Object.fromEntries(Object.keys(pieces).map((k) => [k, 0]));
  for (let i = 0; i < runs + 20; i++) {
    for (const [name, piece] of Object.entries(pieces)) {
      const before = process.cpuUsage();
      await piece();
      const used = process.cpuUsage(before);
      if (i >= 20) spent[name] += (used.user + used.system) / 1000;
    }
  }
  return Object.fromEntries(Object.entries(spent).map(([k, ms]) => [k, Math.round((ms / runs) * 1000) / 1000]));
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

void (async () => {
  const database = await benchDatabase(ROWS === 1_000_000 ? "compliance_bench" : `compliance_bench_${ROWS}`);
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const pool = new Pool({ connectionString: database.url, max: 2 });
  await loadServiceSecrets(db.prisma);
  await db.prisma.account.upsert({ where: { id: ACCOUNT }, create: { id: ACCOUNT, name: "Bench Fund Services" }, update: {} });
  await seed(pool);
  const { key } = await createKey(db.prisma, "cmp", { accountId: ACCOUNT, env: "test", name: "bench-profile" });
  const deep = async (status: string[] | null, risk: string[] | null, offset: number) => {
    const { rows } = await pool.query(
      `SELECT id, "updatedAt" FROM "Application" WHERE "accountId" = $1 AND ($2::text[] IS NULL OR status::text = ANY($2)) AND ($3::text[] IS NULL OR "riskLevel"::text = ANY($3))
       ORDER BY "updatedAt" DESC, id DESC OFFSET $4 LIMIT 1`,
      [ACCOUNT, status, risk, offset],
    );
    return issueCursor(APPLICATIONS_LIST, ACCOUNT, "desc", "updatedAt", rows[0].updatedAt as Date, rows[0].id as string);
  };
  const filter = "status=SUBMITTED&riskLevels=HIGH,PROHIBITED";
  const cases = [
    { name: "first page", query: "limit=50" },
    { name: "deep page", query: `limit=50&cursor=${encodeURIComponent(await deep(null, null, Math.floor(ROWS / 2)))}` },
    { name: "filtered first page", query: `limit=50&${filter}` },
    {
      name: "filtered deep page",
      query: `limit=50&${filter}&cursor=${encodeURIComponent(await deep(["SUBMITTED"], ["HIGH", "PROHIBITED"], Math.floor(ROWS / 20)))}`,
    },
  ];
  // The route's own compiled operation, run in-process as the router runs it, beside the floor.
  const route = compileRoutes(
    schema,
    routes.filter((r) => r.method === "get" && r.path === "/applications"),
  )[0];
  const apiKeyId = (await db.prisma.apiKey.findFirstOrThrow({ where: { accountId: ACCOUNT }, select: { id: true } })).id;
  const actor = { accountId: ACCOUNT, apiKeyId, userId: apiKeyId, userName: "bench", operator: false };
  const objectStore = new LocalObjectStore("/tmp/compliance-bench-data", "bench-signing-key", () => "http://127.0.0.1", 1 << 20);
  const pieceCases = [{ name: "first page", variables: { limit: 50 }, raw: [false, false] as const, params: [ACCOUNT] }];
  for (const c of pieceCases) {
    const rawSql = rawPage(...c.raw);
    const run = () => route.compiled.run(createContext(db.prisma, actor, { sql: db.sql, objectStore }), c.variables);
    const data = ((await run()).data as Record<string, unknown>).applications;
    const shaped = omitAbsent(route.response.schema, data);
    const text = JSON.stringify(shaped);
    const rawRows = (await pool.query(rawSql, c.params)).rows;
    const pieces = await cpuPerCall(
      {
        "execute (SQL, rows, resolvers)": run,
        omitAbsent: () => omitAbsent(route.response.schema, data),
        "JSON.stringify": () => JSON.stringify(shaped),
        "Buffer.from (res.send)": () => Buffer.from(text, "utf8"),
        "raw floor: pg query": () => pool.query(rawSql, c.params),
        "raw floor: JSON.stringify": () => JSON.stringify(rawRows),
      },
      PIECE_RUNS,
    );
    console.log(`${c.name} in-process, CPU ms per call: ${JSON.stringify(pieces)}`);
  }
  await pool.end();
  await db.close();

  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    PORT: "0",
    TEMPORAL_ADDRESS: "127.0.0.1:1",
    RATE_LIMIT_ENABLED: "false",
    DATA_DIR: "/tmp/compliance-bench-data",
  });
  const service = await startService(config, { api: true, worker: false, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${key}` };
  const snapshot: Record<string, unknown> = {};
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const session = new Session();
  if (profileDir) {
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
  }
  // Two references: a request with no work (the HTTP floor of this client and server) and a page of one row (the fixed cost of an authenticated route).
  const references =
    process.env.BENCH_REFERENCES === "0"
      ? []
      : [
          { name: "GET /healthz", path: "/healthz" },
          { name: "page of 1", path: "/api/v1/applications?limit=1" },
        ];
  for (const c of [...references, ...cases.map((x) => ({ name: x.name, path: `/api/v1/applications?${x.query}` }))]) {
    const url = `${service.apiUrl}${c.path}`;
    const first = await get(agent, url, headers);
    if (first.status !== 200) throw new Error(`${c.name}: ${first.status} ${first.body.slice(0, 300)}`);
    // The response as a client sees it, minus what differs by request (its id, the date).
    const { "x-request-id": _id, date: _date, "keep-alive": _ka, ...stable } = first.headers;
    snapshot[c.name] = { status: first.status, headers: stable, body: JSON.parse(first.body) };
    for (let i = 0; i < 100; i++) await get(agent, url, headers); // warm-up: JIT, prepared statements
    if (profileDir) await session.post("Profiler.start");
    const started = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < PAGES; i++) await get(agent, url, headers);
    const used = process.cpuUsage(started);
    if (profileDir) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(`${profileDir}/applications-${c.name.replace(/\W+/g, "-")}.cpuprofile`, JSON.stringify(profile));
    }
    const ms = (used.user + used.system) / 1000 / PAGES;
    console.log(
      `${c.name}: ${ms.toFixed(3)} ms CPU per page (${PAGES} pages, ${((performance.now() - wall) / PAGES).toFixed(2)} ms wall each, ${first.body.length} bytes)`,
    );
  }
  if (process.env.BENCH_PAGE_SNAPSHOT) writeFileSync(process.env.BENCH_PAGE_SNAPSHOT, JSON.stringify(snapshot, null, 2) + "\n");
  agent.destroy();
  await service.stop();
  await database.stop();
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
