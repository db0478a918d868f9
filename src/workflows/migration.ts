// One workflow per migration (`migration-<id>`): unpack the archive, then CLASSIFY, SUMMARIZE and
// VALIDATE every item, then create the applications. Each stage walks the pending items a page at a
// time and keeps up to PARALLEL chunk activities in flight (sliding window); every activity is
// idempotent, so a worker crash only repeats work that had not committed. Control (pause, cancel)
// lives in the database; the `wake` signal makes the run re-read it before taking the next chunk.
import { condition, continueAsNew, proxyActivities, setHandler, workflowInfo } from "@temporalio/workflow";
import { wakeSignal } from "./messages";
import type { Activities } from "../activities";
import { UNTIL_DONE } from "./retryPolicies";
import type { StageName } from "../domain/migrations/pipeline";

/** Items per page read from the database, per chunk activity, and chunks in flight at once. */
const MIGRATION_PAGE = 200;
export const MIGRATION_CHUNK = 25;
export const MIGRATION_PARALLEL = 4;
/** Past this many history events the run continues as new, keeping its history bounded. */
const HISTORY_LIMIT = 5000;
/** A paused run re-reads its state at least this often, even without a wake signal. */
const PAUSED_RECHECK = "30 seconds";

/** Long activities heartbeat per file or item; a dead worker's attempt is retried after 20 s. */
const STAGE_OPTIONS = {
  startToCloseTimeout: "15 minutes",
  heartbeatTimeout: "20 seconds",
  retry: UNTIL_DONE,
} as const;
const UNPACK_OPTIONS = { ...STAGE_OPTIONS, startToCloseTimeout: "2 hours" } as const;
const CONTROL_OPTIONS = { startToCloseTimeout: "30 seconds", retry: UNTIL_DONE } as const;

const { runMigrationStage } = proxyActivities<Activities>(STAGE_OPTIONS);
const { unpackMigration } = proxyActivities<Activities>(UNPACK_OPTIONS);
const { beginMigrationRun, pendingMigrationItems, finishMigrationRun } = proxyActivities<Activities>(CONTROL_OPTIONS);

const STAGES: StageName[] = ["CLASSIFY", "SUMMARIZE", "VALIDATE", "CREATE"];

export interface MigrationWorkflowInput {
  migrationId: string;
  /** Where a continued-as-new run picks up. */
  stage?: StageName;
}

export async function migrationWorkflow(input: MigrationWorkflowInput): Promise<string> {
  const { migrationId } = input;
  let woken = false;
  setHandler(wakeSignal, () => void (woken = true));

  /** The migration's status once it is no longer PAUSED. */
  const untilNotPaused = async (): Promise<string> => {
    for (;;) {
      woken = false;
      const { status } = await beginMigrationRun({ migrationId });
      if (status !== "PAUSED") return status;
      await condition(() => woken, PAUSED_RECHECK);
    }
  };

  let control = await beginMigrationRun({ migrationId });
  let status: string = control.status === "PAUSED" ? await untilNotPaused() : control.status;
  if (status !== "MIGRATING") return status;
  if (control.needsUnpack) {
    control = await unpackMigration({ migrationId });
    if (control.status === "FAILED") return control.status;
  }

  for (const stage of STAGES.slice(STAGES.indexOf(input.stage ?? "CLASSIFY"))) {
    let afterId: string | null = null;
    for (;;) {
      const page: { status: string; itemIds: string[] } = await pendingMigrationItems({ migrationId, stage, afterId, limit: MIGRATION_PAGE });
      status = page.status === "PAUSED" ? await untilNotPaused() : page.status;
      if (status !== "MIGRATING") return status;
      if (page.status === "PAUSED") continue; // read the page again now that it runs
      if (page.itemIds.length === 0) break;
      const chunks: string[][] = [];
      for (let i = 0; i < page.itemIds.length; i += MIGRATION_CHUNK) chunks.push(page.itemIds.slice(i, i + MIGRATION_CHUNK));
      woken = false;
      let next = 0;
      const lane = async () => {
        // A wake (pause, cancel) stops this page taking new chunks; running ones finish.
        while (next < chunks.length && !woken) await runMigrationStage({ migrationId, stage, itemIds: chunks[next++] });
      };
      await Promise.all(Array.from({ length: Math.min(MIGRATION_PARALLEL, chunks.length) }, lane));
      if (!woken) afterId = page.itemIds[page.itemIds.length - 1];
      if (workflowInfo().historyLength > HISTORY_LIMIT) await continueAsNew<typeof migrationWorkflow>({ migrationId, stage });
    }
  }
  return finishMigrationRun({ migrationId });
}
