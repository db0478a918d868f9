-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "defaultWorkflowId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Account_defaultWorkflowId_key" ON "Account"("defaultWorkflowId");
