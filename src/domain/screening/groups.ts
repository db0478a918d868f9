// Screening groups, also called stories (spec 2.2): hits about one development, reviewed together.
// Reviewers and the screening engine create and regroup them through the same functions.
import type { Prisma, PrismaClient, ScreeningGroup, ScreeningHit } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { withApplicationChange, withChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { DomainError, invalid } from "../../errors";
import { domainPolicies } from "../policies";
import { parseInput } from "../../kernel/validation";
import { applyVerdict } from "./hits";
import { CLEARED_STATUSES, CreateGroupInput, GroupVerdictInput, MoveHitsInput, type ScreeningType } from "./inputs";
import { assertSeverity, getTaxonomy } from "./taxonomy";
import type { Tx } from "../../db/transaction";

function confidence(hit: ScreeningHit): number {
  const m = hit.matchResult as { confidence?: number } | null;
  return typeof m?.confidence === "number" ? m.confidence : 0;
}

function development(hit: ScreeningHit): number {
  return (hit.developmentAt ?? hit.createdAt).getTime();
}

/** Newest development first; equal developments by id, so the order is stable. */
export function byNewestDevelopment(a: ScreeningHit, b: ScreeningHit): number {
  return development(b) - development(a) || (a.id < b.id ? 1 : -1);
}

/** The most credible hit, the latest development breaking ties. */
export function choosePrimary(hits: ScreeningHit[]): ScreeningHit | undefined {
  return [...hits].sort((a, b) => confidence(b) - confidence(a) || byNewestDevelopment(a, b))[0];
}

/** memberHitIds of 2.2: the primary hit leads, the others follow newest development first. */
export function memberHitIds(group: Pick<ScreeningGroup, "primaryHitId">, members: ScreeningHit[]): string[] {
  const ordered = [...members].sort(byNewestDevelopment).map((h) => h.id);
  const primary = group.primaryHitId;
  return ordered.includes(primary) ? [primary, ...ordered.filter((id) => id !== primary)] : ordered;
}

/** One group of the caller's account (GET /screening/groups/{groupId}); another account's answers 404 as a missing one. */
export async function ownedGroup(db: PrismaClient | Tx, actor: Actor, groupId: string) {
  return orNotFound("Screening group", db.screeningGroup.findFirst({ where: { id: groupId, ...owned(actor) } }));
}

async function hitsOfApplication(tx: Tx, actor: Actor, applicationId: string, hitIds: string[], type: ScreeningType) {
  const hits = await tx.screeningHit.findMany({ where: { id: { in: hitIds }, ...owned(actor) } });
  const problems = hitIds
    .filter((id) => !hits.some((h) => h.id === id))
    .map((id) => ({ path: "hitIds", message: `no hit ${id}` }))
    .concat(hits.filter((h) => h.applicationId !== applicationId).map((h) => ({ path: "hitIds", message: `hit ${h.id} belongs to another application` })))
    .concat(hits.filter((h) => h.type !== type).map((h) => ({ path: "hitIds", message: `hit ${h.id} is ${h.type}, the group is ${type}` })));
  if (problems.length) throw invalid("Hits cannot join this group", problems);
  return hits;
}

/**
 * Re-elects the primary when it left the group. A group always has a primary hit (spec 2.2), so a group
 * whose last member left (merged into another) ends with it.
 */
async function refreshPrimary({ tx, audit }: ApplicationChange, groupId: string) {
  const group = await tx.screeningGroup.findUniqueOrThrow({ where: { id: groupId } });
  const members = await tx.screeningHit.findMany({ where: { groupId } });
  if (members.some((m) => m.id === group.primaryHitId)) return;
  const primary = choosePrimary(members);
  if (primary) {
    await tx.screeningGroup.update({ where: { id: groupId }, data: { primaryHitId: primary.id } });
    return;
  }
  await tx.screeningGroup.delete({ where: { id: groupId } });
  await audit({
    applicationId: group.applicationId,
    type: "screening.group_emptied",
    entityType: "SCREENING_GROUP",
    entityId: groupId,
    changes: { memberHitIds: { before: [group.primaryHitId], after: [] } },
  });
}

/**
 * Puts hits into a group: the groups they leave elect a new primary, and each hit whose group changes
 * is audited with the group it left (null for none), whether a group was created or hits were moved.
 */
export async function joinGroup(change: ApplicationChange, applicationId: string, hits: ScreeningHit[], groupId: string) {
  const { tx, audit } = change;
  const moving = hits.filter((h) => h.groupId !== groupId);
  await tx.screeningHit.updateMany({ where: { id: { in: moving.map((h) => h.id) } }, data: { groupId } });
  const left = [...new Set(moving.map((h) => h.groupId).filter((g): g is string => !!g))];
  for (const previous of left) await refreshPrimary(change, previous);
  await audit(
    moving.map((hit) => ({
      applicationId,
      type: "screening.hit_regrouped",
      entityType: "SCREENING_HIT",
      entityId: hit.id,
      changes: { groupId: { before: hit.groupId, after: groupId } },
    })),
  );
}

export async function createGroup(db: PrismaClient, actor: Actor, raw: unknown): Promise<ScreeningGroup> {
  const input = parseInput(CreateGroupInput, raw);
  assertSeverity(await getTaxonomy(db, actor), input.type, input.severity);
  const applicationId = input.applicationId;
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx } = change;
    const hits = await hitsOfApplication(tx, actor, applicationId, [...new Set(input.hitIds)], input.type);
    if (input.primaryHitId && !hits.some((h) => h.id === input.primaryHitId)) {
      throw invalid("primaryHitId must be one of hitIds", [{ path: "primaryHitId", message: "not among hitIds" }]);
    }
    const groupId = await insertGroup(change, applicationId, {
      type: input.type,
      headline: input.headline,
      summary: input.summary,
      aiDescription: input.aiDescription,
      primaryHitId: input.primaryHitId ?? choosePrimary(hits)!.id,
      category: (input.category as Prisma.InputJsonValue) ?? undefined,
      severity: input.severity ?? null,
      tierRationale: input.tierRationale ?? null,
      hits,
    });
    return tx.screeningGroup.findUniqueOrThrow({ where: { id: groupId } });
  });
}

/** A new group of these hits (out of whichever groups held them), audited: a reviewer's or the engine's (sameEntity.ts). */
export async function insertGroup(
  change: ApplicationChange,
  applicationId: string,
  fields: Omit<Prisma.ScreeningGroupUncheckedCreateInput, "accountId" | "applicationId"> & { hits: ScreeningHit[] },
): Promise<string> {
  const { tx, actor, audit } = change;
  const { hits, ...data } = fields;
  const group = await tx.screeningGroup.create({ data: { ...data, ...owned(actor), applicationId } });
  await audit({
    applicationId,
    type: "screening.group_created",
    entityType: "SCREENING_GROUP",
    entityId: group.id,
    changes: { memberHitIds: { before: null, after: hits.map((h) => h.id) }, headline: { before: null, after: group.headline } },
  });
  await joinGroup(change, applicationId, hits, group.id);
  return group.id;
}

/** Moves hits into a group (out of whichever group held them). */
export async function moveHitsToGroup(db: PrismaClient, actor: Actor, groupId: string, raw: unknown): Promise<ScreeningGroup> {
  const input = parseInput(MoveHitsInput, raw);
  return withChange(db, actor, async (change) => {
    const { tx, lock } = change;
    const found = await ownedGroup(tx, actor, groupId);
    await lock(found.applicationId);
    const hits = await hitsOfApplication(tx, actor, found.applicationId, [...new Set(input.hitIds)], found.type);
    await joinGroup(change, found.applicationId, hits, groupId);
    await refreshPrimary(change, groupId);
    return tx.screeningGroup.findUniqueOrThrow({ where: { id: groupId } });
  });
}

/**
 * PATCH /api/v1/screening/groups/{groupId} (and the deprecated /stories/{storyId}): one status and one
 * rationale for every member hit; `severity` onto every member's matchResult.severity (null clears it).
 * All members change in one transaction or none does.
 */
export async function groupVerdict(db: PrismaClient, actor: Actor, groupId: string, raw: unknown): Promise<ScreeningGroup> {
  const input = parseInput(GroupVerdictInput, raw);
  const taxonomy = await getTaxonomy(db, actor);
  return withChange(db, actor, async (change) => {
    const { tx, lock, audit } = change;
    const found = await ownedGroup(tx, actor, groupId);
    assertSeverity(taxonomy, found.type, input.severity);
    const openedAt = (await tx.application.findUniqueOrThrow({ where: { id: found.applicationId }, select: { createdAt: true } })).createdAt;
    if (CLEARED_STATUSES.includes(input.status) && (await domainPolicies().fourEyesPolicyFor(tx, actor, openedAt)).hitTypes.includes(found.type)) {
      throw new DomainError(
        "FOUR_EYES",
        `Four eyes applies to clearing ${found.type} hits: clear each hit on its own (PATCH /screening/hits/{id}), where a second approver confirms it`,
      );
    }
    await lock(found.applicationId);
    const members = await tx.screeningHit.findMany({ where: { groupId }, orderBy: { id: "asc" } });
    await applyVerdict(change, members, input);
    const group = await tx.screeningGroup.update({
      where: { id: groupId },
      data: {
        status: input.status,
        ...(input.note !== undefined ? { reviewerNote: input.note } : {}),
        ...(input.severity !== undefined ? { severity: input.severity } : {}),
      },
    });
    await audit({
      applicationId: found.applicationId,
      type: "screening.group_verdict",
      entityType: "SCREENING_GROUP",
      entityId: groupId,
      changes: {
        status: { before: found.status, after: input.status },
        ...(input.severity !== undefined ? { severity: { before: found.severity, after: input.severity } } : {}),
      },
      note: input.note ?? null,
    });
    return group;
  });
}
