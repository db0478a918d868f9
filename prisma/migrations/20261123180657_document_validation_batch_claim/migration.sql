-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "validationBatchId" TEXT;
