// db:new -- <name> | db:check (and migrate, which `npm run db:migrate` runs from the build: src/cli/migrate.ts)
// — offline migrations through the WASM schema engine.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR, pendingSchemaSql } from "../src/db/schemaEngine";
import { migrate } from "../src/cli/migrate";

async function main() {
  const [command, name] = process.argv.slice(2);
  if (command === "migrate") {
    console.log(JSON.stringify({ applied: await migrate() }));
    return;
  }
  if (command === "new") {
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: npm run db:new -- <snake_case_name>");
    const sql = await pendingSchemaSql();
    if (!sql.trim()) {
      console.log(JSON.stringify({ created: null, reason: "schema.prisma and prisma/migrations already agree" }));
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    console.log(JSON.stringify({ created: path.relative(process.cwd(), dir) }));
    return;
  }
  if (command === "check") {
    const sql = await pendingSchemaSql();
    if (sql.trim()) {
      console.error("schema.prisma and prisma/migrations disagree; run `npm run db:new -- <name>`. Pending SQL:\n" + sql);
      process.exit(1);
    }
    console.log(JSON.stringify({ ok: true }));
    return;
  }
  throw new Error("usage: db.ts migrate | new <name> | check");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
