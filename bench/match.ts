// Benchmark: screening on demand (POST /screening/match's domain function, audit entry
// included) against the screening benchmark's generated list, one query at a time: p50/p95/p99 of a
// yente Person query (name, birth date, nationality) taken from the labelled persons. Shares the
// screening benchmark's database, so a run after `-- screening` reuses its list (BENCH_SCREENING_ENTRIES).
//
// As production runs /match: through the API's piscina pool (src/screening/matchPool.ts, attached as
// src/roles.ts attaches it, with the configured threads, deadline and caps), the matching in a worker
// thread with a database client of its own. Each query is also screened on the caller's loop (the path
// without a pool), the two in alternating order, so the pool's overhead is measured on the same queries.
import os from "node:os";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import { createAccount } from "../src/domain/accounts/admin";
import { screenOnDemand } from "../src/domain/screening/onDemand";
import type { Actor } from "../src/domain/auth/context";
import { loadConfig } from "../src/config";
import { attachMatchPool, detachMatchPool } from "../src/screening";
import { benchDatabase } from "./support/postgres";
import { generate, labelledPersons, prepare } from "./screening";

const QUERIES = Number(process.env.BENCH_MATCH_QUERIES ?? 500);
const WARMUP = 25;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchMatch() {
  const database = await benchDatabase("compliance_bench_screening");
  const db = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() }, { migrate: true, poolSize: 4 });
  const pool = new Pool({ connectionString: database.url, max: 4 });
  try {
    const g = generate();
    const timings = await prepare(pool, g, db.prisma);
    const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "WatchlistEntry" WHERE "removedInVersion" IS NULL`);
    const account = await createAccount(db.prisma, { name: "bench-match" });
    const actor: Actor = { accountId: account.id, apiKeyId: "bench", userId: "bench", userName: "Bench", operator: false };
    const persons = labelledPersons(g).slice(0, QUERIES + WARMUP);
    // The pool production attaches to the API's client (src/roles.ts), here to a client of its own, so
    // the same queries can also be screened without it.
    const config = loadConfig({ DATABASE_URL: database.url });
    const pooled = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() }, { poolSize: 4 });
    const matchPool = attachMatchPool(pooled.prisma, {
      ...config.matchPool,
      databaseUrl: database.url,
      statementTimeoutMs: config.databaseStatementTimeoutMs ?? config.requestTimeoutMs,
    });
    if (!matchPool.offLoop) throw new Error("the /match pool did not start its threads (MATCH_WORKERS=0?)");
    const times = { pool: [] as number[], loop: [] as number[] };
    let results = 0;
    let matches = 0;
    try {
      for (const [i, p] of persons.entries()) {
        const properties: Record<string, string[]> = {
          name: [p.name],
          ...(p.birthDate ? { birthDate: [p.birthDate] } : {}),
          ...(p.countries.length ? { nationality: p.countries } : {}),
        };
        const once = async (door: "pool" | "loop") => {
          const started = process.hrtime.bigint();
          const answer = await screenOnDemand(door === "pool" ? pooled.prisma : db.prisma, actor, { queries: { q: { schema: "Person", properties } } });
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (i >= WARMUP) times[door].push(ms);
          return answer;
        };
        const doors = i % 2 === 0 ? (["pool", "loop"] as const) : (["loop", "pool"] as const);
        let answer: Awaited<ReturnType<typeof screenOnDemand>> | undefined;
        for (const door of doors) {
          const a = await once(door);
          if (door === "pool") answer = a;
        }
        if (i < WARMUP) continue;
        const found = (answer!.responses.q as { results: { match: boolean }[] }).results;
        results += found.length;
        matches += found.filter((r) => r.match).length;
      }
    } finally {
      await detachMatchPool(pooled.prisma);
      await pooled.close();
    }
    const summary = (t: number[]) => {
      t.sort((a, b) => a - b);
      return { p50: round(percentile(t, 50)), p95: round(percentile(t, 95)), p99: round(percentile(t, 99)), max: round(t[t.length - 1]) };
    };
    const latency = summary(times.pool);
    const onLoop = summary(times.loop);
    const entries = Number(rows[0].n);
    return {
      settings: {
        entries,
        queries: times.pool.length,
        warmup: WARMUP,
        sequential: true,
        pool: {
          threads: config.matchPool.threads,
          deadlineMs: config.matchPool.deadlineMs,
          perKey: config.matchPool.perKey,
          perAccount: config.matchPool.perAccount,
        },
      },
      timings,
      /** Through the pool, as the API screens /match. */
      latencyMs: latency,
      /** The same queries on the caller's loop (no pool): the pool's overhead is the difference. */
      onLoopLatencyMs: onLoop,
      poolOverheadMs: { p50: round(latency.p50 - onLoop.p50), p95: round(latency.p95 - onLoop.p95) },
      resultsPerQuery: round(results / times.pool.length),
      matchesPerQuery: round(matches / times.pool.length),
      checks: {
        "/match p95, one query, through the pool": {
          value: `${latency.p95} ms`,
          target: "< 50 ms against 1,000,000 entries",
          pass: latency.p95 < 50 && entries >= 1_000_000,
        },
      },
    };
  } finally {
    await pool.end();
    await db.close();
    await database.stop();
  }
}
