// Who an ownership structure's beneficial owners are, read off its effective shares (effective.ts): by
// ownership or votes at the threshold, by majority control along the chain, by a control role or a
// trust role, else the senior managing official; and the CRS controlling person type of each.
import type { ControlRole, CrsControllingType, Indexed, Propagated, StructureEdge, StructureNode, Ubo, UboReason } from "./effective";
import { rangeOf } from "./percent";

const TRUST_ROLES: ReadonlySet<ControlRole> = new Set(["SETTLOR", "TRUSTEE", "PROTECTOR", "BENEFICIARY"]);
/** Control without ownership that makes a beneficial owner (a director or a nominee alone does not). */
const CONTROL_ROLES_UBO: ReadonlySet<ControlRole> = new Set(["POWER_OF_ATTORNEY", "OTHER_CONTROL"]);

/** The entities through which the applicant is controlled: it, and whoever holds a majority of the votes of one of them. */
function controlChain(g: Indexed): { chain: Set<number>; majority: Set<number> } {
  const chain = new Set<number>();
  const majority = new Set<number>();
  if (g.target < 0) return { chain, majority };
  const holders: [number, number][][] = g.ids.map(() => []);
  g.voting.forEach((hs, from) => {
    for (const h of hs) holders[h.to]!.push([from, h.high]);
  });
  const queue = [g.target];
  chain.add(g.target);
  while (queue.length) {
    const v = queue.pop()!;
    for (const [holder, share] of holders[v]!) {
      if (share <= 0.5) continue;
      if (g.kinds[holder] === "INDIVIDUAL") majority.add(holder);
      else if (!chain.has(holder)) {
        chain.add(holder);
        queue.push(holder);
      }
    }
  }
  return { chain, majority };
}

const CRS_TYPE: Record<UboReason, CrsControllingType> = {
  OWNERSHIP: "CRS801",
  VOTING: "CRS801",
  MAJORITY_CONTROL: "CRS801",
  CONTROL: "CRS802",
  TRUST_ROLE: "CRS804",
  SENIOR_MANAGING_OFFICIAL: "CRS803",
};
const CRS_TRUST_TYPE: Partial<Record<ControlRole, CrsControllingType>> = { SETTLOR: "CRS804", TRUSTEE: "CRS805", PROTECTOR: "CRS806", BENEFICIARY: "CRS807" };
/** Each UBO's CRS controlling person type, by the first reason it is one (a trust role by its role). */
export function controllingPersonsOf(ubos: readonly Ubo[]): { nodeId: string; type: CrsControllingType }[] {
  return ubos.map((u) => ({
    nodeId: u.nodeId,
    type: (u.reasons[0] === "TRUST_ROLE" && CRS_TRUST_TYPE[u.roles.find((r) => TRUST_ROLES.has(r))!]) || CRS_TYPE[u.reasons[0]!],
  }));
}

export function ubosOf(
  g: Indexed,
  nodes: readonly StructureNode[],
  edges: readonly StructureEdge[],
  ownership: Propagated,
  voting: Propagated,
  thresholdPercent: number,
): Ubo[] {
  const found = new Map<number, Ubo>();
  const add = (v: number, reason: UboReason, role?: ControlRole, fallback = false) => {
    const ubo = found.get(v) ?? { nodeId: g.ids[v]!, reasons: [], roles: [], fallback, ownership: rangeOf(ownership, v), voting: rangeOf(voting, v) };
    if (!ubo.reasons.includes(reason)) ubo.reasons.push(reason);
    if (role && !ubo.roles.includes(role)) ubo.roles.push(role);
    found.set(v, ubo);
  };
  if (g.target < 0) return [];
  const t = thresholdPercent / 100 - 1e-12;
  for (let v = 0; v < nodes.length; v++) {
    if (g.kinds[v] !== "INDIVIDUAL") continue;
    if (ownership.high[v]! >= t) add(v, "OWNERSHIP");
    if (voting.high[v]! >= t) add(v, "VOTING");
  }
  const { chain, majority } = controlChain(g);
  for (const v of majority) add(v, "MAJORITY_CONTROL");
  const inStructure = (v: number) => chain.has(v) || ownership.high[v]! > 0 || voting.high[v]! > 0;
  for (const e of edges) {
    if (e.kind !== "CONTROL" || !e.role) continue;
    const from = g.index.get(e.ownerId);
    const to = g.index.get(e.ownedId);
    if (from === undefined || to === undefined || g.kinds[from] !== "INDIVIDUAL") continue;
    if (CONTROL_ROLES_UBO.has(e.role) && chain.has(to)) add(from, "CONTROL", e.role);
    if (TRUST_ROLES.has(e.role) && (g.kinds[to] === "TRUST" || g.kinds[to] === "FOUNDATION") && inStructure(to)) add(from, "TRUST_ROLE", e.role);
  }
  if (found.size === 0) {
    // Nobody owns or controls enough: the senior managing officials of the applicant (its directors if none is named).
    for (const role of ["SENIOR_MANAGING_OFFICIAL", "DIRECTOR"] as const) {
      for (const e of edges) {
        const from = g.index.get(e.ownerId);
        if (e.kind === "CONTROL" && e.role === role && e.ownedId === g.ids[g.target] && from !== undefined && g.kinds[from] === "INDIVIDUAL") {
          add(from, "SENIOR_MANAGING_OFFICIAL", role, true);
        }
      }
      if (found.size) break;
    }
  }
  return [...found.values()].sort((a, b) => b.ownership.high - a.ownership.high || (a.nodeId < b.nodeId ? -1 : 1));
}
