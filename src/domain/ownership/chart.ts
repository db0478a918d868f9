// The ownership chart (docs/ownership.md), pure: a layered layout of the structure and its SVG.
//
// The applicant sits alone at the top of the first layer; every holder sits at least one layer below
// everything it holds, so the chart reads down from the applicant to its ultimate owners and every
// holding edge points up. A circular holding's members share one layer (its edges are drawn as arcs).
// Layers wider than MAX_PER_ROW wrap onto further rows; within a layer nodes are ordered by the
// barycentre of their neighbours, a few sweeps down and up, to keep edges short and few crossing.
// Past maxNodes, or past one row in a layer, the chart keeps the applicant, the UBOs and the largest
// effective holders, groups the rest into one box per layer and says so in a banner: a picture of
// hundreds of boxes, or of edges threading through rows of boxes, reads as nothing.
//
// The SVG is self-contained and inert: no script, no foreign object, no external reference (only
// #fragment links to its own markers), every text escaped.
import { components, type ControlRole, type EdgeKind, type NodeKind } from "./effective";

const SCREENING_STATES = ["PENDING", "CLEAR", "IN_REVIEW", "CONFIRMED"] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

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

export interface ChartEdge {
  id: string;
  ownerId: string;
  ownedId: string;
  kind: EdgeKind;
  percentLow: number | null;
  percentHigh: number | null;
  role: ControlRole | null;
}

export const BOX_WIDTH = 210;
export const BOX_HEIGHT = 62;
const GAP_X = 36;
const GAP_Y = 96;
const MARGIN = 24;
export const MAX_PER_ROW = 8;
export const MAX_NODES = 40;
/** Characters of a name a box shows (about 7 px each at 12 px); the whole name is in the box's title. */
const NAME_CHARS = 26;

interface PlacedBox {
  /** A node's id, or `cluster:<layer>` for the box standing for a layer's nodes not drawn. */
  id: string;
  node: ChartNode | null;
  /** Nodes a cluster box stands for. */
  count: number;
  layer: number;
  x: number;
  y: number;
}

interface PlacedEdge {
  edge: ChartEdge;
  from: PlacedBox;
  to: PlacedBox;
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

/**
 * Each node's layer: 0 for the applicant's circle of holdings (and for nodes that hold nothing), else
 * one more than the deepest layer of what it holds. Components come held-before-holder from Tarjan.
 */
export function layersOf(nodes: readonly ChartNode[], edges: readonly ChartEdge[]): Map<string, number> {
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

/**
 * Places the boxes. `maxNodes` caps the boxes drawn (default MAX_NODES); `perLayer` the boxes of one
 * layer (default MAX_PER_ROW: one row each); Infinity lets a wide layer wrap onto further rows instead.
 */
export function layoutChart(nodes: readonly ChartNode[], edges: readonly ChartEdge[], options: { maxNodes?: number; perLayer?: number } = {}): ChartLayout {
  const maxNodes = Math.max(2, options.maxNodes ?? MAX_NODES);
  const layerOf = layersOf(nodes, edges);
  const keep = chosen(nodes, layerOf, maxNodes, Math.max(2, options.perLayer ?? MAX_PER_ROW));
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
  // Barycentre ordering against the layer above (sweeping down), then the layer below (sweeping up).
  const position = new Map<string, number>();
  const place = () => byLayer.forEach((ids) => ids.forEach((id, i) => position.set(id, ids.length > 1 ? i / (ids.length - 1) : 0.5)));
  place();
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
  // The applicant first in its row, which is centred: alone unless circular holdings or holding-less nodes join it.
  const applicant = nodes.find((n) => n.applicant && keep.has(n.id));
  if (applicant) {
    const top = byLayer[layerOf.get(applicant.id)!]!;
    top.splice(top.indexOf(applicant.id), 1);
    top.unshift(applicant.id);
  }
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const rows: { layer: number; boxes: PlacedBox[] }[] = [];
  for (let layer = 0; layer < layerCount; layer++) {
    const entries: PlacedBox[] = byLayer[layer]!.map((id) => ({ id, node: nodeById.get(id)!, count: 1, layer, x: 0, y: 0 }));
    if (omitted[layer]) entries.push({ id: `cluster:${layer}`, node: null, count: omitted[layer]!, layer, x: 0, y: 0 });
    for (let i = 0; i < entries.length; i += MAX_PER_ROW) rows.push({ layer, boxes: entries.slice(i, i + MAX_PER_ROW) });
  }
  const widest = Math.max(1, ...rows.map((r) => r.boxes.length));
  const width = 2 * MARGIN + widest * BOX_WIDTH + (widest - 1) * GAP_X;
  rows.forEach((row, r) => {
    const rowWidth = row.boxes.length * BOX_WIDTH + (row.boxes.length - 1) * GAP_X;
    const start = (width - rowWidth) / 2;
    row.boxes.forEach((box, i) => {
      box.x = start + i * (BOX_WIDTH + GAP_X);
      box.y = MARGIN + r * (BOX_HEIGHT + GAP_Y);
    });
  });
  const boxes = rows.flatMap((r) => r.boxes);
  const boxById = new Map(boxes.map((b) => [b.id, b]));
  return {
    boxes,
    edges: drawn.map((edge) => ({ edge, from: boxById.get(edge.ownerId)!, to: boxById.get(edge.ownedId)! })),
    layers: layerCount,
    width,
    height: rows.length ? 2 * MARGIN + rows.length * BOX_HEIGHT + (rows.length - 1) * GAP_Y : 2 * MARGIN,
    shown: keep.size,
    total: nodes.length,
  };
}

/** Text for SVG content and attribute values alike. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "\ufffd")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const shorten = (text: string, max: number) => ([...text].length > max ? [...text].slice(0, max - 1).join("") + "…" : text);
const number = (p: number) => String(Math.round(p * 100) / 100);

/** An edge's label: its share ("25 %", a range "25–50 %"), votes, or its control role. */
export function edgeLabel(edge: ChartEdge): string {
  if (edge.kind === "CONTROL") return humanRole(edge.role);
  const low = edge.percentLow ?? 0;
  const high = edge.percentHigh ?? low;
  const share = low === high ? `${number(low)} %` : `${number(low)}–${number(high)} %`;
  return edge.kind === "VOTING" ? `votes ${share}` : share;
}

const humanRole = (role: ControlRole | null) => (role ? role.charAt(0) + role.slice(1).toLowerCase().replace(/_/g, " ") : "control");
const humanKind = (kind: NodeKind) =>
  kind === "LISTED_COMPANY" ? "Listed company" : kind === "REGULATED_ENTITY" ? "Regulated entity" : humanRole(kind as ControlRole);

const SCREENING_STYLE: Record<ScreeningState, { colour: string; label: string }> = {
  PENDING: { colour: "#78808a", label: "screening pending" },
  CLEAR: { colour: "#2e7d32", label: "screened: clear" },
  IN_REVIEW: { colour: "#b26a00", label: "hits in review" },
  CONFIRMED: { colour: "#c62828", label: "confirmed hit" },
};

function screeningText(node: Pick<ChartNode, "screening" | "hits">): string {
  const { label } = SCREENING_STYLE[node.screening];
  return node.hits && (node.screening === "IN_REVIEW" || node.screening === "CONFIRMED") ? `${label} (${node.hits})` : label;
}

const SANCTIONED_LABEL = { CONFIRMED: "sanctioned", POTENTIAL: "sanctioned?" } as const;

const EDGE_STYLE: Record<EdgeKind, { colour: string; dash: string }> = {
  OWNERSHIP: { colour: "#37474f", dash: "" },
  VOTING: { colour: "#1565c0", dash: "" },
  CONTROL: { colour: "#6a1b9a", dash: "6 4" },
};

/** Where an edge leaves or reaches a box: the top or bottom middle, spread a little by its index there. */
function anchor(box: PlacedBox, side: "top" | "bottom", slot: number, slots: number) {
  const spread = Math.min(BOX_WIDTH - 40, 24 * (slots - 1));
  const x = box.x + BOX_WIDTH / 2 + (slots > 1 ? -spread / 2 + (spread * slot) / (slots - 1) : 0);
  return { x, y: side === "top" ? box.y : box.y + BOX_HEIGHT };
}

function edgeGeometry(layout: ChartLayout) {
  // Spread the edges meeting at one side of a box so their arrows and labels do not sit on each other.
  const ends = new Map<string, PlacedEdge[]>();
  const sideOf = (pe: PlacedEdge, end: "from" | "to") => {
    const box = pe[end];
    const other = end === "from" ? pe.to : pe.from;
    return other.y < box.y ? "top" : "bottom";
  };
  for (const pe of layout.edges)
    for (const end of ["from", "to"] as const) {
      const key = `${pe[end].id}|${sideOf(pe, end)}`;
      ends.set(key, [...(ends.get(key) ?? []), pe]);
    }
  const order = (key: string, pe: PlacedEdge, end: "from" | "to") => {
    const list = ends
      .get(key)!
      .slice()
      .sort((a, b) => {
        const ax = (end === "from" ? a.to : a.from).x;
        const bx = (end === "from" ? b.to : b.from).x;
        return ax - bx;
      });
    return { slot: list.indexOf(pe), slots: list.length };
  };
  return layout.edges.map((pe) => {
    const fromSide = sideOf(pe, "from");
    const toSide = sideOf(pe, "to");
    const a = order(`${pe.from.id}|${fromSide}`, pe, "from");
    const b = order(`${pe.to.id}|${toSide}`, pe, "to");
    const start = anchor(pe.from, fromSide, a.slot, a.slots);
    const end = anchor(pe.to, toSide, b.slot, b.slots);
    if (pe.from.y === pe.to.y) {
      // Same row (a circular holding, or a node beside the applicant): an arc below the row.
      const dip = GAP_Y * 0.55 + 8 * (a.slot % 3);
      const midX = (start.x + end.x) / 2;
      return { pe, d: `M${start.x},${start.y} C${start.x},${start.y + dip} ${end.x},${end.y + dip} ${end.x},${end.y}`, lx: midX, ly: start.y + dip * 0.75 };
    }
    // Label nearer the holder's end, stepped per slot, so labels of edges into one box do not collide.
    const t = 0.3 + 0.12 * (a.slot % 3);
    return { pe, d: `M${start.x},${start.y} L${end.x},${end.y}`, lx: start.x + (end.x - start.x) * t, ly: start.y + (end.y - start.y) * t };
  });
}

const LEGEND_HEIGHT = 150;

/** The chart as a self-contained SVG document. `notes` (data problems) are listed under the drawing. */
export function renderChartSvg(layout: ChartLayout, options: { title?: string; notes?: string[]; alerts?: string[] } = {}): string {
  const alerts = options.alerts ?? [];
  const all = options.notes ?? [];
  const notes = all.length > 6 ? [...all.slice(0, 5), `… and ${all.length - 5} more (the ownership read lists every problem)`] : all;
  const capped = layout.shown < layout.total;
  const bannerHeight = (options.title ? 28 : 0) + (capped ? 22 : 0) + (layout.total === 0 ? 22 : 0) + alerts.length * 22;
  const legendWidth = 1180;
  const width = Math.max(layout.width, legendWidth + 2 * MARGIN);
  const notesHeight = notes.length ? 22 + notes.length * 18 : 0;
  const height = bannerHeight + layout.height + notesHeight + LEGEND_HEIGHT;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="12" role="img" aria-label="Ownership chart">`,
  );
  out.push(`<title>${escapeXml(options.title ?? "Ownership chart")}</title>`);
  out.push("<defs>");
  for (const [kind, style] of Object.entries(EDGE_STYLE))
    out.push(
      `<marker id="arrow-${kind.toLowerCase()}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${style.colour}"/></marker>`,
    );
  out.push("</defs>");
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  let y = 0;
  if (options.title) {
    out.push(`<text class="chart-title" x="${MARGIN}" y="${y + 22}" font-size="16" font-weight="bold" fill="#212121">${escapeXml(options.title)}</text>`);
    y += 28;
  }
  for (const alert of alerts) {
    out.push(`<text class="chart-alert" x="${MARGIN}" y="${y + 16}" font-weight="bold" fill="#b71c1c">${escapeXml(alert)}</text>`);
    y += 22;
  }
  if (capped) {
    out.push(
      `<text class="chart-capped" x="${MARGIN}" y="${y + 16}" fill="#b71c1c">${escapeXml(
        `Large structure: ${layout.shown} of ${layout.total} nodes drawn (the applicant, the UBOs and the largest holders); ${layout.total - layout.shown} more are grouped per layer in "+n more" boxes. The ownership read lists every node.`,
      )}</text>`,
    );
    y += 22;
  }
  if (layout.total === 0) {
    out.push(`<text class="chart-empty" x="${MARGIN}" y="${y + 16}" fill="#424242">No ownership structure recorded yet.</text>`);
    y += 22;
  }
  const dy = (value: number) => value + bannerHeight;
  const width0 = layout.width < width ? (width - layout.width) / 2 : 0;
  const dx = (value: number) => value + width0;
  // Edges under the boxes, labels over everything.
  const geometry = edgeGeometry(layout);
  out.push('<g class="edges">');
  for (const g of geometry) {
    const style = EDGE_STYLE[g.pe.edge.kind];
    const d = g.d.replace(/(-?[\d.]+),(-?[\d.]+)/g, (_m, px: string, py: string) => `${dx(Number(px))},${dy(Number(py))}`);
    out.push(
      `<path class="edge edge-${g.pe.edge.kind.toLowerCase()}" data-edge-id="${escapeXml(g.pe.edge.id)}" d="${d}" fill="none" stroke="${style.colour}" stroke-width="1.6"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""} marker-end="url(#arrow-${g.pe.edge.kind.toLowerCase()})"/>`,
    );
  }
  out.push("</g>");
  out.push('<g class="nodes">');
  for (const box of layout.boxes) out.push(renderBox(box, dx(box.x), dy(box.y)));
  out.push("</g>");
  out.push('<g class="edge-labels">');
  for (const g of geometry) {
    const label = edgeLabel(g.pe.edge);
    const w = [...label].length * 6.6 + 10;
    const x = dx(g.lx);
    const ly = dy(g.ly);
    out.push(
      `<g class="edge-label" data-edge-id="${escapeXml(g.pe.edge.id)}"><rect x="${(x - w / 2).toFixed(1)}" y="${(ly - 9).toFixed(1)}" width="${w.toFixed(1)}" height="17" rx="3" fill="#ffffff" stroke="${EDGE_STYLE[g.pe.edge.kind].colour}" stroke-width="0.8"/><text x="${x.toFixed(1)}" y="${(ly + 4).toFixed(1)}" text-anchor="middle" font-size="11" fill="${EDGE_STYLE[g.pe.edge.kind].colour}">${escapeXml(label)}</text></g>`,
    );
  }
  out.push("</g>");
  y = bannerHeight + layout.height;
  if (notes.length) {
    out.push(`<g class="chart-notes"><text x="${MARGIN}" y="${y + 14}" font-weight="bold" fill="#b71c1c">Data problems</text>`);
    notes.forEach((note, i) => out.push(`<text x="${MARGIN}" y="${y + 32 + i * 18}" fill="#424242">${escapeXml(shorten(note, 140))}</text>`));
    out.push("</g>");
    y += notesHeight;
  }
  out.push(renderLegend(y));
  out.push("</svg>");
  return out.join("\n");
}

function renderBox(box: PlacedBox, x: number, y: number): string {
  const id = escapeXml(box.id);
  if (!box.node) {
    return [
      `<g class="cluster" data-node-id="${id}">`,
      `<rect class="box" x="${x}" y="${y}" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" rx="6" fill="#f5f5f5" stroke="#9e9e9e" stroke-dasharray="4 3"/>`,
      `<text x="${x + BOX_WIDTH / 2}" y="${y + 27}" text-anchor="middle" font-weight="bold" fill="#424242">+${box.count} more</text>`,
      `<text x="${x + BOX_WIDTH / 2}" y="${y + 45}" text-anchor="middle" font-size="11" fill="#616161">not drawn in this layer</text>`,
      "</g>",
    ].join("");
  }
  const node = box.node;
  const screening = SCREENING_STYLE[node.screening];
  const person = node.kind === "INDIVIDUAL";
  const parts = [
    `<g class="node${node.applicant ? " applicant" : ""}${node.ubo ? " ubo" : ""}" data-node-id="${id}" data-screening="${node.screening}">`,
    `<title>${escapeXml(`${node.name} (${humanKind(node.kind)}${node.country ? `, ${node.country}` : ""}) — ${screeningText(node)}${node.sanctioned ? ` — ${SANCTIONED_LABEL[node.sanctioned]}` : ""}${node.ubo ? " — UBO" : ""}`)}</title>`,
    `<rect class="box" x="${x}" y="${y}" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" rx="${person ? 18 : 4}" fill="${node.applicant ? "#e3f2fd" : "#ffffff"}" stroke="${node.applicant ? "#0d47a1" : "#546e7a"}" stroke-width="${node.applicant ? 2.5 : 1.2}"/>`,
    // The screening state is a coloured stripe and a label: colour alone says nothing to some readers.
    `<rect class="screening-mark" x="${x + 1}" y="${y + BOX_HEIGHT - 17}" width="${BOX_WIDTH - 2}" height="16" rx="${person ? 8 : 2}" fill="${screening.colour}"/>`,
    `<text class="screening-label" x="${x + 10}" y="${y + BOX_HEIGHT - 5}" font-size="11" fill="#ffffff" font-weight="bold">${escapeXml(screeningText(node))}</text>`,
    `<text class="name" x="${x + 10}" y="${y + 22}" font-weight="bold" fill="#212121">${escapeXml(shorten(node.name, NAME_CHARS))}</text>`,
    `<text class="kind" x="${x + 10}" y="${y + 37}" font-size="11" fill="#546e7a">${escapeXml(
      `${node.applicant ? "Applicant · " : ""}${humanKind(node.kind)}${node.country ? ` · ${node.country}` : ""}`,
    )}</text>`,
  ];
  if (node.sanctioned) {
    const label = SANCTIONED_LABEL[node.sanctioned];
    const w = [...label].length * 6.4 + 14;
    parts.push(
      `<g class="sanction-mark"><rect x="${x + 6}" y="${y - 9}" width="${w}" height="18" rx="9" fill="#b71c1c" stroke="#5d0000"/><text x="${x + 6 + w / 2}" y="${y + 4}" text-anchor="middle" font-size="11" font-weight="bold" fill="#ffffff">${label}</text></g>`,
    );
  }
  if (node.ubo)
    parts.push(
      `<g class="ubo-mark"><rect x="${x + BOX_WIDTH - 44}" y="${y - 9}" width="40" height="18" rx="9" fill="#ffd54f" stroke="#8d6e00"/><text x="${x + BOX_WIDTH - 24}" y="${y + 4}" text-anchor="middle" font-size="11" font-weight="bold" fill="#3e2723">UBO</text></g>`,
    );
  parts.push("</g>");
  return parts.join("");
}

function renderLegend(top: number): string {
  const y = top + 16;
  const parts = [`<g class="legend"><text x="${MARGIN}" y="${y + 4}" font-weight="bold" fill="#212121">Legend</text>`];
  SCREENING_STATES.forEach((state, i) => {
    const x = MARGIN + i * 180;
    parts.push(
      `<rect x="${x}" y="${y + 14}" width="170" height="16" rx="2" fill="${SCREENING_STYLE[state].colour}"/><text x="${x + 8}" y="${y + 26}" font-size="11" font-weight="bold" fill="#ffffff">${SCREENING_STYLE[state].label}</text>`,
    );
  });
  const row2 = y + 52;
  parts.push(
    `<rect x="${MARGIN}" y="${row2 - 12}" width="40" height="18" rx="9" fill="#ffd54f" stroke="#8d6e00"/><text x="${MARGIN + 20}" y="${row2 + 1}" text-anchor="middle" font-size="11" font-weight="bold" fill="#3e2723">UBO</text>`,
    `<text x="${MARGIN + 48}" y="${row2 + 1}" fill="#424242">ultimate beneficial owner</text>`,
    `<rect x="${MARGIN + 230}" y="${row2 - 12}" width="40" height="18" rx="3" fill="#e3f2fd" stroke="#0d47a1" stroke-width="2.5"/><text x="${MARGIN + 278}" y="${row2 + 1}" fill="#424242">applicant (top)</text>`,
    `<rect x="${MARGIN + 400}" y="${row2 - 12}" width="40" height="18" rx="9" fill="#ffffff" stroke="#546e7a"/><text x="${MARGIN + 448}" y="${row2 + 1}" fill="#424242">person</text>`,
    `<rect x="${MARGIN + 520}" y="${row2 - 12}" width="40" height="18" rx="2" fill="#ffffff" stroke="#546e7a"/><text x="${MARGIN + 568}" y="${row2 + 1}" fill="#424242">entity or arrangement</text>`,
    `<rect x="${MARGIN + 730}" y="${row2 - 12}" width="76" height="18" rx="9" fill="#b71c1c" stroke="#5d0000"/><text x="${MARGIN + 768}" y="${row2 + 1}" text-anchor="middle" font-size="11" font-weight="bold" fill="#ffffff">sanctioned</text><text x="${MARGIN + 814}" y="${row2 + 1}" fill="#424242">sanctions hit counted in the 50 % rule (? awaiting review)</text>`,
  );
  const row3 = y + 84;
  const kinds: [EdgeKind, string][] = [
    ["OWNERSHIP", "shares held (25 %, a range 25–50 %)"],
    ["VOTING", "votes held"],
    ["CONTROL", "control, labelled with its role"],
  ];
  kinds.forEach(([kind, text], i) => {
    const x = MARGIN + i * 310;
    const style = EDGE_STYLE[kind];
    parts.push(
      `<line x1="${x}" y1="${row3}" x2="${x + 44}" y2="${row3}" stroke="${style.colour}" stroke-width="1.6"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""} marker-end="url(#arrow-${kind.toLowerCase()})"/><text x="${x + 52}" y="${row3 + 4}" fill="#424242">${text}</text>`,
    );
  });
  parts.push(
    `<text x="${MARGIN}" y="${y + 114}" font-size="11" fill="#616161">Arrows point from the holder to what it holds; holders sit below what they hold, the applicant at the top. Circular holdings share a row and are joined by arcs.</text>`,
  );
  parts.push("</g>");
  return parts.join("");
}
