// Layers and depth of a structure (src/domain/ownership/layers.ts): one pass, whatever the number of paths.
import { depthsOf } from "../../../src/domain/ownership/layers";

/** A ladder: the applicant, then `depth` layers of two companies, each holding both companies of the layer below. */
function ladder(depth: number) {
  const ids = ["A"];
  const holdings: [string, string][] = [];
  let below = ["A"];
  for (let layer = 1; layer <= depth; layer++) {
    const here = [`L${layer}a`, `L${layer}b`];
    ids.push(...here);
    for (const holder of here) for (const held of below) holdings.push([holder, held]);
    below = here;
  }
  return { ids, holdings };
}

describe("depthsOf", () => {
  it("counts a chain's holders above the applicant", () => {
    const r = depthsOf(
      ["A", "B", "C"],
      [
        ["B", "A"],
        ["C", "B"],
      ],
      "A",
    );
    expect(r).toEqual({ layersAbove: 2, depth: 2 });
  });

  // 2^1000 paths: a walk that followed paths would never return, so finishing at all proves one pass.
  it("answers a ladder of 1,000 layers (2^1000 paths), without overflowing the stack", () => {
    const { ids, holdings } = ladder(1000);
    expect(depthsOf(ids, holdings, "A")).toEqual({ layersAbove: 1000, depth: 1000 });
  });

  it("answers a chain of 20,000 nodes without overflowing the stack", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `n${i}`);
    const holdings = ids.slice(1).map((id, i) => [id, ids[i]!] as [string, string]);
    expect(depthsOf(ids, holdings, "n0").layersAbove).toBe(19_999);
  });

  it("counts a circle as its nodes, never fewer than a simple path through it", () => {
    // C holds A, A holds C (the applicant holds part of its own owner), P holds C: P -> C -> A is 2 layers.
    expect(
      depthsOf(
        ["A", "C", "P"],
        [
          ["C", "A"],
          ["A", "C"],
          ["P", "C"],
        ],
        "A",
      ).layersAbove,
    ).toBe(2);
    // A ring of three above the applicant (X holds Z, Y holds X, Z holds Y; Z holds A): Y -> X -> Z -> A is 3 layers.
    expect(
      depthsOf(
        ["A", "X", "Y", "Z"],
        [
          ["Z", "A"],
          ["X", "Z"],
          ["Y", "X"],
          ["Z", "Y"],
        ],
        "A",
      ).layersAbove,
    ).toBe(3);
  });

  it("is 0 without an applicant, and ignores holdings naming unknown nodes", () => {
    expect(
      depthsOf(
        ["A", "B"],
        [
          ["B", "A"],
          ["Q", "A"],
        ],
        null,
      ),
    ).toEqual({ layersAbove: 0, depth: 1 });
  });
});
