// How deep an ownership structure is, in time linear in its nodes and edges (docs/ownership.md
// "Limits"). The longest chain of holders is the longest simple path, which no polynomial algorithm
// finds once holdings go round in circles, and walking every path is exponential: a ladder of 24
// layers (two companies a layer, each holding both of the layer below) has 2^24 of them. So the
// circles are collapsed first (Tarjan's components, iterative: a chain thousands long does not
// overflow the stack) and a component counts as many layers as it has nodes: the longest chain through
// the collapsed graph is then one pass in topological order, never shorter than any simple path (a
// path visits a component once, at most all its nodes) and equal to it when there is no circle or the
// circle is a plain ring. Over-counting a circle errs towards more risk, never less.
import { components } from "./components";

interface Depths {
  /** Holders in the longest chain above the applicant (its direct owners are layer 1); 0 without an applicant. */
  layersAbove: number;
  /** Holdings in the longest chain anywhere in the structure (a chain of two nodes is 1). */
  depth: number;
}

/**
 * Layers of a structure given as node ids and [holder, held] pairs (every kind of edge: control counts
 * as a layer as holding does); pairs naming a node not listed are ignored.
 */
export function depthsOf(nodeIds: readonly string[], holdings: readonly (readonly [holder: string, held: string])[], applicantId?: string | null): Depths {
  const index = new Map(nodeIds.map((id, i) => [id, i]));
  const holders: number[][] = nodeIds.map(() => []);
  for (const [holder, held] of holdings) {
    const from = index.get(holder);
    const to = index.get(held);
    if (from !== undefined && to !== undefined) holders[to]!.push(from);
  }
  // Components come out held-before-holder reversed: every component after those its members' holders are in.
  const parts = components(nodeIds.length, (v) => holders[v]!);
  const partOf = new Int32Array(nodeIds.length);
  parts.forEach((part, p) => {
    for (const v of part) partOf[v] = p;
  });
  // longest[p]: nodes on the longest chain starting in component p and going up through holders.
  const longest = new Int32Array(parts.length);
  let depth = 0;
  parts.forEach((part, p) => {
    let above = 0;
    for (const v of part)
      for (const h of holders[v]!) {
        const q = partOf[h]!;
        if (q !== p) above = Math.max(above, longest[q]!);
      }
    longest[p] = part.length + above;
    depth = Math.max(depth, longest[p]! - 1);
  });
  const applicant = applicantId == null ? undefined : index.get(applicantId);
  return { layersAbove: applicant === undefined ? 0 : longest[partOf[applicant]!]! - 1, depth };
}
