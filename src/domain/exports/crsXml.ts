// OECD CRS XML v2.0 (urn:oecd:ties:crs:v2): the structure of an AccountReport written once, onto an
// XmlSink. A single application's fragment is built with xmlbuilder2; a bulk message streams through
// a plain text sink, because xmlbuilder2 is too slow per report (its callback builder even grows
// slower as the document grows; docs/performance.md) and a bulk export must write thousands a second. A test holds the two
// sinks to the same output. Only elements of the v2.0 schema; element order is the XSD's.
// Namespaces: AccountReport and its parties are crs:, Address children cfc:, DocSpec children stf:.
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { placeholder, type CrsSlot } from "./placeholders";

const CRS_NS = "urn:oecd:ties:crs:v2";
const CFC_NS = "urn:oecd:ties:commontypesfatcacrs:v2";
const STF_NS = "urn:oecd:ties:crsstf:v5";
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

interface CrsOrganisation {
  name: string;
  residences: string[];
  identifiers: { value: string; issuedBy: string | null; type: string | null }[];
  addresses: CrsAddress[];
}

/** CRS801 ownership, CRS802 other means, CRS803 senior managing official (legal persons); CRS804–807 a trust's settlor, trustee, protector, beneficiary (read off an ownership structure); CRS808–813 are the administrator's call. */
export type CtrlgPersonType = "CRS801" | "CRS802" | "CRS803" | "CRS804" | "CRS805" | "CRS806" | "CRS807";

export type CrsAccountHolder =
  | { kind: "INDIVIDUAL"; person: CrsPerson }
  | {
      kind: "ORGANISATION";
      organisation: CrsOrganisation;
      acctHolderType: "CRS101" | null;
      controllingPersons: { person: CrsPerson; type: CtrlgPersonType }[];
    };

export interface CrsAccountReport {
  applicationId: string;
  holder: CrsAccountHolder;
}

type Ns = "crs" | "cfc" | "stf";
const NS: Record<Ns, string> = { crs: CRS_NS, cfc: CFC_NS, stf: STF_NS };

/** Where the CRS structure is written: elements in one of the three namespaces, comments. */
export interface XmlSink {
  open(ns: Ns, name: string, attributes?: Record<string, string>): void;
  leaf(ns: Ns, name: string, text: string, attributes?: Record<string, string>): void;
  comment(text: string): void;
  close(): void;
}

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF); dropped rather than failing the file. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (text: string) => text.replace(NOT_XML, "");

/** A sink over xmlbuilder2's builder (the single-application fragment). */
function xmlbuilderSink(root: XMLBuilder): XmlSink {
  let current = root;
  return {
    open: (ns, name, attributes) => void (current = current.ele(NS[ns], `${ns}:${name}`, attributes)),
    leaf: (ns, name, text, attributes) => void current.ele(NS[ns], `${ns}:${name}`, attributes).txt(clean(text)),
    comment: (text) => void current.com(text),
    close: () => void (current = current.up()),
  };
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': "&quot;", "\t": "&#x9;", "\n": "&#xA;", "\r": "&#xD;" };
/** Most values need no escaping: one test, then the replacements only where needed. */
const NEEDS_TEXT_WORK = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const NEEDS_ATTRIBUTE_WORK = /[&<>"\t\n\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const escapeText = (text: string) => (NEEDS_TEXT_WORK.test(text) ? clean(text).replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]) : text);
const escapeAttribute = (text: string) => (NEEDS_ATTRIBUTE_WORK.test(text) ? clean(text).replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]) : text);
function attributeText(attributes?: Record<string, string>): string {
  if (!attributes) return "";
  let text = "";
  for (const key in attributes) text += ` ${key}="${escapeAttribute(attributes[key])}"`;
  return text;
}

/** A pretty-printed text sink for streaming: `take()` hands out what was written since the last call. */
function textSink(depth = 0): XmlSink & { take(): string } {
  let out = "";
  const open: string[] = [];
  const indents: string[] = [];
  const indent = () => (indents[depth + open.length] ??= "\n" + "  ".repeat(depth + open.length));
  return {
    open(ns, name, attributes) {
      out += `${indent()}<${ns}:${name}${attributeText(attributes)}>`;
      open.push(`${ns}:${name}`);
    },
    leaf(ns, name, text, attributes) {
      out += `${indent()}<${ns}:${name}${attributeText(attributes)}>${escapeText(text)}</${ns}:${name}>`;
    },
    comment(text) {
      out += `${indent()}<!--${text.replace(/--/g, "- -")}-->`;
    },
    close() {
      const name = open.pop();
      out += `${indent()}</${name}>`;
    },
    take() {
      const text = out;
      out = "";
      return text;
    },
  };
}

const slot = (value: string | null | undefined, name: CrsSlot) => (value && value.trim() ? value : placeholder(name));

function writeDocSpec(xml: XmlSink) {
  xml.open("crs", "DocSpec");
  xml.leaf("stf", "DocTypeIndic", placeholder("DOC_TYPE_INDIC"));
  xml.leaf("stf", "DocRefId", placeholder("DOC_REF_ID"));
  xml.close();
}

/** cfc:Address_Type: CountryCode, then AddressFix (City required) or AddressFree. */
function writeAddresses(xml: XmlSink, addresses: CrsAddress[]) {
  const list = addresses.length ? addresses : [{ country: null }];
  for (const address of list) {
    xml.open("crs", "Address");
    xml.leaf("cfc", "CountryCode", slot(address.country, "ADDRESS_COUNTRY_CODE"));
    if (address.city) {
      xml.open("cfc", "AddressFix");
      if (address.street) xml.leaf("cfc", "Street", address.street);
      if (address.postCode) xml.leaf("cfc", "PostCode", address.postCode);
      xml.leaf("cfc", "City", address.city);
      xml.close();
    } else {
      const free = [address.street, address.postCode].filter((part) => part && part.trim()).join(", ");
      xml.leaf("cfc", "AddressFree", slot(free, "ADDRESS"));
    }
    xml.close();
  }
}

function writeResidences(xml: XmlSink, residences: string[]) {
  for (const country of residences.length ? residences : [placeholder("RES_COUNTRY_CODE")]) xml.leaf("crs", "ResCountryCode", country);
}

/** crs:PersonParty_Type. */
function writePerson(xml: XmlSink, person: CrsPerson) {
  xml.open("crs", "Individual");
  writeResidences(xml, person.residences);
  if (person.tins.length === 0) xml.leaf("crs", "TIN", placeholder("TIN"));
  for (const tin of person.tins) xml.leaf("crs", "TIN", tin.tin, tin.issuedBy ? { issuedBy: tin.issuedBy } : undefined);
  xml.open("crs", "Name");
  xml.leaf("crs", "FirstName", slot(person.firstName, "FIRST_NAME"));
  xml.leaf("crs", "LastName", slot(person.lastName, "LAST_NAME"));
  xml.close();
  writeAddresses(xml, person.addresses);
  for (const country of person.nationalities) xml.leaf("crs", "Nationality", country);
  xml.open("crs", "BirthInfo");
  xml.leaf("crs", "BirthDate", slot(person.birthDate, "BIRTH_DATE"));
  if (person.birthCity) xml.leaf("crs", "City", person.birthCity);
  xml.close();
  xml.close();
}

/** crs:OrganisationParty_Type. */
function writeOrganisation(xml: XmlSink, organisation: CrsOrganisation) {
  xml.open("crs", "Organisation");
  writeResidences(xml, organisation.residences);
  if (organisation.identifiers.length === 0) xml.leaf("crs", "IN", placeholder("TIN"));
  for (const id of organisation.identifiers) {
    xml.leaf("crs", "IN", id.value, { ...(id.issuedBy ? { issuedBy: id.issuedBy } : {}), ...(id.type ? { INType: id.type } : {}) });
  }
  xml.leaf("crs", "Name", organisation.name);
  writeAddresses(xml, organisation.addresses);
  xml.close();
}

/** One crs:AccountReport (CorrectableAccountReport_Type); `attributes` declare the namespaces of a standalone fragment. */
function writeAccountReport(xml: XmlSink, report: CrsAccountReport, attributes?: Record<string, string>) {
  xml.open("crs", "AccountReport", attributes);
  xml.comment(` application ${report.applicationId} `);
  writeDocSpec(xml);
  xml.leaf("crs", "AccountNumber", placeholder("ACCOUNT_NUMBER"));
  xml.open("crs", "AccountHolder");
  const holder = report.holder;
  if (holder.kind === "INDIVIDUAL") writePerson(xml, holder.person);
  else {
    writeOrganisation(xml, holder.organisation);
    xml.leaf("crs", "AcctHolderType", holder.acctHolderType ?? placeholder("ACCT_HOLDER_TYPE"));
  }
  xml.close();
  if (holder.kind === "ORGANISATION") {
    for (const cp of holder.controllingPersons) {
      xml.open("crs", "ControllingPerson");
      writePerson(xml, cp.person);
      xml.leaf("crs", "CtrlgPersonType", cp.type);
      xml.close();
    }
  }
  xml.leaf("crs", "AccountBalance", placeholder("ACCOUNT_BALANCE"), { currCode: placeholder("CURRENCY_CODE") });
  xml.open("crs", "Payment");
  xml.leaf("crs", "Type", placeholder("PAYMENT_TYPE"));
  xml.leaf("crs", "PaymentAmnt", placeholder("PAYMENT_AMOUNT"), { currCode: placeholder("CURRENCY_CODE") });
  xml.close();
  xml.close();
}

/** A standalone AccountReport document (the single-application export), built with xmlbuilder2. */
export function accountReportFragment(report: CrsAccountReport): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  writeAccountReport(xmlbuilderSink(doc), report, NAMESPACE_DECLARATIONS);
  return doc.end({ prettyPrint: true }) + "\n";
}

/**
 * A whole CRS_OECD message, streamed: `open` writes the MessageSpec and ReportingFI (placeholders)
 * and opens the ReportingGroup, `write` adds one AccountReport, `close` ends the document; each
 * returns the text it produced.
 */
export function crsMessageWriter() {
  const xml = textSink();
  return {
    open(): string {
      xml.open("crs", "CRS_OECD", { ...NAMESPACE_DECLARATIONS, version: "2.0" });
      xml.open("crs", "MessageSpec");
      xml.leaf("crs", "TransmittingCountry", placeholder("TRANSMITTING_COUNTRY"));
      xml.leaf("crs", "ReceivingCountry", placeholder("RECEIVING_COUNTRY"));
      xml.leaf("crs", "MessageType", "CRS");
      xml.leaf("crs", "MessageRefId", placeholder("MESSAGE_REF_ID"));
      xml.leaf("crs", "MessageTypeIndic", placeholder("MESSAGE_TYPE_INDIC"));
      xml.leaf("crs", "ReportingPeriod", placeholder("REPORTING_PERIOD"));
      xml.leaf("crs", "Timestamp", placeholder("TIMESTAMP"));
      xml.close();
      xml.open("crs", "CrsBody");
      xml.open("crs", "ReportingFI");
      xml.leaf("crs", "ResCountryCode", placeholder("REPORTING_FI_COUNTRY"));
      xml.leaf("crs", "IN", placeholder("REPORTING_FI_IN"));
      xml.leaf("crs", "Name", placeholder("REPORTING_FI_NAME"));
      xml.open("crs", "Address");
      xml.leaf("cfc", "CountryCode", placeholder("REPORTING_FI_COUNTRY"));
      xml.leaf("cfc", "AddressFree", placeholder("REPORTING_FI_ADDRESS"));
      xml.close();
      writeDocSpec(xml);
      xml.close();
      xml.open("crs", "ReportingGroup");
      return '<?xml version="1.0" encoding="UTF-8"?>' + xml.take();
    },
    write(report: CrsAccountReport): string {
      writeAccountReport(xml, report);
      return xml.take();
    },
    close(): string {
      xml.close(); // ReportingGroup
      xml.close(); // CrsBody
      xml.close(); // CRS_OECD
      return xml.take() + "\n";
    },
  };
}
