// A migration that should be running but has no open run (the API died between committing it and
// starting `migration-<id>`, a run was terminated) is started again, so nobody has to call resume.
// Starting is idempotent by workflow id; a running one is left alone.
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client";
import { migrationsToSweep, type MigrationRunner } from "../domain/migrations/service";
import { startPollLoop, type Poller } from "./loop";

const SWEEP_INTERVAL_MS = 60_000;
/** Younger than this, a migration's start may still be on its way from the API. */
const SWEEP_GRACE_MS = 30_000;

export function startMigrationSweeper(options: { db: PrismaClient; runner: MigrationRunner; logger: Logger; intervalMs?: number; graceMs?: number }): Poller {
  return startPollLoop({
    name: "migration sweep",
    logger: options.logger,
    idleMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    // Never busy: one sweep per interval.
    pass: async () => {
      for (const migration of await migrationsToSweep(options.db, options.graceMs ?? SWEEP_GRACE_MS)) {
        if (await options.runner.restartIfGone(migration)) options.logger.warn({ migrationId: migration.id }, "restarted a stalled migration run");
      }
      return false;
    },
  });
}
