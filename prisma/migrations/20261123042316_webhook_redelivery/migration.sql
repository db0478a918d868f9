-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "redeliveryCount" INTEGER NOT NULL DEFAULT 0;
