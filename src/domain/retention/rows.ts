// Where an application's personal data lives, and the tombstones erasure leaves there: each personal
// column is marked `/// @personal <tombstone>` in prisma/schema.prisma (docs/retention-and-erasure.md). Ids, statuses, dates, risk,
// the documents' SHA-256 and sizes and who on staff acted are kept: the case can still be accounted for.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { PERSONAL_COLUMNS } from "../../generated/columns";
import type { Tx } from "../../db/transaction";

const ERASED = "[erased]";

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

/**
 * Which rows of a model are the application's, over the updated row `t`: by default its applicationId;
 * these reach the application through another row, or, for an export, by naming it.
 */
export const ROWS_REACHED_OTHERWISE: Record<string, (applicationId: string, accountId: string) => { from?: Prisma.Sql; where: Prisma.Sql }> = {
  Application: (app) => ({ where: Prisma.sql`t.id = ${app}` }),
  DocumentValidation: (app) => ({ from: Prisma.sql`"Document" d`, where: Prisma.sql`d.id = t."documentId" AND d."applicationId" = ${app}` }),
  WebhookAttempt: (app) => ({ from: Prisma.sql`"WebhookDelivery" d`, where: Prisma.sql`d.id = t."deliveryId" AND d."applicationId" = ${app}` }),
  MigrationFile: (app) => ({ from: Prisma.sql`"MigrationItem" i`, where: Prisma.sql`i.id = t."itemId" AND i."applicationId" = ${app}` }),
  // An export of the whole account (no ids) holds every application too.
  ExportJob: (app, acct) => ({
    where: Prisma.sql`t."accountId" = ${acct} AND t."resultKey" IS NOT NULL AND (${app} = ANY(t."applicationIds") OR cardinality(t."applicationIds") = 0)`,
  }),
};

/**
 * The value a `/// @personal <tombstone>` mark writes: `erased` the tombstone text, `null`, a quoted SQL
 * literal, `id` (optionally after a quoted prefix) the row's own id, `object-key` an object-store key
 * under the account's erased/ prefix that names no object.
 */
export function tombstoneSql(tombstone: string, accountId: string): Prisma.Sql {
  if (tombstone === "erased") return Prisma.sql`${ERASED}`;
  if (tombstone === "null") return Prisma.sql`NULL`;
  if (tombstone === "object-key") return Prisma.sql`'accounts/' || ${accountId} || '/erased/' || t.id`;
  const id = /^id(?: '([^']*)')?$/.exec(tombstone);
  if (id) return Prisma.sql`${id[1] ?? ""} || t.id`;
  if (/^'[^']*'$/.test(tombstone)) return Prisma.raw(tombstone);
  throw new Error(`Unknown @personal tombstone: ${tombstone}`);
}

/** Leaves tombstones in every row of the application that held personal data (not the audit trail: audit/erase.ts). */
export async function eraseRows(tx: Tx, applicationId: string, accountId: string): Promise<void> {
  const words = await searchWordsOf(tx, applicationId);
  await strikeNamesFromModelReasons(tx, applicationId, accountId);
  for (const [model, columns] of Object.entries(PERSONAL_COLUMNS)) {
    const set = Prisma.join(
      Object.entries(columns).map(([column, tombstone]) => Prisma.sql`${Prisma.raw(`"${column}"`)} = ${tombstoneSql(tombstone, accountId)}`),
    );
    const rows = ROWS_REACHED_OTHERWISE[model]?.(applicationId, accountId) ?? { where: Prisma.sql`t."applicationId" = ${applicationId}` };
    await tx.$executeRaw`UPDATE ${Prisma.raw(`"${model}"`)} t SET ${set} ${rows.from ? Prisma.sql`FROM ${rows.from}` : Prisma.empty} WHERE ${rows.where}`;
  }
  await eraseDecisionText(tx, applicationId);
  // The triggers just asked to screen the tombstones: nobody is left to screen.
  await tx.$executeRaw`DELETE FROM "ScreeningRequest" WHERE "applicationId" = ${applicationId}`;
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

/** A name shorter than this is not struck from account text: "Li" or "Al" would strike unrelated words. */
const SHORTEST_STRUCK_NAME = 3;

/**
 * A risk model's reason belongs to the account, not to one application, but staff may name a person
 * in it ("lowered after the Smith review"). Every name the erased application held (its own, its key
 * persons', its owners') is struck from the account's model reasons, whole word, in any case; the
 * version, its definition, who saved it and when stay. Runs before the rows' tombstones replace the names.
 */
async function strikeNamesFromModelReasons(tx: Tx, applicationId: string, accountId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ name: string }[]>`
    SELECT name FROM "Application" WHERE id = ${applicationId}
    UNION SELECT "firstName" || ' ' || "lastName" FROM "Individual" WHERE "applicationId" = ${applicationId}
    UNION SELECT "firstName" FROM "Individual" WHERE "applicationId" = ${applicationId}
    UNION SELECT "lastName" FROM "Individual" WHERE "applicationId" = ${applicationId}
    UNION SELECT name FROM "Business" WHERE "applicationId" = ${applicationId}
    UNION SELECT name FROM "OwnershipNode" WHERE "applicationId" = ${applicationId}`;
  const names = [...new Set(rows.map((r) => r.name.trim()).filter((n) => n.length >= SHORTEST_STRUCK_NAME))]
    // Longest first, so a full name is struck whole before its parts.
    .sort((a, b) => b.length - a.length);
  if (names.length === 0) return;
  const pattern = `\\m(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")).join("|")})\\M`;
  await tx.$executeRaw`
    UPDATE "RiskModel" SET reason = regexp_replace(reason, ${pattern}, ${ERASED}, 'gi')
    WHERE "accountId" = ${accountId} AND reason ~* ${pattern}`;
}

/** Keys of a decision's JSON (an override, applied, pending or void) that hold staff's words about the person. */
const DECISION_TEXT_KEYS = ["reason", "voidReason"];

function withoutText(decision: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (!decision || typeof decision !== "object" || Array.isArray(decision)) return decision === null ? Prisma.DbNull : (decision as Prisma.InputJsonValue);
  const out: Record<string, unknown> = { ...(decision as Record<string, unknown>) };
  for (const key of DECISION_TEXT_KEYS) if (typeof out[key] === "string") out[key] = ERASED;
  return out as Prisma.InputJsonValue;
}

/**
 * The decisions on the application keep what was decided, by whom and when (the case is still
 * accounted for), but not the words: an override's reason names the person's circumstances, and a
 * factor's reason their countries ("Nationality IR"). The factor, its points and its floor stay.
 */
async function eraseDecisionText(tx: Tx, applicationId: string): Promise<void> {
  const app = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { riskOverride: true, riskOverridePending: true, riskAssessment: true },
  });
  const assessment = app.riskAssessment as { factors?: { reason?: unknown }[] } | null;
  await tx.application.update({
    where: { id: applicationId },
    data: {
      riskOverride: withoutText(app.riskOverride),
      riskOverridePending: withoutText(app.riskOverridePending),
      riskAssessment:
        assessment && typeof assessment === "object" && Array.isArray(assessment.factors)
          ? ({ ...assessment, factors: assessment.factors.map((f) => ({ ...f, reason: ERASED })) } as Prisma.InputJsonValue)
          : withoutText(app.riskAssessment),
    },
  });
}
