-- Every change of an account's decision settings, recorded with who made it and the setting before and after.
CREATE TABLE "SettingsChange" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "setting" TEXT NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "changedById" TEXT NOT NULL,
    "changedByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SettingsChange_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "SettingsChange_accountId_createdAt_id_idx" ON "SettingsChange"("accountId", "createdAt", "id");

CREATE INDEX "SettingsChange_accountId_setting_createdAt_idx" ON "SettingsChange"("accountId", "setting", "createdAt");

ALTER TABLE "SettingsChange" ADD CONSTRAINT "SettingsChange_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
