// Rows of one model as a specification: which table, which columns, which rows (the domain's
// conditions, its visibility rules among them, spelled as Prisma's `where` spells the simple ones, so
// a rule Prisma reads is the same object here) and how a row read back becomes the domain's value. The
// statements that read them are written from these: a list's pages (./byParent.ts), the batch reads,
// and the reads src/schema/plan plans into an application's statement. No specification names an alias.
import { Prisma } from "../../generated/prisma/client";
import { readJsonInstants, sqlColumns, type ModelName, type SqlReader } from "../../db/sql";

/** A column of the row being read, as the statement reading it names it. */
export type ColumnOf = (column: string) => Prisma.Sql;

/** The columns of the row under `alias`. */
export const columnOf =
  (alias: string): ColumnOf =>
  (column) =>
    Prisma.raw(`${alias}."${column}"`);

/** What one column is held to: a value (equal; null: none), or `{ in }`, `{ notIn }`, `{ not: null }`, as Prisma's where writes them. */
type Comparison = string | number | boolean | null | { in: readonly string[] } | { notIn: readonly string[] } | { not: null };

/** Conditions on a row's columns, all of them holding; `OR`, any of its conditions. A Prisma `where` of these forms is one. */
export interface RowConditions {
  readonly [column: string]: Comparison | readonly RowConditions[] | undefined;
}

/** An order over the row's columns, as Prisma's orderBy writes it: `[{ createdAt: "desc" }, { id: "desc" }]`. */
export type RowOrder = readonly Readonly<Record<string, "asc" | "desc">>[];

export const OLDEST_FIRST: RowOrder = [{ createdAt: "asc" }, { id: "asc" }];
export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies RowOrder;

export interface RowSpec<T> {
  /** The rows' model, whose DateTime columns JSON carries as text. */
  model: ModelName;
  /** Trusted identifier: the table. */
  table: string;
  /** The model's columns by name (Prisma's `<Model>ScalarFieldEnum`). */
  fields: Readonly<Record<string, string>>;
  /**
   * Values computed in SQL with each row (`column` names the row's own columns): its relations as JSON,
   * a looked-up label. Each is read when a reader's pick of columns names it, or when there is no pick.
   */
  computed?: Readonly<Record<string, (column: ColumnOf) => Prisma.Sql>>;
  /** Which rows, besides their account (every statement holds them to the caller's): the domain's rules, visibility among them. */
  where: RowConditions;
  /** A row as its statement returns it (instants already Dates), in the shape Prisma gives. */
  hydrate: (row: Record<string, unknown>) => T;
}

/** Rows under a parent row without paging (a document's notes, an application's hits): those whose `linkColumn` names the parent, in `order`. */
export interface RelatedRows<T> extends RowSpec<T> {
  linkColumn: string;
  order: RowOrder;
}

/** The SQL of `conditions` over the row `column` names; TRUE when there are none. */
export function sqlConditions(conditions: RowConditions, column: ColumnOf): Prisma.Sql {
  return sqlAllOf([], conditions, column);
}

/** The SQL of `fixed` (the statement's own: account, link) and `conditions` over the row `column` names, all holding. */
export function sqlAllOf(fixed: readonly Prisma.Sql[], conditions: RowConditions, column: ColumnOf): Prisma.Sql {
  const parts = [...fixed];
  for (const [name, value] of Object.entries(conditions)) {
    if (value === undefined) continue;
    if (name === "OR") {
      parts.push(
        Prisma.sql`(${Prisma.join(
          (value as readonly RowConditions[]).map((any) => sqlConditions(any, column)),
          " OR ",
        )})`,
      );
      continue;
    }
    const c = column(name);
    const compared = value as Comparison;
    if (compared === null) parts.push(Prisma.sql`${c} IS NULL`);
    // Trusted constants, written as such: a rule's literal stays visible to PostgreSQL's planner.
    else if (typeof compared === "boolean") parts.push(Prisma.sql`${c} = ${Prisma.raw(String(compared))}`);
    else if (typeof compared !== "object") parts.push(Prisma.sql`${c} = ${compared}`);
    else if ("in" in compared) parts.push(Prisma.sql`${c} = ANY(CAST(${[...compared.in]} AS text[]))`);
    else if ("notIn" in compared) {
      if (compared.notIn.length) parts.push(Prisma.sql`${c} NOT IN (${Prisma.join(compared.notIn)})`);
    } else parts.push(Prisma.sql`${c} IS NOT NULL`);
  }
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/** The SQL of `order` over the row `column` names. */
export function sqlOrder(order: RowOrder, column: ColumnOf): Prisma.Sql {
  return Prisma.join(
    order.flatMap((by) => Object.entries(by).map(([name, direction]) => (direction === "desc" ? Prisma.sql`${column(name)} DESC` : column(name)))),
    ", ",
  );
}

/**
 * The SELECT list of `spec`'s rows under `alias`: its columns but `omit`, then its computed values.
 * `only`, when given, names what a reader can show (a planned read's pick), else everything.
 */
export function rowColumns(spec: RowSpec<unknown>, alias: string, omit: readonly string[] = [], only?: readonly string[]): Prisma.Sql {
  const own = sqlColumns(spec.fields, alias, omit, only);
  const computed = Object.entries(spec.computed ?? {}).filter(([name]) => !only || only.includes(name));
  if (computed.length === 0) return own;
  const column = columnOf(alias);
  return Prisma.join([own, ...computed.map(([name, sql]) => Prisma.sql`${sql(column)} AS ${Prisma.raw(`"${name}"`)}`)], ", ");
}

/** The rows of `spec` under any of `linkIds` (the caller's account's only), in its order: a batch read of many parents' rows. */
export async function rowsByLink<T>(sql: SqlReader, spec: RelatedRows<T>, accountId: string, linkIds: readonly string[]): Promise<T[]> {
  if (linkIds.length === 0) return [];
  const c = columnOf("c");
  const rows = await sql.rows<Record<string, unknown>>(Prisma.sql`
    SELECT ${rowColumns(spec, "c")} FROM ${Prisma.raw(`"${spec.table}"`)} c
    WHERE c."accountId" = ${accountId} AND ${c(spec.linkColumn)} = ANY(CAST(${[...linkIds]} AS text[])) AND ${sqlConditions(spec.where, c)}
    ORDER BY ${sqlOrder(spec.order, c)}`);
  return rows.map(spec.hydrate);
}

/** A row of `spec` read back from JSON (a planned value's), whose instants JSON carries as text: the domain's value. */
export function rowFromJson<T>(spec: RowSpec<T>, row: Record<string, unknown>): T {
  return spec.hydrate(readJsonInstants(row, spec.model));
}
