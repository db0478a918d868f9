// npm run db:migrate: applies the pending migrations to the configured database and exits. Compiled
// with the service (dist/cli/migrate.js), so a production image (no TypeScript, no sources) runs it
// as its one-shot `migrate` service (docker-compose.yml).
import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/schemaEngine";

/** The file names of the migrations it applied (none when the database was current). */
export async function migrate(): Promise<string[]> {
  const db = await openDatabase(loadConfig());
  try {
    const applied = await applyMigrations(db.adapterFactory);
    return applied.map((p) => path.basename(p));
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  migrate().then(
    (applied) => console.log(JSON.stringify({ applied })),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
