// The ownership chart's layout (docs/ownership.md, "The chart"): which nodes are drawn, in which rows,
// and where they go. The rows are ours: the applicant alone at the top, every holder below everything
// it holds, a layer wider than MAX_PER_ROW wrapped onto further rows. The geometry is ELK's layered
// algorithm (elkjs): it keeps those rows (interactive layering), orders each row against crossings,
// routes every edge orthogonally between the boxes (an edge that skips a row runs beside the boxes of
// the rows between, never through one) and places every edge's label clear of boxes and edges. A
// hand-written layout drew a direct 5 % holding straight through the box of the indirect one beside it,
// its label on that box, reading as if the share went into it.
//
// Laying out is CPU work (about a second for 200 boxes on a busy machine): the service runs it on a
// thread of its own (layoutPool.ts); `run` here defaults to this thread, for tests and tools.
import type { ElkExtendedEdge, ElkNode, ElkPoint } from "elkjs/lib/elk-api";
import { components } from "./components";
import type { ControlRole, NodeKind, StructureEdge } from "./effective";

export type ScreeningState = "PENDING" | "CLEAR" | "IN_REVIEW" | "CONFIRMED";

export interface ChartNode {
  id: string;
  name: string;
  kind: NodeKind;
  country: string | null;
  applicant: boolean;
  ubo: boolean;
  screening: ScreeningState;
  /** Hits behind the state (open or confirmed), shown beside it. */
  hits: number;
  /** Counted as a sanctioned owner: a confirmed sanctions hit, or one awaiting review the engine called a match. */
  sanctioned: "CONFIRMED" | "POTENTIAL" | null;
  /** The node's larger effective share in the applicant (percent), which ranks it when the chart is capped. */
  weight: number;
}

export const BOX_WIDTH = 210;
export const BOX_HEIGHT = 62;
/** Room above a box for its UBO and sanctions marks, which straddle its top edge: no edge runs there. */
const BADGE_ROOM = 10;
const GAP_X = 36;
const MARGIN = 24;
export const MAX_PER_ROW = 8;
export const MAX_NODES = 40;
const LABEL_HEIGHT = 17;

export interface PlacedBox {
  /** A node's id, or `cluster:<layer>` for the box standing for a layer's nodes not drawn. */
  id: string;
  node: ChartNode | null;
  /** Nodes a cluster box stands for. */
  count: number;
  layer: number;
  x: number;
  y: number;
}

interface Point {
  x: number;
  y: number;
}

interface PlacedEdge {
  edge: StructureEdge;
  from: PlacedBox;
  to: PlacedBox;
  /** The route from the holder's box to the held one's, orthogonal: the arrow ends at the last point. */
  points: Point[];
  /** The label's box (its top left corner and size), clear of every box. */
  label: { x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  boxes: PlacedBox[];
  edges: PlacedEdge[];
  layers: number;
  width: number;
  /** Height of the drawing, without banner, notes and legend. */
  height: number;
  shown: number;
  total: number;
}

/** Lays out one ELK graph: in this thread (layoutThread.ts) or on the pool's (layoutPool.ts). */
export type RunLayout = (graph: ElkNode) => Promise<ElkNode>;

const number = (p: number) => String(Math.round(p * 100) / 100);

/** An edge's label: its share ("25 %", a range "25–50 %"), votes, or its control role. */
export function edgeLabel(edge: StructureEdge): string {
  if (edge.kind === "CONTROL") return humanRole(edge.role);
  const low = edge.percentLow ?? 0;
  const high = edge.percentHigh ?? low;
  const share = low === high ? `${number(low)} %` : `${number(low)}–${number(high)} %`;
  return edge.kind === "VOTING" ? `votes ${share}` : share;
}

export const humanRole = (role: ControlRole | null) => (role ? role.charAt(0) + role.slice(1).toLowerCase().replace(/_/g, " ") : "control");

/** A label's width as drawn (11 px text, about 6.6 px a character, and its padding). */
const labelWidth = (label: string) => [...label].length * 6.6 + 10;

/**
 * Each node's layer: 0 for the applicant's circle of holdings (and for nodes that hold nothing), else
 * one more than the deepest layer of what it holds. Components come held-before-holder from Tarjan.
 */
export function layersOf(nodes: readonly ChartNode[], edges: readonly StructureEdge[]): Map<string, number> {
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const out: number[][] = nodes.map(() => []);
  for (const e of edges) {
    const from = index.get(e.ownerId);
    const to = index.get(e.ownedId);
    if (from !== undefined && to !== undefined && from !== to) out[from]!.push(to);
  }
  const comps = components(nodes.length, (v) => out[v]!);
  const compOf = new Int32Array(nodes.length);
  comps.forEach((c, i) => c.forEach((v) => (compOf[v] = i)));
  const applicant = nodes.findIndex((n) => n.applicant);
  const layerOfComp = new Int32Array(comps.length);
  comps.forEach((members, c) => {
    if (applicant >= 0 && compOf[applicant] === c) return; // the applicant stays at the top
    let layer = 0;
    for (const v of members) for (const w of out[v]!) if (compOf[w] !== c) layer = Math.max(layer, layerOfComp[compOf[w]!]! + 1);
    layerOfComp[c] = layer;
  });
  return new Map(nodes.map((n, i) => [n.id, layerOfComp[compOf[i]!]!]));
}

/**
 * The nodes drawn: at most maxNodes, and (unless perLayer is Infinity) one row per layer, a layer wider
 * than MAX_PER_ROW keeping MAX_PER_ROW - 1 boxes beside its "+n more". The applicant first, then UBOs,
 * then the largest effective holders.
 */
function chosen(nodes: readonly ChartNode[], layerOf: Map<string, number>, maxNodes: number, perLayer: number): Set<string> {
  const size = new Map<number, number>();
  for (const n of nodes) size.set(layerOf.get(n.id)!, (size.get(layerOf.get(n.id)!) ?? 0) + 1);
  const room = (layer: number) => (size.get(layer)! <= perLayer ? perLayer : perLayer - 1);
  const ranked = nodes
    .map((n, i) => ({ n, i }))
    .sort((a, b) => Number(b.n.applicant) - Number(a.n.applicant) || Number(b.n.ubo) - Number(a.n.ubo) || b.n.weight - a.n.weight || a.i - b.i);
  const keep = new Set<string>();
  const taken = new Map<number, number>();
  for (const { n } of ranked) {
    if (keep.size >= maxNodes) break;
    const layer = layerOf.get(n.id)!;
    if ((taken.get(layer) ?? 0) >= room(layer)) continue;
    taken.set(layer, (taken.get(layer) ?? 0) + 1);
    keep.add(n.id);
  }
  return keep;
}

interface Rows {
  rows: PlacedBox[][];
  applicantId: string | null;
  drawn: StructureEdge[];
  layers: number;
  shown: number;
}

/** The boxes drawn, in rows: each layer's in the order of its neighbours' barycentre, wide layers wrapped. */
function rowsOf(nodes: readonly ChartNode[], edges: readonly StructureEdge[], maxNodes: number, perLayer: number): Rows {
  const layerOf = layersOf(nodes, edges);
  const keep = chosen(nodes, layerOf, maxNodes, perLayer);
  const layerCount = nodes.length ? Math.max(...layerOf.values()) + 1 : 0;
  const byLayer: string[][] = Array.from({ length: layerCount }, () => []);
  const omitted = new Array<number>(layerCount).fill(0);
  for (const n of nodes) {
    const layer = layerOf.get(n.id)!;
    if (keep.has(n.id)) byLayer[layer]!.push(n.id);
    else omitted[layer]!++;
  }
  const drawn = edges.filter((e) => keep.has(e.ownerId) && keep.has(e.ownedId) && e.ownerId !== e.ownedId);
  const neighbours = new Map<string, string[]>();
  for (const e of drawn) {
    neighbours.set(e.ownerId, [...(neighbours.get(e.ownerId) ?? []), e.ownedId]);
    neighbours.set(e.ownedId, [...(neighbours.get(e.ownedId) ?? []), e.ownerId]);
  }
  // Barycentre ordering against the layer above (sweeping down), then the layer below (sweeping up):
  // it decides which boxes of a wide layer share a row; ELK then orders each row.
  const position = new Map<string, number>();
  byLayer.forEach((ids) => ids.forEach((id, i) => position.set(id, ids.length > 1 ? i / (ids.length - 1) : 0.5)));
  const sortLayer = (layer: number, against: number) => {
    const ids = byLayer[layer]!;
    const key = new Map<string, number>();
    for (const id of ids) {
      const near = (neighbours.get(id) ?? []).filter((o) => layerOf.get(o) === against);
      key.set(id, near.length ? near.reduce((s, o) => s + position.get(o)!, 0) / near.length : position.get(id)!);
    }
    ids.sort((a, b) => key.get(a)! - key.get(b)!);
    ids.forEach((id, i) => position.set(id, ids.length > 1 ? i / (ids.length - 1) : 0.5));
  };
  for (let sweep = 0; sweep < 4; sweep++) {
    for (let l = 1; l < layerCount; l++) sortLayer(l, l - 1);
    for (let l = layerCount - 2; l >= 0; l--) sortLayer(l, l + 1);
  }
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const applicant = nodes.find((n) => n.applicant && keep.has(n.id));
  const rows: PlacedBox[][] = [];
  for (let layer = 0; layer < layerCount; layer++) {
    const ids = byLayer[layer]!.filter((id) => id !== applicant?.id);
    // The applicant alone at the top: its row is the first, whatever else (its circle, nodes holding nothing) is in its layer.
    if (applicant && layerOf.get(applicant.id) === layer) rows.push([{ id: applicant.id, node: applicant, count: 1, layer, x: 0, y: 0 }]);
    const entries: PlacedBox[] = ids.map((id) => ({ id, node: nodeById.get(id)!, count: 1, layer, x: 0, y: 0 }));
    if (omitted[layer]) entries.push({ id: `cluster:${layer}`, node: null, count: omitted[layer]!, layer, x: 0, y: 0 });
    for (let i = 0; i < entries.length; i += MAX_PER_ROW) rows.push(entries.slice(i, i + MAX_PER_ROW));
  }
  return { rows, applicantId: applicant?.id ?? null, drawn, layers: layerCount, shown: keep.size };
}

/**
 * The ELK graph of the rows. ELK's edges run from the held node to its holder (ELK lays out downwards,
 * and holders sit below what they hold); a box is BADGE_ROOM taller than drawn, the room above it.
 * ELK makes the layers; edges it is given but that are not drawn keep our rows: each box of a wrapped
 * row hangs from one of the row above, a box holding nothing drawn from the layer above (or from the
 * applicant), so the applicant is the only box with nothing above it and sits alone at the top. The
 * children's order is the rows': an edge against it (within a circular holding) is the one ELK reverses.
 */
function elkGraph(rows: readonly (readonly PlacedBox[])[], drawn: readonly StructureEdge[], applicantId: string | null): ElkNode {
  const children: ElkNode[] = rows.flatMap((row) => row.map((box) => ({ id: box.id, width: BOX_WIDTH, height: BOX_HEIGHT + BADGE_ROOM })));
  const edges: ElkExtendedEdge[] = drawn.map((e) => ({
    id: e.id,
    sources: [e.ownedId],
    targets: [e.ownerId],
    labels: [{ id: `label:${e.id}`, text: edgeLabel(e), width: labelWidth(edgeLabel(e)), height: LABEL_HEIGHT }],
  }));
  const above = new Set<string>(drawn.map((e) => e.ownerId));
  const hang = (from: string, to: string) => {
    // An empty label as the drawn edges have one: ELK gives each label a layer of its own between two rows.
    const id = `${UNDRAWN}${edges.length}`;
    edges.push({ id, sources: [from], targets: [to], labels: [{ id: `label:${id}`, text: " ", width: 1, height: 1 }] });
    above.add(to);
  };
  rows.forEach((row, r) => {
    const previous = rows[r - 1];
    if (previous?.length && previous[0]!.layer === row[0]!.layer) row.forEach((box, i) => hang(previous[i % previous.length]!.id, box.id));
  });
  const lastRowOfLayer = new Map<number, readonly PlacedBox[]>();
  for (const row of rows) lastRowOfLayer.set(row[0]!.layer, row);
  for (const row of rows)
    for (const box of row) {
      if (above.has(box.id) || box.id === applicantId) continue;
      const from = box.layer > 0 ? lastRowOfLayer.get(box.layer - 1)?.[0]?.id : applicantId;
      if (from) hang(from, box.id);
    }
  return {
    id: "chart",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.edgeRouting": "ORTHOGONAL",
      "elk.edgeLabels.placement": "CENTER",
      "elk.layered.cycleBreaking.strategy": "MODEL_ORDER",
      "elk.separateConnectedComponents": "false",
      // Fewer sweeps against crossings than ELK's default: a chart of 200 boxes took several seconds more
      // for few crossings fewer; crossings between edges are allowed, through boxes never.
      "elk.layered.thoroughness": "1",
      "elk.layered.crossingMinimization.greedySwitch.type": "OFF",
      "elk.randomSeed": "1",
      "elk.spacing.nodeNode": String(GAP_X),
      "elk.layered.spacing.nodeNodeBetweenLayers": "40",
      "elk.spacing.edgeNode": "14",
      "elk.layered.spacing.edgeNodeBetweenLayers": "14",
      "elk.spacing.edgeEdge": "10",
      "elk.layered.spacing.edgeEdgeBetweenLayers": "10",
      "elk.spacing.edgeLabel": "4",
      "elk.padding": `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
    },
    children,
    edges,
  };
}

/** The id prefix of the edges ELK is given to keep the rows, which are not drawn. */
const UNDRAWN = "undrawn:";

const round = (v: number) => Math.round(v * 10) / 10;

/** The route of an ELK edge as drawn: holder to held, an end on a box's top moved down onto the box past the badge room. */
function route(edge: ElkExtendedEdge, owner: ElkNode, owned: ElkNode): Point[] {
  const points: ElkPoint[] = [];
  for (const s of edge.sections ?? []) {
    for (const p of [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]) {
      const last = points[points.length - 1];
      if (!last || last.x !== p.x || last.y !== p.y) points.push(p);
    }
  }
  const onTop = (p: ElkPoint, n: ElkNode) => Math.abs(p.y - n.y!) < 0.5 && p.x >= n.x! - 0.5 && p.x <= n.x! + n.width! + 0.5;
  const drop = (p: ElkPoint, n: ElkNode) => (onTop(p, n) ? { x: p.x, y: p.y + BADGE_ROOM } : p);
  // ELK's edge runs held to holder (a reversed one's points are restored to that direction too).
  const path = points.reverse().map((p) => ({ x: round(p.x), y: round(p.y) }));
  if (path.length) {
    path[0] = drop(path[0]!, owner);
    path[path.length - 1] = drop(path[path.length - 1]!, owned);
  }
  return path;
}

/**
 * Lays out the chart. `maxNodes` caps the boxes drawn (default MAX_NODES); `perLayer` the boxes of one
 * layer (default MAX_PER_ROW: one row each); Infinity lets a wide layer wrap onto further rows instead.
 */
export async function layoutChart(
  nodes: readonly ChartNode[],
  edges: readonly StructureEdge[],
  options: { maxNodes?: number; perLayer?: number; run?: RunLayout } = {},
): Promise<ChartLayout> {
  const maxNodes = Math.max(2, options.maxNodes ?? MAX_NODES);
  const { rows, applicantId, drawn, layers, shown } = rowsOf(nodes, edges, maxNodes, Math.max(2, options.perLayer ?? MAX_PER_ROW));
  const boxes = rows.flat();
  if (!boxes.length) return { boxes: [], edges: [], layers, width: 2 * MARGIN, height: 2 * MARGIN, shown, total: nodes.length };
  const run = options.run ?? (async (graph: ElkNode) => (await import("./layoutThread.js")).layOut(graph));
  const result = await run(elkGraph(rows, drawn, applicantId));
  const placed = new Map((result.children ?? []).map((c) => [c.id, c]));
  for (const box of boxes) {
    const at = placed.get(box.id)!;
    box.x = round(at.x!);
    box.y = round(at.y! + BADGE_ROOM);
  }
  const boxById = new Map(boxes.map((b) => [b.id, b]));
  const routed = new Map((result.edges ?? []).map((e) => [e.id, e as ElkExtendedEdge]));
  return {
    boxes,
    edges: drawn.map((edge) => {
      const out = routed.get(edge.id)!;
      const label = out.labels?.[0];
      const text = edgeLabel(edge);
      return {
        edge,
        from: boxById.get(edge.ownerId)!,
        to: boxById.get(edge.ownedId)!,
        points: route(out, placed.get(edge.ownerId)!, placed.get(edge.ownedId)!),
        label: { x: round(label?.x ?? 0), y: round(label?.y ?? 0), width: label?.width ?? labelWidth(text), height: label?.height ?? LABEL_HEIGHT },
      };
    }),
    layers,
    width: Math.ceil(result.width ?? 0),
    height: Math.ceil(result.height ?? 0),
    shown,
    total: nodes.length,
  };
}
