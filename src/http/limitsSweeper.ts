// Runs in every API process: removes rate-limit windows that have ended and Idempotency-Keys past their
// 24 h. Several replicas sweeping at once only delete the same rows.
import type { Logger } from "pino";
import type { SqlReader } from "../db/sql";
import { sweepIdempotencyKeys } from "../domain/limits/idempotency";
import { sweepRateLimitWindows } from "../domain/limits/rateLimits";

const LIMITS_SWEEP_INTERVAL_MS = 60_000;

export function startLimitsSweeper(options: { sql: SqlReader; windowSeconds: number; logger: Logger; intervalMs?: number }) {
  const sweep = async () => {
    try {
      await sweepRateLimitWindows(options.sql, options.windowSeconds);
      await sweepIdempotencyKeys(options.sql);
    } catch (err) {
      options.logger.warn({ err }, "limits sweep failed; retrying at the next interval");
    }
  };
  let running: Promise<void> = sweep();
  const timer = setInterval(() => (running = running.then(sweep)), options.intervalMs ?? LIMITS_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
