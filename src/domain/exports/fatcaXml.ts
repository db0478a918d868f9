// IRS FATCA XML v2.0 (Form 8966; urn:oecd:ties:fatca:v2 `ftc`, party and MessageSpec fields in
// urn:oecd:ties:stffatcatypes:v2 `sfa`), written with xmlbuilder2 as the CRS fragment is. The XSD checks
// structure only; the rules of IRS Publication 5124 it cannot check (GIIN format, DocRefId format, what a
// correction must reference, a US TIN or its approved placeholder) are checked here before anything is
// written, and refused with a VALIDATION_FAILED naming the field. Element order is the XSD's.
import { randomUUID } from "node:crypto";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { invalid, type ErrorDetail } from "../../errors";

const FTC_NS = "urn:oecd:ties:fatca:v2";
const SFA_NS = "urn:oecd:ties:stffatcatypes:v2";
const NAMESPACE_DECLARATIONS = { "xmlns:ftc": FTC_NS, "xmlns:sfa": SFA_NS };

/** GIIN: XXXXXX.XXXXX.XX.XXX — FI id, branch/member id, category code (two letters), ISO 3166 numeric country code (Publication 5124). */
const GIIN_PATTERN = /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.[0-9]{3}$/;
/**
 * The US TIN an FFI under a Model 1 IGA writes for a pre-existing account whose holder's TIN it could not
 * obtain after the due diligence the IGA requires (IRS Notice 2023-11; Publication 5124, "TIN" codes).
 */
const PRE_EXISTING_ACCOUNT_NO_TIN = "AAAAAAAAA";

const FATCA_DOC_TYPE_INDICS = ["FATCA1", "FATCA2", "FATCA3", "FATCA4", "FATCA11", "FATCA12", "FATCA13", "FATCA14"] as const;
type FatcaDocTypeIndic = (typeof FATCA_DOC_TYPE_INDICS)[number];
const NEW_RECORD = new Set<string>(["FATCA1", "FATCA11"]);
const TEST_RECORD = new Set<string>(["FATCA11", "FATCA12", "FATCA13", "FATCA14"]);

interface FatcaDocSpec {
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
  /** None: the message is a nil report (NilReport, NoAccountToReport yes). */
  accountReports: FatcaAccountReport[];
  /** The NilReport's DocSpec; FATCA1 when absent. */
  nilReportDocSpec?: FatcaDocSpec;
}

const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (text: string) => text.replace(NOT_XML, "");

type Ns = "ftc" | "sfa";
const NS: Record<Ns, string> = { ftc: FTC_NS, sfa: SFA_NS };

class Writer {
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
  writeAccountReport(new Writer(doc), report, NAMESPACE_DECLARATIONS);
  return doc.end({ prettyPrint: true }) + "\n";
}

const AMOUNT = /^-?[0-9]{1,16}(\.[0-9]{1,2})?$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
/** Publication 5124: a DocRefId is the GIIN of the reporting FI, a period, then a unique value (letters, digits, periods, hyphens). */
const DOC_REF_ID_UNIQUE = /^[A-Za-z0-9.-]{1,180}$/;

/** The Publication 5124 rules the XSD leaves out, every breach listed; nothing is written when one is found. */
function check(input: FatcaMessageInput): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });
  const giin = (path: string, value: string) => {
    if (!GIIN_PATTERN.test(value)) fail(path, `"${value}" is not a GIIN: the format is XXXXXX.XXXXX.XX.XXX (e.g. A1B2C3.00000.LE.442)`);
  };
  giin("sendingCompanyGiin", input.sendingCompanyGiin);
  giin("reportingFi.giin", input.reportingFi.giin);
  if (!COUNTRY.test(input.transmittingCountry)) fail("transmittingCountry", "an ISO 3166 alpha-2 code");
  if (!COUNTRY.test(input.reportingFi.country)) fail("reportingFi.country", "an ISO 3166 alpha-2 code");
  if (!DATE.test(input.reportingPeriod)) fail("reportingPeriod", "a date YYYY-MM-DD (the last day of the year reported)");
  if (input.messageRefId !== undefined && (input.messageRefId.length === 0 || input.messageRefId.length > 200)) fail("messageRefId", "1 to 200 characters");

  const specs: [string, FatcaDocSpec][] = [
    ["reportingFi.docSpec", input.reportingFi.docSpec],
    ...input.accountReports.map((r, i) => [`accountReports[${i}].docSpec`, r.docSpec] as [string, FatcaDocSpec]),
    ...(input.accountReports.length === 0 && input.nilReportDocSpec ? [["nilReportDocSpec", input.nilReportDocSpec] as [string, FatcaDocSpec]] : []),
  ];
  const prefix = `${input.reportingFi.giin}.`;
  const seen = new Set<string>();
  for (const [path, spec] of specs) {
    if (!(FATCA_DOC_TYPE_INDICS as readonly string[]).includes(spec.docTypeIndic)) fail(`${path}.docTypeIndic`, `one of ${FATCA_DOC_TYPE_INDICS.join(", ")}`);
    if (spec.docRefId !== undefined) {
      if (!spec.docRefId.startsWith(prefix) || !DOC_REF_ID_UNIQUE.test(spec.docRefId.slice(prefix.length)))
        fail(`${path}.docRefId`, `a DocRefId is the reporting FI's GIIN, a period, then a unique value of letters, digits, periods and hyphens (${prefix}…)`);
      else if (seen.has(spec.docRefId)) fail(`${path}.docRefId`, "DocRefIds are unique: this one is used twice in the message");
      seen.add(spec.docRefId);
    }
    if (NEW_RECORD.has(spec.docTypeIndic)) {
      if (spec.corrDocRefId || spec.corrMessageRefId)
        fail(path, `a new record (${spec.docTypeIndic}) references no earlier one: leave out corrDocRefId and corrMessageRefId`);
    } else if (!spec.corrDocRefId || !spec.corrMessageRefId) {
      fail(path, `${spec.docTypeIndic} corrects, voids or amends an earlier record: corrDocRefId and corrMessageRefId name it`);
    }
  }
  if (new Set(specs.map(([, s]) => TEST_RECORD.has(s.docTypeIndic))).size > 1)
    fail("docTypeIndic", "test records (FATCA11–14) and production records (FATCA1–4) cannot share a message");

  input.accountReports.forEach((report, i) => {
    const path = `accountReports[${i}]`;
    if (!report.accountNumber.trim()) fail(`${path}.accountNumber`, "required");
    if (!AMOUNT.test(report.balance.amount)) fail(`${path}.balance.amount`, "a decimal with at most 2 fraction digits");
    if (!CURRENCY.test(report.balance.currency)) fail(`${path}.balance.currency`, "an ISO 4217 code");
    report.payments.forEach((p, j) => {
      if (!AMOUNT.test(p.amount)) fail(`${path}.payments[${j}].amount`, "a decimal with at most 2 fraction digits");
      if (!CURRENCY.test(p.currency)) fail(`${path}.payments[${j}].currency`, "an ISO 4217 code");
    });
    const holder = report.holder;
    const tins = holder.kind === "INDIVIDUAL" ? holder.person.usTins : holder.organisation.usTins;
    if (tins.length === 0 && !report.preExisting)
      fail(`${path}.holder`, `a new account needs the holder's US TIN (${PRE_EXISTING_ACCOUNT_NO_TIN} is only for a pre-existing account)`);
    const people = holder.kind === "INDIVIDUAL" ? [holder.person] : holder.substantialOwners;
    people.forEach((person, j) => {
      if (!person.firstName.trim() || !person.lastName.trim()) fail(`${path}.holder.person[${j}]`, "a first and a last name");
    });
  });
  return errors;
}

/** A whole FATCA_OECD message to the US, or a VALIDATION_FAILED listing every rule broken (nothing written). */
export function fatcaMessage(input: FatcaMessageInput): string {
  const errors = check(input);
  if (errors.length) throw invalid(`The FATCA message breaks ${errors.length} rule${errors.length > 1 ? "s" : ""} of IRS Publication 5124`, errors);
  const giin = input.reportingFi.giin;
  const docRefId = (spec: FatcaDocSpec) => ({ ...spec, docRefId: spec.docRefId ?? `${giin}.${randomUUID()}` });

  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const xml = new Writer(doc);
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
  const fi = input.reportingFi;
  xml.open("ftc", "ReportingFI");
  xml.leaf("sfa", "ResCountryCode", fi.country);
  xml.leaf("sfa", "TIN", giin, { issuedBy: "US" });
  xml.leaf("sfa", "Name", fi.name);
  writeAddresses(xml, [fi.address]);
  if (fi.filerCategory) xml.leaf("ftc", "FilerCategory", fi.filerCategory);
  writeDocSpec(xml, docRefId(fi.docSpec));
  xml.close();
  xml.open("ftc", "ReportingGroup");
  if (input.accountReports.length === 0) {
    xml.open("ftc", "NilReport");
    writeDocSpec(xml, docRefId(input.nilReportDocSpec ?? { docTypeIndic: "FATCA1" }));
    xml.leaf("ftc", "NoAccountToReport", "yes");
    xml.close();
  }
  for (const report of input.accountReports) {
    const usTins = (tins: string[]) => (tins.length ? tins : [PRE_EXISTING_ACCOUNT_NO_TIN]);
    const holder: FatcaAccountHolder =
      report.holder.kind === "INDIVIDUAL"
        ? { kind: "INDIVIDUAL", person: { ...report.holder.person, usTins: usTins(report.holder.person.usTins) } }
        : { ...report.holder, organisation: { ...report.holder.organisation, usTins: usTins(report.holder.organisation.usTins) } };
    writeAccountReport(xml, { ...report, holder, docSpec: docRefId(report.docSpec) });
  }
  xml.close(); // ReportingGroup
  xml.close(); // FATCA
  xml.close(); // FATCA_OECD
  return doc.end({ prettyPrint: true }) + "\n";
}
