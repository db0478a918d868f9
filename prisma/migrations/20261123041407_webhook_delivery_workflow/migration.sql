-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "workflowStartedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_workflowStartedAt_idx" ON "WebhookDelivery"("status", "workflowStartedAt");
