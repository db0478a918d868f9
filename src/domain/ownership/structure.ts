// The stored nodes and edges as the pure arithmetic (effective.ts, sanctioned.ts) reads them.
import type { OwnershipEdge, OwnershipNode } from "../../generated/prisma/client";
import type { StructureEdge, StructureNode } from "./effective";

export const structureNodes = (nodes: OwnershipNode[]): StructureNode[] => nodes.map((n) => ({ id: n.id, kind: n.kind, applicant: n.applicant }));
export const structureEdges = (edges: OwnershipEdge[]): StructureEdge[] =>
  edges.map((e) => ({
    id: e.id,
    ownerId: e.ownerNodeId,
    ownedId: e.ownedNodeId,
    kind: e.kind,
    percentLow: e.percentLow,
    percentHigh: e.percentHigh,
    role: e.role,
  }));
