// GET /api/v1/platform/search (spec 4.10): one ranked statement per result group, scoped to the
// caller's account. How ranking works is documented in the README ("Search") and in OpenAPI.
import { Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { CLEARED_STATUSES } from "../screening/inputs";
import { OPEN_TASK_STATUSES } from "../tasks/service";
import { parseInput } from "../validation";
import { SEARCH_CATEGORIES, SEARCH_DEFAULT_LIMIT, SearchInput, type SearchCategory, type SearchFilter } from "./inputs";

/** Candidates need every word of the query; more words than this add nothing a reviewer types. */
const MAX_WORDS = 8;

/** Relevance tiers, highest first; word similarity (0–1) × SIMILARITY_WEIGHT orders within a tier. */
const SCORE = { exactId: 1000, exactEmail: 900, wholeText: 400, textPrefix: 300, wholeWord: 250, wordPrefix: 200, emailPrefix: 150 };
/** A shorter e-mail prefix would match most of an account ("jo" …) without saying which. */
const EMAIL_PREFIX_MIN = 4;
const SIMILARITY_WEIGHT = 100;
/** Constants are part of the statement's text, so PostgreSQL knows their type and plans them once. */
const n = (value: number) => Prisma.raw(String(value));

export interface SearchGroup<T> {
  items: T[];
  total: number;
}
export type SearchResults = Partial<Record<SearchCategory, SearchGroup<Record<string, unknown>>>>;

interface CategorySpec {
  from: Prisma.Sql;
  columns: Prisma.Sql;
  /** Matches beyond the searched text, best first, e.g. the e-mail of an application. */
  otherMatches?: (q: string) => { condition: Prisma.Sql; score: number }[];
  filters: (f: SearchFilter) => Prisma.Sql[];
}

const applicationName = Prisma.sql`(SELECT a.name FROM "Application" a WHERE a.id = x."applicationId")`;

const CATEGORIES: Record<SearchCategory, CategorySpec> = {
  applications: {
    from: Prisma.sql`"Application" x`,
    columns: Prisma.sql`x.id, x.name, x."entityType"::text AS "entityType", x.status::text AS status, x."createdAt"`,
    // E-mails match as typed, not fuzzily: a fuzzy e-mail would match every address of its domain.
    // ILIKE is case-insensitive, and the e-mail trigram index serves both patterns.
    otherMatches: (q) => {
      const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
      return [
        { condition: Prisma.sql`x.email ILIKE ${literal}`, score: SCORE.exactEmail },
        ...(q.length >= EMAIL_PREFIX_MIN ? [{ condition: Prisma.sql`x.email ILIKE ${`${literal}%`}`, score: SCORE.emailPrefix }] : []),
      ];
    },
    filters: (f) => (f.applicationStatus?.length ? [Prisma.sql`x.status = ANY(CAST(${f.applicationStatus}::text[] AS "ApplicationStatus"[]))`] : []),
  },
  screening: {
    from: Prisma.sql`"ScreeningHit" x`,
    columns: Prisma.sql`x.id, search_hit_title(x.details) AS title, x.type::text AS type, x.status::text AS status, x."applicationId",
      ${applicationName} AS "applicationName", COALESCE(x."individualId", x."businessId") AS "keyPersonId"`,
    filters: (f) => [
      ...(f.includeDismissed ? [] : [Prisma.sql`x.status <> ALL(CAST(${[...CLEARED_STATUSES]}::text[] AS "HitStatus"[]))`]),
      ...(f.screeningType?.length ? [Prisma.sql`x.type = ANY(CAST(${f.screeningType}::text[] AS "ScreeningType"[]))`] : []),
    ],
  },
  documents: {
    from: Prisma.sql`"Document" x`,
    columns: Prisma.sql`x.id, x."fileName", x.type, x."subType", x."applicationId", ${applicationName} AS "applicationName"`,
    filters: (f) =>
      f.documentEntityType
        ? [Prisma.sql`EXISTS (SELECT 1 FROM "Application" a WHERE a.id = x."applicationId" AND a."entityType" = CAST(${f.documentEntityType} AS "EntityType"))`]
        : [],
  },
  tasks: {
    from: Prisma.sql`"Task" x`,
    columns: Prisma.sql`x.id, x.title, x.type, x.status, x."applicationId", ${applicationName} AS "applicationName"`,
    filters: (f) => {
      if (!f.taskState) return [];
      const statuses = f.taskState === "OPEN" ? [...OPEN_TASK_STATUSES] : [f.taskState];
      return [Prisma.sql`x.status = ANY(CAST(${statuses} AS text[]))`];
    },
  },
};

/** The query's words as typed; each is normalized by the database like the searched text. */
function wordsOf(q: string): string[] {
  return q.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).slice(0, MAX_WORDS);
}

function statement(spec: CategorySpec, actor: Actor, filter: SearchFilter, limit: number, offset: number): Prisma.Sql {
  const q = filter.q;
  const nq = Prisma.sql`search_normalize(${q})`;
  const words = wordsOf(q);
  const exact = spec.otherMatches?.(q) ?? [];
  // Every word must have a similar word in the text (pg_trgm `<%`, index-served): words may come in
  // any order, across fields, with a typo.
  const textMatch = words.length ? Prisma.join(words.map((w) => Prisma.sql`search_normalize(${w}) <% x."searchText"`), " AND ") : Prisma.sql`false`;
  const matches = [Prisma.sql`x.id = ${q}`, ...exact.map((e) => e.condition), Prisma.sql`(${textMatch})`];
  const score = Prisma.sql`(CASE WHEN x.id = ${q} THEN ${n(SCORE.exactId)} ELSE 0 END
    + ${exact.length ? Prisma.sql`CASE ${Prisma.join(exact.map((e) => Prisma.sql`WHEN ${e.condition} THEN ${n(e.score)}`), " ")} ELSE 0 END` : Prisma.sql`0`}
    + CASE WHEN x."searchText" = ${nq} THEN ${n(SCORE.wholeText)}
        WHEN x."searchText" LIKE ${nq} || '%' THEN ${n(SCORE.textPrefix)}
        WHEN position(' ' || ${nq} || ' ' IN ' ' || x."searchText" || ' ') > 0 THEN ${n(SCORE.wholeWord)}
        WHEN position(' ' || ${nq} IN ' ' || x."searchText") > 0 THEN ${n(SCORE.wordPrefix)}
        ELSE 0 END
    + ${n(SIMILARITY_WEIGHT)} * word_similarity(${nq}, COALESCE(x."searchText", '')))`;
  const order =
    filter.sortOrder === "newest"
      ? Prisma.sql`x."createdAt" DESC, x.id DESC`
      : filter.sortOrder === "oldest"
        ? Prisma.sql`x."createdAt" ASC, x.id ASC`
        : Prisma.sql`${score} DESC, x.id ASC`;
  const conditions = [Prisma.sql`x."accountId" = ${actor.accountId}`, ...spec.filters(filter), Prisma.sql`(${Prisma.join(matches, " OR ")})`];
  return Prisma.sql`
    SELECT ${spec.columns}, count(*) OVER () AS total
    FROM ${spec.from}
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
}

type Row = Record<string, unknown> & { total: string | number };

/** The page of one group the filter asks for. */
const pageStatement = (actor: Actor, category: SearchCategory, filter: SearchFilter) =>
  statement(CATEGORIES[category], actor, filter, filter.limit ?? SEARCH_DEFAULT_LIMIT, filter.offset ?? 0);

/** Every group, or only `type`'s. */
const categoriesOf = (filter: SearchFilter): readonly SearchCategory[] => (filter.type ? [filter.type] : SEARCH_CATEGORIES);

async function searchCategory(sql: SqlReader, actor: Actor, category: SearchCategory, filter: SearchFilter): Promise<SearchGroup<Record<string, unknown>>> {
  const rows = await sql.rows<Row>(pageStatement(actor, category, filter));
  // Past the last match the page is empty and carries no window count: count the matches alone.
  const total = rows.length ? Number(rows[0].total) : filter.offset ? await countMatches(sql, actor, category, filter) : 0;
  return { items: rows.map(({ total: _total, ...item }) => item), total };
}

async function countMatches(sql: SqlReader, actor: Actor, category: SearchCategory, filter: SearchFilter): Promise<number> {
  const [row] = await sql.rows<Row>(Prisma.sql`SELECT count(*) AS total FROM (${statement(CATEGORIES[category], actor, filter, 2_147_483_647, 0)}) m`);
  return Number(row?.total ?? 0);
}

/** The statements one search runs, one per group (the benchmark runs them on `pg` as the floor). */
export function searchStatements(actor: Actor, raw: unknown): Prisma.Sql[] {
  const filter = parseInput(SearchInput, raw ?? {}, "Invalid search");
  return categoriesOf(filter).map((c) => pageStatement(actor, c, filter));
}

/** Every group, or only `type`'s; each with the page of items and the count of all its matches. */
export async function search(sql: SqlReader, actor: Actor, raw: unknown): Promise<SearchResults> {
  const filter = parseInput(SearchInput, raw ?? {}, "Invalid search");
  const categories = categoriesOf(filter);
  const groups = await Promise.all(categories.map((c) => searchCategory(sql, actor, c, filter)));
  return Object.fromEntries(categories.map((c, i) => [c, groups[i]]));
}
