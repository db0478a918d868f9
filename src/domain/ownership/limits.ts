// The declared limits of one ownership structure (docs/ownership.md "Limits"): nodes, edges, depth
// and name length. Every analysis of a structure is polynomial (layers.ts, effective.ts), and these
// bound its size, so no write, read or risk assessment of one structure can hold a process for long.
// A write that would pass a limit is refused before anything is written: 413 PAYLOAD_TOO_LARGE for
// too many nodes or edges, 400 VALIDATION_FAILED for a chain too deep or a name too long.
import { DomainError, invalid } from "../../errors";
import { depthsOf } from "./layers";
import { DEFAULT_OWNERSHIP_LIMITS } from "../../config";

interface OwnershipLimits {
  /** Nodes of one structure (OWNERSHIP_MAX_NODES). */
  maxNodes: number;
  /** Edges of one structure (OWNERSHIP_MAX_EDGES). */
  maxEdges: number;
  /** Holdings in the longest chain of one structure, circles counted as their nodes (OWNERSHIP_MAX_DEPTH). */
  maxDepth: number;
  /** Characters of a node's name (OWNERSHIP_MAX_NAME_LENGTH). */
  maxNameLength: number;
}

let current: OwnershipLimits = { ...DEFAULT_OWNERSHIP_LIMITS };

/** Set once at start from the configuration (src/config.ts: OWNERSHIP_MAX_*, which tests set through the environment). */
export function setOwnershipLimits(limits: Partial<OwnershipLimits>): void {
  current = { ...DEFAULT_OWNERSHIP_LIMITS, ...limits };
}

export function checkNameLength(name: string | undefined, path = "name"): void {
  if (name !== undefined && name.length > current.maxNameLength) {
    throw invalid(`A node's name is at most ${current.maxNameLength} characters (OWNERSHIP_MAX_NAME_LENGTH)`, [
      { path, message: `longer than ${current.maxNameLength} characters` },
    ]);
  }
}

export function checkNodeCount(count: number): void {
  if (count > current.maxNodes) {
    throw new DomainError("PAYLOAD_TOO_LARGE", `A structure holds at most ${current.maxNodes} nodes (OWNERSHIP_MAX_NODES); this one would hold ${count}`);
  }
}

export function checkEdgeCount(count: number): void {
  if (count > current.maxEdges) {
    throw new DomainError("PAYLOAD_TOO_LARGE", `A structure holds at most ${current.maxEdges} edges (OWNERSHIP_MAX_EDGES); this one would hold ${count}`);
  }
}

/** Refuses a structure whose longest chain of holdings is deeper than the limit (one linear pass). */
export function checkDepth(nodeIds: readonly string[], holdings: readonly (readonly [string, string])[], path = "ownedNodeId"): void {
  const { depth } = depthsOf(nodeIds, holdings);
  if (depth > current.maxDepth) {
    throw invalid(
      `A structure's longest chain of holdings is at most ${current.maxDepth} deep (OWNERSHIP_MAX_DEPTH; a circle counts as many as its nodes); this one would be ${depth}`,
      [{ path, message: `chain deeper than ${current.maxDepth}` }],
    );
  }
}
