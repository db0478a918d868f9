// OECD CRS XML v2.0 (urn:oecd:ties:crs:v2) written with xmlbuilder2's callback builder, which hands
// out the text as it is produced: one AccountReport for a fragment, or a whole CRS_OECD message
// streamed report by report. Only elements of the v2.0 schema; element order is the XSD's.
// Namespaces: AccountReport and its parties are crs:, Address children cfc:, DocSpec children stf:.
import { createCB } from "xmlbuilder2";
import type { XMLBuilderCB } from "xmlbuilder2/lib/interfaces";
import { placeholder, type CrsSlot } from "./placeholders";

export const CRS_NS = "urn:oecd:ties:crs:v2";
export const CFC_NS = "urn:oecd:ties:commontypesfatcacrs:v2";
export const STF_NS = "urn:oecd:ties:crsstf:v5";
const NAMESPACE_DECLARATIONS = { "xmlns:crs": CRS_NS, "xmlns:cfc": CFC_NS, "xmlns:stf": STF_NS };

export interface CrsAddress {
  country: string | null;
  street?: string | null;
  city?: string | null;
  postCode?: string | null;
}

export interface CrsPerson {
  firstName: string | null;
  lastName: string | null;
  /** Jurisdictions of tax residence (ResCountryCode, one per element). */
  residences: string[];
  tins: { tin: string; issuedBy: string | null }[];
  addresses: CrsAddress[];
  nationalities: string[];
  birthDate: string | null;
  birthCity: string | null;
}

export interface CrsOrganisation {
  name: string;
  residences: string[];
  identifiers: { value: string; issuedBy: string | null; type: string | null }[];
  addresses: CrsAddress[];
}

/** CRS801 ownership, CRS802 other means (legal persons); trusts' CRS803–813 are the administrator's call. */
export type CtrlgPersonType = "CRS801" | "CRS802";

export type CrsAccountHolder =
  | { kind: "INDIVIDUAL"; person: CrsPerson }
  | { kind: "ORGANISATION"; organisation: CrsOrganisation; acctHolderType: "CRS101" | null; controllingPersons: { person: CrsPerson; type: CtrlgPersonType }[] };

export interface CrsAccountReport {
  applicationId: string;
  holder: CrsAccountHolder;
}

type Ns = "crs" | "cfc" | "stf";
const NS: Record<Ns, string> = { crs: CRS_NS, cfc: CFC_NS, stf: STF_NS };

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF); dropped rather than failing the file. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A leaf element: `<ns:name attrs>text</ns:name>`. */
function leaf(xml: XMLBuilderCB, ns: Ns, name: string, text: string, attributes?: Record<string, string>) {
  xml.ele(NS[ns], `${ns}:${name}`, attributes).txt(text.replace(NOT_XML, "")).up();
}

const slot = (value: string | null | undefined, name: CrsSlot) => (value && value.trim() ? value : placeholder(name));

function writeDocSpec(xml: XMLBuilderCB) {
  xml.ele(CRS_NS, "crs:DocSpec");
  leaf(xml, "stf", "DocTypeIndic", placeholder("DOC_TYPE_INDIC"));
  leaf(xml, "stf", "DocRefId", placeholder("DOC_REF_ID"));
  xml.up();
}

/** cfc:Address_Type: CountryCode, then AddressFix (City required) or AddressFree. */
function writeAddresses(xml: XMLBuilderCB, addresses: CrsAddress[]) {
  const list = addresses.length ? addresses : [{ country: null }];
  for (const address of list) {
    xml.ele(CRS_NS, "crs:Address");
    leaf(xml, "cfc", "CountryCode", slot(address.country, "ADDRESS_COUNTRY_CODE"));
    if (address.city) {
      xml.ele(CFC_NS, "cfc:AddressFix");
      if (address.street) leaf(xml, "cfc", "Street", address.street);
      if (address.postCode) leaf(xml, "cfc", "PostCode", address.postCode);
      leaf(xml, "cfc", "City", address.city);
      xml.up();
    } else {
      const free = [address.street, address.postCode].filter((part) => part && part.trim()).join(", ");
      leaf(xml, "cfc", "AddressFree", slot(free, "ADDRESS"));
    }
    xml.up();
  }
}

function writeResidences(xml: XMLBuilderCB, residences: string[]) {
  for (const country of residences.length ? residences : [placeholder("RES_COUNTRY_CODE")]) leaf(xml, "crs", "ResCountryCode", country);
}

/** crs:PersonParty_Type. */
function writePerson(xml: XMLBuilderCB, person: CrsPerson) {
  xml.ele(CRS_NS, "crs:Individual");
  writeResidences(xml, person.residences);
  if (person.tins.length === 0) leaf(xml, "crs", "TIN", placeholder("TIN"));
  for (const tin of person.tins) leaf(xml, "crs", "TIN", tin.tin, tin.issuedBy ? { issuedBy: tin.issuedBy } : undefined);
  xml.ele(CRS_NS, "crs:Name");
  leaf(xml, "crs", "FirstName", slot(person.firstName, "FIRST_NAME"));
  leaf(xml, "crs", "LastName", slot(person.lastName, "LAST_NAME"));
  xml.up();
  writeAddresses(xml, person.addresses);
  for (const country of person.nationalities) leaf(xml, "crs", "Nationality", country);
  xml.ele(CRS_NS, "crs:BirthInfo");
  leaf(xml, "crs", "BirthDate", slot(person.birthDate, "BIRTH_DATE"));
  if (person.birthCity) leaf(xml, "crs", "City", person.birthCity);
  xml.up();
  xml.up();
}

/** crs:OrganisationParty_Type. */
function writeOrganisation(xml: XMLBuilderCB, organisation: CrsOrganisation) {
  xml.ele(CRS_NS, "crs:Organisation");
  writeResidences(xml, organisation.residences);
  if (organisation.identifiers.length === 0) leaf(xml, "crs", "IN", placeholder("TIN"));
  for (const id of organisation.identifiers) {
    leaf(xml, "crs", "IN", id.value, { ...(id.issuedBy ? { issuedBy: id.issuedBy } : {}), ...(id.type ? { INType: id.type } : {}) });
  }
  leaf(xml, "crs", "Name", organisation.name);
  writeAddresses(xml, organisation.addresses);
  xml.up();
}

/** One crs:AccountReport (CorrectableAccountReport_Type); `declareNamespaces` for a standalone fragment. */
export function writeAccountReport(xml: XMLBuilderCB, report: CrsAccountReport, declareNamespaces = false) {
  xml.ele(CRS_NS, "crs:AccountReport", declareNamespaces ? NAMESPACE_DECLARATIONS : undefined);
  xml.com(` application ${report.applicationId} `);
  writeDocSpec(xml);
  leaf(xml, "crs", "AccountNumber", placeholder("ACCOUNT_NUMBER"));
  xml.ele(CRS_NS, "crs:AccountHolder");
  const holder = report.holder;
  if (holder.kind === "INDIVIDUAL") writePerson(xml, holder.person);
  else {
    writeOrganisation(xml, holder.organisation);
    leaf(xml, "crs", "AcctHolderType", holder.acctHolderType ?? placeholder("ACCT_HOLDER_TYPE"));
  }
  xml.up();
  if (holder.kind === "ORGANISATION") {
    for (const cp of holder.controllingPersons) {
      xml.ele(CRS_NS, "crs:ControllingPerson");
      writePerson(xml, cp.person);
      leaf(xml, "crs", "CtrlgPersonType", cp.type);
      xml.up();
    }
  }
  leaf(xml, "crs", "AccountBalance", placeholder("ACCOUNT_BALANCE"), { currCode: placeholder("CURRENCY_CODE") });
  xml.ele(CRS_NS, "crs:Payment");
  leaf(xml, "crs", "Type", placeholder("PAYMENT_TYPE"));
  leaf(xml, "crs", "PaymentAmnt", placeholder("PAYMENT_AMOUNT"), { currCode: placeholder("CURRENCY_CODE") });
  xml.up();
  xml.up();
}

/** A standalone AccountReport document (the single-application export). */
export function accountReportFragment(report: CrsAccountReport): string {
  let out = "";
  const xml = createCB({ data: (chunk: string) => void (out += chunk), prettyPrint: true });
  xml.dec({ version: "1.0", encoding: "UTF-8" });
  writeAccountReport(xml, report, true);
  xml.end();
  return out;
}

/**
 * A whole CRS_OECD message, streamed: `open` writes the MessageSpec and ReportingFI (placeholders)
 * and opens the ReportingGroup, `write` adds one AccountReport, `close` ends the document. Text goes
 * to `onData` as it is produced.
 */
export function crsMessageWriter(onData: (chunk: string) => void) {
  const xml = createCB({ data: onData, prettyPrint: true });
  return {
    open() {
      xml.dec({ version: "1.0", encoding: "UTF-8" });
      xml.ele(CRS_NS, "crs:CRS_OECD", { ...NAMESPACE_DECLARATIONS, version: "2.0" });
      xml.ele(CRS_NS, "crs:MessageSpec");
      leaf(xml, "crs", "TransmittingCountry", placeholder("TRANSMITTING_COUNTRY"));
      leaf(xml, "crs", "ReceivingCountry", placeholder("RECEIVING_COUNTRY"));
      leaf(xml, "crs", "MessageType", "CRS");
      leaf(xml, "crs", "MessageRefId", placeholder("MESSAGE_REF_ID"));
      leaf(xml, "crs", "MessageTypeIndic", placeholder("MESSAGE_TYPE_INDIC"));
      leaf(xml, "crs", "ReportingPeriod", placeholder("REPORTING_PERIOD"));
      leaf(xml, "crs", "Timestamp", placeholder("TIMESTAMP"));
      xml.up();
      xml.ele(CRS_NS, "crs:CrsBody");
      xml.ele(CRS_NS, "crs:ReportingFI");
      leaf(xml, "crs", "ResCountryCode", placeholder("REPORTING_FI_COUNTRY"));
      leaf(xml, "crs", "IN", placeholder("REPORTING_FI_IN"));
      leaf(xml, "crs", "Name", placeholder("REPORTING_FI_NAME"));
      xml.ele(CRS_NS, "crs:Address");
      leaf(xml, "cfc", "CountryCode", placeholder("REPORTING_FI_COUNTRY"));
      leaf(xml, "cfc", "AddressFree", placeholder("REPORTING_FI_ADDRESS"));
      xml.up();
      writeDocSpec(xml);
      xml.up();
      xml.ele(CRS_NS, "crs:ReportingGroup");
    },
    write(report: CrsAccountReport) {
      writeAccountReport(xml, report);
    },
    close() {
      xml.up().up().up(); // ReportingGroup, CrsBody, CRS_OECD
      xml.end();
    },
  };
}
