// The ownership chart's layout and SVG (src/domain/ownership/chart.ts), pure: layers, no overlaps,
// the cap, labels and escaping. The browser test (test/ownership/chart.browser.test.ts) renders it.
import {
  BOX_HEIGHT,
  BOX_WIDTH,
  MAX_PER_ROW,
  edgeLabel,
  escapeXml,
  layersOf,
  layoutChart,
  renderChartSvg,
  type ChartLayout,
  type ChartNode,
} from "../../../src/domain/ownership/chart";
import type { ControlRole, NodeKind, StructureEdge } from "../../../src/domain/ownership/effective";

const node = (id: string, kind: NodeKind = "BUSINESS", extra: Partial<ChartNode> = {}): ChartNode => ({
  id,
  name: `Name ${id}`,
  kind,
  country: null,
  applicant: false,
  ubo: false,
  screening: "PENDING",
  hits: 0,
  sanctioned: null,
  weight: 0,
  ...extra,
});
let n = 0;
const owns = (owner: string, owned: string, low: number, high = low): StructureEdge => ({
  id: `e${++n}`,
  ownerId: owner,
  ownedId: owned,
  kind: "OWNERSHIP",
  percentLow: low,
  percentHigh: high,
  role: null,
});
const controls = (owner: string, owned: string, role: ControlRole): StructureEdge => ({
  id: `e${++n}`,
  ownerId: owner,
  ownedId: owned,
  kind: "CONTROL",
  percentLow: null,
  percentHigh: null,
  role,
});

function overlaps(layout: ChartLayout) {
  const found: string[] = [];
  for (const a of layout.boxes)
    for (const b of layout.boxes)
      if (a.id < b.id && a.x < b.x + BOX_WIDTH && b.x < a.x + BOX_WIDTH && a.y < b.y + BOX_HEIGHT && b.y < a.y + BOX_HEIGHT) found.push(`${a.id}/${b.id}`);
  return found;
}

describe("layers", () => {
  it("puts the applicant at the top and each holder below everything it holds", async () => {
    const nodes = [node("app", "BUSINESS", { applicant: true }), node("hold"), node("p1", "INDIVIDUAL"), node("p2", "INDIVIDUAL")];
    const edges = [owns("hold", "app", 60), owns("p1", "hold", 100), owns("p2", "app", 40), owns("p2", "hold", 0.5)];
    const layers = layersOf(nodes, edges);
    expect(layers.get("app")).toBe(0);
    expect(layers.get("hold")).toBe(1);
    expect(layers.get("p1")).toBe(2);
    // p2 holds the applicant and the holding company: below both.
    expect(layers.get("p2")).toBe(2);
    const layout = await layoutChart(nodes, edges);
    const y = (id: string) => layout.boxes.find((b) => b.id === id)!.y;
    for (const e of edges) expect(y(e.ownerId)).toBeGreaterThan(y(e.ownedId));
    expect(Math.min(...layout.boxes.map((b) => b.y))).toBe(y("app"));
  });

  it("keeps a circular holding's members on one layer, and the applicant at the top even inside a circle", async () => {
    const nodes = [node("app", "BUSINESS", { applicant: true }), node("a"), node("b"), node("c"), node("p", "INDIVIDUAL")];
    const edges = [owns("a", "app", 50), owns("b", "a", 30), owns("a", "b", 10), owns("c", "app", 50), owns("app", "c", 5), owns("p", "b", 100)];
    const layers = layersOf(nodes, edges);
    expect(layers.get("a")).toBe(layers.get("b"));
    expect(layers.get("app")).toBe(0);
    expect(layers.get("c")).toBe(0);
    expect(layers.get("p")).toBe(layers.get("a")! + 1);
    const layout = await layoutChart(nodes, edges);
    expect(overlaps(layout)).toEqual([]);
    expect(layout.boxes[0]!.id).toBe("app");
  });

  it("lays out a structure with no applicant and nodes with no edges", async () => {
    const layout = await layoutChart([node("x"), node("y"), node("z", "INDIVIDUAL")], [owns("z", "x", 10)]);
    expect(layout.boxes).toHaveLength(3);
    expect(overlaps(layout)).toEqual([]);
    expect((await layoutChart([], [])).boxes).toEqual([]);
  });
});

describe("large structures", () => {
  const wide = () => {
    const nodes = [node("app", "BUSINESS", { applicant: true })];
    const edges: StructureEdge[] = [];
    for (let i = 0; i < 60; i++) {
      nodes.push(node(`h${i}`, "INDIVIDUAL", { weight: i, ubo: i === 3 }));
      edges.push(owns(`h${i}`, "app", 1));
    }
    return { nodes, edges };
  };

  it("wraps a wide layer onto rows without overlap", async () => {
    const { nodes, edges } = wide();
    const layout = await layoutChart(nodes, edges, { maxNodes: 200, perLayer: Infinity });
    expect(layout.boxes).toHaveLength(61);
    expect(overlaps(layout)).toEqual([]);
    const rowsOfLayer1 = new Set(layout.boxes.filter((b) => b.layer === 1).map((b) => b.y));
    expect(rowsOfLayer1.size).toBe(Math.ceil(60 / MAX_PER_ROW));
  });

  it("by default keeps one row per layer: a wide layer's largest holders and UBOs, the rest grouped", async () => {
    const { nodes, edges } = wide();
    const layout = await layoutChart(nodes, edges);
    expect(layout.shown).toBe(1 + MAX_PER_ROW - 1);
    expect(new Set(layout.boxes.filter((b) => b.layer === 1).map((b) => b.y)).size).toBe(1);
    expect(layout.boxes.filter((b) => b.layer === 1)).toHaveLength(MAX_PER_ROW);
    expect(layout.boxes.map((b) => b.id)).toContain("h3");
    expect(overlaps(layout)).toEqual([]);
  });

  it("past maxNodes keeps the applicant, the UBOs and the largest holders, and groups the rest per layer", async () => {
    const { nodes, edges } = wide();
    const layout = await layoutChart(nodes, edges, { maxNodes: 10, perLayer: Infinity });
    expect(layout.shown).toBe(10);
    expect(layout.total).toBe(61);
    const drawn = layout.boxes.filter((b) => b.node).map((b) => b.id);
    expect(drawn).toContain("app");
    expect(drawn).toContain("h3"); // a UBO, however small
    expect(drawn).toContain("h59");
    const cluster = layout.boxes.find((b) => !b.node)!;
    expect(cluster.count).toBe(61 - layout.shown);
    const svg = renderChartSvg(layout);
    expect(svg).toContain(`${layout.shown} of 61 nodes drawn`);
    expect(svg).toContain(`+${cluster.count} more`);
  });
});

describe("labels and escaping", () => {
  it("labels shares, ranges, votes and roles", async () => {
    expect(edgeLabel(owns("a", "b", 25))).toBe("25 %");
    expect(edgeLabel(owns("a", "b", 25, 50))).toBe("25–50 %");
    expect(edgeLabel(owns("a", "b", 33.33333))).toBe("33.33 %");
    expect(edgeLabel({ ...owns("a", "b", 30), kind: "VOTING" })).toBe("votes 30 %");
    expect(edgeLabel(controls("a", "b", "SENIOR_MANAGING_OFFICIAL"))).toBe("Senior managing official");
  });

  it("escapes every name and writes nothing active", async () => {
    const evil = `<script>alert(1)</script>"'&`;
    const nodes = [
      node("app", "BUSINESS", { applicant: true, name: evil, country: `"><foreignObject>` }),
      node(`p"><script>`, "INDIVIDUAL", { ubo: true, screening: "CONFIRMED", hits: 2, sanctioned: "CONFIRMED" }),
    ];
    const svg = renderChartSvg(await layoutChart(nodes, [owns(`p"><script>`, "app", 100)]), { title: evil, notes: [evil], alerts: [evil] });
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<foreignObject/i);
    expect(svg).not.toMatch(/\son\w+=/i);
    expect(svg).not.toMatch(/href="(?!#)|url\((?!#)/);
    expect(svg).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;");
    expect(svg).toContain("confirmed hit (2)");
    expect(svg).toContain(">sanctioned<");
    expect(svg).toContain(">UBO<");
    expect(escapeXml("a\u0001b")).toBe("a\ufffdb");
  });

  it("draws a legend naming every screening state", async () => {
    const svg = renderChartSvg(await layoutChart([node("app", "BUSINESS", { applicant: true })], []));
    for (const label of ["screening pending", "screened: clear", "hits in review", "confirmed hit", "ultimate beneficial owner", "sanctioned"])
      expect(svg).toContain(label);
  });
});
