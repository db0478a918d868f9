// The UK Sanctions List as the FCDO publishes it in XML (https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml,
// the list OFSI's consolidated list gave way to): one Designation a listing, streamed (xmlRecords.ts).
// What is read and what is left out: docs/list-sources.md, "UK Sanctions List".
import type { Readable } from "node:stream";
import { emptyListing, listingRecord, isoDate, type Listing } from "./listing";
import { childOf, childrenOf, clean, plain, readXmlRecords, textOf, textsOf, type XmlNode } from "./xmlRecords";

/** The same list's other forms (CSV, ODS, HTML), which this reader does not read: refused by name before anything is fetched or opened. */
export const UK_OTHER_FORMS = /\.(csv|ods|xlsx?|html?)$/i;

const RECORDS = new Set(["Designation"]);
const SCHEMA: Record<string, Listing["schema"]> = { individual: "Person", entity: "Organization", ship: "Vessel" };

/** Name1 … Name5 are given and middle names, Name6 the family name or the entity's name: written in that order. */
const fullName = (n: XmlNode) => clean(["Name1", "Name2", "Name3", "Name4", "Name5", "Name6"].flatMap((k) => textOf(n, k) ?? []).join(" "));

/** "12/05/1958" → 1958-05-12, "dd/05/1958" → 1958-05, "dd/mm/1945" or "1946" → the year. */
function ukDate(dob: string): string | null {
  const parts = /^(\d{2}|dd)\/(\d{2}|mm)\/(\d{4})$/i.exec(dob.trim());
  if (!parts) return isoDate(dob);
  const [, day, month, year] = parts;
  if (/^\d+$/.test(month) && /^\d+$/.test(day)) return isoDate(`${year}-${month}-${day}`);
  return isoDate(/^\d+$/.test(month) ? `${year}-${month}` : year);
}

/** The texts of `<plural><singular>…` under a details element (Nationalities/Nationality, …). */
const listed = (node: XmlNode | undefined, plural: string, singular: string) => childrenOf(node, plural).flatMap((p) => textsOf(p, singular));

function listingOf(record: XmlNode): Listing | string {
  const id = textOf(record, "UniqueID");
  if (!id) return "Designation without a UniqueID";
  const schema = SCHEMA[(textOf(record, "IndividualEntityShip") ?? "").toLowerCase()] ?? "LegalEntity";
  const l = emptyListing(id, schema, plain(record));
  const names = childrenOf(childOf(record, "Names"), "Name");
  const isPrimary = (n: XmlNode) => /^primary name$/i.test(textOf(n, "NameType") ?? "");
  for (const n of [...names.filter(isPrimary), ...names.filter((n) => !isPrimary(n))]) {
    const name = fullName(n);
    if (isPrimary(n)) l.names.push(name);
    else if (/low/i.test(textOf(n, "AliasStrength") ?? "")) l.weakAliases.push(name);
    else l.aliases.push(name);
  }
  for (const n of childrenOf(childOf(record, "NonLatinNames"), "NonLatinName")) l.names.push(textOf(n, "NameNonLatinScript") ?? "");
  l.titles.push(...listed(record, "Titles", "Title"));
  l.programs.push(textOf(record, "RegimeName") ?? "");
  l.notes.push(textOf(record, "OtherInformation") ?? "");
  for (const a of childrenOf(childOf(record, "Addresses"), "Address")) l.countries.push(textOf(a, "AddressCountry") ?? "");

  const person = childOf(childOf(record, "IndividualDetails"), "Individual");
  for (const dob of listed(person, "DOBs", "DOB")) l.birthDates.push(ukDate(dob) ?? "");
  l.nationalities.push(...listed(person, "Nationalities", "Nationality"));
  l.genders.push(...listed(person, "Genders", "Gender"));
  l.positions.push(...listed(person, "Positions", "Position"));
  for (const p of childrenOf(childOf(person, "PassportDetails"), "Passport")) l.passportNumbers.push(textOf(p, "PassportNumber") ?? "");
  for (const n of childrenOf(childOf(person, "NationalIdentifierDetails"), "NationalIdentifier")) l.idNumbers.push(textOf(n, "NationalIdentifierNumber") ?? "");
  for (const loc of childrenOf(childOf(person, "BirthDetails"), "Location")) {
    l.birthPlaces.push(clean([textOf(loc, "TownOfBirth"), textOf(loc, "CountryOfBirth")].filter(Boolean).join(", ")));
    l.countries.push(textOf(loc, "CountryOfBirth") ?? "");
  }

  const entity = childOf(childOf(record, "EntityDetails"), "Entity");
  l.registrationNumbers.push(...listed(entity, "BusinessRegistrationNumbers", "BusinessRegistrationNumber"));
  const ship = childOf(childOf(record, "ShipDetails"), "Ship");
  l.registrationNumbers.push(...listed(ship, "IMONumbers", "IMONumber"));
  l.countries.push(...listed(ship, "CurrentBelievedFlagOfShips", "CurrentBelievedFlagOfShip"));
  return l;
}

export const readUkXml = (input: Readable) => readXmlRecords(input, RECORDS, (record, line) => listingRecord(listingOf(record), line));
