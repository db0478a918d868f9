// GET /api/v1/screening/hits (spec 4.2): an application's hits grouped by type, plus its adverse-media
// stories with their member hits — a fixed number of queries whatever the number of hits.
import { Prisma, type PrismaClient, type ScreeningGroup, type ScreeningHit } from "../../generated/prisma/client";
import { NEWEST_FIRST, type RelatedRows } from "../pagination/rows";
import type { Actor } from "../auth/context";
import { invalid } from "../../errors";
import { countsOf, ownedApplicationId, type HitCounts } from "./hits";
import { byNewestDevelopment } from "./groups";
import { owned } from "../../kernel/accountScope";

export interface ScreeningHitsView {
  adverseMedia: ScreeningHit[];
  sanctions: ScreeningHit[];
  warning: ScreeningHit[];
  pep: ScreeningHit[];
  adverseMediaStories: (ScreeningGroup & { memberHits: ScreeningHit[] })[];
  counts: HitCounts;
}

/** The groups the view shows as stories. */
const STORIES = { type: "ADVERSE_MEDIA" } as const;

export async function listScreeningHits(
  db: PrismaClient,
  actor: Actor,
  filter: { applicationId?: string; individualId?: string; businessId?: string },
): Promise<ScreeningHitsView> {
  if (!filter.applicationId) throw invalid("applicationId is required", [{ path: "applicationId", message: "required" }]);
  const applicationId = await ownedApplicationId(db, actor, filter.applicationId);
  const [hits, groups] = await Promise.all([
    db.screeningHit.findMany({
      where: {
        applicationId,
        ...owned(actor),
        ...(filter.individualId ? { individualId: filter.individualId } : {}),
        ...(filter.businessId ? { businessId: filter.businessId } : {}),
      },
      orderBy: [...NEWEST_FIRST],
    }),
    db.screeningGroup.findMany({ where: { applicationId, ...owned(actor), ...STORIES }, orderBy: [...NEWEST_FIRST] }),
  ]);
  return viewOf(hits, groups, Boolean(filter.individualId || filter.businessId));
}

/** Hits (newest first) and adverse-media groups of one application, grouped as GET /screening/hits answers them. */
function viewOf(hits: ScreeningHit[], groups: ScreeningGroup[], personFilter: boolean): ScreeningHitsView {
  const of = (type: ScreeningHit["type"]) => hits.filter((h) => h.type === type);
  const membersByGroup = new Map<string, ScreeningHit[]>();
  for (const hit of hits) if (hit.groupId) membersByGroup.set(hit.groupId, [...(membersByGroup.get(hit.groupId) ?? []), hit]);
  const counts = countsOf(hits.map((hit) => ({ status: hit.status, n: 1 })));
  return {
    adverseMedia: of("ADVERSE_MEDIA"),
    sanctions: of("SANCTIONS"),
    warning: of("WARNING"),
    pep: of("PEP"),
    // A person filter keeps the stories that still have a member about that person.
    adverseMediaStories: groups
      .map((g) => ({ ...g, memberHits: (membersByGroup.get(g.id) ?? []).sort(byNewestDevelopment) }))
      .filter((g) => g.memberHits.length > 0 || !personFilter),
    counts,
  };
}

/**
 * The screening view of many applications of the caller's account (the GraphQL edge
 * Application.screening): two statements whatever their number.
 */
export async function screeningViewsByApplication(db: PrismaClient, actor: Actor, applicationIds: readonly string[]): Promise<ScreeningHitsView[]> {
  const where = { ...owned(actor), applicationId: { in: [...applicationIds] } };
  const [hits, groups] = await Promise.all([
    db.screeningHit.findMany({ where, orderBy: [...NEWEST_FIRST] }),
    db.screeningGroup.findMany({ where: { ...where, ...STORIES }, orderBy: [...NEWEST_FIRST] }),
  ]);
  const byApplication = <T extends { applicationId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>(applicationIds.map((id) => [id, []]));
    for (const row of rows) map.get(row.applicationId)?.push(row);
    return map;
  };
  const [hitsOf, groupsOf] = [byApplication(hits), byApplication(groups)];
  return applicationIds.map((id) => viewOf(hitsOf.get(id)!, groupsOf.get(id)!, false));
}

/**
 * An application's hits and adverse-media stories, newest first, as listScreeningHits reads them:
 * Application.screening planned with its parents reads them with the application (src/schema/plan)
 * and makes them its view with screeningViewOf.
 */
export const applicationHits: RelatedRows<ScreeningHit> = {
  model: "ScreeningHit",
  table: "ScreeningHit",
  fields: Prisma.ScreeningHitScalarFieldEnum,
  linkColumn: "applicationId",
  where: {},
  order: NEWEST_FIRST,
  hydrate: (row) => row as unknown as ScreeningHit,
};
export const applicationStories: RelatedRows<ScreeningGroup> = {
  model: "ScreeningGroup",
  table: "ScreeningGroup",
  fields: Prisma.ScreeningGroupScalarFieldEnum,
  linkColumn: "applicationId",
  where: STORIES,
  order: NEWEST_FIRST,
  hydrate: (row) => row as unknown as ScreeningGroup,
};

/** One application's view from all its hits and stories (applicationHits, applicationStories). */
export const screeningViewOf = (hits: ScreeningHit[], groups: ScreeningGroup[]) => viewOf(hits, groups, false);
