// The checks of spec 2.4.2, as pure functions of a document's text and the application's data.
// Text is read from PDFs (unpdf) and plain-text files; fields are taken from "Label: value" lines.
import type { StoredResult } from "./derived";
import { dataMatchValidationFor, type ValidationType } from "./types";
import { labelledLines, readDate } from "./text";

export interface ApplicantData {
  /** Names the applicant goes by: the application's name and its individuals' full names. */
  names: string[];
  dateOfBirth: string | null;
  address: { street?: string; city?: string; postCode?: string; country?: string } | null;
  registrationNumber: string | null;
  tins: string[];
}

export interface ExtractedFacts {
  name: string | null;
  address: string | null;
  dateOfBirth: Date | null;
  documentDate: Date | null;
  expiresAt: Date | null;
  signedAt: Date | null;
  registrationNumber: string | null;
  tin: string | null;
  documentNumber: string | null;
}

export interface CheckOutcome {
  type: ValidationType;
  results: StoredResult[];
}

const LABELS: [keyof ExtractedFacts, RegExp][] = [
  ["dateOfBirth", /^(date of birth|birth ?date|dob|born)$/],
  ["expiresAt", /^(expiry|expiry date|date of expiry|expires|valid until|expiration date)$/],
  ["signedAt", /^(signed|signed on|date signed|signature date|date of signature)$/],
  ["documentDate", /^(date|statement date|issue date|date of issue|issued|issued on|dated|bill date)$/],
  ["registrationNumber", /^(registration number|registration no|company number|rcs|registered number)$/],
  ["tin", /^(tin|tax id|tax identification number|tax number)$/],
  ["documentNumber", /^(document number|passport number|id number|card number)$/],
  ["name", /^(name|full name|account holder|customer|holder|entity name|company name|investor)$/],
  ["address", /^(address|residential address|registered address|billing address)$/],
];

export function extractFacts(text: string): ExtractedFacts {
  const facts: ExtractedFacts = {
    name: null,
    address: null,
    dateOfBirth: null,
    documentDate: null,
    expiresAt: null,
    signedAt: null,
    registrationNumber: null,
    tin: null,
    documentNumber: null,
  };
  for (const { label, value } of labelledLines(text)) {
    const field = LABELS.find(([, pattern]) => pattern.test(label))?.[0];
    if (!field || facts[field] !== null) continue;
    if (field === "dateOfBirth" || field === "documentDate" || field === "expiresAt" || field === "signedAt") facts[field] = readDate(value);
    else facts[field] = value;
  }
  return facts;
}

const normalize = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const compact = (s: string) => normalize(s).replace(/ /g, "");

/** Every word of the name appears in the text (order-free: "Schmidt, Anna" matches "Anna Schmidt"). */
function nameIn(text: string, name: string): boolean {
  const words = new Set(normalize(text).split(" "));
  const parts = normalize(name).split(" ").filter(Boolean);
  return parts.length > 0 && parts.every((p) => words.has(p));
}

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "not found");
const result = (key: string, label: string, isValid: boolean, value: string, explanation: string | null): StoredResult => ({
  key,
  isValid,
  label,
  value,
  explanation,
});

function nameResult(prefix: string, text: string, facts: ExtractedFacts, data: ApplicantData): StoredResult {
  const found = data.names.find((n) => nameIn(facts.name ?? text, n) || nameIn(text, n));
  return result(
    `${prefix}.name_match`,
    "Name matches the application",
    Boolean(found),
    facts.name ?? found ?? "not found",
    found ? null : `None of ${data.names.join(", ") || "(no name on the application)"} appears in the document`,
  );
}

function addressResult(prefix: string, text: string, data: ApplicantData): StoredResult {
  const parts = [data.address?.street, data.address?.postCode, data.address?.city].filter((p): p is string => Boolean(p && p.trim()));
  if (parts.length === 0)
    return result(`${prefix}.address_match`, "Address matches the application", false, "not compared", "The application holds no address to compare with");
  const haystack = compact(text);
  const missing = parts.filter((p) => !haystack.includes(compact(p)));
  return result(
    `${prefix}.address_match`,
    "Address matches the application",
    missing.length === 0,
    parts.join(", "),
    missing.length ? `Not found in the document: ${missing.join(", ")}` : null,
  );
}

/** The validations that apply to a type, computed from its text. `now` decides recency and expiry. */
export function runChecks(type: string, text: string, data: ApplicantData, now: Date): CheckOutcome[] {
  const facts = extractFacts(text);
  const outcomes: CheckOutcome[] = [];
  const noText = text.trim().length === 0 ? "No text could be read from the document" : null;
  if (type === "PROOF_OF_ADDRESS") {
    const date = facts.documentDate;
    const threeMonthsAgo = new Date(now);
    threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
    const recent = Boolean(date && date >= threeMonthsAgo && date.getTime() <= now.getTime() + 86_400_000);
    outcomes.push({
      type: "VALID_PROOF_OF_ADDRESS",
      results: [
        result(
          "proof_of_address.document_date_recent",
          "Document dated within the last 3 months",
          recent,
          isoDay(date),
          recent ? null : (noText ?? (date ? `Dated ${isoDay(date)}, before ${isoDay(threeMonthsAgo)}` : "No document date found")),
        ),
        nameResult("proof_of_address", text, facts, data),
        addressResult("proof_of_address", text, data),
      ],
    });
  }
  if (type === "ID_CARD") {
    const notExpired = Boolean(facts.expiresAt && facts.expiresAt > now);
    const dobMatches = Boolean(data.dateOfBirth && facts.dateOfBirth && isoDay(facts.dateOfBirth) === data.dateOfBirth);
    outcomes.push({
      type: "ID_CARD_ATTRIBUTE_VALIDATION",
      results: [
        result(
          "id_card.not_expired",
          "Document not expired",
          notExpired,
          isoDay(facts.expiresAt),
          notExpired ? null : (noText ?? (facts.expiresAt ? "The document has expired" : "No expiry date found")),
        ),
        nameResult("id_card", text, facts, data),
        result(
          "id_card.date_of_birth_match",
          "Date of birth matches the application",
          dobMatches,
          isoDay(facts.dateOfBirth),
          dobMatches ? null : data.dateOfBirth ? `The application says ${data.dateOfBirth}` : "The application holds no date of birth",
        ),
        result(
          "id_card.document_number_present",
          "Document number present",
          Boolean(facts.documentNumber),
          facts.documentNumber ?? "not found",
          facts.documentNumber ? null : "No document number found",
        ),
      ],
    });
  }
  const matchType = dataMatchValidationFor(type);
  if (matchType) {
    // Compare what the document states with what the application holds; the name always.
    const results = [nameResult("data_match", text, facts, data)];
    if (type === "PROOF_OF_ADDRESS" || facts.address) results.push(addressResult("data_match", text, data));
    if (facts.registrationNumber) {
      const same = Boolean(data.registrationNumber && compact(facts.registrationNumber) === compact(data.registrationNumber));
      results.push(
        result(
          "data_match.registration_number_match",
          "Registration number matches the application",
          same,
          facts.registrationNumber,
          same ? null : `The application says ${data.registrationNumber ?? "nothing"}`,
        ),
      );
    }
    if (facts.tin) {
      const same = data.tins.some((t) => compact(t) === compact(facts.tin!));
      results.push(result("data_match.tin_match", "TIN matches the application", same, facts.tin, same ? null : "No TIN of the application matches"));
    }
    if (facts.dateOfBirth) {
      const same = data.dateOfBirth === isoDay(facts.dateOfBirth);
      results.push(
        result(
          "data_match.date_of_birth_match",
          "Date of birth matches the application",
          same,
          isoDay(facts.dateOfBirth),
          same ? null : `The application says ${data.dateOfBirth ?? "nothing"}`,
        ),
      );
    }
    outcomes.push({ type: matchType, results });
  }
  return outcomes;
}
