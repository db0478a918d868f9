-- The account's own audit trail, one hash chain per account: decision settings changes and onboarding workflow edits.
CREATE TABLE "AccountAuditLog" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "eventType" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "performedById" TEXT,
    "performedByName" TEXT NOT NULL,
    "note" TEXT,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountAuditLog_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AccountAuditLog_accountId_seq_key" ON "AccountAuditLog"("accountId", "seq");
