// The signals and queries of our workflows, apart from workflow code: clients (the migration runner,
// the CLI, tests) signal and query through these definitions, never by a string name, and importing
// them loads no workflow.
import { defineQuery, defineSignal } from "@temporalio/workflow";

/** Tells `migration-<id>` to re-read its migration's state (paused, resumed, cancelled, new items). */
export const wakeSignal = defineSignal("wake");

export interface ScreeningProgress {
  screened: number;
  hitsCreated: number;
  hitsEnriched: number;
}
/** How far a screening or monitoring run has come. */
export const screeningProgressQuery = defineQuery<ScreeningProgress>("progress");

export interface RiskReassessmentProgress {
  /** The model version this pass assesses under (the latest the run has heard of). */
  version: number;
  /** The last application id re-assessed (keyset checkpoint; null before the first page). */
  afterId: string | null;
  /** Applications assessed (and changed) under `version`; a pass begun again under a newer model counts from zero. */
  assessed: number;
  changed: number;
  pages: number;
  done: boolean;
  /** Passes abandoned midway because a newer model arrived; the pass under the newest began again from the first application. */
  restarts: number;
}
/** How far `risk-reassess-<account>` has come. */
export const riskReassessmentProgressQuery = defineQuery<RiskReassessmentProgress>("riskProgress");

/**
 * A newer risk model was saved: `risk-reassess-<account>` assesses under it next (sent with signal-with-start,
 * so it also starts the workflow when none runs for the account).
 */
export const riskModelChangedSignal = defineSignal<[{ version: number }]>("riskModelChanged");
