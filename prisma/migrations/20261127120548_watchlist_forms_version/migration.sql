-- The lists that exist were written by release 1 of the stored forms (MATCH_FORMS_VERSION 1): they
-- take that version, and a worker reindexes them (listsWithOlderForms). A list created from now on
-- is written by this release and starts at its version, the column's default.
ALTER TABLE "WatchlistGeneration" ADD COLUMN "formsVersion" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "WatchlistGeneration" ALTER COLUMN "formsVersion" SET DEFAULT 2;
