-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "riskAssessment" JSONB,
ADD COLUMN     "riskModelVersion" INTEGER,
ADD COLUMN     "riskOverride" JSONB,
ADD COLUMN     "riskOverridePending" JSONB,
ADD COLUMN     "riskScoreInput" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "RiskModel" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "definition" JSONB NOT NULL,
    "createdById" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskModel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RiskModel_accountId_version_key" ON "RiskModel"("accountId", "version");

-- AddForeignKey
ALTER TABLE "RiskModel" ADD CONSTRAINT "RiskModel_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The scores stored so far were the integrator's. They become the integrator's input, the floor the
-- assessment keeps (docs/risk-model.md), so no level falls. Each row is assessed on its next change.
UPDATE "Application" SET "riskScoreInput" = "riskScore" WHERE "riskScore" IS NOT NULL;
