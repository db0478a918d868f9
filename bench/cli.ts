// `npm run bench -- cli`: how long the admin CLI takes to answer, from the shell: `--help`, and an API
// key's creation sent to a running server's admin socket (the usual case: the server holds the
// database) and made by the CLI itself with no server running (it opens the database). Each is run
// BENCH_CLI_RUNS times (default 7) and its median reported, through `npm run` as an operator types
// it and through `node` alone (what npm adds is npm's own start); a `node` run also reports its CPU time.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { startAdminServer } from "../src/cli/adminServer";
import { createAccount } from "../src/domain/accounts/admin";

const ROOT = path.resolve(__dirname, "..");

export interface CliTiming {
  case: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /**
   * Median CPU time (user + system, all threads) of the CLI's node process, where it is measured: on a
   * shared machine the wall time mostly says how long the process waited for a core, this what it cost.
   */
  medianCpuMs?: number;
}

/** Preloaded into a timed `node` run: writes the process's CPU time to BENCH_CLI_CPU_FILE as it exits. */
const CPU_REPORTER = path.join(ROOT, "bench", "cliCpu.js");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs the command to its exit; asynchronously, since the admin socket it talks to is served by this process. */
function exitOf(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

async function time(name: string, runs: number, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliTiming> {
  const ms: number[] = [];
  const cpu: number[] = [];
  const cpuFile = path.join(os.tmpdir(), `bench-cli-cpu-${process.pid}.json`);
  const measuresCpu = command === process.execPath && args[0] === "-r";
  for (let i = 0; i < runs; i++) {
    rmSync(cpuFile, { force: true });
    const started = process.hrtime.bigint();
    const result = await exitOf(command, measuresCpu ? ["-r", CPU_REPORTER, ...args] : args, { ...env, BENCH_CLI_CPU_FILE: cpuFile });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (result.code !== 0) throw new Error(`${name}: exit ${result.code}\n${result.stderr}`);
    ms.push(elapsed);
    if (measuresCpu) cpu.push(JSON.parse(readFileSync(cpuFile, "utf8")).cpuMs);
  }
  rmSync(cpuFile, { force: true });
  const round = (n: number) => Math.round(n);
  return {
    case: name,
    runs,
    medianMs: round(median(ms)),
    minMs: round(Math.min(...ms)),
    maxMs: round(Math.max(...ms)),
    ...(cpu.length ? { medianCpuMs: round(median(cpu)) } : {}),
  };
}

export async function benchCli(runs = Number(process.env.BENCH_CLI_RUNS ?? 7)): Promise<CliTiming[]> {
  // The build the CLI runs (npm ci builds it; this makes sure it is current before anything is timed).
  const built = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build.js")], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error("scripts/build.js failed");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-cli-"));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", TEMPORAL_ADDRESS: "", NODE_OPTIONS: "", LOG_LEVEL: "silent" };
  const npm = (...args: string[]) => ["run", "--silent", "admin", "--", ...args];
  const node = (...args: string[]) => ["-r", "./scripts/built.js", "dist/cli/admin.js", ...args];
  const results: CliTiming[] = [];
  results.push(await time("npm run admin -- --help", runs, "npm", npm("--help"), env));
  results.push(await time("node dist/cli/admin.js --help", runs, process.execPath, node("--help"), env));

  // A server holding the database answers on its admin socket, as `npm start` does.
  const config = loadConfig(env);
  const db = await openDatabase(config, { migrate: true });
  const account = await createAccount(db.prisma, { name: "Bench CLI" });
  const server = await startAdminServer(config.adminSocketPath, { db: db.prisma, config, temporal: null });
  try {
    results.push(await time("npm run admin -- key:create (server running)", runs, "npm", npm("key:create", "--account", account.id), env));
    results.push(await time("node dist/cli/admin.js key:create (server running)", runs, process.execPath, node("key:create", "--account", account.id), env));
  } finally {
    await server.close();
    await db.close();
  }
  // No server: the CLI opens the embedded database itself (and checks its migrations).
  results.push(await time("npm run admin -- key:create (no server)", Math.min(runs, 3), "npm", npm("key:create", "--account", account.id), env));
  results.push(
    await time("node dist/cli/admin.js key:create (no server)", Math.min(runs, 5), process.execPath, node("key:create", "--account", account.id), env),
  );
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}
