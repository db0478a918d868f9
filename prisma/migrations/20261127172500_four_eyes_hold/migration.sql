-- Four eyes that hold: the highest risk level an application ever had (read by four eyes instead of
-- the current one), when an approval was first asked for, and who may not give the second approval.
ALTER TABLE "Application" ADD COLUMN "peakRiskLevel" "RiskLevel";
ALTER TABLE "Application" ADD COLUMN "approvalRequestedAt" TIMESTAMP(3);
ALTER TABLE "Application" ADD COLUMN "approvalExcludedUserIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
UPDATE "Application" SET "peakRiskLevel" = "riskLevel" WHERE "riskLevel" IS NOT NULL;
