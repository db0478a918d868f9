-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "retentionYears" INTEGER NOT NULL DEFAULT 5;

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "erasedAt" TIMESTAMP(3),
ADD COLUMN     "legalHold" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "legalHoldReason" TEXT,
ADD COLUMN     "legalHoldSetAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "hashVersion" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "noteDigest" TEXT;

-- CreateTable
CREATE TABLE "AuditKey" (
    "applicationId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditKey_pkey" PRIMARY KEY ("applicationId")
);

-- CreateIndex
CREATE INDEX "Application_accountId_decidedAt_id_idx" ON "Application"("accountId", "decidedAt", "id");
