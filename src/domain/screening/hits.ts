// Screening hits (spec 2.1, 4.2): recorded by the screening engine or created manually by reviewers;
// a reviewer's verdict sets the status. Every write audits and emits its events in one transaction.
import { Prisma, type ApplicationHitCount, type PrismaClient, type ScreeningHit } from "../../generated/prisma/client";
import { automationActor, type Actor } from "../auth/context";
import { withChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { invalid } from "../../errors";
import { openTasks, resolveOpenTasks } from "../tasks/service";
import { parseInput } from "../../kernel/validation";
import { CLEARED_STATUSES, HIT_COUNT_BUCKETS, HitVerdictInput, ManualHitInput, RecordHitsInput, type HitStatus, type MatchResult } from "./inputs";
import { assertSeverity, getTaxonomy } from "./taxonomy";
import type { Tx } from "../../db/transaction";
import { assertSecondApprover } from "../accounts/fourEyes";
import { domainPolicies } from "../policies";

/** Statuses that leave a hit in the reviewer's queue. */
const AWAITING_REVIEW: HitStatus[] = ["IN_REVIEW", "NOT_REVIEWED"];

/** A hit of the caller's account, or 404. */
export async function ownedHit(db: PrismaClient | Tx, actor: Actor, hitId: string): Promise<ScreeningHit> {
  return orNotFound("Screening hit", db.screeningHit.findFirst({ where: { id: hitId, ...owned(actor) } }));
}

export async function ownedApplicationId(db: PrismaClient | Tx, actor: Actor, applicationId: string): Promise<string> {
  return (await orNotFound("Application", db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, select: { id: true } }))).id;
}

/** Key persons named by a hit must belong to its application. */
async function assertKeyPersons(tx: Tx, applicationId: string, refs: { individualId?: string; businessId?: string }[]) {
  const individualIds = [...new Set(refs.map((r) => r.individualId).filter((v): v is string => !!v))];
  const businessIds = [...new Set(refs.map((r) => r.businessId).filter((v): v is string => !!v))];
  const [individuals, businesses] = await Promise.all([
    individualIds.length ? tx.individual.findMany({ where: { applicationId, id: { in: individualIds } }, select: { id: true } }) : [],
    businessIds.length ? tx.business.findMany({ where: { applicationId, id: { in: businessIds } }, select: { id: true } }) : [],
  ]);
  const missing = [
    ...individualIds
      .filter((id) => !individuals.some((i) => i.id === id))
      .map((id) => ({ path: "individualId", message: `no individual ${id} on this application` })),
    ...businessIds.filter((id) => !businesses.some((b) => b.id === id)).map((id) => ({ path: "businessId", message: `no business ${id} on this application` })),
  ];
  if (missing.length) throw invalid("Unknown key person", missing);
}

/** Every hit write starts here: the application is the caller's, locked, and names its own key persons. */
async function beginHitWrite({ tx, actor, lock }: ApplicationChange, applicationId: string, refs: { individualId?: string; businessId?: string }[]) {
  const id = await ownedApplicationId(tx, actor, applicationId);
  await lock(id);
  await assertKeyPersons(tx, id, refs);
  return id;
}

function normalisedMatchResult(m: MatchResult | undefined) {
  if (!m) return undefined;
  return { ...m, severity: m.severity ?? null, tierRationale: m.tierRationale ?? null, clearedReason: m.clearedReason ?? null } as Prisma.InputJsonValue;
}

/** The batch route's path: record hits an outside engine found for an application (emits screening.hits_created). */
export async function recordScreeningHits(db: PrismaClient, actor: Actor, raw: unknown): Promise<ScreeningHit[]> {
  const input = parseInput(RecordHitsInput, raw);
  const taxonomy = await getTaxonomy(db, actor);
  input.hits.forEach((h, i) => assertSeverity(taxonomy, h.type, h.matchResult?.severity, `hits.${i}.matchResult.severity`));
  return withChange(db, actor, async (change) => {
    const applicationId = await beginHitWrite(change, input.applicationId, input.hits);
    const written = await insertHits(
      change,
      applicationId,
      input.hits.map((h) => ({
        individualId: h.individualId ?? null,
        businessId: h.businessId ?? null,
        type: h.type,
        status: h.status,
        source: h.source,
        details: h.details as Prisma.InputJsonValue,
        enriched: h.enriched ?? false,
        matchResult: h.matchResult,
        origin: h.origin ?? null,
        developmentAt: h.developmentAt ? new Date(h.developmentAt) : null,
      })),
    );
    // An outside engine's sanctions hit on a key person who owns the investor counts toward the ownership aggregate.
    if (written.some((h) => h.type === "SANCTIONS")) await domainPolicies().reviewOwnershipBlock(change, applicationId, "INITIAL_SCREENING");
    return written;
  });
}

export type NewHit = Omit<Prisma.ScreeningHitCreateManyInput, "accountId" | "applicationId" | "updatedById" | "matchResult"> & {
  matchResult?: MatchResult | Prisma.InputJsonValue;
};

/**
 * Writes hits of one application with their audit entry, one review task per hit awaiting review,
 * and one screening.hits_created event. Hits carrying a dedupeKey the account already holds are
 * skipped (the engine's reruns and retried activities), and only the hits written are returned,
 * audited and announced, in the caller's change of the application.
 */
export async function insertHits(change: ApplicationChange, applicationId: string, hits: NewHit[]): Promise<ScreeningHit[]> {
  if (!hits.length) return [];
  const { tx, actor, audit, emit } = change;
  const created = await tx.screeningHit.createManyAndReturn({
    data: hits.map((h) => ({
      ...h,
      matchResult: normalisedMatchResult(h.matchResult as MatchResult | undefined),
      ...owned(actor),
      applicationId,
      updatedById: actor.userId,
    })),
    skipDuplicates: true,
  });
  if (!created.length) return [];
  await audit({
    applicationId,
    type: "screening.hits_recorded",
    entityType: "SCREENING_HIT",
    entityId: created[0].id,
    changes: { hits: { before: null, after: created.map((h) => ({ id: h.id, type: h.type, status: h.status })) } },
  });
  // Every hit still awaiting a reviewer becomes one review task, closed by the verdict on it.
  await openTasks(
    change.as(automationActor(actor.accountId)),
    applicationId,
    created
      .filter((h) => AWAITING_REVIEW.includes(h.status))
      .map((h) => ({
        type: "SCREENING_HIT_REVIEW" as const,
        title: `Review ${h.type.toLowerCase().replace("_", " ")} hit`,
        entityType: "SCREENING_HIT" as const,
        entityId: h.id,
        screeningHitId: h.id,
      })),
  );
  await emit({
    event: "screening.hits_created",
    entityType: "SCREENING_HIT",
    entityId: created[0].id,
    applicationId,
    metadata: { hitIds: created.map((h) => h.id), count: created.length },
  });
  return created;
}

/** POST /api/v1/screening/hits: a manual hit, source `manual`, details from the body. */
export async function createManualHit(db: PrismaClient, actor: Actor, raw: unknown): Promise<ScreeningHit> {
  const input = parseInput(ManualHitInput, raw);
  return withChange(db, actor, async (change) => {
    const { tx, audit, emit } = change;
    const applicationId = await beginHitWrite(change, input.applicationId, [input]);
    const details = {
      title: input.title,
      description: input.description ?? null,
      url: input.url ?? null,
      publisher: input.publisher ?? null,
      publishingDate: input.publishingDate ?? null,
      ...(input.summary !== undefined ? { summary: input.summary } : {}),
    };
    const hit = await tx.screeningHit.create({
      data: {
        ...owned(actor),
        applicationId,
        individualId: input.individualId ?? null,
        businessId: input.businessId ?? null,
        type: input.type,
        status: input.status,
        source: "manual",
        details,
        enriched: false,
        updatedById: actor.userId,
      },
    });
    await audit({
      applicationId,
      type: "screening.hit_created",
      entityType: "SCREENING_HIT",
      entityId: hit.id,
      changes: { status: { before: null, after: hit.status }, title: { before: null, after: input.title } },
    });
    await emit({ event: "screening.hits_created", entityType: "SCREENING_HIT", entityId: hit.id, applicationId, metadata: { hitIds: [hit.id], count: 1 } });
    if (hit.type === "SANCTIONS") await domainPolicies().reviewOwnershipBlock(change, applicationId, "INITIAL_SCREENING");
    return hit;
  });
}

/** The matchResult of a hit the engine never assessed (a manual hit), as the reviewer's ruling states it. */
function reviewerMatchResult(hit: ScreeningHit, status: HitStatus, note: string | undefined, severity: string | null): Record<string, unknown> {
  const details = hit.details as { title?: unknown; summary?: unknown; description?: unknown };
  const text = [details.summary, details.description, details.title].find((v): v is string => typeof v === "string" && v.length > 0);
  return {
    isMatch: !CLEARED_STATUSES.includes(status),
    confidence: 1,
    reviewNote: note ?? hit.note ?? "",
    incidentSummary: text ?? "",
    riskLevel: "REVIEWER_ASSESSED",
    severity,
    tierRationale: null,
    clearedReason: null,
    categories: [],
  };
}

/**
 * Sets statuses (and optionally note and severity) on hits in the caller's change: one audit
 * entry and one screening.hit_updated per hit whose status changes. A reviewer's ruling clears any
 * automated clearedReason (spec 2.1 null rules).
 */
export async function applyVerdict(change: ApplicationChange, hits: ScreeningHit[], verdict: { status: HitStatus; note?: string; severity?: string | null }) {
  const { tx, actor, audit, emit } = change;
  if (hits.length > 0 && !AWAITING_REVIEW.includes(verdict.status)) {
    await resolveOpenTasks(
      change,
      hits[0].applicationId,
      { type: "SCREENING_HIT_REVIEW", screeningHitId: { in: hits.map((h) => h.id) } },
      `Verdict ${verdict.status}`,
    );
  }
  for (const hit of hits) {
    const matchResult = hit.matchResult as Record<string, unknown> | null;
    let nextMatch: Record<string, unknown> | null = matchResult;
    if (matchResult) {
      nextMatch = { ...matchResult, clearedReason: null };
      // A reviewer's tier replaces the one the engine read off the entry, and says so.
      if (verdict.severity !== undefined)
        Object.assign(nextMatch, { severity: verdict.severity, tierRationale: verdict.severity === null ? null : `Set by ${actor.userName}` });
    } else if (verdict.severity !== undefined) {
      // A manual hit has no engine result: the reviewer's tier needs one to live in (spec 3).
      nextMatch = reviewerMatchResult(hit, verdict.status, verdict.note, verdict.severity);
    }
    const updated = await tx.screeningHit.update({
      where: { id: hit.id },
      data: {
        status: verdict.status,
        ...(verdict.note !== undefined ? { note: verdict.note } : {}),
        ...(nextMatch ? { matchResult: nextMatch as Prisma.InputJsonValue } : {}),
        updatedById: actor.userId,
        // A verdict settles any clearance pending under four eyes (the second approval, or another verdict).
        clearancePendingStatus: null,
        clearancePendingById: null,
        clearancePendingAt: null,
      },
    });
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (hit.status !== updated.status) changes.status = { before: hit.status, after: updated.status };
    if (hit.clearancePendingById) changes.clearancePendingBy = { before: hit.clearancePendingById, after: null };
    if (verdict.note !== undefined && hit.note !== verdict.note) changes.note = { before: hit.note, after: verdict.note };
    if (verdict.severity !== undefined && (matchResult?.severity ?? null) !== verdict.severity) {
      changes.severity = { before: matchResult?.severity ?? null, after: verdict.severity };
    }
    await audit({
      applicationId: hit.applicationId,
      type: "screening.hit_verdict",
      entityType: "SCREENING_HIT",
      entityId: hit.id,
      changes,
      note: verdict.note ?? null,
    });
    if (changes.status) {
      await emit({
        event: "screening.hit_updated",
        entityType: "SCREENING_HIT",
        entityId: hit.id,
        applicationId: hit.applicationId,
        metadata: { status: updated.status, previousStatus: hit.status },
      });
    }
  }
  // Potential hits count already; a sanctions hit brought back from a clearance may complete a set of sanctioned owners.
  const revived = hits.filter((h) => h.type === "SANCTIONS" && CLEARED_STATUSES.includes(h.status) && !CLEARED_STATUSES.includes(verdict.status));
  for (const applicationId of new Set(revived.map((h) => h.applicationId)))
    await domainPolicies().reviewOwnershipBlock(change, applicationId, "INITIAL_SCREENING");
}

/** PATCH /api/v1/screening/hits/{hitId}: a reviewer's verdict on one hit. */
export async function updateHitStatus(db: PrismaClient, actor: Actor, hitId: string, raw: unknown): Promise<ScreeningHit> {
  const input = parseInput(HitVerdictInput, raw);
  return withChange(db, actor, async (change) => {
    const { tx, lock } = change;
    const found = await ownedHit(tx, actor, hitId);
    await lock(found.applicationId);
    const hit = await ownedHit(tx, actor, hitId); // re-read under the lock
    if (CLEARED_STATUSES.includes(input.status) && !CLEARED_STATUSES.includes(hit.status)) {
      // The policy the case is held to: a narrowing since it opened does not reach it (src/domain/decisions).
      const openedAt = (await tx.application.findUniqueOrThrow({ where: { id: hit.applicationId }, select: { createdAt: true } })).createdAt;
      const policy = await domainPolicies().fourEyesPolicyFor(tx, actor, openedAt);
      if (policy.hitTypes.includes(hit.type)) {
        if (!hit.clearancePendingById) {
          // The first clearing: recorded and audited; the hit keeps its status until a second approver.
          await tx.screeningHit.update({
            where: { id: hit.id },
            data: { clearancePendingStatus: input.status, clearancePendingById: actor.userId, clearancePendingAt: new Date() },
          });
          await change.audit({
            applicationId: hit.applicationId,
            type: "screening.hit_clearance_pending",
            entityType: "SCREENING_HIT",
            entityId: hit.id,
            changes: { clearancePendingStatus: { before: null, after: input.status } },
            note: input.note ?? `Four eyes: clearing a ${hit.type} hit awaits a second approver`,
          });
          return ownedHit(tx, actor, hitId);
        }
        assertSecondApprover(actor, hit.clearancePendingById, [hit.updatedById], "hit");
        await domainPolicies().assertMayConfirmClearance(tx, actor, hit.applicationId, hit.id);
      }
    }
    await applyVerdict(change, [hit], input);
    return ownedHit(tx, actor, hitId);
  });
}

export type HitCounts = { open: number; confirmed: number; dismissed: number; total: number };

/**
 * Each status's column of the stored counts ("ApplicationHitCount", kept by triggers on ScreeningHit
 * in the writing transaction): reading them costs one row per application, not a count of its hits.
 */
const HIT_STATUS_COLUMNS: Record<HitStatus, keyof Omit<ApplicationHitCount, "applicationId">> = {
  IN_REVIEW: "inReview",
  NOT_REVIEWED: "notReviewed",
  CONFIRMED: "confirmed",
  TRUE_MATCH: "trueMatch",
  DISMISSED: "dismissed",
  FALSE_POSITIVE: "falsePositive",
};

/** Reviewer queue counts from an application's stored counts (none stored: it has no hits). */
function countsFromStored(stored: Omit<ApplicationHitCount, "applicationId"> | undefined): HitCounts {
  return countsOf(Object.entries(HIT_STATUS_COLUMNS).map(([status, column]) => ({ status, n: stored?.[column] ?? 0 })));
}

/** Reviewer queue counts per application, in one query for any number of applications. */
export async function hitCountsByApplication(db: PrismaClient, accountId: string, applicationIds: readonly string[]): Promise<Map<string, HitCounts>> {
  const rows = await db.applicationHitCount.findMany({ where: { applicationId: { in: [...applicationIds] }, application: { accountId } } });
  const stored = new Map(rows.map((row) => [row.applicationId, row] as const));
  return new Map(applicationIds.map((id) => [id, countsFromStored(stored.get(id))]));
}

/** The reviewer queue counts of one application from its number of hits in each status. */
export function countsOf(byStatus: { status: string; n: number }[]): HitCounts {
  const counts: HitCounts = { open: 0, confirmed: 0, dismissed: 0, total: 0 };
  for (const { status, n } of byStatus) {
    counts.total += n;
    for (const [bucket, statuses] of Object.entries(HIT_COUNT_BUCKETS)) {
      if (statuses.includes(status as HitStatus)) counts[bucket as keyof typeof HIT_COUNT_BUCKETS] += n;
    }
  }
  return counts;
}

/**
 * The reviewer queue counts as stored (HIT_STATUS_COLUMNS): the table, its column naming the
 * application, and the columns each bucket (HIT_COUNT_BUCKETS, and the total) sums. Application.screeningHitCounts
 * planned with its parents (src/schema/plan) joins the row and sums them in SQL, a plain column each:
 * measured on a page of 50, the join costs a tenth of counting each row's hits in a subquery
 * (docs/performance.md).
 */
export const STORED_HIT_COUNTS = {
  table: "ApplicationHitCount",
  linkColumn: "applicationId",
  sums: {
    open: HIT_COUNT_BUCKETS.open.map((status) => HIT_STATUS_COLUMNS[status]),
    confirmed: HIT_COUNT_BUCKETS.confirmed.map((status) => HIT_STATUS_COLUMNS[status]),
    dismissed: HIT_COUNT_BUCKETS.dismissed.map((status) => HIT_STATUS_COLUMNS[status]),
    total: Object.values(HIT_STATUS_COLUMNS),
  } satisfies Record<keyof HitCounts, readonly string[]>,
} as const;
