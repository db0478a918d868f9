-- Trigram matching for the applications search: PGlite loads the module, Debian ships it with the server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Application_name_trgm_idx" ON "Application" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Application_email_trgm_idx" ON "Application" USING GIN ("email" gin_trgm_ops);
