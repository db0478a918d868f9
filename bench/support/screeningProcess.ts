// One screening process of the screening benchmark (forked by bench/screening.ts): opens the
// database, reads the lists into memory as a worker does at start (BENCH_SCREENING_RESIDENT=0 leaves
// them in the database) and says it is ready. Told to go, it screens the pages the parent hands out
// one at a time as it asks, and sends back what it found (matches as screenPages slimmed them) with
// its own start and end times.
import { Pool } from "pg";
import { openDatabase } from "../../src/db/client";
import { holdListsInMemory } from "../../src/screening";
import { screenPages, type Page, type ProcessReady } from "../screening";

async function main() {
  const [databaseUrl] = process.argv.slice(2);
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
  // Each claim is answered by the parent with the number it was sent, so the two loops' claims cannot cross.
  const answers = new Map<number, (page: Page | null) => void>();
  process.on("message", (m: { claimed?: number; page?: Page | null }) => {
    if (m.claimed === undefined) return;
    answers.get(m.claimed)!(m.page ?? null);
    answers.delete(m.claimed);
  });
  let claims = 0;
  const claim = () =>
    new Promise<Page | null>((resolve) => {
      const n = claims++;
      answers.set(n, resolve);
      process.send!({ claim: n });
    });
  const { persons, found, startedAt, endedAt } = await screenPages(pool, db.prisma, claim);
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
