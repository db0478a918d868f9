// Where the database time of a whole-structure `PUT …/ownership` goes: the real write path
// (replaceOwnershipStructure) in process against PostgreSQL, every statement the driver sends timed
// by wrapping pg's Client.query, grouped by statement; then EXPLAIN ANALYZE of the edge insert as the
// write path sends it (rolled back). The circle of bench/abuse.ts (29 companies each holding every
// other, 842 edges) written into an empty application, then replaced again unchanged and again with
// every share changed; and the bulk import (300 nodes, 1,000 edges).
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:55432/postgres npx tsx bench/abuseOwnershipStatements.ts
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/db/client";
import { loadPg } from "../src/db/pgDriver";
import { createAccount } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { createApplication } from "../src/domain/applications/service";
import { replaceOwnershipStructure } from "../src/domain/ownership/replace";
import { registerPolicies } from "../src/domain/decisions/policies";
import type { Actor } from "../src/domain/auth/context";
import { benchDatabase } from "./support/postgres";
import { bulkStructure, circularStructure } from "./abuse";

interface Timed {
  text: string;
  ms: number;
  values?: unknown[];
}
const log: Timed[] = [];
let recording = false;

function wrapDriver() {
  const pg = loadPg();
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const config = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof config === "string" ? config : config.text;
    const values = typeof config === "string" ? (args[1] as unknown[] | undefined) : config.values;
    const result = original.apply(this, args);
    if (recording && result && typeof (result as Promise<unknown>).then === "function") {
      void (result as Promise<unknown>).then(
        () => log.push({ text, ms: performance.now() - started, values }),
        () => log.push({ text: `FAILED ${text}`, ms: performance.now() - started }),
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

const shortText = (text: string) => text.replace(/\s+/g, " ").replace(/\$\d+/g, "$").slice(0, 110);

async function timedWrite(label: string, write: () => Promise<void>) {
  log.length = 0;
  recording = true;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await write();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  recording = false;
  await new Promise((r) => setTimeout(r, 20));
  const groups = new Map<string, { n: number; ms: number }>();
  for (const s of log) {
    const key = shortText(s.text);
    const g = groups.get(key) ?? { n: 0, ms: 0 };
    g.n++;
    g.ms += s.ms;
    groups.set(key, g);
  }
  const dbMs = log.reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `\n== ${label}: wall ${wall.toFixed(1)} ms, CPU ${((used.user + used.system) / 1000).toFixed(1)} ms, ${log.length} statements, ${dbMs.toFixed(1)} ms in the driver`,
  );
  for (const [text, g] of [...groups.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14))
    console.log(`${g.ms.toFixed(1).padStart(8)} ms ${String(g.n).padStart(4)}×  ${text}`);
  return [...log];
}

async function main() {
  wrapDriver();
  const database = await benchDatabase("compliance_bench_ownership_statements", { fresh: true });
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  try {
    await loadServiceSecrets(db.prisma);
    registerPolicies();
    const account = await createAccount(db.prisma, { name: "bench-ownership-statements" });
    const actor: Actor = { accountId: account.id, apiKeyId: "bench", userId: "bench", userName: "Bench Analyst", operator: false };
    const business = async (name: string) => {
      const app = await createApplication(db.prisma, actor, { entityType: "BUSINESS", name, business: { name, country: "LU" } });
      return { app: app.id, businessId: (await db.prisma.business.findFirstOrThrow({ where: { applicationId: app.id } })).id };
    };
    const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
    let edgeInsert: Timed | undefined;
    for (let round = 0; round < rounds; round++) {
      const circleApp = await business(`Circle Holdings ${round} SA`);
      const circle = circularStructure(circleApp.businessId, 29);
      const first = await timedWrite(`circle, ${circle.edges.length} edges, into an empty application`, () =>
        replaceOwnershipStructure(db.prisma, actor, circleApp.app, circle),
      );
      edgeInsert ??= first.find((s) => /INSERT INTO "OwnershipEdge"/.test(s.text));
      await timedWrite("circle replaced again, unchanged", () => replaceOwnershipStructure(db.prisma, actor, circleApp.app, circle));
      const changed = { ...circle, edges: circle.edges.map((e) => ({ ...e, percent: (e.percent as number) + 1 })) };
      await timedWrite("circle replaced again, every share changed", () => replaceOwnershipStructure(db.prisma, actor, circleApp.app, changed));
      const bulkApp = await business(`Bulk Import ${round} SA`);
      const bulk = bulkStructure(bulkApp.businessId);
      await timedWrite(`bulk import, ${bulk.nodes.length} nodes and ${bulk.edges.length} edges`, () =>
        replaceOwnershipStructure(db.prisma, actor, bulkApp.app, bulk),
      );
    }
    if (edgeInsert && process.env.BENCH_EXPLAIN !== "0") {
      // The same statement with the same values, on the same application's nodes: its edges removed
      // first, all of it rolled back.
      const pg = loadPg();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("BEGIN");
        await client.query(`DELETE FROM "OwnershipEdge" WHERE id = ANY($1::text[])`, [
          (await client.query(`SELECT id FROM "OwnershipEdge"`)).rows.map((r: { id: string }) => r.id),
        ]);
        // As the write path runs it: the application's row locked first (withApplicationChange).
        if (process.env.BENCH_EXPLAIN_LOCKED !== "0")
          await client.query(`SELECT id FROM "Application" WHERE id = $1 FOR UPDATE`, [String(edgeInsert.values?.[2]).slice(1).split(",")[0]]);
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING) ${edgeInsert.text}`, edgeInsert.values);
        console.log(`\n== EXPLAIN ANALYZE of the edge insert\n${plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}`);
      } catch (error) {
        console.log(`EXPLAIN failed: ${(error as Error).message}`);
      } finally {
        await client.query("ROLLBACK");
        await client.end();
      }
    }
  } finally {
    await db.close();
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
