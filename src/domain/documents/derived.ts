// Fields of spec 2.4 that are derived on read and never stored: replaced, supersededCheckKeys,
// arrival, duplicateOf, workflowOrder. Facts are gathered per application in one pass, so a page of
// documents costs the same few queries whatever its size.
import { Prisma, type Application, type Document, type DocumentValidation, type OnboardingWorkflow } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { OLDEST_FIRST, rowsByLink, type RelatedRows } from "../pagination/rows";
import { REPLACEABLE_KINDS, VENDOR_VALIDATION_TYPES } from "./types";
import { documentTypesRequiredOf, requiredDocumentsOf } from "../onboarding/workflows";

export interface StoredResult {
  key: string;
  isValid: boolean;
  label: string;
  value: string;
  explanation?: string | null;
}

type ValidationLike = Pick<DocumentValidation, "type" | "results">;

/** The concern a check key is about: the part after its last dot ("id_card.not_expired" → "not_expired"). */
const concernOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);

export function resultsOf(validation: ValidationLike): StoredResult[] {
  return Array.isArray(validation.results) ? (validation.results as unknown as StoredResult[]) : [];
}

const isVendorType = (type: string) => (VENDOR_VALIDATION_TYPES as readonly string[]).includes(type);

/** Our own check keys on which an identity-verification vendor has given a verdict on the same concern. */
export function supersededCheckKeys(validations: ValidationLike[]): string[] {
  const vendorConcerns = new Set(validations.filter((v) => isVendorType(v.type)).flatMap((v) => resultsOf(v).map((r) => concernOf(r.key))));
  if (vendorConcerns.size === 0) return [];
  return validations
    .filter((v) => !isVendorType(v.type))
    .flatMap((v) => resultsOf(v).map((r) => r.key))
    .filter((key) => vendorConcerns.has(concernOf(key)));
}

/** Every check that counts (superseded ones excluded) passed, and at least one ran. */
export function passedAllChecks(doc: { validatedAt: Date | null; validations: ValidationLike[] }): boolean {
  if (!doc.validatedAt) return false;
  const superseded = new Set(supersededCheckKeys(doc.validations));
  const counted = doc.validations.flatMap(resultsOf).filter((r) => !superseded.has(r.key));
  return counted.length > 0 && counted.every((r) => r.isValid);
}

type Candidate = Pick<Document, "id" | "type" | "subject" | "createdAt" | "documentDate" | "expiresAt" | "signedAt" | "validatedAt"> & {
  validations: ValidationLike[];
};

const subjectKey = (subject: unknown) =>
  subject && typeof subject === "object" && "entityKey" in subject ? String((subject as { entityKey: unknown }).entityKey) : "applicant";

/** For each document of a replaceable kind, the newest same-kind, same-subject document that passed every check and is newer. */
export function replacements(docs: Candidate[]): Map<string, string> {
  const groups = new Map<string, Candidate[]>();
  for (const doc of docs) {
    const kind = REPLACEABLE_KINDS[doc.type];
    if (!kind) continue;
    const group = `${kind.kind}|${subjectKey(doc.subject)}`;
    const members = groups.get(group);
    if (members) members.push(doc);
    else groups.set(group, [doc]);
  }
  const replacedBy = new Map<string, string>();
  for (const group of groups.values()) {
    const rank = (d: Candidate) => [(d[REPLACEABLE_KINDS[d.type].newerBy] ?? d.createdAt).getTime(), d.createdAt.getTime()] as const;
    const newer = (a: Candidate, b: Candidate) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0] !== rb[0] ? ra[0] > rb[0] : ra[1] !== rb[1] ? ra[1] > rb[1] : a.id > b.id;
    };
    const passed = group.filter(passedAllChecks);
    if (passed.length === 0) continue;
    for (const doc of group) {
      const best = passed.filter((p) => p.id !== doc.id && newer(p, doc)).sort((a, b) => (newer(a, b) ? -1 : 1))[0];
      if (best) replacedBy.set(doc.id, best.id);
    }
  }
  return replacedBy;
}

export interface ApplicationDocumentFacts {
  /** document id → id of the document that replaces it */
  replacedBy: Map<string, string>;
  /** sha256 → the earliest document with those bytes */
  firstBySha: Map<string, { documentId: string; fileName: string; createdAt: Date }>;
  decidedAt: Date | null;
  workflowDocuments: string[];
}

export type FactDocument = Candidate & Pick<Document, "applicationId" | "sha256" | "fileName">;
export type FactApplication = Pick<Application, "id" | "status" | "decidedAt" | "entityType"> & {
  workflow: Pick<OnboardingWorkflow, "requiredDocuments"> | null;
};

/** The columns of a document the facts read (FactDocument's). */
const FACT_FIELDS = Object.fromEntries(
  (["applicationId", "id", "type", "subject", "sha256", "fileName", "createdAt", "documentDate", "expiresAt", "signedAt", "validatedAt"] as const).map((c) => [
    c,
    c,
  ]),
);

/** The document types a newer document can replace, as a statement's parameter. */
const REPLACEABLE_TYPES = Object.keys(REPLACEABLE_KINDS);

/**
 * The documents the facts read under their application, oldest first, with their validations as JSON:
 * only a validated document's, since the facts read them only to tell whether it passed
 * (passedAllChecks is false for a document not validated, whatever its validations). Given `used`, only
 * the documents the facts can use: of a replaceable kind (replacedBy), and those with content
 * (firstBySha) when the reader asks for duplicates; a case page's bank statements, registers and the
 * like are not read again for nothing.
 */
export const factDocuments = (used?: { duplicates: boolean }): RelatedRows<FactDocument> => ({
  model: "Document",
  table: "Document",
  fields: FACT_FIELDS,
  computed: {
    validations: (d) => Prisma.sql`CASE WHEN ${d("validatedAt")} IS NULL THEN '[]'
    ELSE COALESCE((SELECT json_agg(json_build_object('type', v.type, 'results', v.results)) FROM "DocumentValidation" v WHERE v."documentId" = ${d("id")}), '[]') END`,
  },
  linkColumn: "applicationId",
  where: !used ? {} : used.duplicates ? { OR: [{ type: { in: REPLACEABLE_TYPES } }, { sha256: { not: null } }] } : { type: { in: REPLACEABLE_TYPES } },
  order: OLDEST_FIRST,
  hydrate: (row) => row as unknown as FactDocument,
});

/** What the facts read of the application's workflow: this column of the row its `workflowId` names (null: none). */
export const FACT_WORKFLOW = { table: "OnboardingWorkflow", column: "requiredDocuments" } as const;

/**
 * One application's facts from its documents (factDocuments' rows, its id set on them) and its
 * workflow's required documents: Application.documents planned with its parents reads both with the
 * application (src/schema/plan).
 */
export function applicationDocumentFacts(
  app: Omit<FactApplication, "workflow">,
  docs: FactDocument[],
  requiredDocuments: OnboardingWorkflow["requiredDocuments"] | null,
): ApplicationDocumentFacts {
  const workflow = requiredDocuments === null ? null : { requiredDocuments };
  return factsOf(docs, [{ id: app.id, status: app.status, decidedAt: app.decidedAt, entityType: app.entityType, workflow }]).get(app.id)!;
}

/** The per-application facts the derived fields need, for several applications at once, through the `pg` reader: two statements. */
export async function documentFactsSql(sql: SqlReader, accountId: string, applicationIds: readonly string[]): Promise<Map<string, ApplicationDocumentFacts>> {
  if (applicationIds.length === 0) return new Map();
  const ids = [...applicationIds];
  const [docs, applications] = await Promise.all([
    rowsByLink(sql, factDocuments(), accountId, ids),
    sql.rows<Omit<FactApplication, "workflow"> & { requiredDocuments: OnboardingWorkflow["requiredDocuments"] | null }>(Prisma.sql`
      SELECT a.id, a.status, a."decidedAt", a."entityType", w."requiredDocuments" FROM "Application" a LEFT JOIN "OnboardingWorkflow" w ON w.id = a."workflowId"
      WHERE a."accountId" = ${accountId} AND a.id = ANY(CAST(${ids} AS text[]))`),
  ]);
  return factsOf(
    docs,
    applications.map(({ requiredDocuments, ...app }) => ({ ...app, workflow: requiredDocuments === null ? null : { requiredDocuments } })),
  );
}

function factsOf(docs: FactDocument[], applications: FactApplication[]): Map<string, ApplicationDocumentFacts> {
  const docsOf = new Map<string, FactDocument[]>();
  for (const d of docs) {
    if (!d.applicationId) continue;
    const own = docsOf.get(d.applicationId);
    if (own) own.push(d);
    else docsOf.set(d.applicationId, [d]);
  }
  const facts = new Map<string, ApplicationDocumentFacts>();
  for (const app of applications) {
    const own = docsOf.get(app.id) ?? [];
    const firstBySha = new Map<string, { documentId: string; fileName: string; createdAt: Date }>();
    for (const d of own)
      if (d.sha256 && !firstBySha.has(d.sha256)) firstBySha.set(d.sha256, { documentId: d.id, fileName: d.fileName, createdAt: d.createdAt });
    const required = documentTypesRequiredOf(requiredDocumentsOf(app.workflow), app.entityType);
    facts.set(app.id, {
      replacedBy: replacements(own),
      firstBySha,
      decidedAt: app.status === "APPROVED" ? app.decidedAt : null,
      workflowDocuments: required,
    });
  }
  return facts;
}

export type Arrival = "initial_onboarding" | "periodic_review" | "additional_info_request";

/** Why the document arrived: answering a request, after approval (periodic review), or during onboarding. */
export function arrivalOf(doc: Pick<Document, "additionalInfoRequest" | "createdAt">, facts: ApplicationDocumentFacts | undefined): Arrival {
  if (doc.additionalInfoRequest) return "additional_info_request";
  if (facts?.decidedAt && doc.createdAt > facts.decidedAt) return "periodic_review";
  return "initial_onboarding";
}

export function duplicateOf(doc: Pick<Document, "id" | "sha256">, facts: ApplicationDocumentFacts | undefined) {
  const first = doc.sha256 ? facts?.firstBySha.get(doc.sha256) : undefined;
  return first && first.documentId !== doc.id ? first : null;
}

/** 1-based position of the type in the workflow's document order, or null. */
export function workflowOrderOf(type: string, facts: ApplicationDocumentFacts | undefined): number | null {
  const index = facts?.workflowDocuments.indexOf(type) ?? -1;
  return index >= 0 ? index + 1 : null;
}
