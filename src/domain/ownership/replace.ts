// An application's whole ownership structure replaced at once (docs/ownership.md "Importing a whole
// structure"): every node and edge checked before anything is written, then written in bulk statements.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { OwnershipNode, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { withApplicationChange } from "../applicationChange";
import { diffFields, type AuditInput } from "../audit/trail";
import { DomainError, invalid } from "../../errors";
import { parseInput } from "../../kernel/validation";
import { insertRows } from "../../kernel/bulkInsert";
import { uuidv7 } from "../../kernel/ids";
import type { Tx } from "../../db/transaction";
import { ReplaceOwnershipInput, type ReplaceOwnership } from "./inputs";
import { checkDepth, checkEdgeCount, checkNameLength, checkNodeCount } from "./limits";
import { diffEdges, edgeIdentity, type RecordedEdge } from "./edgeDiff";
import { created, defaultNodeKey, duplicateEdge, edgeShape, NODE_FIELDS, SCREENED_FIELDS, structureChanged, type EdgeShape } from "./writeRules";

/** The ids among `ids` that are not rows of this application (one query). */
async function strangers(rows: Promise<{ id: string }[]>, ids: Set<string>): Promise<string[]> {
  if (ids.size === 0) return [];
  const found = new Set((await rows).map((r) => r.id));
  return [...ids].filter((id) => !found.has(id));
}

/**
 * The stored edges as the audit entry records them, with their ids beside (in the same order), read as
 * one JSON text: a row object each (and Prisma's work per row) for what is only written back into one
 * entry cost the loop more than the rest of the read. In the order they were made, so one structure's
 * entry reads alike each time.
 */
async function storedEdgesByKey(tx: Tx, applicationId: string): Promise<{ edges: RecordedEdge[]; ids: string[] }> {
  const [row] = await tx.$queryRaw<{ edges: string; ids: string[] | null }[]>`
    SELECT COALESCE(json_agg(json_build_object('kind', e.kind, 'ownedKey', held.key, 'ownerKey', holder.key, 'percentHigh', e."percentHigh",
             'percentLow', e."percentLow", 'role', e.role, 'sourceDocumentId', e."sourceDocumentId") ORDER BY e."createdAt", e.id), '[]')::text AS edges,
           array_agg(e.id ORDER BY e."createdAt", e.id) AS ids
    FROM "OwnershipEdge" e
    JOIN "OwnershipNode" holder ON holder.id = e."ownerNodeId"
    JOIN "OwnershipNode" held ON held.id = e."ownedNodeId"
    WHERE e."applicationId" = ${applicationId}`;
  return { edges: JSON.parse(row.edges) as RecordedEdge[], ids: row.ids ?? [] };
}

/**
 * Replaces an application's whole structure in one transaction (docs/ownership.md "Importing a whole
 * structure"): nodes are matched to the stored ones by key (a kept node keeps its id, its screening and
 * its hits; one not listed is removed), edges by holder, held and kind (a kept edge keeps its id; only
 * the edges added, changed or removed are written: diffEdges). Everything is checked before
 * anything is written: limits, keys, ends, shares, duplicates, key persons and documents. The nodes
 * new or changed in what screening reads are screened in one batch of requests, the aggregate
 * sanctioned ownership is recomputed once and the risk re-assessed once, at commit.
 */
export async function replaceOwnershipStructure(db: PrismaClient, actor: Actor, applicationId: string, raw: unknown): Promise<void> {
  // The request's body was parsed and coerced (REST, GraphQL) on this turn of the loop: other tenants'
  // requests waiting on it are served before this structure's own checks take their turn.
  await nextTurn();
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
    const pair = edgeIdentity(e);
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

    const [storedNodes, stored] = await Promise.all([tx.ownershipNode.findMany({ where: { applicationId } }), storedEdgesByKey(tx, applicationId)]);
    const storedEdges = stored.edges;
    const storedByKey = new Map(storedNodes.map((n) => [n.key, n]));
    const removed = storedNodes.filter((n) => !keys.has(n.key));
    const audits: AuditInput[] = [];
    const toScreen: string[] = [];
    // The edges as the body has them, in its order: what the audit entry records and what the diff is taken against.
    const recorded = edges.map((e): RecordedEdge => ({
      kind: e.shape.kind,
      ownedKey: e.ownedKey,
      ownerKey: e.ownerKey,
      percentHigh: e.shape.percentHigh,
      percentLow: e.shape.percentLow,
      role: e.shape.role,
      sourceDocumentId: e.sourceDocumentId ?? null,
    }));
    const edgeChanges = diffEdges(storedEdges, stored.ids, recorded);
    // The edges of a removed node go with it (ON DELETE CASCADE); the rest not listed are removed by id.
    if (edgeChanges.removed.length) await tx.$executeRaw`DELETE FROM "OwnershipEdge" WHERE id = ANY(${edgeChanges.removed}::text[])`;
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
    if (edgeChanges.changed.length) {
      // One statement for every kept edge whose share, role or document differs (no key column changes:
      // no foreign key is checked again).
      const changed = edgeChanges.changed.map(({ index, id }) => {
        const e = recorded[index]!;
        return { id, low: e.percentLow, high: e.percentHigh, role: e.role, document: e.sourceDocumentId };
      });
      await tx.$executeRaw`
        UPDATE "OwnershipEdge" AS e
        SET "percentLow" = u.low, "percentHigh" = u.high, role = u.role::"OwnershipControlRole", "sourceDocumentId" = u.document, "updatedAt" = ${now}
        FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS u(id text, low float8, high float8, role text, document text)
        WHERE e.id = u.id AND e."applicationId" = ${applicationId}`;
    }
    await insertRows(
      tx,
      "OwnershipEdge",
      edgeChanges.added.map((index) => {
        const e = edges[index]!;
        return {
          ...e.shape,
          id: uuidv7(),
          ownerNodeId: idByKey.get(e.ownerKey)!,
          ownedNodeId: idByKey.get(e.ownedKey)!,
          sourceDocumentId: e.sourceDocumentId ?? null,
          accountId: actor.accountId,
          applicationId,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    // The edges are recorded whole in one entry, by their ends' keys: a thousand entries of one
    // replacement would bury the trail (the nodes, who is in the structure, keep one entry each).
    audits.push({
      applicationId,
      type: "ownership.structure_replaced",
      entityType: "APPLICATION",
      entityId: applicationId,
      changes: {
        nodes: { before: storedNodes.length, after: nodes.length },
        edges: { before: storedEdges, after: recorded },
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
