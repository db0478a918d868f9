// An ownership structure as GraphQL reads it (docs/ownership.md): the nodes and edges of the graph, the
// arithmetic read off it (effective shares and their paths, UBOs, CRS controlling persons, problems, the
// sanctioned aggregate) and Application.ownership. Separate from ownership.ts, the root fields that read
// and edit a structure, because these types are the graph's shape and change with the arithmetic, not
// with the write path.
import type { OwnershipEdge, OwnershipNode } from "../generated/prisma/client";
import { builder } from "./builder";
import { Application } from "./applications";
import { enumOf } from "./zodInputs";
import * as inputs from "../domain/ownership/inputs";
import { ownershipViewFromRows, type OwnershipView } from "../domain/ownership/view";
import { ownershipChartSvg } from "../domain/ownership/chartView";
import type { CrsControllingType, EffectiveOwnership, Problem, Range, Ubo } from "../domain/ownership/effective";
import { PATH_LIMIT, type OwnershipPath } from "../domain/ownership/paths";
import { MAX_NODES } from "../domain/ownership/chart";
import { invalid } from "../errors";
import { viewSanctionedOwnership, viewScreening, type NodeScreening, type SanctionedOwner, type SanctionedOwnership } from "../domain/ownership/screening";
import { Hit } from "./screening";

const NodeKind = enumOf("OwnershipNodeKind", inputs.OWNERSHIP_NODE_KINDS, "What a node of an ownership structure is");
const EdgeKind = enumOf("OwnershipEdgeKind", inputs.OWNERSHIP_EDGE_KINDS, "What an edge of an ownership structure records");
const ControlRole = enumOf("OwnershipControlRole", inputs.OWNERSHIP_CONTROL_ROLES, "How a holder controls without (or beside) ownership");
const Measure = enumOf("OwnershipMeasure", ["OWNERSHIP", "VOTING"] as const, "Shares or votes");
const ProblemCode = enumOf(
  "OwnershipProblemCode",
  ["CIRCULAR_HOLDING", "NOT_CONVERGENT", "OVER_100_PERCENT", "OWNERSHIP_GAP", "NO_APPLICANT"] as const,
  "A data problem of an ownership structure",
);
const UboReason = enumOf(
  "UboReason",
  ["OWNERSHIP", "VOTING", "MAJORITY_CONTROL", "CONTROL", "TRUST_ROLE", "SENIOR_MANAGING_OFFICIAL"] as const,
  "Why a person is a beneficial owner",
);
const CrsType = enumOf(
  "CrsControllingPersonType",
  ["CRS801", "CRS802", "CRS803", "CRS804", "CRS805", "CRS806", "CRS807"] as const,
  "OECD CRS CtrlgPersonType of a controlling person",
);

const ScreeningStatus = enumOf("OwnershipScreeningStatus", ["PENDING", "CLEAR", "IN_REVIEW", "CONFIRMED"] as const, "Where a node's screening stands");
const SanctionStatus = enumOf("OwnershipSanctionStatus", ["CONFIRMED", "POTENTIAL"] as const, "Why a node counts as sanctioned");
const ScreenedAs = enumOf("OwnershipScreenedAs", ["NODE", "KEY_PERSON"] as const, "What a node is screened as");

/** Each object of the graph travels with the view it belongs to, so its neighbours are read off it. */
type InView<T> = T & { view: OwnershipView };
export const inView = <T extends object>(view: OwnershipView, value: T): InView<T> =>
  Object.assign(Object.create(null) as object, value, { view }) as InView<T>;

const RangeRef = builder.objectRef<Range>("PercentRange").implement({
  description: "A percentage, or a range where the sources give one (low = high otherwise)",
  fields: (t) => ({
    low: t.exposeFloat("low", { description: "The low end, 0 to 100" }),
    high: t.exposeFloat("high", { description: "The high end, 0 to 100" }),
  }),
});

export const OwnershipNodeRef = builder.objectRef<InView<OwnershipNode>>("OwnershipNode");
export const OwnershipEdgeRef = builder.objectRef<InView<OwnershipEdge>>("OwnershipEdge");

OwnershipNodeRef.implement({
  description: "A person, entity or arrangement of an ownership structure",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses" }),
    key: t.exposeString("key", { description: "What documents' subject.entityKey names it by" }),
    kind: t.field({ type: NodeKind, description: "What it is", resolve: (n) => n.kind }),
    name: t.exposeString("name", { description: "Its name" }),
    country: t.exposeString("country", { nullable: true, description: "Residence or registration (ISO 3166-1 alpha-2)" }),
    applicant: t.exposeBoolean("applicant", { description: "The node the structure is about" }),
    individualId: t.exposeString("individualId", { nullable: true, description: "The individual key person it is, if any" }),
    businessId: t.exposeString("businessId", { nullable: true, description: "The business key person it is, if any" }),
    documentIds: t.stringList({
      description: "The application's documents about it (their subject.entityKey is its key)",
      resolve: (n) => n.view.documentIdsByKey.get(n.key) ?? [],
    }),
    ownedBy: t.field({
      type: [OwnershipEdgeRef],
      description: "The edges of those holding or controlling it directly",
      resolve: (n) => n.view.edges.filter((e) => e.ownedNodeId === n.id).map((e) => inView(n.view, e)),
    }),
    owners: t.field({
      type: [OwnershipNodeRef],
      description: "The nodes holding or controlling it directly",
      resolve: (n) =>
        [...new Set(n.view.edges.filter((e) => e.ownedNodeId === n.id).map((e) => e.ownerNodeId))].map((id) => inView(n.view, n.view.nodeById.get(id)!)),
    }),
    holdings: t.field({
      type: [OwnershipEdgeRef],
      description: "The edges of what it holds or controls directly",
      resolve: (n) => n.view.edges.filter((e) => e.ownerNodeId === n.id).map((e) => inView(n.view, e)),
    }),
    screening: t.field({
      type: NodeScreeningRef,
      description: "Its screening against the watchlists (people as people, entities as companies)",
      resolve: async (n, _a, ctx) => (await viewScreening(ctx.db, n.view)).get(n.id)!,
    }),
    effective: t.field({
      type: EffectiveRef,
      nullable: true,
      description: "Its effective share in the applicant, with the paths that produce it (null: it holds none)",
      resolve: (n) => {
        const found = n.view.effective.find((e) => e.nodeId === n.id);
        return found ? inView(n.view, found) : null;
      },
    }),
  }),
});

const NodeScreeningRef = builder.objectRef<NodeScreening>("OwnershipNodeScreening").implement({
  description: "A node's screening against the watchlists: its state and its hits (its own and, when tied to a key person, that person's: the worse counts)",
  fields: (t) => ({
    status: t.field({ type: ScreeningStatus, description: "Where its screening stands", resolve: (s) => s.status }),
    screenedAs: t.field({
      type: ScreenedAs,
      description: "NODE: screened as itself; KEY_PERSON: tied to a key person, screened as itself and as that person, its state the worse of the two",
      resolve: (s) => s.screenedAs,
    }),
    sanctioned: t.field({
      type: SanctionStatus,
      nullable: true,
      description: "Whether it counts as sanctioned in the structure's aggregate: a confirmed or a potential (open) sanctions hit; null: neither",
      resolve: (s) => s.sanctioned,
    }),
    hits: t.field({ type: [Hit], description: "Its screening hits, oldest first", resolve: (s) => s.hits }),
  }),
});

OwnershipEdgeRef.implement({
  description: "A holding: shares or votes (a percent or a range) or control without ownership, with its source",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses" }),
    kind: t.field({ type: EdgeKind, description: "What it records", resolve: (e) => e.kind }),
    ownerNodeId: t.exposeString("ownerNodeId", { description: "The holder" }),
    ownedNodeId: t.exposeString("ownedNodeId", { description: "What it holds or controls" }),
    percentLow: t.exposeFloat("percentLow", { nullable: true, description: "The share held (a range's low end), 0 to 100; null for CONTROL" }),
    percentHigh: t.exposeFloat("percentHigh", { nullable: true, description: "A range's high end (the share again when exact); null for CONTROL" }),
    role: t.field({ type: ControlRole, nullable: true, description: "CONTROL: how the holder controls", resolve: (e) => e.role }),
    sourceDocumentId: t.exposeString("sourceDocumentId", { nullable: true, description: "The document that evidences it" }),
    owner: t.field({ type: OwnershipNodeRef, description: "The holder", resolve: (e) => inView(e.view, e.view.nodeById.get(e.ownerNodeId)!) }),
    owned: t.field({ type: OwnershipNodeRef, description: "What it holds", resolve: (e) => inView(e.view, e.view.nodeById.get(e.ownedNodeId)!) }),
  }),
});

const PathRef = builder.objectRef<InView<OwnershipPath>>("OwnershipPath").implement({
  description: "One chain of holdings from an owner to the applicant",
  fields: (t) => ({
    nodeIds: t.exposeStringList("nodeIds", { description: "The nodes from the owner to the applicant" }),
    edgeIds: t.exposeStringList("edgeIds", { description: "The edges between them, in order" }),
    percent: t.field({ type: RangeRef, description: "The product of the shares along it", resolve: (p) => p.percent }),
    nodes: t.field({
      type: [OwnershipNodeRef],
      description: "The nodes, in order",
      resolve: (p) => p.nodeIds.map((id) => inView(p.view, p.view.nodeById.get(id)!)),
    }),
  }),
});

const EffectiveRef = builder.objectRef<InView<EffectiveOwnership>>("EffectiveOwnership").implement({
  description: "A node's effective share in the applicant: shares multiplied along each path, summed across paths",
  fields: (t) => ({
    ownerNodeId: t.string({ description: "The owner's node", resolve: (e) => e.nodeId }),
    node: t.field({ type: OwnershipNodeRef, description: "The owner", resolve: (e) => inView(e.view, e.view.nodeById.get(e.nodeId)!) }),
    ownership: t.field({ type: RangeRef, description: "Effective ownership (percent)", resolve: (e) => e.ownership }),
    voting: t.field({
      type: RangeRef,
      description: "Effective voting rights (percent; shares carry their votes unless VOTING edges say otherwise)",
      resolve: (e) => e.voting,
    }),
    paths: t.field({
      type: [PathRef],
      args: { measure: t.arg({ type: Measure, description: "Paths of shares (default) or of votes" }) },
      description: `The simple paths that produce the figure, largest first, at most ${PATH_LIMIT} (pathsTruncated says when there are more); a circular holding's trips round the circle count in the figure but are not listed`,
      resolve: (e, a) => e.view.paths(e.nodeId, a.measure ?? "OWNERSHIP").paths.map((p) => inView(e.view, p)),
    }),
    pathsTruncated: t.boolean({
      description: `More paths exist than the ${PATH_LIMIT} listed`,
      resolve: (e) => e.view.paths(e.nodeId, "OWNERSHIP").truncated,
    }),
  }),
});

const UboRef = builder.objectRef<InView<Ubo>>("BeneficialOwner").implement({
  description:
    "An ultimate beneficial owner: by effective ownership or votes at the threshold, by control, by a trust role, or the senior managing official when nobody qualifies",
  fields: (t) => ({
    personNodeId: t.string({ description: "The person's node", resolve: (p) => p.nodeId }),
    node: t.field({ type: OwnershipNodeRef, description: "The person", resolve: (u) => inView(u.view, u.view.nodeById.get(u.nodeId)!) }),
    reasons: t.field({ type: [UboReason], description: "Why", resolve: (u) => u.reasons }),
    roles: t.field({ type: [ControlRole], description: "The control roles that count", resolve: (u) => u.roles }),
    fallback: t.exposeBoolean("fallback", { description: "Named only because nobody owns or controls enough (the senior managing official)" }),
    ownership: t.field({ type: RangeRef, description: "Effective ownership (percent)", resolve: (u) => u.ownership }),
    voting: t.field({ type: RangeRef, description: "Effective voting rights (percent)", resolve: (u) => u.voting }),
  }),
});

const ControllingPersonRef = builder.objectRef<InView<{ nodeId: string; type: CrsControllingType }>>("CrsControllingPerson").implement({
  description: "A controlling person CRS reports for a passive NFE, with its CtrlgPersonType",
  fields: (t) => ({
    personNodeId: t.string({ description: "The person's node", resolve: (p) => p.nodeId }),
    node: t.field({ type: OwnershipNodeRef, description: "The person", resolve: (c) => inView(c.view, c.view.nodeById.get(c.nodeId)!) }),
    type: t.field({
      type: CrsType,
      description: "CRS801-803 for a legal person, CRS804-807 a trust's settlor, trustee, protector, beneficiary",
      resolve: (c) => c.type,
    }),
  }),
});

const ProblemRef = builder.objectRef<Problem>("OwnershipProblem").implement({
  description: "A data problem of the structure: a circular holding, shares over 100 % or short of it, no applicant",
  fields: (t) => ({
    code: t.field({ type: ProblemCode, description: "What kind", resolve: (p) => p.code }),
    message: t.exposeString("message", { description: "What is wrong, in a sentence" }),
    nodeIds: t.exposeStringList("nodeIds", { description: "The nodes concerned" }),
    percent: t.field({ type: RangeRef, nullable: true, description: "The sum in question, where a sum is the problem", resolve: (p) => p.percent }),
  }),
});

export const MAX_NODES_ARG = `Nodes drawn before the rest are grouped per layer, 2 to 200 (default ${MAX_NODES})`;
export function maxNodesOf(value: number | null | undefined): number | undefined {
  if (value != null && (value < 2 || value > 200)) throw invalid("maxNodes must be 2 to 200", [{ path: "maxNodes", message: "out of range" }]);
  return value ?? undefined;
}
const SanctionedOwnerRef = builder.objectRef<InView<SanctionedOwner>>("SanctionedOwner").implement({
  description: "A node with a confirmed or potential sanctions hit, with its effective share in the investor and the paths producing it",
  fields: (t) => ({
    ownerNodeId: t.string({ description: "The owner's node", resolve: (o) => o.nodeId }),
    node: t.field({ type: OwnershipNodeRef, description: "The owner", resolve: (o) => inView(o.view, o.view.nodeById.get(o.nodeId)!) }),
    status: t.field({ type: SanctionStatus, description: "Confirmed, or potential (a sanctions hit awaiting review)", resolve: (o) => o.status }),
    ownership: t.field({ type: RangeRef, description: "Its effective ownership of the investor (percent)", resolve: (o) => o.ownership }),
    paths: t.field({
      type: [PathRef],
      description: `The paths of its holding, largest first, at most ${PATH_LIMIT}`,
      resolve: (o) => o.paths.map((p) => inView(o.view, p)),
    }),
    hitIds: t.exposeStringList("hitIds", { description: "Its screening hits" }),
  }),
});

const SanctionedOwnershipRef = builder.objectRef<InView<SanctionedOwnership>>("SanctionedOwnership").implement({
  description:
    "The investor's share held by sanctioned owners in aggregate (OFAC 50 percent rule, EU owned or controlled): 50 % or more blocks it by ownership (docs/ownership.md)",
  fields: (t) => ({
    percent: t.exposeFloat("percent", { description: "Held by owners with confirmed sanctions hits (percent)" }),
    blocked: t.exposeBoolean("blocked", { description: "Confirmed sanctioned owners hold the threshold or more: the investor is blocked by ownership" }),
    potentialPercent: t.exposeFloat("potentialPercent", { description: "Held by owners with confirmed or open (potential) sanctions hits (percent)" }),
    potentiallyBlocked: t.exposeBoolean("potentiallyBlocked", {
      description: "Counting open sanctions hits, the threshold is reached: a BLOCKED_BY_OWNERSHIP hit awaits review",
    }),
    thresholdPercent: t.exposeFloat("thresholdPercent", { description: "The aggregate that blocks (50)" }),
    blockedEntityIds: t.exposeStringList("blockedEntityIds", {
      description: "Entities of the structure counted whole: sanctioned owners (confirmed or potential) hold 50 % or more of them",
    }),
    owners: t.field({
      type: [SanctionedOwnerRef],
      description: "The sanctioned owners, largest effective share first",
      resolve: (s) => s.owners.map((o) => inView(s.view, o)),
    }),
  }),
});

export const OwnershipRef = builder.objectRef<OwnershipView>("Ownership").implement({
  description: "An application's ownership structure with its arithmetic (docs/ownership.md)",
  fields: (t) => ({
    applicationId: t.exposeString("applicationId", { description: "The application" }),
    thresholdPercent: t.exposeFloat("thresholdPercent", { description: "The UBO threshold applied: the account's, or its lower one for HIGH risk" }),
    applicant: t.field({
      type: OwnershipNodeRef,
      nullable: true,
      description: "The node the structure is about",
      resolve: (v) => (v.applicantId ? inView(v, v.nodeById.get(v.applicantId)!) : null),
    }),
    nodes: t.field({ type: [OwnershipNodeRef], description: "Every node, oldest first", resolve: (v) => v.nodes.map((n) => inView(v, n)) }),
    node: t.field({
      type: OwnershipNodeRef,
      nullable: true,
      args: { key: t.arg.string({ required: true, description: "A node's key, e.g. a document's subject.entityKey" }) },
      description: "The node a key (a document's subject.entityKey) resolves to",
      resolve: (v, a) => {
        const found = v.nodes.find((n) => n.key === a.key);
        return found ? inView(v, found) : null;
      },
    }),
    edges: t.field({ type: [OwnershipEdgeRef], description: "Every edge, oldest first", resolve: (v) => v.edges.map((e) => inView(v, e)) }),
    effective: t.field({
      type: [EffectiveRef],
      description: "Every node with a share in the applicant, largest first",
      resolve: (v) => v.effective.map((e) => inView(v, e)),
    }),
    ubos: t.field({ type: [UboRef], description: "The ultimate beneficial owners", resolve: (v) => v.ubos.map((u) => inView(v, u)) }),
    controllingPersons: t.field({
      type: [ControllingPersonRef],
      description: "The controlling persons CRS reports (the CRS XML export uses them)",
      resolve: (v) => v.controllingPersons.map((c) => inView(v, c)),
    }),
    problems: t.field({ type: [ProblemRef], description: "Data problems: circular holdings, gaps, shares over 100 %", resolve: (v) => v.problems }),
    chartSvg: t.string({
      description: `The structure drawn as a self-contained SVG document (no script, no external reference): the applicant at the top, holders below what they hold, shares on the edges, control roles, UBOs and each node's screening state marked, a legend; past maxNodes (default ${MAX_NODES}) the smaller holders are grouped per layer and the picture says so`,
      args: { maxNodes: t.arg.int({ description: MAX_NODES_ARG }) },
      resolve: (v, a, ctx) => ownershipChartSvg(ctx.db, v, { maxNodes: maxNodesOf(a.maxNodes) }),
    }),
    sanctionedOwnership: t.field({
      type: SanctionedOwnershipRef,
      description: "The share held by sanctioned owners in aggregate, each with its paths, and whether it blocks the investor",
      resolve: async (v, _a, ctx) => inView(v, await viewSanctionedOwnership(ctx.db, v)),
    }),
  }),
});

builder.objectField(Application, "ownership", (t) =>
  t.field({
    type: OwnershipRef,
    description: "The ownership structure (nodes, edges, effective ownership with paths, UBOs, CRS controlling persons, problems); empty until nodes are added",
    // Through the request's loader: a page of applications reads its structures in one statement.
    resolve: async (app, _a, ctx) => ownershipViewFromRows(app, await ctx.loaders.ownershipRows.load(app.id)),
  }),
);
