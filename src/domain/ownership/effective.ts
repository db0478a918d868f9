// The arithmetic of an ownership structure, pure: effective ownership and voting of every node in the
// applicant (multiplied along a path, summed across paths), circular holdings, shares over 100 % or
// short of it, the UBOs by threshold or control (the senior managing official when nobody qualifies),
// and the CRS controlling persons (both read off the shares in ubos.ts). docs/ownership.md works an
// example by hand.
//
// Effective shares are computed by dynamic programming, never by listing paths: eff(applicant) = 1,
// eff(X) = sum over X's holdings X -> Y of share(X, Y) * eff(Y), in the order Tarjan's algorithm emits
// the strongly connected components (every component after the ones it holds into). Inside a circular
// holding the linear equations are solved exactly (solveExactly): the closed form (I - A)^-1 b, i.e. the
// sum over every walk, each trip round the circle counted again at its diminished share. A walk ends
// when it reaches the applicant: what the applicant holds of its own owners (C holds 40 % of A, A 10 %
// of C) is reported as a circular holding but adds nothing to C's 40 %. A circle of 100 % never
// converges and is reported so. The paths by which an owner holds the applicant are listed only for the
// figures asked about, at most a few per owner (paths.ts).

import type { OwnershipControlRole, OwnershipEdgeKind, OwnershipNodeKind } from "../../generated/prisma/enums";
import { components } from "./components";
import { pct, rangeOf } from "./percent";
import { controllingPersonsOf, ubosOf } from "./ubos";

// The kinds and roles are the schema's enums (prisma/schema.prisma), as types only: this file stays pure.
export type NodeKind = OwnershipNodeKind;
export type EdgeKind = OwnershipEdgeKind;
export type ControlRole = OwnershipControlRole;

/** Where the chain may stop: their own owners are not looked through. */
const CHAIN_ENDS: ReadonlySet<NodeKind> = new Set(["LISTED_COMPANY", "REGULATED_ENTITY"]);
/** Rounds of the series shown for a circle that does not converge, and the work they may cost. */
const MAX_ROUNDS = 1_000;
const MAX_WORK = 2_000_000;

export interface StructureNode {
  id: string;
  kind: NodeKind;
  applicant: boolean;
}

export interface StructureEdge {
  id: string;
  /** The holder (owner, voter or controller). */
  ownerId: string;
  /** What it holds or controls. */
  ownedId: string;
  kind: EdgeKind;
  /** Percent, 0-100; a range when low < high. Null on CONTROL edges. */
  percentLow: number | null;
  percentHigh: number | null;
  role: ControlRole | null;
}

export interface Range {
  low: number;
  high: number;
}

export interface Problem {
  code: "CIRCULAR_HOLDING" | "NOT_CONVERGENT" | "OVER_100_PERCENT" | "OWNERSHIP_GAP" | "NO_APPLICANT";
  message: string;
  nodeIds: string[];
  /** The shares in question (percent), where a sum is the problem. */
  percent: Range | null;
}

export type UboReason = "OWNERSHIP" | "VOTING" | "MAJORITY_CONTROL" | "CONTROL" | "TRUST_ROLE" | "SENIOR_MANAGING_OFFICIAL";

export interface Ubo {
  nodeId: string;
  reasons: UboReason[];
  roles: ControlRole[];
  /** True when named only because no one else qualified (the senior managing official). */
  fallback: boolean;
  ownership: Range;
  voting: Range;
}

/** OECD CRS CtrlgPersonType: 801-803 for a legal person, 804-807 the roles of a trust. */
export type CrsControllingType = "CRS801" | "CRS802" | "CRS803" | "CRS804" | "CRS805" | "CRS806" | "CRS807";

export interface EffectiveOwnership {
  nodeId: string;
  ownership: Range;
  voting: Range;
}

export interface OwnershipAnalysis {
  applicantId: string | null;
  thresholdPercent: number;
  /** Every node with a share in the applicant, largest first (percent). */
  effective: EffectiveOwnership[];
  ubos: Ubo[];
  controllingPersons: { nodeId: string; type: CrsControllingType }[];
  problems: Problem[];
}

/** The structure indexed once: nodes as integers, holdings as adjacency lists. */
export interface Indexed {
  ids: string[];
  index: Map<string, number>;
  kinds: NodeKind[];
  target: number;
  /** Per node, its holdings that carry value towards the applicant: [owned, low, high, edgeId]. */
  ownership: Holding[][];
  voting: Holding[][];
}
export type Holding = { to: number; low: number; high: number; edgeId: string };

const frac = (p: number | null | undefined) => (p == null ? 0 : p / 100);

function holdingsOf(nodes: readonly StructureNode[], edges: readonly StructureEdge[], index: Map<string, number>, kinds: NodeKind[], target: number) {
  const ownership: Holding[][] = nodes.map(() => []);
  const voting: Holding[][] = nodes.map(() => []);
  const votedPairs = new Set<string>();
  for (const e of edges) if (e.kind === "VOTING") votedPairs.add(`${e.ownerId}>${e.ownedId}`);
  for (const e of edges) {
    if (e.kind === "CONTROL") continue;
    const from = index.get(e.ownerId);
    const to = index.get(e.ownedId);
    if (from === undefined || to === undefined) continue;
    // A listed company or regulated entity ends the chain: its holders are not looked through.
    if (to !== target && CHAIN_ENDS.has(kinds[to]!)) continue;
    const low = frac(e.percentLow ?? e.percentHigh);
    const high = frac(e.percentHigh ?? e.percentLow);
    const holding = { to, low, high, edgeId: e.id };
    if (e.kind === "OWNERSHIP") {
      ownership[from]!.push(holding);
      // Shares carry their votes unless voting rights are recorded for the pair.
      if (!votedPairs.has(`${e.ownerId}>${e.ownedId}`)) voting[from]!.push(holding);
    } else voting[from]!.push(holding);
  }
  return { ownership, voting };
}

export function indexOf(nodes: readonly StructureNode[], edges: readonly StructureEdge[]): Indexed {
  const ids = nodes.map((n) => n.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const kinds = nodes.map((n) => n.kind);
  const target = nodes.findIndex((n) => n.applicant);
  return { ids, index, kinds, target, ...holdingsOf(nodes, edges, index, kinds, target) };
}

export interface Propagated {
  low: Float64Array;
  high: Float64Array;
  circles: number[][];
  notConvergent: number[][];
}

/**
 * Solves a circular holding's equations exactly: x = A x + b over the component's k nodes, where A
 * holds the shares among them and b what they hold outside it (already known: components come
 * held-first), with the applicant's own row x = 1 (a walk ends on reaching it). Gaussian elimination
 * with partial pivoting, O(k^3) whatever the shares, where iterating a circle of 99.9 % needs tens of
 * thousands of rounds. The least non-negative solution, the sum over every walk, exists exactly when
 * the series converges; a singular system or a negative figure says it does not (a circle of 100 %).
 */
function solveExactly(component: readonly number[], target: number, holdings: Holding[][], into: Float64Array, pick: (h: Holding) => number): boolean {
  const k = component.length;
  const local = new Map(component.map((v, i) => [v, i]));
  const m = new Float64Array(k * (k + 1));
  const w = k + 1;
  let reaches = false;
  component.forEach((v, i) => {
    m[i * w + i] = 1;
    if (v === target) {
      m[i * w + k] = 1;
      reaches = true;
      return;
    }
    for (const h of holdings[v]!) {
      const j = local.get(h.to);
      if (j === undefined) m[i * w + k] += pick(h) * into[h.to]!;
      else m[i * w + j] -= pick(h);
    }
    if (m[i * w + k]! > 0) reaches = true;
  });
  // Nothing of the component reaches the applicant: every walk is worth 0, circle or not.
  if (!reaches) {
    for (const v of component) into[v] = 0;
    return true;
  }
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let r = col + 1; r < k; r++) if (Math.abs(m[r * w + col]!) > Math.abs(m[pivot * w + col]!)) pivot = r;
    if (Math.abs(m[pivot * w + col]!) < 1e-12) return false;
    if (pivot !== col)
      for (let c = col; c <= k; c++) {
        const t = m[col * w + c]!;
        m[col * w + c] = m[pivot * w + c]!;
        m[pivot * w + c] = t;
      }
    const p = m[col * w + col]!;
    for (let r = 0; r < k; r++) {
      if (r === col) continue;
      const f = m[r * w + col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= k; c++) m[r * w + c] -= f * m[col * w + c]!;
    }
  }
  const x = component.map((_, i) => m[i * w + k]! / m[i * w + i]!);
  if (x.some((value) => !Number.isFinite(value) || value < -1e-9)) return false;
  component.forEach((v, i) => (into[v] = v === target ? 1 : Math.max(0, x[i]!)));
  return true;
}

/** Effective share of every node in the target over one kind of holding (see the header). */
export function propagate(g: Indexed, holdings: Holding[][]): Propagated {
  const n = g.ids.length;
  const low = new Float64Array(n);
  const high = new Float64Array(n);
  const circles: number[][] = [];
  const notConvergent: number[][] = [];
  if (g.target < 0) return { low, high, circles, notConvergent };
  const targets = holdings.map((hs) => hs.map((h) => h.to));
  const sumInto = (v: number, into: Float64Array, pick: (h: Holding) => number) => {
    let total = 0;
    for (const h of holdings[v]!) total += pick(h) * into[h.to]!;
    return total;
  };
  for (const component of components(n, (v) => targets[v]!)) {
    const circular = component.length > 1 || targets[component[0]!]!.includes(component[0]!);
    if (circular) circles.push(component);
    const solve = (into: Float64Array, pick: (h: Holding) => number) => {
      if (!circular) {
        const v = component[0]!;
        into[v] = v === g.target ? 1 : sumInto(v, into, pick);
        return true;
      }
      if (solveExactly(component, g.target, holdings, into, pick)) return true;
      // No finite figure: show where the series stands after a bounded number of rounds (every
      // round costs the component's holdings, so the bound is on the work, not just the rounds).
      let work = 0;
      for (const v of component) work += holdings[v]!.length + 1;
      const rounds = Math.max(1, Math.min(MAX_ROUNDS, Math.floor(MAX_WORK / work)));
      for (const v of component) into[v] = v === g.target ? 1 : 0;
      for (let round = 0; round < rounds; round++) for (const v of component) if (v !== g.target) into[v] = sumInto(v, into, pick);
      return false;
    };
    const lowOk = solve(low, (h) => h.low);
    const highOk = solve(high, (h) => h.high);
    if (!lowOk || !highOk) notConvergent.push(component);
  }
  return { low, high, circles, notConvergent };
}

function shareProblems(g: Indexed, reaches: (v: number) => boolean): Problem[] {
  const n = g.ids.length;
  const inLow = new Float64Array(n);
  const inHigh = new Float64Array(n);
  const held = new Uint8Array(n);
  g.ownership.forEach((hs) => {
    for (const h of hs) {
      inLow[h.to] += h.low;
      inHigh[h.to] += h.high;
      held[h.to] = 1;
    }
  });
  const problems: Problem[] = [];
  for (let v = 0; v < n; v++) {
    const percent = { low: pct(inLow[v]!), high: pct(inHigh[v]!) };
    if (inLow[v]! > 1 + 1e-9) {
      problems.push({
        code: "OVER_100_PERCENT",
        message: `Shares held in this entity add up to ${percent.low} %, more than 100 %`,
        nodeIds: [g.ids[v]!],
        percent,
      });
    } else if ((g.kinds[v] === "BUSINESS" || (v === g.target && held[v])) && reaches(v) && inHigh[v]! < 1 - 1e-9) {
      problems.push({
        code: "OWNERSHIP_GAP",
        message: `Only ${percent.high} % of this entity's shares have a recorded holder: ${pct(1 - inHigh[v]!)} % unaccounted for`,
        nodeIds: [g.ids[v]!],
        percent,
      });
    }
  }
  return problems;
}

/** Everything a compliance officer reads off the structure, at a UBO threshold in percent. */
export function analyse(nodes: readonly StructureNode[], edges: readonly StructureEdge[], thresholdPercent: number): OwnershipAnalysis {
  const g = indexOf(nodes, edges);
  const ownership = propagate(g, g.ownership);
  const voting = propagate(g, g.voting);
  const problems: Problem[] = [];
  if (g.target < 0) problems.push({ code: "NO_APPLICANT", message: "The structure has no applicant node", nodeIds: [], percent: null });
  for (const circle of ownership.circles) {
    problems.push({
      code: "CIRCULAR_HOLDING",
      message: `Circular holding among ${circle.length} node(s): effective shares count every trip round the circle (the series' limit)`,
      nodeIds: circle.map((v) => g.ids[v]!),
      percent: null,
    });
  }
  for (const circle of [...ownership.notConvergent, ...voting.notConvergent]) {
    problems.push({
      code: "NOT_CONVERGENT",
      message: "A circular holding of 100 % or more has no finite effective share: figures shown are the series after a bounded number of rounds",
      nodeIds: circle.map((v) => g.ids[v]!),
      percent: null,
    });
  }
  const reaches = (v: number) => ownership.high[v]! > 0 || voting.high[v]! > 0;
  problems.push(...shareProblems(g, reaches));

  const effective: EffectiveOwnership[] = [];
  for (let v = 0; v < g.ids.length; v++) {
    if (v !== g.target && reaches(v)) effective.push({ nodeId: g.ids[v]!, ownership: rangeOf(ownership, v), voting: rangeOf(voting, v) });
  }
  effective.sort((a, b) => b.ownership.high - a.ownership.high || b.voting.high - a.voting.high || (a.nodeId < b.nodeId ? -1 : 1));

  const ubos = ubosOf(g, nodes, edges, ownership, voting, thresholdPercent);
  const controllingPersons = controllingPersonsOf(ubos);
  return { applicantId: g.target < 0 ? null : g.ids[g.target]!, thresholdPercent, effective, ubos, controllingPersons, problems };
}
