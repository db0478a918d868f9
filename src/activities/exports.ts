// Activities of an export job: thin wrappers over src/domain/exports/run.ts. The writer heartbeats per
// page so a dead worker's attempt is retried elsewhere, and stops when the attempt is cancelled.
import { Context, heartbeat } from "@temporalio/activity";
import type { PrismaClient } from "../generated/prisma/client";
import { beginExportRun, failExportRun, finishExportRun, writeExportArtifact } from "../domain/exports";
import type { ObjectStore } from "../storage";

export function exportActivities({ db, objectStore }: { db: PrismaClient; objectStore: ObjectStore }) {
  return {
    beginExportRun: (input: { jobId: string }) => beginExportRun(db, input.jobId),
    writeExportArtifact: (input: { jobId: string }) =>
      writeExportArtifact(db, objectStore, input.jobId, { progress: (completed) => heartbeat(completed), signal: Context.current().cancellationSignal }),
    finishExportRun: (input: { jobId: string }) => finishExportRun(db, input.jobId),
    failExportRun: (input: { jobId: string; reason: string }) => failExportRun(db, input.jobId, input.reason),
  };
}
