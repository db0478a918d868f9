// FollowTheMoney JSON lines as OpenSanctions publishes them (entities.ftm.json): one entity a line.
// Read line by line from a stream, so a file of any size is never held in memory, and no line longer
// than FTM_MAX_LINE_BYTES is ever gathered: a file without line breaks would otherwise be held whole.
import type { Readable } from "node:stream";
import { unique, type EntryInput, type WatchlistRecord } from "./records";

/** The schemata a person or business can be screened against; relations, sanctions, addresses… are not. */
const SCREENABLE = new Set(["Person", "Organization", "Company", "LegalEntity", "PublicBody", "Vessel", "Airplane"]);

/** OpenSanctions topics → screening types (https://www.opensanctions.org/docs/topics/). An entity with
 *  none of these topics (e.g. only `poi` or `corp.offshore`) is ignored, not guessed at. */
export function typesOfTopics(topics: string[]): EntryInput["types"] {
  const types = new Set<EntryInput["types"][number]>();
  for (const t of topics) {
    if (t === "sanction" || t.startsWith("sanction.") || t === "debarment") types.add("SANCTIONS");
    else if (t === "role.pep" || t === "role.rca" || t === "gov" || t.startsWith("gov.")) types.add("PEP");
    else if (t === "crime" || t.startsWith("crime.") || t === "wanted" || t === "reg.warn" || t === "reg.action") types.add("WARNING");
  }
  return (["SANCTIONS", "PEP", "WARNING"] as const).filter((t) => types.has(t));
}

const REGISTRATION_PROPS = ["registrationNumber", "innCode", "ogrnCode", "taxNumber", "vatCode", "leiCode", "imoNumber", "swiftBic"];
const COUNTRY_PROPS = ["nationality", "citizenship", "country", "jurisdiction", "flag"];

function strings(props: Record<string, unknown>, key: string): string[] {
  const v = props[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

/** One parsed line → a record. */
export function ftmRecord(line: number, text: string): WatchlistRecord | null {
  if (!text.trim()) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // Still try to read the id, so a damaged line does not get its entry marked removed.
    const id = /"id"\s*:\s*"((?:[^"\\]|\\.)+)"/.exec(text)?.[1];
    return { line, kind: "problem", message: "not valid JSON", ...(id ? { externalId: id } : {}) };
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return { line, kind: "problem", message: "not a JSON object" };
  const e = raw as Record<string, unknown>;
  const id = typeof e.id === "string" && e.id.trim() ? e.id.trim() : null;
  if (!id) return { line, kind: "problem", message: "no id" };
  if (typeof e.schema !== "string") return { line, kind: "problem", message: "no schema", externalId: id };
  if (!SCREENABLE.has(e.schema)) return { line, kind: "ignored", reason: "not-screenable" };
  const props = e.properties && typeof e.properties === "object" ? (e.properties as Record<string, unknown>) : {};
  // weakAlias ("El Contador") stays in properties: too generic to match a name on.
  const names = unique([...strings(props, "name"), ...strings(props, "alias"), ...strings(props, "previousName")]);
  if (strings(props, "name").length === 0 || names.length === 0) return { line, kind: "problem", message: "no name", externalId: id };
  const types = typesOfTopics(strings(props, "topics"));
  if (types.length === 0) return { line, kind: "ignored", reason: "no-screening-topic" };
  const entry: EntryInput = {
    externalId: id,
    schema: e.schema,
    types,
    caption: typeof e.caption === "string" && e.caption.trim() ? e.caption.trim() : names[0],
    names,
    birthDates: unique(strings(props, "birthDate")),
    // FtM also uses codes outside ISO 3166-1 (suhh, zz, ge-ab…): those stay in properties only.
    countries: unique(COUNTRY_PROPS.flatMap((k) => strings(props, k).map((c) => c.toLowerCase()))).filter((c) => /^[a-z]{2}$/.test(c)),
    registrationNumbers: unique(REGISTRATION_PROPS.flatMap((k) => strings(props, k))),
    properties: e,
  };
  return { line, kind: "entry", entry };
}

/** The longest line read (one entity; OpenSanctions' largest are a few hundred KiB): a longer one rejects the file. */
export const FTM_MAX_LINE_BYTES = 4 * 1024 * 1024;

/**
 * The stream's lines (split on \n, a trailing \r dropped), decoded as UTF-8. Throws, naming the line,
 * once a line passes `maxBytes` without a line break: the reader's error rejects the whole file.
 */
export async function* readLines(input: AsyncIterable<Buffer | string>, maxBytes = FTM_MAX_LINE_BYTES): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let n = 0;
  const line = (tail: Buffer): string => {
    n++;
    const bytes = pending.length ? Buffer.concat([...pending, tail]) : tail;
    pending = [];
    pendingBytes = 0;
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
    return bytes.toString("utf8", 0, end);
  };
  const tooLong = () => new Error(`line ${n + 1} is longer than ${maxBytes} bytes (one FtM entity a line): not a list file this service reads`);
  for await (const raw of input) {
    const chunk = typeof raw === "string" ? Buffer.from(raw) : raw;
    let start = 0;
    for (let at = chunk.indexOf(10, start); at !== -1; at = chunk.indexOf(10, start)) {
      if (pendingBytes + at - start > maxBytes) throw tooLong();
      yield line(chunk.subarray(start, at));
      start = at + 1;
    }
    if (start < chunk.length) {
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxBytes) throw tooLong();
      pending.push(chunk.subarray(start));
    }
  }
  if (pendingBytes > 0) yield line(Buffer.alloc(0));
}

export async function* readFtm(input: Readable, maxLineBytes = FTM_MAX_LINE_BYTES): AsyncGenerator<WatchlistRecord> {
  let n = 0;
  for await (const text of readLines(input, maxLineBytes)) {
    n++;
    const record = ftmRecord(n, text);
    if (record) yield record;
  }
}
