// Once per test run: one Temporal dev server (headless, in memory), one workflow bundle and one
// migrated template database, shared by every test file; each file uses its own task queue and a copy
// of the template as its database.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bundleWorkflowCode } from "@temporalio/worker";
import { findTemporalCli } from "../../src/temporal/cli";
import { startDevServer } from "../../src/temporal/devServer";
import { installS3Server } from "./s3";
import { createTemplateDatabase } from "./templateDatabase";

export default async function globalSetup() {
  const dir = path.join(os.tmpdir(), `compliance-tests-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const cli = findTemporalCli((m) => console.log(m));
  // On a fresh machine pip takes minutes on a busy CI host: install before any test's clock runs.
  installS3Server();
  const server = await startDevServer({ cli, dataDir: null, headless: true, namespace: "default" });
  const { code } = await bundleWorkflowCode({ workflowsPath: require.resolve("../../src/workflows"), logger: quietLogger });
  const bundlePath = path.join(dir, "workflow-bundle.js");
  writeFileSync(bundlePath, code);
  process.env.TEST_TEMPORAL_ADDRESS = server.address;
  process.env.TEST_TEMPORAL_CLI = cli;
  process.env.TEMPORAL_WORKFLOW_BUNDLE = bundlePath;
  await createTemplateDatabase(dir);
  (globalThis as Record<string, unknown>).__temporalDevServer = server;
}

const noop = () => undefined;
const quietLogger = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };
