// The records of an XML list file (UN INDIVIDUAL/ENTITY, EU sanctionEntity, UK Designation), streamed
// through a SAX parser as sdn.xml is (ofacXml.ts): only the record being read is held, as a small
// tree, never the document. Names are local (a namespace prefix or default namespace is ignored), so
// a publisher that moves its namespace does not stop the import.
import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import type { WatchlistRecord } from "./records";

/** One element: its attributes, child elements in order, and its own text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

export const childrenOf = (node: XmlNode | undefined, name: string): XmlNode[] => node?.children.filter((c) => c.name === name) ?? [];
export const childOf = (node: XmlNode | undefined, name: string): XmlNode | undefined => node?.children.find((c) => c.name === name);
/** The trimmed text of a child (its inner spaces collapsed), or null when it is absent or empty. */
export function textOf(node: XmlNode | undefined, name: string): string | null {
  const t = clean(childOf(node, name)?.text);
  return t || null;
}
export const textsOf = (node: XmlNode | undefined, name: string): string[] => childrenOf(node, name).flatMap((c) => clean(c.text) || []);
export const clean = (s: string | undefined | null): string => (s ?? "").replace(/\s+/g, " ").trim();

/**
 * An element as plain JSON, for the entry's `published` copy: attributes and children by name (an
 * array when repeated), its text as `value` beside them, or the text alone for a leaf without attributes.
 */
export function plain(node: XmlNode): unknown {
  const text = clean(node.text);
  if (node.children.length === 0 && Object.keys(node.attrs).length === 0) return text;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node.attrs)) if (v !== "") out[k] = v;
  for (const child of node.children) {
    const value = plain(child);
    if (value === "" || (value && typeof value === "object" && Object.keys(value).length === 0)) continue;
    const at = out[child.name];
    out[child.name] = at === undefined ? value : Array.isArray(at) ? [...at, value] : [at, value];
  }
  if (text) out.value = text;
  return out;
}

/**
 * Streams the file's records: each element named in `records` (at any depth) is read whole and
 * handed to `map` with the line its start tag is on. A broken document stops the file there: what
 * came before was read, the rest is one problem (as sdn.xml's reader does).
 */
export async function* readXmlRecords(
  input: Readable,
  records: ReadonlySet<string>,
  map: (node: XmlNode, line: number) => WatchlistRecord,
): AsyncGenerator<WatchlistRecord> {
  const parser = new SaxesParser({ position: true });
  const ready: WatchlistRecord[] = [];
  const stack: XmlNode[] = [];
  let recordLine = 0;
  // On a mismatched close tag saxes first closes the open elements (the half-read record too) and
  // only then reports the error: a finished record is held until the parser has moved past it.
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
    const name = localName(tag.name);
    if (stack.length === 0) {
      if (!records.has(name)) return;
      recordLine = parser.line;
    }
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes as Record<string, string>)) if (!k.startsWith("xmlns")) attrs[localName(k)] = v;
    stack.push({ name, attrs, children: [], text: "" });
  });
  const onText = (t: string) => {
    release();
    if (stack.length > 0) stack[stack.length - 1].text += t;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    release();
    const node = stack.pop();
    if (!node || failure) return;
    if (stack.length > 0) stack[stack.length - 1].children.push(node);
    else held = map(node, recordLine);
  });
  for await (const chunk of input.setEncoding("utf8") as AsyncIterable<string>) {
    parser.write(chunk);
    // A write that ended without an error cannot take back the record it closed last.
    release();
    yield* ready.splice(0);
    if (failure) break;
  }
  if (!failure) parser.close();
  release();
  yield* ready.splice(0);
  if (failure) yield { line: failure.line, kind: "problem", message: `XML error, the rest of the file was not read: ${failure.message}` };
}
