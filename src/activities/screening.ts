// Screening activities: thin wrappers over src/domain/screening/engine.ts (each idempotent).
import { heartbeat } from "@temporalio/activity";
import type { PrismaClient } from "../generated/prisma/client";
import { enrichHits, monitorPage, screenRequests, type MonitoringCursor } from "../domain/screening/engine";

export function screeningActivities({ db }: { db: PrismaClient }) {
  return {
    async screenRequests(input: { requestIds: string[] }) {
      return screenRequests(db, input);
    },
    async monitorPage(input: { list: string; version: number; cursor: MonitoringCursor | null; pageSize: number }) {
      heartbeat();
      return monitorPage(db, input);
    },
    async enrichHits(input: { hitIds: string[] }) {
      return enrichHits(db, input);
    },
  };
}
