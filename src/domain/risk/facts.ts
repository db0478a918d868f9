// What the risk model reads of applications, for any number of them in the same nine queries: one
// application, one page of a re-assessment, the same statements (src/domain/risk/model.ts RiskFacts).
import type { Tx } from "../../db/transaction";
import type { PrismaClient } from "../../generated/prisma/client";
import { documentTypesRequiredOf, requiredDocumentsOf, DEFAULT_WORKFLOW } from "../onboarding/workflows";
import { resultsOf, supersededCheckKeys } from "../documents/derived";
import { HIT_TYPES, type RiskFacts } from "./model";

export const riskStateSelect = {
  id: true,
  accountId: true,
  entityType: true,
  status: true,
  workflowId: true,
  riskScore: true,
  riskLevel: true,
  riskScoreInput: true,
  riskAssessment: true,
  riskModelVersion: true,
  riskOverride: true,
  erasedAt: true,
} as const;

export type RiskState = {
  id: string;
  accountId: string;
  entityType: "INDIVIDUAL" | "BUSINESS";
  status: string;
  workflowId: string | null;
  riskScore: number | null;
  riskLevel: "LOW" | "MEDIUM" | "HIGH" | "PROHIBITED" | null;
  riskScoreInput: number | null;
  riskAssessment: unknown;
  riskModelVersion: number | null;
  riskOverride: unknown;
  erasedAt: Date | null;
};

const OPEN = new Set(["NOT_REVIEWED", "IN_REVIEW"]);
const CONFIRMED = new Set(["CONFIRMED", "TRUE_MATCH"]);

/** The longest chain of holders above the applicant node (its direct owners are layer 1); cycles end a chain. */
function layersAbove(applicantId: string | undefined, holdersOf: Map<string, string[]>): number {
  if (!applicantId) return 0;
  const depth = (node: string, seen: Set<string>): number => {
    let best = 0;
    for (const holder of holdersOf.get(node) ?? []) {
      if (seen.has(holder)) continue;
      seen.add(holder);
      best = Math.max(best, 1 + depth(holder, seen));
      seen.delete(holder);
    }
    return best;
  };
  return depth(applicantId, new Set([applicantId]));
}

/** The current risk state and facts of these applications (erased ones left out: a tombstone is not assessed). */
export async function loadRiskFacts(db: Tx | PrismaClient, applicationIds: readonly string[]): Promise<{ state: RiskState; facts: RiskFacts }[]> {
  if (applicationIds.length === 0) return [];
  const ids = [...new Set(applicationIds)];
  const applications = (await db.application.findMany({ where: { id: { in: ids }, erasedAt: null }, select: riskStateSelect })) as RiskState[];
  if (applications.length === 0) return [];
  const live = applications.map((a) => a.id);
  const accounts = await db.account.findMany({
    where: { id: { in: [...new Set(applications.map((a) => a.accountId))] } },
    select: { id: true, defaultWorkflowId: true },
  });
  const workflowIds = [...new Set([...applications.map((a) => a.workflowId), ...accounts.map((a) => a.defaultWorkflowId)].filter((id): id is string => !!id))];
  const [individuals, businesses, nodes, edges, hits, documents, workflows] = await Promise.all([
    db.individual.findMany({ where: { applicationId: { in: live } }, select: { applicationId: true, role: true, nationality: true, residenceCountry: true } }),
    db.business.findMany({ where: { applicationId: { in: live } }, select: { applicationId: true, role: true, country: true } }),
    db.ownershipNode.findMany({
      where: { applicationId: { in: live } },
      select: { id: true, applicationId: true, kind: true, country: true, applicant: true },
    }),
    db.ownershipEdge.findMany({ where: { applicationId: { in: live } }, select: { applicationId: true, ownerNodeId: true, ownedNodeId: true } }),
    db.screeningHit.groupBy({ by: ["applicationId", "type", "status"], where: { applicationId: { in: live }, delistedAt: null }, _count: { _all: true } }),
    db.document.findMany({
      where: { applicationId: { in: live } },
      select: { applicationId: true, type: true, validatedAt: true, validations: { select: { type: true, results: true } } },
    }),
    db.onboardingWorkflow.findMany({ where: { id: { in: workflowIds } }, select: { id: true, requiredDocuments: true } }),
  ]);
  const group = <T extends { applicationId: string | null }>(rows: T[]) => {
    const by = new Map<string, T[]>();
    for (const row of rows) {
      if (!row.applicationId) continue;
      if (!by.has(row.applicationId)) by.set(row.applicationId, []);
      by.get(row.applicationId)!.push(row);
    }
    return (id: string) => by.get(id) ?? [];
  };
  const individualsOf = group(individuals);
  const businessesOf = group(businesses);
  const nodesOf = group(nodes);
  const edgesOf = group(edges);
  const hitsOf = group(hits);
  const documentsOf = group(documents);
  const workflowById = new Map(workflows.map((w) => [w.id, w.requiredDocuments]));
  // An account whose default workflow was never created yet has DEFAULT_WORKFLOW's requirements.
  const defaultOf = new Map(
    accounts.map((a) => [a.id, (a.defaultWorkflowId ? workflowById.get(a.defaultWorkflowId) : undefined) ?? DEFAULT_WORKFLOW.requiredDocuments]),
  );

  return applications.map((state) => {
    const people = individualsOf(state.id);
    const firms = businessesOf(state.id);
    const graph = nodesOf(state.id);
    const holdersOf = new Map<string, string[]>();
    for (const edge of edgesOf(state.id)) {
      if (!holdersOf.has(edge.ownedNodeId)) holdersOf.set(edge.ownedNodeId, []);
      holdersOf.get(edge.ownedNodeId)!.push(edge.ownerNodeId);
    }
    const hitCounts: RiskFacts["hits"] = {};
    for (const row of hitsOf(state.id)) {
      const type = row.type as (typeof HIT_TYPES)[number];
      const counts = (hitCounts[type] ??= { open: 0, confirmed: 0 });
      if (OPEN.has(row.status)) counts.open += row._count._all;
      if (CONFIRMED.has(row.status)) counts.confirmed += row._count._all;
    }
    const docs = documentsOf(state.id);
    // Missing documents count from submission on: before it the investor is still gathering them.
    let missingDocuments: string[] = [];
    if (state.status !== "PENDING") {
      const requirements = state.workflowId ? workflowById.get(state.workflowId) : defaultOf.get(state.accountId);
      const required = documentTypesRequiredOf(requiredDocumentsOf({ requiredDocuments: (requirements ?? []) as never }), state.entityType);
      const have = new Set(docs.map((d) => d.type));
      missingDocuments = required.filter((t) => !have.has(t));
    }
    const failedDocuments = docs.filter((d) => {
      if (!d.validatedAt) return false;
      const superseded = new Set(supersededCheckKeys(d.validations));
      return d.validations.flatMap(resultsOf).some((r) => !r.isValid && !superseded.has(r.key));
    }).length;
    const facts: RiskFacts = {
      entityType: state.entityType,
      integratorScore: state.riskScoreInput,
      nationalities: people.flatMap((p) => (p.nationality ? [p.nationality] : [])),
      residences: people.flatMap((p) => (p.residenceCountry ? [p.residenceCountry] : [])),
      incorporations: firms.flatMap((b) => (b.country ? [b.country] : [])),
      ownershipCountries: graph.filter((n) => !n.applicant).flatMap((n) => (n.country ? [n.country] : [])),
      hits: hitCounts,
      legalForms: graph.flatMap((n) => (n.kind === "TRUST" || n.kind === "FOUNDATION" ? [n.kind] : [])),
      ownershipLayers: layersAbove(graph.find((n) => n.applicant)?.id, holdersOf),
      missingDocuments,
      failedDocuments,
    };
    return { state, facts };
  });
}
