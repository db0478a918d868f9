-- Approval gates: an account may require, before an application is approved, that no required
-- document is missing and no hit of chosen types is open. Off by default.
ALTER TABLE "Account" ADD COLUMN "approvalGateRequiredDocuments" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Account" ADD COLUMN "approvalGateHitTypes" "ScreeningType"[] DEFAULT ARRAY[]::"ScreeningType"[];
