// The worker role for benchmarks, in its own process (as in production), sampling its own resident
// memory so a benchmark can report the worker's peak RSS apart from the API's.
import { loadConfig } from "../../src/config";
import { createLogger } from "../../src/logger";
import { startService } from "../../src/roles";
import { answerHeapProbes } from "./heapProbe";

void (async () => {
  const config = loadConfig();
  const service = await startService(config, { api: false, worker: true, embeddedTemporal: false, adminSocket: false, logger: createLogger("warn") });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  process.on("message", (m: { ask?: string }) => {
    if (m.ask === "reset") peak = process.memoryUsage().rss; // a measurement starts from now
    if (m.ask === "rss" || m.ask === "reset") process.send?.({ peakRss: peak, rss: process.memoryUsage().rss });
  });
  answerHeapProbes();
  process.send?.({ ready: true, rss: process.memoryUsage().rss });
  process.on("SIGTERM", () => {
    clearInterval(sampler);
    void service.stop().then(() => process.exit(0));
  });
})();
