// One decision per person, not per list. The same listed person or company often
// appears on several lists (OFAC, EU and UN files, or OpenSanctions' datasets): screened, a key person
// then gets one hit per list. After the engine writes a person's hits, the open list hits of one type
// whose entries are the same entity, on different lists, are put into one screening group, so the
// reviewer decides them once with a group verdict (spec 4.2), which applies to every member.
import type { ScreeningHit, WatchlistEntry } from "../../generated/prisma/client";
import type { ApplicationChange } from "../applicationChange";
import { owned } from "../../kernel/accountScope";
import { choosePrimary, insertGroup, joinGroup } from "./groups";
import { HIT_COUNT_BUCKETS } from "./inputs";
import { normalizeName, schemaKind } from "../../screening";

/** What decides whether two entries are one entity. */
export interface EntryIdentity {
  list: string;
  externalId: string;
  schema: string;
  caption: string;
  names: string[];
  birthDates: string[];
  registrationNumbers: string[];
  /** FollowTheMoney `referents`: the ids the same entity has elsewhere. */
  referents: string[];
}

function identityOf(
  entry: Pick<WatchlistEntry, "list" | "externalId" | "schema" | "caption" | "names" | "birthDates" | "registrationNumbers" | "properties">,
): EntryIdentity {
  const referents = (entry.properties as { referents?: unknown } | null)?.referents;
  return {
    list: entry.list,
    externalId: entry.externalId,
    schema: entry.schema,
    caption: entry.caption,
    names: entry.names,
    birthDates: entry.birthDates,
    registrationNumbers: entry.registrationNumbers,
    referents: Array.isArray(referents) ? referents.filter((r): r is string => typeof r === "string") : [],
  };
}

/** A name compared as its tokens in any order, so "IVANOV, Ivan" and "Ivan Ivanov" are one name. */
function nameKey(name: string, schema: string): string {
  const kind = schemaKind(schema) === "business" ? "business" : "individual";
  return [...normalizeName(name, kind).tokens].sort().join(" ");
}

/** Both sides give the fact and no value is shared: a birth date compares on what both give (a year matches a full date in it). */
function datesConflict(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return false;
  return !a.some((x) => b.some((y) => x.startsWith(y) || y.startsWith(x)));
}

const normalisedNumbers = (values: string[]) => new Set(values.map((v) => v.replace(/[^0-9a-z]/gi, "").toLowerCase()).filter(Boolean));

function numbersConflict(a: string[], b: string[]): boolean {
  const x = normalisedNumbers(a);
  const y = normalisedNumbers(b);
  return x.size > 0 && y.size > 0 && ![...x].some((v) => y.has(v));
}

/**
 * Whether two entries of different lists are one entity: the same id (OpenSanctions keeps an entity's
 * id across its datasets), or one names the other among its referents; or the same primary name (in
 * any word order) with no birth date or registration number that tells them apart.
 */
export function sameEntity(a: EntryIdentity, b: EntryIdentity): boolean {
  if (a.list === b.list) return false;
  if (schemaKind(a.schema) !== schemaKind(b.schema)) return false;
  if (a.externalId === b.externalId || a.referents.includes(b.externalId) || b.referents.includes(a.externalId)) return true;
  if (a.referents.some((r) => b.referents.includes(r))) return true;
  if (datesConflict(a.birthDates, b.birthDates) || numbersConflict(a.registrationNumbers, b.registrationNumbers)) return false;
  return nameKey(a.caption, a.schema) === nameKey(b.caption, b.schema);
}

/** The sets of items that are one entity (transitively), each of two or more, in input order. */
export function sameEntityClusters<T>(items: T[], identity: (item: T) => EntryIdentity): T[][] {
  const parent = items.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (sameEntity(identity(items[i]), identity(items[j]))) parent[root(j)] = root(i);
    }
  }
  const clusters = new Map<number, T[]>();
  items.forEach((item, i) => clusters.set(root(i), [...(clusters.get(root(i)) ?? []), item]));
  return [...clusters.values()].filter((c) => c.length > 1);
}

type PersonHits = { individualId: string } | { businessId: string } | { ownershipNodeId: string };

/**
 * Groups each person's open list hits that are one entity on several lists. Hits already in a group
 * stay where a reviewer (or an earlier run) put them; an ungrouped hit joins its entity's group when
 * one exists. Idempotent: a rerun finds every such hit grouped and writes nothing.
 */
export async function groupSameEntityHits(change: ApplicationChange, applicationId: string, persons: PersonHits[]): Promise<string[]> {
  const { tx, actor } = change;
  const touched: string[] = [];
  for (const person of persons) {
    const hits = await tx.screeningHit.findMany({
      where: {
        ...owned(actor),
        applicationId,
        ...person,
        watchlistEntryId: { not: null },
        status: { in: [...HIT_COUNT_BUCKETS.open] },
        type: { not: "ADVERSE_MEDIA" },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    if (hits.length < 2) continue;
    const entries = new Map(
      (await tx.watchlistEntry.findMany({ where: { id: { in: hits.map((h) => h.watchlistEntryId!) } } })).map((e) => [e.id, identityOf(e)]),
    );
    for (const type of new Set(hits.map((h) => h.type))) {
      const ofType = hits.filter((h) => h.type === type && entries.has(h.watchlistEntryId!));
      for (const cluster of sameEntityClusters(ofType, (h) => entries.get(h.watchlistEntryId!)!)) {
        const joining = cluster.filter((h) => !h.groupId);
        if (!joining.length) continue;
        const existing = cluster.find((h) => h.groupId)?.groupId;
        if (existing) {
          await joinGroup(change, applicationId, joining, existing);
          touched.push(existing);
          continue;
        }
        touched.push(await insertGroup(change, applicationId, { type, ...describe(cluster, entries), hits: cluster }));
      }
    }
  }
  return touched;
}

function describe(cluster: ScreeningHit[], entries: Map<string, EntryIdentity>) {
  const primary = choosePrimary(cluster)!;
  const listed = cluster.map((h) => entries.get(h.watchlistEntryId!)!);
  const lists = [...new Set(listed.map((e) => e.list))].sort();
  const caption = entries.get(primary.watchlistEntryId!)!.caption;
  const text = `The same listed ${schemaKind(listed[0].schema) === "business" ? "entity" : "person"}, ${caption}, appears on ${lists.length} lists (${lists.join(", ")}): one verdict on this group decides every listing.`;
  const severity = (primary.matchResult as { severity?: unknown } | null)?.severity;
  return {
    headline: `${caption}: on ${lists.length} lists`,
    summary: text,
    aiDescription: text,
    primaryHitId: primary.id,
    severity: typeof severity === "string" ? severity : null,
    tierRationale: typeof severity === "string" ? "The tier of the group's most credible hit" : null,
  };
}
