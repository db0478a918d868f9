// Investor-side data of an application as CRS sees it: the account holder (the individual, or the
// entity with its controlling persons and UBOs) built from the application's key persons, or, when
// the application has an ownership structure, from the controlling persons computed on it.
import { Prisma, type OwnershipEdge, type OwnershipNode, type PrismaClient } from "../../generated/prisma/client";
import type { CrsAccountHolder, CrsAccountReport, CrsAddress, CrsPerson, CtrlgPersonType } from "./crsXml";
import { thresholdFor } from "../ownership/thresholds";
import { ownershipViewOf } from "../ownership/view";
import {
  APPLICATION_COLUMNS,
  BUSINESS_COLUMNS,
  INDIVIDUAL_COLUMNS,
  jsonObject,
  selectList,
  type ExportApplicationRow,
  type ExportBusiness,
  type ExportIndividual,
} from "./columns";

/** What a single application's CRS fragment reads of it (Prisma's rows carry every column the export's declare). */
export const exportInclude = {
  individuals: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  businesses: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ApplicationInclude;

export type ExportApplication = ExportApplicationRow & {
  /** The controlling persons computed on its ownership structure (docs/ownership.md); absent when it has none. */
  structureControllingPersons?: { person: CrsPerson; type: CtrlgPersonType }[];
};

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
export function personOf(individual: ExportIndividual): CrsPerson {
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
function ctrlgPersonType(individual: ExportIndividual): CtrlgPersonType {
  return individual.role === "UBO" || (individual.ownershipPercent ?? 0) > 0 ? "CRS801" : "CRS802";
}

function organisationOf(application: ExportApplication, business: ExportBusiness | undefined) {
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
  const controllingPersons = application.structureControllingPersons ?? controlling.map((i) => ({ person: personOf(i), type: ctrlgPersonType(i) }));
  return {
    kind: "ORGANISATION",
    organisation: organisationOf(
      application,
      application.businesses.find((b) => b.role === "APPLICANT"),
    ),
    // Only a passive NFE reports controlling persons; without any on file the type is the administrator's.
    acctHolderType: controllingPersons.length ? "CRS101" : null,
    controllingPersons,
  };
}

export function accountReportOf(application: ExportApplication): CrsAccountReport {
  return { applicationId: application.id, holder: accountHolderOf(application) };
}

/** A node of the structure as CRS names a person: the key person it is when tied to one, else its name (last word the last name) and country. */
function structurePersonOf(node: OwnershipNode, individuals: ExportIndividual[]): CrsPerson {
  const individual = node.individualId ? individuals.find((i) => i.id === node.individualId) : undefined;
  if (individual) return personOf(individual);
  const words = node.name.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : words[0]!;
  return {
    firstName: words.length ? words.join(" ") : null,
    lastName,
    residences: node.country ? [node.country] : [],
    tins: [],
    addresses: [],
    nationalities: [],
    birthDate: null,
    birthCity: null,
  };
}

/**
 * Attaches to each business application with an ownership structure the controlling persons computed on
 * it (two statements for the page, none more per application): the CRS export reports those.
 */
export async function withStructures(db: PrismaClient, accountId: string, applications: ExportApplication[]): Promise<ExportApplication[]> {
  const ids = applications.filter((a) => a.entityType === "BUSINESS").map((a) => a.id);
  if (ids.length === 0) return applications;
  const nodes = await db.ownershipNode.findMany({ where: { accountId, applicationId: { in: ids } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  if (nodes.length === 0) return applications;
  const [edges, account] = await Promise.all([
    db.ownershipEdge.findMany({ where: { accountId, applicationId: { in: [...new Set(nodes.map((n) => n.applicationId))] } } }),
    db.account.findUniqueOrThrow({ where: { id: accountId }, select: { uboThresholdPercent: true, uboThresholdHighPercent: true } }),
  ]);
  const group = <T extends { applicationId: string }>(rows: T[]) => {
    const by = new Map<string, T[]>();
    for (const r of rows) by.set(r.applicationId, [...(by.get(r.applicationId) ?? []), r]);
    return by;
  };
  const nodesOf = group<OwnershipNode>(nodes);
  const edgesOf = group<OwnershipEdge>(edges);
  for (const application of applications) {
    const own = nodesOf.get(application.id);
    if (!own || !own.some((n) => n.applicant)) continue;
    const view = ownershipViewOf(application, own, edgesOf.get(application.id) ?? [], thresholdFor(account, application.riskLevel));
    application.structureControllingPersons = view.controllingPersons.map((c) => ({
      person: structurePersonOf(view.nodeById.get(c.nodeId)!, application.individuals),
      type: c.type,
    }));
  }
  return applications;
}

/**
 * A page of applications with their key persons in one statement (persons aggregated as JSON): the
 * export's hot read. Prisma's include costs far more CPU per application in the worker
 * (docs/performance.md). `ids` selects those ids (any order); otherwise the page after `afterId` by id.
 */
export async function readExportPage(
  db: PrismaClient,
  accountId: string,
  page: { ids: string[] } | { afterId: string | null; limit: number },
): Promise<ExportApplication[]> {
  // Only the columns an export writes (./columns.ts): less JSON for PostgreSQL to build and for the worker to parse.
  const individuals = Prisma.sql`COALESCE((SELECT json_agg(${jsonObject(INDIVIDUAL_COLUMNS)} ORDER BY p."createdAt", p.id)
    FROM "Individual" p WHERE p."applicationId" = a.id), '[]'::json)`;
  const businesses = Prisma.sql`COALESCE((SELECT json_agg(${jsonObject(BUSINESS_COLUMNS)} ORDER BY p."createdAt", p.id)
    FROM "Business" p WHERE p."applicationId" = a.id), '[]'::json)`;
  const where =
    "ids" in page
      ? Prisma.sql`a."accountId" = ${accountId} AND a.id IN (${Prisma.join(page.ids)})`
      : page.afterId
        ? Prisma.sql`a."accountId" = ${accountId} AND a.id > ${page.afterId}`
        : Prisma.sql`a."accountId" = ${accountId}`;
  const limit = "ids" in page ? page.ids.length : page.limit;
  const rows = await db.$queryRaw<ExportApplication[]>`
    SELECT ${selectList(APPLICATION_COLUMNS)}, ${individuals} AS individuals, ${businesses} AS businesses
    FROM "Application" a WHERE ${where} ORDER BY a.id LIMIT ${limit}`;
  return withStructures(db, accountId, rows);
}
