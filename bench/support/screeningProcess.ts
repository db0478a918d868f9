// One screening process of the screening benchmark (forked by bench/screening.ts): opens the
// database, says it is ready, screens its range of persons when told to go, and sends back what it
// found (matches as screenRange slimmed them) with its own start and end times.
import { Pool } from "pg";
import { openDatabase } from "../../src/db/client";
import { screenRange } from "../screening";

async function main() {
  const [databaseUrl, from, to] = process.argv.slice(2);
  const db = await openDatabase({ databaseUrl, dataDir: "/nonexistent" }, { migrate: false, poolSize: 4 });
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  await new Promise<void>((resolve) => {
    process.on("message", (m: { go?: boolean }) => m.go && resolve());
    process.send!({ ready: true });
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
