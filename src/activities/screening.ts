// Screening activities: thin wrappers over src/domain/screening/engine.ts (each idempotent).
import { heartbeat } from "@temporalio/activity";
import type { PrismaClient } from "../generated/prisma/client";
import { markMonitoringCompleted } from "../domain/screening/dispatch";
import { enrichHits, monitorPage, screenRequests, type EngineDeps, type MonitoringCursor } from "../domain/screening/engine";
import { reviewListChanges } from "../domain/screening/listChanges";

export function screeningActivities({ db, media, llm, sandbox }: { db: PrismaClient } & EngineDeps) {
  return {
    async screenRequests(input: { requestIds: string[] }) {
      return screenRequests(db, input, { media, llm, sandbox });
    },
    async monitorPage(input: { list: string; version: number; cursor: MonitoringCursor | null; pageSize: number }) {
      heartbeat();
      return monitorPage(db, input);
    },
    /** Hits on entries the import changed materially or delisted: re-opened, marked, tasked. */
    async reviewListChanges(input: { list: string; version: number; afterEntryId: string | null; pageSize: number }) {
      heartbeat();
      return reviewListChanges(db, input);
    },
    /** The run of one import is over: the reconciler no longer watches it. */
    async finishMonitoring(input: { list: string; version: number }) {
      await markMonitoringCompleted(db, input.list, input.version);
    },
    async enrichHits(input: { hitIds: string[] }) {
      return enrichHits(db, input);
    },
  };
}
