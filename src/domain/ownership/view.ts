// An application's ownership structure read with its arithmetic (effective.ts): one statement for the
// structures of any number of applications, and the view GraphQL, the chart, screening and the
// exports read.
import { setImmediate as nextTurn } from "node:timers/promises";
import { Prisma, type OwnershipEdge, type OwnershipNode, type PrismaClient, type RiskLevel } from "../../generated/prisma/client";
import { readJsonInstants, type SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { orNotFound, owned } from "../../kernel/accountScope";
import { analyse, type OwnershipAnalysis } from "./effective";
import { pathsOf, type OwnershipPath } from "./paths";
import { structureEdges, structureNodes } from "./structure";
import { thresholdFor } from "./thresholds";

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
  const view = ownershipViewFromRows(application, rows!);
  // Reading the rows and the analysis took one turn of the loop, the response (fields, paths, JSON)
  // takes another: on a structure at its limits each is tens of ms other tenants need not wait behind.
  await nextTurn();
  return view;
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
