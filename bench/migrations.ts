// Migrations end to end: a generated archive of N applications × 5 documents (text, and a small
// PDF for every fifth application) uploaded as multipart, until COMPLETED. The API runs in this
// process, the worker in its own (as in production). Reports applications per second (upload →
// COMPLETED) and the worker's peak RSS, sampled inside it with process.memoryUsage().rss.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { bundleWorkflowCode } from "@temporalio/worker";
import os from "node:os";
import path from "node:path";
// The heap `npm run start:worker` gives a production worker (package.json).
const WORKER_HEAP_MB = 384;
import { PDFDocument, StandardFonts } from "pdf-lib";
import { loadConfig } from "../src/config";
import type { PrismaClient } from "../src/generated/prisma/client";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";
import { buildZip, personDoc, type ArchiveEntry } from "../test/migrations/archives";
import { benchDatabase } from "./support/postgres";

const noop = () => undefined;
const quiet = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };

const APPLICATIONS = Number(process.env.BENCH_MIGRATION_APPLICATIONS ?? 1000);

async function pdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 16, size: 11, font }));
  return Buffer.from(await doc.save());
}

async function archive(n: number): Promise<Buffer> {
  const entries: ArchiveEntry[] = [
    {
      name: "manifest.csv",
      content: [
        "folder,entityType,name,email,country",
        ...Array.from({ length: n }, (_v, i) => `Investor ${i},INDIVIDUAL,Investor Number${i},i${i}@example.com,LU`),
      ].join("\n"),
    },
  ];
  for (let i = 0; i < n; i++) {
    const folder = `Investor ${i}`;
    const passport = ["Passport", `Name: Investor Number${i}`, "Date of birth: 01/02/1980", "Nationality: LU"];
    entries.push(
      i % 5 === 0 ? { name: `${folder}/passport.pdf`, content: await pdf(passport) } : { name: `${folder}/passport.txt`, content: passport.join("\n") },
    );
    entries.push({ name: `${folder}/utility_bill.txt`, content: personDoc("Proof of address", { Address: `${i} Rue Verte, L-1234 Luxembourg, LU` }) });
    entries.push({ name: `${folder}/bank_statement.txt`, content: personDoc("Bank statement", { Name: `Investor Number${i}`, IBAN: "LU00 0000 0000 0000" }) });
    entries.push({ name: `${folder}/source_of_funds.txt`, content: personDoc("Source of funds", { Name: `Investor Number${i}`, Origin: "Salary" }) });
    entries.push({ name: `${folder}/fatca_declaration.txt`, content: personDoc("FATCA declaration", { TIN: `LU ${1000000 + i}` }) });
  }
  return buildZip(entries);
}

/** Where the time went, from the stage marks: unpack, classify, summarize, validate, create. */
async function stageSeconds(db: PrismaClient, migrationId: string) {
  const m = await db.migration.findUniqueOrThrow({ where: { id: migrationId } });
  const [files, items] = await Promise.all([
    db.migrationFile.aggregate({ where: { item: { migrationId } }, _max: { classifiedAt: true } }),
    db.migrationItem.aggregate({ where: { migrationId }, _max: { summarizedAt: true, validatedAt: true } }),
  ]);
  const marks = [m.createdAt, m.unpackedAt, files._max.classifiedAt, items._max.summarizedAt, items._max.validatedAt, m.completedAt].map(
    (d) => d?.getTime() ?? 0,
  );
  const names = ["unpack", "classify", "summarize", "validate", "create"];
  return Object.fromEntries(names.map((name, i) => [name, Math.round((marks[i + 1] - marks[i]) / 100) / 10]));
}

export async function benchMigrations() {
  const database = await benchDatabase(`compliance_bench_migrations_${Date.now()}`);
  const temporal = await startDevServer({ cli: findTemporalCli(), dataDir: null, headless: true, namespace: "default" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-bench-migrations-"));
  const config = loadConfig({
    DATABASE_URL: database.url,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_TASK_QUEUE: "bench-migrations",
    DATA_DIR: dataDir,
    PORT: "0",
    LOG_LEVEL: "warn",
  });
  const service = await startService(config, { api: true, worker: false, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  // Workflow code bundled up front, as a deployment ships it (and the tests do): the worker then
  // does not run webpack at start, which would count in its memory.
  const bundlePath = path.join(dataDir, "workflow-bundle.js");
  writeFileSync(bundlePath, (await bundleWorkflowCode({ workflowsPath: require.resolve("../src/workflows"), logger: quiet })).code);
  const env = {
    ...process.env,
    TEMPORAL_WORKFLOW_BUNDLE: bundlePath,
    DATABASE_URL: database.url,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_TASK_QUEUE: "bench-migrations",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  const worker = fork(path.join(__dirname, "support", "workerProcess.ts"), [], {
    execArgv: [
      "--import",
      "tsx",
      `--max-old-space-size=${process.env.BENCH_WORKER_HEAP_MB ?? WORKER_HEAP_MB}`,
      "--max-semi-space-size=16",
      ...(process.env.BENCH_WORKER_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`] : []),
    ],
    env,
    stdio: "inherit",
  });
  const idleRss = await new Promise<number>((resolve, reject) => {
    worker.once("message", (m: { rss: number }) => resolve(m.rss));
    worker.once("exit", (code) => reject(new Error(`bench worker exited with ${code}`)));
  });
  const workerRss = () => new Promise<{ peakRss: number; rss: number }>((resolve) => (worker.once("message", resolve), worker.send({ ask: "rss" })));
  try {
    const account = await createAccount(service.db.prisma, { name: "Migration Bench" });
    const { key } = await createKey(service.db.prisma, "cmp", { accountId: account.id, env: "test", name: "bench" });
    const zip = await archive(APPLICATIONS);
    const started = Date.now();
    const form = new FormData();
    form.append("name", "Bench migration");
    form.append("file", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "archive.zip");
    const res = await fetch(`${service.apiUrl}/api/v1/migrations`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: form });
    const created = (await res.json()) as { id: string };
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(created)}`);
    let final: Record<string, any> = {};
    for (;;) {
      final = (await (await fetch(`${service.apiUrl}/api/v1/migrations/${created.id}`, { headers: { authorization: `Bearer ${key}` } })).json()) as Record<
        string,
        any
      >;
      if (["COMPLETED", "FAILED", "CANCELLED"].includes(final.status)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const applications = await service.db.prisma.application.count({ where: { accountId: account.id } });
    const documents = await service.db.prisma.document.count({ where: { accountId: account.id } });
    const perSecond = Math.round((applications / seconds) * 10) / 10;
    const stages = await stageSeconds(service.db.prisma, created.id);
    const rssMb = Math.round((await workerRss()).peakRss / 2 ** 20);
    return {
      result: {
        applications,
        documents,
        archiveBytes: zip.length,
        seconds: Math.round(seconds * 10) / 10,
        stages,
        status: final.status,
        itemCounts: final.itemCounts,
        workerIdleRssMb: Math.round(idleRss / 2 ** 20),
        workerInProcess: false,
      },
      checks: {
        "applications/s (upload → COMPLETED)": { value: perSecond, target: "≥ 50", pass: perSecond >= 50 },
        "worker peak RSS (own process)": { value: `${rssMb} MB`, target: "< 512 MB", pass: rssMb < 512 },
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
