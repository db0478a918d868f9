// IRS FATCA XML v2.0 (Form 8966; urn:oecd:ties:fatca:v2 `ftc`, party and MessageSpec fields in
// urn:oecd:ties:stffatcatypes:v2 `sfa`), written with xmlbuilder2 as the CRS fragment is. The XSD checks
// structure only; the rules of IRS Publication 5124 it cannot check (fatcaRules.ts: GIIN and DocRefId
// formats, what a correction must reference, who files for whom, a US TIN or its approved placeholder)
// are checked before anything is written, and refused with a VALIDATION_FAILED naming the field.
// Element order is the XSD's.
import { randomUUID } from "node:crypto";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { ErrorDetail } from "../../errors";
import { check, checkAccountReport, checkHeader, fatcaHeaderProblems, PRE_EXISTING_ACCOUNT_NO_TIN, refuse, type Fail } from "./fatcaRules";

export { fatcaHeaderProblems } from "./fatcaRules";

const FTC_NS = "urn:oecd:ties:fatca:v2";
const SFA_NS = "urn:oecd:ties:stffatcatypes:v2";
const NAMESPACE_DECLARATIONS = { "xmlns:ftc": FTC_NS, "xmlns:sfa": SFA_NS };

export const FATCA_DOC_TYPE_INDICS = ["FATCA1", "FATCA2", "FATCA3", "FATCA4", "FATCA11", "FATCA12", "FATCA13", "FATCA14"] as const;
type FatcaDocTypeIndic = (typeof FATCA_DOC_TYPE_INDICS)[number];

export interface FatcaDocSpec {
  docTypeIndic: FatcaDocTypeIndic;
  /** `<GIIN>.<unique>`; generated (a UUID after the reporting FI's GIIN) when absent. */
  docRefId?: string;
  /** FATCA2–4: the DocRefId, and the MessageRefId of the message, of the record corrected, voided or amended. */
  corrDocRefId?: string;
  corrMessageRefId?: string;
}

export interface FatcaAddress {
  country: string;
  street?: string | null;
  postCode?: string | null;
  city?: string | null;
  /** Written as AddressFree when there is no city (AddressFix requires one). */
  free?: string | null;
}

interface FatcaPerson {
  firstName: string;
  lastName: string;
  residences: string[];
  /** US TINs only: FATCA reports the US one. */
  usTins: string[];
  addresses: FatcaAddress[];
  nationalities: string[];
  birthDate?: string | null;
  birthCity?: string | null;
}

interface FatcaOrganisation {
  name: string;
  residences: string[];
  usTins: string[];
  addresses: FatcaAddress[];
}

export type FatcaAccountHolder =
  | { kind: "INDIVIDUAL"; person: FatcaPerson }
  | { kind: "ORGANISATION"; organisation: FatcaOrganisation; acctHolderType: string; substantialOwners: FatcaPerson[] };

export interface FatcaAccountReport {
  docSpec: FatcaDocSpec;
  accountNumber: string;
  accountClosed?: boolean;
  /** A pre-existing account (opened before the FFI's FATCA start) may report AAAAAAAAA for a US TIN it could not obtain. */
  preExisting: boolean;
  holder: FatcaAccountHolder;
  balance: { amount: string; currency: string };
  payments: { type: "FATCA501" | "FATCA502" | "FATCA503" | "FATCA504"; amount: string; currency: string }[];
  /** A comment naming where the report came from (the application id). */
  comment?: string;
}

/** A Sponsor or Intermediary (CorrectableReportOrganisation_Type, as the ReportingFI): its GIIN, when it has one, in sfa:TIN. */
export interface FatcaFilerParty {
  giin?: string;
  name: string;
  country: string;
  address: FatcaAddress;
  filerCategory?: string;
  docSpec: FatcaDocSpec;
}

export interface FatcaMessageInput {
  /** The GIIN of the sender: MessageSpec/SendingCompanyIN. */
  sendingCompanyGiin: string;
  transmittingCountry: string;
  /** Generated (`<GIIN>.<uuid>`) when absent. */
  messageRefId?: string;
  /** YYYY-MM-DD, the last day of the calendar year reported. */
  reportingPeriod: string;
  timestamp?: Date;
  reportingFi: {
    giin: string;
    name: string;
    country: string;
    address: FatcaAddress;
    filerCategory?: string;
    docSpec: FatcaDocSpec;
  };
  /** The entity filing for the reporting FI (a sponsoring entity, a trustee): the ReportingGroup's Sponsor. */
  sponsor?: FatcaFilerParty;
  /** An intermediary between the filer and the accounts: the ReportingGroup's Intermediary. */
  intermediary?: FatcaFilerParty;
  /** None: the message is a nil report (NilReport, NoAccountToReport yes). */
  accountReports: FatcaAccountReport[];
  /** The NilReport's DocSpec; FATCA1 when absent. */
  nilReportDocSpec?: FatcaDocSpec;
}

const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (text: string) => text.replace(NOT_XML, "");

type Ns = "ftc" | "sfa";
const NS: Record<Ns, string> = { ftc: FTC_NS, sfa: SFA_NS };

interface Writer {
  open(ns: Ns, name: string, attributes?: Record<string, string>): void;
  leaf(ns: Ns, name: string, text: string, attributes?: Record<string, string>): void;
  comment(text: string): void;
  close(): void;
}

/** Over xmlbuilder2 (a whole message in memory, the single-application fragment). */
class BuilderWriter implements Writer {
  constructor(private current: XMLBuilder) {}
  open(ns: Ns, name: string, attributes?: Record<string, string>) {
    this.current = this.current.ele(NS[ns], `${ns}:${name}`, attributes);
  }
  leaf(ns: Ns, name: string, text: string, attributes?: Record<string, string>) {
    this.current.ele(NS[ns], `${ns}:${name}`, attributes).txt(clean(text));
  }
  comment(text: string) {
    this.current.com(text.replace(/--/g, "- -"));
  }
  close() {
    this.current = this.current.up();
  }
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeText = (text: string) => clean(text).replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]);
const escapeAttribute = (text: string) => clean(text).replace(/[&<>"\t\n\r]/g, (c) => TEXT_ESCAPES[c] ?? `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);

/** Pretty-printed text, handed out as it is written (`take`): a bulk export streams the message and never holds it whole. */
class TextWriter implements Writer {
  private out = "";
  private readonly names: string[] = [];
  private indent() {
    return "\n" + "  ".repeat(this.names.length);
  }
  private attributes(attributes?: Record<string, string>) {
    let text = "";
    for (const key in attributes ?? {}) text += ` ${key}="${escapeAttribute(attributes![key])}"`;
    return text;
  }
  open(ns: Ns, name: string, attributes?: Record<string, string>) {
    this.out += `${this.indent()}<${ns}:${name}${this.attributes(attributes)}>`;
    this.names.push(`${ns}:${name}`);
  }
  leaf(ns: Ns, name: string, text: string, attributes?: Record<string, string>) {
    this.out += `${this.indent()}<${ns}:${name}${this.attributes(attributes)}>${escapeText(text)}</${ns}:${name}>`;
  }
  comment(text: string) {
    this.out += `${this.indent()}<!--${clean(text).replace(/--/g, "- -")}-->`;
  }
  close() {
    const name = this.names.pop();
    this.out += `${this.indent()}</${name}>`;
  }
  take(): string {
    const text = this.out;
    this.out = "";
    return text;
  }
}

function writeDocSpec(xml: Writer, spec: Required<Pick<FatcaDocSpec, "docRefId">> & FatcaDocSpec) {
  xml.open("ftc", "DocSpec");
  xml.leaf("ftc", "DocTypeIndic", spec.docTypeIndic);
  xml.leaf("ftc", "DocRefId", spec.docRefId);
  if (spec.corrMessageRefId) xml.leaf("ftc", "CorrMessageRefId", spec.corrMessageRefId);
  if (spec.corrDocRefId) xml.leaf("ftc", "CorrDocRefId", spec.corrDocRefId);
  xml.close();
}

/** sfa:Address_Type: CountryCode, then AddressFix (City required) or AddressFree. */
function writeAddresses(xml: Writer, addresses: FatcaAddress[]) {
  for (const address of addresses) {
    xml.open("sfa", "Address");
    xml.leaf("sfa", "CountryCode", address.country);
    if (address.city) {
      xml.open("sfa", "AddressFix");
      if (address.street) xml.leaf("sfa", "Street", address.street);
      if (address.postCode) xml.leaf("sfa", "PostCode", address.postCode);
      xml.leaf("sfa", "City", address.city);
      xml.close();
    } else {
      xml.leaf("sfa", "AddressFree", address.free || [address.street, address.postCode].filter((p) => p && p.trim()).join(", "));
    }
    xml.close();
  }
}

/** sfa:PersonParty_Type under `element` (ftc:Individual of an AccountHolder or SubstantialOwner). */
function writePerson(xml: Writer, person: FatcaPerson) {
  xml.open("ftc", "Individual");
  for (const country of person.residences) xml.leaf("sfa", "ResCountryCode", country);
  for (const tin of person.usTins) xml.leaf("sfa", "TIN", tin, { issuedBy: "US" });
  xml.open("sfa", "Name");
  xml.leaf("sfa", "FirstName", person.firstName);
  xml.leaf("sfa", "LastName", person.lastName);
  xml.close();
  writeAddresses(xml, person.addresses);
  for (const country of person.nationalities) xml.leaf("sfa", "Nationality", country);
  if (person.birthDate || person.birthCity) {
    xml.open("sfa", "BirthInfo");
    if (person.birthDate) xml.leaf("sfa", "BirthDate", person.birthDate);
    if (person.birthCity) xml.leaf("sfa", "City", person.birthCity);
    xml.close();
  }
  xml.close();
}

function writeOrganisation(xml: Writer, organisation: FatcaOrganisation) {
  xml.open("ftc", "Organisation");
  for (const country of organisation.residences) xml.leaf("sfa", "ResCountryCode", country);
  for (const tin of organisation.usTins) xml.leaf("sfa", "TIN", tin, { issuedBy: "US" });
  xml.leaf("sfa", "Name", organisation.name);
  writeAddresses(xml, organisation.addresses);
  xml.close();
}

/** One ftc:AccountReport (CorrectableAccountReport_Type); its DocRefId resolved. */
function writeAccountReport(xml: Writer, report: FatcaAccountReport & { docSpec: { docRefId: string } }, attributes?: Record<string, string>) {
  xml.open("ftc", "AccountReport", attributes);
  if (report.comment) xml.comment(` ${report.comment} `);
  writeDocSpec(xml, report.docSpec);
  xml.leaf("ftc", "AccountNumber", report.accountNumber);
  if (report.accountClosed !== undefined) xml.leaf("ftc", "AccountClosed", String(report.accountClosed));
  xml.open("ftc", "AccountHolder");
  const holder = report.holder;
  if (holder.kind === "INDIVIDUAL") writePerson(xml, holder.person);
  else {
    writeOrganisation(xml, holder.organisation);
    xml.leaf("ftc", "AcctHolderType", holder.acctHolderType);
  }
  xml.close();
  if (holder.kind === "ORGANISATION") {
    for (const owner of holder.substantialOwners) {
      xml.open("ftc", "SubstantialOwner");
      writePerson(xml, owner);
      xml.close();
    }
  }
  xml.leaf("ftc", "AccountBalance", report.balance.amount, { currCode: report.balance.currency });
  for (const payment of report.payments) {
    xml.open("ftc", "Payment");
    xml.leaf("ftc", "Type", payment.type);
    xml.leaf("ftc", "PaymentAmnt", payment.amount, { currCode: payment.currency });
    xml.close();
  }
  xml.close();
}

/** A standalone ftc:AccountReport document (the single-application fragment); its values may be placeholder tokens. */
export function fatcaAccountReportFragment(report: FatcaAccountReport & { docSpec: { docRefId: string } }): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  writeAccountReport(new BuilderWriter(doc), report, NAMESPACE_DECLARATIONS);
  return doc.end({ prettyPrint: true }) + "\n";
}

/** A pre-existing account without a US TIN on file reports AAAAAAAAA, as a Model 1 IGA institution may. */
function withTinFallback(report: FatcaAccountReport): FatcaAccountReport {
  const usTins = (tins: string[]) => (tins.length ? tins : [PRE_EXISTING_ACCOUNT_NO_TIN]);
  const holder: FatcaAccountHolder =
    report.holder.kind === "INDIVIDUAL"
      ? { kind: "INDIVIDUAL", person: { ...report.holder.person, usTins: usTins(report.holder.person.usTins) } }
      : report.holder.acctHolderType === "FATCA104"
        ? { ...report.holder, organisation: { ...report.holder.organisation, usTins: usTins(report.holder.organisation.usTins) } }
        : report.holder;
  return { ...report, holder };
}

function writeHead(xml: Writer, input: Omit<FatcaMessageInput, "accountReports">, docRefId: (spec: FatcaDocSpec) => FatcaDocSpec & { docRefId: string }) {
  xml.open("ftc", "FATCA_OECD", { ...NAMESPACE_DECLARATIONS, version: "2.0" });
  xml.open("ftc", "MessageSpec");
  xml.leaf("sfa", "SendingCompanyIN", input.sendingCompanyGiin);
  xml.leaf("sfa", "TransmittingCountry", input.transmittingCountry);
  xml.leaf("sfa", "ReceivingCountry", "US");
  xml.leaf("sfa", "MessageType", "FATCA");
  xml.leaf("sfa", "MessageRefId", input.messageRefId ?? `${input.sendingCompanyGiin}.${randomUUID()}`);
  xml.leaf("sfa", "ReportingPeriod", input.reportingPeriod);
  xml.leaf("sfa", "Timestamp", (input.timestamp ?? new Date()).toISOString().slice(0, 19));
  xml.close();
  xml.open("ftc", "FATCA");
  writeFilerParty(xml, "ReportingFI", input.reportingFi, docRefId);
  xml.open("ftc", "ReportingGroup");
  // The XSD's order: Sponsor, then Intermediary, then the reports.
  if (input.sponsor) writeFilerParty(xml, "Sponsor", input.sponsor, docRefId);
  if (input.intermediary) writeFilerParty(xml, "Intermediary", input.intermediary, docRefId);
}

/** ReportingFI, Sponsor or Intermediary (CorrectableReportOrganisation_Type): the organisation's fields, FilerCategory, DocSpec. */
function writeFilerParty(
  xml: Writer,
  element: "ReportingFI" | "Sponsor" | "Intermediary",
  party: FatcaFilerParty,
  docRefId: (spec: FatcaDocSpec) => FatcaDocSpec & { docRefId: string },
) {
  xml.open("ftc", element);
  xml.leaf("sfa", "ResCountryCode", party.country);
  if (party.giin) xml.leaf("sfa", "TIN", party.giin, { issuedBy: "US" });
  xml.leaf("sfa", "Name", party.name);
  writeAddresses(xml, [party.address]);
  if (party.filerCategory) xml.leaf("ftc", "FilerCategory", party.filerCategory);
  writeDocSpec(xml, docRefId(party.docSpec));
  xml.close();
}

function writeNilReport(xml: Writer, spec: FatcaDocSpec & { docRefId: string }) {
  xml.open("ftc", "NilReport");
  writeDocSpec(xml, spec);
  xml.leaf("ftc", "NoAccountToReport", "yes");
  xml.close();
}

function writeTail(xml: Writer) {
  xml.close(); // ReportingGroup
  xml.close(); // FATCA
  xml.close(); // FATCA_OECD
}

/** A whole FATCA_OECD message to the US, or a VALIDATION_FAILED listing every rule broken (nothing written). */
export function fatcaMessage(input: FatcaMessageInput): string {
  refuse(check(input));
  const giin = input.reportingFi.giin;
  const docRefId = (spec: FatcaDocSpec) => ({ ...spec, docRefId: spec.docRefId ?? `${giin}.${randomUUID()}` });
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const xml = new BuilderWriter(doc);
  writeHead(xml, input, docRefId);
  if (input.accountReports.length === 0) writeNilReport(xml, docRefId(input.nilReportDocSpec ?? { docTypeIndic: "FATCA1" }));
  for (const report of input.accountReports) writeAccountReport(xml, { ...withTinFallback(report), docSpec: docRefId(report.docSpec) });
  writeTail(xml);
  return doc.end({ prettyPrint: true }) + "\n";
}

/** What a streamed message needs up front: every DocRefId of its own is given (a bulk export derives them from its job). */
export type FatcaStreamHeader = Omit<FatcaMessageInput, "accountReports" | "messageRefId" | "nilReportDocSpec"> & {
  messageRefId: string;
  reportingFi: FatcaMessageInput["reportingFi"] & { docSpec: { docRefId: string } };
  sponsor?: FatcaFilerParty & { docSpec: { docRefId: string } };
  intermediary?: FatcaFilerParty & { docSpec: { docRefId: string } };
  nilReportDocSpec: FatcaDocSpec & { docRefId: string };
};

/**
 * A FATCA_OECD message written as it goes (bulk export): `open` writes the MessageSpec and ReportingFI
 * and opens the ReportingGroup with its Sponsor or Intermediary, `write` one AccountReport (refused, nothing written, when it breaks a
 * rule; placeholder tokens pass), `close` a NilReport when no AccountReport was written, then the end.
 */
export function fatcaMessageWriter(header: FatcaStreamHeader) {
  refuse(fatcaHeaderProblems(header, []));
  const xml = new TextWriter();
  let reports = 0;
  const seen = new Set<string>([header.reportingFi, header.sponsor, header.intermediary].flatMap((p) => (p ? [p.docSpec.docRefId] : [])));
  return {
    open(): string {
      writeHead(xml, header, (spec) => spec as FatcaDocSpec & { docRefId: string });
      return '<?xml version="1.0" encoding="UTF-8"?>' + xml.take();
    },
    write(report: FatcaAccountReport & { docSpec: { docRefId: string } }): string {
      const errors: ErrorDetail[] = [];
      const fail: Fail = (path, message) => errors.push({ path, message });
      checkHeader(header, [["docSpec", report.docSpec]], fail);
      if (seen.has(report.docSpec.docRefId)) fail("docSpec.docRefId", "DocRefIds are unique: this one is used twice in the message");
      checkAccountReport(report, "accountReport", fail, true);
      refuse(errors);
      seen.add(report.docSpec.docRefId);
      writeAccountReport(xml, report);
      reports += 1;
      return xml.take();
    },
    close(): string {
      if (reports === 0) writeNilReport(xml, header.nilReportDocSpec);
      writeTail(xml);
      return xml.take() + "\n";
    },
    get reportCount() {
      return reports;
    },
  };
}
