-- CreateEnum
CREATE TYPE "OwnershipNodeKind" AS ENUM ('INDIVIDUAL', 'BUSINESS', 'TRUST', 'FOUNDATION', 'LISTED_COMPANY', 'REGULATED_ENTITY');

-- CreateEnum
CREATE TYPE "OwnershipEdgeKind" AS ENUM ('OWNERSHIP', 'VOTING', 'CONTROL');

-- CreateEnum
CREATE TYPE "OwnershipControlRole" AS ENUM ('DIRECTOR', 'SENIOR_MANAGING_OFFICIAL', 'POWER_OF_ATTORNEY', 'NOMINEE', 'OTHER_CONTROL', 'SETTLOR', 'TRUSTEE', 'PROTECTOR', 'BENEFICIARY');

-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "uboThresholdHighPercent" DOUBLE PRECISION NOT NULL DEFAULT 10,
ADD COLUMN     "uboThresholdPercent" DOUBLE PRECISION NOT NULL DEFAULT 25;

-- CreateTable
CREATE TABLE "OwnershipNode" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "kind" "OwnershipNodeKind" NOT NULL,
    "name" TEXT NOT NULL,
    "country" TEXT,
    "applicant" BOOLEAN NOT NULL DEFAULT false,
    "individualId" TEXT,
    "businessId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OwnershipNode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OwnershipEdge" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "ownerNodeId" TEXT NOT NULL,
    "ownedNodeId" TEXT NOT NULL,
    "kind" "OwnershipEdgeKind" NOT NULL,
    "percentLow" DOUBLE PRECISION,
    "percentHigh" DOUBLE PRECISION,
    "role" "OwnershipControlRole",
    "sourceDocumentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OwnershipEdge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OwnershipNode_applicationId_key_key" ON "OwnershipNode"("applicationId", "key");

-- CreateIndex
CREATE INDEX "OwnershipEdge_applicationId_idx" ON "OwnershipEdge"("applicationId");

-- CreateIndex
CREATE INDEX "OwnershipEdge_ownerNodeId_idx" ON "OwnershipEdge"("ownerNodeId");

-- CreateIndex
CREATE INDEX "OwnershipEdge_ownedNodeId_idx" ON "OwnershipEdge"("ownedNodeId");

-- AddForeignKey
ALTER TABLE "OwnershipNode" ADD CONSTRAINT "OwnershipNode_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnershipEdge" ADD CONSTRAINT "OwnershipEdge_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnershipEdge" ADD CONSTRAINT "OwnershipEdge_ownerNodeId_fkey" FOREIGN KEY ("ownerNodeId") REFERENCES "OwnershipNode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnershipEdge" ADD CONSTRAINT "OwnershipEdge_ownedNodeId_fkey" FOREIGN KEY ("ownedNodeId") REFERENCES "OwnershipNode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
