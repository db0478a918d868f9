// The EU's "Consolidated list of persons, groups and entities subject to EU financial sanctions" in
// its XML (FSF export 1.1, https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content,
// namespace http://eu.europa.ec/fpi/fsd/export): one sanctionEntity a listing, its facts in
// attributes, streamed (xmlRecords.ts). What is read and what is left out: docs/list-sources.md.
import type { Readable } from "node:stream";
import { emptyListing, listingRecord, isoDate, yearsBetween, type Listing } from "./listing";
import { childrenOf, childOf, clean, plain, readXmlRecords, textsOf, type XmlNode } from "./xmlRecords";

const RECORDS = new Set(["sanctionEntity"]);
const SCHEMA: Record<string, Listing["schema"]> = { person: "Person", enterprise: "Organization" };

const attr = (node: XmlNode | undefined, name: string): string => clean(node?.attrs[name]);

/**
 * A low-quality alias: strong="false", or (as the file writes it on many strong="true" aliases) a
 * remark saying "low quality alias".
 */
const isWeak = (alias: XmlNode) => attr(alias, "strong").toLowerCase() === "false" || textsOf(alias, "remark").some((r) => /low quality/i.test(r));

/**
 * The listing's name of record among its strong aliases: one written with its parts and a function
 * ("Khalid Sheikh MOHAMMED"), else with its parts, else with a function, else in English or no stated
 * language, else the first. The others are aliases: every strong one is matched as a name.
 */
function primaryOf(strong: XmlNode[]): XmlNode | undefined {
  const rank = (a: XmlNode) =>
    (attr(a, "lastName") ? 4 : 0) + (attr(a, "function") ? 2 : 0) + (["", "EN"].includes(attr(a, "nameLanguage").toUpperCase()) ? 1 : 0);
  return strong.reduce<XmlNode | undefined>((best, a) => (!best || rank(a) > rank(best) ? a : best), undefined);
}

/** A birthdate element: its Gregorian date, else its year and month (not a Hijri year), else each year of a range. */
function birthDatesOf(b: XmlNode): string[] {
  const date = isoDate(attr(b, "birthdate"));
  if (date) return [date];
  if (attr(b, "yearRangeFrom") || attr(b, "yearRangeTo")) return yearsBetween(attr(b, "yearRangeFrom") || null, attr(b, "yearRangeTo") || null);
  if (attr(b, "calendarType").toUpperCase() === "ISLAMIC") return [];
  const year = attr(b, "year");
  const month = attr(b, "monthOfYear").padStart(2, "0");
  return [isoDate(/^\d{2}$/.test(month) && month !== "00" ? `${year}-${month}` : year)].filter((d): d is string => d !== null);
}

const knownCountry = (node: XmlNode) => (attr(node, "countryIso2Code") === "00" ? "" : attr(node, "countryIso2Code"));

function listingOf(record: XmlNode): Listing | string {
  const id = attr(record, "logicalId");
  if (!id) return "sanctionEntity without a logicalId";
  const schema = SCHEMA[attr(childOf(record, "subjectType"), "code").toLowerCase()] ?? "LegalEntity";
  const l = emptyListing(id, schema, plain(record));
  const aliases = childrenOf(record, "nameAlias").filter((a) => attr(a, "wholeName"));
  const strong = aliases.filter((a) => !isWeak(a));
  const primary = primaryOf(strong);
  if (primary) l.names.push(attr(primary, "wholeName"));
  for (const a of aliases) {
    if (a === primary) continue;
    (isWeak(a) ? l.weakAliases : l.aliases).push(attr(a, "wholeName"));
  }
  for (const a of strong) {
    l.positions.push(attr(a, "function"));
    l.titles.push(attr(a, "title"));
    l.genders.push(attr(a, "gender"));
  }
  for (const c of childrenOf(record, "citizenship")) l.nationalities.push(knownCountry(c));
  for (const b of childrenOf(record, "birthdate")) {
    l.birthDates.push(...birthDatesOf(b));
    l.birthPlaces.push(
      clean([attr(b, "city"), attr(b, "place"), knownCountry(b) ? attr(b, "countryDescription") : ""].filter((p) => p && p !== "-").join(", ")),
    );
    l.countries.push(knownCountry(b));
  }
  for (const a of childrenOf(record, "address")) l.countries.push(knownCountry(a));
  for (const doc of childrenOf(record, "identification")) {
    const number = attr(doc, "number");
    if (!number) continue;
    const type = attr(doc, "identificationTypeCode").toLowerCase();
    if (schema !== "Person") l.registrationNumbers.push(number);
    else (type === "passport" ? l.passportNumbers : l.idNumbers).push(number);
  }
  for (const r of childrenOf(record, "regulation")) l.programs.push(attr(r, "programme"));
  l.notes.push(...textsOf(record, "remark"));
  return l;
}

export const readEuXml = (input: Readable) => readXmlRecords(input, RECORDS, (record, line) => listingRecord(listingOf(record), line));
