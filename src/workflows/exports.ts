// One workflow per export job (`export-<jobId>`, search attribute AccountId): begin, stream the
// artifact into the object store, finish (COMPLETED and export.completed, once). A worker that dies
// while writing loses its heartbeat; the write is retried on another worker and rewrites the file.
import { ActivityFailure, proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { UNTIL_DONE } from "./retryPolicies";

/**
 * The writer heartbeats after every page of applications; a silent attempt is retried after 10 s. It
 * retries through any outage of the database or the store; a file that still cannot be written after
 * a day fails the job with its reason.
 */
const WRITE_OPTIONS = {
  startToCloseTimeout: "2 hours",
  scheduleToCloseTimeout: "24 hours",
  heartbeatTimeout: "10 seconds",
  retry: UNTIL_DONE,
} as const;
const CONTROL_OPTIONS = { startToCloseTimeout: "30 seconds", retry: UNTIL_DONE } as const;

const { writeExportArtifact } = proxyActivities<Activities>(WRITE_OPTIONS);
const { beginExportRun, finishExportRun, failExportRun } = proxyActivities<Activities>(CONTROL_OPTIONS);

export async function exportWorkflow(input: { jobId: string }): Promise<string> {
  const { status } = await beginExportRun(input);
  if (status !== "RUNNING") return status; // finished before (a replayed start) or gone
  try {
    await writeExportArtifact(input);
  } catch (err) {
    if (err instanceof ActivityFailure)
      return failExportRun({ jobId: input.jobId, reason: `The export file could not be written: ${err.cause?.message ?? err.message}` });
    throw err;
  }
  return finishExportRun(input);
}
