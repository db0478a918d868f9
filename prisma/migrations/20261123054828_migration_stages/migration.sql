-- AlterTable
ALTER TABLE "Migration" ADD COLUMN     "unpackedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "MigrationFile" ADD COLUMN     "classifiedAt" TIMESTAMP(3),
ADD COLUMN     "sha256" TEXT,
ADD COLUMN     "text" TEXT;

-- AlterTable
ALTER TABLE "MigrationItem" ADD COLUMN     "missing" JSONB,
ADD COLUMN     "summarizedAt" TIMESTAMP(3),
ADD COLUMN     "validatedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "MigrationFile_itemId_classifiedAt_idx" ON "MigrationFile"("itemId", "classifiedAt");
