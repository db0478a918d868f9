-- Global search, per account: a common word fetched its matches across every account before the
-- account filter applied. btree_gin lets "accountId" share a GIN index with the trigrams, so the
-- index yields one account's candidates only. E-mails get a lower-cased key in a B-tree instead of
-- trigram matching (every address shares the trigrams of its domain).
-- IF NOT EXISTS: on a large database an operator may build these ahead with CREATE INDEX
-- CONCURRENTLY, and this migration then only drops the old indexes.
-- (No semicolons in comments here: the driver adapter splits scripts at each.)
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- DropIndex
DROP INDEX IF EXISTS "Application_searchText_trgm_idx";

-- DropIndex
DROP INDEX IF EXISTS "Document_searchText_trgm_idx";

-- DropIndex
DROP INDEX IF EXISTS "ScreeningHit_searchText_trgm_idx";

-- DropIndex
DROP INDEX IF EXISTS "Task_searchText_trgm_idx";

-- AlterTable
ALTER TABLE "Application" ADD COLUMN IF NOT EXISTS "emailKey" TEXT GENERATED ALWAYS AS (lower(email)) STORED;

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Application_accountId_searchText_trgm_idx" ON "Application" USING GIN ("accountId", "searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Application_accountId_emailKey_idx" ON "Application"("accountId", "emailKey" text_pattern_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "ScreeningHit_accountId_searchText_trgm_idx" ON "ScreeningHit" USING GIN ("accountId", "searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Document_accountId_searchText_trgm_idx" ON "Document" USING GIN ("accountId", "searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Task_accountId_searchText_trgm_idx" ON "Task" USING GIN ("accountId", "searchText" gin_trgm_ops);
