-- AlterTable
ALTER TABLE "ExportJob" ADD COLUMN     "byteSize" BIGINT,
ADD COLUMN     "createdByKeyId" TEXT NOT NULL,
ADD COLUMN     "error" TEXT,
ADD COLUMN     "failures" JSONB NOT NULL DEFAULT '[]';
