-- CreateTable
CREATE TABLE "WatchlistMatchKey" (
    "key" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,

    CONSTRAINT "WatchlistMatchKey_pkey" PRIMARY KEY ("key","entryId")
);

-- CreateIndex
CREATE INDEX "WatchlistMatchKey_entryId_idx" ON "WatchlistMatchKey"("entryId");
