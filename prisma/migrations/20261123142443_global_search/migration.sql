-- Global search (spec 4.10): accents and case folded by `unaccent`, typos found by trigram
-- similarity (pg_trgm) over a trigram index of each searched table. PGlite loads the
-- two modules, and Debian ships them with the server (postgresql-contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;


-- The one normalization of searched text and of queries: no accents, lower case, every run of
-- characters other than letters and digits one space. Immutable so generated columns may use it
-- (unaccent with its dictionary named is stable in practice, and the wrapper pins the dictionary).
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, input)), '[^[:alnum:]]+', ' ', 'g')) $$;

-- The name a screening hit matched, as search shows it ("title" of spec 4.10).
CREATE OR REPLACE FUNCTION search_hit_title(details jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT COALESCE(details->>'title', details->>'name', details->>'matchedName', details->>'caption', details->>'headline', '') $$;

-- searchText is computed by the database from what it is made of (a stored generated column, which
-- Prisma sees as a plain nullable column), so every write path keeps it without knowing of it.
-- (No semicolons in comments or function bodies here: the driver adapter splits scripts at each.)

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "searchText" TEXT GENERATED ALWAYS AS (search_normalize(name)) STORED;

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "searchText" TEXT GENERATED ALWAYS AS (search_normalize("fileName")) STORED;

-- AlterTable
ALTER TABLE "ScreeningHit" ADD COLUMN     "searchText" TEXT GENERATED ALWAYS AS (search_normalize(search_hit_title(details))) STORED;

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "searchText" TEXT GENERATED ALWAYS AS (search_normalize(title)) STORED;

-- CreateIndex
CREATE INDEX "Application_searchText_trgm_idx" ON "Application" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Document_searchText_trgm_idx" ON "Document" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ScreeningHit_searchText_trgm_idx" ON "ScreeningHit" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Task_searchText_trgm_idx" ON "Task" USING GIN ("searchText" gin_trgm_ops);

