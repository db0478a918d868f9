// What every write of an ownership structure holds to, whether one node or edge at a time (service.ts)
// or the whole structure at once (replace.ts): a node's default key, an edge's share, one edge per
// holder, held and kind, what an audit entry records of a new row, and what a changed structure sets off.
import type { OwnershipEdge } from "../../generated/prisma/client";
import type { ApplicationChange } from "../applicationChange";
import { DomainError, invalid } from "../../errors";
import type { UpdateOwnershipEdge } from "./inputs";
import { reviewOwnershipBlock } from "./screening";

/** Documents key their subject `individual|name` or `business|name` (spec 2.4): a node's default key is the same. */
export function defaultNodeKey(kind: string, name: string): string {
  return `${kind === "INDIVIDUAL" ? "individual" : "business"}|${name.toLowerCase()}`;
}

export const NODE_FIELDS = ["kind", "name", "key", "country", "applicant", "individualId", "businessId"] as const;
export const EDGE_FIELDS = ["ownerNodeId", "ownedNodeId", "kind", "percentLow", "percentHigh", "role", "sourceDocumentId"] as const;

/** Fields whose change means the node must be screened again. */
export const SCREENED_FIELDS = ["kind", "name", "country", "individualId", "businessId"] as const;

/** The fields of a new row as its audit entry's changes (who did it is the entry's actor). */
export const created = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((f) => [f, { before: null, after: row[f] ?? null }]));

/** A structure changed: the aggregate sanctioned ownership is recomputed with it (docs/ownership.md). */
export const structureChanged = (change: ApplicationChange, applicationId: string) => reviewOwnershipBlock(change, applicationId, "INITIAL_SCREENING");

export type EdgeShape = Pick<OwnershipEdge, "kind" | "percentLow" | "percentHigh" | "role">;

/** The stored shape of an edge's share, or a 400 saying what is wrong with it. */
export function edgeShape(kind: OwnershipEdge["kind"], given: UpdateOwnershipEdge, before?: EdgeShape): EdgeShape {
  if (given.percent !== undefined && (given.percentLow !== undefined || given.percentHigh !== undefined)) {
    throw invalid("Give percent or a range (percentLow and percentHigh), not both", [{ path: "percent", message: "with a range" }]);
  }
  const low = given.percent ?? given.percentLow ?? (given.percentHigh === undefined ? before?.percentLow : undefined) ?? null;
  const high = given.percent ?? given.percentHigh ?? (given.percentLow === undefined ? before?.percentHigh : undefined) ?? null;
  const role = given.role ?? before?.role ?? null;
  if (kind === "CONTROL") {
    if (low !== null || high !== null)
      throw invalid("A CONTROL edge carries no percent: control without ownership", [{ path: "percent", message: "not for CONTROL" }]);
    if (!role) throw invalid("A CONTROL edge needs its role", [{ path: "role", message: "required for CONTROL" }]);
    return { kind, percentLow: null, percentHigh: null, role };
  }
  if (role) throw invalid(`A ${kind} edge has no role: control is a CONTROL edge`, [{ path: "role", message: `not for ${kind}` }]);
  if (low === null || high === null)
    throw invalid(`A ${kind} edge needs percent, or percentLow and percentHigh`, [{ path: "percent", message: `required for ${kind}` }]);
  if (low > high) throw invalid("percentLow is above percentHigh", [{ path: "percentLow", message: "above percentHigh" }]);
  return { kind, percentLow: low, percentHigh: high, role: null };
}

/** Two edges of one kind between the same holder and held would count the holding twice: the second is refused. */
export const duplicateEdge = (kind: string) =>
  new DomainError("CONFLICT", `The holder already has a ${kind} edge to this node: change that edge's share (PATCH) instead of adding another`);
