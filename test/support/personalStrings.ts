// Where an application's personal strings are still held: every text and JSON column of every table
// that can reference the application, found from information_schema rather than from a list of
// columns, so a new table or column is searched without anyone remembering to add it.
import type { PrismaClient } from "../../src/generated/prisma/client";

interface Column {
  table: string;
  column: string;
  type: string;
}

/** Each table that can reference the application, with the rows that are its: by applicationId, applicationIds, or a foreign key to such a table. */
async function referencingTables(db: PrismaClient): Promise<Map<string, string>> {
  const direct = await db.$queryRaw<{ table: string; column: string }[]>`
    SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name IN ('applicationId', 'applicationIds')`;
  const scope = new Map<string, string>([["Application", `t.id = $1`]]);
  for (const { table, column } of direct) scope.set(table, column === "applicationIds" ? `$1 = ANY(t."applicationIds")` : `t."applicationId" = $1`);
  // Rows reached through a foreign key to a table that names the application (a document's validations, a delivery's attempts).
  const children = await db.$queryRaw<{ table: string; column: string; parent: string; parentColumn: string }[]>`
    SELECT k.table_name AS table, k.column_name AS column, u.table_name AS parent, u.column_name AS "parentColumn"
    FROM information_schema.referential_constraints r
    JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
    JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.unique_constraint_name AND u.constraint_schema = r.unique_constraint_schema
    WHERE r.constraint_schema = 'public'`;
  for (const c of children) {
    if (scope.has(c.table) || c.parent === "Application" || !scope.has(c.parent)) continue;
    scope.set(c.table, `t."${c.column}" IN (SELECT p."${c.parentColumn}" FROM "${c.parent}" p WHERE ${scope.get(c.parent)!.replaceAll("t.", "p.")})`);
  }
  return scope;
}

async function textColumns(db: PrismaClient, tables: Iterable<string>): Promise<Column[]> {
  return db.$queryRaw<Column[]>`
    SELECT table_name AS table, column_name AS column, data_type AS type FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ANY(${[...tables]}::text[])
      AND (data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea') OR (data_type = 'ARRAY' AND udt_name IN ('_text', '_varchar')))`;
}

/** Where any of `strings` is found among the application's rows: "Table.column: string". */
export async function whereHeld(db: PrismaClient, applicationId: string, strings: string[]): Promise<string[]> {
  const scope = await referencingTables(db);
  const columns = await textColumns(db, scope.keys());
  const found: string[] = [];
  for (const { table, column, type } of columns) {
    const value = type === "bytea" ? `convert_from(t."${column}", 'UTF8')` : `t."${column}"::text`;
    const rows = await db.$queryRawUnsafe<{ s: string }[]>(
      `SELECT DISTINCT s FROM "${table}" t, unnest($2::text[]) s WHERE ${scope.get(table)} AND position(lower(s) in lower(${value})) > 0`,
      applicationId,
      strings,
    );
    for (const { s } of rows) found.push(`${table}.${column}: ${s}`);
  }
  return found.sort();
}
