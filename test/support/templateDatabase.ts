// Migrating a fresh database costs each test file seconds of schema engine (6 s on PGlite, more on a
// loaded CI host, where it pushed start-up hooks past their timeouts). The run migrates one template
// once; each file's database is a copy of it, and the service's start finds every migration recorded
// under its checksum and skips the engine. A file that needs a database of its own making passes
// DATABASE_URL (or, on PGlite, DATA_DIR) and gets none of this.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { Client as PgClient } from "pg";

/** Migrates the run's template: a database on TEST_DATABASE_URL's server, or a PGlite folder under `dir`. */
export async function createTemplateDatabase(dir: string): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${process.pid}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    // Named before it is migrated: the teardown drops it even when migrating fails.
    process.env.TEST_DATABASE_TEMPLATE = name;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    migrate({ DATABASE_URL: url.toString(), DATA_DIR: dir });
  } else {
    const dataDir = path.join(dir, "template");
    migrate({ DATA_DIR: dataDir });
    process.env.TEST_PGLITE_TEMPLATE = path.join(dataDir, "pglite");
  }
}

export async function dropTemplateDatabase(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = process.env.TEST_DATABASE_TEMPLATE;
  if (serverUrl && name) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Creates a database named `name` on the server as a copy of the run's template (empty when there is none). */
export async function createServerDatabase(serverUrl: string, name: string): Promise<void> {
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!template) return onServer(serverUrl, `CREATE DATABASE ${name}`);
  // Two files copying the template at the same moment: PostgreSQL refuses the second while the first
  // holds the template; it is free again within a second.
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** Copies the run's PGlite template into a service's data folder, before the service opens it. */
export function copyEmbeddedTemplate(dataDir: string): void {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
}

/**
 * Jest's global setup resolves modules as plain Node does, and the generated Prisma client imports its
 * TypeScript siblings as ".js": the migration runs in a child process under tsx, which maps them.
 */
function migrate(env: Record<string, string>): void {
  const script = path.join(__dirname, "migrateTemplate.ts");
  execFileSync(process.execPath, [require.resolve("tsx/cli"), script], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Runs one statement on the test server's maintenance database (CREATE or DROP DATABASE). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new PgClient({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
