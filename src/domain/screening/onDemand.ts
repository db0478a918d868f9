// Screening on demand (POST /api/v1/screening/match): FollowTheMoney query entities screened against
// the stored watchlists by the same engine as key persons, answered in yente's /match/{dataset} shape
// (https://github.com/opensanctions/yente, yente/data/common.py), so a yente client works against it.
// Nothing about the queried person is stored but the audit entry (ScreeningMatchLog): who screened
// what, when, against which list versions, and what was answered.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { parseInput } from "../../kernel/validation";
import {
  DEFAULT_MATCH_THRESHOLD,
  MATCH_FEATURES,
  betterMatch,
  asArray,
  screenOnDemandSubjects,
  screeningsOfQuery,
  subjectsOfQuery,
  typesOfTopics,
  type ListMatch,
} from "../../screening";
import { DEFAULT_MATCH_LIMIT, ScreeningMatchInput } from "./inputs";
import { assignDefaultTiers } from "./severity";
import { getTaxonomy } from "./taxonomy";
import { featureDocs } from "./algorithms";
import { assertDataset, ENTRY_FACTS, entityOf, ftmOf, sinceDate, type EntryFacts } from "./ftmEntity";

/**
 * The screenings a /match request asks for, its cost: one per name of each query (name, aliases and
 * previous names up to MAX_NAMES_PER_QUERY, or first and last name together) and kind it is screened
 * as. Read off the raw input so that limits can count it before anything runs; an input the request
 * would refuse (400) screens nothing and costs 1.
 */
export function screeningsOf(raw: unknown): number {
  const input = ScreeningMatchInput.safeParse(raw);
  if (!input.success) return 1;
  const screenings = Object.values(input.data.queries).reduce((n, q) => n + screeningsOfQuery(q), 0);
  return Math.max(1, screenings);
}

type Scored = { match: ListMatch; entry: EntryFacts; ftm: ReturnType<typeof ftmOf> };

function passesFilters(s: Scored, input: ScreeningMatchInput, floor: number, since: Date | null): boolean {
  const include = [...(input.include_dataset ?? []), ...(input.dataset && !["default", "all"].includes(input.dataset) ? [input.dataset] : [])];
  if (include.length && !s.ftm.datasets.some((d) => include.includes(d))) return false;
  if (input.exclude_dataset?.length && s.ftm.datasets.some((d) => input.exclude_dataset!.includes(d))) return false;
  if (input.exclude_schema?.includes(s.entry.schema)) return false;
  if (input.topics?.length && !s.ftm.topics.some((t) => input.topics!.includes(t))) return false;
  if (since && s.entry.updatedAt < since) return false;
  if (input.exclude_entity_ids?.includes(s.entry.externalId)) return false;
  return s.match.matchResult.confidence >= floor;
}

function resultOf({ match, entry, ftm }: Scored) {
  const explanations: Record<string, { score: number; detail: string | null }> = Object.fromEntries(
    Object.entries(match.features).map(([k, v]) => [k, { score: v, detail: MATCH_FEATURES[k as keyof typeof MATCH_FEATURES]?.description ?? null }]),
  );
  // `match` is the engine's verdict, the one a key person's hit gets on the same facts (verdict.ts decide):
  // a match a rule clears (a conflicting birth date, a nominal role) is scored under the threshold, so
  // yente's reading, score ≥ threshold, gives the same answer; the reason is said here and in matchResult.
  const cleared = match.matchResult.clearedReason;
  if (cleared) explanations.cleared = { score: 0, detail: `${cleared}: ${match.matchResult.matchExplanation}` };
  return {
    ...entityOf(entry, ftm),
    score: match.matchResult.confidence,
    match: match.matchResult.isMatch,
    features: match.features,
    explanations,
    token: null,
    // Ours beyond yente's: the same matchResult a key person's hit carries (explanation, cleared reason, tier).
    matchResult: { ...match.matchResult, type: match.type, list: match.list, matchedName: match.matchedName },
  };
}

/**
 * Screens yente-shaped query entities against every live watchlist entry and answers in yente's
 * shape; writes one ScreeningMatchLog row. Per query, each name is screened on its own and an entry
 * keeps its best score.
 */
export async function screenOnDemand(db: PrismaClient, actor: Actor, raw: unknown) {
  const input = parseInput(ScreeningMatchInput, raw);
  if (input.dataset) await assertDataset(db, input.dataset);
  const since = input.changed_since ? sinceDate(input.changed_since) : null;
  const threshold = input.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const limit = input.limit ?? DEFAULT_MATCH_LIMIT;
  const floor = input.cutoff === undefined ? 0 : Math.min(input.cutoff, threshold);
  const queries = Object.entries(input.queries);
  const typeFilter = input.topics?.length ? typesOfTopics(input.topics) : null;

  const subjects = queries.flatMap(([key, q]) => subjectsOfQuery(key, q, threshold, actor.accountId));
  if (typeFilter) for (const s of subjects) s.types = s.types.filter((t) => (typeFilter as string[]).includes(t));
  const [matches, versions, taxonomy] = await Promise.all([
    // Off the API's loop, under a deadline and the key's and account's caps (src/screening/matchPool.ts).
    screenOnDemandSubjects(
      db,
      subjects.filter((s) => s.types.length > 0),
      actor,
    ),
    db.watchlistImport.groupBy({ by: ["list"], _max: { version: true } }),
    getTaxonomy(db, actor),
  ]);

  // Per query, each entry once at its best verdict (a match before a cleared one), then score.
  const best = new Map<string, Map<string, ListMatch>>(queries.map(([key]) => [key, new Map()]));
  for (const [subjectId, found] of matches) {
    const byEntry = best.get(subjectId.split("\u0000")[0])!;
    for (const m of found) {
      const prior = byEntry.get(m.entryId);
      if (!prior || betterMatch(m, prior)) byEntry.set(m.entryId, m);
    }
  }
  const entryIds = [...new Set([...best.values()].flatMap((m) => [...m.keys()]))];
  const rows = entryIds.length
    ? await db.watchlistEntry.findMany({
        where: { id: { in: entryIds } },
        select: ENTRY_FACTS,
      })
    : [];
  const entries = new Map(rows.map((r) => [r.id, r as EntryFacts]));

  const responses: Record<string, unknown> = {};
  const logged: Record<string, unknown> = {};
  for (const [key, q] of queries) {
    const scored = [...best.get(key)!.values()]
      .map((match) => ({ match, entry: entries.get(match.entryId)!, ftm: ftmOf(entries.get(match.entryId)!) }))
      .filter((s) => s.entry && passesFilters(s, input, floor, since))
      .sort((a, b) => b.match.matchResult.confidence - a.match.matchResult.confidence);
    const shown = scored.slice(0, limit);
    assignDefaultTiers(
      taxonomy,
      shown.map((s) => s.match),
    );
    const properties = Object.fromEntries(Object.entries(q.properties).map(([k, v]) => [k, asArray(v)]));
    responses[key] = {
      status: 200,
      results: shown.map((s) => resultOf(s)),
      total: { value: scored.length, relation: "eq" },
      query: { id: q.id ?? null, schema: q.schema, properties },
    };
    logged[key] = {
      total: scored.length,
      results: shown.map((s) => ({
        list: s.entry.list,
        id: s.entry.externalId,
        score: s.match.matchResult.confidence,
        match: s.match.matchResult.isMatch,
      })),
    };
  }

  const listVersions = Object.fromEntries(versions.map((v) => [v.list, v._max.version ?? 0]));
  const log = await db.screeningMatchLog.create({
    data: {
      accountId: actor.accountId,
      apiKeyId: actor.apiKeyId,
      performedById: actor.userId,
      performedByName: actor.userName,
      queries: Object.fromEntries(queries.map(([key, q]) => [key, { schema: q.schema, properties: q.properties }])),
      listVersions,
      results: logged as Prisma.InputJsonValue,
      threshold,
    },
    select: { id: true },
  });
  return { id: log.id, responses, matcher: featureDocs(), limit, listVersions };
}
