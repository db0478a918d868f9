import type { Client } from "@temporalio/client";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import type { WorkflowArgs, WorkflowName } from "../temporal/start";

/** What every poller gets: the database, the Temporal client, and start-once and start-again bound to the task queue. */
export interface PollerOptions {
  db: PrismaClient;
  temporal: Client;
  config: Config;
  logger: Logger;
  start: <W extends WorkflowName>(workflowType: W, workflowId: string, args: WorkflowArgs<W>, accountId: string) => Promise<void>;
  /** A new run under an id whose last run has closed (the reconciler); a no-op while one is open. */
  restart: <W extends WorkflowName>(workflowType: W, workflowId: string, args: WorkflowArgs<W>, accountId: string) => Promise<void>;
}
