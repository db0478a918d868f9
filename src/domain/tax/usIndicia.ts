// FATCA US indicia of an application (Treas. Reg. §1.1471-4(c)(5)(iv)(B), IGA Model 1 Annex I §II.B):
// read off what the application holds, each with the field it came from, and the status they lead to.
// Pure: the caller loads the key persons and the document types. What is accepted as a cure is stated
// here and in docs/tax-reporting.md; the service checks that the documents are on file, not what they say.

export const US_INDICIUM_KINDS = ["US_CITIZENSHIP", "US_RESIDENCE", "US_ADDRESS", "US_PLACE_OF_BIRTH", "US_TIN", "US_TELEPHONE"] as const;
type UsIndiciumKind = (typeof US_INDICIUM_KINDS)[number];

export const FATCA_STATUSES = ["US_PERSON", "CURED", "NOT_US"] as const;
type FatcaStatus = (typeof FATCA_STATUSES)[number];

export interface UsIndicium {
  kind: UsIndiciumKind;
  /** The field it was read from, `Individual.nationality`, `Business.tins`, … */
  source: string;
  /** The key person (Individual or Business row) that holds the field. */
  subjectId: string;
  /** The value as stored, so a reviewer sees why it counts. */
  value: string;
  /** Whether the documents on file cure it, and which are still missing. */
  cured: boolean;
  missingDocuments: string[];
}

export interface FatcaAssessment {
  status: FatcaStatus;
  indicia: UsIndicium[];
  reasons: string[];
}

interface IndiciaIndividual {
  id: string;
  role: string;
  nationality: string | null;
  residenceCountry: string | null;
  placeOfBirth: string | null;
  address: unknown;
  tins: unknown;
}

interface IndiciaBusiness {
  id: string;
  role: string;
  country: string | null;
  address: unknown;
  tins: unknown;
}

export interface IndiciaInput {
  entityType: "INDIVIDUAL" | "BUSINESS";
  individuals: IndiciaIndividual[];
  businesses: IndiciaBusiness[];
  /** Types of the application's documents that are not hidden (src/domain/documents/types.ts). */
  documentTypes: string[];
}

const US_NAMES = new Set(["US", "USA", "U.S.", "U.S.A.", "UNITED STATES", "UNITED STATES OF AMERICA", "ÉTATS-UNIS", "ETATS-UNIS"]);

/** A country field naming the United States: the ISO code or a spelled-out name (the API takes free text in places). */
function isUs(value: string | null | undefined): boolean {
  return !!value && US_NAMES.has(value.trim().toUpperCase().replace(/\s+/g, " "));
}

/** A place of birth is free text ("Boston, USA"): US when its last comma-separated part names the United States. */
export function bornInUs(placeOfBirth: string | null | undefined): boolean {
  if (!placeOfBirth) return false;
  const parts = placeOfBirth.split(",");
  return isUs(parts[parts.length - 1]) || isUs(placeOfBirth);
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value && typeof value === "object" ? [value] : []);
const usAddresses = (value: unknown) => list(value).filter((a) => isUs((a as { country?: string }).country));
const usTins = (value: unknown) => list(value).filter((t) => isUs((t as { issuedBy?: string }).issuedBy) && typeof (t as { tin?: unknown }).tin === "string");

/** The W-8 an individual signs (W-8BEN: the API's W_8) and the one an entity signs (W-8BEN-E). */
const W8_INDIVIDUAL = "W_8";
const W8_ENTITY = "W_8_BEN_E";
/** Taken as the certificate of loss of US nationality or the written explanation the regulations ask for beside the W-8. */
const CITIZENSHIP_EXPLANATION = "FATCA_CRS_DECLARATION";

function indiciaOfIndividual(person: IndiciaIndividual): Omit<UsIndicium, "cured" | "missingDocuments">[] {
  const found: Omit<UsIndicium, "cured" | "missingDocuments">[] = [];
  const at = (kind: UsIndiciumKind, field: string, value: string) => found.push({ kind, source: `Individual.${field}`, subjectId: person.id, value });
  if (isUs(person.nationality)) at("US_CITIZENSHIP", "nationality", person.nationality!);
  if (isUs(person.residenceCountry)) at("US_RESIDENCE", "residenceCountry", person.residenceCountry!);
  for (const address of usAddresses(person.address)) at("US_ADDRESS", "address", JSON.stringify(address));
  if (bornInUs(person.placeOfBirth)) at("US_PLACE_OF_BIRTH", "placeOfBirth", person.placeOfBirth!);
  for (const tin of usTins(person.tins)) at("US_TIN", "tins", (tin as { tin: string }).tin);
  return found;
}

function indiciaOfBusiness(business: IndiciaBusiness): Omit<UsIndicium, "cured" | "missingDocuments">[] {
  const found: Omit<UsIndicium, "cured" | "missingDocuments">[] = [];
  const at = (kind: UsIndiciumKind, field: string, value: string) => found.push({ kind, source: `Business.${field}`, subjectId: business.id, value });
  if (isUs(business.country)) at("US_RESIDENCE", "country", business.country!);
  for (const address of usAddresses(business.address)) at("US_ADDRESS", "address", JSON.stringify(address));
  for (const tin of usTins(business.tins)) at("US_TIN", "tins", (tin as { tin: string }).tin);
  return found;
}

/** The documents that cure one indicium; which W-8 depends on who holds it. */
export function cureFor(kind: UsIndiciumKind, entity: boolean): string[] {
  const w8 = entity ? W8_ENTITY : W8_INDIVIDUAL;
  // Citizenship and birth in the US make a person a US citizen unless renounced: a W-8 alone does not cure them.
  return kind === "US_CITIZENSHIP" || kind === "US_PLACE_OF_BIRTH" ? [w8, CITIZENSHIP_EXPLANATION] : [w8];
}

/** The US indicia of the account holder (the individual applicant, or the applicant entity) and the FATCA status they lead to. */
export function assessUsIndicia(input: IndiciaInput): FatcaAssessment {
  const entity = input.entityType === "BUSINESS";
  const onFile = new Set(input.documentTypes);
  const raw = entity
    ? input.businesses.filter((b) => b.role === "APPLICANT").flatMap(indiciaOfBusiness)
    : input.individuals.filter((i) => i.role === "APPLICANT").flatMap(indiciaOfIndividual);
  const indicia: UsIndicium[] = raw.map((i) => {
    const missingDocuments = cureFor(i.kind, entity).filter((d) => !onFile.has(d));
    return { ...i, cured: missingDocuments.length === 0, missingDocuments };
  });
  if (onFile.has("W_9")) {
    return { status: "US_PERSON", indicia, reasons: ["A Form W-9 is on file: the account holder certified being a US person"] };
  }
  if (indicia.length === 0) {
    return { status: "NOT_US", indicia, reasons: ["No US indicia in the account holder's nationality, residence, addresses, place of birth or TINs"] };
  }
  const open = indicia.filter((i) => !i.cured);
  if (open.length === 0) {
    return {
      status: "CURED",
      indicia,
      reasons: indicia.map((i) => `${i.kind} (${i.source}) cured by ${cureFor(i.kind, entity).join(" and ")}`),
    };
  }
  return {
    status: "US_PERSON",
    indicia,
    reasons: open.map((i) => `${i.kind} (${i.source}) is not cured: missing ${i.missingDocuments.join(" and ")}`),
  };
}
