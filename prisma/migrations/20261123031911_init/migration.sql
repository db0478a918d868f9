-- CreateEnum
CREATE TYPE "ApiEnv" AS ENUM ('test', 'live');

-- CreateEnum
CREATE TYPE "EntityType" AS ENUM ('INDIVIDUAL', 'BUSINESS');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "RiskLevel" AS ENUM ('PROHIBITED', 'HIGH', 'MEDIUM', 'LOW');

-- CreateEnum
CREATE TYPE "KeyPersonRole" AS ENUM ('APPLICANT', 'CONTROLLING_PERSON', 'DIRECTOR', 'UBO', 'SHAREHOLDER', 'AUTHORISED_SIGNATORY');

-- CreateEnum
CREATE TYPE "ScreeningType" AS ENUM ('ADVERSE_MEDIA', 'SANCTIONS', 'WARNING', 'PEP');

-- CreateEnum
CREATE TYPE "HitStatus" AS ENUM ('IN_REVIEW', 'CONFIRMED', 'DISMISSED', 'NOT_REVIEWED', 'TRUE_MATCH', 'FALSE_POSITIVE');

-- CreateEnum
CREATE TYPE "HitOrigin" AS ENUM ('INITIAL_SCREENING', 'ONGOING_MONITORING');

-- CreateEnum
CREATE TYPE "NoteEntityType" AS ENUM ('APPLICATION', 'SCREENING_HIT', 'DOCUMENT', 'WORKFLOW_VERSION', 'AUDIT_LOG');

-- CreateEnum
CREATE TYPE "HiddenSource" AS ENUM ('CLIENT', 'OPERATOR');

-- CreateEnum
CREATE TYPE "WebhookStatus" AS ENUM ('ACTIVE', 'PAUSED');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('HELD', 'PENDING', 'SUCCEEDED', 'FAILED');

-- CreateEnum
CREATE TYPE "MigrationStatus" AS ENUM ('UPLOADING', 'MIGRATING', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "MigrationSourceType" AS ENUM ('UPLOAD', 'API', 'FTP');

-- CreateEnum
CREATE TYPE "BulkStage" AS ENUM ('CLASSIFY', 'SUMMARIZE', 'VALIDATE');

-- CreateEnum
CREATE TYPE "MigrationItemStatus" AS ENUM ('QUEUED', 'IN_PROGRESS', 'COMPLETED', 'MISSING_DATA', 'FAILED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "ExportFormat" AS ENUM ('CRS_XML', 'JSON', 'CSV');

-- CreateEnum
CREATE TYPE "ExportStatus" AS ENUM ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED');

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "severityTaxonomy" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "externalId" TEXT,
    "title" TEXT,
    "isOperator" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT,
    "env" "ApiEnv" NOT NULL,
    "secretHash" TEXT NOT NULL,
    "operator" BOOLEAN NOT NULL DEFAULT false,
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Label" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Label_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Application" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "entityType" "EntityType" NOT NULL,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'PENDING',
    "manual" BOOLEAN NOT NULL DEFAULT false,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "withService" BOOLEAN NOT NULL DEFAULT false,
    "riskScore" DOUBLE PRECISION,
    "riskLevel" "RiskLevel",
    "workflowId" TEXT,
    "onboardingStartedAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationAssignee" (
    "applicationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationAssignee_pkey" PRIMARY KEY ("applicationId","userId")
);

-- CreateTable
CREATE TABLE "ApplicationLabel" (
    "applicationId" TEXT NOT NULL,
    "labelId" TEXT NOT NULL,

    CONSTRAINT "ApplicationLabel_pkey" PRIMARY KEY ("applicationId","labelId")
);

-- CreateTable
CREATE TABLE "Individual" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "role" "KeyPersonRole" NOT NULL DEFAULT 'APPLICANT',
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "dateOfBirth" TEXT,
    "placeOfBirth" TEXT,
    "nationality" TEXT,
    "residenceCountry" TEXT,
    "address" JSONB,
    "tins" JSONB NOT NULL DEFAULT '[]',
    "ownershipPercent" DOUBLE PRECISION,
    "screeningInfo" JSONB,
    "screeningSummary" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Individual_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Business" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "role" "KeyPersonRole" NOT NULL DEFAULT 'APPLICANT',
    "name" TEXT NOT NULL,
    "registrationNumber" TEXT,
    "country" TEXT,
    "address" JSONB,
    "tins" JSONB NOT NULL DEFAULT '[]',
    "ownershipPercent" DOUBLE PRECISION,
    "screeningInfo" JSONB,
    "screeningSummary" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Business_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnboardingWorkflow" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "requiredFields" JSONB NOT NULL DEFAULT '[]',
    "requiredDocuments" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OnboardingWorkflow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningGroup" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "type" "ScreeningType" NOT NULL,
    "status" "HitStatus",
    "headline" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "aiDescription" TEXT NOT NULL,
    "primaryHitId" TEXT,
    "category" JSONB,
    "severity" TEXT,
    "reviewerNote" TEXT,
    "tierRationale" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScreeningGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningHit" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "individualId" TEXT,
    "businessId" TEXT,
    "groupId" TEXT,
    "type" "ScreeningType" NOT NULL,
    "status" "HitStatus" NOT NULL,
    "source" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "enriched" BOOLEAN NOT NULL DEFAULT false,
    "matchResult" JSONB,
    "note" TEXT,
    "updatedById" TEXT,
    "origin" "HitOrigin",
    "developmentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ScreeningHit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Note" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "entityType" "NoteEntityType" NOT NULL,
    "entityId" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "stewardOnly" BOOLEAN NOT NULL DEFAULT false,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "createdById" TEXT NOT NULL,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT,
    "type" TEXT NOT NULL,
    "subType" TEXT,
    "originSystem" TEXT,
    "fileName" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "byteSize" BIGINT,
    "sha256" TEXT,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "hiddenSource" "HiddenSource",
    "metadata" JSONB,
    "subject" JSONB,
    "additionalInfoRequest" JSONB,
    "arrivalContext" TEXT,
    "addedById" TEXT,
    "addedByName" TEXT,
    "documentDate" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "signedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentValidation" (
    "id" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "results" JSONB NOT NULL DEFAULT '[]',
    "validationAttempts" INTEGER NOT NULL DEFAULT 1,
    "jobId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DocumentValidation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Task" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "documentId" TEXT,
    "screeningHitId" TEXT,
    "migrationItemId" TEXT,
    "assigneeId" TEXT,
    "reviewerId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Task_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "documentId" TEXT,
    "seq" INTEGER NOT NULL,
    "eventType" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "performedById" TEXT,
    "performedByName" TEXT NOT NULL,
    "note" TEXT,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxEvent" (
    "id" TEXT NOT NULL,
    "position" BIGSERIAL NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT,
    "event" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "metadata" JSONB,
    "operatorOnly" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedAt" TIMESTAMP(3),

    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Webhook" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "status" "WebhookStatus" NOT NULL DEFAULT 'ACTIVE',
    "secret" TEXT NOT NULL,
    "previousSecret" TEXT,
    "previousSecretExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "webhookId" TEXT NOT NULL,
    "outboxEventId" TEXT NOT NULL,
    "applicationId" TEXT,
    "event" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "lastStatusCode" INTEGER,
    "lastError" TEXT,
    "lastResponseExcerpt" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookAttempt" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "statusCode" INTEGER,
    "latencyMs" INTEGER NOT NULL,
    "error" TEXT,
    "responseExcerpt" TEXT,

    CONSTRAINT "WebhookAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Migration" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "workflowId" TEXT,
    "name" TEXT NOT NULL,
    "labels" TEXT[],
    "sourceType" "MigrationSourceType" NOT NULL,
    "status" "MigrationStatus" NOT NULL DEFAULT 'UPLOADING',
    "isPreparing" BOOLEAN NOT NULL DEFAULT false,
    "bulkStage" "BulkStage",
    "discoveredApplicationCount" INTEGER,
    "discoveredFileCount" INTEGER,
    "discoveredByteCount" BIGINT,
    "extractedFileCount" INTEGER,
    "extractedByteCount" BIGINT,
    "recentExtractedFileNames" TEXT[],
    "complianceChecks" JSONB NOT NULL,
    "createdById" TEXT,
    "archiveKey" TEXT,
    "failureReason" TEXT,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Migration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MigrationItem" (
    "id" TEXT NOT NULL,
    "migrationId" TEXT NOT NULL,
    "folder" TEXT NOT NULL,
    "status" "MigrationItemStatus" NOT NULL DEFAULT 'QUEUED',
    "applicationId" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "error" TEXT,
    "fileCount" INTEGER NOT NULL DEFAULT 0,
    "taskCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MigrationItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MigrationFile" (
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "byteSize" BIGINT NOT NULL,
    "documentType" TEXT,
    "subType" TEXT,
    "confidence" DOUBLE PRECISION,
    "documentId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MigrationFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExportJob" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "format" "ExportFormat" NOT NULL,
    "status" "ExportStatus" NOT NULL DEFAULT 'QUEUED',
    "applicationIds" TEXT[],
    "totalCount" INTEGER NOT NULL DEFAULT 0,
    "completedCount" INTEGER NOT NULL DEFAULT 0,
    "failedApplicationIds" TEXT[],
    "resultKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "ExportJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ServiceSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceSecret_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "Account_name_idx" ON "Account"("name");

-- CreateIndex
CREATE UNIQUE INDEX "User_accountId_email_isOperator_key" ON "User"("accountId", "email", "isOperator");

-- CreateIndex
CREATE INDEX "ApiKey_accountId_createdAt_idx" ON "ApiKey"("accountId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Label_accountId_name_key" ON "Label"("accountId", "name");

-- CreateIndex
CREATE INDEX "Application_accountId_updatedAt_id_idx" ON "Application"("accountId", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Application_accountId_createdAt_id_idx" ON "Application"("accountId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Application_accountId_name_id_idx" ON "Application"("accountId", "name", "id");

-- CreateIndex
CREATE INDEX "Application_accountId_status_updatedAt_id_idx" ON "Application"("accountId", "status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Application_accountId_riskScore_idx" ON "Application"("accountId", "riskScore");

-- CreateIndex
CREATE INDEX "Application_accountId_riskLevel_idx" ON "Application"("accountId", "riskLevel");

-- CreateIndex
CREATE INDEX "ApplicationAssignee_userId_idx" ON "ApplicationAssignee"("userId");

-- CreateIndex
CREATE INDEX "ApplicationLabel_labelId_idx" ON "ApplicationLabel"("labelId");

-- CreateIndex
CREATE INDEX "Individual_applicationId_idx" ON "Individual"("applicationId");

-- CreateIndex
CREATE INDEX "Business_applicationId_idx" ON "Business"("applicationId");

-- CreateIndex
CREATE INDEX "OnboardingWorkflow_accountId_idx" ON "OnboardingWorkflow"("accountId");

-- CreateIndex
CREATE INDEX "ScreeningGroup_accountId_applicationId_idx" ON "ScreeningGroup"("accountId", "applicationId");

-- CreateIndex
CREATE INDEX "ScreeningHit_applicationId_type_createdAt_idx" ON "ScreeningHit"("applicationId", "type", "createdAt");

-- CreateIndex
CREATE INDEX "ScreeningHit_accountId_status_idx" ON "ScreeningHit"("accountId", "status");

-- CreateIndex
CREATE INDEX "ScreeningHit_groupId_idx" ON "ScreeningHit"("groupId");

-- CreateIndex
CREATE INDEX "Note_applicationId_createdAt_id_idx" ON "Note"("applicationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Note_entityType_entityId_idx" ON "Note"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "Document_applicationId_createdAt_id_idx" ON "Document"("applicationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Document_applicationId_sha256_idx" ON "Document"("applicationId", "sha256");

-- CreateIndex
CREATE INDEX "Document_accountId_createdAt_id_idx" ON "Document"("accountId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "DocumentValidation_documentId_idx" ON "DocumentValidation"("documentId");

-- CreateIndex
CREATE INDEX "Task_accountId_createdAt_id_idx" ON "Task"("accountId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Task_accountId_updatedAt_id_idx" ON "Task"("accountId", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Task_applicationId_createdAt_id_idx" ON "Task"("applicationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Task_migrationItemId_idx" ON "Task"("migrationItemId");

-- CreateIndex
CREATE INDEX "AuditLog_applicationId_createdAt_id_idx" ON "AuditLog"("applicationId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "AuditLog_applicationId_seq_key" ON "AuditLog"("applicationId", "seq");

-- CreateIndex
CREATE INDEX "OutboxEvent_dispatchedAt_position_idx" ON "OutboxEvent"("dispatchedAt", "position");

-- CreateIndex
CREATE INDEX "OutboxEvent_accountId_createdAt_idx" ON "OutboxEvent"("accountId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxEvent_position_key" ON "OutboxEvent"("position");

-- CreateIndex
CREATE INDEX "Webhook_accountId_createdAt_idx" ON "Webhook"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_webhookId_createdAt_idx" ON "WebhookDelivery"("webhookId", "createdAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_applicationId_status_idx" ON "WebhookDelivery"("applicationId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_webhookId_outboxEventId_key" ON "WebhookDelivery"("webhookId", "outboxEventId");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookAttempt_deliveryId_number_key" ON "WebhookAttempt"("deliveryId", "number");

-- CreateIndex
CREATE INDEX "Migration_accountId_createdAt_id_idx" ON "Migration"("accountId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "MigrationItem_migrationId_status_idx" ON "MigrationItem"("migrationId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "MigrationItem_migrationId_folder_key" ON "MigrationItem"("migrationId", "folder");

-- CreateIndex
CREATE UNIQUE INDEX "MigrationFile_itemId_path_key" ON "MigrationFile"("itemId", "path");

-- CreateIndex
CREATE INDEX "ExportJob_accountId_createdAt_idx" ON "ExportJob"("accountId", "createdAt");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Label" ADD CONSTRAINT "Label_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_workflowId_fkey" FOREIGN KEY ("workflowId") REFERENCES "OnboardingWorkflow"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationAssignee" ADD CONSTRAINT "ApplicationAssignee_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationLabel" ADD CONSTRAINT "ApplicationLabel_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationLabel" ADD CONSTRAINT "ApplicationLabel_labelId_fkey" FOREIGN KEY ("labelId") REFERENCES "Label"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Individual" ADD CONSTRAINT "Individual_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Business" ADD CONSTRAINT "Business_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnboardingWorkflow" ADD CONSTRAINT "OnboardingWorkflow_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningGroup" ADD CONSTRAINT "ScreeningGroup_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningHit" ADD CONSTRAINT "ScreeningHit_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningHit" ADD CONSTRAINT "ScreeningHit_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "ScreeningGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentValidation" ADD CONSTRAINT "DocumentValidation_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Task" ADD CONSTRAINT "Task_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "Webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookAttempt" ADD CONSTRAINT "WebhookAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "WebhookDelivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Migration" ADD CONSTRAINT "Migration_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MigrationItem" ADD CONSTRAINT "MigrationItem_migrationId_fkey" FOREIGN KEY ("migrationId") REFERENCES "Migration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MigrationFile" ADD CONSTRAINT "MigrationFile_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "MigrationItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
