-- A group always has a primary hit (spec 2.2): elect one where it is missing (most credible, then
-- latest development, as the service does), and drop groups left without members.
UPDATE "ScreeningGroup" g SET "primaryHitId" = (
  SELECT h."id" FROM "ScreeningHit" h WHERE h."groupId" = g."id"
  ORDER BY COALESCE((h."matchResult"->>'confidence')::double precision, 0) DESC,
           COALESCE(h."developmentAt", h."createdAt") DESC, h."id" DESC
  LIMIT 1)
WHERE g."primaryHitId" IS NULL OR NOT EXISTS (SELECT 1 FROM "ScreeningHit" h WHERE h."id" = g."primaryHitId" AND h."groupId" = g."id");
DELETE FROM "ScreeningGroup" WHERE "primaryHitId" IS NULL;

-- AlterTable
ALTER TABLE "ScreeningGroup" ALTER COLUMN "primaryHitId" SET NOT NULL;
