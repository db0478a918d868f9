// `npm start` on a fresh data directory: embedded PGlite, its own Temporal dev server, the worker, the
// API; it prints a working test key once, /readyz answers 200, and the admin CLI works meanwhile.
// It starts as a newcomer would, with the machine's own `node` and `npm` first on PATH: on a fresh
// machine that is Node 20, and the service must still run on Node 24 with its background work alive.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../src/temporal/devServer";
import { client, eventually } from "../support/http";
import { startReceiver } from "../support/receiver";

const ROOT = path.join(__dirname, "../..");
let child: ChildProcess;
let output = "";
let dataDir: string;
let port: number;

const majorOf = (node: string) => Number(execFileSync(node, ["--version"]).toString().trim().slice(1).split(".")[0]);

/** PATH with a Node older than 24 first when the machine has one (a fresh machine's /usr/bin/node). */
function newcomerPath(): { path: string; major: number } {
  const dirs = (process.env.PATH ?? "").split(path.delimiter);
  for (const dir of [...dirs, "/usr/bin", "/usr/local/bin"]) {
    try {
      const major = majorOf(path.join(dir, "node"));
      if (major < 24) return { path: [dir, ...dirs].join(path.delimiter), major };
    } catch {}
  }
  return { path: process.env.PATH ?? "", major: majorOf(process.execPath) };
}
const newcomer = newcomerPath();

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env, NODE_OPTIONS: "" } });
    let stdout = "";
    let stderr = "";
    p.stdout.on("data", (d) => (stdout += d));
    p.stderr.on("data", (d) => (stderr += d));
    p.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-embedded-"));
  port = await freePort();
  child = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true, // its own process group, so the test can stop npm and the service together
    env: {
      ...process.env,
      PATH: newcomer.path,
      NODE_OPTIONS: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      TEMPORAL_ADDRESS: "",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", // its webhook receiver listens on loopback
    },
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  await eventually(async () => /cmp_test_\S+/.test(output), 90_000, 250);
}, 120_000);

afterAll(async () => {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
});

it("prints where everything is and a test key that works", async () => {
  expect(output).toContain(`REST API        http://127.0.0.1:${port}/api/v1`);
  expect(output).toMatch(/Temporal UI     http:\/\/127\.0\.0\.1:\d+/);
  const key = /cmp_test_\S+/.exec(output)![0];
  const api = client(`http://127.0.0.1:${port}`, key);
  const ready = await api.get("/readyz");
  expect(ready.status).toBe(200);
  const created = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "First Investor" });
  expect(created.status).toBe(201);
});

it(`runs its background work when started from the machine's Node ${newcomer.major}: a webhook arrives`, async () => {
  const key = /cmp_test_\S+/.exec(output)![0];
  const api = client(`http://127.0.0.1:${port}`, key);
  const receiver = await startReceiver();
  try {
    expect((await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] })).status).toBe(201);
    const created = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Second Investor" });
    await eventually(async () => receiver.json().some((e) => e.data?.entityId === created.body.id || JSON.stringify(e).includes(created.body.id)), 60_000, 200);
    expect(output).not.toMatch(/is not a function|pass failed/);
  } finally {
    await receiver.close();
  }
});

it("serves the admin CLI while it holds the embedded database", async () => {
  const accountId = /\((\S+)\) and this test API key/.exec(output)![1];
  const listed = await run("npm", ["run", "admin", "--", "key:list", "--account", accountId], { DATA_DIR: dataDir });
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout)).toHaveLength(1);
});

it("refuses a second process on the same embedded database", async () => {
  const second = await run("npx", ["tsx", "scripts/db.ts", "migrate"], { DATA_DIR: dataDir, DATABASE_URL: "" });
  expect(second.code).not.toBe(0);
  expect(second.stderr).toMatch(/is in use by process \d+/);
});
