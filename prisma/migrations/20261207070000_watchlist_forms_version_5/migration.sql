-- Release 5 of the stored forms (MATCH_FORMS_VERSION 5): a name in characters is also stored in its
-- Cantonese readings (the Hong Kong Government's romanisation and Jyutping), and a name in kana in
-- Hepburn. The lists that exist keep version 4, so a worker reindexes them (listsWithOlderForms), and a
-- list created from now on starts at 5, the column's default.
ALTER TABLE "WatchlistGeneration" ALTER COLUMN "formsVersion" SET DEFAULT 5;
