-- DropIndex
DROP INDEX "WatchlistEntry_list_version_idx";

-- CreateIndex
CREATE INDEX "WatchlistEntry_version_list_idx" ON "WatchlistEntry"("version", "list");
