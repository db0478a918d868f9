// Screening through the ownership structure (docs/ownership.md): every node is screened (a node tied to
// a key person through that person, once), and the investor is blocked by ownership when sanctioned
// owners hold 50 % or more of it in aggregate (sanctioned.ts). Which nodes count as sanctioned: a
// node with a CONFIRMED or TRUE_MATCH sanctions hit (confirmed), or with a sanctions hit still awaiting
// review that the engine called a match (potential). Both raise the BLOCKED_BY_OWNERSHIP hit on the
// applicant, the potential one for review, so no open hit is silently left out of the sum.
import type { OwnershipEdge, OwnershipNode, Prisma, PrismaClient, ScreeningHit } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { automationActor } from "../auth/context";
import type { ApplicationChange } from "../applicationChange";
import { insertHits } from "../screening/hits";
import { HIT_COUNT_BUCKETS } from "../screening/inputs";
import { analyse, type Range } from "./effective";
import { pathsOf, type OwnershipPath } from "./paths";
import { BLOCKING_PERCENT, sanctionedShare, type SanctionStatus } from "./sanctioned";
import type { OwnershipView } from "./view";
import { structureEdges, structureNodes } from "./structure";

/** The source and categories label of the hit that says an investor is blocked by its owners. */
const OWNERSHIP_HIT_SOURCE = "ownership";
const BLOCKED_BY_OWNERSHIP = "BLOCKED_BY_OWNERSHIP";

type Db = PrismaClient | Tx;
type NodeRow = Pick<OwnershipNode, "id" | "individualId" | "businessId">;

/**
 * The node's screening subjects: the node itself, and its key person when tied to one. A tied node
 * counts the worse of the two: tying a sanctioned owner's node to an unrelated clean person must not
 * make it read clear, nor take it out of the aggregate.
 */
const subjectWhere = (n: NodeRow): Prisma.ScreeningHitWhereInput[] => [
  { ownershipNodeId: n.id },
  ...(n.individualId ? [{ individualId: n.individualId }] : []),
  ...(n.businessId ? [{ businessId: n.businessId }] : []),
];
const ownsHit = (n: NodeRow, h: ScreeningHit) =>
  h.ownershipNodeId === n.id || (!!n.individualId && h.individualId === n.individualId) || (!!n.businessId && h.businessId === n.businessId);
const subjectIds = (n: NodeRow) => [n.id, ...(n.individualId ? [n.individualId] : []), ...(n.businessId ? [n.businessId] : [])];
const isOwnershipHit = (h: ScreeningHit) => h.source === OWNERSHIP_HIT_SOURCE;

type NodeScreeningStatus = "PENDING" | "CLEAR" | "IN_REVIEW" | "CONFIRMED";

export interface NodeScreening {
  nodeId: string;
  /** KEY_PERSON: tied to a key person, screened as itself and as that person, counting the worse of the two. */
  screenedAs: "NODE" | "KEY_PERSON";
  status: NodeScreeningStatus;
  sanctioned: SanctionStatus | null;
  hits: ScreeningHit[];
}

function sanctionOf(hits: ScreeningHit[]): SanctionStatus | null {
  const sanctions = hits.filter((h) => h.type === "SANCTIONS" && !isOwnershipHit(h));
  if (sanctions.some((h) => HIT_COUNT_BUCKETS.confirmed.includes(h.status))) return "CONFIRMED";
  const strong = (h: ScreeningHit) => (h.matchResult as { isMatch?: boolean } | null)?.isMatch !== false;
  if (sanctions.some((h) => HIT_COUNT_BUCKETS.open.includes(h.status) && strong(h))) return "POTENTIAL";
  return null;
}

/** Every node's screening state, in two queries (its subjects' hits and unfinished screening requests). */
async function screenNodes(db: Db, applicationId: string, nodes: NodeRow[]): Promise<Map<string, NodeScreening>> {
  if (!nodes.length) return new Map();
  const [hits, pending] = await Promise.all([
    db.screeningHit.findMany({ where: { applicationId, OR: nodes.flatMap(subjectWhere) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.screeningRequest.findMany({
      where: { applicationId, completedAt: null, personId: { in: nodes.flatMap(subjectIds) } },
      select: { personId: true },
    }),
  ]);
  const waiting = new Set(pending.map((p) => p.personId));
  return new Map(
    nodes.map((n) => {
      const own = hits.filter((h) => ownsHit(n, h) && !(isOwnershipHit(h) && h.ownershipNodeId === n.id));
      const sanctioned = sanctionOf(own);
      // The worst of its subjects' states: a confirmed or open hit is not hidden by a screening still running.
      const status: NodeScreeningStatus = own.some((h) => HIT_COUNT_BUCKETS.confirmed.includes(h.status))
        ? "CONFIRMED"
        : own.some((h) => HIT_COUNT_BUCKETS.open.includes(h.status))
          ? "IN_REVIEW"
          : subjectIds(n).some((id) => waiting.has(id))
            ? "PENDING"
            : "CLEAR";
      return [n.id, { nodeId: n.id, screenedAs: n.individualId || n.businessId ? "KEY_PERSON" : "NODE", status, sanctioned, hits: own }];
    }),
  );
}

export interface SanctionedOwner {
  nodeId: string;
  name: string;
  status: SanctionStatus;
  /** Its effective ownership of the investor (percent). */
  ownership: Range;
  paths: OwnershipPath[];
  hitIds: string[];
}

export interface SanctionedOwnership {
  /** Held by owners with confirmed sanctions hits (percent). */
  percent: number;
  blocked: boolean;
  /** Held by owners with confirmed or potential (open) sanctions hits (percent). */
  potentialPercent: number;
  potentiallyBlocked: boolean;
  thresholdPercent: number;
  owners: SanctionedOwner[];
  /** Entities counted whole: sanctioned owners hold 50 % or more of them. */
  blockedEntityIds: string[];
}

interface Structure {
  nodes: OwnershipNode[];
  edges: OwnershipEdge[];
  effective: { nodeId: string; ownership: Range }[];
  applicantId: string | null;
  paths(nodeId: string): OwnershipPath[];
}

/** The sanctioned ownership of a structure given its nodes' screening (no query of its own). */
function sanctionedOwnershipOf(structure: Structure, screening: Map<string, NodeScreening>): SanctionedOwnership {
  const sNodes = structureNodes(structure.nodes);
  const sEdges = structureEdges(structure.edges);
  const owners = structure.nodes
    .filter((n) => !n.applicant && screening.get(n.id)?.sanctioned)
    .map((n): SanctionedOwner => {
      const s = screening.get(n.id)!;
      const ownership = structure.effective.find((e) => e.nodeId === n.id)?.ownership ?? { low: 0, high: 0 };
      return { nodeId: n.id, name: n.name, status: s.sanctioned!, ownership, paths: structure.paths(n.id), hitIds: s.hits.map((h) => h.id) };
    })
    .sort((a, b) => b.ownership.high - a.ownership.high);
  const confirmed = sanctionedShare(sNodes, sEdges, new Set(owners.filter((o) => o.status === "CONFIRMED").map((o) => o.nodeId)));
  const potential = sanctionedShare(sNodes, sEdges, new Set(owners.map((o) => o.nodeId)));
  return {
    percent: confirmed.percent,
    blocked: confirmed.blocked,
    potentialPercent: potential.percent,
    potentiallyBlocked: potential.blocked,
    thresholdPercent: BLOCKING_PERCENT,
    owners,
    blockedEntityIds: potential.blockedEntityIds,
  };
}

const screeningMemo = new WeakMap<OwnershipView, Promise<Map<string, NodeScreening>>>();

/** The read's nodes' screening, once per read whatever the fields asked. */
export function viewScreening(db: Db, view: OwnershipView): Promise<Map<string, NodeScreening>> {
  let found = screeningMemo.get(view);
  if (!found) screeningMemo.set(view, (found = screenNodes(db, view.applicationId, view.nodes)));
  return found;
}

export async function viewSanctionedOwnership(db: Db, view: OwnershipView): Promise<SanctionedOwnership> {
  return sanctionedOwnershipOf({ ...view, paths: (id) => view.paths(id, "OWNERSHIP").paths }, await viewScreening(db, view));
}

const pct = (x: number) => `${Math.round(x * 100) / 100} %`;

/** The hit's explanation: the rule, the aggregate, and each sanctioned owner with its share and paths. */
function explanation(result: SanctionedOwnership, names: Map<string, string>): string {
  const owners = result.owners.map((o) => {
    const paths = o.paths.map((p) => `${p.nodeIds.map((id) => names.get(id) ?? id).join(" -> ")} (${pct(p.percent.high)})`).join("; ");
    return `${o.name} (${o.status.toLowerCase()} sanctions hit) holds ${pct(o.ownership.high)} effective through ${paths || "no ownership path"}`;
  });
  const basis = result.blocked ? `${pct(result.percent)} confirmed` : `${pct(result.potentialPercent)} including sanctions hits awaiting review`;
  return `Sanctioned owners hold ${basis} of the investor in aggregate, at or above ${BLOCKING_PERCENT} % (OFAC 50 percent rule, EU owned or controlled): ${owners.join(". ")}.`;
}

/**
 * Recomputes an application's sanctioned ownership inside a change of it and, when sanctioned owners
 * (confirmed or potential) hold 50 % or more, records the BLOCKED_BY_OWNERSHIP hit on the applicant node
 * for review. One hit per set of counted owners (its dedupeKey): the same owners never raise it twice,
 * a different set raises a new one. Never clears one: falling below 50 % is for a reviewer to rule on.
 */
export async function reviewOwnershipBlock(change: ApplicationChange, applicationId: string, origin: "INITIAL_SCREENING" | "ONGOING_MONITORING") {
  const { tx } = change;
  const nodes = await tx.ownershipNode.findMany({ where: { applicationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const applicant = nodes.find((n) => n.applicant);
  if (!applicant) return [];
  const screening = await screenNodes(tx, applicationId, nodes);
  if (![...screening.values()].some((s) => s.sanctioned)) return [];
  const edges = await tx.ownershipEdge.findMany({ where: { applicationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const sNodes = structureNodes(nodes);
  const sEdges = structureEdges(edges);
  const analysis = analyse(sNodes, sEdges, 100);
  const sanctionedIds = [...screening.values()].filter((s) => s.sanctioned).map((s) => s.nodeId);
  const paths = pathsOf(sNodes, sEdges, sanctionedIds, "OWNERSHIP");
  const result = sanctionedOwnershipOf(
    { nodes, edges, effective: analysis.effective, applicantId: applicant.id, paths: (id) => paths.get(id)?.paths ?? [] },
    screening,
  );
  if (!result.potentiallyBlocked) return [];
  const names = new Map(nodes.map((n) => [n.id, n.name]));
  const text = explanation(result, names);
  const owners = result.owners.map((o) => ({
    nodeId: o.nodeId,
    name: o.name,
    status: o.status,
    effectivePercent: o.ownership.high,
    hitIds: o.hitIds,
    paths: o.paths.map((p) => ({ nodeIds: p.nodeIds, names: p.nodeIds.map((id) => names.get(id) ?? id), edgeIds: p.edgeIds, percent: p.percent.high })),
  }));
  const details = {
    title: `Blocked by ownership: sanctioned owners hold ${pct(result.blocked ? result.percent : result.potentialPercent)}`,
    reason: BLOCKED_BY_OWNERSHIP,
    basis: result.blocked ? "CONFIRMED" : "POTENTIAL",
    aggregatePercent: result.percent,
    potentialAggregatePercent: result.potentialPercent,
    thresholdPercent: BLOCKING_PERCENT,
    owners,
    blockedEntityIds: result.blockedEntityIds,
  };
  return insertHits(change.as(automationActor(change.actor.accountId)), applicationId, [
    {
      individualId: applicant.individualId,
      businessId: applicant.businessId,
      ownershipNodeId: applicant.id,
      type: "SANCTIONS",
      status: "NOT_REVIEWED",
      source: OWNERSHIP_HIT_SOURCE,
      details: details as Prisma.InputJsonValue,
      enriched: true,
      origin,
      matchResult: {
        isMatch: true,
        confidence: 1,
        reviewNote: "",
        matchExplanation: text,
        incidentSummary: text,
        riskLevel: "HIGH",
        severity: null,
        tierRationale: null,
        clearedReason: null,
        categories: [{ label: BLOCKED_BY_OWNERSHIP, description: "Owned 50 % or more in aggregate by sanctioned persons" }],
      },
      dedupeKey: `ownership:${applicationId}:blocked:${[...sanctionedIds].sort().join(",")}`,
    },
  ]);
}
