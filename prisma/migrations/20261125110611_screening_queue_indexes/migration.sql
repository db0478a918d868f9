-- DropIndex
DROP INDEX "ScreeningHit_accountId_status_idx";

-- CreateIndex
CREATE INDEX "ScreeningHit_accountId_status_createdAt_id_idx" ON "ScreeningHit"("accountId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ScreeningHit_accountId_createdAt_id_idx" ON "ScreeningHit"("accountId", "createdAt", "id");
