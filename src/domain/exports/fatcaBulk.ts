// A FATCA_XML export job's run (docs/tax-reporting.md; its request was checked before the job existed,
// fatcaRequest.ts): one FATCA_OECD message streamed page by page like the CRS one, each application whose
// holder is a US person (or an entity the administrator classified, with its US controlling persons) as an
// AccountReport, a NilReport when none is, and every record filed remembered (FatcaRecord) so DocRefIds
// never repeat and a correction names a filed record.
import type { OwnershipEdge, OwnershipNode, Prisma, PrismaClient } from "../../generated/prisma/client";
import { assessUsIndicia, classificationOf, CLASSIFYING_DOCUMENT_TYPES, type FatcaClassification, type FatcaReportingSettings } from "../tax";
import { ownershipViewOf } from "../ownership/view";
import { fatcaMessageWriter, type FatcaAccountReport, type FatcaAddress, type FatcaFilerParty, type FatcaStreamHeader } from "./fatcaXml";
import { fatcaPlaceholder as placeholder } from "./fatcaPlaceholders";
import { personOf, type ExportApplication } from "./investors";
import type { ExportIndividual } from "./columns";
import type { CrsAddress, CrsPerson } from "./crsXml";
import type { z } from "zod";
import type { FatcaAccountInput } from "./inputs";
import type { ArtifactWriter } from "./artifact";
import { insertRows } from "../../kernel/bulkInsert";
import { uuidv7 } from "../../kernel/ids";

type FatcaAccount = z.infer<typeof FatcaAccountInput>;
/** A FatcaRecord as the export writes it (its id and time given when saved). */
type FatcaRecordRow = Omit<Prisma.FatcaRecordCreateManyInput, "id" | "createdAt">;

/** What a FATCA_XML job keeps of its request (ExportJob.parameters): enough to write the same message on every retry. */
export interface FatcaJobParameters {
  reportingPeriod: string;
  accounts: FatcaAccount[];
  reportingFi: {
    giin: string;
    name: string;
    country: string;
    address: FatcaReportingSettings["address"];
    filerCategory: string | null;
    /** Absent in jobs made before sponsors were written: none. */
    sponsor?: FatcaReportingSettings["sponsor"];
    intermediary?: FatcaReportingSettings["intermediary"];
  };
  controllingPersonThresholdPercent: number;
  /**
   * A correction message: the message its records come from and that message's ReportingFI record (and its
   * Sponsor's and Intermediary's, when it named one).
   */
  corrects: { messageRefId: string; reportingFiDocRefId: string; sponsorDocRefId?: string; intermediaryDocRefId?: string } | null;
  /** FATCA2–4 entries: the CorrMessageRefId of each corrected DocRefId. */
  corrMessageRefIds: Record<string, string>;
}

/**
 * The GIIN of the message's sender (MessageSpec/SendingCompanyIN): the sponsor's when a sponsor (or trustee)
 * files for the reporting FI, else the reporting FI's. The official schema defines SendingCompanyIN as the
 * "Identifying number of the sender", a financial institution's own GIIN (stffatcatypes_v2.0.xsd); Publication
 * 5124 puts the reporting FI's GIIN there only for an agent "not acting as a Sponsoring Entity".
 */
export const fatcaSenderGiin = (fi: { giin: string; sponsor?: { giin?: string | null } | null }) => fi.sponsor?.giin || fi.giin;

/**
 * The ids a job's records take: the GIIN, then the job, then what the record is (Publication 5124: unique,
 * GIIN-prefixed). Each DocRefId begins with the reporting FI's GIIN (the IRS's DocRefId format,
 * <ReportingGIIN>.<UniqueValue>, even when a sponsor files); the MessageRefId with its sender's.
 */
const fatcaIds = (giin: string, senderGiin: string, jobId: string) => ({
  messageRefId: `${senderGiin}.${jobId}`,
  reportingFi: `${giin}.${jobId}.FI`,
  sponsor: `${giin}.${jobId}.SPONSOR`,
  intermediary: `${giin}.${jobId}.INTERMEDIARY`,
  nil: `${giin}.${jobId}.NIL`,
  account: (applicationId: string) => `${giin}.${jobId}.${applicationId}`,
});

export const isUs = (value: string | null | undefined) => value?.trim().toUpperCase() === "US";
export const tinsOf = (value: unknown) =>
  (Array.isArray(value) ? (value as { tin?: unknown; issuedBy?: unknown }[]) : []).filter((t) => typeof t.tin === "string") as {
    tin: string;
    issuedBy?: string;
  }[];

export function header(parameters: FatcaJobParameters, jobId: string): FatcaStreamHeader {
  const fi = parameters.reportingFi;
  const ids = fatcaIds(fi.giin, fatcaSenderGiin(fi), jobId);
  const correcting = parameters.corrects;
  const docTypeIndic = correcting ? "FATCA2" : "FATCA1";
  return {
    sendingCompanyGiin: fatcaSenderGiin(fi),
    transmittingCountry: fi.country,
    messageRefId: ids.messageRefId,
    reportingPeriod: parameters.reportingPeriod,
    reportingFi: {
      giin: fi.giin,
      name: fi.name,
      country: fi.country,
      address: { country: fi.address?.country ?? fi.country, street: fi.address?.street, postCode: fi.address?.postCode, city: fi.address?.city },
      filerCategory: fi.filerCategory ?? undefined,
      // A correction message resends the ReportingFI as a correction of the one its records were filed under.
      docSpec: correcting
        ? { docTypeIndic, docRefId: ids.reportingFi, corrDocRefId: correcting.reportingFiDocRefId, corrMessageRefId: correcting.messageRefId }
        : { docTypeIndic, docRefId: ids.reportingFi },
    },
    nilReportDocSpec: { docTypeIndic: "FATCA1", docRefId: ids.nil },
    ...(fi.sponsor ? { sponsor: partyOf(fi.sponsor, ids.sponsor, correcting?.sponsorDocRefId) } : {}),
    ...(fi.intermediary ? { intermediary: partyOf(fi.intermediary, ids.intermediary, correcting?.intermediaryDocRefId) } : {}),
  };

  /**
   * The Sponsor or Intermediary as the header writes it. A correction message resends it as a correction of
   * the one the corrected records were filed with; one the filed message did not name is new (FATCA1).
   */
  function partyOf(party: NonNullable<FatcaReportingSettings["sponsor"]>, docRefId: string, filed: string | undefined) {
    return {
      ...(party.giin ? { giin: party.giin } : {}),
      name: party.name,
      country: party.country,
      address: { country: party.address.country, street: party.address.street, postCode: party.address.postCode, city: party.address.city },
      ...(party.filerCategory ? { filerCategory: party.filerCategory } : {}),
      docSpec:
        correcting && filed
          ? { docTypeIndic: "FATCA2" as const, docRefId, corrDocRefId: filed, corrMessageRefId: correcting.messageRefId }
          : { docTypeIndic: "FATCA1" as const, docRefId },
    } satisfies FatcaFilerParty;
  }
}

function addressesOf(value: unknown): FatcaAddress[] {
  const list = (Array.isArray(value) ? value : value && typeof value === "object" ? [value] : []) as CrsAddress[];
  if (list.length === 0) return [{ country: placeholder("ADDRESS_COUNTRY_CODE"), free: placeholder("ADDRESS") }];
  return list.map((a) => {
    const free = [a.street, a.postCode].filter((p) => p && p.trim()).join(", ");
    return {
      country: a.country || placeholder("ADDRESS_COUNTRY_CODE"),
      street: a.street,
      postCode: a.postCode,
      city: a.city,
      free: a.city ? null : free || placeholder("ADDRESS"),
    };
  });
}

function fatcaPersonOf(person: CrsPerson, usTins: string[]) {
  return {
    firstName: person.firstName || placeholder("FIRST_NAME"),
    lastName: person.lastName || placeholder("LAST_NAME"),
    residences: person.residences,
    usTins,
    addresses: person.addresses.length ? addressesOf(person.addresses) : addressesOf(null),
    nationalities: person.nationalities,
    birthDate: person.birthDate,
    birthCity: person.birthCity,
  };
}

/** A controlling person is a US person on the indicia their own fields show (the entity's documents certify the entity, not them). */
function isUsPerson(individual: ExportIndividual): boolean {
  return (
    assessUsIndicia({ entityType: "INDIVIDUAL", individuals: [{ ...individual, role: "APPLICANT" }], businesses: [], documentTypes: [] }).status === "US_PERSON"
  );
}

const usTinsOn = (value: unknown) =>
  tinsOf(value)
    .filter((t) => isUs(t.issuedBy))
    .map((t) => t.tin);

/** The forms an entity's classification is read from: its W-8BEN-E or W-8IMY, or its W-9. */
const CLASSIFYING_TYPES = new Set<string>([...CLASSIFYING_DOCUMENT_TYPES, "W_9"]);

interface PageContext {
  documents: Map<string, string[]>;
  /** The entities' classifications as their forms certify them (src/domain/tax/classification.ts). */
  classifications: Map<string, FatcaClassification | null>;
  structures: Map<string, { nodes: OwnershipNode[]; edges: OwnershipEdge[] }>;
}

/** The US controlling persons of an entity: from its ownership structure at the FATCA threshold when it has one, else its key persons. */
function usControllingPersons(application: ExportApplication, context: PageContext, threshold: number): ExportIndividual[] {
  const structure = context.structures.get(application.id);
  if (structure && structure.nodes.some((n) => n.applicant)) {
    const view = ownershipViewOf(application, structure.nodes, structure.edges, threshold);
    const ids = new Set(view.controllingPersons.map((c) => view.nodeById.get(c.nodeId)?.individualId).filter((id): id is string => !!id));
    return application.individuals.filter((i) => ids.has(i.id) && isUsPerson(i));
  }
  return application.individuals.filter(
    (i) => (i.role === "CONTROLLING_PERSON" || (i.role === "UBO" && (i.ownershipPercent ?? threshold) >= threshold)) && isUsPerson(i),
  );
}

type Outcome = { report: FatcaAccountReport & { docSpec: { docRefId: string } } } | { skip: string } | { fail: string };

/** What the message says of one application: its AccountReport, nothing (not reportable), or why it cannot be reported. */
function reportOf(
  application: ExportApplication,
  parameters: FatcaJobParameters,
  jobId: string,
  context: PageContext,
  entry: FatcaAccount | undefined,
): Outcome {
  const assessment = assessUsIndicia({ ...application, documentTypes: context.documents.get(application.id) ?? [] });
  const correcting = entry?.docTypeIndic && entry.docTypeIndic !== "FATCA1";
  const ids = fatcaIds(parameters.reportingFi.giin, fatcaSenderGiin(parameters.reportingFi), jobId);
  const docSpec = correcting
    ? {
        docTypeIndic: entry.docTypeIndic!,
        docRefId: ids.account(application.id),
        corrDocRefId: entry.corrDocRefId,
        corrMessageRefId: parameters.corrMessageRefIds[entry.corrDocRefId!],
      }
    : { docTypeIndic: "FATCA1" as const, docRefId: ids.account(application.id) };
  const tinsFor = (onFile: string[]) => (onFile.length ? onFile : [entry?.missingTinCode ?? placeholder("US_TIN")]);
  const common = {
    docSpec,
    accountNumber: entry?.accountNumber ?? placeholder("ACCOUNT_NUMBER"),
    ...(entry?.accountClosed !== undefined ? { accountClosed: entry.accountClosed } : {}),
    preExisting: entry?.preExisting ?? false,
    balance: { amount: entry?.balance ?? placeholder("ACCOUNT_BALANCE"), currency: entry?.currency ?? placeholder("CURRENCY_CODE") },
    payments: entry?.payments ?? [],
    comment: `application ${application.id}`,
  };
  if (application.entityType === "INDIVIDUAL") {
    if (assessment.status !== "US_PERSON" && !correcting) return { skip: `not a US person (${assessment.status})` };
    const applicant = application.individuals.find((i) => i.role === "APPLICANT");
    if (!applicant) return { fail: "The application has no applicant individual to report" };
    return { report: { ...common, holder: { kind: "INDIVIDUAL", person: fatcaPersonOf(personOf(applicant), tinsFor(usTinsOn(applicant.tins))) } } };
  }
  const business = application.businesses.find((b) => b.role === "APPLICANT");
  const owners = usControllingPersons(application, context, parameters.controllingPersonThresholdPercent);
  // The classification the entity certified wins; the request's acctHolderType stands in for an entity without one on file.
  const classification = context.classifications.get(application.id) ?? null;
  if (classification && classification.acctHolderType === null && assessment.status !== "US_PERSON" && !correcting) {
    return { skip: `not reported: ${classification.reasons.join("; ")}` };
  }
  const type = classification?.acctHolderType ?? entry?.acctHolderType ?? (assessment.status === "US_PERSON" ? "FATCA104" : null);
  if (!type) {
    if (owners.length && !correcting)
      return {
        fail: `The entity has ${owners.length} US controlling person(s) but no FATCA classification: record the chapter 4 status its W-8BEN-E states (the document's metadata.fatca), or give its fatca.accounts entry an acctHolderType (FATCA102 for a passive NFFE)`,
      };
    if (!correcting) return { skip: "an entity that is not a US person and has no US controlling person" };
  }
  const holderType = type ?? placeholder("ACCT_HOLDER_TYPE");
  // Only a passive NFFE (or an owner-documented FFI) reports its substantial US owners.
  const reportedOwners = holderType === "FATCA102" || holderType === "FATCA101" ? owners : [];
  if (holderType === "FATCA102" && reportedOwners.length === 0 && !correcting) return { skip: "a passive NFFE without US controlling persons" };
  return {
    report: {
      ...common,
      holder: {
        kind: "ORGANISATION",
        organisation: {
          name: business?.name ?? application.name,
          residences: business?.country ? [business.country] : [],
          usTins: holderType === "FATCA104" ? tinsFor(usTinsOn(business?.tins)) : usTinsOn(business?.tins),
          addresses: addressesOf(business?.address),
        },
        acctHolderType: holderType,
        substantialOwners: reportedOwners.map((o) => fatcaPersonOf(personOf(o), tinsFor(usTinsOn(o.tins)))),
      },
    },
  };
}

/**
 * The artifact writer of a FATCA_XML job. The records a page wrote are remembered (`savePage`) once its text is
 * handed to the store, so memory stays one page's whatever the size of the export, and the message's own records
 * (ReportingFI, Sponsor, Intermediary, NilReport) once the file is stored (`saveMessage`). A retry writes the same
 * ids again (skipped); a correction names only a record of a COMPLETED job (fatcaRequest.ts).
 */
export function fatcaArtifactWriter(
  db: PrismaClient,
  job: { id: string; accountId: string; parameters: Prisma.JsonValue | null },
): ArtifactWriter & { savePage(): Promise<void>; saveMessage(): Promise<void> } {
  const parameters = job.parameters as unknown as FatcaJobParameters;
  const message = fatcaMessageWriter(header(parameters, job.id));
  const entries = new Map(parameters.accounts.map((a) => [a.applicationId, a]));
  const ids = fatcaIds(parameters.reportingFi.giin, fatcaSenderGiin(parameters.reportingFi), job.id);
  let pending: FatcaRecordRow[] = [];
  let reported = 0;
  let context: PageContext = { documents: new Map(), classifications: new Map(), structures: new Map() };
  const base = { accountId: job.accountId, messageRefId: ids.messageRefId, exportJobId: job.id, reportingPeriod: parameters.reportingPeriod };
  return {
    head: () => message.open(),
    async preparePage(applications) {
      const appIds = applications.map((a) => a.id);
      const businessIds = applications.filter((a) => a.entityType === "BUSINESS").map((a) => a.id);
      const [documents, nodes, edges] = await Promise.all([
        db.document.findMany({
          where: { accountId: job.accountId, applicationId: { in: appIds }, hidden: false },
          select: { id: true, applicationId: true, type: true, metadata: true, createdAt: true },
        }),
        businessIds.length ? db.ownershipNode.findMany({ where: { accountId: job.accountId, applicationId: { in: businessIds } } }) : [],
        businessIds.length ? db.ownershipEdge.findMany({ where: { accountId: job.accountId, applicationId: { in: businessIds } } }) : [],
      ]);
      context = { documents: new Map(), classifications: new Map(), structures: new Map() };
      for (const d of documents) if (d.applicationId) context.documents.set(d.applicationId, [...(context.documents.get(d.applicationId) ?? []), d.type]);
      const forms = new Map<string, typeof documents>();
      for (const d of documents) {
        if (d.applicationId && CLASSIFYING_TYPES.has(d.type)) forms.set(d.applicationId, [...(forms.get(d.applicationId) ?? []), d]);
      }
      for (const id of businessIds) context.classifications.set(id, classificationOf(forms.get(id) ?? []));
      for (const n of nodes) {
        const s = context.structures.get(n.applicationId) ?? { nodes: [], edges: [] };
        s.nodes.push(n);
        context.structures.set(n.applicationId, s);
      }
      for (const e of edges) context.structures.get(e.applicationId)?.edges.push(e);
    },
    page(applications) {
      let text = "";
      for (const application of applications) {
        const outcome = reportOf(application, parameters, job.id, context, entries.get(application.id));
        if ("fail" in outcome) throw new Error(outcome.fail);
        if ("skip" in outcome) continue;
        text += message.write(outcome.report);
        const { docRefId, docTypeIndic } = outcome.report.docSpec;
        pending.push({ ...base, kind: "ACCOUNT", applicationId: application.id, docRefId, docTypeIndic });
        reported += 1;
      }
      return text;
    },
    tail: () => message.close(),
    async savePage() {
      const data = pending;
      pending = [];
      await save(data);
    },
    async saveMessage() {
      const head = header(parameters, job.id);
      const fi = head.reportingFi.docSpec;
      const data: FatcaRecordRow[] = [
        ...pending,
        { ...base, kind: "REPORTING_FI", docRefId: fi.docRefId, docTypeIndic: fi.docTypeIndic },
        ...(head.sponsor ? [{ ...base, kind: "SPONSOR", docRefId: head.sponsor.docSpec.docRefId, docTypeIndic: head.sponsor.docSpec.docTypeIndic }] : []),
        ...(head.intermediary
          ? [{ ...base, kind: "INTERMEDIARY", docRefId: head.intermediary.docSpec.docRefId, docTypeIndic: head.intermediary.docSpec.docTypeIndic }]
          : []),
        ...(reported === 0 ? [{ ...base, kind: "NIL", docRefId: ids.nil, docTypeIndic: "FATCA1" }] : []),
      ];
      pending = [];
      await save(data);
    },
  };

  /**
   * One statement per page, a record already written (a retry's) left as it is. Prisma's createMany spent most
   * of the export's time building its query row by row (src/kernel/bulkInsert.ts).
   */
  async function save(records: FatcaRecordRow[]) {
    const createdAt = new Date();
    await insertRows(
      db,
      "FatcaRecord",
      records.map((r) => ({ ...r, id: uuidv7(), createdAt })),
      { skipDuplicates: true },
    );
  }
}
