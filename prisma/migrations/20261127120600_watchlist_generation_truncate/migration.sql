-- Two writes the first triggers missed (migration 20261127094516_watchlist_generation): an UPDATE that
-- moves an entry to another list raised only the new list's generation, and a TRUNCATE raised none.
-- (Semicolons inside the bodies are written \073: the migration runner splits the script on them.)
CREATE FUNCTION watchlist_generation_raise_update() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  INSERT INTO "WatchlistGeneration" (list, generation)
    SELECT list, 1 FROM (SELECT list FROM old_rows UNION SELECT list FROM new_rows) AS changed
    ON CONFLICT (list) DO UPDATE SET generation = "WatchlistGeneration".generation + 1\073
  RETURN NULL\073
END';

DROP TRIGGER "WatchlistEntry_generation_update" ON "WatchlistEntry";
CREATE TRIGGER "WatchlistEntry_generation_update" AFTER UPDATE ON "WatchlistEntry"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise_update();

CREATE FUNCTION watchlist_generation_raise_all() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  UPDATE "WatchlistGeneration" SET generation = generation + 1\073
  RETURN NULL\073
END';

CREATE TRIGGER "WatchlistEntry_generation_truncate" AFTER TRUNCATE ON "WatchlistEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise_all();
