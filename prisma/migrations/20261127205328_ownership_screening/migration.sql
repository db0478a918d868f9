-- AlterTable
ALTER TABLE "ScreeningHit" ADD COLUMN     "ownershipNodeId" TEXT;

-- CreateIndex
CREATE INDEX "ScreeningHit_ownershipNodeId_idx" ON "ScreeningHit"("ownershipNodeId");
