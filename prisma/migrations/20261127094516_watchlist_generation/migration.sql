-- CreateTable
CREATE TABLE "WatchlistGeneration" (
    "list" TEXT NOT NULL,
    "generation" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "WatchlistGeneration_pkey" PRIMARY KEY ("list")
);

-- Every statement that writes a list's entries raises the list's generation (one row per list, in
-- the writer's transaction: a reader sees the new generation exactly when it sees the new entries).
-- Statement-level with transition tables, so a 1M-line import pays once per statement, not per row.
-- (Semicolons inside the body are written \073: the migration runner splits the script on them.)
CREATE FUNCTION watchlist_generation_raise() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "WatchlistGeneration" (list, generation) SELECT DISTINCT list, 1 FROM changed_rows
    ON CONFLICT (list) DO UPDATE SET generation = "WatchlistGeneration".generation + 1\073
  RETURN NULL\073
END';

CREATE TRIGGER "WatchlistEntry_generation_insert" AFTER INSERT ON "WatchlistEntry"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise();
CREATE TRIGGER "WatchlistEntry_generation_update" AFTER UPDATE ON "WatchlistEntry"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise();
CREATE TRIGGER "WatchlistEntry_generation_delete" AFTER DELETE ON "WatchlistEntry"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise();

INSERT INTO "WatchlistGeneration" (list, generation) SELECT DISTINCT list, 1 FROM "WatchlistEntry";
