// Activities of a migration run: thin wrappers over src/domain/migrations, heartbeating as they go
// so a dead worker's activity is retried elsewhere within the heartbeat timeout.
import { Context, heartbeat } from "@temporalio/activity";
import type { PrismaClient } from "../generated/prisma/client";
import { defaultUnpackLimits } from "../domain/migrations/archive";
import { createItems } from "../domain/migrations/items";
import { beginRun, classifyItems, finishRun, pendingItems, summarizeItems, validateItems, type StageName } from "../domain/migrations/pipeline";
import { unpackMigration } from "../domain/migrations/unpack";
import type { ObjectStore } from "../storage";

const HEARTBEAT_EVERY_MS = 1000;

export function migrationActivities({
  db,
  objectStore,
  maxUploadBytes,
  maxZipEntries,
}: {
  db: PrismaClient;
  objectStore: ObjectStore;
  maxUploadBytes: number;
  maxZipEntries: number;
}) {
  // Stages call this per file or item; one heartbeat a second per activity is plenty for a 20 s
  // timeout, and each call costs CPU in the SDK.
  const lastBeat = new WeakMap<Context, number>();
  const beat = () => {
    const context = Context.current();
    const now = Date.now();
    if (now - (lastBeat.get(context) ?? 0) < HEARTBEAT_EVERY_MS) return;
    lastBeat.set(context, now);
    heartbeat();
  };
  return {
    beginMigrationRun: (input: { migrationId: string }) => beginRun(db, input.migrationId),
    unpackMigration: (input: { migrationId: string }) =>
      unpackMigration(db, objectStore, input.migrationId, defaultUnpackLimits(maxUploadBytes, maxZipEntries), beat),
    pendingMigrationItems: (input: { migrationId: string; stage: StageName; afterId: string | null; limit: number }) =>
      pendingItems(db, input.migrationId, input.stage, input.afterId, input.limit),
    async runMigrationStage(input: { migrationId: string; stage: StageName; itemIds: string[] }): Promise<void> {
      switch (input.stage) {
        case "CLASSIFY":
          return classifyItems(db, objectStore, input.itemIds, beat);
        case "SUMMARIZE":
          return summarizeItems(db, input.itemIds);
        case "VALIDATE":
          return validateItems(db, input.migrationId, input.itemIds);
        case "CREATE":
          return createItems(db, input.migrationId, input.itemIds, beat);
      }
    },
    finishMigrationRun: (input: { migrationId: string }) => finishRun(db, input.migrationId),
  };
}
