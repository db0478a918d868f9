// Ownership structures (docs/ownership.md): their nodes and edges written one at a time as changes to
// the application (locked, audited, refused on an erased application). The whole structure at once is
// replace.ts, what both hold to writeRules.ts, the structure read with its arithmetic view.ts.
import type { OwnershipEdge, OwnershipNode, PrismaClient } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import type { Actor } from "../auth/context";
import { withApplicationChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { diffFields } from "../audit/trail";
import { DomainError, invalid } from "../../errors";
import { parseInput } from "../../kernel/validation";
import { CreateOwnershipEdgeInput, CreateOwnershipNodeInput, UpdateOwnershipEdgeInput, UpdateOwnershipNodeInput, type CreateOwnershipEdge } from "./inputs";
import { checkDepth, checkEdgeCount, checkNameLength, checkNodeCount } from "./limits";
import { created, defaultNodeKey, duplicateEdge, EDGE_FIELDS, edgeShape, NODE_FIELDS, SCREENED_FIELDS, structureChanged } from "./writeRules";

async function announce(
  change: ApplicationChange,
  applicationId: string,
  type: string,
  entityType: string,
  entityId: string,
  changes = {},
  sourceDocumentId: string | null = null,
) {
  // An edge's entry names the document evidencing it, so the trail says on what ground the structure changed.
  await change.audit({ applicationId, type, entityType, entityId, changes, documentId: sourceDocumentId });
  // Spec 6.1 has no ownership event: the change goes out as the application's, its metadata saying what.
  await change.emit({
    event: "application.updated",
    entityType: "APPLICATION",
    entityId: applicationId,
    applicationId,
    metadata: { ownership: type, id: entityId },
  });
}

/**
 * Asks the screening engine to screen a node as itself. A node tied to a key person is screened as
 * itself too, and counts the worse of its own screening and the person's (screening.ts): tying a
 * sanctioned owner's node to an unrelated clean person must not hide it.
 */
async function requestNodeScreening(change: ApplicationChange, node: OwnershipNode) {
  await change.tx.screeningRequest.create({ data: { accountId: node.accountId, applicationId: node.applicationId, personKind: "node", personId: node.id } });
}

async function checkKeyPersons(tx: Tx, applicationId: string, input: { individualId?: string | null; businessId?: string | null }) {
  if (input.individualId && !(await tx.individual.findFirst({ where: { id: input.individualId, applicationId }, select: { id: true } }))) {
    throw invalid("individualId is not an individual of this application", [{ path: "individualId", message: "not found in this application" }]);
  }
  if (input.businessId && !(await tx.business.findFirst({ where: { id: input.businessId, applicationId }, select: { id: true } }))) {
    throw invalid("businessId is not a business of this application", [{ path: "businessId", message: "not found in this application" }]);
  }
}

async function checkKeyFree(tx: Tx, applicationId: string, key: string, except?: string) {
  const taken = await tx.ownershipNode.findFirst({ where: { applicationId, key, ...(except ? { NOT: { id: except } } : {}) }, select: { id: true } });
  if (taken) throw new DomainError("CONFLICT", `A node of this application already has the key ${JSON.stringify(key)}`);
}

export async function createOwnershipNode(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<OwnershipNode> {
  const input = parseInput(CreateOwnershipNodeInput, raw);
  checkNameLength(input.name);
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx } = change;
    checkNodeCount((await tx.ownershipNode.count({ where: { applicationId } })) + 1);
    const key = input.key ?? defaultNodeKey(input.kind, input.name);
    await checkKeyFree(tx, applicationId, key);
    await checkKeyPersons(tx, applicationId, input);
    if (input.applicant && (await tx.ownershipNode.findFirst({ where: { applicationId, applicant: true }, select: { id: true } }))) {
      throw new DomainError("CONFLICT", "The structure already has its applicant node");
    }
    const node = await tx.ownershipNode.create({ data: { ...input, key, applicant: input.applicant ?? false, accountId: actor.accountId, applicationId } });
    await announce(change, applicationId, "ownership.node_created", "OWNERSHIP_NODE", node.id, created(node, [...NODE_FIELDS]));
    await requestNodeScreening(change, node);
    return node;
  });
}

const ownedNode = (tx: Tx, actor: Actor, applicationId: string, id: string) =>
  orNotFound("Ownership node", tx.ownershipNode.findFirst({ where: { id, applicationId, ...owned(actor) } }));
const ownedEdge = (tx: Tx, actor: Actor, applicationId: string, id: string) =>
  orNotFound("Ownership edge", tx.ownershipEdge.findFirst({ where: { id, applicationId, ...owned(actor) } }));

export async function updateOwnershipNode(db: PrismaClient, actor: Actor, applicationId: string, id: string, raw: unknown): Promise<OwnershipNode> {
  const input = parseInput(UpdateOwnershipNodeInput, raw);
  checkNameLength(input.name);
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const before = await ownedNode(change.tx, actor, applicationId, id);
    if (input.key) await checkKeyFree(change.tx, applicationId, input.key, id);
    await checkKeyPersons(change.tx, applicationId, input);
    const changes = diffFields(before, input);
    if (Object.keys(changes).length === 0) return before;
    const node = await change.tx.ownershipNode.update({ where: { id }, data: input });
    await announce(change, applicationId, "ownership.node_updated", "OWNERSHIP_NODE", id, changes);
    // What screening reads changed (a rename above all), or the node was untied from its key person.
    if (SCREENED_FIELDS.some((f) => f in changes)) await requestNodeScreening(change, node);
    if ("individualId" in changes || "businessId" in changes) await structureChanged(change, applicationId);
    return node;
  });
}

/**
 * A key person removed: the nodes that were that person are untied (audited) and screened as
 * themselves from now on, so an owner of the investor never drops out of screening with its key person.
 */
export async function untieRemovedKeyPerson(change: ApplicationChange, applicationId: string, kind: "individual" | "business", personId: string) {
  const field = kind === "individual" ? "individualId" : "businessId";
  const tied = await change.tx.ownershipNode.findMany({ where: { applicationId, [field]: personId } });
  for (const before of tied) {
    const node = await change.tx.ownershipNode.update({ where: { id: before.id }, data: { [field]: null } });
    await announce(change, applicationId, "ownership.node_updated", "OWNERSHIP_NODE", node.id, { [field]: { before: personId, after: null } });
    await requestNodeScreening(change, node);
  }
  if (tied.length) await structureChanged(change, applicationId);
}

/** Removes a node and every edge touching it. */
export async function deleteOwnershipNode(db: PrismaClient, actor: Actor, applicationId: string, id: string): Promise<void> {
  await withApplicationChange(db, actor, applicationId, async (change) => {
    await ownedNode(change.tx, actor, applicationId, id);
    await change.tx.ownershipNode.delete({ where: { id } });
    await announce(change, applicationId, "ownership.node_deleted", "OWNERSHIP_NODE", id);
    await structureChanged(change, applicationId);
  });
}

async function checkDocument(tx: Tx, applicationId: string, documentId: string | null | undefined) {
  if (documentId && !(await tx.document.findFirst({ where: { id: documentId, applicationId }, select: { id: true } }))) {
    throw invalid("sourceDocumentId is not a document of this application", [{ path: "sourceDocumentId", message: "not found in this application" }]);
  }
}

export async function createOwnershipEdge(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<OwnershipEdge> {
  const input: CreateOwnershipEdge = parseInput(CreateOwnershipEdgeInput, raw);
  const shape = edgeShape(input.kind, input);
  if (input.ownerNodeId === input.ownedNodeId) throw invalid("A node cannot hold itself", [{ path: "ownedNodeId", message: "same as ownerNodeId" }]);
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx } = change;
    const ends = await tx.ownershipNode.count({ where: { id: { in: [input.ownerNodeId, input.ownedNodeId] }, applicationId } });
    if (ends !== 2)
      throw invalid("ownerNodeId and ownedNodeId must be nodes of this application", [{ path: "ownerNodeId", message: "not a node of this application" }]);
    // The structure as it stands (the application is locked): the new edge must fit its limits and not repeat one.
    const [nodeIds, stored] = await Promise.all([
      tx.ownershipNode.findMany({ where: { applicationId }, select: { id: true } }),
      tx.ownershipEdge.findMany({ where: { applicationId }, select: { ownerNodeId: true, ownedNodeId: true, kind: true } }),
    ]);
    checkEdgeCount(stored.length + 1);
    if (stored.some((e) => e.ownerNodeId === input.ownerNodeId && e.ownedNodeId === input.ownedNodeId && e.kind === input.kind))
      throw duplicateEdge(input.kind);
    checkDepth(
      nodeIds.map((n) => n.id),
      [...stored.map((e) => [e.ownerNodeId, e.ownedNodeId] as const), [input.ownerNodeId, input.ownedNodeId] as const],
    );
    await checkDocument(tx, applicationId, input.sourceDocumentId);
    const edge = await tx.ownershipEdge.create({
      data: {
        ...shape,
        ownerNodeId: input.ownerNodeId,
        ownedNodeId: input.ownedNodeId,
        sourceDocumentId: input.sourceDocumentId ?? null,
        accountId: actor.accountId,
        applicationId,
      },
    });
    await announce(change, applicationId, "ownership.edge_created", "OWNERSHIP_EDGE", edge.id, created(edge, [...EDGE_FIELDS]), edge.sourceDocumentId);
    await structureChanged(change, applicationId);
    return edge;
  });
}

export async function updateOwnershipEdge(db: PrismaClient, actor: Actor, applicationId: string, id: string, raw: unknown): Promise<OwnershipEdge> {
  const input = parseInput(UpdateOwnershipEdgeInput, raw);
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const before = await ownedEdge(change.tx, actor, applicationId, id);
    const shape = edgeShape(before.kind, input, before);
    await checkDocument(change.tx, applicationId, input.sourceDocumentId);
    const data = { ...shape, ...(input.sourceDocumentId !== undefined ? { sourceDocumentId: input.sourceDocumentId } : {}) };
    const changes = diffFields(before, data);
    if (Object.keys(changes).length === 0) return before;
    const edge = await change.tx.ownershipEdge.update({ where: { id }, data });
    await announce(change, applicationId, "ownership.edge_updated", "OWNERSHIP_EDGE", id, changes, edge.sourceDocumentId);
    await structureChanged(change, applicationId);
    return edge;
  });
}

export async function deleteOwnershipEdge(db: PrismaClient, actor: Actor, applicationId: string, id: string): Promise<void> {
  await withApplicationChange(db, actor, applicationId, async (change) => {
    const edge = await ownedEdge(change.tx, actor, applicationId, id);
    await change.tx.ownershipEdge.delete({ where: { id } });
    await announce(
      change,
      applicationId,
      "ownership.edge_deleted",
      "OWNERSHIP_EDGE",
      id,
      Object.fromEntries(EDGE_FIELDS.map((f) => [f, { before: edge[f], after: null }])),
      edge.sourceDocumentId,
    );
    await structureChanged(change, applicationId);
  });
}
