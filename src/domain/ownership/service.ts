// Ownership structures (docs/ownership.md): nodes and edges of an application, written as changes to
// it (locked, audited, refused on an erased application) and read with their arithmetic.
import { Prisma, type OwnershipEdge, type OwnershipNode, type PrismaClient, type RiskLevel } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { readJsonInstants, type SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { withApplicationChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { diffFields, type AuditInput } from "../audit/trail";
import { DomainError, invalid } from "../../errors";
import { parseInput } from "../../kernel/validation";
import {
  CreateOwnershipEdgeInput,
  CreateOwnershipNodeInput,
  UpdateOwnershipEdgeInput,
  UpdateOwnershipNodeInput,
  UboThresholdsInput,
  ReplaceOwnershipInput,
  type ReplaceOwnership,
  type CreateOwnershipEdge,
  type UpdateOwnershipEdge,
} from "./inputs";
import { analyse, pathsOf, type OwnershipAnalysis, type OwnershipPath } from "./effective";
import { structureEdges, structureNodes } from "./structure";
import { reviewOwnershipBlock } from "./screening";
import { insertRows } from "../../kernel/bulkInsert";
import { uuidv7 } from "../../kernel/ids";
import { checkDepth, checkEdgeCount, checkNameLength, checkNodeCount } from "./limits";

/** Documents key their subject `individual|name` or `business|name` (spec 2.4): a node's default key is the same. */
function defaultNodeKey(kind: string, name: string): string {
  return `${kind === "INDIVIDUAL" ? "individual" : "business"}|${name.toLowerCase()}`;
}

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

const NODE_FIELDS = ["kind", "name", "key", "country", "applicant", "individualId", "businessId"] as const;
const EDGE_FIELDS = ["ownerNodeId", "ownedNodeId", "kind", "percentLow", "percentHigh", "role", "sourceDocumentId"] as const;

/** The fields of a new row as its audit entry's changes (who did it is the entry's actor). */
const created = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((f) => [f, { before: null, after: row[f] ?? null }]));

/**
 * Asks the screening engine to screen a node as itself. A node tied to a key person is screened as
 * itself too, and counts the worse of its own screening and the person's (screening.ts): tying a
 * sanctioned owner's node to an unrelated clean person must not hide it.
 */
async function requestNodeScreening(change: ApplicationChange, node: OwnershipNode) {
  await change.tx.screeningRequest.create({ data: { accountId: node.accountId, applicationId: node.applicationId, personKind: "node", personId: node.id } });
}

/** A structure changed: the aggregate sanctioned ownership is recomputed with it (docs/ownership.md). */
const structureChanged = (change: ApplicationChange, applicationId: string) => reviewOwnershipBlock(change, applicationId, "INITIAL_SCREENING");

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
    await announce(
      change,
      applicationId,
      "ownership.node_created",
      "OWNERSHIP_NODE",
      node.id,
      created(node, ["kind", "name", "key", "country", "applicant", "individualId", "businessId"]),
    );
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
    if (["kind", "name", "country", "individualId", "businessId"].some((f) => f in changes)) await requestNodeScreening(change, node);
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

type EdgeShape = Pick<OwnershipEdge, "kind" | "percentLow" | "percentHigh" | "role">;

/** The stored shape of an edge's share, or a 400 saying what is wrong with it. */
function edgeShape(kind: OwnershipEdge["kind"], given: UpdateOwnershipEdge, before?: EdgeShape): EdgeShape {
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
const duplicateEdge = (kind: string) =>
  new DomainError("CONFLICT", `The holder already has a ${kind} edge to this node: change that edge's share (PATCH) instead of adding another`);

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
    await announce(
      change,
      applicationId,
      "ownership.edge_created",
      "OWNERSHIP_EDGE",
      edge.id,
      created(edge, ["ownerNodeId", "ownedNodeId", "kind", "percentLow", "percentHigh", "role", "sourceDocumentId"]),
      edge.sourceDocumentId,
    );
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

/** Fields whose change means the node must be screened again. */
const SCREENED_FIELDS = ["kind", "name", "country", "individualId", "businessId"] as const;

/** The ids among `ids` that are not rows of this application (one query). */
async function strangers(rows: Promise<{ id: string }[]>, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  const found = new Set((await rows).map((r) => r.id));
  return [...ids].filter((id) => !found.has(id));
}

/**
 * Replaces an application's whole structure in one transaction (docs/ownership.md "Importing a whole
 * structure"): nodes are matched to the stored ones by key (a kept node keeps its id, its screening and
 * its hits; one not listed is removed), edges are replaced wholesale. Everything is checked before
 * anything is written: limits, keys, ends, shares, duplicates, key persons and documents. The nodes
 * new or changed in what screening reads are screened in one batch of requests, the aggregate
 * sanctioned ownership is recomputed once and the risk re-assessed once, at commit.
 */
export async function replaceOwnershipStructure(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<void> {
  const input: ReplaceOwnership = parseInput(ReplaceOwnershipInput, raw);
  checkNodeCount(input.nodes.length);
  checkEdgeCount(input.edges.length);
  const nodes = input.nodes.map((n, i) => {
    checkNameLength(n.name, `nodes.${i}.name`);
    return { ...n, key: n.key ?? defaultNodeKey(n.kind, n.name) };
  });
  const keys = new Map<string, number>();
  nodes.forEach((n, i) => {
    if (keys.has(n.key))
      throw invalid(`Two nodes have the key ${JSON.stringify(n.key)}: a structure's keys are unique`, [{ path: `nodes.${i}.key`, message: "repeated" }]);
    keys.set(n.key, i);
  });
  if (nodes.filter((n) => n.applicant).length > 1) throw invalid("A structure has one applicant node", [{ path: "nodes", message: "more than one applicant" }]);
  const seen = new Set<string>();
  const edges = input.edges.map((e, i) => {
    const at = (field: string) => `edges.${i}.${field}`;
    if (!keys.has(e.ownerKey))
      throw invalid(`No node of the structure has the key ${JSON.stringify(e.ownerKey)}`, [{ path: at("ownerKey"), message: "no such node" }]);
    if (!keys.has(e.ownedKey))
      throw invalid(`No node of the structure has the key ${JSON.stringify(e.ownedKey)}`, [{ path: at("ownedKey"), message: "no such node" }]);
    if (e.ownerKey === e.ownedKey) throw invalid("A node cannot hold itself", [{ path: at("ownedKey"), message: "same as ownerKey" }]);
    let shape: EdgeShape;
    try {
      shape = edgeShape(e.kind, e);
    } catch (error) {
      if (error instanceof DomainError)
        throw invalid(
          `Edge ${i}: ${error.message}`,
          error.details?.map((d) => ({ ...d, path: at(d.path) })),
        );
      throw error;
    }
    const pair = `${e.ownerKey}\u0000${e.ownedKey}\u0000${e.kind}`;
    if (seen.has(pair)) throw duplicateEdge(e.kind);
    seen.add(pair);
    return { ...e, shape };
  });
  checkDepth(
    nodes.map((n) => n.key),
    edges.map((e) => [e.ownerKey, e.ownedKey] as const),
    "edges",
  );

  await withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx } = change;
    const individualIds = new Set(nodes.flatMap((n) => (n.individualId ? [n.individualId] : [])));
    const businessIds = new Set(nodes.flatMap((n) => (n.businessId ? [n.businessId] : [])));
    const documentIds = new Set(edges.flatMap((e) => (e.sourceDocumentId ? [e.sourceDocumentId] : [])));
    const [badIndividuals, badBusinesses, badDocuments] = await Promise.all([
      strangers(tx.individual.findMany({ where: { applicationId, id: { in: [...individualIds] } }, select: { id: true } }), individualIds),
      strangers(tx.business.findMany({ where: { applicationId, id: { in: [...businessIds] } }, select: { id: true } }), businessIds),
      strangers(tx.document.findMany({ where: { applicationId, id: { in: [...documentIds] } }, select: { id: true } }), documentIds),
    ]);
    if (badIndividuals.length)
      throw invalid("individualId is not an individual of this application", [{ path: "nodes", message: `not found: ${badIndividuals.join(", ")}` }]);
    if (badBusinesses.length)
      throw invalid("businessId is not a business of this application", [{ path: "nodes", message: `not found: ${badBusinesses.join(", ")}` }]);
    if (badDocuments.length)
      throw invalid("sourceDocumentId is not a document of this application", [{ path: "edges", message: `not found: ${badDocuments.join(", ")}` }]);

    const [storedNodes, storedEdges] = await Promise.all([
      tx.ownershipNode.findMany({ where: { applicationId } }),
      tx.ownershipEdge.findMany({ where: { applicationId } }),
    ]);
    const storedByKey = new Map(storedNodes.map((n) => [n.key, n]));
    const removed = storedNodes.filter((n) => !keys.has(n.key));
    const audits: AuditInput[] = [];
    const toScreen: string[] = [];
    await tx.ownershipEdge.deleteMany({ where: { applicationId } });
    if (removed.length) await tx.ownershipNode.deleteMany({ where: { id: { in: removed.map((n) => n.id) } } });
    for (const n of removed) audits.push({ applicationId, type: "ownership.node_deleted", entityType: "OWNERSHIP_NODE", entityId: n.id });

    const idByKey = new Map<string, string>();
    const now = new Date();
    const fresh: OwnershipNode[] = [];
    for (const n of nodes) {
      const data = {
        key: n.key,
        kind: n.kind,
        name: n.name,
        country: n.country ?? null,
        applicant: n.applicant ?? false,
        individualId: n.individualId ?? null,
        businessId: n.businessId ?? null,
      };
      const before = storedByKey.get(n.key);
      if (!before) {
        fresh.push({ ...data, id: uuidv7(), accountId: actor.accountId, applicationId, createdAt: now, updatedAt: now });
        continue;
      }
      idByKey.set(n.key, before.id);
      const changes = diffFields(before, data);
      if (Object.keys(changes).length === 0) continue;
      await tx.ownershipNode.update({ where: { id: before.id }, data });
      audits.push({ applicationId, type: "ownership.node_updated", entityType: "OWNERSHIP_NODE", entityId: before.id, changes });
      if (SCREENED_FIELDS.some((f) => f in changes)) toScreen.push(before.id);
    }
    // One statement each for the new nodes and the edges (Prisma's createMany builds its query row by row).
    await insertRows(tx, "OwnershipNode", fresh);
    for (const node of fresh) {
      idByKey.set(node.key, node.id);
      toScreen.push(node.id);
      audits.push({ applicationId, type: "ownership.node_created", entityType: "OWNERSHIP_NODE", entityId: node.id, changes: created(node, [...NODE_FIELDS]) });
    }
    await insertRows(
      tx,
      "OwnershipEdge",
      edges.map((e) => ({
        ...e.shape,
        id: uuidv7(),
        ownerNodeId: idByKey.get(e.ownerKey)!,
        ownedNodeId: idByKey.get(e.ownedKey)!,
        sourceDocumentId: e.sourceDocumentId ?? null,
        accountId: actor.accountId,
        applicationId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // The edges are recorded whole in one entry, by their ends' keys: a thousand entries of one
    // replacement would bury the trail (the nodes, who is in the structure, keep one entry each).
    const keyOf = new Map(storedNodes.map((n) => [n.id, n.key]));
    audits.push({
      applicationId,
      type: "ownership.structure_replaced",
      entityType: "APPLICATION",
      entityId: applicationId,
      changes: {
        nodes: { before: storedNodes.length, after: nodes.length },
        edges: {
          before: storedEdges.map((e) => ({
            ownerKey: keyOf.get(e.ownerNodeId)!,
            ownedKey: keyOf.get(e.ownedNodeId)!,
            kind: e.kind,
            percentLow: e.percentLow,
            percentHigh: e.percentHigh,
            role: e.role,
            sourceDocumentId: e.sourceDocumentId,
          })),
          after: edges.map((e) => ({ ownerKey: e.ownerKey, ownedKey: e.ownedKey, ...e.shape, sourceDocumentId: e.sourceDocumentId ?? null })),
        },
      },
    });
    await change.audit(audits);
    await change.emit({
      event: "application.updated",
      entityType: "APPLICATION",
      entityId: applicationId,
      applicationId,
      metadata: { ownership: "ownership.structure_replaced", id: applicationId },
    });
    await insertRows(
      tx,
      "ScreeningRequest",
      toScreen.map((personId) => ({ id: uuidv7(), accountId: actor.accountId, applicationId, personKind: "node", personId, createdAt: now })),
    );
    await structureChanged(change, applicationId);
  });
}

/** One node of one of the caller's applications, with the structure it belongs to (404 when either is not theirs). */
export async function readOwnershipNodeOf(db: PrismaClient, sql: SqlReader, actor: Actor, applicationId: string, id: string) {
  const view = await readOwnershipOf(db, sql, actor, applicationId);
  return { view, node: await orNotFound("Ownership node", Promise.resolve(view.nodeById.get(id))) };
}

/** One edge of one of the caller's applications, with the structure it belongs to (404 when either is not theirs). */
export async function readOwnershipEdgeOf(db: PrismaClient, sql: SqlReader, actor: Actor, applicationId: string, id: string) {
  const view = await readOwnershipOf(db, sql, actor, applicationId);
  return { view, edge: await orNotFound("Ownership edge", Promise.resolve(view.edges.find((e) => e.id === id))) };
}

/** An application's structure with its arithmetic; `paths` lists each node's paths to the applicant on first ask. */
export interface OwnershipView extends OwnershipAnalysis {
  applicationId: string;
  nodes: OwnershipNode[];
  edges: OwnershipEdge[];
  nodeById: Map<string, OwnershipNode>;
  /** Documents whose subject.entityKey is the key, by key. */
  documentIdsByKey: Map<string, string[]>;
  paths(nodeId: string, measure: "OWNERSHIP" | "VOTING"): { paths: OwnershipPath[]; truncated: boolean };
}

/** The account's UBO threshold for an application of this risk level: the lower one for HIGH (and PROHIBITED) risk. */
export function thresholdFor(account: { uboThresholdPercent: number; uboThresholdHighPercent: number }, riskLevel: RiskLevel | null): number {
  return riskLevel === "HIGH" || riskLevel === "PROHIBITED" ? account.uboThresholdHighPercent : account.uboThresholdPercent;
}

/** What an application's structure is read from: its nodes, edges, the account's thresholds and its documents' subject keys. */
export interface OwnershipRows {
  nodes: OwnershipNode[];
  edges: OwnershipEdge[];
  account: { uboThresholdPercent: number; uboThresholdHighPercent: number };
  documents: { id: string; subject: { entityKey: string } }[];
}

/**
 * The structures of applications of one account, one statement for any number of them (a list page's
 * `ownership` is one read, not one per application), in the order asked; an id that is not the
 * account's comes back empty. Four Prisma reads per application cost the case page ~60 % more; one
 * statement on the driver keeps it within 1.5x of the page without the structure.
 */
export async function ownershipRowsByApplication(sql: SqlReader, accountId: string, applicationIds: readonly string[]): Promise<OwnershipRows[]> {
  if (applicationIds.length === 0) return [];
  const rows = await sql.rows<OwnershipRows & { applicationId: string }>(Prisma.sql`
    SELECT a.id AS "applicationId",
      (SELECT COALESCE(json_agg(n ORDER BY n."createdAt", n.id), '[]'::json) FROM "OwnershipNode" n
        WHERE n."applicationId" = a.id AND n."accountId" = a."accountId") AS nodes,
      (SELECT COALESCE(json_agg(e ORDER BY e."createdAt", e.id), '[]'::json) FROM "OwnershipEdge" e
        WHERE e."applicationId" = a.id AND e."accountId" = a."accountId") AS edges,
      (SELECT json_build_object('uboThresholdPercent', x."uboThresholdPercent", 'uboThresholdHighPercent', x."uboThresholdHighPercent")
        FROM "Account" x WHERE x.id = a."accountId") AS account,
      (SELECT COALESCE(json_agg(json_build_object('id', d.id, 'subject', d.subject) ORDER BY d."createdAt", d.id), '[]'::json) FROM "Document" d
        WHERE d."applicationId" = a.id AND d.subject IS NOT NULL AND EXISTS (SELECT 1 FROM "OwnershipNode" k WHERE k."applicationId" = a.id)) AS documents
    FROM "Application" a
    WHERE a."accountId" = ${accountId} AND a.id = ANY(CAST(${[...applicationIds]} AS text[]))`);
  const byId = new Map(rows.map((r) => [r.applicationId, r]));
  const none: OwnershipRows = { nodes: [], edges: [], account: { uboThresholdPercent: 25, uboThresholdHighPercent: 10 }, documents: [] };
  return applicationIds.map((id) => {
    const row = byId.get(id);
    if (!row) return none;
    return {
      nodes: row.nodes.map((n) => readJsonInstants(n, "OwnershipNode")),
      edges: row.edges.map((e) => readJsonInstants(e, "OwnershipEdge")),
      account: row.account,
      documents: row.documents,
    };
  });
}

/** The view of an application's structure from its rows, with the threshold its risk level takes. */
export function ownershipViewFromRows(application: { id: string; riskLevel: RiskLevel | null }, rows: OwnershipRows): OwnershipView {
  return ownershipViewOf(application, rows.nodes, rows.edges, thresholdFor(rows.account, application.riskLevel), rows.documents);
}

/** The structure of an application already read as the caller's, in one statement. */
async function readOwnership(sql: SqlReader, application: { id: string; accountId: string; riskLevel: RiskLevel | null }): Promise<OwnershipView> {
  const [rows] = await ownershipRowsByApplication(sql, application.accountId, [application.id]);
  return ownershipViewFromRows(application, rows!);
}

/** The structure of one of the caller's applications (404 when it is not theirs). */
export async function readOwnershipOf(db: PrismaClient, sql: SqlReader, actor: Actor, applicationId: string): Promise<OwnershipView> {
  const application = await orNotFound(
    "Application",
    db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, select: { id: true, accountId: true, riskLevel: true } }),
  );
  return readOwnership(sql, application);
}

export function ownershipViewOf(
  application: { id: string },
  nodes: OwnershipNode[],
  edges: OwnershipEdge[],
  thresholdPercent: number,
  documents: { id: string; subject: unknown }[] = [],
): OwnershipView {
  const sNodes = structureNodes(nodes);
  const sEdges = structureEdges(edges);
  const documentIdsByKey = new Map<string, string[]>();
  for (const d of documents) {
    const key = (d.subject as { entityKey?: string } | null)?.entityKey;
    if (key) documentIdsByKey.set(key, [...(documentIdsByKey.get(key) ?? []), d.id]);
  }
  const memo = new Map<string, ReturnType<typeof pathsOf>>();
  const analysis = analyse(sNodes, sEdges, thresholdPercent);
  return {
    ...analysis,
    applicationId: application.id,
    nodes,
    edges,
    nodeById: new Map(nodes.map((n) => [n.id, n])),
    documentIdsByKey,
    paths(nodeId, measure) {
      // One enumeration for every listed owner, the first time any owner's paths are asked for.
      if (!memo.has(measure))
        memo.set(
          measure,
          pathsOf(
            sNodes,
            sEdges,
            analysis.effective.map((e) => e.nodeId),
            measure,
          ),
        );
      return memo.get(measure)!.get(nodeId) ?? { paths: [], truncated: false };
    },
  };
}

export interface UboThresholds {
  thresholdPercent: number;
  highRiskThresholdPercent: number;
}

/** The account's UBO thresholds (docs/ownership.md). */
export async function getUboThresholds(db: PrismaClient, actor: Actor): Promise<UboThresholds> {
  const account = await db.account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { uboThresholdPercent: true, uboThresholdHighPercent: true } });
  return { thresholdPercent: account.uboThresholdPercent, highRiskThresholdPercent: account.uboThresholdHighPercent };
}

/** Replaces the account's UBO thresholds; every structure's UBOs follow on the next read. */
export async function updateUboThresholds(db: PrismaClient, actor: Actor, raw: unknown): Promise<UboThresholds> {
  const input = parseInput(UboThresholdsInput, raw);
  await db.account.update({
    where: { id: actor.accountId },
    data: { uboThresholdPercent: input.thresholdPercent, uboThresholdHighPercent: input.highRiskThresholdPercent },
  });
  return getUboThresholds(db, actor);
}
