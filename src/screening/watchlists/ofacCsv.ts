// OFAC sdn.csv (no header, "-0- " for empty) with its optional siblings alt.csv (aliases) and add.csv
// (addresses), named like the given file with "sdn" replaced. sdn.csv is streamed; the siblings are
// read first into maps by ent_num (OFAC's are a few thousand rows: an SDN list, not a 1 GB one).
import { createReadStream, existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { entryFromOfac, type OfacRecord } from "./ofac";
import type { WatchlistRecord } from "./records";

const SDN_COLUMNS = ["ent_num", "SDN_Name", "SDN_Type", "Program", "Title", "Call_Sign", "Vess_type", "Tonnage", "GRT", "Vess_flag", "Vess_owner", "Remarks"];
const ALT_COLUMNS = ["ent_num", "alt_num", "alt_type", "alt_name", "alt_remarks"];
const ADD_COLUMNS = ["ent_num", "Add_num", "Address", "City/State/Province/Postal Code", "Country", "Add_remarks"];

type Row = Record<string, string | null>;

async function* parser(input: Readable): AsyncGenerator<{ record: string[]; line: number }> {
  const rows = input.pipe(parse({ relax_column_count: true, relax_quotes: true, trim: true, skip_empty_lines: true, info: true }));
  for await (const { record, info } of rows as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    // OFAC ends its CSV files with a DOS end-of-file byte: that "record" is dropped.
    if (record.length === 1 && record[0].replace(/\x1a/g, "") === "") continue;
    yield { record, line: info.lines };
  }
}

function rowOf(columns: string[], values: string[]): Row {
  return Object.fromEntries(columns.map((c, i) => [c, values[i] === undefined || values[i] === "-0-" ? null : values[i]]));
}

/** "LAST, First Middle" → {firstName, lastName}; an entity's name has no comma. */
function splitName(name: string, individual: boolean): { firstName: string | null; lastName: string } {
  const comma = name.indexOf(",");
  return individual && comma > 0
    ? { firstName: name.slice(comma + 1).trim() || null, lastName: name.slice(0, comma).trim() }
    : { firstName: null, lastName: name };
}

/** The id kinds OFAC writes into Remarks ("Registration Number 1027700999001 (Russia)"). */
const ID_TYPES = [
  "Aircraft Manufacturer's Serial Number (MSN)",
  "Aircraft Construction Number (also called L/N or S/N or F/N)",
  "Aircraft Tail Number",
  "Vessel Registration Identification",
  "Registration Number",
  "Registration ID",
  "Commercial Registry Number",
  "Business Registration Number",
  "Company Number",
  "Tax ID No.",
  "Unified Social Credit Code (USCC)",
  "Legal Entity Number",
  "D-U-N-S Number",
  "Trade License No.",
  "Public Registration Number",
  "Enterprise Number",
  "Identification Number",
  "MMSI",
  "Passport",
  "National ID No.",
  "Cedula No.",
  "Personal ID Card",
  "Driver's License No.",
  "SSN",
  "RFC",
  "C.U.R.P.",
  "NIT #",
].sort((a, b) => b.length - a.length);

/** Remarks "DOB 14 Mar 1968; POB Moscow, Russia; nationality Russia; Passport 7199999901 (Russia)." */
function parseRemarks(remarks: string | null) {
  const out = { datesOfBirth: [] as string[], nationalities: [] as string[], citizenships: [] as string[], ids: [] as OfacRecord["ids"] };
  for (const raw of (remarks ?? "").replace(/\.$/, "").split(";")) {
    const part = raw.trim().replace(/^alt\.\s+/i, "");
    let m: RegExpExecArray | null;
    if ((m = /^DOB\s+(.+)$/i.exec(part))) out.datesOfBirth.push(m[1]);
    else if ((m = /^nationality\s+(.+)$/i.exec(part))) out.nationalities.push(m[1]);
    else if ((m = /^citizen\s+(.+)$/i.exec(part))) out.citizenships.push(m[1]);
    else {
      const type = ID_TYPES.find((t) => part.startsWith(`${t} `));
      if (!type) continue;
      const rest = part.slice(type.length).trim();
      const country = /^(.*?)\s*\(([^()]+)\)$/.exec(rest);
      out.ids.push({ type, number: country ? country[1] : rest, country: country ? country[2] : null });
    }
  }
  return out;
}

async function readSibling(file: string, which: "alt" | "add", columns: string[]): Promise<Map<string, Row[]>> {
  const rows = new Map<string, Row[]>();
  const name = basename(file).replace(/sdn/i, which);
  const path = join(dirname(file), name);
  if (name === basename(file) || !existsSync(path)) return rows;
  for await (const { record } of parser(createReadStream(path))) {
    const row = rowOf(columns, record);
    if (row.ent_num) rows.set(row.ent_num, [...(rows.get(row.ent_num) ?? []), row]);
  }
  return rows;
}

export async function* readOfacCsv(input: Readable, file: string): AsyncGenerator<WatchlistRecord> {
  const [aliases, addresses] = [await readSibling(file, "alt", ALT_COLUMNS), await readSibling(file, "add", ADD_COLUMNS)];
  for await (const { record, line } of parser(input)) {
    const row = rowOf(SDN_COLUMNS, record);
    if (!row.ent_num || !/^\d+$/.test(row.ent_num)) {
      yield { line, kind: "problem", message: "no ent_num" };
      continue;
    }
    if (!row.SDN_Name) {
      yield { line, kind: "problem", message: "no SDN_Name", externalId: row.ent_num };
      continue;
    }
    const individual = row.SDN_Type?.toLowerCase() === "individual";
    const alts = aliases.get(row.ent_num) ?? [];
    const adds = addresses.get(row.ent_num) ?? [];
    const remarks = parseRemarks(row.Remarks);
    const rec: OfacRecord = {
      uid: row.ent_num,
      sdnType: row.SDN_Type ?? "Entity",
      ...splitName(row.SDN_Name, individual),
      // alt.csv does not say which aliases are weak: all of them are names here.
      akas: alts.flatMap((a) => (a.alt_name ? [{ ...splitName(a.alt_name, individual), category: null }] : [])),
      ...remarks,
      addressCountries: adds.flatMap((a) => a.Country ?? []),
      vesselFlag: row.Vess_flag,
    };
    yield { line, kind: "entry", entry: entryFromOfac(rec, { ...row, aliases: alts, addresses: adds }) };
  }
}
