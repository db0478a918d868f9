// The ownership arithmetic (src/domain/ownership/effective.ts) on structures small enough to check by hand.
import { analyse, type StructureEdge, type StructureNode, type NodeKind, type ControlRole } from "../../../src/domain/ownership/effective";
import fc from "fast-check";
import { pathsOf } from "../../../src/domain/ownership/paths";

const node = (id: string, kind: NodeKind, applicant = false): StructureNode => ({ id, kind, applicant });
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
const effectiveOf = (a: ReturnType<typeof analyse>, id: string) => a.effective.find((e) => e.nodeId === id)?.ownership;

describe("the worked example: a holding company owned 60 % by a trust and 40 % by a company", () => {
  // HoldCo (the applicant) <- 60 % Trust, 40 % OpCo; OpCo <- Alice 50 %, Bob 30 %, Chen 20 %.
  // The trust's settlor is Sam, its trustee Tina. Alice: 40 % x 50 % = 20 %; Bob 12 %; Chen 8 %.
  const nodes = [
    node("holdco", "BUSINESS", true),
    node("trust", "TRUST"),
    node("opco", "BUSINESS"),
    node("alice", "INDIVIDUAL"),
    node("bob", "INDIVIDUAL"),
    node("chen", "INDIVIDUAL"),
    node("sam", "INDIVIDUAL"),
    node("tina", "INDIVIDUAL"),
  ];
  const edges = [
    owns("trust", "holdco", 60),
    owns("opco", "holdco", 40),
    owns("alice", "opco", 50),
    owns("bob", "opco", 30),
    owns("chen", "opco", 20),
    controls("sam", "trust", "SETTLOR"),
    controls("tina", "trust", "TRUSTEE"),
  ];

  it("multiplies shares along each path", () => {
    const a = analyse(nodes, edges, 25);
    expect(effectiveOf(a, "trust")).toEqual({ low: 60, high: 60 });
    expect(effectiveOf(a, "opco")).toEqual({ low: 40, high: 40 });
    expect(effectiveOf(a, "alice")).toEqual({ low: 20, high: 20 });
    expect(effectiveOf(a, "bob")).toEqual({ low: 12, high: 12 });
    expect(effectiveOf(a, "chen")).toEqual({ low: 8, high: 8 });
    expect(a.problems).toEqual([]);
  });

  it("names the trust's settlor and trustee at 25 %, and adds Alice and Bob at a 10 % threshold", () => {
    const at25 = analyse(nodes, edges, 25);
    expect(at25.ubos.map((u) => [u.nodeId, u.reasons, u.roles]).sort()).toEqual([
      ["sam", ["TRUST_ROLE"], ["SETTLOR"]],
      ["tina", ["TRUST_ROLE"], ["TRUSTEE"]],
    ]);
    const at10 = analyse(nodes, edges, 10);
    expect(at10.ubos.map((u) => u.nodeId)).toEqual(["alice", "bob", "sam", "tina"]);
    expect(at10.controllingPersons).toEqual([
      { nodeId: "alice", type: "CRS801" },
      { nodeId: "bob", type: "CRS801" },
      { nodeId: "sam", type: "CRS804" },
      { nodeId: "tina", type: "CRS805" },
    ]);
  });

  it("lists the path behind each figure", () => {
    const paths = pathsOf(nodes, edges, ["alice", "trust"]);
    expect(paths.get("alice")).toEqual({
      paths: [{ nodeIds: ["alice", "opco", "holdco"], edgeIds: [edges[2]!.id, edges[1]!.id], percent: { low: 20, high: 20 } }],
      truncated: false,
    });
    expect(paths.get("trust")!.paths[0]!.percent).toEqual({ low: 60, high: 60 });
  });
});

describe("circular holdings", () => {
  // A and B each hold 50 % of T; A holds 40 % of B and B 20 % of A; P holds 80 % of A, Q 60 % of B.
  // eff(A) = 0.5 + 0.4 eff(B), eff(B) = 0.5 + 0.2 eff(A), so eff(A) = 0.7 / 0.92 = 76.0869565 %.
  const nodes = [node("t", "BUSINESS", true), node("a", "BUSINESS"), node("b", "BUSINESS"), node("p", "INDIVIDUAL"), node("q", "INDIVIDUAL")];
  const edges = [owns("a", "t", 50), owns("b", "t", 50), owns("a", "b", 40), owns("b", "a", 20), owns("p", "a", 80), owns("q", "b", 60)];

  it("solves the circle in closed form and reports it", () => {
    const a = analyse(nodes, edges, 25);
    expect(effectiveOf(a, "a")!.low).toBeCloseTo(76.0869565, 5);
    expect(effectiveOf(a, "b")!.low).toBeCloseTo(65.2173913, 5);
    expect(effectiveOf(a, "p")!.low).toBeCloseTo(60.8695652, 5);
    expect(effectiveOf(a, "q")!.low).toBeCloseTo(39.1304348, 5);
    expect(a.problems).toEqual([expect.objectContaining({ code: "CIRCULAR_HOLDING", nodeIds: expect.arrayContaining(["a", "b"]) })]);
    expect(a.ubos.map((u) => u.nodeId)).toEqual(["p", "q"]);
  });

  it("lists simple paths only (the figure also counts the trips round the circle)", () => {
    const { paths } = pathsOf(nodes, edges, ["p"]).get("p")!;
    expect(paths.map((p) => [p.nodeIds.join(">"), p.percent.low])).toEqual([
      ["p>a>t", 40],
      ["p>a>b>t", 16],
    ]);
  });

  it("reports a circle of 100 % as not convergent", () => {
    const a = analyse(
      [node("t", "BUSINESS", true), node("x", "BUSINESS"), node("y", "BUSINESS")],
      [owns("x", "t", 10), owns("x", "y", 100), owns("y", "x", 100)],
      25,
    );
    expect(a.problems.map((p) => p.code)).toEqual(expect.arrayContaining(["CIRCULAR_HOLDING", "NOT_CONVERGENT"]));
  });
});

describe("data problems", () => {
  it("reports a gap: an entity whose recorded holders own less than 100 %", () => {
    const a = analyse([node("t", "BUSINESS", true), node("x", "INDIVIDUAL")], [owns("x", "t", 60)], 25);
    expect(a.problems).toEqual([expect.objectContaining({ code: "OWNERSHIP_GAP", nodeIds: ["t"], percent: { low: 60, high: 60 } })]);
  });

  it("reports shares adding up to more than 100 %", () => {
    const a = analyse([node("t", "BUSINESS", true), node("x", "INDIVIDUAL"), node("y", "INDIVIDUAL")], [owns("x", "t", 70), owns("y", "t", 50)], 25);
    expect(a.problems).toEqual([expect.objectContaining({ code: "OVER_100_PERCENT", nodeIds: ["t"], percent: { low: 120, high: 120 } })]);
  });

  it("reports a structure without an applicant", () => {
    expect(analyse([node("x", "INDIVIDUAL")], [], 25).problems.map((p) => p.code)).toEqual(["NO_APPLICANT"]);
  });
});

describe("beneficial owners", () => {
  it("counts a range by its high end against the threshold", () => {
    const a = analyse([node("t", "BUSINESS", true), node("x", "INDIVIDUAL"), node("y", "INDIVIDUAL")], [owns("x", "t", 20, 30), owns("y", "t", 70, 80)], 25);
    expect(effectiveOf(a, "x")).toEqual({ low: 20, high: 30 });
    expect(a.ubos.map((u) => u.nodeId)).toEqual(["y", "x"]);
  });

  it("stops at a listed company: its shareholders are not looked through", () => {
    const a = analyse([node("t", "BUSINESS", true), node("l", "LISTED_COMPANY"), node("x", "INDIVIDUAL")], [owns("l", "t", 100), owns("x", "l", 90)], 25);
    expect(a.effective.map((e) => e.nodeId)).toEqual(["l"]);
    expect(a.ubos).toEqual([]);
  });

  it("names who controls through a chain of majorities though their effective share is small", () => {
    // X 51 % of A, A 51 % of B, B 51 % of T: 13.27 % effective, but X controls T.
    const nodes = [node("t", "BUSINESS", true), node("a", "BUSINESS"), node("b", "BUSINESS"), node("x", "INDIVIDUAL"), node("attorney", "INDIVIDUAL")];
    const edges = [owns("x", "a", 51), owns("a", "b", 51), owns("b", "t", 51), controls("attorney", "a", "POWER_OF_ATTORNEY")];
    const a = analyse(nodes, edges, 25);
    expect(a.ubos.map((u) => [u.nodeId, u.reasons])).toEqual([
      ["x", ["MAJORITY_CONTROL"]],
      ["attorney", ["CONTROL"]],
    ]);
    expect(a.controllingPersons.map((c) => c.type)).toEqual(["CRS801", "CRS802"]);
  });

  it("falls back on the senior managing official when nobody crosses the threshold, flagged", () => {
    const people = ["p1", "p2", "p3", "p4", "p5"];
    const nodes = [node("t", "BUSINESS", true), node("smo", "INDIVIDUAL"), node("dir", "INDIVIDUAL"), ...people.map((p) => node(p, "INDIVIDUAL"))];
    const edges = [...people.map((p) => owns(p, "t", 20)), controls("smo", "t", "SENIOR_MANAGING_OFFICIAL"), controls("dir", "t", "DIRECTOR")];
    const a = analyse(nodes, edges, 25);
    expect(a.ubos).toEqual([expect.objectContaining({ nodeId: "smo", reasons: ["SENIOR_MANAGING_OFFICIAL"], fallback: true })]);
    expect(a.controllingPersons).toEqual([{ nodeId: "smo", type: "CRS803" }]);
  });

  it("counts voting rights recorded apart from shares", () => {
    const nodes = [node("t", "BUSINESS", true), node("x", "INDIVIDUAL")];
    const edges = [owns("x", "t", 10), { ...owns("x", "t", 40), kind: "VOTING" as const }];
    const a = analyse(nodes, edges, 25);
    expect(a.effective[0]).toEqual({ nodeId: "x", ownership: { low: 10, high: 10 }, voting: { low: 40, high: 40 } });
    expect(a.ubos[0]!.reasons).toEqual(["VOTING"]);
  });
});

describe("listing paths stops where none can end", () => {
  // Every simple path from `from` to the applicant, by brute force: what the listing finds when neither its limit nor its budget cuts it.
  function allSimplePaths(edges: readonly StructureEdge[], from: string, target: string): string[] {
    const found: string[] = [];
    const walk = (path: string[]) => {
      const at = path[path.length - 1]!;
      if (at === target) return void found.push(path.join(">"));
      for (const e of edges) if (e.ownerId === at && e.kind === "OWNERSHIP" && !path.includes(e.ownedId)) walk([...path, e.ownedId]);
    };
    walk([from]);
    return found.sort();
  }

  it("lists every simple path of small structures, circles included, as brute force does", () => {
    const structure = fc
      .tuple(fc.integer({ min: 2, max: 7 }), fc.array(fc.tuple(fc.nat(6), fc.nat(6), fc.integer({ min: 1, max: 60 })), { maxLength: 20 }))
      .map(([size, raw]) => {
        const ids = Array.from({ length: size }, (_, i) => `n${i}`);
        const seen = new Set<string>();
        const edges = raw
          .map(([a, b, pct]) => [ids[a % size]!, ids[b % size]!, pct] as const)
          .filter(([a, b]) => a !== b && !seen.has(`${a}>${b}`) && seen.add(`${a}>${b}`))
          .map(([a, b, pct], i): StructureEdge => ({ id: `e${i}`, ownerId: a, ownedId: b, kind: "OWNERSHIP", percentLow: pct, percentHigh: pct, role: null }));
        return { nodes: ids.map((id, i) => node(id, "BUSINESS", i === 0)), edges };
      });
    fc.assert(
      fc.property(structure, ({ nodes, edges }) => {
        const owners = nodes.slice(1).map((x) => x.id);
        const listed = pathsOf(nodes, edges, owners, "OWNERSHIP", 10_000);
        for (const owner of owners) {
          const { paths, truncated } = listed.get(owner)!;
          expect(truncated).toBe(false);
          expect(paths.map((p) => p.nodeIds.join(">")).sort()).toEqual(allSimplePaths(edges, owner, "n0"));
        }
      }),
      { seed: 20261207, numRuns: 400 },
    );
  });

  it("finds its paths in a circle of 29 companies each holding every other within the budget", () => {
    const size = 29;
    const nodes = [node("app", "BUSINESS", true), ...Array.from({ length: size }, (_, i) => node(`c${i}`, "BUSINESS"))];
    const edges = [owns("c0", "app", 40)];
    for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) if (i !== j) edges.push(owns(`c${i}`, `c${j}`, 3));
    const listed = pathsOf(nodes, edges, ["c5"]).get("c5")!;
    // Ten paths (the limit), each ending c0 > app; the walk no longer spends its budget past c0.
    expect(listed.paths).toHaveLength(10);
    expect(listed.paths.every((p) => p.nodeIds.slice(-2).join(">") === "c0>app")).toBe(true);
  });
});
