-- AlterTable
ALTER TABLE "WatchlistEntry" ADD COLUMN     "matchForms" JSONB;
