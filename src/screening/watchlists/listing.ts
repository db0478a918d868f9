// An official sanctions listing (UN, EU, UK) as its reader understood it, and the one mapping that turns
// it into an entry: the entry's columns, and its properties as FollowTheMoney writes a sanctioned
// entity (name, alias, weakAlias, previousName, birthDate, …, read by yente's routes and by change
// tracking) beside the record as published. The three formats thereby agree with each other and with
// an FtM list's entries.
import { WEAK_NAME_MARK } from "../matching";
import { countryCode } from "./countries";
import { unique, type EntryInput, type WatchlistRecord } from "./records";

export interface Listing {
  /** The publisher's identifier of the listing (UN DATAID, EU logicalId, UK Unique ID). */
  id: string;
  schema: "Person" | "Organization" | "Vessel" | "LegalEntity";
  /** Full names: the primary first, then the same name in its original script or other languages. */
  names: string[];
  /** Good-quality aliases (a.k.a.). */
  aliases: string[];
  /** Former names (f.k.a.): the entity's own earlier names, matched as names. */
  previousNames: string[];
  /** Low-quality aliases: screened as weaker evidence (WEAK_NAME_MARK). */
  weakAliases: string[];
  /** ISO 8601 as precise as published: 1968-03-26, 1968-03, 1968. */
  birthDates: string[];
  birthPlaces: string[];
  /** Country names or alpha-2 codes as published (mapped by countryCode); nationality first. */
  nationalities: string[];
  /** Other countries (residence, address, birth, flag, registration). */
  countries: string[];
  passportNumbers: string[];
  idNumbers: string[];
  /** A company's, vessel's or aircraft's numbers (IMO, registration): matched against a business's. */
  registrationNumbers: string[];
  programs: string[];
  notes: string[];
  positions: string[];
  titles: string[];
  genders: string[];
  /** The record as published (plain JSON of its XML). */
  published: unknown;
}

export const emptyListing = (id: string, schema: Listing["schema"], published: unknown): Listing => ({
  id,
  schema,
  names: [],
  aliases: [],
  previousNames: [],
  weakAliases: [],
  birthDates: [],
  birthPlaces: [],
  nationalities: [],
  countries: [],
  passportNumbers: [],
  idNumbers: [],
  registrationNumbers: [],
  programs: [],
  notes: [],
  positions: [],
  titles: [],
  genders: [],
  published,
});

/** A range of birth years as each year in it (as OFAC's "1958 to 1959"), or its two ends when it spans more than a decade. */
export function yearsBetween(from: string | null, to: string | null): string[] {
  const [a, b] = [Number(from), Number(to)];
  if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1000 || b < a) return [from, to].filter((y): y is string => !!y && /^\d{4}$/.test(y));
  return b - a <= 10 ? Array.from({ length: b - a + 1 }, (_v, i) => String(a + i)) : [String(a), String(b)];
}

/** A published date kept only when it is a real ISO date, month or year. */
export const isoDate = (value: string | null | undefined): string | null => {
  const v = value?.trim().slice(0, 10) ?? "";
  return /^\d{4}(-\d{2}(-\d{2})?)?$/.test(v) && !/^0000/.test(v) ? v : null;
};

const compact = (values: string[]) => unique(values.map((v) => v.replace(/\s+/g, " ")));
/** An alpha-2 code as published (the EU's "PK"; its "00" is unknown), else a country's name. */
const country = (v: string) => (/^[A-Za-z]{2}$/.test(v.trim()) ? v.trim().toLowerCase() : countryCode(v));

function entryFromListing(l: Listing): EntryInput | string {
  // A listing without a name of record (a UK designation with aliases only) goes by its first alias.
  const names = compact(l.names.length ? l.names : l.aliases.slice(0, 1));
  if (names.length === 0) return `listing ${l.id} has no name`;
  const strong = unique([...names, ...compact(l.aliases), ...compact(l.previousNames)]);
  const seen = new Set(strong.map((n) => n.toLowerCase()));
  const weak = compact(l.weakAliases).filter((n) => !seen.has(n.toLowerCase()));
  const nationality = unique(l.nationalities.map(country));
  const countries = unique([...nationality, ...l.countries.map(country)]);
  const birthDates = unique(l.birthDates);
  const isPerson = l.schema === "Person";
  const ftm: Record<string, string[]> = {
    name: names,
    alias: compact(l.aliases),
    previousName: compact(l.previousNames),
    weakAlias: weak,
    birthDate: birthDates,
    birthPlace: compact(l.birthPlaces),
    nationality: isPerson ? nationality : [],
    country: countries,
    passportNumber: compact(l.passportNumbers),
    idNumber: compact(l.idNumbers),
    registrationNumber: compact(l.registrationNumbers),
    program: compact(l.programs),
    notes: compact(l.notes),
    position: compact(l.positions),
    title: compact(l.titles),
    gender: compact(l.genders),
    topics: ["sanction"],
  };
  const properties = Object.fromEntries(Object.entries(ftm).filter(([, v]) => v.length > 0));
  return {
    externalId: l.id,
    schema: l.schema,
    types: ["SANCTIONS"],
    caption: names[0],
    names: [...strong, ...weak.map((n) => WEAK_NAME_MARK + n)],
    birthDates,
    countries,
    // A person's passport is not a registration number (as for OFAC); a company's or vessel's are.
    registrationNumbers: isPerson ? [] : compact(l.registrationNumbers),
    properties: { id: l.id, schema: l.schema, caption: names[0], properties, published: l.published },
  };
}

/** A record read as a listing (or the reason it could not be) as the importer takes it. */
export function listingRecord(listing: Listing | string, line: number): WatchlistRecord {
  const entry = typeof listing === "string" ? listing : entryFromListing(listing);
  if (typeof entry === "string") return { line, kind: "problem", message: entry, ...(typeof listing === "string" ? {} : { externalId: listing.id }) };
  return { line, kind: "entry", entry };
}
