// Uploads never registered (docs/retention-and-erasure.md, "Unregistered uploads"): POST
// /documents/uploads hands out a key under the account's uploads/ prefix and a URL valid for
// UPLOAD_URL_TTL_SECONDS; registering the upload copies its bytes to an evidence key and deletes it.
// An upload nobody registers would stay forever, so the retention sweep deletes those last written
// before the URL's lifetime plus a grace period (UPLOAD_GRACE_PERIOD) ago. A key a row still names
// (a document, a note's attachment, a migration's file or archive) is never collected, whatever its age.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { UPLOAD_URL_TTL_SECONDS, uploadKeyPrefix, type ObjectStore } from "../../storage/objectStore";

/** Default UPLOAD_GRACE_PERIOD: a day after the upload URL expired. */
export const DEFAULT_UPLOAD_GRACE_MS = 24 * 3600 * 1000;
/** Keys checked against the rows in one statement. */
const BATCH = 500;

/** The instant before which an upload's last write means its URL expired more than `graceMs` ago. */
function uploadCollectionCutoff(now: Date, graceMs: number): Date {
  return new Date(now.getTime() - UPLOAD_URL_TTL_SECONDS * 1000 - graceMs);
}

/** Of `keys`, those a row of the account names: never collected. */
async function referencedKeys(db: PrismaClient, accountId: string, keys: string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ key: string }[]>(Prisma.sql`
    SELECT d.key FROM "Document" d WHERE d."accountId" = ${accountId} AND d.key = ANY(CAST(${keys} AS text[]))
    UNION SELECT att->>'key' FROM "Note" n, jsonb_array_elements(n.attachments) att
      WHERE n."accountId" = ${accountId} AND jsonb_array_length(n.attachments) > 0 AND att->>'key' = ANY(CAST(${keys} AS text[]))
    UNION SELECT f.key FROM "MigrationFile" f WHERE f.key = ANY(CAST(${keys} AS text[]))
    UNION SELECT m."archiveKey" FROM "Migration" m WHERE m."accountId" = ${accountId} AND m."archiveKey" = ANY(CAST(${keys} AS text[]))`);
  return new Set(rows.map((r) => r.key));
}

/**
 * Deletes the account's uploads last written before `uploadCollectionCutoff(now, graceMs)` that no row
 * names; returns how many. Safe to rerun (a missing object is no error).
 */
export async function collectUnregisteredUploads(db: PrismaClient, store: ObjectStore, accountId: string, now: Date, graceMs: number): Promise<number> {
  const cutoff = uploadCollectionCutoff(now, graceMs).getTime();
  let deleted = 0;
  let batch: string[] = [];
  const flush = async () => {
    const kept = await referencedKeys(db, accountId, batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await store.delete(key);
      deleted++;
    }
    batch = [];
  };
  for await (const object of store.list(uploadKeyPrefix(accountId))) {
    if (object.lastModified.getTime() >= cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return deleted;
}
