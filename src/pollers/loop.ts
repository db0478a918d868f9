// The one loop every poller runs (webhooks, document validation, screening, the reconciler, the
// migration sweeper): a pass, then, when the pass found nothing to do, a wait that `wake` or `stop`
// cuts short. A failed pass is retried after a backoff that doubles up to a cap, with jitter so the
// pollers of several workers do not hammer a recovering database in step. The log says when a poller
// starts failing and when it recovers, one line each, never one per attempt; after a sustained
// failure `health()` names the poller as failing, which the process's readiness reports.
import type { Logger } from "pino";
import { pollerFailing, pollerFailures } from "../observability/metrics";

interface PollerHealth {
  name: string;
  /** True once passes have failed without a success for longer than `failingAfterMs`. */
  failing: boolean;
  /** The last failure's message while failing. */
  lastError: string | null;
}

export interface Poller {
  stop(): Promise<void>;
  health(): PollerHealth[];
}

export const BACKOFF = { initialMs: 250, maxMs: 10_000 };
/** Failing this long without a success turns the process's readiness red. */
const FAILING_AFTER_MS = 30_000;

/** The wait after the n-th failure in a row (1-based): doubling from initialMs up to maxMs, jittered to 50-100 %. */
export function backoffMs(failures: number, backoff = BACKOFF, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(failures - 1, 30));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export function startPollLoop(options: {
  /** Names the poller in its log lines, metrics and readiness. */
  name: string;
  logger: Logger;
  /** Does one round of work; true when there was work, so the next pass follows at once. */
  pass: () => Promise<boolean>;
  /** The wait after a pass that found nothing. */
  idleMs: number;
  backoff?: { initialMs: number; maxMs: number };
  failingAfterMs?: number;
}): Poller {
  let running = true;
  let wake: (() => void) | null = null;
  let failures = 0;
  let failingSince: number | null = null;
  let lastError: string | null = null;
  const failingAfterMs = options.failingAfterMs ?? FAILING_AFTER_MS;
  const failing = () => failingSince !== null && Date.now() - failingSince >= failingAfterMs;
  const pause = (ms: number) => new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, ms).unref()));

  const loop = (async () => {
    while (running) {
      let busy = false;
      try {
        busy = await options.pass();
        if (failures > 0) options.logger.info({ poller: options.name, failedPasses: failures }, `${options.name} recovered`);
        failures = 0;
        failingSince = null;
        lastError = null;
        pollerFailing.set({ poller: options.name }, 0);
      } catch (err) {
        if (!running) break;
        failures++;
        lastError = (err as Error)?.message ?? String(err);
        pollerFailures.inc({ poller: options.name });
        if (failures === 1) {
          failingSince = Date.now();
          options.logger.warn({ poller: options.name, err }, `${options.name} pass failed; backing off until it succeeds`);
        }
        if (failing()) pollerFailing.set({ poller: options.name }, 1);
        await pause(backoffMs(failures, options.backoff));
        continue;
      }
      if (!busy && running) await pause(options.idleMs);
    }
  })();
  return {
    health: () => [{ name: options.name, failing: failing(), lastError: failing() ? lastError : null }],
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}

/** Several pollers as one: stopped together, their health side by side. */
export function pollerGroup(pollers: Poller[]): Poller {
  return {
    health: () => pollers.flatMap((p) => p.health()),
    stop: async () => void (await Promise.all(pollers.map((p) => p.stop()))),
  };
}

/** A readiness probe over pollers: fails naming each poller whose passes keep failing, and why. */
export function pollersProbe(pollers: Poller[]) {
  return {
    name: "background",
    check: async () => {
      const failing = pollers.flatMap((p) => p.health()).filter((h) => h.failing);
      if (failing.length) throw new Error(failing.map((h) => `${h.name} failing (${h.lastError})`).join("; "));
    },
  };
}
