// The ownership chart (docs/ownership.md), pure: the SVG of a layout (layout.ts: which nodes are drawn,
// in which rows, ELK's geometry). Boxes, edges routed around them, labels clear of them, a legend.
// Past maxNodes, or past one row in a layer, the chart keeps the applicant, the UBOs and the largest
// effective holders, groups the rest into one box per layer and says so in a banner: a picture of
// hundreds of boxes reads as nothing.
//
// The SVG is self-contained and inert: no script, no foreign object, no external reference (only
// #fragment links to its own markers), every text escaped.
import type { ControlRole, EdgeKind, NodeKind } from "./effective";
import { BOX_HEIGHT, BOX_WIDTH, edgeLabel, humanRole, type ChartLayout, type ChartNode, type PlacedBox, type ScreeningState } from "./layout";

export {
  BOX_HEIGHT,
  BOX_WIDTH,
  MAX_NODES,
  MAX_PER_ROW,
  edgeLabel,
  layersOf,
  layoutChart,
  type ChartLayout,
  type ChartNode,
  type ScreeningState,
} from "./layout";

const SCREENING_STATES: readonly ScreeningState[] = ["PENDING", "CLEAR", "IN_REVIEW", "CONFIRMED"];
const MARGIN = 24;
/** Characters of a name a box shows (about 7 px each at 12 px); the whole name is in the box's title. */
const NAME_CHARS = 26;

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
  // Edges under the boxes, labels over everything. Each edge names its ends, so a reader (or a test)
  // can tell the boxes it joins from those it passes.
  out.push('<g class="edges">');
  for (const pe of layout.edges) {
    const style = EDGE_STYLE[pe.edge.kind];
    const d = pe.points.map((p, i) => `${i ? "L" : "M"}${dx(p.x)},${dy(p.y)}`).join(" ");
    out.push(
      `<path class="edge edge-${pe.edge.kind.toLowerCase()}" data-edge-id="${escapeXml(pe.edge.id)}" data-from="${escapeXml(pe.from.id)}" data-to="${escapeXml(pe.to.id)}" d="${d}" fill="none" stroke="${style.colour}" stroke-width="1.6"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""} marker-end="url(#arrow-${pe.edge.kind.toLowerCase()})"/>`,
    );
  }
  out.push("</g>");
  out.push('<g class="nodes">');
  for (const box of layout.boxes) out.push(renderBox(box, dx(box.x), dy(box.y)));
  out.push("</g>");
  out.push('<g class="edge-labels">');
  for (const pe of layout.edges) {
    const label = edgeLabel(pe.edge);
    const { x, y: top, width: w, height: h } = pe.label;
    const colour = EDGE_STYLE[pe.edge.kind].colour;
    out.push(
      `<g class="edge-label" data-edge-id="${escapeXml(pe.edge.id)}"><rect x="${dx(x)}" y="${dy(top)}" width="${w.toFixed(1)}" height="${h}" rx="3" fill="#ffffff" stroke="${colour}" stroke-width="0.8"/><text x="${(dx(x) + w / 2).toFixed(1)}" y="${(dy(top) + h - 4).toFixed(1)}" text-anchor="middle" font-size="11" fill="${colour}">${escapeXml(label)}</text></g>`,
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
    `<text x="${MARGIN}" y="${y + 114}" font-size="11" fill="#616161">Arrows point from the holder to what it holds; holders sit below what they hold, the applicant at the top. In a circular holding one holder sits below the other; the edge back climbs around the boxes.</text>`,
  );
  parts.push("</g>");
  return parts.join("");
}
