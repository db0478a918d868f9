-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "fourEyesHitTypes" "ScreeningType"[] DEFAULT ARRAY[]::"ScreeningType"[],
ADD COLUMN     "fourEyesRiskLevels" "RiskLevel"[] DEFAULT ARRAY[]::"RiskLevel"[];

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "approvalPendingAt" TIMESTAMP(3),
ADD COLUMN     "approvalPendingById" TEXT;

-- AlterTable
ALTER TABLE "ScreeningHit" ADD COLUMN     "clearancePendingAt" TIMESTAMP(3),
ADD COLUMN     "clearancePendingById" TEXT,
ADD COLUMN     "clearancePendingStatus" "HitStatus";
