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

function asText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === "jsonb") return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The columns the rows name, in the schema's order (one statement text per set of columns, so it
 * stays prepared); a column no row names takes its database default.
 */
function columnsOf<T extends Table>(table: T, rows: readonly object[]): [ColumnOf<T>, string][] {
  const types = COLUMN_TYPES[table] as Record<string, string>;
  const named = new Set(rows.flatMap((row) => Object.keys(row)));
  for (const name of named) {
    if (!(name in types)) throw new Error(`${table} has no writable column ${name}`);
    if (types[name].startsWith("unsupported:")) throw new Error(`${table}.${name} (${types[name].slice(12)}) is not written by bulk inserts`);
  }
  return Object.entries(types).filter(([name]) => named.has(name)) as [ColumnOf<T>, string][];
}

function statement<T extends Table>(table: T, rows: readonly object[]) {
  const columns = columnsOf(table, rows);
  const values = columns.map(([name, type]) => rows.map((row) => asText((row as Record<string, unknown>)[name], type)));
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

/** Inserts `rows` into `table` (columns no row names take their database default). */
export async function insertRows<T extends Table, R extends object>(tx: Tx, table: T, rows: RowOf<T, R>[]): Promise<void> {
  if (rows.length === 0) return;
  const { sql, values } = statement(table, rows);
  await tx.$executeRawUnsafe(sql, ...values);
}

/** As insertRows, answering the inserted rows as the database has them (any order; the caller types them). */
export async function insertRowsReturning<T extends Table, R extends object>(tx: Tx, table: T, rows: RowOf<T, R>[]): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const { sql, values } = statement(table, rows);
  return tx.$queryRawUnsafe<unknown[]>(`${sql} RETURNING *`, ...values);
}
