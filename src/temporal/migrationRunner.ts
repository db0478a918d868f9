// The MigrationRunner over Temporal: `migration-<id>` started once (idempotent by workflow id, with
// the AccountId and MigrationId search attributes), or signalled to re-read its state if it runs.
// A run that is gone (worker lost it, the API died before starting it) is simply started again.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from "@temporalio/client";
import type { MigrationRunner } from "../domain/migrations/service";
import { ACCOUNT_ID, MIGRATION_ID } from "./search";
import { workflowIds } from "./workflowIds";

export function temporalMigrationRunner(temporal: Client, taskQueue: string): MigrationRunner {
  return {
    async notify(migration) {
      try {
        await temporal.workflow.getHandle(workflowIds.migration(migration.id)).signal("wake");
      } catch (err) {
        if (!(err instanceof WorkflowNotFoundError)) throw err; // no run to tell
      }
    },
    async ensureRunning(migration) {
      const workflowId = workflowIds.migration(migration.id);
      const handle = temporal.workflow.getHandle(workflowId);
      try {
        const { status } = await handle.describe();
        if (status.name === "RUNNING") {
          await handle.signal("wake");
          return;
        }
      } catch (err) {
        // Never started, or it closed between describe and signal: start it below.
        if (!(err instanceof WorkflowNotFoundError)) throw err;
      }
      try {
        await temporal.workflow.start("migrationWorkflow", {
          taskQueue,
          workflowId,
          args: [{ migrationId: migration.id }],
          typedSearchAttributes: [
            { key: ACCOUNT_ID, value: migration.accountId },
            { key: MIGRATION_ID, value: migration.id },
          ],
        });
      } catch (err) {
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err; // started by a concurrent call
      }
    },
  };
}
