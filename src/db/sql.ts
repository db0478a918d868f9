// Hot reads straight through the driver, on the connections Prisma uses. Measured on the list and
// on authentication, Prisma's raw-query path spent several times `pg`'s CPU for the same statement
// and rows (docs/performance.md), and both run on every request. Statements are still built with `Prisma.sql`, so values are always bound parameters.
import { COLUMN_TYPES } from "../generated/columns";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { loadPg } from "./pgDriver";
import { Prisma } from "../generated/prisma/client";

export interface SqlReader {
  rows<T>(statement: Prisma.Sql): Promise<T[]>;
}

/** Rows of one account's table by id (the GraphQL loaders' lookups): another account's come back as none. */
export async function accountRowsByIds<T>(
  sql: SqlReader,
  table: string,
  fields: Record<string, string>,
  accountId: string,
  ids: readonly string[],
): Promise<T[]> {
  if (ids.length === 0) return [];
  return sql.rows<T>(
    Prisma.sql`SELECT ${sqlColumns(fields, "t")} FROM ${Prisma.raw(`"${table}"`)} t WHERE t."accountId" = ${accountId} AND t.id = ANY(CAST(${[...ids]} AS text[]))`,
  );
}

const TIMESTAMP_OID = 1114;

/**
 * A model's columns by name over `alias`, for a hand-written SELECT: named rather than `alias.*`, so
 * a column added by a later migration cannot change the result type of a prepared statement.
 * `only`, when given, keeps just those (the columns a query's planned rows need).
 */
export function sqlColumns(fields: Record<string, string>, alias: string, omit: readonly string[] = [], only?: readonly string[]): Prisma.Sql {
  return Prisma.raw(
    Object.values(fields)
      .filter((column) => !omit.includes(column) && (!only || only.includes(column)))
      .map((column) => `${alias}."${column}"`)
      .join(", "),
  );
}
/**
 * Prisma stores DateTime as `timestamp(3)` holding UTC clock time. Read back as text (a column, or
 * inside JSON) it has no zone, which `pg` would take for the process's own.
 */
export function readUtcTimestamp(text: string): Date {
  // The common shape, "2026-11-24 20:13:03.123" (or with a T, as JSON writes it), read digit by digit:
  // a case page reads ~700 of these, and this is ~2.8x faster than slicing each part into a Number
  // (82 against 226 ns a call, Node 24), which was ~5% of its API CPU. Anything else ("infinity",
  // " BC", a zone) takes Date's own parser. (No closures here: tsx names each one it creates.)
  const n = text.length;
  if (n >= 19 && n <= 23 && text.charCodeAt(4) === 45 && text.charCodeAt(13) === 58 && text.charCodeAt(16) === 58 && (n === 19 || text.charCodeAt(19) === 46)) {
    const year = (text.charCodeAt(0) - 48) * 1000 + (text.charCodeAt(1) - 48) * 100 + (text.charCodeAt(2) - 48) * 10 + (text.charCodeAt(3) - 48);
    let millis = 0;
    if (n > 20) millis += (text.charCodeAt(20) - 48) * 100;
    if (n > 21) millis += (text.charCodeAt(21) - 48) * 10;
    if (n > 22) millis += text.charCodeAt(22) - 48;
    const time = Date.UTC(
      year,
      (text.charCodeAt(5) - 48) * 10 + (text.charCodeAt(6) - 48) - 1,
      (text.charCodeAt(8) - 48) * 10 + (text.charCodeAt(9) - 48),
      (text.charCodeAt(11) - 48) * 10 + (text.charCodeAt(12) - 48),
      (text.charCodeAt(14) - 48) * 10 + (text.charCodeAt(15) - 48),
      (text.charCodeAt(17) - 48) * 10 + (text.charCodeAt(18) - 48),
      millis,
    );
    // Date.UTC maps years 0–99 to 1900–1999.
    if (year >= 100 && !Number.isNaN(time)) return new Date(time);
  }
  return new Date(`${text.replace(" ", "T")}Z`);
}

/** A model of prisma/schema.prisma, as the generated column types name it. */
export type ModelName = keyof typeof COLUMN_TYPES;

/** Each model's DateTime columns, read off prisma/schema.prisma (src/generated/columns.ts): no hand-kept list. */
const INSTANT_COLUMNS = new Map<string, readonly string[]>(
  Object.entries(COLUMN_TYPES).map(([model, columns]) => [
    model,
    Object.entries(columns as Record<string, string>)
      .filter(([, type]) => type === "timestamp")
      .map(([name]) => name),
  ]),
);

export function instantColumnsOf(model: ModelName): readonly string[] {
  return INSTANT_COLUMNS.get(model)!;
}

/**
 * A row of `model` read back from JSON (a planned column's rows): JSON carries its instants as text,
 * so the model's DateTime columns are turned back into Dates, in place; nulls and absent columns stay.
 */
export function readJsonInstants<T>(row: T, model: ModelName): T {
  const values = row as Record<string, unknown>;
  for (const column of instantColumnsOf(model)) if (typeof values[column] === "string") values[column] = readUtcTimestamp(values[column] as string);
  return row;
}

/** An instant as the stored `timestamp(3)` compares it: its UTC clock time, as a bound parameter. */
export function sqlUtcTimestamp(instant: Date): Prisma.Sql {
  return Prisma.sql`CAST(${instant.toISOString().slice(0, 23)} AS timestamp(3))`;
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID ? readUtcTimestamp : loadPg().types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * Statements are prepared once per connection (PostgreSQL then skips parsing and analysis, measured
 * at about a third of the list statement's server time). Only so many distinct texts are prepared,
 * since each stays in every connection's session; the rest run unnamed. Statements select named
 * columns, so a column added by a migration cannot change a prepared plan's result type.
 */
const MAX_PREPARED = 64;

export function pgReader(pool: pg.Pool): SqlReader {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) names.set(text, (name = `hot_read_${names.size}`));
    return name;
  };
  return {
    rows: async <T>(statement: Prisma.Sql) =>
      (await pool.query({ name: nameOf(statement.text), text: statement.text, values: statement.values as unknown[], types: pgTypes })).rows as T[],
  };
}

export function pgliteReader(pglite: PGlite): SqlReader {
  return {
    rows: async <T>(statement: Prisma.Sql) =>
      (await pglite.query<T>(statement.text, statement.values as unknown[], { parsers: { [TIMESTAMP_OID]: readUtcTimestamp } })).rows,
  };
}
