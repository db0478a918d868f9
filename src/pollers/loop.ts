// The one loop every poller runs (webhooks, document validation, screening, the migration sweeper):
// a pass, then, when the pass found nothing to do, a wait that `wake` or `stop` cuts short. A failed
// pass is logged and retried on the next turn; stopping waits for the pass in progress.
import type { Logger } from "pino";

export interface Poller {
  stop(): Promise<void>;
}

export function startPollLoop(options: {
  /** Names the poller in its error log. */
  name: string;
  logger: Logger;
  /** Does one round of work; true when there was work, so the next pass follows at once. */
  pass: () => Promise<boolean>;
  /** The wait after a pass that found nothing. */
  idleMs: number;
}): Poller {
  let running = true;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (running) {
      let busy = false;
      try {
        busy = await options.pass();
      } catch (err) {
        if (running) options.logger.error({ err }, `${options.name} pass failed; retrying`);
      }
      if (!busy && running) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, options.idleMs).unref()));
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
