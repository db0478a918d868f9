-- AlterTable
ALTER TABLE "ScreeningHit" ADD COLUMN     "dedupeKey" TEXT,
ADD COLUMN     "watchlistEntryId" TEXT;

-- CreateTable
CREATE TABLE "WatchlistImport" (
    "id" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "fileSha256" TEXT NOT NULL,
    "added" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "removed" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "problems" JSONB NOT NULL DEFAULT '[]',
    "monitoringStartedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchlistImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WatchlistEntry" (
    "id" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "schema" TEXT NOT NULL,
    "types" "ScreeningType"[],
    "caption" TEXT NOT NULL,
    "names" TEXT[],
    "birthDates" TEXT[],
    "countries" TEXT[],
    "registrationNumbers" TEXT[],
    "properties" JSONB NOT NULL,
    "contentHash" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "removedInVersion" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WatchlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WatchlistImport_list_version_key" ON "WatchlistImport"("list", "version");

-- CreateIndex
CREATE INDEX "WatchlistEntry_list_version_idx" ON "WatchlistEntry"("list", "version");

-- CreateIndex
CREATE UNIQUE INDEX "WatchlistEntry_list_externalId_key" ON "WatchlistEntry"("list", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "ScreeningHit_accountId_dedupeKey_key" ON "ScreeningHit"("accountId", "dedupeKey");
