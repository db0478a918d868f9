// The UN Security Council consolidated list (consolidated.xml, https://scsanctions.un.org/resources/xml/en/consolidated.xml):
// INDIVIDUALS/INDIVIDUAL and ENTITIES/ENTITY, one record each, streamed (xmlRecords.ts). What is read
// and what is left out: docs/list-sources.md, "UN Security Council consolidated list".
import type { Readable } from "node:stream";
import { emptyListing, listingRecord, isoDate, yearsBetween, type Listing } from "./listing";
import { childrenOf, clean, plain, readXmlRecords, textOf, textsOf, type XmlNode } from "./xmlRecords";

const RECORDS = new Set(["INDIVIDUAL", "ENTITY"]);

/** An alias by its QUALITY: "Good" and "a.k.a." are aliases, "f.k.a." a former name, "Low" a weak alias. */
function addAlias(l: Listing, quality: string | null, name: string | null): void {
  if (!name) return;
  const q = (quality ?? "").toLowerCase();
  if (q === "low") l.weakAliases.push(name);
  else if (q === "f.k.a.") l.previousNames.push(name);
  else l.aliases.push(name);
}

/** INDIVIDUAL_DATE_OF_BIRTH: EXACT or APPROXIMATELY a DATE or a YEAR, or BETWEEN FROM_YEAR and TO_YEAR (each year in it). */
function birthDatesOf(d: XmlNode): string[] {
  const type = (textOf(d, "TYPE_OF_DATE") ?? "").toUpperCase();
  if (type === "BETWEEN") return yearsBetween(textOf(d, "FROM_YEAR"), textOf(d, "TO_YEAR"));
  const exact = isoDate(textOf(d, "DATE")) ?? isoDate(textOf(d, "YEAR"));
  return exact ? [exact] : [];
}

const place = (p: XmlNode) => clean(["CITY", "STATE_PROVINCE", "COUNTRY"].flatMap((k) => textOf(p, k) ?? []).join(", "));

function listingOf(record: XmlNode): Listing | string {
  const id = textOf(record, "DATAID");
  if (!id) return `${record.name} without a DATAID`;
  const individual = record.name === "INDIVIDUAL";
  const l = emptyListing(id, individual ? "Person" : "Organization", plain(record));
  const written = clean(["FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME"].flatMap((k) => textOf(record, k) ?? []).join(" "));
  l.names.push(written, textOf(record, "NAME_ORIGINAL_SCRIPT") ?? "");
  const prefix = individual ? "INDIVIDUAL" : "ENTITY";
  for (const a of childrenOf(record, `${prefix}_ALIAS`)) addAlias(l, textOf(a, "QUALITY"), textOf(a, "ALIAS_NAME"));
  for (const a of childrenOf(record, `${prefix}_ADDRESS`)) l.countries.push(textOf(a, "COUNTRY") ?? "");
  for (const d of childrenOf(record, "INDIVIDUAL_DATE_OF_BIRTH")) l.birthDates.push(...birthDatesOf(d));
  for (const p of childrenOf(record, "INDIVIDUAL_PLACE_OF_BIRTH")) {
    l.birthPlaces.push(place(p));
    l.countries.push(textOf(p, "COUNTRY") ?? "");
  }
  for (const n of childrenOf(record, "NATIONALITY")) l.nationalities.push(...textsOf(n, "VALUE"));
  for (const doc of childrenOf(record, "INDIVIDUAL_DOCUMENT")) {
    const number = textOf(doc, "NUMBER");
    if (!number) continue;
    (/passport/i.test(textOf(doc, "TYPE_OF_DOCUMENT") ?? "") ? l.passportNumbers : l.idNumbers).push(number);
  }
  for (const t of childrenOf(record, "TITLE")) l.titles.push(...textsOf(t, "VALUE"));
  for (const t of childrenOf(record, "DESIGNATION")) l.positions.push(...textsOf(t, "VALUE"));
  l.programs.push(textOf(record, "UN_LIST_TYPE") ?? "");
  l.notes.push(textOf(record, "COMMENTS1") ?? "");
  l.genders.push(textOf(record, "GENDER") ?? "");
  return l;
}

export const readUnXml = (input: Readable) => readXmlRecords(input, RECORDS, (record, line) => listingRecord(listingOf(record), line));
