// An entity's FATCA classification is what it certified: the chapter 4 status it ticked on its W-8BEN-E
// (Part I line 5) or W-8IMY (Part I line 5), and the GIIN it wrote (line 9a) when that status has one.
// It is stored with the form, as the document's metadata `fatca` ({ chapter4Status, giin }), checked
// when the document is registered or its metadata replaced, and audited with it (document.uploaded,
// document.updated). The latest form on file that states it is the entity's classification; a W-9 alone
// makes it a specified US person. A FATCA_XML export reads it (docs/tax-reporting.md).
import { giinProblem } from "./publication5124";

/** Chapter 4 statuses a W-8BEN-E or W-8IMY states, with what a FATCA report does with an account so classified. */
const STATUSES = {
  PARTICIPATING_FFI: { giin: true, acctHolderType: null, meaning: "Participating FFI: reports its own US accounts, not reported by the FI" },
  REPORTING_MODEL_1_FFI: { giin: true, acctHolderType: null, meaning: "Reporting Model 1 FFI: reports under its IGA, not reported by the FI" },
  REPORTING_MODEL_2_FFI: { giin: true, acctHolderType: null, meaning: "Reporting Model 2 FFI: reports its own US accounts, not reported by the FI" },
  REGISTERED_DEEMED_COMPLIANT_FFI: { giin: true, acctHolderType: null, meaning: "Registered deemed-compliant FFI: not reported" },
  CERTIFIED_DEEMED_COMPLIANT_FFI: { giin: false, acctHolderType: null, meaning: "Certified deemed-compliant FFI: not reported" },
  OWNER_DOCUMENTED_FFI: { giin: false, acctHolderType: "FATCA101", meaning: "Owner-documented FFI: reported (FATCA101) with its specified US owners" },
  NONPARTICIPATING_FFI: { giin: false, acctHolderType: "FATCA103", meaning: "Non-participating FFI: reported (FATCA103)" },
  EXEMPT_BENEFICIAL_OWNER: { giin: false, acctHolderType: null, meaning: "Exempt beneficial owner: not reported" },
  ACTIVE_NFFE: { giin: false, acctHolderType: null, meaning: "Active NFFE: not reported" },
  PASSIVE_NFFE: { giin: false, acctHolderType: "FATCA102", meaning: "Passive NFFE: reported (FATCA102) when it has US controlling persons, with them" },
  DIRECT_REPORTING_NFFE: {
    giin: true,
    acctHolderType: null,
    meaning: "Direct reporting NFFE: reports its US owners to the IRS itself, not reported by the FI",
  },
  SPECIFIED_US_PERSON: { giin: false, acctHolderType: "FATCA104", meaning: "Specified US person: reported (FATCA104)" },
} as const;

export type FatcaChapter4Status = keyof typeof STATUSES;
export const FATCA_CHAPTER4_STATUSES = Object.keys(STATUSES) as FatcaChapter4Status[];
/** What a W-8BEN-E or W-8IMY can state: a US person signs a W-9, which makes SPECIFIED_US_PERSON on its own. */
const CERTIFIABLE = FATCA_CHAPTER4_STATUSES.filter((s) => s !== "SPECIFIED_US_PERSON");

/** The forms an entity certifies its chapter 4 status on. */
export const CLASSIFYING_DOCUMENT_TYPES = ["W_8_BEN_E", "W_8_IMY"] as const;

export interface FatcaClassification {
  chapter4Status: FatcaChapter4Status;
  giin: string | null;
  /** The AcctHolderType a FATCA report writes for the account; null: the account is not reported. */
  acctHolderType: string | null;
  /** The form it was read from. */
  documentId: string;
  documentType: string;
  reasons: string[];
}

/** The problem with a document's `fatca` metadata, in a sentence (400), or null when it is absent or right. */
export function fatcaMetadataProblem(documentType: string, metadata: Record<string, unknown> | null | undefined): string | null {
  if (!metadata || !("fatca" in metadata)) return null;
  if (!(CLASSIFYING_DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
    return `metadata.fatca states a FATCA classification, which only a ${CLASSIFYING_DOCUMENT_TYPES.join(" or ")} carries (this is a ${documentType})`;
  }
  const fatca = metadata.fatca;
  if (!fatca || typeof fatca !== "object" || Array.isArray(fatca)) return "metadata.fatca is an object { chapter4Status, giin }";
  const { chapter4Status, giin, ...rest } = fatca as Record<string, unknown>;
  if (Object.keys(rest).length) return `metadata.fatca takes chapter4Status and giin only, not ${Object.keys(rest).join(", ")}`;
  if (typeof chapter4Status !== "string" || !(CERTIFIABLE as string[]).includes(chapter4Status)) {
    return `metadata.fatca.chapter4Status is the status the form states, one of ${CERTIFIABLE.join(", ")}`;
  }
  const rule = STATUSES[chapter4Status as FatcaChapter4Status];
  if (giin === undefined || giin === null) {
    return rule.giin ? `metadata.fatca.giin is required: a ${chapter4Status} writes its GIIN on the form (line 9a)` : null;
  }
  if (typeof giin !== "string") return "metadata.fatca.giin is a GIIN string";
  const problem = giinProblem(giin);
  return problem ? `metadata.fatca.giin: ${problem}` : null;
}

interface ClassifyingDocument {
  id: string;
  type: string;
  metadata: unknown;
  createdAt: Date;
}

/**
 * The entity's classification: the latest W-8BEN-E or W-8IMY on file (not hidden) whose metadata states
 * one, else a W-9 (a specified US person), else none.
 */
export function classificationOf(documents: readonly ClassifyingDocument[]): FatcaClassification | null {
  const stated = documents
    .filter((d) => (CLASSIFYING_DOCUMENT_TYPES as readonly string[]).includes(d.type))
    .filter((d) => fatcaMetadataProblem(d.type, d.metadata as Record<string, unknown>) === null && (d.metadata as { fatca?: unknown } | null)?.fatca)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1));
  const latest = stated[0];
  if (latest) {
    const { chapter4Status, giin } = (latest.metadata as { fatca: { chapter4Status: FatcaChapter4Status; giin?: string | null } }).fatca;
    const rule = STATUSES[chapter4Status];
    return {
      chapter4Status,
      giin: giin ?? null,
      acctHolderType: rule.acctHolderType,
      documentId: latest.id,
      documentType: latest.type,
      reasons: [
        `${latest.type === "W_8_IMY" ? "Form W-8IMY" : "Form W-8BEN-E"} ${latest.id} states ${chapter4Status}${giin ? ` with GIIN ${giin}` : ""}`,
        rule.meaning,
        ...(stated.length > 1 ? [`${stated.length - 1} earlier form(s) stating a status are superseded by it`] : []),
      ],
    };
  }
  const w9 = documents.filter((d) => d.type === "W_9").sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (w9) {
    return {
      chapter4Status: "SPECIFIED_US_PERSON",
      giin: null,
      acctHolderType: "FATCA104",
      documentId: w9.id,
      documentType: "W_9",
      reasons: [`Form W-9 ${w9.id}: the entity certified being a US person`, STATUSES.SPECIFIED_US_PERSON.meaning],
    };
  }
  return null;
}
