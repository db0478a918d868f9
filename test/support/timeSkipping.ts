// Workflow tests in skipped time: the time-skipping test server jumps over timers whenever no
// workflow or activity task is in progress, so a schedule of hours runs in milliseconds. Activities
// are mocks; the workflow code is the real bundle.
import { TestWorkflowEnvironment } from "@temporalio/testing";
import { bundleWorkflowCode, DefaultLogger, makeTelemetryFilterString, Runtime, Worker, type WorkerOptions } from "@temporalio/worker";
import { timeSkippingServerPath } from "../../scripts/temporal-test-server";

const noop = () => undefined;
const quietLogger = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: console.error };

export interface TimeSkipping {
  env: TestWorkflowEnvironment;
  taskQueue: string;
  /** Stops the worker, then the server. */
  stop(): Promise<void>;
}

/**
 * A time-skipping server and one worker of the real workflows (bundled here) hosting `activities`,
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
    bundleWorkflowCode({ workflowsPath: require.resolve("../../src/workflows"), logger: quietLogger }),
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
