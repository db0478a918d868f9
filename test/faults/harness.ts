// Real processes for the fault suite: a PostgreSQL server that can be stopped and started,
// a Temporal dev server that can be killed and restarted on its own state, API and worker processes
// started as `npm run start:api` / `start:worker` start them (killable), an S3-compatible store behind a
// gate that can be cut, and a webhook receiver that records every delivery. Nothing is mocked.
import { execFileSync, fork, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { findTemporalCli } from "../../src/temporal/cli";
import { freePort, startDevServer, type DevServer } from "../../src/temporal/devServer";
import { eventually } from "../support/http";

const ROOT = path.resolve(__dirname, "..", "..");

/** The newest PostgreSQL server binaries on the machine, or null (the suite is then skipped). */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions[versions.length - 1], "bin") : null;
}

/** A private PostgreSQL cluster on a free port (run as the postgres user when the suite runs as root). */
export async function startPostgres(bin: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "faults-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  const run = (args: string[]) => {
    const command = [path.join(bin, args[0]), ...args.slice(1)].map((a) => `'${a}'`).join(" ");
    execFileSync(asRoot ? "su" : "bash", asRoot ? ["postgres", "-s", "/bin/bash", "-c", command] : ["-c", command], { stdio: "ignore" });
  };
  const port = await freePort();
  run(["initdb", "-D", `${dir}/data`, "-A", "trust", "-U", "postgres"]);
  const start = () =>
    run(["pg_ctl", "-D", `${dir}/data`, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, "-l", `${dir}/log`, "-w", "start"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    /** As an outage: no clean shutdown, connections cut. */
    stop: () => run(["pg_ctl", "-D", `${dir}/data`, "-m", "immediate", "stop"]),
    start,
    remove: () => {
      try {
        run(["pg_ctl", "-D", `${dir}/data`, "-m", "immediate", "stop"]);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Temporal dev server on its own state file and a fixed port, so a restart finds its workflows again. */
export async function startTemporal() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "faults-temporal-"));
  const cli = findTemporalCli(() => undefined);
  const port = await freePort();
  let server: DevServer = await startDevServer({ cli, dataDir, port, headless: true, namespace: "default" });
  return {
    address: server.address,
    kill: async () => {
      const exited = new Promise((r) => server.process.once("exit", r));
      server.process.kill("SIGKILL");
      await exited;
    },
    restart: async () => {
      server = await startDevServer({ cli, dataDir, port, headless: true, namespace: "default" });
    },
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One role of the service in its own process, restartable on the same port and data directory. */
export class Role {
  child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), "faults-role-"));
  constructor(
    readonly role: "api" | "worker",
    readonly env: Record<string, string>,
    public port = 0,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the role; an API whose port another process took while it was down moves to a free one (read `url` again). */
  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.startOnce();
      } catch (err) {
        if (this.role !== "api" || attempt === 3) throw err;
        this.port = await freePort();
      }
    }
  }

  private async startOnce() {
    this.child = fork(path.join(ROOT, "src", this.role === "api" ? "api.ts" : "workerMain.ts"), [], {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        ...this.env,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? "error",
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    if (this.role === "api") {
      await eventually(
        async () => {
          if (this.child?.exitCode !== null) throw new Error(`API exited with ${this.child?.exitCode}`);
          return (await fetch(`${this.url}/healthz`).catch(() => null))?.status === 200;
        },
        60_000,
        200,
      );
    }
  }

  async kill(signal: NodeJS.Signals = "SIGKILL") {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
  }

  async remove() {
    await this.kill("SIGTERM");
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A TCP gate in front of a server: `cut()` refuses every connection and drops open ones until `open()`. */
export async function startGate(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => (client.destroy(), upstream.destroy()));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await open();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    cut: async () => {
      const closing = new Promise((r) => server?.close(r));
      for (const s of sockets) s.destroy();
      await closing;
      server = null;
    },
    open,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => (server ? server.close(r) : r(undefined)));
    },
  };
}

export interface Delivery {
  webhookId: string;
  event: string;
  entityId: string;
}

/** A webhook receiver that answers after `delayMs`, as a slow integrator does, and records every delivery. */
export async function startSlowReceiver(delayMs: number) {
  const received: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      setTimeout(() => {
        received.push({ webhookId: String(req.headers["webhook-id"]), event: body.type ?? body.event, entityId: body.data?.entityId });
        res.writeHead(200).end("ok");
      }, delayMs);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/**
 * Deliveries of the given entities: each entity's event must arrive under exactly one `webhook-id`
 * (a receiver deduplicates on it), and no entity may be missing. `receivedTwice` counts the
 * `webhook-id`s that arrived more than once, answered each time: through a database outage there
 * must be none (the send's outcome is kept by Temporal, never sent again for want of a record).
 */
export function deliveryReport(received: Delivery[], entityIds: string[]) {
  const idsByEntity = new Map<string, Set<string>>();
  for (const d of received) {
    if (!idsByEntity.has(d.entityId)) idsByEntity.set(d.entityId, new Set());
    idsByEntity.get(d.entityId)!.add(d.webhookId);
  }
  const wanted = new Set(entityIds);
  return {
    lost: entityIds.filter((id) => !idsByEntity.has(id)).length,
    /** Events that arrived under more than one webhook-id: two different deliveries of one event. */
    duplicated: [...idsByEntity].filter(([id, ids]) => wanted.has(id) && ids.size > 1).length,
    /** Posts beyond the first of the same webhook-id (allowed only where a worker died mid-send: its POST is retried). */
    resent: received.filter((d) => wanted.has(d.entityId)).length - [...idsByEntity].filter(([id]) => wanted.has(id)).length,
    receivedTwice: [
      ...Map.groupBy(
        received.filter((d) => wanted.has(d.entityId)),
        (d) => d.webhookId,
      ).values(),
    ].filter((posts) => posts.length > 1).length,
  };
}
