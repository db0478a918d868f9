// Applies every migration to the database DATABASE_URL names, or to the PGlite folder under DATA_DIR
// when it is empty: the run's template database (see templateDatabase.ts).
import { openDatabase } from "../../src/db/client";

async function main() {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR! }, { migrate: true });
  await db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
