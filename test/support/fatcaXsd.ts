// Checks FATCA XML against the IRS FATCA XML Schema v2.0 with xmllint (Debian libxml2-utils), offline.
import { execFile } from "node:child_process";
import path from "node:path";
import { FATCA_SLOTS, type FatcaSlot } from "../../src/domain/exports/fatcaPlaceholders";

/** The official schema, kept unmodified beside the tests (its README has the provenance and checksums). */
const FATCA_XSD = path.join(__dirname, "../exports/fatca-xsd/v2.0/FatcaXML_v2.0.xsd");

/** Every placeholder token, found as the API description tells integrators to; group 1 is the slot. */
export const FATCA_PLACEHOLDER_PATTERN = /\{\{FATCA:([A-Z_]+)\}\}/g;

export function fillFatcaPlaceholders(xml: string): string {
  return xml.replace(FATCA_PLACEHOLDER_PATTERN, (_m, name: string) => FATCA_SLOTS[name as FatcaSlot].example);
}

/** A fragment (one ftc:AccountReport) inside a complete FATCA_OECD message, written here independently of the service. */
function wrapInFatcaMessage(fragment: string): string {
  const report = fragment.replace(/^<\?xml[^>]*\?>\s*/, "");
  return `<?xml version="1.0" encoding="UTF-8"?>
<ftc:FATCA_OECD xmlns:ftc="urn:oecd:ties:fatca:v2" xmlns:sfa="urn:oecd:ties:stffatcatypes:v2" version="2.0">
  <ftc:MessageSpec>
    <sfa:SendingCompanyIN>A1B2C3.00000.LE.442</sfa:SendingCompanyIN>
    <sfa:TransmittingCountry>LU</sfa:TransmittingCountry>
    <sfa:ReceivingCountry>US</sfa:ReceivingCountry>
    <sfa:MessageType>FATCA</sfa:MessageType>
    <sfa:MessageRefId>LU2025US-TEST</sfa:MessageRefId>
    <sfa:ReportingPeriod>2025-12-31</sfa:ReportingPeriod>
    <sfa:Timestamp>2026-01-15T09:00:00</sfa:Timestamp>
  </ftc:MessageSpec>
  <ftc:FATCA>
    <ftc:ReportingFI>
      <sfa:ResCountryCode>LU</sfa:ResCountryCode>
      <sfa:TIN issuedBy="US">A1B2C3.00000.LE.442</sfa:TIN>
      <sfa:Name>Test Fund</sfa:Name>
      <sfa:Address><sfa:CountryCode>LU</sfa:CountryCode><sfa:AddressFree>Luxembourg</sfa:AddressFree></sfa:Address>
      <ftc:DocSpec><ftc:DocTypeIndic>FATCA1</ftc:DocTypeIndic><ftc:DocRefId>A1B2C3.00000.LE.442.FI-1</ftc:DocRefId></ftc:DocSpec>
    </ftc:ReportingFI>
    <ftc:ReportingGroup>
${report}
    </ftc:ReportingGroup>
  </ftc:FATCA>
</ftc:FATCA_OECD>
`;
}

export interface XsdResult {
  valid: boolean;
  output: string;
}

/** Validates a whole FATCA_OECD message (text) against the v2.0 XSD. */
export function validateFatca(xml: string): Promise<XsdResult> {
  return new Promise((resolve, reject) => {
    const child = execFile("xmllint", ["--noout", "--nonet", "--schema", FATCA_XSD, "-"], (error, _stdout, stderr) => {
      if (error && typeof error.code !== "number") return reject(error); // xmllint missing
      resolve({ valid: !error, output: stderr });
    });
    child.stdin!.end(xml);
  });
}

/** A whole message on disk, streamed (a 100,000-account file is larger than a string should be). */
export function validateFatcaFile(file: string): Promise<XsdResult> {
  return new Promise((resolve, reject) => {
    execFile("xmllint", ["--noout", "--nonet", "--huge", "--stream", "--schema", FATCA_XSD, file], { maxBuffer: 16 * 2 ** 20 }, (error, _stdout, stderr) => {
      if (error && typeof error.code !== "number") return reject(error);
      resolve({ valid: !error, output: stderr });
    });
  });
}

export const validateFatcaFragment = (fragment: string) => validateFatca(fillFatcaPlaceholders(wrapInFatcaMessage(fragment)));
