// The API role for benchmarks, in its own process so load generation does not share its event loop.
import { loadConfig } from "../src/config";
import { createLogger } from "../src/logger";
import { startService } from "../src/roles";
import { answerCpuProbes } from "./support/cpuProbe";
import { answerHeapProbes } from "./support/heapProbe";

void (async () => {
  const config = loadConfig();
  const service = await startService(config, { api: true, worker: false, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  answerHeapProbes();
  answerCpuProbes();
  process.send?.({ ready: service.apiUrl });
  process.on("SIGTERM", () => void service.stop().then(() => process.exit(0)));
})();
