-- AlterTable
ALTER TABLE "WatchlistImport" ADD COLUMN     "monitoringCompletedAt" TIMESTAMP(3);

-- Runs started before this column existed are taken as finished: the reconciler must not redo history.
UPDATE "WatchlistImport" SET "monitoringCompletedAt" = "monitoringStartedAt" WHERE "monitoringStartedAt" IS NOT NULL;
