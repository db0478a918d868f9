// Export jobs end to end: one CRS_XML (or FATCA_XML) export of N applications (entities with 2
// controlling persons each) on PostgreSQL, POST /exports → COMPLETED, the worker in its own process (as
// in production) sampling its RSS. The file is then downloaded, its placeholders filled, and validated
// against the OECD CRS v2.0 (or IRS FATCA v2.0) XSD with xmllint --stream. For FATCA every entity is a
// passive NFFE (a W-8BEN-E stating it) whose UBO is a US person, so every account is reported with one
// substantial owner: the file the export writes at its largest per application.
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
import { fillFatcaPlaceholders, validateFatcaFile } from "../test/support/fatcaXsd";
import { seedEntities } from "../test/support/investors";
import { benchDatabase } from "./support/postgres";

const APPLICATIONS = Number(process.env.BENCH_EXPORT_APPLICATIONS ?? 10_000);
const WORKER_HEAP_MB = 384; // as `npm run start:worker`
const noop = () => undefined;
const quiet = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };

/** Makes every seeded entity a passive NFFE on its W-8BEN-E with a US person as its UBO (one statement each). */
async function seedFatca(db: { $executeRawUnsafe: (sql: string, ...values: unknown[]) => Promise<number> }, accountId: string) {
  await db.$executeRawUnsafe(
    `UPDATE "Individual" i SET nationality = 'US', tins = '[{"tin": "123-45-6789", "issuedBy": "US"}]'::jsonb
       FROM "Application" a WHERE a.id = i."applicationId" AND a."accountId" = $1 AND i.role = 'UBO'`,
    accountId,
  );
  await db.$executeRawUnsafe(
    // Validated already, so the validation dispatcher leaves them alone and the worker does the export only.
    `INSERT INTO "Document" (id, "accountId", "applicationId", type, "fileName", key, "contentType", metadata, "createdAt", "updatedAt", "validationStartedAt", "validatedAt")
     SELECT gen_random_uuid()::text, a."accountId", a.id, 'W_8_BEN_E', 'w8bene.pdf', 'bench/' || a.id, 'application/pdf',
            '{"fatca": {"chapter4Status": "PASSIVE_NFFE"}}'::jsonb, now(), now(), now(), now()
       FROM "Application" a WHERE a."accountId" = $1`,
    accountId,
  );
}

export async function benchExports(format: "CRS_XML" | "FATCA_XML" = "CRS_XML") {
  const fatca = format === "FATCA_XML";
  const database = await benchDatabase(`compliance_bench_exports_${Date.now()}`);
  const temporal = await startDevServer({ cli: findTemporalCli(), dataDir: null, headless: true, namespace: "default" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-bench-exports-"));
  const env = { DATABASE_URL: database.url, TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: "bench-exports", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const config = loadConfig({ ...env, PORT: "0" });
  const service = await startService(config, { api: true, worker: false, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  const bundlePath = path.join(dataDir, "workflow-bundle.js");
  writeFileSync(bundlePath, (await bundleWorkflowCode({ workflowsPath: require.resolve("../src/workflows"), logger: quiet })).code);
  const worker = fork(path.join(__dirname, "support", "workerProcess.ts"), [], {
    execArgv: [
      "--import",
      "tsx",
      `--max-old-space-size=${WORKER_HEAP_MB}`,
      "--max-semi-space-size=16",
      // BENCH_WORKER_CPU_PROF=<dir>: a CPU profile of the worker, to see where an export's time goes.
      ...(process.env.BENCH_WORKER_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_WORKER_CPU_PROF}`] : []),
    ],
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
    if (fatca) await seedFatca(service.db.prisma, account.id);
    // The seed's key persons (and, for FATCA, the UBOs' new nationality) asked to be screened; answered here so the
    // worker does the export only, as the documents above are already validated. Left to run, they screen every
    // seeded person beside the export and the figure measures the screening (the FATCA seed asks for a third more).
    await service.db.prisma.$executeRawUnsafe(
      `UPDATE "ScreeningRequest" SET "workflowId" = COALESCE("workflowId", 'bench-seed'), "startedAt" = COALESCE("startedAt", now()), "completedAt" = now()
        WHERE "accountId" = $1 AND "completedAt" IS NULL`,
      account.id,
    );
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    if (fatca) {
      const fi = { giin: "98Q96B.00000.LE.442", name: "Bench Fund SICAV", country: "LU", address: { city: "Luxembourg", country: "LU" } };
      const put = await fetch(`${service.apiUrl}/api/v1/settings/fatca-reporting-fi`, { method: "PUT", headers, body: JSON.stringify(fi) });
      if (put.status !== 200) throw new Error(`FATCA reporting FI not set: ${put.status} ${await put.text()}`);
    }
    const baseline = await workerRss("reset");

    const started = Date.now();
    const res = await fetch(`${service.apiUrl}/api/v1/exports`, {
      method: "POST",
      headers,
      body: JSON.stringify(fatca ? { format, fatca: { reportingPeriod: "2025-12-31" } } : { format }),
    });
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
      if (!out.write((fatca ? fillFatcaPlaceholders : fillPlaceholders)(line) + "\n")) await new Promise<void>((r) => out.once("drain", () => r()));
    }
    await new Promise<void>((r) => out.end(() => r()));
    const validation = await (fatca ? validateFatcaFile : validateCrsFile)(filledFile);

    const perSecond = Math.round(APPLICATIONS / seconds);
    const growthMb = Math.round(((peakRss - baseline.rss) / 2 ** 20) * 10) / 10;
    return {
      result: {
        format,
        applications: APPLICATIONS,
        controllingPersonsPerApplication: 2,
        seedSeconds: Math.round(seedSeconds * 10) / 10,
        seconds: Math.round(seconds * 100) / 100,
        fileMb: Math.round((job.byteSize / 2 ** 20) * 10) / 10,
        completedCount: job.completedCount,
        failedCount: job.failedCount,
        workerBaselineRssMb: Math.round(baseline.rss / 2 ** 20),
        workerPeakRssMb: Math.round(peakRss / 2 ** 20),
        xsd: validation.valid ? "valid" : validation.output.slice(0, 500),
      },
      checks: {
        "applications/s (POST → COMPLETED)": { value: perSecond, target: "≥ 2,000", pass: perSecond >= 2000 },
        "worker RSS growth": { value: `${growthMb} MB`, target: "< 150 MB", pass: growthMb < 150 },
        [`file validates against the ${fatca ? "IRS FATCA" : "CRS"} v2.0 XSD`]: {
          value: validation.valid ? "yes" : "no",
          target: "yes",
          pass: validation.valid,
        },
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
