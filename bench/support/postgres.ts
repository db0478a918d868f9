// A PostgreSQL server for benchmarks: BENCH_DATABASE_URL when given, else a private cluster started
// from the machine's Debian packages on a free port (the same recipe as .ci/run).
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "../../src/temporal/devServer";

function pgBin(): string {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) throw new Error("No PostgreSQL found: apt-get install postgresql, or set BENCH_DATABASE_URL");
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return path.join(base, versions[0], "bin");
}

function asPostgres(command: string) {
  if (process.getuid?.() === 0) execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", command], { stdio: "ignore" });
  else execSync(command, { stdio: "ignore" });
}

/** `fresh` drops the database first: a bench whose figures depend on the tables' size starts empty. */
export async function benchDatabase(name: string, options: { fresh?: boolean } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = path.join(os.tmpdir(), "compliance-bench-pg");
    const bin = pgBin();
    const port = await freePort(55432);
    if (!existsSync(path.join(dir, "data", "PG_VERSION"))) {
      mkdirSync(dir, { recursive: true });
      if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
      asPostgres(`'${bin}/initdb' -D '${dir}/data' -A trust -U postgres`);
    }
    // A cluster left running by an interrupted run is stopped first, then started on a free port.
    if (existsSync(path.join(dir, "data", "postmaster.pid"))) {
      try {
        asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -m fast stop`);
      } catch {
        /* not running after all */
      }
    }
    asPostgres(
      `'${bin}/pg_ctl' -D '${dir}/data' -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=1GB -c max_connections=200' -l '${dir}/log' -w start`,
    );
    serverUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    stop = async () => asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -m fast stop`);
  }
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop };
}
