// Checks CRS XML against the OECD v2.0 XSD with xmllint (Debian libxml2-utils), offline.
import { execFile } from "node:child_process";
import path from "node:path";
import { create } from "xmlbuilder2";
import { CRS_SLOTS, type CrsSlot } from "../../src/domain/exports/placeholders";

const CRS_XSD = path.join(__dirname, "../exports/crs-xsd/v2.0/CrsXML_v2.0.xsd");

/** Every placeholder token, found as the API description tells integrators to (PLACEHOLDER_CONVENTION); group 1 is the slot. */
export const PLACEHOLDER_PATTERN = /\{\{CRS:([A-Z_]+)\}\}/g;

/** Every placeholder replaced by its documented example value. */
export function fillPlaceholders(xml: string): string {
  return xml.replace(PLACEHOLDER_PATTERN, (_m, name: string) => CRS_SLOTS[name as CrsSlot].example);
}

/** A fragment (one crs:AccountReport) inside a complete CRS_OECD message, written here independently of the service. */
export function wrapInMessage(fragment: string): string {
  const report = fragment.replace(/^<\?xml[^>]*\?>\s*/, "");
  return `<?xml version="1.0" encoding="UTF-8"?>
<crs:CRS_OECD xmlns:crs="urn:oecd:ties:crs:v2" xmlns:cfc="urn:oecd:ties:commontypesfatcacrs:v2" xmlns:stf="urn:oecd:ties:crsstf:v5" version="2.0">
  <crs:MessageSpec>
    <crs:TransmittingCountry>LU</crs:TransmittingCountry>
    <crs:ReceivingCountry>FR</crs:ReceivingCountry>
    <crs:MessageType>CRS</crs:MessageType>
    <crs:MessageRefId>LU2025FR-TEST</crs:MessageRefId>
    <crs:MessageTypeIndic>CRS701</crs:MessageTypeIndic>
    <crs:ReportingPeriod>2025-12-31</crs:ReportingPeriod>
    <crs:Timestamp>2026-01-15T09:00:00</crs:Timestamp>
  </crs:MessageSpec>
  <crs:CrsBody>
    <crs:ReportingFI>
      <crs:Name>Test Fund</crs:Name>
      <crs:Address><cfc:CountryCode>LU</cfc:CountryCode><cfc:AddressFree>Luxembourg</cfc:AddressFree></crs:Address>
      <crs:DocSpec><stf:DocTypeIndic>OECD1</stf:DocTypeIndic><stf:DocRefId>LU2025FR-FI</stf:DocRefId></crs:DocSpec>
    </crs:ReportingFI>
    <crs:ReportingGroup>
${report}
    </crs:ReportingGroup>
  </crs:CrsBody>
</crs:CRS_OECD>
`;
}

export interface XsdResult {
  valid: boolean;
  output: string;
}

function xmllint(args: string[], input: string): Promise<XsdResult> {
  return new Promise((resolve, reject) => {
    const child = execFile("xmllint", args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && typeof error.code !== "number") return reject(error); // xmllint missing
      resolve({ valid: !error, output: stderr });
    });
    child.stdin!.end(input);
  });
}

/** Validates a whole CRS_OECD message (text) against the v2.0 XSD. */
export function validateCrs(xml: string): Promise<XsdResult> {
  return xmllint(["--noout", "--nonet", "--schema", CRS_XSD, "-"], xml);
}

/** Validates a file (a large bulk artifact) without reading it into this process. */
export function validateCrsFile(file: string): Promise<XsdResult> {
  return xmllint(["--noout", "--nonet", "--huge", "--stream", "--schema", CRS_XSD, file], "");
}

/** The fragment as the XSD check takes it: wrapped, placeholders substituted, validated. */
export const validateFragment = (fragment: string) => validateCrs(fillPlaceholders(wrapInMessage(fragment)));

/** Elements of `xml` by local name, parsed (entities decoded), with their namespace and text. */
export function elements(xml: string, localName: string): { namespace: string | null; text: string; attributes: Record<string, string> }[] {
  return create(xml)
    .root()
    .filter((n) => n.node.nodeType === 1 && (n.node as unknown as Element).localName === localName, true, true)
    .map((n) => {
      const el = n.node as unknown as Element;
      return {
        namespace: el.namespaceURI,
        text: el.textContent ?? "",
        attributes: Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value])),
      };
    });
}
