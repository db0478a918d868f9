-- CreateTable
CREATE TABLE "WatchlistKeyVariant" (
    "variant" TEXT NOT NULL,
    "head" TEXT NOT NULL,
    "list" TEXT NOT NULL,

    CONSTRAINT "WatchlistKeyVariant_pkey" PRIMARY KEY ("variant","head","list")
);

-- Keys written before this release store every typo neighbour of their head as a key of its own, so
-- each of their heads stands for itself: a subject's neighbour key then finds them as before, with no
-- reindex. lists:reindex rewrites them in the new form (each key once, neighbours in this table).
INSERT INTO "WatchlistKeyVariant" ("variant", "head", "list")
SELECT DISTINCT split_part(k."key", '|', 1), split_part(k."key", '|', 1), e."list"
FROM "WatchlistMatchKey" k JOIN "WatchlistEntry" e ON e."id" = k."entryId"
WHERE k."key" NOT LIKE '%|' OR k."key" LIKE '=%'
ON CONFLICT DO NOTHING;
