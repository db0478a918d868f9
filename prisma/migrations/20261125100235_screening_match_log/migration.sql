-- CreateTable
CREATE TABLE "ScreeningMatchLog" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "apiKeyId" TEXT NOT NULL,
    "performedById" TEXT NOT NULL,
    "performedByName" TEXT NOT NULL,
    "queries" JSONB NOT NULL,
    "listVersions" JSONB NOT NULL,
    "results" JSONB NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScreeningMatchLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ScreeningMatchLog_accountId_createdAt_idx" ON "ScreeningMatchLog"("accountId", "createdAt");
