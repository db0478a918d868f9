-- Global search by words, per account (issue 15): a trigram index over whole texts read each query
-- trigram's posting list across every account and rechecked word similarity on every candidate row.
-- Now each row's words are indexed under keys that carry its account ("<md5(accountId)[:8]>_<word>"),
-- so a query word reads the posting list of its own account only, exact or as a prefix (tsquery :*),
-- with no recheck. Typos are forgiven over the account's vocabulary ("SearchWord", its distinct words):
-- trigram similarity runs over those words, not over the rows, and the similar words join the query.
-- Words are cut at 200 characters (a tsvector lexeme holds at most 2046 bytes).
-- Function bodies write \073 for semicolons: the driver adapter splits migration scripts at each.
-- (No semicolons in comments here either.)

-- The index key of one word of an account.
CREATE OR REPLACE FUNCTION search_word_key(account text, word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT left(md5(account), 8) || '_' || left(word, 200) $$;

-- The words of a searched text (already search_normalize'd) as index keys of its account. Qualified
-- names: PostgreSQL 17 and later build indexes with search_path set to pg_catalog.
-- PARALLEL UNSAFE keeps the search statements, which name it, out of parallel plans: the planner
-- cannot tell from a query's parameters how few rows the index yields and planned two workers,
-- whose start cost ~10 ms for a search that reads 84 rows (measured on the benchmark's data).
CREATE OR REPLACE FUNCTION search_words(account text, normalized text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE
  AS $$ SELECT array_to_tsvector(COALESCE(ARRAY(SELECT DISTINCT public.search_word_key(account, w) FROM unnest(string_to_array(normalized, ' ')) w WHERE w <> ''), '{}'::text[])) $$;

-- CreateTable
CREATE TABLE "SearchWord" (
    "accountId" TEXT NOT NULL,
    "word" TEXT NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("accountId","word")
);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "SearchWord_accountId_word_trgm_idx" ON "SearchWord" USING GIN ("accountId", "word" gin_trgm_ops);

-- Every write path adds the words it brings (statement-level, one insert per statement, bulk inserts
-- included). Words are never removed: a word no row has any more matches nothing.
CREATE OR REPLACE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "SearchWord" ("accountId", word)
  SELECT DISTINCT n."accountId", left(w, 200) FROM new_rows n, unnest(string_to_array(n."searchText", '' '')) w WHERE w <> ''''
  ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END';

CREATE TRIGGER search_words_application_added AFTER INSERT ON "Application" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_application_changed AFTER UPDATE ON "Application" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_hit_added AFTER INSERT ON "ScreeningHit" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_hit_changed AFTER UPDATE ON "ScreeningHit" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_document_added AFTER INSERT ON "Document" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_document_changed AFTER UPDATE ON "Document" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_task_added AFTER INSERT ON "Task" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE TRIGGER search_words_task_changed AFTER UPDATE ON "Task" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();

-- The words already there.
INSERT INTO "SearchWord" ("accountId", word)
SELECT DISTINCT t."accountId", left(w, 200) FROM (
  SELECT "accountId", "searchText" FROM "Application"
  UNION ALL SELECT "accountId", "searchText" FROM "ScreeningHit"
  UNION ALL SELECT "accountId", "searchText" FROM "Document"
  UNION ALL SELECT "accountId", "searchText" FROM "Task"
) t, unnest(string_to_array(t."searchText", ' ')) w WHERE w <> ''
ON CONFLICT DO NOTHING;

-- The word indexes replace the trigram indexes of whole texts.
-- IF NOT EXISTS: on a large database an operator may build these ahead with CREATE INDEX CONCURRENTLY.

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Application_searchWords_idx" ON "Application" USING GIN (search_words("accountId", "searchText"));

-- CreateIndex
CREATE INDEX IF NOT EXISTS "ScreeningHit_searchWords_idx" ON "ScreeningHit" USING GIN (search_words("accountId", "searchText"));

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Document_searchWords_idx" ON "Document" USING GIN (search_words("accountId", "searchText"));

-- CreateIndex
CREATE INDEX IF NOT EXISTS "Task_searchWords_idx" ON "Task" USING GIN (search_words("accountId", "searchText"));

-- DropIndex
DROP INDEX IF EXISTS "Application_accountId_searchText_trgm_idx";

-- DropIndex
DROP INDEX IF EXISTS "ScreeningHit_accountId_searchText_trgm_idx";

-- DropIndex
DROP INDEX IF EXISTS "Document_accountId_searchText_trgm_idx";

-- DropIndex
DROP INDEX IF EXISTS "Task_accountId_searchText_trgm_idx";
