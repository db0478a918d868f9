-- AlterTable
ALTER TABLE "IdempotencyKey" ADD COLUMN     "committedAt" TIMESTAMP(3);
