// An S3-compatible server for the S3 store's tests: moto's standalone server (a Python S3 emulator
// from PyPI), installed once into .tools/moto-venv like the Temporal CLI. It speaks the S3 REST API
// on a port, so the AWS SDK and its presigned URLs are exercised as against MinIO or AWS.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { TOOLS_DIR } from "../../src/temporal/cli";
import { freePort } from "../../src/temporal/devServer";

const VENV = path.join(TOOLS_DIR, "moto-venv");
const SERVER = path.join(VENV, "bin", "moto_server");
const PIP_PACKAGE = "moto[server]==5.2.5";

/** Installs moto on first use; globalSetup calls it once, so no test's timeout pays for a pip install. */
export function installS3Server() {
  if (existsSync(SERVER)) return;
  mkdirSync(TOOLS_DIR, { recursive: true });
  if (spawnSync("python3", ["-m", "venv", VENV], { stdio: "inherit" }).status !== 0) throw new Error("python3 -m venv failed");
  const pip = spawnSync(path.join(VENV, "bin", "pip"), ["install", "--disable-pip-version-check", "-q", PIP_PACKAGE], { stdio: "inherit" });
  if (pip.status !== 0 || !existsSync(SERVER)) throw new Error(`pip install ${PIP_PACKAGE} failed`);
}

export async function startS3Server(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  installS3Server();
  const port = await freePort();
  const child: ChildProcess = spawn(SERVER, ["-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore" });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(endpoint);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("moto_server did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
