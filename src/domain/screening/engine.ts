// The screening engine's runs (spec section 1): screen key persons against the watchlists
// when they are added or changed (origin INITIAL_SCREENING), re-screen monitored persons against
// what a watchlist import changed (ONGOING_MONITORING), and enrich the hits found. Every write is
// idempotent: a hit carries a dedupeKey per person and source record, so a rerun or a retried
// activity finds it already there, and enrichment only touches hits not yet enriched. Who a run
// screens (key persons and structure nodes read as subjects) is screenedPersons.ts'.
import type { Prisma, PrismaClient, WatchlistEntry } from "../../generated/prisma/client";
import { automationActor } from "../auth/context";
import { unlessErased, withChange } from "../applicationChange";
import { insertHits, type NewHit } from "./hits";
import { groupSameEntityHits } from "./sameEntity";
import type { HitStatus } from "./inputs";
import { CLEARED_STATUSES } from "./inputs";
import { screenSubjects, screenSubjectsAgainstEntries, type ListMatch, type ScreeningSubject } from "../../screening";
import { findPersons, loadPersons, NODE_MAYBE_MONITORED, subjectOf, subjectRef, type PersonRef, type PersonRow, type SubjectKind } from "./screenedPersons";
import { effectiveScreeningSettings, MAYBE_MONITORED } from "./settings";
import { getTaxonomy, type SeverityTaxonomy } from "./taxonomy";
import { assignDefaultTiers } from "./severity";
import type { MediaSearchProvider } from "./media/provider";
import { recordAdverseMedia } from "./media/record";
import { refineStoryDescriptions } from "./media/llm";
import type { LlmConfig } from "../../config";
import { sandboxMatches } from "../sandbox";
import { domainPolicies } from "../policies";

/** What a screening run searches beyond the watchlists. */
export interface EngineDeps {
  /** Adverse-media search, or null when none is configured. */
  media: MediaSearchProvider | null;
  /** The optional model that rewrites story descriptions (null: the extractive text stays). */
  llm: LlmConfig;
  /** The sandbox's marker hits (src/domain/sandbox): config.sandbox, on test deployments only. */
  sandbox?: boolean;
}

/** An automated clear is a false positive with its reason; everything else awaits a reviewer. */
const AUTO_CLEARED: HitStatus = "FALSE_POSITIVE";
/** Entries one monitoring pass matches in memory; an import that changed more screens against the whole list. */
const MAX_IN_MEMORY_ENTRIES = 20_000;

const entryDedupeKey = (person: PersonRef, entryId: string) => `${person.kind}:${person.id}:entry:${entryId}`;

function hitOf(subject: ScreeningSubject, match: ListMatch, origin: "INITIAL_SCREENING" | "ONGOING_MONITORING"): NewHit {
  const cleared = !!match.matchResult.clearedReason;
  return {
    individualId: !subject.ownershipNodeId && subject.kind === "individual" ? subject.id : null,
    businessId: !subject.ownershipNodeId && subject.kind === "business" ? subject.id : null,
    ownershipNodeId: subject.ownershipNodeId ?? null,
    type: match.type,
    status: cleared ? AUTO_CLEARED : "NOT_REVIEWED",
    source: match.list,
    details: match.details as Prisma.InputJsonValue,
    enriched: false,
    matchResult: match.matchResult,
    origin,
    watchlistEntryId: match.entryId,
    dedupeKey: entryDedupeKey(subjectRef(subject), match.entryId),
  };
}

/** Writes the matches found, one transaction per application; returns the ids of the hits written now. */
async function recordMatches(
  db: PrismaClient,
  subjects: ScreeningSubject[],
  matches: Map<string, ListMatch[]>,
  origin: "INITIAL_SCREENING" | "ONGOING_MONITORING",
): Promise<string[]> {
  const byApplication = new Map<string, { accountId: string; hits: NewHit[] }>();
  // Each hit starts with its entry's tier in the account's taxonomy (severity.ts).
  const taxonomies = new Map<string, SeverityTaxonomy>();
  for (const accountId of new Set(subjects.filter((s) => matches.get(s.id)?.length).map((s) => s.accountId)))
    taxonomies.set(accountId, await getTaxonomy(db, automationActor(accountId)));
  for (const subject of subjects) {
    const found = matches.get(subject.id) ?? [];
    if (found.length) assignDefaultTiers(taxonomies.get(subject.accountId)!, found);
    for (const match of found) {
      const entry = byApplication.get(subject.applicationId) ?? { accountId: subject.accountId, hits: [] };
      entry.hits.push(hitOf(subject, match, origin));
      byApplication.set(subject.applicationId, entry);
    }
  }
  const created: string[] = [];
  for (const [applicationId, { accountId, hits }] of byApplication) {
    // An application erased since its persons were read has nobody left to screen.
    const written = await unlessErased(
      withChange(db, automationActor(accountId), async (change) => {
        await change.lock(applicationId);
        const inserted = await insertHits(change, applicationId, hits);
        // One decision per person: the same entity on several lists becomes one group (sameEntity.ts).
        const persons = new Map(
          hits.map((h) => [
            h.individualId ?? h.businessId ?? h.ownershipNodeId!,
            h.individualId ? { individualId: h.individualId } : h.businessId ? { businessId: h.businessId } : { ownershipNodeId: h.ownershipNodeId! },
          ]),
        );
        if (inserted.length) await groupSameEntityHits(change, applicationId, [...persons.values()]);
        // A sanctioned owner, or a key person that is one, may block the investor by ownership.
        if (inserted.some((h) => h.type === "SANCTIONS")) inserted.push(...(await domainPolicies().reviewOwnershipBlock(change, applicationId, origin)));
        return inserted;
      }),
    );
    created.push(...(written ?? []).map((h) => h.id));
  }
  return created;
}

/** Engine hits of these persons not yet enriched (also those a failed earlier attempt wrote). */
async function unenrichedHitIds(db: PrismaClient, persons: PersonRef[]): Promise<string[]> {
  const ids = (kind: SubjectKind) => persons.filter((p) => p.kind === kind).map((p) => p.id);
  const rows = await db.screeningHit.findMany({
    where: {
      enriched: false,
      dedupeKey: { not: null },
      OR: [{ individualId: { in: ids("individual") } }, { businessId: { in: ids("business") } }, { ownershipNodeId: { in: ids("node") } }],
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => r.id);
}

/** Screens the key persons of the given requests and marks them done; returns the hits to enrich. */
export async function screenRequests(
  db: PrismaClient,
  input: { requestIds: string[] },
  deps: EngineDeps = { media: null, llm: null },
): Promise<{ screened: number; created: number; hitIds: string[] }> {
  const requests = await db.screeningRequest.findMany({ where: { id: { in: input.requestIds }, completedAt: null } });
  const refs = [...new Map(requests.map((r) => [`${r.personKind}:${r.personId}`, { kind: r.personKind as SubjectKind, id: r.personId }])).values()];
  const persons = refs.length ? await loadPersons(db, refs) : [];
  const subjects = persons.map(subjectOf).filter((s): s is ScreeningSubject => !!s);
  const matches = subjects.length ? await screenSubjects(db, subjects) : new Map<string, ListMatch[]>();
  if (deps.sandbox && subjects.length) await addSandboxMatches(db, subjects, matches);
  const created = await recordMatches(db, subjects, matches, "INITIAL_SCREENING");
  const media = deps.media ? await screenAdverseMedia(db, persons, deps.media, deps.llm, "INITIAL_SCREENING") : 0;
  const hitIds = await unenrichedHitIds(db, refs);
  await db.screeningRequest.updateMany({ where: { id: { in: requests.map((r) => r.id) } }, data: { completedAt: new Date() } });
  return { screened: new Set([...subjects.map((s) => s.id), ...persons.filter(wantsMedia).map((p) => p.id)]).size, created: created.length + media, hitIds };
}

/** Test deployments: the sandbox list's hits of persons whose name or application e-mail carries a marker. */
async function addSandboxMatches(db: PrismaClient, subjects: ScreeningSubject[], matches: Map<string, ListMatch[]>) {
  const applications = await db.application.findMany({
    where: { id: { in: [...new Set(subjects.map((s) => s.applicationId))] } },
    select: { id: true, email: true },
  });
  const emails = new Map(applications.map((a) => [a.id, a.email]));
  for (const subject of subjects) {
    const found = sandboxMatches(subject, emails.get(subject.applicationId) ?? null);
    if (found.length) matches.set(subject.id, [...(matches.get(subject.id) ?? []), ...found]);
  }
}

const wantsMedia = (person: PersonRow) => {
  // Structure nodes are screened against the lists; adverse media stays with key persons.
  if (person.ownershipNodeId) return false;
  const settings = effectiveScreeningSettings(person.screeningInfo);
  return !settings.excludedFromScreening && settings.types.includes("ADVERSE_MEDIA");
};

/**
 * Adverse media for each person screened for it: the provider's articles recorded as hits grouped
 * into stories (src/domain/screening/media), announced like list hits. Media hits are enriched when
 * written (their article is their detail), so enrichment is announced in the writing transaction too. The
 * optional model rewrites story descriptions after commit, never holding the application's lock.
 */
async function screenAdverseMedia(
  db: PrismaClient,
  persons: PersonRow[],
  provider: MediaSearchProvider,
  llm: LlmConfig,
  origin: "INITIAL_SCREENING" | "ONGOING_MONITORING",
): Promise<number> {
  let created = 0;
  for (const person of persons.filter(wantsMedia)) {
    const articles = await provider.search({ name: person.name, kind: person.kind, countries: person.countries });
    if (!articles.length) continue;
    const actor = automationActor(person.accountId);
    const taxonomy = await getTaxonomy(db, actor);
    const written = await unlessErased(
      withChange(db, actor, async ({ tx, emit }) => {
        const result = await recordAdverseMedia(tx, {
          accountId: person.accountId,
          applicationId: person.applicationId,
          subject: { kind: person.kind, id: person.id },
          origin,
          articles,
          taxonomy,
        });
        if (result.createdHitIds.length) {
          await emit(
            result.createdHitIds.map((id) => ({
              event: "screening.enrichment_completed" as const,
              entityType: "SCREENING_HIT" as const,
              entityId: id,
              applicationId: person.applicationId,
              metadata: { hitId: id, type: "ADVERSE_MEDIA" },
            })),
          );
        }
        return result;
      }),
    );
    if (!written) continue;
    const { createdHitIds, groupIds } = written;
    if (llm && groupIds.length) await refineStoryDescriptions(db, llm, person.accountId, person.name, groupIds);
    created += createdHitIds.length;
  }
  return created;
}

export interface MonitoringCursor {
  kind: SubjectKind;
  afterId: string | null;
}

/**
 * One page of an ongoing-monitoring run: monitored persons screened against the entries the
 * import of `version` added or changed. Returns the next page's cursor (null after the last).
 */
export async function monitorPage(
  db: PrismaClient,
  input: { list: string; version: number; cursor: MonitoringCursor | null; pageSize: number },
): Promise<{ screened: number; created: number; hitIds: string[]; next: MonitoringCursor | null }> {
  const cursor = input.cursor ?? { kind: "individual", afterId: null };
  // Persons that may be monitored, paged individuals first, then businesses, then structure nodes; isMonitored decides.
  const where = { ...(cursor.kind === "node" ? NODE_MAYBE_MONITORED : MAYBE_MONITORED), ...(cursor.afterId ? { id: { gt: cursor.afterId } } : {}) };
  const persons = await findPersons(db, cursor.kind, where, input.pageSize);
  const subjects = persons
    .filter((p) => p.monitored)
    .map(subjectOf)
    .filter((s): s is ScreeningSubject => !!s);
  let matches = new Map<string, ListMatch[]>();
  if (subjects.length) {
    const changed = await changedEntries(db, input.list, input.version);
    matches = changed === "too-many" ? await screenSubjects(db, subjects) : changed.length ? screenSubjectsAgainstEntries(changed, subjects) : matches;
  }
  const created = await recordMatches(db, subjects, matches, "ONGOING_MONITORING");
  const hitIds = await unenrichedHitIds(db, persons.filter((p) => p.monitored).map(subjectRef));
  const last = persons.at(-1);
  const next: MonitoringCursor | null =
    persons.length === input.pageSize && last
      ? { kind: cursor.kind, afterId: last.id }
      : cursor.kind === "individual"
        ? { kind: "business", afterId: null }
        : cursor.kind === "business"
          ? { kind: "node", afterId: null }
          : null;
  return { screened: subjects.length, created: created.length, hitIds, next };
}

/** The live entries the import of `version` added or changed, or "too-many" for matching in memory. */
async function changedEntries(db: PrismaClient, list: string, version: number): Promise<WatchlistEntry[] | "too-many"> {
  const where = { list, version, removedInVersion: null };
  if ((await db.watchlistEntry.count({ where })) > MAX_IN_MEMORY_ENTRIES) return "too-many";
  return db.watchlistEntry.findMany({ where });
}

/**
 * Enrichment: a list hit's details gain the entry's source record as published; an adverse-media
 * hit already holds its article. Each hit is enriched once (the update is conditional on
 * `enriched = false`), and announces screening.enrichment_completed in the same transaction.
 */
export async function enrichHits(db: PrismaClient, input: { hitIds: string[] }): Promise<{ enriched: number }> {
  // An erased application's hits gain no source record: it would describe a person no longer on file.
  const hits = await db.screeningHit.findMany({ where: { id: { in: input.hitIds }, enriched: false, application: { erasedAt: null } } });
  const entryIds = [...new Set(hits.map((h) => h.watchlistEntryId).filter((id): id is string => !!id))];
  const entries = new Map((await db.watchlistEntry.findMany({ where: { id: { in: entryIds } } })).map((e) => [e.id, e]));
  let enriched = 0;
  for (const applicationId of new Set(hits.map((h) => h.applicationId))) {
    const own = hits.filter((h) => h.applicationId === applicationId);
    enriched += await withChange(db, automationActor(own[0].accountId), async ({ tx, emit }) => {
      const done: typeof own = [];
      for (const hit of own) {
        const entry = hit.watchlistEntryId ? entries.get(hit.watchlistEntryId) : undefined;
        const details = entry ? { ...(hit.details as Record<string, unknown>), sourceRecord: entry.properties, listVersion: entry.version } : undefined;
        const { count } = await tx.screeningHit.updateMany({
          where: { id: hit.id, enriched: false },
          data: { enriched: true, ...(details ? { details: details as Prisma.InputJsonValue } : {}) },
        });
        if (count) done.push(hit);
      }
      if (done.length) {
        await emit(
          done.map((h) => ({
            event: "screening.enrichment_completed" as const,
            entityType: "SCREENING_HIT" as const,
            entityId: h.id,
            applicationId,
            metadata: { hitId: h.id, type: h.type, cleared: CLEARED_STATUSES.includes(h.status) },
          })),
        );
      }
      return done.length;
    });
  }
  return { enriched };
}
