// The API role in its own process for HTTP benchmarks (bench/server.ts), as production runs it:
// NODE_ENV=production, no Temporal needed for reads (unless `env` names one). Resolves with its base
// URL once it listens.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../src/temporal/devServer";

const API_HEAP_MB = 512; // as `npm run start:api`

export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  execArgv: string[] = [],
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = fork(path.join(__dirname, "..", "server.ts"), [], {
    // The heap cap of `npm run start:api`: without one V8 keeps growing its heap under load.
    execArgv: ["--import", "tsx", `--max-old-space-size=${API_HEAP_MB}`, ...execArgv],
    // One key at benchmark concurrency would be throttled by design: the benchmarks measure the data
    // path unless RATE_LIMIT_ENABLED=true is set for the run.
    env: {
      RATE_LIMIT_ENABLED: "false",
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      TEMPORAL_ADDRESS: "127.0.0.1:1",
      LOG_LEVEL: "warn",
      DATA_DIR: "/tmp/compliance-bench-data",
      ...env,
    },
    stdio: "inherit",
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("message", (m: { ready: string }) => resolve(m.ready));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url, process: child };
}
