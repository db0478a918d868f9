// Structured JSON logs (pino); one logger per process, children per component.
import pino from "pino";

export function createLogger(level: string, name = "compliance") {
  return pino({ name, level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime });
}
