// Investor-side data of an application as CRS sees it: the account holder (the individual, or the
// entity with its controlling persons and UBOs) built from the application's key persons.
import { Prisma, type Business, type Individual, type PrismaClient } from "../../generated/prisma/client";
import type { CrsAccountHolder, CrsAccountReport, CrsAddress, CrsPerson, CtrlgPersonType } from "./crsXml";

/** What an export reads of an application. */
export const exportInclude = {
  individuals: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  businesses: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ApplicationInclude;

export type ExportApplication = Prisma.ApplicationGetPayload<{ include: typeof exportInclude }>;

interface StoredAddress {
  street?: string;
  city?: string;
  postCode?: string;
  country?: string;
}

function addressesOf(value: unknown): CrsAddress[] {
  if (!value || typeof value !== "object") return [];
  const list = (Array.isArray(value) ? value : [value]) as StoredAddress[];
  return list.map((a) => ({ country: a.country ?? null, street: a.street ?? null, city: a.city ?? null, postCode: a.postCode ?? null }));
}

function tinsOf(value: unknown): { tin: string; issuedBy: string | null }[] {
  if (!Array.isArray(value)) return [];
  return (value as { tin?: string; issuedBy?: string }[]).filter((t) => t.tin).map((t) => ({ tin: t.tin!, issuedBy: t.issuedBy ?? null }));
}

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** Residences: the stated residence country, then each jurisdiction that issued one of the person's TINs. */
export function personOf(individual: Individual): CrsPerson {
  const tins = tinsOf(individual.tins);
  return {
    firstName: individual.firstName,
    lastName: individual.lastName,
    residences: unique([individual.residenceCountry, ...tins.map((t) => t.issuedBy)]),
    tins,
    addresses: addressesOf(individual.address),
    nationalities: unique([individual.nationality]),
    birthDate: individual.dateOfBirth,
    birthCity: individual.placeOfBirth,
  };
}

/** UBOs and controlling persons with a stake control by ownership; the others by other means. */
function ctrlgPersonType(individual: Individual): CtrlgPersonType {
  return individual.role === "UBO" || (individual.ownershipPercent ?? 0) > 0 ? "CRS801" : "CRS802";
}

function organisationOf(application: ExportApplication, business: Business | undefined) {
  const tins = tinsOf(business?.tins);
  return {
    name: business?.name ?? application.name,
    residences: unique([business?.country, ...tins.map((t) => t.issuedBy)]),
    identifiers: [
      ...tins.map((t) => ({ value: t.tin, issuedBy: t.issuedBy, type: null })),
      ...(business?.registrationNumber
        ? [{ value: business.registrationNumber, issuedBy: business.country ?? null, type: "Company registration number" }]
        : []),
    ],
    addresses: addressesOf(business?.address),
  };
}

export function accountHolderOf(application: ExportApplication): CrsAccountHolder {
  if (application.entityType === "INDIVIDUAL") {
    const applicant = application.individuals.find((i) => i.role === "APPLICANT");
    const person: CrsPerson = applicant
      ? personOf(applicant)
      : { firstName: null, lastName: null, residences: [], tins: [], addresses: [], nationalities: [], birthDate: null, birthCity: null };
    return { kind: "INDIVIDUAL", person };
  }
  const controlling = application.individuals.filter((i) => i.role === "CONTROLLING_PERSON" || i.role === "UBO");
  return {
    kind: "ORGANISATION",
    organisation: organisationOf(
      application,
      application.businesses.find((b) => b.role === "APPLICANT"),
    ),
    // Only a passive NFE reports controlling persons; without any on file the type is the administrator's.
    acctHolderType: controlling.length ? "CRS101" : null,
    controllingPersons: controlling.map((i) => ({ person: personOf(i), type: ctrlgPersonType(i) })),
  };
}

export function accountReportOf(application: ExportApplication): CrsAccountReport {
  return { applicationId: application.id, holder: accountHolderOf(application) };
}

/**
 * A page of applications with their key persons in one statement (persons aggregated as JSON): the
 * export's hot read. Prisma's include costs ~0.3 ms of CPU per application in the worker; this is a
 * fraction of it. `ids` selects those ids (any order); otherwise the page after `afterId` by id.
 */
export async function readExportPage(
  db: PrismaClient,
  accountId: string,
  page: { ids: string[] } | { afterId: string | null; limit: number },
): Promise<ExportApplication[]> {
  // Only the columns an export writes: less JSON for PostgreSQL to build and for the worker to parse.
  const individuals = Prisma.sql`COALESCE((SELECT json_agg(json_build_object('id', p.id, 'role', p.role, 'firstName', p."firstName", 'lastName', p."lastName",
      'dateOfBirth', p."dateOfBirth", 'placeOfBirth', p."placeOfBirth", 'nationality', p.nationality, 'residenceCountry', p."residenceCountry",
      'address', p.address, 'tins', p.tins, 'ownershipPercent', p."ownershipPercent") ORDER BY p."createdAt", p.id)
    FROM "Individual" p WHERE p."applicationId" = a.id), '[]'::json)`;
  const businesses = Prisma.sql`COALESCE((SELECT json_agg(json_build_object('id', p.id, 'role', p.role, 'name', p.name, 'registrationNumber', p."registrationNumber",
      'country', p.country, 'address', p.address, 'tins', p.tins, 'ownershipPercent', p."ownershipPercent") ORDER BY p."createdAt", p.id)
    FROM "Business" p WHERE p."applicationId" = a.id), '[]'::json)`;
  const where =
    "ids" in page
      ? Prisma.sql`a."accountId" = ${accountId} AND a.id IN (${Prisma.join(page.ids)})`
      : page.afterId
        ? Prisma.sql`a."accountId" = ${accountId} AND a.id > ${page.afterId}`
        : Prisma.sql`a."accountId" = ${accountId}`;
  const limit = "ids" in page ? page.ids.length : page.limit;
  return db.$queryRaw<ExportApplication[]>`
    SELECT a.id, a."accountId", a.name, a.email, a."entityType"::text AS "entityType", a.status::text AS status, a."riskScore", a."riskLevel"::text AS "riskLevel",
           a."createdAt", a."updatedAt", ${individuals} AS individuals, ${businesses} AS businesses
    FROM "Application" a WHERE ${where} ORDER BY a.id LIMIT ${limit}`;
}
