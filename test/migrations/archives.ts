// Builds migration archives for tests and the benchmark: real zips made with yazl, and the hostile
// ones yazl refuses to write (renamed in place after building).
import { ZipFile } from "yazl";

export interface ArchiveEntry {
  name: string;
  content: string | Buffer;
  /** Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

export async function buildZip(entries: ArchiveEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.isBuffer(e.content) ? e.content : Buffer.from(e.content), e.name, { mode: e.mode, compress: true });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces every occurrence of a name (local header and central directory) with one of equal length. */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("names must have the same length");
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let i = out.indexOf(needle); i !== -1; i = out.indexOf(needle, i + 1)) Buffer.from(to).copy(out, i);
  return out;
}

/** A small person's document with `Label: value` lines the pipeline reads. */
export function personDoc(title: string, fields: Record<string, string>): string {
  return [title, "", ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`), ""].join("\n");
}
