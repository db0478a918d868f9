// The whole-structure `PUT …/ownership` over HTTP, one request at a time, against the API in its own
// process (NODE_ENV=production) as bench/abuse.ts runs it: the circle of the attack (29 companies each
// holding every other, 842 edges) written into an empty application and then replaced again and again
// as the attacker does, every other time with every share changed; and the bulk import (300 nodes,
// 1,000 edges), each into a new application. Per PUT: the wall time the client saw and the API
// process's CPU (user + system from /proc, 10 ms ticks). Prints one JSON line; run from two checkouts
// in alternating rounds to compare commits (bench/README.md "One tenant cannot stall another").
//
//   BENCH_DATABASE_URL=postgresql://… npx tsx bench/abuseOwnershipWrites.ts <label>
import { readFileSync } from "node:fs";
import { openDatabase } from "../src/db/client";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { loadServiceSecrets } from "../src/domain/accounts/bootstrap";
import { startApiProcess } from "./support/apiProcess";
import { benchDatabase } from "./support/postgres";
import { bulkStructure, circularStructure } from "./abuse";

const CIRCLE_PUTS = Number(process.env.BENCH_CIRCLE_PUTS ?? 8);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 4);

/** The process's CPU so far in ms (utime + stime, fields 14 and 15 of /proc/<pid>/stat, in 10 ms ticks). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? NaN;
};
const summary = (runs: { wallMs: number; cpuMs: number }[]) => ({
  puts: runs.length,
  wallP50: Math.round(
    quantile(
      runs.map((r) => r.wallMs),
      0.5,
    ),
  ),
  wallMax: Math.round(Math.max(...runs.map((r) => r.wallMs))),
  cpuP50: quantile(
    runs.map((r) => r.cpuMs),
    0.5,
  ),
  cpuMax: Math.max(...runs.map((r) => r.cpuMs)),
});

async function main() {
  const label = process.argv[2] ?? "run";
  const database = await benchDatabase(`compliance_bench_ownership_writes`, { fresh: true });
  const db = await openDatabase({ databaseUrl: database.url, dataDir: "/tmp" }, { migrate: true });
  const server = await startApiProcess(database.url, { LOG_LEVEL: "error" });
  const pid = server.process.pid!;
  try {
    await loadServiceSecrets(db.prisma);
    const account = await createAccount(db.prisma, { name: "bench-ownership-writes" });
    const { key } = await createKey(db.prisma, "cmp", { accountId: account.id, env: "test", name: "bench" });
    const request = async (method: string, path: string, body?: unknown) => {
      const cpuBefore = cpuMs(pid);
      const started = performance.now();
      const res = await fetch(server.url + path, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const wallMs = performance.now() - started;
      if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return { body: JSON.parse(text), wallMs, cpuMs: cpuMs(pid) - cpuBefore };
    };
    const business = async (name: string) => {
      const res = await request("POST", "/api/v1/applications", { entityType: "BUSINESS", name, business: { name, country: "LU" } });
      return { app: res.body.id as string, businessId: res.body.businesses[0].id as string };
    };
    // Warm-up: the route's first compilation and the JIT, not counted.
    const warm = await business("Warm-up Holdings SA");
    await request("PUT", `/api/v1/applications/${warm.app}/ownership`, circularStructure(warm.businessId, 29));

    const circleApp = await business("Circle Holdings SA");
    const circle = circularStructure(circleApp.businessId, 29);
    const changed = { ...circle, edges: circle.edges.map((e) => ({ ...e, percent: (e.percent as number) + 1 })) };
    const circleRuns: { wallMs: number; cpuMs: number }[] = [];
    for (let i = 0; i < CIRCLE_PUTS; i++) {
      const { wallMs, cpuMs } = await request("PUT", `/api/v1/applications/${circleApp.app}/ownership`, i % 2 === 1 ? changed : circle);
      circleRuns.push({ wallMs, cpuMs });
    }
    const importRuns: { wallMs: number; cpuMs: number }[] = [];
    for (let i = 0; i < IMPORTS; i++) {
      const bulkApp = await business(`Bulk Import ${i} SA`);
      const { wallMs, cpuMs } = await request("PUT", `/api/v1/applications/${bulkApp.app}/ownership`, bulkStructure(bulkApp.businessId));
      importRuns.push({ wallMs, cpuMs });
    }
    console.log(
      JSON.stringify({
        label,
        loadAverage: Number((await import("node:os")).loadavg()[0].toFixed(2)),
        circle: { edges: circle.edges.length, ...summary(circleRuns), runs: circleRuns.map((r) => [Math.round(r.wallMs), r.cpuMs]) },
        bulkImport: { nodes: 300, edges: 1000, ...summary(importRuns), runs: importRuns.map((r) => [Math.round(r.wallMs), r.cpuMs]) },
      }),
    );
  } finally {
    server.process.kill();
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
