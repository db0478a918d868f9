// The paths by which an owner holds the applicant (docs/ownership.md): listed only for the figures asked
// about, at most a few per owner and within a budget of steps, each with the product of its shares. The
// figures themselves count every path (effective.ts) and never list them.
import { indexOf, propagate, type Holding, type Indexed, type Range, type StructureEdge, type StructureNode } from "./effective";
import { pct } from "./percent";

/** Paths listed per owner (the figure itself always counts every path). */
export const PATH_LIMIT = 10;
const PATH_STEP_BUDGET = 20_000;
/**
 * The steps of one listing for all its owners together, shared out among them (each at least 1,000,
 * at most PATH_STEP_BUDGET): a structure within its limits has up to 500 owners to list, and 20,000
 * steps each kept the API's loop for a second on the largest circle the depth limit allows.
 */
const PATHS_CALL_BUDGET = 100_000;
const PATH_STEPS_PER_OWNER_MIN = 1_000;

export interface OwnershipPath {
  /** From the owner to the applicant. */
  nodeIds: string[];
  edgeIds: string[];
  /** The product of the shares along the path (percent). */
  percent: Range;
}

/**
 * The simple paths by which a node holds the applicant, largest first as found (each step takes the
 * holding worth most first), at most `limit`; truncated when more exist or the search budget ran out.
 */
export function pathsOf(
  nodes: readonly StructureNode[],
  edges: readonly StructureEdge[],
  nodeIds: readonly string[],
  measure: "OWNERSHIP" | "VOTING" = "OWNERSHIP",
  limit = PATH_LIMIT,
): Map<string, { paths: OwnershipPath[]; truncated: boolean }> {
  const g = indexOf(nodes, edges);
  const holdings = measure === "OWNERSHIP" ? g.ownership : g.voting;
  const result = new Map<string, { paths: OwnershipPath[]; truncated: boolean }>();
  if (g.target < 0) return result;
  const worth = propagate(g, holdings).high;
  const sorted = holdings.map((hs) => hs.filter((h) => worth[h.to]! > 0).sort((a, b) => b.high * worth[b.to]! - a.high * worth[a.to]!));
  const budget = Math.min(PATH_STEP_BUDGET, Math.max(PATH_STEPS_PER_OWNER_MIN, Math.floor(PATHS_CALL_BUDGET / Math.max(1, nodeIds.length))));
  const holdsTarget = new Uint8Array(g.ids.length);
  let targetHolders = 0;
  sorted.forEach((out, v) => {
    if (out.some((h) => h.to === g.target)) ((holdsTarget[v] = 1), targetHolders++);
  });
  for (const nodeId of nodeIds) {
    const start = g.index.get(nodeId);
    result.set(
      nodeId,
      start === undefined || start === g.target
        ? { paths: [], truncated: false }
        : walkPaths(g, sorted, { holdsTarget, count: targetHolders }, start, limit, budget),
    );
  }
  return result;
}

/** The nodes holding the applicant directly (every path ends with one of them), and how many there are. */
interface LastSteps {
  holdsTarget: Uint8Array;
  count: number;
}

function walkPaths(
  g: Indexed,
  sorted: Holding[][],
  last: LastSteps,
  start: number,
  limit: number,
  budget: number,
): { paths: OwnershipPath[]; truncated: boolean } {
  const nodeId = g.ids[start]!;
  const paths: OwnershipPath[] = [];
  const onPath = new Uint8Array(g.ids.length);
  // Holders of the applicant on the path: once all are, no step further can reach it (a simple path
  // enters the applicant from a holder not yet on it). In a circle of companies each holding every other
  // and one of them the applicant, that holder is on the path after the first path found, and without
  // this the walk spent its whole budget in the other companies' orderings, where no path ends.
  let lastOnPath = last.holdsTarget[start]!;
  // Depth-first with an explicit stack (a chain as long as the structure allows never meets the call stack's limit):
  // frame d is a node on the path (at[d]) and the next of its holdings to try (next[d]); trail[d] leads into
  // frame d + 1. Typed arrays, as a path holds each node once: no object per step for the collector.
  const at = new Int32Array(g.ids.length);
  const next = new Int32Array(g.ids.length);
  let depth = 1;
  at[0] = start;
  const trail: Holding[] = [];
  onPath[start] = 1;
  let steps = 0;
  while (depth > 0) {
    const v = at[depth - 1]!;
    const i = next[depth - 1]!;
    const out = sorted[v]!;
    if (i >= out.length) {
      onPath[v] = 0;
      lastOnPath -= last.holdsTarget[v]!;
      depth--;
      trail.pop();
      continue;
    }
    next[depth - 1] = i + 1;
    const h = out[i]!;
    // Every holding looked at counts, the ones already on the path too: in a circle of companies each
    // holding every other, nearly all are, and counting only the others let one owner's walk look at
    // millions (29 such companies: 3-5 s of the API's loop for a structure within the limits).
    if (++steps > budget) return { paths, truncated: true };
    if (onPath[h.to]) continue;
    if (h.to === g.target) {
      if (paths.length === limit) return { paths, truncated: true };
      let low = h.low;
      let high = h.high;
      for (const t of trail) ((low *= t.low), (high *= t.high));
      paths.push({
        nodeIds: [nodeId, ...trail.map((t) => g.ids[t.to]!), g.ids[h.to]!],
        edgeIds: [...trail.map((t) => t.edgeId), h.edgeId],
        percent: { low: pct(low), high: pct(high) },
      });
      continue;
    }
    if (lastOnPath === last.count && !last.holdsTarget[h.to]) continue;
    onPath[h.to] = 1;
    lastOnPath += last.holdsTarget[h.to]!;
    trail.push(h);
    at[depth] = h.to;
    next[depth] = 0;
    depth++;
  }
  return { paths, truncated: false };
}
