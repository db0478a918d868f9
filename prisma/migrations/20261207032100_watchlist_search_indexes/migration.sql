-- GET /screening/search: caption words through trigrams (pg_trgm, created by the application search's migration), an exact name through the names' GIN index, a page by caption through (caption, id)
-- CreateIndex
CREATE INDEX "WatchlistEntry_caption_trgm_idx" ON "WatchlistEntry" USING GIN ("caption" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "WatchlistEntry_names_idx" ON "WatchlistEntry" USING GIN ("names");

-- CreateIndex
CREATE INDEX "WatchlistEntry_caption_id_idx" ON "WatchlistEntry"("caption", "id");
