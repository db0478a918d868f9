-- Keys kept so far belong to no API key (any key of the account could replay them, and they may
-- hold secrets): they are dropped, so a retry in flight over this deploy runs again.
DELETE FROM "IdempotencyKey";

-- AlterTable
ALTER TABLE "IdempotencyKey" DROP CONSTRAINT "IdempotencyKey_pkey",
ADD COLUMN     "apiKeyId" TEXT NOT NULL,
ADD COLUMN     "withheld" BOOLEAN NOT NULL DEFAULT false,
ADD CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("accountId", "apiKeyId", "key");
