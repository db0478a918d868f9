// What the service reads out of a document, in one place for document validation (documents/
// validation.ts, checks.ts) and bulk migrations (migrations/classify.ts, summarize.ts), so both read
// the same text, dates and `Label: value` lines (they had drifted apart, with
// different limits, and "1 October 1980" was a date to one and not to the other).
import type { Readable } from "node:stream";

/** Larger PDFs are not parsed for text (the parser holds the whole file); their checks say so. */
export const PDF_MAX_BYTES = 32 * 1024 * 1024;
/** The text kept of a file: the facts a reviewer's checks need stand in its first pages. */
export const TEXT_MAX_CHARS = 64 * 1024;

/** The stream's first `maxBytes` bytes (all of it when shorter); the rest is not read. */
async function readHead(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= maxBytes) break; // leaving the loop destroys the stream
  }
  return Buffer.concat(chunks, size).subarray(0, maxBytes);
}

// unpdf is loaded on first use: many files are not PDFs, and under jest it loads as ESM.
const loadUnpdf = () => import("unpdf");
let unpdf: ReturnType<typeof loadUnpdf> | undefined;

/**
 * The text of a plain-text file or a PDF, its first TEXT_MAX_CHARS characters; null for a PDF that
 * cannot be read or is larger than PDF_MAX_BYTES.
 */
export async function readText(body: Readable, kind: "text" | "pdf"): Promise<string | null> {
  if (kind === "text") return (await readHead(body, TEXT_MAX_CHARS * 4)).toString("utf8").slice(0, TEXT_MAX_CHARS); // UTF-8: up to 4 bytes a character
  const bytes = await readHead(body, PDF_MAX_BYTES + 1);
  if (bytes.length > PDF_MAX_BYTES) return null;
  try {
    unpdf ??= loadUnpdf();
    const { extractText } = await unpdf;
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return text.slice(0, TEXT_MAX_CHARS);
  } catch {
    return null; // not a readable PDF
  }
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * The first date in `text`, written as 2026-10-01, 01/10/2026 or 01.10.2026 (day first, as in the
 * European documents this service reads), 1 October 2026 or October 1, 2026. An impossible day
 * (31/02) is no date.
 */
export function readDate(text: string): Date | null {
  const make = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
  };
  let match = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (match) return make(+match[1], +match[2], +match[3]);
  match = /(\d{1,2})[/.](\d{1,2})[/.](\d{4})/.exec(text);
  if (match) return make(+match[3], +match[2], +match[1]);
  match = /(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})/.exec(text);
  if (match && MONTHS.includes(match[2].toLowerCase())) return make(+match[3], MONTHS.indexOf(match[2].toLowerCase()) + 1, +match[1]);
  // Tried only where a run of letters starts: from inside one it was quadratic; the first match starts there anyway.
  match = /(?<![A-Za-z])([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})/.exec(text);
  if (match && MONTHS.includes(match[1].toLowerCase())) return make(+match[3], MONTHS.indexOf(match[1].toLowerCase()) + 1, +match[2]);
  return null;
}

/** readDate as a calendar day, YYYY-MM-DD. */
export function readDay(text: string): string | null {
  return readDate(text)?.toISOString().slice(0, 10) ?? null;
}

const SPACE = /\s/;
const LETTER = /[A-Za-z]/;
const LABEL_CHAR = /[A-Za-z .'-]/;
const LINE_TERMINATOR = /[\r\u2028\u2029]/;
/** A label is a letter and up to 40 more label characters. */
const LABEL_MAX_CHARS = 41;

/**
 * One `Label: value` line, scanned in a single pass: the regex it replaces, /^\s*([A-Za-z][A-Za-z .'-]{0,40}?)\s*[:=]\s*(.+?)\s*$/,
 * backtracked quadratically on a long line (docs/performance.md). Same results.
 */
function labelledLine(line: string): { label: string; value: string } | null {
  let start = 0;
  while (start < line.length && SPACE.test(line[start])) start++;
  if (start === line.length || !LETTER.test(line[start])) return null;
  let separator = start + 1;
  while (separator < line.length && line[separator] !== ":" && line[separator] !== "=") separator++;
  if (separator === line.length) return null;
  let labelEnd = separator;
  while (SPACE.test(line[labelEnd - 1])) labelEnd--; // stops at the leading letter
  if (labelEnd - start > LABEL_MAX_CHARS) return null;
  for (let i = start + 1; i < labelEnd; i++) if (!LABEL_CHAR.test(line[i])) return null;

  let from = separator + 1;
  let to = line.length;
  while (from < to && SPACE.test(line[from])) from++;
  while (to > from && SPACE.test(line[to - 1])) to--;
  let value: string | null = null;
  if (from < to) {
    value = line.slice(from, to);
    if (LINE_TERMINATOR.test(value)) return null; // a value is one line
  } else {
    // Only blanks after the separator: the regex took the last one that is not a line terminator.
    for (let i = line.length - 1; i > separator && value === null; i--) if (!LINE_TERMINATOR.test(line[i])) value = line[i];
    if (value === null) return null;
  }
  return { label: line.slice(start, labelEnd).toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "").trim(), value };
}

/**
 * The `Label: value` (or `Label = value`) lines of a text, in order: the label lower-cased, its
 * spaces collapsed and a trailing dot dropped ("Registration No." → "registration no").
 */
export function labelledLines(text: string): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    const labelled = labelledLine(line);
    if (labelled) lines.push(labelled);
  }
  return lines;
}
