// Export jobs end to end: one CRS_XML export of N applications (entities with 2 controlling persons
// each) on PostgreSQL, POST /exports → COMPLETED, the worker in its own process (as in production)
// sampling its RSS. The file is then downloaded, its placeholders filled, and validated against the
// OECD v2.0 XSD with xmllint --stream.
import { fork } from "node:child_process";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { bundleWorkflowCode } from "@temporalio/worker";
import { loadConfig } from "../src/config";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";
import { fillPlaceholders, validateCrsFile } from "../test/support/crsXsd";
import { seedEntities } from "../test/support/investors";
import { benchDatabase } from "./support/postgres";

const APPLICATIONS = Number(process.env.BENCH_EXPORT_APPLICATIONS ?? 10_000);
const WORKER_HEAP_MB = 384; // as `npm run start:worker`
const noop = () => undefined;
const quiet = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };

export async function benchExports() {
  const database = await benchDatabase(`compliance_bench_exports_${Date.now()}`);
  const temporal = await startDevServer({ cli: findTemporalCli(), dataDir: null, headless: true, namespace: "default" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-bench-exports-"));
  const env = { DATABASE_URL: database.url, TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: "bench-exports", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const config = loadConfig({ ...env, PORT: "0" });
  const service = await startService(config, { api: true, worker: false, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  const bundlePath = path.join(dataDir, "workflow-bundle.js");
  writeFileSync(bundlePath, (await bundleWorkflowCode({ workflowsPath: require.resolve("../src/workflows"), logger: quiet })).code);
  const worker = fork(path.join(__dirname, "support", "workerProcess.ts"), [], {
    execArgv: ["--import", "tsx", `--max-old-space-size=${WORKER_HEAP_MB}`, "--max-semi-space-size=16"],
    env: { ...process.env, ...env, TEMPORAL_WORKFLOW_BUNDLE: bundlePath },
    stdio: "inherit",
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("exit", (code) => reject(new Error(`bench worker exited with ${code}`)));
  });
  const workerRss = (ask: "rss" | "reset") =>
    new Promise<{ peakRss: number; rss: number }>((resolve) => (worker.once("message", resolve), worker.send({ ask })));
  try {
    const account = await createAccount(service.db.prisma, { name: "Export Bench" });
    const { key } = await createKey(service.db.prisma, "cmp", { accountId: account.id, env: "test", name: "bench" });
    const seedStarted = Date.now();
    await seedEntities(service.db.prisma, account.id, APPLICATIONS, 2);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const baseline = await workerRss("reset");

    const started = Date.now();
    const res = await fetch(`${service.apiUrl}/api/v1/exports`, { method: "POST", headers, body: JSON.stringify({ format: "CRS_XML" }) });
    const created = (await res.json()) as { jobId: string; statusPath: string; downloadPath: string };
    if (res.status !== 202) throw new Error(`export failed to start: ${res.status} ${JSON.stringify(created)}`);
    let job: Record<string, any> = {};
    for (;;) {
      job = (await (await fetch(`${service.apiUrl}${created.statusPath}`, { headers })).json()) as Record<string, any>;
      if (job.status === "COMPLETED" || job.status === "FAILED") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (Date.now() - started) / 1000;
    const { peakRss } = await workerRss("rss");
    if (job.status !== "COMPLETED") throw new Error(`export ${job.status}: ${job.error}`);

    // Download, fill the placeholders line by line (the message is pretty-printed), validate streaming.
    const { url } = (await (await fetch(`${service.apiUrl}${created.downloadPath}`, { headers })).json()) as { url: string };
    const rawFile = path.join(dataDir, "export.xml");
    await pipeline(Readable.fromWeb((await fetch(url)).body as never), createWriteStream(rawFile));
    const filledFile = path.join(dataDir, "export-filled.xml");
    const out = createWriteStream(filledFile);
    for await (const line of createInterface({ input: createReadStream(rawFile), crlfDelay: Infinity })) {
      if (!out.write(fillPlaceholders(line) + "\n")) await new Promise<void>((r) => out.once("drain", () => r()));
    }
    await new Promise<void>((r) => out.end(() => r()));
    const validation = await validateCrsFile(filledFile);

    const perSecond = Math.round(APPLICATIONS / seconds);
    const growthMb = Math.round(((peakRss - baseline.rss) / 2 ** 20) * 10) / 10;
    return {
      result: {
        applications: APPLICATIONS,
        controllingPersonsPerApplication: 2,
        seedSeconds: Math.round(seedSeconds * 10) / 10,
        seconds: Math.round(seconds * 100) / 100,
        fileMb: Math.round((job.byteSize / 2 ** 20) * 10) / 10,
        completedCount: job.completedCount,
        workerBaselineRssMb: Math.round(baseline.rss / 2 ** 20),
        workerPeakRssMb: Math.round(peakRss / 2 ** 20),
        xsd: validation.valid ? "valid" : validation.output.slice(0, 500),
      },
      checks: {
        "applications/s (POST → COMPLETED)": { value: perSecond, target: "≥ 2,000", pass: perSecond >= 2000 },
        "worker RSS growth": { value: `${growthMb} MB`, target: "< 150 MB", pass: growthMb < 150 },
        "file validates against the CRS v2.0 XSD": { value: validation.valid ? "yes" : "no", target: "yes", pass: validation.valid },
      },
    };
  } finally {
    worker.kill("SIGTERM");
    await new Promise((r) => worker.once("exit", r));
    await service.stop();
    await temporal.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
