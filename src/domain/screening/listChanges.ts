// Alerts that follow what a list import changed, run by the monitoring workflow of
// each import before it re-screens: for monitored persons (settings.ts isMonitored),
// - an entry that changed materially (watchlists/changes.ts) puts every decided hit on it back to
//   NOT_REVIEWED with a review task, carrying the change (entryChange: before/after per property);
//   a hit still awaiting review gains the change without a new task;
// - an entry the import no longer held (delisted) marks its hits that are not cleared with
//   delistedAt and the version, emits screening.hit_updated (reason DELISTED: spec 6.1 has no event of
//   its own for it) and opens a SCREENING_DELISTING_REVIEW task.
// Immaterial changes raise nothing, and a re-screen never rewrites a hit (one hit per person and
// entry: hits.ts dedupeKey), so a cleared hit stays cleared until its entry changes materially.
// Every step is idempotent: a hit already carrying this version's change or delisting is skipped.
import type { Prisma, PrismaClient, ScreeningHit, WatchlistEntry } from "../../generated/prisma/client";
import { automationActor } from "../auth/context";
import { unlessErased, withChange, type ApplicationChange } from "../applicationChange";
import { openTasks } from "../tasks/service";
import { loadPersons, type PersonRef } from "./screenedPersons";
import { CLEARED_STATUSES, type HitStatus } from "./inputs";
import type { EntryChange } from "../../screening";

const DECIDED: HitStatus[] = ["CONFIRMED", "TRUE_MATCH", "DISMISSED", "FALSE_POSITIVE"];

export interface ListChangesPage {
  reopened: number;
  updated: number;
  delisted: number;
  /** The last entry id of this page, or null after the last page. */
  next: string | null;
}

const personOf = (h: ScreeningHit): PersonRef | null =>
  h.individualId
    ? { kind: "individual", id: h.individualId }
    : h.businessId
      ? { kind: "business", id: h.businessId }
      : h.ownershipNodeId
        ? { kind: "node", id: h.ownershipNodeId }
        : null;

/** One page of entries the import of `version` changed materially or removed, and their monitored persons' hits. */
export async function reviewListChanges(
  db: PrismaClient,
  input: { list: string; version: number; afterEntryId: string | null; pageSize: number },
): Promise<ListChangesPage> {
  const { list, version } = input;
  const entries = await db.watchlistEntry.findMany({
    where: {
      list,
      OR: [{ version, removedInVersion: null, lastChange: { path: ["material"], equals: true } }, { removedInVersion: version }],
      ...(input.afterEntryId ? { id: { gt: input.afterEntryId } } : {}),
    },
    orderBy: { id: "asc" },
    take: input.pageSize,
  });
  const result: ListChangesPage = { reopened: 0, updated: 0, delisted: 0, next: entries.length === input.pageSize ? entries.at(-1)!.id : null };
  if (!entries.length) return result;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const hits = await db.screeningHit.findMany({ where: { watchlistEntryId: { in: [...byId.keys()] } }, orderBy: { id: "asc" } });
  const refs = [
    ...new Map(
      hits
        .map(personOf)
        .filter((p): p is PersonRef => !!p)
        .map((p) => [`${p.kind}:${p.id}`, p]),
    ).values(),
  ];
  const monitored = new Set((await loadPersons(db, refs)).filter((p) => p.monitored).map((p) => p.id));
  const own = hits.filter((h) => monitored.has(h.individualId ?? h.businessId ?? h.ownershipNodeId ?? ""));
  for (const [applicationId, appHits] of Map.groupBy(own, (h) => h.applicationId)) {
    // An erased application's hits follow no list change: the person they were about is no longer on file.
    const counts = await unlessErased(
      withChange(db, automationActor(appHits[0].accountId), async (change) => {
        await change.lock(applicationId);
        // Re-read under the lock: a reviewer's verdict may have landed meanwhile.
        const fresh = await change.tx.screeningHit.findMany({ where: { id: { in: appHits.map((h) => h.id) } } });
        const done = { reopened: 0, updated: 0, delisted: 0 };
        for (const hit of fresh) {
          const entry = byId.get(hit.watchlistEntryId!)!;
          if (entry.removedInVersion === version) done.delisted += await delist(change, hit, entry, version);
          else {
            const outcome = await followChange(change, hit, entry, entry.lastChange as unknown as EntryChange);
            if (outcome) done[outcome]++;
          }
        }
        return done;
      }),
    );
    if (!counts) continue;
    result.reopened += counts.reopened;
    result.updated += counts.updated;
    result.delisted += counts.delisted;
  }
  return result;
}

/** A material change reaches the hit: decided hits re-open with a review task, open ones gain the change. */
async function followChange(
  change: ApplicationChange,
  hit: ScreeningHit,
  entry: WatchlistEntry,
  lastChange: EntryChange,
): Promise<"reopened" | "updated" | null> {
  const previous = hit.entryChange as { version?: number } | null;
  if (previous?.version === lastChange.version) return null;
  const entryChange = { list: entry.list, version: lastChange.version, ...(lastChange.relisted ? { relisted: true } : {}), changes: lastChange.changes };
  const reopen = DECIDED.includes(hit.status);
  await change.tx.screeningHit.update({
    where: { id: hit.id },
    data: {
      entryChange: entryChange as unknown as Prisma.InputJsonValue,
      ...(reopen ? { status: "NOT_REVIEWED" as const } : {}),
      ...(lastChange.relisted ? { delistedAt: null, delistedInVersion: null } : {}),
    },
  });
  await change.audit({
    applicationId: hit.applicationId,
    type: reopen ? "screening.hit_reopened" : "screening.hit_entry_changed",
    entityType: "SCREENING_HIT",
    entityId: hit.id,
    changes: { ...(reopen ? { status: { before: hit.status, after: "NOT_REVIEWED" } } : {}), ...lastChange.changes },
    note: `${entry.list} version ${lastChange.version} changed the entry ${entry.externalId}`,
  });
  if (!reopen) return "updated";
  await undecideGroup(change, hit);
  await openTasks(change, hit.applicationId, [
    {
      type: "SCREENING_HIT_REVIEW",
      title: `Review ${hit.type.toLowerCase().replace("_", " ")} hit: its list entry changed`,
      entityType: "SCREENING_HIT",
      entityId: hit.id,
      screeningHitId: hit.id,
    },
  ]);
  await change.emit({
    event: "screening.hit_updated",
    entityType: "SCREENING_HIT",
    entityId: hit.id,
    applicationId: hit.applicationId,
    metadata: {
      status: "NOT_REVIEWED",
      previousStatus: hit.status,
      reason: "ENTRY_CHANGED",
      list: entry.list,
      version: lastChange.version,
      changed: Object.keys(lastChange.changes),
    },
  });
  return "reopened";
}

/** A group's verdict no longer covers a member that re-opened: the group awaits a verdict again (status null). */
async function undecideGroup(change: ApplicationChange, hit: ScreeningHit) {
  const group = hit.groupId ? await change.tx.screeningGroup.findUnique({ where: { id: hit.groupId } }) : null;
  if (!group?.status) return;
  await change.tx.screeningGroup.update({ where: { id: group.id }, data: { status: null } });
  await change.audit({
    applicationId: hit.applicationId,
    type: "screening.group_reopened",
    entityType: "SCREENING_GROUP",
    entityId: group.id,
    changes: { status: { before: group.status, after: null } },
    note: `Its member hit ${hit.id} re-opened: its list entry changed`,
  });
}

/** A delisted entry: the hit is marked, announced, and gets a task to review what the delisting means. */
async function delist(change: ApplicationChange, hit: ScreeningHit, entry: WatchlistEntry, version: number): Promise<number> {
  if (hit.delistedAt || CLEARED_STATUSES.includes(hit.status)) return 0;
  const delistedAt = new Date();
  await change.tx.screeningHit.update({ where: { id: hit.id }, data: { delistedAt, delistedInVersion: version } });
  await change.audit({
    applicationId: hit.applicationId,
    type: "screening.hit_delisted",
    entityType: "SCREENING_HIT",
    entityId: hit.id,
    changes: { delistedAt: { before: null, after: delistedAt.toISOString() }, delistedInVersion: { before: null, after: version } },
    note: `${entry.list} version ${version} no longer holds the entry ${entry.externalId}`,
  });
  // A delisting changes the hit, so it travels as the one hit event of spec 6.1, saying what changed.
  await change.emit({
    event: "screening.hit_updated",
    entityType: "SCREENING_HIT",
    entityId: hit.id,
    applicationId: hit.applicationId,
    metadata: {
      status: hit.status,
      reason: "DELISTED",
      list: entry.list,
      version,
      externalId: entry.externalId,
      delistedAt: delistedAt.toISOString(),
      changed: ["delistedAt", "delistedInVersion"],
    },
  });
  await openTasks(change, hit.applicationId, [
    {
      type: "SCREENING_DELISTING_REVIEW",
      title: `Review delisting: ${entry.caption} left ${entry.list}`,
      entityType: "SCREENING_HIT",
      entityId: hit.id,
      screeningHitId: hit.id,
    },
  ]);
  return 1;
}
