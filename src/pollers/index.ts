// Runs in every worker process and turns committed rows into Temporal workflows, one poller per
// purpose (webhooks.ts, documents.ts, screening.ts), each on the shared loop (loop.ts). Starting is
// idempotent by workflow id, and a row whose start was not recorded (a crash in between) is started
// again on the next pass: each pass claims, then starts, then marks, in that order.
import type { Client } from "@temporalio/client";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import { startWorkflowOnce } from "../temporal/start";
import { documentValidationPass } from "./documents";
import { pollerGroup, startPollLoop, type Poller } from "./loop";
import { startReconciler } from "./reconcile";
import type { PollerOptions } from "./options";
import { screeningPass } from "./screening";
import { webhookPass } from "./webhooks";

const IDLE_POLL_MS = 100;

/** The worker's pollers for webhooks, document validation and screening, and the reconciler that finishes what their runs left; `stop` ends them all. */
export function startDispatcher(options: { db: PrismaClient; temporal: Client; config: Config; logger: Logger }): Poller {
  const pollerOptions: PollerOptions = {
    ...options,
    start: (workflowType, workflowId, args, accountId) =>
      startWorkflowOnce(options.temporal, options.config.taskQueue, { workflowType, workflowId, args, accountId }),
    restart: (workflowType, workflowId, args, accountId) =>
      startWorkflowOnce(options.temporal, options.config.taskQueue, { workflowType, workflowId, args, accountId, allowRerun: true }),
  };
  const pollers = [
    startPollLoop({ name: "webhook dispatch", logger: options.logger, idleMs: IDLE_POLL_MS, pass: webhookPass(pollerOptions) }),
    startPollLoop({ name: "document validation dispatch", logger: options.logger, idleMs: IDLE_POLL_MS, pass: documentValidationPass(pollerOptions) }),
    startPollLoop({ name: "screening dispatch", logger: options.logger, idleMs: IDLE_POLL_MS, pass: screeningPass(pollerOptions) }),
    startReconciler({ ...pollerOptions, ...options.config.reconcile }),
  ];
  return pollerGroup(pollers);
}

export { startMigrationSweeper } from "./migrations";
export { pollersProbe } from "./loop";
