-- Release 4 of the stored forms (MATCH_FORMS_VERSION 4): a Chinese name is also stored in the spelling
-- its characters, pinyin and Wade–Giles share, and a name in Arabic or Persian script is read as lists
-- spell it. The lists that exist keep version 3, so a worker reindexes them (listsWithOlderForms), and a
-- list created from now on starts at 4, the column's default.
ALTER TABLE "WatchlistGeneration" ALTER COLUMN "formsVersion" SET DEFAULT 4;
