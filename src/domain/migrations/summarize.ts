// SUMMARIZE: what an item's manifest row and documents say about the investor, each value with where
// it came from (`{value, source: "manifest" | "<file path>"}`). The manifest wins over documents;
// among documents the first in path order wins. Values are kept only when they would pass the
// application's own input rules, so VALIDATE and creation see clean data.
import { z } from "zod";
import { AddressInput, type CreateApplication } from "../applications/inputs";
import { countryCode } from "../../kernel/validation";
import { MigrationItemInput, type ManifestRow } from "./inputs";
import { labelledLines, readDay } from "../documents/text";

interface Sourced<T = unknown> {
  value: T;
  source: string;
}

export interface ControllingPerson {
  firstName: string;
  lastName: string;
  role: "CONTROLLING_PERSON" | "DIRECTOR" | "UBO";
}

/** MigrationItem.data: fields keyed by the onboarding workflow's paths (`individual.dateOfBirth`, …). */
export interface ItemData {
  entityType: "INDIVIDUAL" | "BUSINESS";
  fields: Record<string, Sourced>;
  controllingPersons: Sourced<ControllingPerson>[];
  /** The FATCA classification its W-8BEN-E or W-8IMY states, stored with that form (metadata.fatca; checked in VALIDATE, fatca.ts). */
  fatca?: Sourced<{ chapter4Status?: string; giin?: string }>;
  /** What each compliance check switched on did (filled at creation). */
  checks?: Record<string, string>;
}

type Fact =
  | "name"
  | "companyName"
  | "entityType"
  | "email"
  | "country"
  | "tin"
  | "dateOfBirth"
  | "placeOfBirth"
  | "nationality"
  | "registrationNumber"
  | "address"
  | "fatcaChapter4Status"
  | "fatcaGiin";

const LABELS: [RegExp, Fact][] = [
  [/^(company|legal|entity|business)\s*name$/, "companyName"],
  [/^(full\s*|investor\s*|applicant\s*)?name$/, "name"],
  [/^(entity\s*type|investor\s*type)$/, "entityType"],
  [/^e-?mail(\s*address)?$/, "email"],
  [/^(date\s*of\s*birth|dob|birth\s*date)$/, "dateOfBirth"],
  [/^place\s*of\s*birth$/, "placeOfBirth"],
  [/^nationality$/, "nationality"],
  [/^(country(\s*of\s*residence|\s*of\s*incorporation)?|residence(\s*country)?|jurisdiction)$/, "country"],
  [/^(residential\s*|registered\s*)?address$/, "address"],
  [/^(tin|tax\s*id(entification)?(\s*number)?|tax\s*number)$/, "tin"],
  [/^(registration\s*(number|no\.?)|company\s*(number|no\.?)|rcs(\s*number)?)$/, "registrationNumber"],
  // A W-8BEN-E's Part I line 5 (its chapter 4 status) and line 9a, as a form's text states them (a label has no digits).
  [/^(fatca\s*(status|classification)|chapter\s*four\s*status)$/, "fatcaChapter4Status"],
  [/^giin$/, "fatcaGiin"],
];
const PERSON_LABELS: [RegExp, ControllingPerson["role"]][] = [
  [/^(controlling\s*person|beneficial\s*owner)$/, "CONTROLLING_PERSON"],
  [/^director$/, "DIRECTOR"],
  [/^ubo$/, "UBO"],
];

/** `Label: value` lines of a document. */
export function readFacts(text: string): { facts: Partial<Record<Fact, string>>; persons: ControllingPerson[] } {
  const facts: Partial<Record<Fact, string>> = {};
  const persons: ControllingPerson[] = [];
  for (const { label, value } of labelledLines(text)) {
    const fact = LABELS.find(([re]) => re.test(label))?.[1];
    if (fact && facts[fact] === undefined) facts[fact] = value;
    const role = PERSON_LABELS.find(([re]) => re.test(label))?.[1];
    if (role) {
      const person = splitName(value);
      if (person) persons.push({ ...person, role });
    }
  }
  return { facts, persons };
}

export function splitName(full: string): { firstName: string; lastName: string } | null {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return null;
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts[parts.length - 1] };
}

const country = (value: string) => (countryCode.safeParse(value.trim().toUpperCase()).success ? value.trim().toUpperCase() : null);

/** "12 Rue X, L-1234 Luxembourg, LU" → {street, postCode, city, country}; the country is required. */
export function parseAddress(value: string, fallbackCountry: string | null): z.output<typeof AddressInput> | null {
  const parts = value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? country(parts[parts.length - 1]) : null;
  const cc = last ?? fallbackCountry;
  if (!cc || parts.length === 0) return null;
  const body = last ? parts.slice(0, -1) : parts;
  const [street, ...rest] = body;
  const place = rest.join(", ");
  const pc = postCodeAndCity(place);
  const address = { street, ...(pc ? { postCode: pc.postCode.slice(0, 20), city: pc.city } : place ? { city: place } : {}), country: cc };
  return AddressInput.safeParse(address).success ? address : null;
}

// The splits below are scans, not backtracking regexes: their values are whole lines of an uploaded
// file, and the regexes they replace took seconds on one long line.
const LINE_TERMINATOR = /[\r\u2028\u2029]/;

/** "L-1234 Luxembourg": a first word holding a digit is the post code, the rest the city. */
function postCodeAndCity(place: string): { postCode: string; city: string } | null {
  const gap = place.search(/\s/);
  if (gap <= 0 || !/\d/.test(place.slice(0, gap))) return null;
  const city = place.slice(gap).trimStart();
  return city && !LINE_TERMINATOR.test(city) ? { postCode: place.slice(0, gap), city } : null;
}

/** "LU 123-45" or "LU: 123-45" → [LU, 123-45]. */
function countryFirst(value: string): [string, string] | null {
  if (!/^[A-Za-z]{2}[\s:-]/.test(value)) return null;
  let at = 2;
  while (at < value.length && /[\s:-]/.test(value[at])) at++;
  const tin = value.slice(at);
  return tin && !LINE_TERMINATOR.test(tin) ? [value.slice(0, 2), tin] : null;
}

/** "123-45 (LU)" → [LU, 123-45]. */
function countryLast(value: string): [string, string] | null {
  if (!/\([A-Za-z]{2}\)$/.test(value.slice(-4))) return null;
  const tin = value.slice(0, -4).trimEnd();
  return tin && !LINE_TERMINATOR.test(tin) ? [value.slice(-3, -1), tin] : null;
}

/** "LU 123-45", "123-45 (LU)" or a bare number with the country known. */
function parseTin(value: string, fallbackCountry: string | null): { tin: string; issuedBy: string } | null {
  const prefixed = countryFirst(value.trim());
  const suffixed = countryLast(value.trim());
  const [tin, cc] = prefixed ? [prefixed[1], country(prefixed[0])] : suffixed ? [suffixed[1], country(suffixed[0])] : [value.trim(), fallbackCountry];
  return cc && tin && tin.length <= 64 ? { tin, issuedBy: cc } : null;
}

/** manifest.csv (header row, quoted fields) or manifest.json (array of rows) → rows by folder. */
export function parseManifest(manifest: { format: "csv" | "json"; text: string }): Map<string, ManifestRow> {
  const rows: Record<string, unknown>[] = [];
  if (manifest.format === "json") {
    const parsed: unknown = JSON.parse(manifest.text);
    const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown[] })?.items;
    if (!Array.isArray(list)) throw new Error("manifest.json must be an array of rows (or {items: [...]})");
    rows.push(...(list as Record<string, unknown>[]));
  } else {
    const [header, ...lines] = parseCsv(manifest.text);
    for (const line of lines) if (line.some((c) => c !== "")) rows.push(Object.fromEntries(header.map((h, i) => [h.trim(), line[i] ?? ""])));
  }
  const byFolder = new Map<string, ManifestRow>();
  const known = Object.keys(MigrationItemInput.shape);
  for (const row of rows) {
    const picked = Object.fromEntries(
      Object.entries(row)
        .filter(([k, v]) => known.includes(k) && v !== "" && v !== null && v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    if (typeof picked.folder === "string") byFolder.set(picked.folder, picked as ManifestRow);
  }
  return byFolder;
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") (row.push(cell), (cell = ""));
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      (row.push(cell), rows.push(row), (row = []), (cell = ""));
    } else cell += ch;
  }
  if (cell !== "" || row.length) (row.push(cell), rows.push(row));
  return rows;
}

/** Gathers an item's data from its manifest row and its files' texts (in path order). */
export function summarize(folder: string, manifestRow: ManifestRow | null, manifestSource: string, files: { path: string; text: string | null }[]): ItemData {
  const facts = new Map<Fact, Sourced<string>>();
  const persons: Sourced<ControllingPerson>[] = [];
  const offer = (fact: Fact, value: string | undefined, source: string) => {
    if (value && value.trim() && !facts.has(fact)) facts.set(fact, { value: value.trim(), source });
  };
  if (manifestRow) for (const [k, v] of Object.entries(manifestRow)) if (k !== "folder") offer(k === "name" ? "name" : (k as Fact), v, manifestSource);
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    if (!file.text) continue;
    const read = readFacts(file.text);
    for (const [fact, value] of Object.entries(read.facts)) offer(fact as Fact, value, file.path);
    for (const person of read.persons)
      if (!persons.some((p) => p.value.firstName === person.firstName && p.value.lastName === person.lastName))
        persons.push({ value: person, source: file.path });
  }
  const get = (fact: Fact) => facts.get(fact);
  const declared = get("entityType")?.value.toUpperCase();
  const entityType =
    declared === "BUSINESS" || declared === "INDIVIDUAL" ? declared : get("companyName") || get("registrationNumber") ? "BUSINESS" : "INDIVIDUAL";
  const fields: Record<string, Sourced> = {};
  const put = (path: string, fact: Fact | undefined, value: unknown) => {
    if (fact && value !== null && value !== undefined) fields[path] = { value, source: facts.get(fact)!.source };
  };
  const nameFact: Fact = entityType === "BUSINESS" && get("companyName") ? "companyName" : get("name") ? "name" : "companyName";
  fields.name = get(nameFact) ? { value: get(nameFact)!.value, source: get(nameFact)!.source } : { value: folder, source: "folder" };
  put("entityType", get("entityType") ? "entityType" : undefined, entityType);
  const email = get("email");
  put("email", email && z.email().safeParse(email.value).success ? "email" : undefined, email?.value);
  const cc = get("country") ? country(get("country")!.value) : null;
  const address = get("address") ? parseAddress(get("address")!.value, cc) : null;
  const tin = get("tin") ? parseTin(get("tin")!.value, cc) : null;
  if (entityType === "INDIVIDUAL") {
    put("individual.dateOfBirth", "dateOfBirth", get("dateOfBirth") ? readDay(get("dateOfBirth")!.value) : null);
    put("individual.placeOfBirth", "placeOfBirth", get("placeOfBirth")?.value.slice(0, 200));
    put("individual.nationality", "nationality", get("nationality") ? country(get("nationality")!.value) : null);
    put("individual.residenceCountry", "country", cc);
    put("individual.address", "address", address);
    put("individual.tins", "tin", tin ? [tin] : null);
  } else {
    put("business.registrationNumber", "registrationNumber", get("registrationNumber")?.value.slice(0, 100));
    put("business.country", "country", cc);
    put("business.address", "address", address);
    put("business.tins", "tin", tin ? [tin] : null);
  }
  const status = get("fatcaChapter4Status");
  const giin = get("fatcaGiin");
  const fatca =
    status || giin
      ? {
          value: { ...(status ? { chapter4Status: chapter4StatusOf(status.value) } : {}), ...(giin ? { giin: giin.value } : {}) },
          source: (status ?? giin)!.source,
        }
      : null;
  return { entityType, fields, controllingPersons: entityType === "BUSINESS" ? persons : [], ...(fatca ? { fatca } : {}) };
}

/** "Passive NFFE" → PASSIVE_NFFE: a status as a form or a spreadsheet writes it, in the API's spelling (VALIDATE checks it). */
const chapter4StatusOf = (value: string) =>
  value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

/** The application create body an item's data makes (contract create body). */
export function applicationInput(data: ItemData, extras: { labels: string[]; workflowId: string | null }): CreateApplication {
  const value = <T>(path: string) => data.fields[path]?.value as T | undefined;
  const name = String(value<string>("name"));
  const common = {
    entityType: data.entityType,
    name,
    email: value<string>("email"),
    labels: extras.labels.length ? extras.labels : undefined,
    workflowId: extras.workflowId ?? undefined,
  };
  if (data.entityType === "BUSINESS") {
    return {
      ...common,
      business: {
        name,
        registrationNumber: value("business.registrationNumber"),
        country: value("business.country"),
        address: value("business.address"),
        tins: value("business.tins"),
      },
    };
  }
  const person = splitName(name) ?? { firstName: name, lastName: name };
  return {
    ...common,
    individual: {
      ...person,
      dateOfBirth: value("individual.dateOfBirth"),
      placeOfBirth: value("individual.placeOfBirth"),
      nationality: value("individual.nationality"),
      residenceCountry: value("individual.residenceCountry"),
      address: value("individual.address"),
      tins: value("individual.tins"),
    },
  };
}
