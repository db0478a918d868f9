// Workflow tests in skipped time: the time-skipping test server jumps over timers whenever no
// workflow or activity task is in progress, so a schedule of hours runs in milliseconds. Activities
// are mocks; the workflow code is the real bundle.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { bundleWorkflowCode, DefaultLogger, makeTelemetryFilterString, Runtime, Worker, type WorkerOptions } from "@temporalio/worker";
import { timeSkippingServerPath } from "../../scripts/temporal-test-server";

const noop = () => undefined;
const quietLogger = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };

const ROOT = path.resolve(__dirname, "../..");
const WORKFLOWS = path.join(ROOT, "src", "workflows");

/**
 * The workflow bundle, reused across runs while its inputs are unchanged: bundling costs most of a
 * fast run. Its inputs are src/workflows (which imports only types from elsewhere, ESLint checks it),
 * the workflow ids they build children with (src/temporal/workflowIds.ts) and the installed packages
 * (package-lock.json).
 */
export async function workflowBundle(): Promise<{ code: string }> {
  const hash = createHash("sha256");
  for (const file of readdirSync(WORKFLOWS, { recursive: true, encoding: "utf8" }).sort()) {
    if (file.endsWith(".ts")) hash.update(file).update(readFileSync(path.join(WORKFLOWS, file)));
  }
  hash.update(readFileSync(path.join(ROOT, "src", "temporal", "workflowIds.ts")));
  hash.update(readFileSync(path.join(ROOT, "package-lock.json")));
  const name = `compliance-workflow-bundle-${hash.digest("hex").slice(0, 16)}.js`;
  const cached = path.join(os.tmpdir(), name);
  try {
    return { code: readFileSync(cached, "utf8") };
  } catch {
    // not built yet (or just pruned by a run of other sources): build it
  }
  const { code } = await bundleWorkflowCode({ workflowsPath: require.resolve("../../src/workflows"), logger: quietLogger });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, code);
  renameSync(partial, cached); // whole or not at all: two test files may bundle at once
  for (const old of readdirSync(os.tmpdir())) {
    if (old.startsWith("compliance-workflow-bundle-") && old.endsWith(".js") && old !== name) rmSync(path.join(os.tmpdir(), old), { force: true });
  }
  return { code };
}

export interface TimeSkipping {
  env: TestWorkflowEnvironment;
  taskQueue: string;
  /** Stops the worker, then the server. */
  stop(): Promise<void>;
}

/**
 * A time-skipping server and one worker of the real workflows hosting `activities`,
 * running until stop(): one per test file, since creating a worker costs about a second.
 */
export async function startTimeSkipping(taskQueue: string, activities: WorkerOptions["activities"]): Promise<TimeSkipping> {
  try {
    // The test server is not a full Temporal server: core warns about capabilities these tests do not use.
    Runtime.install({ logger: new DefaultLogger("ERROR"), telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: "ERROR" }) } } });
  } catch {
    // already installed by an earlier file in this process
  }
  const [env, bundle] = await Promise.all([
    TestWorkflowEnvironment.createTimeSkipping({ server: { executable: { type: "existing-path", path: timeSkippingServerPath() } } }),
    workflowBundle(),
  ]);
  const worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: bundle, activities });
  const running = worker.run();
  return {
    env,
    taskQueue,
    async stop() {
      worker.shutdown();
      await running;
      await env.teardown();
    },
  };
}
