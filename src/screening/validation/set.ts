// A labelled validation set on disk (docs/screening-validation.md): list.ftm.jsonl, the list as
// lists:import reads it; queries.jsonl, one labelled query a line; thresholds.json, optional minimums.
// Everything is checked before anything is screened, so a wrong label fails loudly, not as a figure.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { invalid, type ErrorDetail } from "../../errors";
import type { EntryRow } from "../matching";
import { ftmRecord } from "../watchlists";
import { FIGURE_NAMES, type Minimums } from "./figures";

const SET_FILES = { list: "list.ftm.jsonl", queries: "queries.jsonl", thresholds: "thresholds.json" } as const;

const values = z.union([z.string(), z.array(z.string())]);

/** The query entity as POST /screening/match takes one (FollowTheMoney: a schema and its properties). */
const QueryEntity = z.object({
  schema: z.enum(["Person", "Company", "Organization", "LegalEntity"], { error: "schema must be Person, Company, Organization or LegalEntity" }),
  properties: z.record(z.string(), values),
});
export type QueryEntity = z.output<typeof QueryEntity>;

const LabelledQuery = z
  .object({
    id: z.string().trim().min(1, "id is required"),
    class: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, "class must be a short label such as person-typo (letters, digits, . _ -)"),
    query: QueryEntity,
    expected: z
      .string({ error: "expected is required: the entry id the query must match, or null when it must match nothing" })
      .trim()
      .min(1, "expected must be an entry id, or null when nothing may match")
      .nullable(),
    note: z.string().optional(),
  })
  .strict();
export type LabelledQuery = z.output<typeof LabelledQuery>;

const FigureMinimums = z.object(Object.fromEntries(FIGURE_NAMES.map((f) => [f, z.number().min(0).max(1).optional()]))).strict();
const MinimumsFile = z.object({ overall: FigureMinimums.optional(), classes: z.record(z.string(), FigureMinimums).optional() }).strict();

export interface ValidationSet {
  name: string;
  dir: string;
  entries: EntryRow[];
  queries: LabelledQuery[];
  minimums: Minimums | null;
}

async function readText(dir: string, file: string, optional = false): Promise<string | null> {
  try {
    return await readFile(path.join(dir, file), "utf8");
  } catch (err) {
    if (optional && (err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw invalid(`Cannot read the set's ${file}`, [{ path: "set", message: `no readable ${path.join(dir, file)}` }]);
  }
}

/** At most this many problems are named; the rest are counted. */
const MAX_DETAILS = 20;

function failIfAny(problems: ErrorDetail[], what: string): void {
  if (!problems.length) return;
  const shown = problems.slice(0, MAX_DETAILS);
  if (problems.length > MAX_DETAILS) shown.push({ path: what, message: `and ${problems.length - MAX_DETAILS} more` });
  throw invalid(`The set's ${what} has ${problems.length} problem(s)`, shown);
}

function readList(text: string, list: string): EntryRow[] {
  const entries: EntryRow[] = [];
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  text.split("\n").forEach((line, i) => {
    const record = ftmRecord(i + 1, line.replace(/\r$/, ""));
    if (!record || record.kind === "ignored") return;
    if (record.kind === "problem") return void problems.push({ path: `${SET_FILES.list}:${i + 1}`, message: record.message });
    const e = record.entry;
    if (seen.has(e.externalId)) return void problems.push({ path: `${SET_FILES.list}:${i + 1}`, message: `entity ${e.externalId} appears twice` });
    seen.add(e.externalId);
    // The entry's id is its FtM id: what a query's `expected` names.
    entries.push({ id: e.externalId, list, ...e, properties: e.properties as EntryRow["properties"] });
  });
  failIfAny(problems, SET_FILES.list);
  if (!entries.length)
    throw invalid(`The set's ${SET_FILES.list} has no screenable entry`, [{ path: SET_FILES.list, message: "no entity with a screening topic" }]);
  return entries;
}

function readQueries(text: string, entryIds: Set<string>): LabelledQuery[] {
  const queries: LabelledQuery[] = [];
  const problems: ErrorDetail[] = [];
  const ids = new Set<string>();
  text.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    const at = `${SET_FILES.queries}:${i + 1}`;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      return void problems.push({ path: at, message: "not valid JSON" });
    }
    const parsed = LabelledQuery.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ path: [at, ...issue.path].join("."), message: issue.message });
      return;
    }
    const q = parsed.data;
    if (ids.has(q.id)) return void problems.push({ path: at, message: `query id ${q.id} appears twice` });
    ids.add(q.id);
    if (q.expected !== null && !entryIds.has(q.expected))
      return void problems.push({ path: at, message: `expected ${q.expected} is not an entry of the list` });
    queries.push(q);
  });
  failIfAny(problems, SET_FILES.queries);
  if (!queries.length) throw invalid(`The set's ${SET_FILES.queries} has no query`, [{ path: SET_FILES.queries, message: "no query" }]);
  return queries;
}

function readMinimums(text: string | null, classes: Set<string>): Minimums | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalid(`The set's ${SET_FILES.thresholds} is not valid JSON`, [{ path: SET_FILES.thresholds, message: "not valid JSON" }]);
  }
  const parsed = MinimumsFile.safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      `The set's ${SET_FILES.thresholds} is not a set of minimums`,
      parsed.error.issues.map((i) => ({ path: [SET_FILES.thresholds, ...i.path].join("."), message: i.message })),
    );
  }
  // A minimum for a class no query has is a typo that would otherwise never fail.
  const unknown = Object.keys(parsed.data.classes ?? {}).filter((c) => !classes.has(c));
  if (unknown.length) {
    throw invalid(
      `The set's ${SET_FILES.thresholds} names classes no query has`,
      unknown.map((c) => ({ path: `${SET_FILES.thresholds}.classes.${c}`, message: "no query of this class" })),
    );
  }
  return parsed.data as Minimums;
}

export async function readValidationSet(dir: string): Promise<ValidationSet> {
  const name = path.basename(path.resolve(dir));
  const isFolder = await stat(dir).then(
    (st) => st.isDirectory(),
    () => false,
  );
  if (!isFolder) throw invalid("The set must be a folder", [{ path: "set", message: `no folder ${path.resolve(dir)}` }]);
  const [listText, queriesText, thresholdsText] = await Promise.all([
    readText(dir, SET_FILES.list),
    readText(dir, SET_FILES.queries),
    readText(dir, SET_FILES.thresholds, true),
  ]);
  const entries = readList(listText!, name);
  const queries = readQueries(queriesText!, new Set(entries.map((e) => e.id)));
  const minimums = readMinimums(thresholdsText, new Set(queries.map((q) => q.class)));
  return { name, dir: path.resolve(dir), entries, queries, minimums };
}
