// Sanctioned ownership of an investor, pure (docs/ownership.md "Screening through the structure"):
// OFAC's 50 percent rule and the EU's "owned or controlled" test, summed over every sanctioned owner.
// A node's sanctioned share s(X) is the sum over its holders H of share(H -> X) * w(H), where w(H) is 1
// when H is sanctioned itself or blocked by ownership (s(H) >= 50 %: OFAC counts such an entity's whole
// holding), and s(H) otherwise (a sanctioned owner's effective share passes through). So two sanctioned
// owners with 30 % and 25 % effective through different chains give 55 %, and a person owning 50 % of a
// company that owns 60 % of the investor gives 60 %, where the effective share alone (30 %) would not
// block. A range counts at its high end: a missed block is the costliest error. Kept apart from
// effective.ts so the structure's own arithmetic (and its bench) never waits for screening.
import type { StructureEdge, StructureNode } from "./effective";

/** CONFIRMED: a sanctions hit a reviewer confirmed; POTENTIAL: a sanctions hit still awaiting review. */
export type SanctionStatus = "CONFIRMED" | "POTENTIAL";

export const BLOCKING_PERCENT = 50;
const MAX_ROUNDS = 1_000;
const EPSILON = 1e-12;

export interface SanctionedAggregate {
  /** The investor's share held by sanctioned owners (percent, 0-100). */
  percent: number;
  blocked: boolean;
  /** Entities counted whole because sanctioned owners hold 50 % or more of them. */
  blockedEntityIds: string[];
}

/** The aggregate sanctioned share of the applicant, counting the given nodes as sanctioned. */
export function sanctionedShare(nodes: readonly StructureNode[], edges: readonly StructureEdge[], sanctioned: ReadonlySet<string>): SanctionedAggregate {
  const applicant = nodes.find((n) => n.applicant);
  if (!applicant || sanctioned.size === 0) return { percent: 0, blocked: false, blockedEntityIds: [] };
  const holders = new Map<string, { from: string; share: number }[]>();
  for (const e of edges) {
    if (e.kind !== "OWNERSHIP" || e.percentHigh === null) continue;
    const list = holders.get(e.ownedId) ?? [];
    list.push({ from: e.ownerId, share: e.percentHigh / 100 });
    holders.set(e.ownedId, list);
  }
  const share = new Map<string, number>();
  const weight = (id: string) => {
    if (sanctioned.has(id)) return 1;
    const s = share.get(id) ?? 0;
    return id !== applicant.id && s >= BLOCKING_PERCENT / 100 - EPSILON ? 1 : Math.min(s, 1);
  };
  // Monotone from zero: each round can only raise a share, so the rounds settle (a chain in as many rounds as it is long).
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = 0;
    for (const [owned, list] of holders) {
      const next = list.reduce((sum, h) => sum + h.share * weight(h.from), 0);
      moved = Math.max(moved, Math.abs(next - (share.get(owned) ?? 0)));
      share.set(owned, next);
    }
    if (moved <= EPSILON) break;
  }
  const percent = Math.min(100, Math.round((share.get(applicant.id) ?? 0) * 1e10) / 1e8);
  const blockedEntityIds = [...share.keys()].filter((id) => id !== applicant.id && !sanctioned.has(id) && weight(id) === 1);
  return { percent, blocked: percent >= BLOCKING_PERCENT - 1e-9, blockedEntityIds };
}
