// What the risk model reads of applications, for any number of them in one statement: one application,
// one page of a re-assessment, the same read (src/domain/risk/model.ts RiskFacts).
import type { Tx } from "../../db/transaction";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { documentTypesRequiredOf, requiredDocumentsOf, DEFAULT_WORKFLOW } from "../onboarding/workflows";
import { resultsOf, supersededCheckKeys } from "../documents/derived";
import { HIT_TYPES, type RiskFacts } from "./model";
import { depthsOf } from "../ownership/layers";

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
  /** From when an approved application's next review is counted. */
  lastReviewedAt: Date | null;
  decidedAt: Date | null;
};

const OPEN = new Set(["NOT_REVIEWED", "IN_REVIEW"]);
const CONFIRMED = new Set(["CONFIRMED", "TRUE_MATCH"]);

interface FactsRow extends RiskState {
  /** The requirements of the application's own workflow (null when it names none, or one since deleted). */
  ownRequirements: Prisma.JsonValue;
  /** The requirements of the account's default workflow (null: never created, DEFAULT_WORKFLOW's). */
  defaultRequirements: Prisma.JsonValue;
  people: [nationality: string | null, residence: string | null][] | null;
  incorporations: string[] | null;
  nodes: [id: string, kind: string, country: string | null, applicant: boolean][] | null;
  edges: [owner: string, owned: string][] | null;
  hits: [type: string, status: string, count: number][] | null;
  documents: { validated: boolean; type: string; validations: { type: string; results: Prisma.JsonValue }[] | null }[] | null;
}

/**
 * The current risk state and facts of these applications (erased ones left out: a tombstone is not
 * assessed), in one statement whatever their number: each application's rows come back as JSON arrays
 * beside it, so a page of a re-assessment costs one round trip and no per-row object mapping.
 */
export async function loadRiskFacts(db: Tx | PrismaClient, applicationIds: readonly string[]): Promise<{ state: RiskState; facts: RiskFacts }[]> {
  if (applicationIds.length === 0) return [];
  const ids = [...new Set(applicationIds)];
  const rows = await db.$queryRaw<FactsRow[]>`
    SELECT a.id, a."accountId", a."entityType"::text AS "entityType", a.status::text AS status, a."workflowId",
           a."riskScore", a."riskLevel"::text AS "riskLevel", a."riskScoreInput", a."riskAssessment", a."riskModelVersion",
           a."riskOverride", a."erasedAt", a."lastReviewedAt", a."decidedAt",
           CASE WHEN a."workflowId" IS NOT NULL THEN COALESCE(own."requiredDocuments", '[]'::jsonb) END AS "ownRequirements",
           dflt."requiredDocuments" AS "defaultRequirements",
           (SELECT json_agg(json_build_array(i.nationality, i."residenceCountry")) FROM "Individual" i WHERE i."applicationId" = a.id) AS people,
           (SELECT json_agg(b.country) FROM "Business" b WHERE b."applicationId" = a.id AND b.country IS NOT NULL) AS incorporations,
           (SELECT json_agg(json_build_array(n.id, n.kind, n.country, n.applicant)) FROM "OwnershipNode" n WHERE n."applicationId" = a.id) AS nodes,
           (SELECT json_agg(json_build_array(e."ownerNodeId", e."ownedNodeId")) FROM "OwnershipEdge" e WHERE e."applicationId" = a.id) AS edges,
           (SELECT json_agg(json_build_array(h.type, h.status, h.n))
              FROM (SELECT type, status, count(*) AS n FROM "ScreeningHit"
                    WHERE "applicationId" = a.id AND "delistedAt" IS NULL GROUP BY type, status) h) AS hits,
           (SELECT json_agg(json_build_object('type', d.type, 'validated', d."validatedAt" IS NOT NULL,
                   'validations', (SELECT json_agg(json_build_object('type', v.type, 'results', v.results))
                                   FROM "DocumentValidation" v WHERE v."documentId" = d.id)))
              FROM "Document" d WHERE d."applicationId" = a.id) AS documents
    FROM "Application" a
    JOIN "Account" acc ON acc.id = a."accountId"
    LEFT JOIN "OnboardingWorkflow" own ON own.id = a."workflowId"
    LEFT JOIN "OnboardingWorkflow" dflt ON dflt.id = acc."defaultWorkflowId"
    WHERE a.id = ANY(${ids}::text[]) AND a."erasedAt" IS NULL`;

  return rows.map((row) => {
    const { ownRequirements, defaultRequirements, people, incorporations, nodes, edges, hits, documents, ...state } = row;
    const graph = nodes ?? [];
    const hitCounts: RiskFacts["hits"] = {};
    for (const [type, status, count] of hits ?? []) {
      const counts = (hitCounts[type as (typeof HIT_TYPES)[number]] ??= { open: 0, confirmed: 0 });
      if (OPEN.has(status)) counts.open += Number(count);
      if (CONFIRMED.has(status)) counts.confirmed += Number(count);
    }
    const docs = documents ?? [];
    // Missing documents count from submission on: before it the investor is still gathering them.
    let missingDocuments: string[] = [];
    if (state.status !== "PENDING") {
      const requirements = state.workflowId ? ownRequirements : (defaultRequirements ?? DEFAULT_WORKFLOW.requiredDocuments);
      const required = documentTypesRequiredOf(requiredDocumentsOf({ requiredDocuments: requirements ?? [] }), state.entityType);
      const have = new Set(docs.map((d) => d.type));
      missingDocuments = required.filter((t) => !have.has(t));
    }
    const failedDocuments = docs.filter((d) => {
      if (!d.validated) return false;
      const validations = d.validations ?? [];
      const superseded = new Set(supersededCheckKeys(validations));
      return validations.flatMap(resultsOf).some((r) => !r.isValid && !superseded.has(r.key));
    }).length;
    const facts: RiskFacts = {
      entityType: state.entityType,
      integratorScore: state.riskScoreInput,
      nationalities: (people ?? []).flatMap(([nationality]) => (nationality ? [nationality] : [])),
      residences: (people ?? []).flatMap(([, residence]) => (residence ? [residence] : [])),
      incorporations: incorporations ?? [],
      ownershipCountries: graph.flatMap(([, , country, applicant]) => (!applicant && country ? [country] : [])),
      hits: hitCounts,
      legalForms: graph.flatMap(([, kind]) => (kind === "TRUST" || kind === "FOUNDATION" ? [kind] : [])),
      // One pass over the structure with its circles collapsed, never a walk of every path (src/domain/ownership/layers.ts).
      ownershipLayers: depthsOf(
        graph.map(([id]) => id),
        edges ?? [],
        graph.find(([, , , applicant]) => applicant)?.[0],
      ).layersAbove,
      missingDocuments,
      failedDocuments,
    };
    return { state: state as RiskState, facts };
  });
}
