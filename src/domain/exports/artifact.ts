// The bytes of a bulk export, produced page by page: a complete CRS_OECD message (one AccountReport
// per application), a JSON array, or CSV — each an async generator of Buffers, so the artifact streams
// into the object store and is never held whole.
import { stringify } from "csv-stringify/sync";
import { crsMessageWriter } from "./crsXml";
import { accountReportOf, type ExportApplication } from "./investors";
import type { ExportFormat } from "./inputs";

/** One application as JSON and CSV carry it: the record with its key persons. */
export function applicationRecord(a: ExportApplication) {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    entityType: a.entityType,
    status: a.status,
    riskScore: a.riskScore,
    riskLevel: a.riskLevel,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    individuals: a.individuals.map((i) => ({
      id: i.id,
      role: i.role,
      firstName: i.firstName,
      lastName: i.lastName,
      dateOfBirth: i.dateOfBirth,
      placeOfBirth: i.placeOfBirth,
      nationality: i.nationality,
      residenceCountry: i.residenceCountry,
      address: i.address,
      tins: i.tins,
      ownershipPercent: i.ownershipPercent,
    })),
    businesses: a.businesses.map((b) => ({
      id: b.id,
      role: b.role,
      name: b.name,
      registrationNumber: b.registrationNumber,
      country: b.country,
      address: b.address,
      tins: b.tins,
      ownershipPercent: b.ownershipPercent,
    })),
  };
}

export const CSV_COLUMNS = [
  "applicationId",
  "applicationName",
  "email",
  "entityType",
  "status",
  "createdAt",
  "personKind",
  "personId",
  "role",
  "name",
  "firstName",
  "lastName",
  "dateOfBirth",
  "placeOfBirth",
  "nationality",
  "residenceCountry",
  "country",
  "registrationNumber",
  "address",
  "tins",
  "ownershipPercent",
] as const;

/**
 * RFC 4180 rows. Investor data is untrusted: a cell starting with = + - @, tab or CR would run as a
 * formula in a spreadsheet (OWASP CSV injection), so escape_formulas prefixes it with a single quote.
 */
const csvLines = (rows: unknown[][]): string => stringify(rows, { record_delimiter: "\r\n", escape_formulas: true });

const oneLine = (address: unknown) => {
  if (!address || typeof address !== "object") return "";
  const a = address as Record<string, string | undefined>;
  return [a.street, a.postCode, a.city, a.country].filter(Boolean).join(", ");
};
const tinList = (tins: unknown) => (Array.isArray(tins) ? (tins as { tin: string; issuedBy: string }[]).map((t) => `${t.issuedBy}:${t.tin}`).join(";") : "");

/** One row per key person (individual or business) of an application; one row without a person when it has none. */
function csvRows(a: ExportApplication): string {
  const app = [a.id, a.name, a.email, a.entityType, a.status, a.createdAt.toISOString()];
  const persons = [
    ...a.individuals.map((i) => [
      "INDIVIDUAL",
      i.id,
      i.role,
      `${i.firstName} ${i.lastName}`,
      i.firstName,
      i.lastName,
      i.dateOfBirth,
      i.placeOfBirth,
      i.nationality,
      i.residenceCountry,
      null,
      null,
      oneLine(i.address),
      tinList(i.tins),
      i.ownershipPercent,
    ]),
    ...a.businesses.map((b) => [
      "BUSINESS",
      b.id,
      b.role,
      b.name,
      null,
      null,
      null,
      null,
      null,
      null,
      b.country,
      b.registrationNumber,
      oneLine(b.address),
      tinList(b.tins),
      b.ownershipPercent,
    ]),
  ];
  return csvLines((persons.length ? persons : [Array(15).fill(null)]).map((p) => [...app, ...p]));
}

export interface ArtifactWriter {
  head(): string;
  /** The text of one page of applications. */
  page(applications: ExportApplication[]): string;
  tail(): string;
}

export function artifactWriter(format: ExportFormat): ArtifactWriter {
  switch (format) {
    case "CRS_XML": {
      const message = crsMessageWriter();
      return {
        head: () => message.open(),
        page: (apps) => apps.map((a) => message.write(accountReportOf(a))).join(""),
        tail: () => message.close(),
      };
    }
    case "JSON": {
      let first = true;
      return {
        head: () => "[",
        page: (apps) =>
          apps
            .map((a) => {
              const text = (first ? "\n" : ",\n") + JSON.stringify(applicationRecord(a));
              first = false;
              return text;
            })
            .join(""),
        tail: () => "\n]\n",
      };
    }
    case "CSV":
      return { head: () => csvLines([[...CSV_COLUMNS]]), page: (apps) => apps.map(csvRows).join(""), tail: () => "" };
  }
}
