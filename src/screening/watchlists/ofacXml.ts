// OFAC sdn.xml, streamed through a SAX parser: only the sdnEntry being read is ever held, never the
// document. Each record carries the line of its <sdnEntry> start tag.
import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import { entryFromOfac, type OfacRecord } from "./ofac";
import type { WatchlistRecord } from "./records";

type XmlValue = string | XmlObject | XmlValue[];
interface XmlObject {
  [name: string]: XmlValue;
}
interface Open {
  name: string;
  children: [string, XmlValue][];
  text: string;
}

/** An element as JSON: leaf → text; `…List` → array of its children; otherwise an object. */
function toValue(node: Open): XmlValue {
  if (node.children.length === 0) return node.text.trim();
  if (node.name.endsWith("List")) return node.children.map(([, v]) => v);
  const obj: XmlObject = {};
  for (const [k, v] of node.children) obj[k] = k in obj ? ([] as XmlValue[]).concat(obj[k], [v]) : v;
  return obj;
}

const str = (v: XmlValue | undefined): string | null => (typeof v === "string" && v ? v : null);
const objs = (v: XmlValue | undefined): XmlObject[] => (Array.isArray(v) ? v.filter((x): x is XmlObject => typeof x === "object" && !Array.isArray(x)) : []);

function ofacRecordOfXml(e: XmlObject): OfacRecord | string {
  const uid = str(e.uid);
  if (!uid) return "sdnEntry without a uid";
  const lastName = str(e.lastName);
  if (!lastName) return "sdnEntry without a lastName";
  return {
    uid,
    sdnType: str(e.sdnType) ?? "Entity",
    firstName: str(e.firstName),
    lastName,
    akas: objs(e.akaList).flatMap((a) => (str(a.lastName) ? [{ firstName: str(a.firstName), lastName: str(a.lastName)!, category: str(a.category) }] : [])),
    datesOfBirth: objs(e.dateOfBirthList).flatMap((d) => str(d.dateOfBirth) ?? []),
    nationalities: objs(e.nationalityList).flatMap((n) => str(n.country) ?? []),
    citizenships: objs(e.citizenshipList).flatMap((n) => str(n.country) ?? []),
    ids: objs(e.idList).flatMap((i) => (str(i.idNumber) ? [{ type: str(i.idType) ?? "", number: str(i.idNumber)!, country: str(i.idCountry) }] : [])),
    addressCountries: objs(e.addressList).flatMap((a) => str(a.country) ?? []),
    vesselFlag: typeof e.vesselInfo === "object" && !Array.isArray(e.vesselInfo) ? str(e.vesselInfo.vesselFlag) : null,
  };
}

export async function* readOfacXml(input: Readable): AsyncGenerator<WatchlistRecord> {
  const parser = new SaxesParser({ position: true });
  const ready: WatchlistRecord[] = [];
  let stack: Open[] = [];
  let entryLine = 0;
  // On a mismatched close tag saxes first closes the open elements (the half-read sdnEntry too) and
  // only then reports the error: a finished entry is held until the parser has moved past it cleanly,
  // and nothing read after an error is trusted.
  let failure = null as { line: number; message: string } | null;
  let held: WatchlistRecord | null = null;
  const release = () => {
    if (held && !failure) ready.push(held);
    held = null;
  };
  parser.on("error", (err) => {
    failure ??= { line: parser.line, message: err.message };
    held = null;
  });
  parser.on("opentag", (tag) => {
    release();
    if (tag.name === "sdnEntry") {
      stack = [];
      entryLine = parser.line;
    }
    if (tag.name === "sdnEntry" || stack.length > 0) stack.push({ name: tag.name, children: [], text: "" });
  });
  parser.on("text", (t) => {
    release();
    if (stack.length > 0) stack[stack.length - 1].text += t;
  });
  parser.on("closetag", () => {
    release();
    const node = stack.pop();
    if (!node || failure) return;
    const value = toValue(node);
    if (stack.length > 0) {
      stack[stack.length - 1].children.push([node.name, value]);
      return;
    }
    const record = typeof value === "object" && !Array.isArray(value) ? ofacRecordOfXml(value) : "empty sdnEntry";
    held =
      typeof record === "string"
        ? { line: entryLine, kind: "problem", message: record }
        : { line: entryLine, kind: "entry", entry: entryFromOfac(record, value as XmlObject) };
  });
  for await (const chunk of input.setEncoding("utf8") as AsyncIterable<string>) {
    parser.write(chunk);
    // A write that ended without an error cannot take back the entry it closed last.
    release();
    yield* ready.splice(0);
    if (failure) break;
  }
  if (!failure) parser.close();
  release();
  yield* ready.splice(0);
  // A broken document cannot be resynchronised: what came before the error was read, the rest is reported.
  if (failure) yield { line: failure.line, kind: "problem", message: `XML error, the rest of the file was not read: ${failure.message}` };
}
