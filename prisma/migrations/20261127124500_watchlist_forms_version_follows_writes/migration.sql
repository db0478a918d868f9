-- A list's formsVersion follows what is written to it: a statement that writes stored forms of an
-- older version than the list's (a worker of the previous release importing during a rolling upgrade)
-- lowers it to theirs, so a worker of this release reindexes the list (listsWithOlderForms). Entries
-- written without stored forms are left to the version the list has. One function for the insert and
-- the update triggers: only an update has old rows (whose lists changed too).
-- (Semicolons inside the body are written \073: the migration runner splits the script on them.)
CREATE FUNCTION watchlist_generation_raise_written() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF TG_OP = ''UPDATE'' THEN
    INSERT INTO "WatchlistGeneration" (list, generation)
      SELECT list, 1 FROM (SELECT list FROM old_rows UNION SELECT list FROM new_rows) AS changed
      ON CONFLICT (list) DO UPDATE SET generation = "WatchlistGeneration".generation + 1\073
  ELSE
    INSERT INTO "WatchlistGeneration" (list, generation) SELECT DISTINCT list, 1 FROM new_rows
      ON CONFLICT (list) DO UPDATE SET generation = "WatchlistGeneration".generation + 1\073
  END IF\073
  UPDATE "WatchlistGeneration" g SET "formsVersion" = w.v
    FROM (SELECT list, min(CASE WHEN jsonb_typeof("matchForms"->''v'') = ''number'' THEN ("matchForms"->>''v'')::numeric::int ELSE 0 END) AS v
          FROM new_rows WHERE "matchForms" IS NOT NULL GROUP BY list) w
    WHERE g.list = w.list AND w.v < g."formsVersion"\073
  RETURN NULL\073
END';

DROP TRIGGER "WatchlistEntry_generation_insert" ON "WatchlistEntry";
CREATE TRIGGER "WatchlistEntry_generation_insert" AFTER INSERT ON "WatchlistEntry"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise_written();
DROP TRIGGER "WatchlistEntry_generation_update" ON "WatchlistEntry";
CREATE TRIGGER "WatchlistEntry_generation_update" AFTER UPDATE ON "WatchlistEntry"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION watchlist_generation_raise_written();
DROP FUNCTION watchlist_generation_raise_update();
