// The MigrationRunner over Temporal: `migration-<id>` started once (idempotent by workflow id, with
// the AccountId and MigrationId search attributes), or signalled to re-read its state if it runs.
// A run that is gone (worker lost it, the API died before starting it) is simply started again.
import { WorkflowNotFoundError, type Client } from "@temporalio/client";
import type { MigrationRunner } from "../domain/migrations/service";
import { wakeSignal } from "../workflows/messages";
import { MIGRATION_ID } from "./search";
import { startWorkflowOnce } from "./start";
import { workflowIds } from "./workflowIds";

export function temporalMigrationRunner(temporal: Client, taskQueue: string): MigrationRunner {
  const start = (migration: { id: string; accountId: string }) =>
    startWorkflowOnce(temporal, taskQueue, {
      workflowType: "migrationWorkflow",
      workflowId: workflowIds.migration(migration.id),
      args: [{ migrationId: migration.id }],
      accountId: migration.accountId,
      searchAttributes: [{ key: MIGRATION_ID, value: migration.id }],
      allowRerun: true,
    });

  /** Whether `migration-<id>` has an open run. */
  const isRunning = async (migrationId: string) => {
    try {
      return (await temporal.workflow.getHandle(workflowIds.migration(migrationId)).describe()).status.name === "RUNNING";
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false;
      throw err;
    }
  };

  const notify = async (migration: { id: string }) => {
    try {
      await temporal.workflow.getHandle(workflowIds.migration(migration.id)).signal(wakeSignal);
      return true;
    } catch (err) {
      if (err instanceof WorkflowNotFoundError) return false; // no open run to tell
      throw err;
    }
  };

  return {
    notify: async (migration) => void (await notify(migration)),
    async ensureRunning(migration) {
      // A run that closes between describe and signal is started below.
      if ((await isRunning(migration.id)) && (await notify(migration))) return;
      await start(migration);
    },
    async restartIfGone(migration) {
      if (await isRunning(migration.id)) return false;
      await start(migration);
      return true;
    },
  };
}
