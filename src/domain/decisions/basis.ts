// What a decision on an application rests on, read as it stands at the moment of the decision: the
// assessed level, the level in force and the highest it ever had, the hits still open or confirmed,
// and who lowered any of it. The audit trail is the record of who changed what, so who lowered the
// basis is read from it rather than kept a second time.
import type { RiskLevel, ScreeningType } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { HIT_COUNT_BUCKETS } from "../screening/inputs";
import { overrideInForce, storedAssessmentOf } from "../risk/service";

const RISK_ORDER: readonly RiskLevel[] = ["LOW", "MEDIUM", "HIGH", "PROHIBITED"];
const rank = (level: RiskLevel | null | undefined): number => (level ? RISK_ORDER.indexOf(level) : -1);

/**
 * Whether four eyes' listed levels cover this level: it is at or above the lowest level listed. A
 * list is a threshold, not a set: were it a set, raising a case past every listed level (an override
 * to PROHIBITED, a confirmed sanctions hit's floor) would take it out of scope, and the peak, which
 * never falls, would keep it out for good.
 */
export function levelCovered(listed: readonly RiskLevel[], level: RiskLevel | null | undefined): boolean {
  return !!level && listed.some((l) => rank(level) >= rank(l));
}

/** The highest of these levels (null: none known). */
export function highestLevel(...levels: (RiskLevel | null | undefined)[]): RiskLevel | null {
  let best: RiskLevel | null = null;
  for (const level of levels) if (rank(level) > rank(best)) best = level!;
  return best;
}

export interface DecisionBasis {
  applicationId: string;
  levelInForce: RiskLevel | null;
  assessedLevel: RiskLevel | null;
  peakLevel: RiskLevel | null;
  /** What four eyes reads: the highest of the level in force, the assessed level and the peak. */
  bar: RiskLevel | null;
  /** Types of the hits still open or confirmed (blocked-by-ownership hits are SANCTIONS hits of the applicant). */
  liveHitTypes: ScreeningType[];
  /** Users who lowered what the decision rests on, each with what they did (in words a reviewer reads). */
  loweredBy: Map<string, string[]>;
}

interface TrailEntry {
  performedById: string | null;
  event: { type: string; entityId?: string; changes?: Record<string, { before: unknown; after: unknown }> };
}

const CLEARED = new Set<string>(HIT_COUNT_BUCKETS.dismissed);

interface Share {
  ownerKey: string;
  ownedKey: string;
  kind: string;
  percentLow: number | null;
  percentHigh: number | null;
  role: string | null;
}

/**
 * Whether a structure replaced whole dropped or lowered a holding it had: an edge gone, or kept with a
 * lower share (or another role). Which of them moved a listed or hit owner out of the 50 % rule or
 * the UBO thresholds is not asked: that depends on thresholds and screening that change on their own
 * afterwards, so every such drop counts.
 */
function structureDropped(before: unknown, after: unknown): boolean {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Share[]) : []);
  const kept = list(after);
  return list(before).some(
    (b) =>
      !kept.some(
        (a) =>
          a.ownerKey === b.ownerKey &&
          a.ownedKey === b.ownedKey &&
          a.kind === b.kind &&
          (a.percentLow ?? -1) >= (b.percentLow ?? -1) &&
          (a.percentHigh ?? -1) >= (b.percentHigh ?? -1) &&
          a.role === b.role,
      ),
  );
}

/** Why this audited change lowered the basis of a decision (null: it did not). Exported for the unit test. */
export function loweringOf(entry: TrailEntry["event"]): string | null {
  const [kind, action] = entry.type.split(".");
  const changes = entry.changes ?? {};
  const fell = (field: string, order: (v: unknown) => number) => field in changes && order(changes[field].after) < order(changes[field].before);
  const level = (v: unknown) => rank(v as RiskLevel | null);
  const score = (v: unknown) => (typeof v === "number" ? v : -1);
  if (entry.type === "application.updated") return fell("riskScore", score) ? "lowered the risk score given" : null;
  if (entry.type === "application.risk_assessed")
    return fell("riskLevel", level) || fell("riskScore", score) ? "made the change that lowered the assessed risk (a risk model change, say)" : null;
  if (["application.risk_overridden", "application.risk_override_pending", "application.risk_override_withdrawn"].includes(entry.type))
    return fell("riskLevel", level) ? "lowered the risk level by hand" : null;
  if ((kind === "individual" || kind === "business") && (action === "removed" || action === "updated")) return `${action} a key person`;
  // Excluding a person from screening, dropping a list type or raising the threshold keeps hits from being raised at all.
  if ((kind === "individual" || kind === "business") && action === "screening_info_updated") return "changed a key person's screening settings";
  if (kind === "screening" && (action === "hit_verdict" || action === "group_verdict"))
    return CLEARED.has(String(changes.status?.after)) ? "cleared a hit" : null;
  if (entry.type === "screening.hit_clearance_pending") return "asked to clear a hit";
  if (kind === "ownership" && /removed|deleted/.test(action ?? "")) return "removed part of the ownership structure";
  // A share lowered, or a holding turned into another kind or role, can take an owner below the 50 % rule or the UBO thresholds.
  if (entry.type === "ownership.edge_updated")
    return fell("percentLow", score) || fell("percentHigh", score) || "kind" in changes || "role" in changes ? "lowered or changed an ownership share" : null;
  if (entry.type === "ownership.structure_replaced")
    return changes.edges && structureDropped(changes.edges.before, changes.edges.after)
      ? "replaced the ownership structure, dropping or lowering a holding"
      : null;
  // A node renamed or tied to another key person is screened as something else from then on.
  if (entry.type === "ownership.node_updated" && ["name", "kind", "country", "individualId", "businessId"].some((f) => f in changes))
    return "changed what an ownership node is screened as";
  return null;
}

/** Which decision the basis is read for: an approval or an override reads all of it; a hit's clearance what the hit rests on. */
type BasisFor = { decision: "application" } | { decision: "hit"; hitId: string };

/** Lowerings a hit's clearance does not rest on: the level by hand, by score or by model, and verdicts on other hits. */
function outsideHit(entry: TrailEntry["event"], hitId: string): boolean {
  const [kind] = entry.type.split(".");
  if (kind === "application") return true;
  if (kind === "screening") return entry.entityId !== hitId;
  return false;
}

/**
 * The basis of a decision on this application as it stands now (the caller holds its lock). Lowering
 * counts over the case's whole trail, from its opening: whoever lowered what the decision rests on
 * before it was submitted lowered it as much as after (docs/roles-and-four-eyes.md). Whoever set an
 * override in force below the assessed level lowered it whenever they did, and a risk model's change
 * that lowered the case was lowered by the admin who saved that version, whoever's change or
 * re-assessment first applied it.
 */
export async function readBasis(tx: Tx, applicationId: string, subject: BasisFor = { decision: "application" }): Promise<DecisionBasis> {
  const app = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { accountId: true, riskLevel: true, peakRiskLevel: true, riskAssessment: true, riskOverride: true },
  });
  const assessedLevel = storedAssessmentOf(app)?.level ?? null;
  const live = await tx.screeningHit.findMany({
    where: { applicationId, status: { in: [...HIT_COUNT_BUCKETS.open, ...HIT_COUNT_BUCKETS.confirmed] } },
    select: { type: true },
    distinct: ["type"],
  });
  const loweredBy = new Map<string, string[]>();
  const add = (userId: string | null | undefined, why: string) => {
    if (!userId || userId === "service") return;
    const list = loweredBy.get(userId) ?? [];
    if (!list.includes(why)) list.push(why);
    loweredBy.set(userId, list);
  };
  const override = overrideInForce(app.riskOverride);
  if (subject.decision === "application" && override && rank(override.level) < rank(assessedLevel)) {
    add(override.byId, "set the override in force below the assessed level");
    add(override.approvedById, "confirmed the override in force below the assessed level");
  }
  const trail = (await tx.auditLog.findMany({
    where: { applicationId },
    select: { performedById: true, event: true },
    orderBy: { seq: "asc" },
  })) as unknown as TrailEntry[];
  const modelVersions = new Set<number>();
  for (const entry of trail) {
    if (subject.decision === "hit" && outsideHit(entry.event, subject.hitId)) continue;
    const why = loweringOf(entry.event);
    if (!why) continue;
    add(entry.performedById, why);
    const version = entry.event.type === "application.risk_assessed" ? entry.event.changes?.riskModelVersion?.after : undefined;
    if (typeof version === "number" && version > 0) modelVersions.add(version);
  }
  if (modelVersions.size) {
    const authors = await tx.riskModel.findMany({
      where: { accountId: app.accountId, version: { in: [...modelVersions] } },
      select: { version: true, createdById: true },
    });
    for (const model of authors) add(model.createdById, `saved the risk model version ${model.version} that lowered the assessed risk`);
  }
  return {
    applicationId,
    levelInForce: app.riskLevel,
    assessedLevel,
    peakLevel: app.peakRiskLevel,
    bar: highestLevel(app.riskLevel, assessedLevel, app.peakRiskLevel),
    liveHitTypes: live.map((h) => h.type),
    loweredBy,
  };
}
