-- Release 6 of the stored forms (MATCH_FORMS_VERSION 6): a person's name in kanji is also keyed by its
-- readings in Japanese names, and a name in kana also stored in the spellings Japanese passports give
-- a long o (Ohno, Satoh) and in the other doubled o (Oono beside Ouno). The lists that exist keep version
-- 5, so a worker reindexes them (listsWithOlderForms), and a list created from now on starts at 6, the
-- column's default.
ALTER TABLE "WatchlistGeneration" ALTER COLUMN "formsVersion" SET DEFAULT 6;
