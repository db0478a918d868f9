// The local Temporal dev server of embedded mode: persistent under DATA_DIR, with its Web UI.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { SEARCH_ATTRIBUTE_FLAGS } from "./search";

export interface DevServer {
  address: string;
  uiUrl: string | null;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const chosen = (server.address() as net.AddressInfo).port;
        server.close(() => resolve(chosen));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      /* taken: fall through to any free port */
    }
  }
  return tryPort(0);
}

async function waitForTemporal(address: string, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      return;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Temporal at ${address} did not answer within ${deadlineMs} ms: ${(lastError as Error)?.message}`);
}

export async function startDevServer(options: {
  cli: string;
  dataDir: string | null;
  port?: number;
  uiPort?: number;
  headless?: boolean;
  namespace: string;
}): Promise<DevServer> {
  // The CLI binds ports of its own choosing besides ours (HTTP API, metrics, internal services), and
  // a port found free can be taken before the CLI binds it: a start that exits at once is tried again
  // (each try looks for free ports anew). Only an early exit is retried, not a server that runs but
  // does not answer.
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      if (!(err instanceof ExitedEarly) || attempt >= attempts) throw err;
    }
  }
}

class ExitedEarly extends Error {}

async function startOnce(options: Parameters<typeof startDevServer>[0]): Promise<DevServer> {
  const port = await freePort(options.port);
  const uiPort = options.headless ? null : await freePort(options.uiPort);
  const args = ["server", "start-dev", "--ip", "127.0.0.1", "--port", String(port), "--namespace", options.namespace, "--log-level", "warn"];
  args.push(...SEARCH_ATTRIBUTE_FLAGS);
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push("--db-filename", path.join(options.dataDir, "temporal.db"));
  }
  if (uiPort) args.push("--ui-port", String(uiPort));
  else args.push("--headless");
  const logFile = options.dataDir ? openSync(path.join(options.dataDir, "temporal.log"), "a") : "pipe";
  const child = spawn(options.cli, args, { stdio: ["ignore", logFile, logFile], detached: false });
  // Without a data directory the output has nowhere to go: keep its tail for the error message.
  let tail = "";
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-2000);
  };
  child.stdout?.on("data", keepTail);
  child.stderr?.on("data", keepTail);
  const address = `127.0.0.1:${port}`;
  // "close", not "exit": the output it printed has then been read to the end.
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  try {
    await Promise.race([
      waitForTemporal(address),
      exited.then(() => {
        const where = options.dataDir ? `see ${options.dataDir}/temporal.log` : `its output: ${tail.trim() || "(none)"}`;
        throw new ExitedEarly(`temporal server start-dev on port ${port} exited early (code ${child.exitCode}; ${where})`);
      }),
    ]);
  } catch (err) {
    child.kill("SIGTERM");
    throw err;
  }
  return {
    address,
    uiUrl: uiPort ? `http://127.0.0.1:${uiPort}` : null,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
