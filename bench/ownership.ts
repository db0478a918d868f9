// Ownership arithmetic at scale: a random layered structure of 5,000 nodes and 20,000 edges with some
// circular holdings; times analyse() (every effective ownership and voting share, the problems, the
// UBO set and the CRS controlling persons), in process: the figure is CPU, no database.
import { performance } from "node:perf_hooks";
import { analyse, type NodeKind, type StructureEdge, type StructureNode } from "../src/domain/ownership/effective";
import { pathsOf } from "../src/domain/ownership/paths";

export const OWNERSHIP_NODES = Number(process.env.BENCH_OWNERSHIP_NODES ?? 5_000);
export const OWNERSHIP_EDGES = Number(process.env.BENCH_OWNERSHIP_EDGES ?? 20_000);
const LAYERS = 12;
const CYCLES = 50;
const RUNS = 20;
const GOAL_MS = 200;

/** A seeded generator (mulberry32), so every run times the same structure. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Layer 0 is the applicant; each further layer holds into the layer below; the last layer is people. */
export function layeredStructure(nodeCount = OWNERSHIP_NODES, edgeCount = OWNERSHIP_EDGES) {
  const rand = random(42);
  const nodes: StructureNode[] = [{ id: "n0", kind: "BUSINESS", applicant: true }];
  const layers: string[][] = [["n0"]];
  const perLayer = Math.ceil((nodeCount - 1) / (LAYERS - 1));
  for (let layer = 1; layer < LAYERS; layer++) {
    const ids: string[] = [];
    for (let i = 0; i < perLayer && nodes.length < nodeCount; i++) {
      const id = `n${nodes.length}`;
      const kind: NodeKind = layer === LAYERS - 1 ? "INDIVIDUAL" : rand() < 0.05 ? "TRUST" : rand() < 0.02 ? "LISTED_COMPANY" : "BUSINESS";
      nodes.push({ id, kind, applicant: false });
      ids.push(id);
    }
    layers.push(ids);
  }
  const edges: StructureEdge[] = [];
  const edge = (ownerId: string, ownedId: string, low: number, high = low): StructureEdge => ({
    id: `e${edges.length}`,
    ownerId,
    ownedId,
    kind: "OWNERSHIP",
    percentLow: low,
    percentHigh: high,
    role: null,
  });
  // Circular holdings: pairs of a layer holding each other.
  for (let c = 0; c < CYCLES; c++) {
    const layer = layers[1 + (c % (LAYERS - 3))]!;
    const a = layer[Math.floor(rand() * layer.length)]!;
    const b = layer[Math.floor(rand() * layer.length)]!;
    if (a !== b) edges.push(edge(a, b, 10), edge(b, a, 5));
  }
  // A few people holding the applicant directly, and each trust's settlor, trustee and beneficiary.
  const people = layers[LAYERS - 1]!;
  for (let i = 0; i < 3; i++) edges.push(edge(people[i]!, "n0", 20 + i * 5));
  for (const trust of nodes.filter((n) => n.kind === "TRUST")) {
    for (const role of ["SETTLOR", "TRUSTEE", "BENEFICIARY"] as const) {
      const person = people[Math.floor(rand() * people.length)]!;
      edges.push({ ...edge(person, trust.id, 0), kind: "CONTROL", percentLow: null, percentHigh: null, role });
    }
  }
  while (edges.length < edgeCount) {
    const layer = 1 + Math.floor(rand() * (LAYERS - 1));
    const owner = layers[layer]![Math.floor(rand() * layers[layer]!.length)]!;
    const below = layers[layer - 1]!;
    const owned = below[Math.floor(rand() * below.length)]!;
    const share = 1 + Math.floor(rand() * 30);
    edges.push(rand() < 0.1 ? edge(owner, owned, share, share + 5) : edge(owner, owned, share));
  }
  return { nodes, edges };
}

export async function benchOwnership() {
  const { nodes, edges } = layeredStructure();
  analyse(nodes, edges, 25); // warm-up: the JIT
  const times: number[] = [];
  let result = analyse(nodes, edges, 25);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = analyse(nodes, edges, 25);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const start = performance.now();
  const paths = pathsOf(
    nodes,
    edges,
    result.ubos.map((u) => u.nodeId),
  );
  const pathsMs = performance.now() - start;
  const round = (x: number) => Math.round(x * 10) / 10;
  const median = round(times[Math.floor(times.length / 2)]!);
  const max = round(times[times.length - 1]!);
  return {
    structure: { nodes: nodes.length, edges: edges.length, layers: LAYERS, circularPairs: CYCLES },
    runs: RUNS,
    analyseMs: { median, min: round(times[0]!), max },
    owners: result.effective.length,
    ubos: result.ubos.length,
    problems: result.problems.length,
    uboPathsMs: round(pathsMs),
    uboPathsListed: [...paths.values()].reduce((n, p) => n + p.paths.length, 0),
    checks: {
      "every effective ownership and the UBO set, 5,000 nodes / 20,000 edges (max of runs)": {
        value: `${max} ms`,
        target: `< ${GOAL_MS} ms`,
        pass: max < GOAL_MS,
      },
    },
  };
}
