-- Release 3 of the stored forms (MATCH_FORMS_VERSION 3): a person's name in Hebrew or Armenian script
-- is also stored in its Latin spellings, and a Slavic given name also keyed under its group's first
-- form. The lists that exist keep version 2, so a worker reindexes them (listsWithOlderForms), and a list
-- created from now on starts at 3, the column's default.
ALTER TABLE "WatchlistGeneration" ALTER COLUMN "formsVersion" SET DEFAULT 3;
