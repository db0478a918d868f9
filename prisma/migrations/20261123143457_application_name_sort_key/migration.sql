-- orderBy=name sorts the way people read names (spec 4.6): case and accents do not split the
-- alphabet. The key is lower(unaccent(name)), kept by a trigger so every write path (Prisma, bulk
-- inserts, raw SQL) agrees. unaccent ships with PGlite's contrib and Debian's postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- DropIndex
DROP INDEX "Application_accountId_name_id_idx";

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "nameSortKey" TEXT NOT NULL DEFAULT '';

-- The driver adapter splits migration scripts at every semicolon, so the body writes its
-- statement separators as the octal escape \073.
CREATE OR REPLACE FUNCTION application_name_sort_key() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN NEW."nameSortKey" := lower(unaccent(NEW.name))\073 RETURN NEW\073 END';

CREATE TRIGGER application_name_sort_key BEFORE INSERT OR UPDATE OF name, "nameSortKey" ON "Application"
  FOR EACH ROW EXECUTE FUNCTION application_name_sort_key();

UPDATE "Application" SET "nameSortKey" = lower(unaccent(name));

-- CreateIndex
CREATE INDEX "Application_accountId_nameSortKey_id_idx" ON "Application"("accountId", "nameSortKey", "id");
