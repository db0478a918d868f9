// OFAC's SDN list, whichever file it comes from (sdn.xml, or sdn.csv with alt.csv and add.csv): both
// readers build an OfacRecord, and this one mapping turns it into an entry, so the formats agree.
import { countryCode } from "./countries";
import { unique, type EntryInput } from "./records";

export interface OfacRecord {
  uid: string;
  /** Individual, Entity, Vessel or Aircraft. */
  sdnType: string;
  firstName: string | null;
  lastName: string;
  akas: { firstName: string | null; lastName: string; category: string | null }[];
  datesOfBirth: string[];
  nationalities: string[];
  citizenships: string[];
  ids: { type: string; number: string; country: string | null }[];
  addressCountries: string[];
  vesselFlag: string | null;
}

const SCHEMA: Record<string, string> = { individual: "Person", entity: "Organization", vessel: "Vessel", aircraft: "Airplane" };
const MONTHS: Record<string, string> = {
  jan: "01",
  feb: "02",
  mar: "03",
  apr: "04",
  may: "05",
  jun: "06",
  jul: "07",
  aug: "08",
  sep: "09",
  oct: "10",
  nov: "11",
  dec: "12",
};

/** "14 Mar 1968" → 1968-03-14, "Mar 1968" → 1968-03, "circa 1981" → 1981, "1958 to 1959" → both years. */
function ofacDates(published: string): string[] {
  const s = published.trim().replace(/^circa\s+/i, "");
  const range = /^(\d{4})\s+to\s+(\d{4})$/.exec(s);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return to >= from && to - from <= 10 ? Array.from({ length: to - from + 1 }, (_v, i) => String(from + i)) : [range[1], range[2]];
  }
  const full = /^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})$/.exec(s);
  if (full && MONTHS[full[2].toLowerCase()]) return [`${full[3]}-${MONTHS[full[2].toLowerCase()]}-${full[1].padStart(2, "0")}`];
  const month = /^([A-Za-z]{3})[a-z]*\s+(\d{4})$/.exec(s);
  if (month && MONTHS[month[1].toLowerCase()]) return [`${month[2]}-${MONTHS[month[1].toLowerCase()]}`];
  if (/^\d{4}$/.test(s)) return [s];
  return [];
}

const personName = (first: string | null, last: string) => (first ? `${first} ${last}` : last);

export function entryFromOfac(r: OfacRecord, properties: Record<string, unknown>): EntryInput {
  const primary = personName(r.firstName, r.lastName);
  const isIndividual = r.sdnType.toLowerCase() === "individual";
  return {
    externalId: r.uid,
    schema: SCHEMA[r.sdnType.toLowerCase()] ?? "LegalEntity",
    types: ["SANCTIONS"],
    caption: primary,
    // A weak a.k.a. ("ABU YUSUF") is too generic to match a name on; it stays in properties.
    names: unique([primary, ...r.akas.filter((a) => a.category?.toLowerCase() !== "weak").map((a) => personName(a.firstName, a.lastName))]),
    birthDates: unique(r.datesOfBirth.flatMap(ofacDates)),
    countries: unique([...r.nationalities, ...r.citizenships, ...r.addressCountries, r.vesselFlag].map(countryCode)),
    // A person's passport is not a registration number; a company's, vessel's or aircraft's ids are.
    registrationNumbers: isIndividual ? [] : unique(r.ids.map((i) => i.number)),
    properties,
  };
}
