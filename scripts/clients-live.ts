// Drives both clients (clients/typescript, clients/python) against one live server:
//   npx tsx scripts/clients-live.ts [typescript|python ...]
// Boots the whole service as scripts/fuzz.ts does (fresh embedded database in a temp DATA_DIR, a
// headless Temporal dev server, worker and API), creates an account and a test key, and runs each
// client's live test with COMPLIANCE_BASE_URL and COMPLIANCE_API_KEY set. The Python client's test
// runs in clients/python/.venv (created by clients/python/generate.sh --venv when missing).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";

const ROOT = path.join(__dirname, "..");

function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const CLIENTS: Record<string, (env: Record<string, string>) => Promise<number>> = {
  typescript: (env) =>
    run(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--test", "test/live.test.ts"], path.join(ROOT, "clients/typescript"), env),
  python: async (env) => {
    const dir = path.join(ROOT, "clients/python");
    const venv = await run("bash", ["generate.sh", "--venv"], dir, {});
    if (venv !== 0) return venv;
    return run(path.join(dir, ".venv/bin/python"), ["-m", "pytest", "-q", "tests"], dir, env);
  },
};

async function main() {
  const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(CLIENTS);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-clients-"));
  const temporal = await startDevServer({ cli: findTemporalCli((m) => console.log(m)), dataDir: null, headless: true, namespace: "default" });
  // Webhook retries in seconds, so a first failed delivery does not hold the test for minutes.
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    TEMPORAL_ADDRESS: temporal.address,
    LOG_LEVEL: "silent",
    WEBHOOK_RETRY_SCHEDULE: "1s,2s,2s,2s,2s",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", // the clients' receivers listen on loopback
  });
  const service = await startService(config, {
    api: true,
    worker: true,
    embeddedTemporal: false,
    adminSocket: false,
    logger: createLogger(process.env.CLIENTS_LOG_LEVEL ?? "silent"),
  });
  let failed = 0;
  try {
    for (const name of chosen) {
      const account = await createAccount(service.db.prisma, { name: `Client test (${name})` });
      const { key } = await createKey(service.db.prisma, config.apiKeyPrefix, { accountId: account.id, env: config.apiEnv });
      console.log(`\n--- ${name} client against ${service.apiUrl}`);
      const status = await CLIENTS[name]({ COMPLIANCE_BASE_URL: service.apiUrl!, COMPLIANCE_API_KEY: key });
      if (status !== 0) failed++;
      console.log(`--- ${name} client: ${status === 0 ? "passed" : `FAILED (exit ${status})`}`);
    }
  } finally {
    await service.stop();
    await temporal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
