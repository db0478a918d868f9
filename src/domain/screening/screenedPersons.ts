// Who a screening run screens, read from the database: key persons and the nodes of ownership
// structures as the matcher's subjects, whether each is monitored, and what its settings let through.
// Separate from engine.ts (the runs: matching, recording hits, adverse media, enrichment) because which
// rows a run reads, and which of them are monitored, is shared by the initial run, monitoring pages and
// the alerts that follow a list's changes (listChanges.ts).
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { ScreeningType } from "./inputs";
import type { ScreeningSubject } from "../../screening";
import { effectiveScreeningSettings, isMonitored } from "./settings";

type PersonKind = "individual" | "business";
/** What a screening request or a monitoring page names: a key person, or a node of an ownership structure. */
export type SubjectKind = PersonKind | "node";
export interface PersonRef {
  kind: SubjectKind;
  id: string;
}

/** The types a watchlist screens for; ADVERSE_MEDIA is searched apart (engine.ts screenAdverseMedia). */
const LIST_TYPES: ScreeningType[] = ["SANCTIONS", "PEP", "WARNING"];
export const subjectRef = (subject: { kind: PersonKind; id: string; ownershipNodeId?: string }): PersonRef =>
  subject.ownershipNodeId ? { kind: "node", id: subject.ownershipNodeId } : subject;
/** A key person as read for screening: the subject's facts, before their settings are applied. */
export type PersonRow = Omit<ScreeningSubject, "types" | "matchThreshold"> & { screeningInfo: unknown; monitored: boolean };

const APPLICATION_SELECT = { accountId: true, status: true, account: { select: { monitorApprovedPersons: true } } } as const;

const PERSON_SELECT = {
  individual: {
    id: true,
    applicationId: true,
    firstName: true,
    lastName: true,
    dateOfBirth: true,
    nationality: true,
    residenceCountry: true,
    screeningInfo: true,
    application: { select: APPLICATION_SELECT },
  },
  business: {
    id: true,
    applicationId: true,
    name: true,
    registrationNumber: true,
    country: true,
    screeningInfo: true,
    application: { select: APPLICATION_SELECT },
  },
} as const;

/** A monitored key person of the application: its structure is monitored with it (docs/ownership.md). */
const EXPLICITLY_MONITORED = { where: { screeningInfo: { path: ["ongoingMonitoring"], equals: true } }, select: { id: true }, take: 1 } as const;
const NODE_SELECT = {
  id: true,
  applicationId: true,
  kind: true,
  name: true,
  country: true,
  application: { select: { ...APPLICATION_SELECT, individuals: EXPLICITLY_MONITORED, businesses: EXPLICITLY_MONITORED } },
} as const;

/**
 * Nodes screened as themselves: every node but the applicant's, a tied one too (it counts the worse of
 * its own screening and its key person's, src/domain/ownership/screening.ts: a sanctioned owner's node
 * tied to an unrelated clean person must not read clear). The applicant is screened as the application's
 * own individual or business; screening its node too would raise every applicant hit twice. Monitoring
 * may follow a node when its application is approved (as for key persons) or when any of its key persons
 * is monitored explicitly; nodeRow decides.
 */
const NODE_SCREENED = { applicant: false, application: { erasedAt: null } } as const;
export const NODE_MAYBE_MONITORED = {
  ...NODE_SCREENED,
  application: {
    erasedAt: null,
    OR: [
      { status: "APPROVED" as const, account: { monitorApprovedPersons: true } },
      { individuals: { some: EXPLICITLY_MONITORED.where } },
      { businesses: { some: EXPLICITLY_MONITORED.where } },
    ],
  },
};

const lower = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v).map((v) => v.toLowerCase()))];

type IndividualRow = Prisma.IndividualGetPayload<{ select: typeof PERSON_SELECT.individual }>;
type BusinessRow = Prisma.BusinessGetPayload<{ select: typeof PERSON_SELECT.business }>;

const individualRow = (p: IndividualRow): PersonRow => ({
  kind: "individual",
  id: p.id,
  accountId: p.application.accountId,
  applicationId: p.applicationId,
  name: `${p.firstName} ${p.lastName}`,
  birthDate: p.dateOfBirth,
  countries: lower([p.nationality, p.residenceCountry]),
  registrationNumbers: [],
  screeningInfo: p.screeningInfo,
  monitored: isMonitored(p.screeningInfo, p.application),
});

const businessRow = (p: BusinessRow): PersonRow => ({
  kind: "business",
  id: p.id,
  accountId: p.application.accountId,
  applicationId: p.applicationId,
  name: p.name,
  birthDate: null,
  countries: lower([p.country]),
  registrationNumbers: p.registrationNumber ? [p.registrationNumber] : [],
  screeningInfo: p.screeningInfo,
  monitored: isMonitored(p.screeningInfo, p.application),
});

type NodeRow = Prisma.OwnershipNodeGetPayload<{ select: typeof NODE_SELECT }>;

const nodeRow = (n: NodeRow): PersonRow => ({
  kind: n.kind === "INDIVIDUAL" ? "individual" : "business",
  id: n.id,
  ownershipNodeId: n.id,
  accountId: n.application.accountId,
  applicationId: n.applicationId,
  name: n.name,
  birthDate: null,
  countries: lower([n.country]),
  registrationNumbers: [],
  // A node has no settings of its own: screened for the list types with the engine's defaults.
  screeningInfo: null,
  monitored: isMonitored(null, n.application) || n.application.individuals.length > 0 || n.application.businesses.length > 0,
});

/** Persons (or structure nodes) of one kind matching `where`, in id order. */
export async function findPersons(db: PrismaClient, kind: SubjectKind, where: Record<string, unknown>, take?: number): Promise<PersonRow[]> {
  if (kind === "node")
    return (
      await db.ownershipNode.findMany({
        where: { ...NODE_SCREENED, ...(where as Prisma.OwnershipNodeWhereInput) },
        select: NODE_SELECT,
        orderBy: { id: "asc" },
        take,
      })
    ).map(nodeRow);
  return kind === "individual"
    ? (await db.individual.findMany({ where: where as Prisma.IndividualWhereInput, select: PERSON_SELECT.individual, orderBy: { id: "asc" }, take })).map(
        individualRow,
      )
    : (await db.business.findMany({ where: where as Prisma.BusinessWhereInput, select: PERSON_SELECT.business, orderBy: { id: "asc" }, take })).map(
        businessRow,
      );
}

export async function loadPersons(db: PrismaClient, refs: PersonRef[]): Promise<PersonRow[]> {
  const ids = (kind: SubjectKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const kinds = (["individual", "business", "node"] as const).filter((k) => ids(k).length);
  return (await Promise.all(kinds.map((k) => findPersons(db, k, { id: { in: ids(k) } })))).flat();
}

/** The subject screening sees, or null when the person's settings keep them out of list screening. */
export function subjectOf(person: PersonRow): ScreeningSubject | null {
  const settings = effectiveScreeningSettings(person.screeningInfo);
  const types = settings.types.filter((t) => LIST_TYPES.includes(t));
  if (settings.excludedFromScreening || !types.length) return null;
  const { kind, id, accountId, applicationId, name, birthDate, countries, registrationNumbers, ownershipNodeId } = person;
  return {
    kind,
    id,
    accountId,
    applicationId,
    name,
    birthDate,
    countries,
    registrationNumbers,
    types,
    matchThreshold: settings.matchThreshold,
    ...(ownershipNodeId ? { ownershipNodeId } : {}),
  };
}
