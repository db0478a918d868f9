// The chart of a structure read (docs/ownership.md, "The chart"): its nodes with their UBO status,
// effective share and screening state, drawn by chart.ts. The screening state is the nodes' screening
// (screening.ts), read once per read and shared with the fields that show it.
import type { PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { HIT_COUNT_BUCKETS } from "../screening/inputs";
import { MAX_NODES, layoutChart, renderChartSvg, type ChartNode, type ScreeningState } from "./chart";
import { layOutOffLoop } from "./layoutPool";
import { viewSanctionedOwnership, viewScreening, type NodeScreening } from "./screening";
import type { OwnershipView } from "./view";
import { structureEdges } from "./structure";

/**
 * What a box says of a node's screening: a confirmed hit, then hits awaiting review, before a screening
 * still running (a reader needs the hit first), then clear. Cleared hits count as clear.
 */
function chartScreening(screening: NodeScreening | undefined): { state: ScreeningState; hits: number } {
  if (!screening) return { state: "PENDING", hits: 0 };
  const confirmed = screening.hits.filter((h) => HIT_COUNT_BUCKETS.confirmed.includes(h.status)).length;
  if (confirmed) return { state: "CONFIRMED", hits: confirmed };
  const open = screening.hits.filter((h) => HIT_COUNT_BUCKETS.open.includes(h.status)).length;
  if (open) return { state: "IN_REVIEW", hits: open };
  return { state: screening.status === "PENDING" ? "PENDING" : "CLEAR", hits: 0 };
}

const pct = (x: number) => `${Math.round(x * 100) / 100} %`;

/** The structure's chart as a self-contained SVG. */
export async function ownershipChartSvg(db: PrismaClient | Tx, view: OwnershipView, options: { maxNodes?: number; title?: string } = {}): Promise<string> {
  const screening = await viewScreening(db, view);
  const sanctioned = await viewSanctionedOwnership(db, view);
  const ubos = new Set(view.ubos.map((u) => u.nodeId));
  const weight = new Map(view.effective.map((e) => [e.nodeId, Math.max(e.ownership.high, e.voting.high)]));
  const nodes: ChartNode[] = view.nodes.map((n) => {
    const s = screening.get(n.id);
    return {
      id: n.id,
      name: n.name,
      kind: n.kind,
      country: n.country,
      applicant: n.applicant,
      ubo: ubos.has(n.id),
      screening: chartScreening(s).state,
      hits: chartScreening(s).hits,
      sanctioned: s?.sanctioned ?? null,
      weight: weight.get(n.id) ?? 0,
    };
  });
  const applicant = view.nodes.find((n) => n.applicant);
  // Asking for more than the default draws wide layers whole, wrapped onto further rows.
  const perLayer = options.maxNodes !== undefined && options.maxNodes > MAX_NODES ? Infinity : undefined;
  const nameOf = (id: string) => view.nodeById.get(id)?.name ?? id;
  const alerts: string[] = [];
  if (sanctioned.blocked) alerts.push(`Blocked by ownership: owners with confirmed sanctions hits hold ${pct(sanctioned.percent)} in aggregate (50 % rule).`);
  else if (sanctioned.potentiallyBlocked)
    alerts.push(
      `Possibly blocked by ownership: owners with sanctions hits (some awaiting review) hold ${pct(sanctioned.potentialPercent)} in aggregate (50 % rule).`,
    );
  else if (sanctioned.owners.length)
    alerts.push(
      `Sanctioned ownership: ${pct(sanctioned.percent)} confirmed, ${pct(sanctioned.potentialPercent)} counting hits awaiting review; under the 50 % rule.`,
    );
  const layout = await layoutChart(nodes, structureEdges(view.edges), { maxNodes: options.maxNodes, perLayer, run: layOutOffLoop });
  return renderChartSvg(layout, {
    title: options.title ?? `Ownership of ${applicant?.name ?? "the application"}`,
    alerts,
    notes: view.problems.map((p) => `${p.nodeIds.slice(0, 3).map(nameOf).join(", ")}${p.nodeIds.length > 3 ? ", …" : ""}: ${p.message}`),
  });
}
