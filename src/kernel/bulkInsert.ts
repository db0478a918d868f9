// Many rows in one INSERT … SELECT FROM unnest(…) statement, for bulk imports. Prisma's createMany
// spends CPU per row building its query, ten times this way's (docs/performance.md), which made it
// the bottleneck of a migration's worker.
// Column types come from prisma/schema.prisma (src/generated/columns.ts, `npm run generate`), so a
// new column needs no change here.
import { COLUMN_TYPES } from "../generated/columns";
import type { Tx } from "../db/transaction";

type Tables = typeof COLUMN_TYPES;
export type Table = keyof Tables;
type ColumnOf<T extends Table> = keyof Tables[T] & string;
/** A row of `T`: any of its columns, and nothing that is not one (a field cannot be dropped silently). */
export type RowOf<T extends Table, R> = R & Record<Exclude<keyof R, ColumnOf<T>>, never>;

const castOf = (type: string) =>
  type === "text" ? "" : type === "timestamp" ? "::timestamp(3)" : type.startsWith("enum:") ? `::"${type.slice(5)}"` : `::${type}`;

/** An element PostgreSQL's array input reads as written: no quotes, braces, commas, backslashes or white space, not empty, not NULL. */
const BARE = /^[^{}",\\\s]+$/;

/**
 * One column of the rows as PostgreSQL's text[] literal, `{a,NULL,"b c"}`, which the statement casts
 * back: one string parameter rather than an array that Prisma and then the driver walk element by
 * element. Ids, enums, numbers and timestamps go bare, so the literal needs no escaping in the JSON
 * Prisma sends its parameters as. The rows of one import share their timestamps: a date is written once
 * per run of equal ones.
 */
function columnLiteral(rows: readonly object[], name: string, type: string): string {
  const json = type === "jsonb";
  const parts = new Array<string>(rows.length);
  let lastTime = NaN;
  let lastIso = "";
  for (let i = 0; i < rows.length; i++) {
    const value = (rows[i] as Record<string, unknown>)[name];
    if (value === null || value === undefined) {
      parts[i] = "NULL";
      continue;
    }
    let text: string;
    if (json) text = JSON.stringify(value);
    else if (typeof value === "string") text = value;
    else if (value instanceof Date) {
      const time = value.getTime();
      if (time !== lastTime) {
        lastIso = value.toISOString();
        lastTime = time;
      }
      text = lastIso;
    } else text = String(value);
    // Quoted, only a backslash and a double quote need escaping (as the pg driver writes arrays).
    parts[i] = BARE.test(text) && text.toUpperCase() !== "NULL" ? text : `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  }
  return `{${parts.join(",")}}`;
}

/**
 * The columns the rows name, in the schema's order (one statement text per set of columns, so it
 * stays prepared); a column no row names takes its database default.
 */
function columnsOf<T extends Table>(table: T, rows: readonly object[]): [ColumnOf<T>, string][] {
  const types = COLUMN_TYPES[table] as Record<string, string>;
  const named = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) named.add(name);
  for (const name of named) {
    if (!(name in types)) throw new Error(`${table} has no writable column ${name}`);
    if (types[name].startsWith("unsupported:")) throw new Error(`${table}.${name} (${types[name].slice(12)}) is not written by bulk inserts`);
  }
  return Object.entries(types).filter(([name]) => named.has(name)) as [ColumnOf<T>, string][];
}

function statement<T extends Table>(table: T, rows: readonly object[]) {
  const columns = columnsOf(table, rows);
  const values = columns.map(([name, type]) => columnLiteral(rows, name, type));
  const sql = `INSERT INTO "${table}" (${columns.map(([name]) => `"${name}"`).join(", ")})
    SELECT ${columns.map(([, type], i) => `c${i}${castOf(type)}`).join(", ")}
    FROM unnest(${columns.map((_c, i) => `$${i + 1}::text[]`).join(", ")}) AS t(${columns.map((_c, i) => `c${i}`).join(", ")})`;
  return { sql, values };
}

/**
 * The fields of an input that are columns of `table`, as given: a scalar accepted on create and stored
 * as it is needs no line of its own where the row is built (fields that are not columns are left out).
 */
export function columnFieldsOf<T extends Table>(table: T, input: object): Partial<Record<ColumnOf<T>, unknown>> {
  const types = COLUMN_TYPES[table] as Record<string, string>;
  const fields = Object.entries(input).filter(([name]) => name in types && !types[name].startsWith("unsupported:"));
  return Object.fromEntries(fields) as Partial<Record<ColumnOf<T>, unknown>>;
}

/**
 * Inserts `rows` into `table` (columns no row names take their database default). `skipDuplicates`: a row
 * that would break a unique index is left out (ON CONFLICT DO NOTHING), as createMany's option.
 */
export async function insertRows<T extends Table, R extends object>(
  tx: Tx,
  table: T,
  rows: RowOf<T, R>[],
  options: { skipDuplicates?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const { sql, values } = statement(table, rows);
  await tx.$executeRawUnsafe(options.skipDuplicates ? `${sql} ON CONFLICT DO NOTHING` : sql, ...values);
}

/** As insertRows, answering the inserted rows as the database has them (any order; the caller types them). */
export async function insertRowsReturning<T extends Table, R extends object>(tx: Tx, table: T, rows: RowOf<T, R>[]): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const { sql, values } = statement(table, rows);
  return tx.$queryRawUnsafe<unknown[]>(`${sql} RETURNING *`, ...values);
}
