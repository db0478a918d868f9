-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "batchWorkflowId" TEXT;
