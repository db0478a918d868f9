// GET /api/v1/screening/hits (spec 4.2): an application's hits grouped by type, plus its adverse-media
// stories with their member hits — a fixed number of queries whatever the number of hits.
import { Prisma, type PrismaClient, type ScreeningGroup, type ScreeningHit } from "../../generated/prisma/client";
import { readJsonInstants, sqlColumns } from "../../db/sql";
import { PARENT_KEYS, withParentKeys } from "../pagination/byParent";
import type { Actor } from "../auth/context";
import { invalid } from "../../errors";
import { countsOf, ownedApplicationId, type HitCounts } from "./hits";
import { byNewestDevelopment } from "./groups";
import { owned } from "../accountScope";

export interface ScreeningHitsView {
  adverseMedia: ScreeningHit[];
  sanctions: ScreeningHit[];
  warning: ScreeningHit[];
  pep: ScreeningHit[];
  adverseMediaStories: (ScreeningGroup & { memberHits: ScreeningHit[] })[];
  counts: HitCounts;
}

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
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    }),
    db.screeningGroup.findMany({ where: { applicationId, ...owned(actor), type: "ADVERSE_MEDIA" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
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
    db.screeningHit.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    db.screeningGroup.findMany({ where: { ...where, type: "ADVERSE_MEDIA" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
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
 * An application's screening view as a column of the applications statement (alias `a`), for
 * Application.screening planned with its parents: the hits and stories listScreeningHits reads, as JSON.
 * `onlyHitColumns` limits the hits' columns to those the query can show.
 */
export function plannedScreeningView(actor: Actor, onlyHitColumns?: readonly string[]) {
  // The application's own hits: their account and application are set from it, not read (PARENT_KEYS).
  const hitColumns = sqlColumns(Prisma.ScreeningHitScalarFieldEnum, "h", PARENT_KEYS("applicationId"), onlyHitColumns);
  const groupColumns = sqlColumns(Prisma.ScreeningGroupScalarFieldEnum, "g");
  return {
    column: Prisma.sql`json_build_array(
      COALESCE((SELECT json_agg(x ORDER BY x."createdAt" DESC, x.id DESC) FROM (SELECT ${hitColumns} FROM "ScreeningHit" h WHERE h."applicationId" = a.id AND h."accountId" = ${actor.accountId}) x), '[]'),
      COALESCE((SELECT json_agg(x ORDER BY x."createdAt" DESC, x.id DESC) FROM (SELECT ${groupColumns} FROM "ScreeningGroup" g WHERE g."applicationId" = a.id AND g."accountId" = ${actor.accountId} AND g.type = 'ADVERSE_MEDIA') x), '[]'))`,
    read: ([hits, groups]: [ScreeningHit[], ScreeningGroup[]], applicationId: string) => {
      for (const hit of hits) withParentKeys(hit as unknown as Record<string, unknown>, "applicationId", actor.accountId, applicationId);
      const view = viewOf(
        hits.map((h) => readJsonInstants(h, "ScreeningHit")),
        groups.map((g) => readJsonInstants(g, "ScreeningGroup")),
        false,
      );
      return { view, hits, groups };
    },
  };
}
