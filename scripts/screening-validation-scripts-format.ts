// The format both sets of scripts/screening-validation-scripts.ts are written in: a list of entries
// (FollowTheMoney entities, list.ftm.jsonl) and labelled queries against it (queries.jsonl), each entry
// a name as a list publishes it with its source, each query the entry it must find or null.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "data", "screening-validation");
const NOTE = "Name as published on a public sanctions list (see the set's README); a labelled validation set's record.";

export interface Entry {
  id: string;
  names: string[];
  source: string;
  nationality: string;
}
/** [class, query properties, expected entry id or null, note] */
export type Query = [string, Record<string, string[]>, string | null, string];

export const name = (n: string) => ({ name: [n] });
/** As an onboarding form sends a person: given name(s) and family name in fields of their own. */
export const split = (first: string, last: string) => ({ firstName: [first], lastName: [last] });

export async function write(set: string, entries: Entry[], queries: Query[]) {
  const out = path.join(ROOT, set);
  await mkdir(out, { recursive: true });
  const entity = (e: Entry) => ({
    id: e.id,
    schema: "Person",
    caption: e.names[0],
    properties: {
      name: [e.names[0]],
      ...(e.names.length > 1 ? { alias: e.names.slice(1) } : {}),
      nationality: [e.nationality],
      topics: ["sanction"],
      notes: [`${NOTE} Source: ${e.source}.`],
    },
    datasets: ["screening-validation"],
  });
  const ids = new Set(entries.map((e) => e.id));
  for (const [, , expected] of queries) if (expected !== null && !ids.has(expected)) throw new Error(`unknown entry ${expected}`);
  const query = ([cls, properties, expected, note]: Query, i: number) => ({
    id: `${set}-q${String(i).padStart(3, "0")}`,
    class: cls,
    query: { schema: "Person", properties },
    expected,
    ...(note ? { note } : {}),
  });
  await writeFile(path.join(out, "list.ftm.jsonl"), entries.map((e) => JSON.stringify(entity(e))).join("\n") + "\n");
  await writeFile(path.join(out, "queries.jsonl"), queries.map((q, i) => JSON.stringify(query(q, i))).join("\n") + "\n");
}

/** A source both sets cite. */
export const OFAC = "OFAC SDN list";
