// Ownership structures (docs/ownership.md): nodes and edges of an application, written as changes to
// it (locked, audited, refused on an erased application) and read with their arithmetic.
import { Prisma, type OwnershipEdge, type OwnershipNode, type PrismaClient, type RiskLevel } from "../../generated/prisma/client";
import type { Tx } from "../../db/transaction";
import { readJsonInstants, type SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { withApplicationChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../kernel/accountScope";
import { diffFields } from "../audit/trail";
import { DomainError, invalid } from "../../errors";
import { parseInput } from "../kernel/validation";
import {
  CreateOwnershipEdgeInput,
  CreateOwnershipNodeInput,
  UpdateOwnershipEdgeInput,
  UpdateOwnershipNodeInput,
  UboThresholdsInput,
  type CreateOwnershipEdge,
  type UpdateOwnershipEdge,
} from "./inputs";
import { analyse, pathsOf, type OwnershipAnalysis, type OwnershipPath } from "./effective";
import { structureEdges, structureNodes } from "./structure";
import { reviewOwnershipBlock } from "./screening";

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

/** The fields of a new row as its audit entry's changes (who did it is the entry's actor). */
const created = (row: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((f) => [f, { before: null, after: row[f] ?? null }]));

/** Asks the screening engine to screen a node not tied to a key person (a tied one is screened as that person). */
async function requestNodeScreening(change: ApplicationChange, node: OwnershipNode) {
  if (node.individualId || node.businessId) return;
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
  return withApplicationChange(db, actor, applicationId, async (change) => {
    const { tx } = change;
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
      Object.fromEntries(
        (["ownerNodeId", "ownedNodeId", "kind", "percentLow", "percentHigh", "role", "sourceDocumentId"] as const).map((f) => [
          f,
          { before: edge[f], after: null },
        ]),
      ),
      edge.sourceDocumentId,
    );
    await structureChanged(change, applicationId);
  });
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
