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
  /** The last application id re-assessed (keyset checkpoint; null before the first page). */
  afterId: string | null;
  assessed: number;
  changed: number;
  pages: number;
  done: boolean;
  /** The run stopped because a newer model of the account superseded its own; that model's run re-assesses every application. */
  superseded?: boolean;
}
/** How far `risk-reassess-<account>-v<version>` has come. */
export const riskReassessmentProgressQuery = defineQuery<RiskReassessmentProgress>("riskProgress");
