-- CreateIndex
CREATE INDEX "ScreeningHit_accountId_type_createdAt_id_idx" ON "ScreeningHit"("accountId", "type", "createdAt", "id");
