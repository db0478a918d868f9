// Investor-side data of an application as CRS sees it: the account holder (the individual, or the
// entity with its controlling persons and UBOs) built from the application's key persons.
import type { Business, Individual, Prisma } from "../../generated/prisma/client";
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
      ...(business?.registrationNumber ? [{ value: business.registrationNumber, issuedBy: business.country ?? null, type: "Company registration number" }] : []),
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
    organisation: organisationOf(application, application.businesses.find((b) => b.role === "APPLICANT")),
    // Only a passive NFE reports controlling persons; without any on file the type is the administrator's.
    acctHolderType: controlling.length ? "CRS101" : null,
    controllingPersons: controlling.map((i) => ({ person: personOf(i), type: ctrlgPersonType(i) })),
  };
}

export function accountReportOf(application: ExportApplication): CrsAccountReport {
  return { applicationId: application.id, holder: accountHolderOf(application) };
}
