// One screening process of the screening benchmark (forked by bench/screening.ts): opens the
// database, reads the lists into memory as a worker does at start (BENCH_SCREENING_RESIDENT=0 leaves
// them in the database), says it is ready, screens its range of persons when told to go, and sends
// back what it found (matches as screenRange slimmed them) with its own start and end times.
import { Pool } from "pg";
import { openDatabase } from "../../src/db/client";
import { holdListsInMemory } from "../../src/screening";
import { screenRange, type ProcessReady } from "../screening";

async function main() {
  const [databaseUrl, from, to] = process.argv.slice(2);
  const db = await openDatabase({ databaseUrl, dataDir: "/nonexistent" }, { migrate: false, poolSize: 4 });
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const started = Date.now();
  const resident = process.env.BENCH_SCREENING_RESIDENT !== "0";
  const lists = resident ? holdListsInMemory(db.prisma, { maxEntries: 2_000_000 }) : null;
  if (lists && !(await lists.ready())) throw new Error("the lists could not be held in memory");
  global.gc?.();
  const memory = process.memoryUsage();
  const ready: ProcessReady = {
    resident,
    loadSeconds: (Date.now() - started) / 1000,
    indexMB: Math.round((lists?.bytes ?? 0) / 1e6),
    rssMB: Math.round(memory.rss / 1e6),
    heapMB: Math.round(memory.heapUsed / 1e6),
  };
  await new Promise<void>((resolve) => {
    process.on("message", (m: { go?: boolean }) => m.go && resolve());
    process.send!({ ready });
  });
  const { persons, found, startedAt, endedAt } = await screenRange(pool, db.prisma, from, to || null);
  await new Promise<void>((resolve, reject) =>
    process.send!({ done: { persons, found: [...found], startedAt, endedAt } }, (err: Error | null) => (err ? reject(err) : resolve())),
  );
  await pool.end();
  await db.close();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
