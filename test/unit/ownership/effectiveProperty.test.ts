// Effective ownership (src/domain/ownership/effective.ts) against an independent computation: the power
// series, i.e. the sum over every walk of length 1..K from a node to the applicant (a walk ends when it
// reaches the applicant), each walk worth the product of its shares. On random structures, circles
// through the applicant included, with every node's holdings summing below 90 % so the series converges.
import fc from "fast-check";
import { analyse, type StructureEdge, type StructureNode } from "../../../src/domain/ownership/effective";

const SEED = 20261207;

interface Graph {
  size: number;
  edges: { from: number; to: number; percent: number }[];
}

/** Sum over walks of length <= rounds, by the plain recurrence x_{k+1} = b + A x_k, over the whole graph at once. */
function powerSeries(g: Graph, applicant: number, rounds: number): number[] {
  let x = new Array<number>(g.size).fill(0);
  for (let k = 0; k < rounds; k++) {
    const next = new Array<number>(g.size).fill(0);
    for (const e of g.edges) {
      if (e.from === applicant) continue;
      next[e.from] += (e.percent / 100) * (e.to === applicant ? 1 : x[e.to]!);
    }
    x = next;
  }
  return x;
}

/** Every walk of a small graph listed one by one, up to a length, for the smallest structures. */
function walks(g: Graph, from: number, applicant: number, maxLength: number): number {
  let total = 0;
  const stack: [number, number, number][] = [[from, 1, 0]];
  while (stack.length) {
    const [v, worth, length] = stack.pop()!;
    if (length === maxLength) continue;
    for (const e of g.edges) {
      if (e.from !== v) continue;
      if (e.to === applicant) total += worth * (e.percent / 100);
      else stack.push([e.to, worth * (e.percent / 100), length + 1]);
    }
  }
  return total;
}

const graphArb = (maxSize: number, maxEdges: number) =>
  fc
    .integer({ min: 2, max: maxSize })
    .chain((size) =>
      fc.record({
        size: fc.constant(size),
        raw: fc.uniqueArray(
          fc.record({ from: fc.integer({ min: 0, max: size - 1 }), to: fc.integer({ min: 0, max: size - 1 }), weight: fc.integer({ min: 1, max: 100 }) }),
          { maxLength: maxEdges, selector: (e) => `${e.from}>${e.to}` },
        ),
        budget: fc.integer({ min: 10, max: 90 }),
      }),
    )
    .map(({ size, raw, budget }) => {
      const edges = raw.filter((e) => e.from !== e.to);
      // Each holder's shares scaled to sum to `budget` percent at most: the series converges geometrically.
      const out = new Map<number, number>();
      for (const e of edges) out.set(e.from, (out.get(e.from) ?? 0) + e.weight);
      return {
        size,
        edges: edges.map((e) => ({ from: e.from, to: e.to, percent: (e.weight / out.get(e.from)!) * budget })),
      } satisfies Graph;
    });

function structureOf(g: Graph): { nodes: StructureNode[]; edges: StructureEdge[] } {
  return {
    nodes: Array.from({ length: g.size }, (_, i) => ({ id: `n${i}`, kind: "BUSINESS" as const, applicant: i === 0 })),
    edges: g.edges.map((e, i) => ({
      id: `e${i}`,
      ownerId: `n${e.from}`,
      ownedId: `n${e.to}`,
      kind: "OWNERSHIP" as const,
      percentLow: e.percent,
      percentHigh: e.percent,
      role: null,
    })),
  };
}

describe("effective ownership against the power series", () => {
  it("agrees on random structures of up to 12 nodes, circles through the applicant included", () => {
    fc.assert(
      fc.property(graphArb(12, 40), (g) => {
        const { nodes, edges } = structureOf(g);
        const analysis = analyse(nodes, edges, 25);
        const expected = powerSeries(g, 0, 600);
        for (let v = 1; v < g.size; v++) {
          const found = analysis.effective.find((e) => e.nodeId === `n${v}`)?.ownership.high ?? 0;
          expect(found).toBeCloseTo(expected[v]! * 100, 5);
        }
        expect(analysis.problems.some((p) => p.code === "NOT_CONVERGENT")).toBe(false);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("agrees with every walk listed one by one on the smallest structures", () => {
    fc.assert(
      fc.property(graphArb(4, 8), (g) => {
        const { nodes, edges } = structureOf(g);
        const analysis = analyse(nodes, edges, 25);
        for (let v = 1; v < g.size; v++) {
          const found = analysis.effective.find((e) => e.nodeId === `n${v}`)?.ownership.high ?? 0;
          // Walks of up to 14 holdings: what is left is at most 0.9^14 of a holder's worth... bounded below 1e-4 of a percent once shares are small.
          expect(Math.abs(found - walks(g, v, 0, 14) * 100)).toBeLessThan(100 * Math.pow(0.9, 14) + 1e-6);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe("a circle through the applicant", () => {
  // C holds 40 % of A (the applicant), A holds 10 % of C, P holds 90 % of C.
  const nodes: StructureNode[] = [
    { id: "A", kind: "BUSINESS", applicant: true },
    { id: "C", kind: "BUSINESS", applicant: false },
    { id: "P", kind: "INDIVIDUAL", applicant: false },
  ];
  const edge = (id: string, ownerId: string, ownedId: string, percent: number): StructureEdge => ({
    id,
    ownerId,
    ownedId,
    kind: "OWNERSHIP",
    percentLow: percent,
    percentHigh: percent,
    role: null,
  });
  const edges = [edge("e1", "C", "A", 40), edge("e2", "A", "C", 10), edge("e3", "P", "C", 90)];

  it("gives C 40 % and P 36 %, P a UBO, and reports the circle", () => {
    // Whatever order the edges and nodes come in.
    for (const order of [edges, [...edges].reverse(), [edges[1]!, edges[2]!, edges[0]!]])
      for (const ns of [nodes, [...nodes].reverse()]) {
        const a = analyse(ns, order, 25);
        expect(a.effective.find((e) => e.nodeId === "C")?.ownership).toEqual({ low: 40, high: 40 });
        expect(a.effective.find((e) => e.nodeId === "P")?.ownership).toEqual({ low: 36, high: 36 });
        expect(a.ubos.map((u) => u.nodeId)).toEqual(["P"]);
        expect(a.problems.map((p) => p.code)).toContain("CIRCULAR_HOLDING");
        expect(a.problems.map((p) => p.code)).not.toContain("NOT_CONVERGENT");
      }
  });

  it("solves a circle of 99.9 % exactly, and reports one of 100 % as not convergent", () => {
    const near = analyse(
      nodes.slice(0, 2).concat({ id: "D", kind: "BUSINESS", applicant: false }),
      [edge("x1", "C", "A", 0.1), edge("x2", "C", "D", 99.9), edge("x3", "D", "C", 100)],
      25,
    );
    // C = 0.1 % + 99.9 % of C: C = 0.1 / 0.1 % = 100 %.
    expect(near.effective.find((e) => e.nodeId === "C")?.ownership.high).toBeCloseTo(100, 6);
    const full = analyse(
      nodes.slice(0, 2).concat({ id: "D", kind: "BUSINESS", applicant: false }),
      [edge("y1", "C", "A", 10), edge("y2", "C", "D", 100), edge("y3", "D", "C", 100)],
      25,
    );
    expect(full.problems.map((p) => p.code)).toContain("NOT_CONVERGENT");
  });
});
