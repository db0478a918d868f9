-- FATCA filing: the reporting FI and the controlling-person threshold in the account settings, FATCA_XML exports with their request, and every filed record so DocRefIds stay unique and corrections name a filed one.
-- AlterEnum
ALTER TYPE "ExportFormat" ADD VALUE 'FATCA_XML';

-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "fatcaControllingPersonThresholdPercent" DOUBLE PRECISION NOT NULL DEFAULT 25,
ADD COLUMN     "fatcaReportingFi" JSONB;

-- AlterTable
ALTER TABLE "ExportJob" ADD COLUMN     "parameters" JSONB;

-- CreateTable
CREATE TABLE "FatcaRecord" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "docRefId" TEXT NOT NULL,
    "messageRefId" TEXT NOT NULL,
    "exportJobId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "applicationId" TEXT,
    "docTypeIndic" TEXT NOT NULL,
    "reportingPeriod" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FatcaRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FatcaRecord_docRefId_key" ON "FatcaRecord"("docRefId");

-- CreateIndex
CREATE INDEX "FatcaRecord_accountId_applicationId_idx" ON "FatcaRecord"("accountId", "applicationId");
