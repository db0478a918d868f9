// Sanctioned ownership (src/domain/ownership/sanctioned.ts): effective shares of sanctioned owners summed,
// an entity half owned by them counted whole, ranges at their high end, circular holdings settled.
import { sanctionedShare } from "../../../src/domain/ownership/sanctioned";
import type { StructureEdge, StructureNode } from "../../../src/domain/ownership/effective";

const node = (id: string, applicant = false): StructureNode => ({ id, kind: id.startsWith("p") ? "INDIVIDUAL" : "BUSINESS", applicant });
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

describe("sanctioned ownership", () => {
  const nodes = [node("fund", true), node("alder"), node("harbour"), node("p1"), node("p2")];

  it("sums sanctioned owners' effective shares across different chains: 30 % + 25 % blocks", () => {
    const edges = [owns("alder", "fund", 75), owns("p1", "alder", 40), owns("p2", "fund", 25)];
    expect(sanctionedShare(nodes, edges, new Set(["p1", "p2"]))).toEqual({ percent: 55, blocked: true, blockedEntityIds: [] });
    expect(sanctionedShare(nodes, edges, new Set(["p1"]))).toEqual({ percent: 30, blocked: false, blockedEntityIds: [] });
  });

  it("counts an entity whole once sanctioned owners hold 50 % of it (OFAC), where the effective share alone would not block", () => {
    const edges = [owns("alder", "fund", 60), owns("p1", "alder", 50), owns("harbour", "fund", 40)];
    expect(sanctionedShare(nodes, edges, new Set(["p1"]))).toEqual({ percent: 60, blocked: true, blockedEntityIds: ["alder"] });
  });

  it("reads a range at its high end and ignores control and votes", () => {
    const edges = [owns("p1", "fund", 40, 50), { ...owns("p2", "fund", 30), kind: "VOTING" as const }];
    expect(sanctionedShare(nodes, edges, new Set(["p1", "p2"]))).toMatchObject({ percent: 50, blocked: true });
  });

  it("settles a circular holding", () => {
    const edges = [owns("alder", "fund", 50), owns("harbour", "alder", 40), owns("alder", "harbour", 20), owns("p1", "harbour", 30)];
    const result = sanctionedShare(nodes, edges, new Set(["p1"]));
    // harbour = 0.3 + 0.2 * alder, alder = 0.4 * harbour -> harbour = 0.3 / 0.92; the fund: 0.5 * 0.4 * harbour = 6.52 %.
    expect(result.percent).toBeCloseTo(6.5217, 3);
    expect(result.blocked).toBe(false);
  });

  it("is zero without a sanctioned node or an applicant", () => {
    expect(sanctionedShare(nodes, [owns("p1", "fund", 80)], new Set())).toEqual({ percent: 0, blocked: false, blockedEntityIds: [] });
    expect(sanctionedShare([node("p1")], [], new Set(["p1"]))).toEqual({ percent: 0, blocked: false, blockedEntityIds: [] });
  });
});
