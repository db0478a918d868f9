// The log of screening on demand (ScreeningMatchLog, POST /screening/match) under the account's
// retention (docs/retention-and-erasure.md, "The /match log"). A row holds the names and birth dates
// a caller queried but no application or person id: nothing links it to an investor, so an
// application's erasure cannot find it. It is kept `retentionYears` after it was written, then the
// retention sweep deletes it; an account erases the rows naming a subject with eraseMatchLogSubject.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { parseInput } from "../../kernel/validation";
import { MatchLogErasureInput } from "./inputs";

/** Rows deleted per statement, so one sweep's deletion never holds a long transaction. */
const BATCH = 1000;

/** Deletes the account's /match log rows written `retentionYears` (the account's) or more before `now`; returns how many. */
export async function deleteMatchLogPastRetention(db: PrismaClient, accountId: string, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await db.$executeRaw(Prisma.sql`
      DELETE FROM "ScreeningMatchLog" WHERE id IN (
        SELECT l.id FROM "ScreeningMatchLog" l JOIN "Account" c ON c.id = l."accountId"
        WHERE l."accountId" = ${accountId} AND l."createdAt" <= CAST(${now.toISOString().slice(0, 23)} AS timestamp(3)) - make_interval(years => c."retentionYears")
        ORDER BY l."createdAt" LIMIT ${BATCH})`);
    deleted += n;
    if (n < BATCH) return deleted;
  }
}

/** A name as the erasure compares it: lower case, runs of blanks as one space, trimmed. */
const normalized = (sql: Prisma.Sql) => Prisma.sql`lower(btrim(regexp_replace(${sql}, '\\s+', ' ', 'g')))`;

/**
 * Deletes the caller's account's /match log rows with a query naming the subject: its name, alias or
 * previous name, or its first and last name together, compared without case and extra blanks; with
 * `birthDate`, only queries that give that birth date or none. Returns how many rows were deleted.
 */
export async function eraseMatchLogSubject(db: PrismaClient, actor: Actor, raw: unknown): Promise<{ deleted: number }> {
  const input = parseInput(MatchLogErasureInput, raw);
  const name = input.name.trim().replace(/\s+/g, " ").toLowerCase();
  // A property is a string or an array of strings (MatchQuery): both read as a set of values.
  const values = (prop: string) =>
    Prisma.sql`(SELECT v FROM jsonb_array_elements_text(CASE jsonb_typeof(q.value->'properties'->${prop}) WHEN 'array' THEN q.value->'properties'->${prop} WHEN 'string' THEN jsonb_build_array(q.value->'properties'->${prop}) ELSE '[]'::jsonb END) v)`;
  const named = Prisma.sql`(
    ${name} IN (SELECT ${normalized(Prisma.sql`n.v`)} FROM (SELECT v FROM ${values("name")} a(v) UNION ALL SELECT v FROM ${values("alias")} b(v) UNION ALL SELECT v FROM ${values("previousName")} c(v)) n(v))
    OR ${name} = ${normalized(Prisma.sql`concat_ws(' ', (SELECT string_agg(v, ' ') FROM ${values("firstName")} f(v)), (SELECT string_agg(v, ' ') FROM ${values("middleName")} m(v)), (SELECT string_agg(v, ' ') FROM ${values("lastName")} l(v)))`)}
    OR ${name} = ${normalized(Prisma.sql`concat_ws(' ', (SELECT string_agg(v, ' ') FROM ${values("firstName")} f(v)), (SELECT string_agg(v, ' ') FROM ${values("lastName")} l(v)))`)})`;
  const born = input.birthDate
    ? Prisma.sql`AND (NOT EXISTS (SELECT 1 FROM ${values("birthDate")} b(v)) OR ${input.birthDate} IN (SELECT btrim(v) FROM ${values("birthDate")} b(v)))`
    : Prisma.empty;
  const deleted = await db.$executeRaw(Prisma.sql`
    DELETE FROM "ScreeningMatchLog" l WHERE l."accountId" = ${actor.accountId}
      AND EXISTS (SELECT 1 FROM jsonb_each(l.queries) q WHERE ${named} ${born})`);
  return { deleted };
}
