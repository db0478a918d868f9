// Fuzzes the REST API from its own OpenAPI document with schemathesis:
//   npx tsx scripts/fuzz.ts [extra `st run` options]
// Installs a pinned schemathesis into .tools/schemathesis-venv (git-ignored) when missing, boots the
// whole service (fresh embedded database in a temp DATA_DIR, a headless Temporal dev server on a free
// port, worker, API with response validation), creates a fresh account and key, runs every phase
// (examples, coverage, fuzzing, stateful) with every check, prints schemathesis' summary and exits
// with its status: non-zero on any server error, undocumented status, schema mismatch, rejected
// valid or accepted invalid request not recorded with its reason in scripts/fuzz-baseline.json.
// FUZZ_MAX_EXAMPLES (default 25) bounds the test cases per operation: about 4 minutes on 2 idle cores.
// FUZZ_REPORT=<file> writes schemathesis' report there and prints a digest instead, the whole report
// only when the run fails: CI's log then ends on the README's test command and not on schemathesis'
// pytest-style "N warnings in Ts" banner, which a test-report reader takes for a run of no tests.
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/config";
import { createAccount, createKey } from "../src/domain/accounts/admin";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { findTemporalCli } from "../src/temporal/cli";
import { startDevServer } from "../src/temporal/devServer";
import { ensurePythonTool } from "./pythonTool";

const SCHEMATHESIS_VERSION = "4.32.5";

async function main() {
  const st = path.join(ensurePythonTool({ name: "schemathesis-venv", pkg: "schemathesis", version: SCHEMATHESIS_VERSION }), "st");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-fuzz-"));
  const temporal = await startDevServer({ cli: findTemporalCli((m) => console.log(m)), dataDir: null, headless: true, namespace: "default" });
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, TEMPORAL_ADDRESS: temporal.address, LOG_LEVEL: "silent" });
  const logger = createLogger(process.env.FUZZ_LOG_LEVEL ?? "silent");
  // validateResponses: a response that breaks its own schema answers 500, which schemathesis reports.
  const service = await startService(config, { api: true, worker: true, embeddedTemporal: false, adminSocket: false, logger, validateResponses: true });
  let status = 1;
  try {
    const account = await createAccount(service.db.prisma, { name: "Fuzzing account" });
    const { key } = await createKey(service.db.prisma, config.apiKeyPrefix, { accountId: account.id, env: config.apiEnv });
    const args = [
      "--config-file",
      path.join(__dirname, "schemathesis.toml"),
      "run",
      `${service.apiUrl}/api/v1/openapi.json`,
      "--url",
      service.apiUrl!, // the document's paths carry /api/v1
      "--header",
      `Authorization: Bearer ${key}`,
      "--phases",
      "examples,coverage,fuzzing,stateful",
      "--checks",
      "all",
      "--max-examples",
      process.env.FUZZ_MAX_EXAMPLES ?? "25",
      // One worker: the API shares the machine's cores.
      "--workers",
      process.env.FUZZ_WORKERS ?? "1",
      "--seed",
      process.env.FUZZ_SEED ?? "13",
      "--request-timeout",
      "30",
      "--max-response-time",
      "30", // generous: a loaded CI machine is slow, a hung request is not
      "--suppress-health-check",
      "all",
      "--output-truncate",
      "false",
      // Findings the document cannot rule out, each with its reason; anything else fails the run.
      "--baseline",
      path.join(__dirname, "fuzz-baseline.json"),
      ...process.argv.slice(2),
    ];
    console.log(`st ${args.map((a) => (a.startsWith("Authorization") ? "Authorization: Bearer <fresh key>" : a)).join(" ")}`);
    const reportPath = process.env.FUZZ_REPORT;
    status = await new Promise<number>((resolve) => {
      // Run in the temp folder: schemathesis keeps its crash cache in the working directory.
      const child = spawn(st, args, {
        stdio: reportPath ? ["ignore", "pipe", "pipe"] : "inherit",
        cwd: dataDir,
        env: { ...process.env, SCHEMATHESIS_HOOKS: "" },
      });
      if (reportPath) {
        const report = createWriteStream(reportPath);
        child.stdout!.pipe(report);
        child.stderr!.pipe(report);
        child.on("close", (code) => report.end(() => resolve(code ?? 1)));
      } else {
        child.on("exit", (code) => resolve(code ?? 1));
      }
    });
    if (reportPath) printDigest(readFileSync(reportPath, "utf8"), reportPath, status);
  } finally {
    await service.stop();
    await temporal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(status);
}

/** The report's figures in one line (its own wording avoided), or the whole report when the run failed. */
function printDigest(report: string, reportPath: string, status: number) {
  if (status !== 0) {
    console.log(report);
    return;
  }
  const cases = /Test cases:\s*(\d+) generated, (\d+) passed(?:, (\d+) skipped)?/.exec(report);
  const warnings = report
    .split("\n")
    .filter((line) => line.includes("⚠️"))
    .map((line) => line.trim());
  console.log(
    `schemathesis: no findings beyond the baseline; ${cases ? `${cases[1]} generated cases, ${cases[3] ?? 0} skipped` : "case count not found"}; report in ${reportPath}`,
  );
  for (const line of warnings) console.log(`  ${line}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
