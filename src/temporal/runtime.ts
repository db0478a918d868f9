// Routes the Temporal SDK's own logs through our log level (webpack chatter stays out of the logs).
import { DefaultLogger, Runtime, type LogLevel } from "@temporalio/worker";

let installed = false;

export function installTemporalRuntime(level: string) {
  if (installed) return;
  installed = true;
  const map: Record<string, LogLevel> = { trace: "TRACE", debug: "DEBUG", info: "WARN", warn: "WARN", error: "ERROR", fatal: "ERROR", silent: "ERROR" };
  try {
    Runtime.install({ logger: new DefaultLogger(map[level] ?? "WARN") });
  } catch {
    /* already installed by an earlier caller in this process */
  }
}
