// `npm run bench -- cli`: how long the admin CLI takes to answer, from the shell: `--help`, and an API
// key's creation sent to a running server's admin socket (the usual case: the server holds the
// database) and made by the CLI itself with no server running (it opens the database). Each is run
// BENCH_CLI_RUNS times (default 7) and its median reported, through `npm run` as an operator types
// it and through `node` alone (what npm adds is npm's own start); a `node` run also reports its CPU time,
// each case the load average around it. The no-server creation is timed in turn with V8's default wasm
// tiering budget, which the CLI's direct mode raises (src/cli/admin.ts): the same moments, with and without.
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
  /** The 1-minute load average as the case's first run started and as its last ended. */
  loadAverage: { before: number; after: number };
}

/** Preloaded into a timed `node` run: writes the process's CPU time to BENCH_CLI_CPU_FILE as it exits. */
const CPU_REPORTER = path.join(ROOT, "bench", "cliCpu.js");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs the command to its exit; asynchronously, since the admin socket it talks to is served by this process. */
function exitOf(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

interface Case {
  name: string;
  command: string;
  args: string[];
  /** A key's creation must print the key: a run that exits 0 having done nothing is not a fast one. */
  printsKey?: boolean;
}

const load = () => Math.round(os.loadavg()[0] * 100) / 100;

/** Times one case, or several run in turn (a, b, a, b …) so that each sees the same moments of a shared machine. */
async function time(cases: Case[], runs: number, env: NodeJS.ProcessEnv): Promise<CliTiming[]> {
  const cpuFile = path.join(os.tmpdir(), `bench-cli-cpu-${process.pid}.json`);
  const timed = cases.map((c) => ({ ...c, ms: [] as number[], cpu: [] as number[], measuresCpu: c.command === process.execPath, before: 0, after: 0 }));
  for (let i = 0; i < runs; i++) {
    for (const c of timed) {
      if (i === 0) c.before = load();
      rmSync(cpuFile, { force: true });
      const started = process.hrtime.bigint();
      const result = await exitOf(c.command, c.measuresCpu ? ["-r", CPU_REPORTER, ...c.args] : c.args, { ...env, BENCH_CLI_CPU_FILE: cpuFile });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (result.code !== 0) throw new Error(`${c.name}: exit ${result.code}\n${result.stderr}`);
      if (c.printsKey && !("key" in JSON.parse(result.stdout || "{}"))) throw new Error(`${c.name}: printed no key\n${result.stdout}`);
      c.ms.push(elapsed);
      if (c.measuresCpu) c.cpu.push(JSON.parse(readFileSync(cpuFile, "utf8")).cpuMs);
      if (i === runs - 1) c.after = load();
    }
  }
  rmSync(cpuFile, { force: true });
  const round = (n: number) => Math.round(n);
  return timed.map((c) => ({
    case: c.name,
    runs,
    medianMs: round(median(c.ms)),
    minMs: round(Math.min(...c.ms)),
    maxMs: round(Math.max(...c.ms)),
    ...(c.cpu.length ? { medianCpuMs: round(median(c.cpu)) } : {}),
    loadAverage: { before: c.before, after: c.after },
  }));
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
  results.push(...(await time([{ name: "npm run admin -- --help", command: "npm", args: npm("--help") }], runs, env)));
  results.push(...(await time([{ name: "node dist/cli/admin.js --help", command: process.execPath, args: node("--help") }], runs, env)));

  // A server holding the database answers on its admin socket, as `npm start` does.
  const config = loadConfig(env);
  const db = await openDatabase(config, { migrate: true });
  const account = await createAccount(db.prisma, { name: "Bench CLI" });
  const server = await startAdminServer(config.adminSocketPath, { db: db.prisma, config, temporal: null });
  try {
    const key = ["key:create", "--account", account.id];
    results.push(...(await time([{ name: "npm run admin -- key:create (server running)", command: "npm", args: npm(...key), printsKey: true }], runs, env)));
    results.push(
      ...(await time(
        [{ name: "node dist/cli/admin.js key:create (server running)", command: process.execPath, args: node(...key), printsKey: true }],
        runs,
        env,
      )),
    );
  } finally {
    await server.close();
    await db.close();
  }
  // No server: the CLI opens the embedded database itself (and checks its migrations).
  const key = ["key:create", "--account", account.id];
  results.push(
    ...(await time([{ name: "npm run admin -- key:create (no server)", command: "npm", args: npm(...key), printsKey: true }], Math.min(runs, 3), env)),
  );
  // Beside V8's default wasm tiering budget, which the CLI raises for its direct mode (src/cli/admin.ts), in turn.
  results.push(
    ...(await time(
      [
        { name: "node dist/cli/admin.js key:create (no server)", command: process.execPath, args: node(...key), printsKey: true },
        {
          name: "node dist/cli/admin.js key:create (no server, V8's default wasm tiering)",
          command: process.execPath,
          args: ["--wasm-tiering-budget=13000000", ...node(...key)],
          printsKey: true,
        },
      ],
      Math.min(runs, 5),
      env,
    )),
  );
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}
