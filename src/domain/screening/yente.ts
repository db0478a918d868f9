// yente's data-access routes over the stored watchlists (yente/routers/search.py, admin.py): one entity
// by its id, a text search, the catalog of lists and the published algorithms, in yente's shapes, so
// a yente client (nomenklatura's YenteEnricher) expands a match and reads the catalog unchanged.
// Watchlists serve every account: nothing here reads or writes an account's rows.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { DomainError } from "../../errors";
import { parseInput } from "../../kernel/validation";
import { DEFAULT_SEARCH_LIMIT, ScreeningSearchInput } from "./inputs";
import { ALL_LISTS, ENTRY_FACTS, assertDataset, entityOf, ftmOf, sinceDate, type EntryFacts } from "./ftmEntity";
import { listStatus, typesOfTopics } from "../../screening";

export { publishedAlgorithms } from "./algorithms";

/**
 * GET /entities/{id}: the live entry with this FtM id (or OFAC uid). An id several lists publish is
 * one entity, as yente merges it: properties, datasets and referents of all, seen from the earliest.
 */
export async function getScreeningEntity(db: PrismaClient, id: string) {
  const rows = (await db.watchlistEntry.findMany({
    where: { externalId: id, removedInVersion: null },
    select: ENTRY_FACTS,
    orderBy: { list: "asc" },
  })) as EntryFacts[];
  if (rows.length === 0) throw new DomainError("NOT_FOUND", "No such entity!");
  const [first, ...others] = rows.map((row) => entityOf(row));
  for (const other of others) {
    for (const [prop, values] of Object.entries(other.properties)) first.properties[prop] = [...new Set([...(first.properties[prop] ?? []), ...values])];
    first.datasets = [...new Set([...first.datasets, ...other.datasets])];
    first.referents = [...new Set([...first.referents, ...other.referents])];
    first.target ||= other.target;
    if (other.first_seen < first.first_seen) first.first_seen = other.first_seen;
    if (other.last_seen > first.last_seen) first.last_seen = other.last_seen;
    if (other.last_change > first.last_change) first.last_change = other.last_change;
  }
  return first;
}

/** FtM schemata under the abstract ones a search names (followthemoney's model); others name themselves. */
const SCHEMA_DESCENDANTS: Record<string, string[]> = {
  LegalEntity: ["LegalEntity", "Person", "Organization", "Company", "PublicBody"],
  Organization: ["Organization", "Company", "PublicBody"],
};

const TYPES = ["SANCTIONS", "PEP", "WARNING"] as const;
type ScreeningType = (typeof TYPES)[number];

/** Every ordering of every set of types: an entry's `types` is one of them. */
const TYPE_ARRAYS: ScreeningType[][] = (() => {
  const out: ScreeningType[][] = [];
  const grow = (prefix: ScreeningType[]) => {
    if (prefix.length) out.push(prefix);
    for (const t of TYPES) if (!prefix.includes(t)) grow([...prefix, t]);
  };
  grow([]);
  return out;
})();

/**
 * Entries whose types include one of these, written as `equals` on each possible array: Prisma's
 * driver adapters send `has`/`hasSome` on an enum array as a malformed array literal.
 */
function withAnyType(types: readonly ScreeningType[]): Prisma.WatchlistEntryWhereInput {
  return { OR: TYPE_ARRAYS.filter((a) => a.some((t) => types.includes(t))).map((a) => ({ types: { equals: a } })) };
}

function searchWhere(input: ScreeningSearchInput): Prisma.WatchlistEntryWhereInput {
  const and: Prisma.WatchlistEntryWhereInput[] = [{ removedInVersion: null }];
  const q = input.q?.trim() ?? "";
  if (q) {
    const words = q.split(/\s+/).slice(0, 20);
    and.push({ OR: [{ AND: words.map((w) => ({ caption: { contains: w, mode: "insensitive" as const } })) }, { names: { has: q } }] });
  }
  if (input.dataset && !ALL_LISTS.includes(input.dataset)) and.push({ list: input.dataset });
  if (input.include_dataset?.length) and.push({ list: { in: input.include_dataset } });
  if (input.datasets?.length) and.push({ list: { in: input.datasets } });
  if (input.exclude_dataset?.length) and.push({ list: { notIn: input.exclude_dataset } });
  if (input.schema && input.schema !== "Thing") and.push({ schema: { in: SCHEMA_DESCENDANTS[input.schema] ?? [input.schema] } });
  if (input.exclude_schema?.length) and.push({ schema: { notIn: input.exclude_schema } });
  if (input.countries?.length) and.push({ countries: { hasSome: input.countries.map((c) => c.toLowerCase()) } });
  if (input.topics?.length) and.push(withAnyType(typesOfTopics(input.topics)));
  if (input.target !== undefined) and.push(input.target ? withAnyType(["SANCTIONS"]) : { NOT: withAnyType(["SANCTIONS"]) });
  if (input.changed_since) and.push({ updatedAt: { gte: sinceDate(input.changed_since) } });
  return { AND: and };
}

/**
 * Entries a search counts at most (its total and its datasets facet): beyond, the total is this many
 * with relation "gte", as yente (Elasticsearch) says of a total it stopped counting.
 */
const MAX_COUNTED = 10_000;

/** GET /search/{dataset}: yente's SearchResponse, results by caption, with the datasets facet. */
export async function searchScreeningEntities(db: PrismaClient, raw: unknown) {
  const input = parseInput(ScreeningSearchInput, raw);
  if (input.dataset) await assertDataset(db, input.dataset);
  const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
  const offset = input.offset ?? 0;
  const where = searchWhere(input);
  // The total and the facet are counted over MAX_COUNTED entries at most, read as their list alone: a
  // one-letter search over a million entries counted and grouped them all, twice, per request.
  const [rows, counted] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : db.watchlistEntry.findMany({ where, select: ENTRY_FACTS, orderBy: [{ caption: "asc" }, { id: "asc" }], skip: offset, take: limit }),
    db.watchlistEntry.findMany({ where, select: { list: true }, take: MAX_COUNTED + 1 }),
  ]);
  const total = Math.min(counted.length, MAX_COUNTED);
  const byList = new Map<string, number>();
  for (const { list } of counted.slice(0, MAX_COUNTED)) byList.set(list, (byList.get(list) ?? 0) + 1);
  return {
    results: (rows as EntryFacts[]).map((row) => entityOf(row, ftmOf(row))),
    facets: {
      datasets: { label: "Data sources", values: [...byList.keys()].sort().map((list) => ({ name: list, label: list, count: byList.get(list)! })) },
    },
    total: { value: total, relation: counted.length > MAX_COUNTED ? "gte" : "eq" },
    limit,
    offset,
  };
}

/**
 * GET /catalog: yente's DataCatalogModel. Each list is a dataset (its version the import in force,
 * `current` once indexed by this release's forms, `outdated` while a worker reindexes it), and
 * `default` the collection of them all, as yente's default scope is.
 */
export async function screeningCatalog(db: PrismaClient) {
  const lists = await listStatus(db);
  const datasets = lists.map((l) => {
    const version = l.version === null ? null : String(l.version);
    return {
      name: l.list,
      title: l.list,
      summary: l.source ? `Refreshed every ${l.source.everySeconds} s (${l.source.format})` : "Imported by an operator (lists:import)",
      updated_at: l.lastImportAt?.toISOString().slice(0, 19) ?? null,
      last_export: l.lastImportAt?.toISOString().slice(0, 19) ?? null,
      entity_count: l.entries,
      version,
      children: [] as string[],
      load: true,
      namespace: false,
      index_version: l.reindexPending ? null : version,
      index_current: version !== null && !l.reindexPending,
    };
  });
  const all = {
    name: "default",
    title: "Every list",
    summary: "Every list this service screens against",
    updated_at: datasets.map((d) => d.updated_at).reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null),
    last_export: null,
    entity_count: datasets.reduce((n, d) => n + d.entity_count, 0),
    version: null,
    children: datasets.map((d) => d.name),
    load: false,
    namespace: false,
    index_version: null,
    index_current: false,
  };
  const current = datasets.filter((d) => d.index_current).map((d) => d.name);
  const outdated = datasets.filter((d) => d.version !== null && !d.index_current).map((d) => d.name);
  return { datasets: [all, ...datasets], current, outdated, index_stale: outdated.length > 0 };
}
