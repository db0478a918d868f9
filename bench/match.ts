// Benchmark: screening on demand (POST /screening/match's domain function, audit entry
// included) against the screening benchmark's generated list, one query at a time: p50/p95/p99 of a
// yente Person query (name, birth date, nationality) taken from the labelled persons. Shares the
// screening benchmark's database, so a run after `-- screening` reuses its list (BENCH_SCREENING_ENTRIES).
import os from "node:os";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import { createAccount } from "../src/domain/accounts/admin";
import { screenOnDemand } from "../src/domain/screening/onDemand";
import type { Actor } from "../src/domain/auth/context";
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
    const times: number[] = [];
    let results = 0;
    let matches = 0;
    for (const [i, p] of persons.entries()) {
      const properties: Record<string, string[]> = {
        name: [p.name],
        ...(p.birthDate ? { birthDate: [p.birthDate] } : {}),
        ...(p.countries.length ? { nationality: p.countries } : {}),
      };
      const started = process.hrtime.bigint();
      const answer = await screenOnDemand(db.prisma, actor, { queries: { q: { schema: "Person", properties } } });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (i < WARMUP) continue;
      times.push(ms);
      const found = (answer.responses.q as { results: { match: boolean }[] }).results;
      results += found.length;
      matches += found.filter((r) => r.match).length;
    }
    times.sort((a, b) => a - b);
    const latency = {
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      p99: round(percentile(times, 99)),
      max: round(times[times.length - 1]),
    };
    return {
      settings: { entries: Number(rows[0].n), queries: times.length, warmup: WARMUP, sequential: true },
      timings,
      latencyMs: latency,
      resultsPerQuery: round(results / times.length),
      matchesPerQuery: round(matches / times.length),
      checks: {
        "/match p95, one query": {
          value: `${latency.p95} ms`,
          target: "< 50 ms against 1,000,000 entries",
          pass: latency.p95 < 50 && Number(rows[0].n) >= 1_000_000,
        },
      },
    };
  } finally {
    await pool.end();
    await db.close();
    await database.stop();
  }
}
