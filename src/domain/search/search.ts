// GET /api/v1/platform/search (spec 4.10): the query's word index query once, then one ranked statement per
// result group, scoped to the caller's account. How ranking works is documented in the README ("Search") and in OpenAPI.
import { Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { CLEARED_STATUSES } from "../screening/inputs";
import { OPEN_TASK_STATUSES } from "../tasks/service";
import { parseInput } from "../../kernel/validation";
import { SEARCH_CATEGORIES, SEARCH_DEFAULT_LIMIT, SearchInput, type SearchCategory, type SearchFilter } from "./inputs";

/** Candidates need every word of the query; words past this many add nothing a reviewer types. */
const MAX_WORDS = 8;

/** Relevance tiers, highest first; word similarity (0–1) × SIMILARITY_WEIGHT orders within a tier. */
const SCORE = { exactId: 1000, exactEmail: 900, wholeText: 400, textPrefix: 300, wholeWord: 250, wordPrefix: 200, emailPrefix: 150 };
/** A shorter e-mail prefix would match most of an account ("jo" …) without saying which. */
const EMAIL_PREFIX_MIN = 4;
const SIMILARITY_WEIGHT = 100;
/** Constants are part of the statement's text, so PostgreSQL knows their type and plans them once. */
const n = (value: number) => Prisma.raw(String(value));
/**
 * A value computed from parameters once per execution (an InitPlan), whatever the plan: the
 * statements are prepared, and a generic plan would otherwise normalize the query on every row.
 */
const once = (expression: Prisma.Sql) => Prisma.sql`(SELECT ${expression})`;
/**
 * `= ANY(...)` of a list parameter of an enum, cast once. The cast after the sub-select makes it one
 * array value: `ANY((SELECT …))` alone would compare against the sub-select's rows.
 */
const anyOf = (values: readonly string[], enumType: string) => {
  const arrayType = Prisma.raw(`"${enumType}"[]`);
  return Prisma.sql`ANY((SELECT CAST(${values}::text[] AS ${arrayType}))::${arrayType})`;
};
/** The query as searched text is normalized (accents, case, punctuation). */
const normalized = (text: string) => once(Prisma.sql`search_normalize(${text})`);

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

/**
 * A constant in the statement's text, so the enum array is folded once at planning: a cast from a
 * text[] parameter would be evaluated on every row, and after the costly `<%`, not before it.
 */
const notCleared = Prisma.raw(`x.status <> ALL('{${CLEARED_STATUSES.join(",")}}'::"HitStatus"[])`);

const applicationName = Prisma.sql`(SELECT a.name FROM "Application" a WHERE a.id = x."applicationId")`;

const CATEGORIES: Record<SearchCategory, CategorySpec> = {
  applications: {
    from: Prisma.sql`"Application" x`,
    columns: Prisma.sql`x.id, x.name, x."entityType"::text AS "entityType", x.status::text AS status, x."createdAt"`,
    // E-mails match as typed, not fuzzily: a fuzzy e-mail would match every address of its domain.
    // "emailKey" is lower(email), generated, in a text_pattern_ops B-tree: equality, and a prefix as
    // the byte range [key, key || the last code point), which an index serves in a generic plan too.
    otherMatches: (q) => {
      const key = once(Prisma.sql`lower(${q})`);
      const keyEnd = once(Prisma.sql`lower(${q}) || chr(1114111)`);
      return [
        { condition: Prisma.sql`x."emailKey" = ${key}`, score: SCORE.exactEmail },
        ...(q.length >= EMAIL_PREFIX_MIN
          ? [{ condition: Prisma.sql`(x."emailKey" ~>=~ ${key} AND x."emailKey" ~<~ ${keyEnd})`, score: SCORE.emailPrefix }]
          : []),
      ];
    },
    filters: (f) => (f.applicationStatus?.length ? [Prisma.sql`x.status = ${anyOf(f.applicationStatus, "ApplicationStatus")}`] : []),
  },
  screening: {
    from: Prisma.sql`"ScreeningHit" x`,
    columns: Prisma.sql`x.id, search_hit_title(x.details) AS title, x.type::text AS type, x.status::text AS status, x."applicationId",
      ${applicationName} AS "applicationName", COALESCE(x."individualId", x."businessId") AS "keyPersonId"`,
    filters: (f) => [
      ...(f.includeDismissed ? [] : [notCleared]),
      ...(f.screeningType?.length ? [Prisma.sql`x.type = ${anyOf(f.screeningType, "ScreeningType")}`] : []),
    ],
  },
  documents: {
    from: Prisma.sql`"Document" x`,
    columns: Prisma.sql`x.id, x."fileName", x.type, x."subType", x."applicationId", ${applicationName} AS "applicationName"`,
    filters: (f) =>
      f.documentEntityType
        ? [
            Prisma.sql`EXISTS (SELECT 1 FROM "Application" a WHERE a.id = x."applicationId" AND a."entityType" = ${once(Prisma.sql`CAST(${f.documentEntityType} AS "EntityType")`)})`,
          ]
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

/** A query word's typos: at most this many of the account's most similar words join the query. */
const SIMILAR_WORDS = 100;

/**
 * The query as a tsquery over the word index (migration search_word_index), as text; null when the
 * query has no word (nothing then matches by text). Every word of the normalized query must match a
 * word of the text, as typed or as a prefix of it, or as one of the account's words within pg_trgm's
 * word similarity (`<%`, the session's threshold), looked up in the account's vocabulary
 * ("SearchWord") rather than row by row. Words without a letter (numbers, years) match as typed or
 * as a prefix only: a number one digit off is another number, not a typo. Keys carry the account, so
 * the index reads this account's posting lists only. One statement per search, before the groups.
 */
function wordQueryStatement(accountId: string, q: string): Prisma.Sql {
  // A key quoted as a tsquery lexeme (words are letters and digits only, so nothing to escape).
  const key = (word: Prisma.Sql) => Prisma.sql`chr(39) || public.search_word_key(${accountId}, ${word}) || chr(39)`;
  return Prisma.sql`SELECT string_agg('(' || ${key(Prisma.sql`w`)} || ':*' || COALESCE((
        SELECT string_agg(' | ' || ${key(Prisma.sql`s.word`)}, '') FROM (
          SELECT v.word FROM "SearchWord" v WHERE v."accountId" = ${accountId} AND w ~ '[[:alpha:]]' AND w <% v.word
          ORDER BY word_similarity(w, v.word) DESC, v.word LIMIT ${n(SIMILAR_WORDS)}) s), '') || ')', ' & ') AS query
    FROM unnest((string_to_array(search_normalize(${q}), ' '))[1:${n(MAX_WORDS)}]) w WHERE w <> ''`;
}

/**
 * One group's page and total in one statement:
 * - `m` is every match with cheap columns only. Text matches come from the account's word index
 *   and id or e-mail matches from B-trees, in two arms rather than one OR, which would evaluate the
 *   index expression on every row of the other arm.
 * - The relevance tier (the sum of the tiers a row reaches) is cheap, word similarity is not, and it
 *   adds at most SIMILARITY_WEIGHT: a row whose tier + SIMILARITY_WEIGHT is below the tier of the
 *   (limit + offset)-th best row cannot reach the page, so similarity is scored for the others only,
 *   and computed only where the words do not stand whole in the text.
 * - Only the page's rows are read in full, and one row always comes back (id null when the page is
 *   empty), so `total` counts every match even past the last page.
 */
function statement(spec: CategorySpec, actor: Actor, filter: SearchFilter, wordQuery: string | null, limit: number, offset: number): Prisma.Sql {
  const q = filter.q;
  const nq = normalized(q);
  const exact = spec.otherMatches?.(q) ?? [];
  // Every word must be in the text, as a prefix of one of its words or with a typo, in any order
  // (the word index; the expression is the index's own).
  const textMatch =
    wordQuery === null ? Prisma.sql`false` : Prisma.sql`search_words(x."accountId", x."searchText") @@ ${once(Prisma.sql`CAST(${wordQuery} AS tsquery)`)}`;
  const otherMatch = Prisma.join([Prisma.sql`x.id = ${q}`, ...exact.map((e) => e.condition)], " OR ");
  const tier = Prisma.sql`(CASE WHEN x.id = ${q} THEN ${n(SCORE.exactId)} ELSE 0 END
    + ${
      exact.length
        ? Prisma.sql`CASE ${Prisma.join(
            exact.map((e) => Prisma.sql`WHEN ${e.condition} THEN ${n(e.score)}`),
            " ",
          )} ELSE 0 END`
        : Prisma.sql`0`
    }
    + CASE WHEN x."searchText" = ${nq} THEN ${n(SCORE.wholeText)}
        WHEN x."searchText" LIKE ${nq} || '%' THEN ${n(SCORE.textPrefix)}
        WHEN position(' ' || ${nq} || ' ' IN ' ' || x."searchText" || ' ') > 0 THEN ${n(SCORE.wholeWord)}
        WHEN position(' ' || ${nq} IN ' ' || x."searchText") > 0 THEN ${n(SCORE.wordPrefix)}
        ELSE 0 END)`;
  const filters = spec.filters(filter);
  const scope = Prisma.join([Prisma.sql`x."accountId" = ${actor.accountId}`, ...filters], " AND ");
  // The word index's keys carry the account already: written so no index on "accountId" serves it,
  // the planner does not intersect the account's whole entry list (150,000 hits) with the matches.
  const textScope = Prisma.join([Prisma.sql`x."accountId" || '' = ${actor.accountId}`, ...filters], " AND ");
  const columns = Prisma.sql`x.id, x."createdAt", x."searchText", ${tier} AS tier`;
  const relevance = filter.sortOrder !== "newest" && filter.sortOrder !== "oldest";
  // The page's columns, by their output names in the page and as p.<name> in the final select.
  const order = (p = "") =>
    filter.sortOrder === "newest"
      ? Prisma.raw(`${p}"createdAt" DESC, ${p}id DESC`)
      : filter.sortOrder === "oldest"
        ? Prisma.raw(`${p}"createdAt" ASC, ${p}id ASC`)
        : Prisma.raw(`${p}score DESC, ${p}id ASC`);
  // Where the query's words stand whole in the text, their trigrams are all there: similarity 1.
  const similarity = Prisma.sql`CASE WHEN position(' ' || ${nq} || ' ' IN ' ' || m."searchText" || ' ') > 0 THEN 1
    ELSE word_similarity(${nq}, COALESCE(m."searchText", '')) END`;
  const score = relevance ? Prisma.sql`m.tier + ${n(SIMILARITY_WEIGHT)} * ${similarity}` : Prisma.sql`0`;
  const reachable = relevance
    ? Prisma.sql`WHERE m.tier + ${n(SIMILARITY_WEIGHT)} >= COALESCE((SELECT c.tier FROM m c ORDER BY c.tier DESC LIMIT 1 OFFSET ${limit + offset - 1}), 0)`
    : Prisma.empty;
  return Prisma.sql`
    WITH m AS MATERIALIZED (
      SELECT ${columns} FROM ${spec.from} WHERE ${textScope} AND (${textMatch})
      UNION ALL
      SELECT ${columns} FROM ${spec.from} WHERE ${scope} AND (${otherMatch}) AND (${textMatch}) IS NOT TRUE
    ), page AS (
      SELECT m.id, m."createdAt", ${score} AS score FROM m ${reachable}
      ORDER BY ${order()} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${spec.columns}, (SELECT count(*) FROM m) AS total
    FROM (SELECT 1) one LEFT JOIN page p ON true LEFT JOIN ${spec.from} ON x.id = p.id
    ORDER BY ${order("p.")}`;
}

type Row = Record<string, unknown> & { id: string | null; total: string | number };

/** The page of one group the filter asks for. */
const pageStatement = (actor: Actor, category: SearchCategory, filter: SearchFilter, wordQuery: string | null) =>
  statement(CATEGORIES[category], actor, filter, wordQuery, filter.limit ?? SEARCH_DEFAULT_LIMIT, filter.offset ?? 0);

/** Every group, or only `type`'s. */
const categoriesOf = (filter: SearchFilter): readonly SearchCategory[] => (filter.type ? [filter.type] : SEARCH_CATEGORIES);

async function searchCategory(
  sql: SqlReader,
  actor: Actor,
  category: SearchCategory,
  filter: SearchFilter,
  wordQuery: string | null,
): Promise<SearchGroup<Record<string, unknown>>> {
  const rows = await sql.rows<Row>(pageStatement(actor, category, filter, wordQuery));
  return { items: rows.filter((r) => r.id !== null).map(({ total: _total, ...item }) => item), total: Number(rows[0]?.total ?? 0) };
}

/** Every group, or only `type`'s; each with the page of items and the count of all its matches. */
export async function search(sql: SqlReader, actor: Actor, raw: unknown): Promise<SearchResults> {
  const filter = parseInput(SearchInput, raw ?? {}, "Invalid search");
  const categories = categoriesOf(filter);
  const [{ query: wordQuery }] = await sql.rows<{ query: string | null }>(wordQueryStatement(actor.accountId, filter.q));
  const groups = await Promise.all(categories.map((c) => searchCategory(sql, actor, c, filter, wordQuery)));
  return Object.fromEntries(categories.map((c, i) => [c, groups[i]]));
}
