-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "monitorApprovedPersons" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "ScreeningHit" ADD COLUMN     "delistedAt" TIMESTAMP(3),
ADD COLUMN     "delistedInVersion" INTEGER,
ADD COLUMN     "entryChange" JSONB;

-- AlterTable
ALTER TABLE "WatchlistEntry" ADD COLUMN     "lastChange" JSONB;

-- CreateTable
CREATE TABLE "WatchlistSource" (
    "list" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "everySeconds" INTEGER NOT NULL,
    "etag" TEXT,
    "lastModified" TEXT,
    "contentSha256" TEXT,
    "objectKey" TEXT,
    "lastCheckedAt" TIMESTAMP(3),
    "lastSuccessAt" TIMESTAMP(3),
    "lastOutcome" TEXT,
    "lastFailureAt" TIMESTAMP(3),
    "lastFailureReason" TEXT,
    "removedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WatchlistSource_pkey" PRIMARY KEY ("list")
);
