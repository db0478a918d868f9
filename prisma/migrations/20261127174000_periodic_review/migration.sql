-- Periodic review: each approved application is due for review by its risk level, per account.
-- Applications approved before this release are due one interval after their decision.
ALTER TABLE "Account" ADD COLUMN "reviewMonthsHigh" INTEGER NOT NULL DEFAULT 12;
ALTER TABLE "Account" ADD COLUMN "reviewMonthsMedium" INTEGER NOT NULL DEFAULT 24;
ALTER TABLE "Account" ADD COLUMN "reviewMonthsLow" INTEGER NOT NULL DEFAULT 36;
ALTER TABLE "Account" ADD COLUMN "reviewLeadDays" INTEGER NOT NULL DEFAULT 30;
ALTER TABLE "Application" ADD COLUMN "nextReviewAt" TIMESTAMP(3);
ALTER TABLE "Application" ADD COLUMN "lastReviewedAt" TIMESTAMP(3);
CREATE INDEX "Application_nextReviewAt_idx" ON "Application"("nextReviewAt");
UPDATE "Application" a SET "nextReviewAt" = COALESCE(a."decidedAt", a."updatedAt") + make_interval(months => CASE a."riskLevel" WHEN 'LOW' THEN c."reviewMonthsLow" WHEN 'MEDIUM' THEN c."reviewMonthsMedium" ELSE c."reviewMonthsHigh" END)
  FROM "Account" c WHERE c.id = a."accountId" AND a.status = 'APPROVED' AND a."erasedAt" IS NULL;
