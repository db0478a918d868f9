-- DropIndex
DROP INDEX "DocumentValidation_documentId_idx";

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "validatedAt" TIMESTAMP(3),
ADD COLUMN     "validationStartedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "documentType" TEXT;

-- CreateIndex
CREATE INDEX "Document_validationStartedAt_createdAt_idx" ON "Document"("validationStartedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentValidation_documentId_type_key" ON "DocumentValidation"("documentId", "type");
