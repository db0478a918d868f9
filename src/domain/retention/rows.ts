// Where an application's personal data lives, and the tombstones erasure leaves there
// (docs/retention-and-erasure.md lists every table and what each keeps). Ids, statuses, dates, risk,
// the documents' SHA-256 and sizes and who on staff acted are kept: the case can still be accounted for.
import type { PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";

export const ERASED = "[erased]";
export const ERASED_APPLICATION_NAME = "Erased application";

/**
 * Object-store keys of the application's bytes that it alone owns: its documents, its notes'
 * attachments and its migration files, each unless a row of another application (a document, a note's
 * attachment, a migration file) names the same key, since that object is the other's evidence too, and
 * may be under a legal hold; then the archive of an unpacked migration it came from (redundant once
 * unpacked, normally already deleted) and exports that hold it.
 */
export async function objectKeysOf(db: PrismaClient | Tx, applicationId: string, accountId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ key: string }[]>`
    WITH own(key) AS (
      SELECT d.key FROM "Document" d WHERE d."applicationId" = ${applicationId}
      UNION SELECT att->>'key' FROM "Note" n, jsonb_array_elements(n.attachments) att WHERE n."applicationId" = ${applicationId}
      UNION SELECT f.key FROM "MigrationFile" f JOIN "MigrationItem" i ON i.id = f."itemId" WHERE i."applicationId" = ${applicationId}
    )
    SELECT o.key FROM own o WHERE o.key IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "Document" d WHERE d.key = o.key AND d."applicationId" IS DISTINCT FROM ${applicationId})
      AND NOT EXISTS (SELECT 1 FROM "Note" n, jsonb_array_elements(n.attachments) att
        WHERE n."accountId" = ${accountId} AND n."applicationId" <> ${applicationId} AND att->>'key' = o.key)
      AND NOT EXISTS (SELECT 1 FROM "MigrationFile" f JOIN "MigrationItem" i ON i.id = f."itemId"
        WHERE f.key = o.key AND i."applicationId" IS DISTINCT FROM ${applicationId})
    UNION SELECT m."archiveKey" FROM "Migration" m JOIN "MigrationItem" i ON i."migrationId" = m.id
      WHERE i."applicationId" = ${applicationId} AND m."unpackedAt" IS NOT NULL AND m."archiveKey" IS NOT NULL
    UNION SELECT j."resultKey" FROM "ExportJob" j WHERE j."accountId" = ${accountId} AND j."resultKey" IS NOT NULL
      AND (${applicationId} = ANY(j."applicationIds") OR cardinality(j."applicationIds") = 0)`;
  return rows.map((r) => r.key).filter((k) => k && !k.includes(`/erased/`));
}

/** Leaves tombstones in every row of the application that held personal data (not the audit trail: audit/erase.ts). */
export async function eraseRows(tx: Tx, applicationId: string, accountId: string): Promise<void> {
  const words = await searchWordsOf(tx, applicationId);
  await tx.$executeRaw`UPDATE "Application" SET name = ${ERASED_APPLICATION_NAME}, email = NULL WHERE id = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "Individual" SET "firstName" = ${ERASED}, "lastName" = ${ERASED}, "dateOfBirth" = NULL, "placeOfBirth" = NULL, nationality = NULL,
      "residenceCountry" = NULL, address = NULL, tins = '[]', "screeningInfo" = NULL, "screeningSummary" = NULL
    WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "Business" SET name = ${ERASED}, "registrationNumber" = NULL, country = NULL, address = NULL, tins = '[]', "screeningInfo" = NULL, "screeningSummary" = NULL
    WHERE "applicationId" = ${applicationId}`;
  // A node's key may spell a name (documents' subject.entityKey): it becomes the node's id.
  await tx.$executeRaw`UPDATE "OwnershipNode" SET name = ${ERASED}, key = id, country = NULL WHERE "applicationId" = ${applicationId}`;
  // The triggers just asked to screen the tombstones: nobody is left to screen.
  await tx.$executeRaw`DELETE FROM "ScreeningRequest" WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "ScreeningHit" SET details = jsonb_build_object('erased', true), "matchResult" = NULL, note = NULL, "entryChange" = NULL
    WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "ScreeningGroup" SET headline = ${ERASED}, summary = ${ERASED}, "aiDescription" = '', category = NULL, "reviewerNote" = NULL, "tierRationale" = NULL
    WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "Document" SET "fileName" = ${ERASED}, key = 'accounts/' || ${accountId} || '/erased/' || id, metadata = NULL, subject = NULL, "additionalInfoRequest" = NULL
    WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "DocumentValidation" v SET results = '[]' FROM "Document" d WHERE d.id = v."documentId" AND d."applicationId" = ${applicationId}`;
  await tx.$executeRaw`UPDATE "Note" SET content = ${ERASED}, attachments = '[]' WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`UPDATE "Task" SET title = ${ERASED}, description = NULL WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`UPDATE "OutboxEvent" SET metadata = NULL WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "WebhookDelivery" SET body = ${JSON.stringify({ erased: true })}, "lastResponseExcerpt" = NULL, "lastError" = NULL WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "WebhookAttempt" t SET "responseExcerpt" = NULL, error = NULL FROM "WebhookDelivery" d WHERE d.id = t."deliveryId" AND d."applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "MigrationFile" f SET path = 'erased/' || f.id, key = 'accounts/' || ${accountId} || '/erased/' || f.id, text = NULL, error = NULL
    FROM "MigrationItem" i WHERE i.id = f."itemId" AND i."applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "MigrationItem" SET folder = 'erased-' || id, data = '{}', error = NULL, missing = NULL WHERE "applicationId" = ${applicationId}`;
  await tx.$executeRaw`
    UPDATE "ExportJob" SET "resultKey" = NULL WHERE "accountId" = ${accountId} AND "resultKey" IS NOT NULL
      AND (${applicationId} = ANY("applicationIds") OR cardinality("applicationIds") = 0)`;
  // Stored responses replayed for an Idempotency-Key (kept 24 h) that name the application.
  await tx.$executeRaw`DELETE FROM "IdempotencyKey" WHERE "accountId" = ${accountId} AND position(convert_to(${applicationId}, 'UTF8') in body) > 0`;
  await forgetSearchWords(tx, accountId, words);
}

/** The words the application's rows brought to the account's search vocabulary. */
async function searchWordsOf(tx: Tx, applicationId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ word: string }[]>`
    SELECT DISTINCT left(w, 200) AS word FROM (
      SELECT "searchText" FROM "Application" WHERE id = ${applicationId}
      UNION ALL SELECT "searchText" FROM "ScreeningHit" WHERE "applicationId" = ${applicationId}
      UNION ALL SELECT "searchText" FROM "Document" WHERE "applicationId" = ${applicationId}
      UNION ALL SELECT "searchText" FROM "Task" WHERE "applicationId" = ${applicationId}
    ) t, unnest(string_to_array(t."searchText", ' ')) w WHERE w <> ''`;
  return rows.map((r) => r.word);
}

/** Removes from the vocabulary those of `words` no row of the account holds any more (through the word indexes). */
async function forgetSearchWords(tx: Tx, accountId: string, words: string[]): Promise<void> {
  if (words.length === 0) return;
  await tx.$executeRaw`
    DELETE FROM "SearchWord" s WHERE s."accountId" = ${accountId} AND s.word = ANY(${words}::text[])
      AND NOT EXISTS (SELECT 1 FROM "Application" t WHERE t."accountId" = s."accountId" AND search_words(t."accountId", t."searchText") @@ CAST(quote_literal(search_word_key(s."accountId", s.word)) AS tsquery))
      AND NOT EXISTS (SELECT 1 FROM "ScreeningHit" t WHERE t."accountId" = s."accountId" AND search_words(t."accountId", t."searchText") @@ CAST(quote_literal(search_word_key(s."accountId", s.word)) AS tsquery))
      AND NOT EXISTS (SELECT 1 FROM "Document" t WHERE t."accountId" = s."accountId" AND search_words(t."accountId", t."searchText") @@ CAST(quote_literal(search_word_key(s."accountId", s.word)) AS tsquery))
      AND NOT EXISTS (SELECT 1 FROM "Task" t WHERE t."accountId" = s."accountId" AND search_words(t."accountId", t."searchText") @@ CAST(quote_literal(search_word_key(s."accountId", s.word)) AS tsquery))`;
}
