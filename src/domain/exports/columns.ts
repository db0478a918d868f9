// What a bulk export reads of an application and writes of it, declared once per field. The page's
// statement, the row type, the JSON record and the CSV header and cells are all derived from these
// declarations, so a field added here reaches every format, and a field read anywhere else is a type
// error rather than an `undefined` in the file.
import { Prisma, type ApplicationStatus, type EntityType, type KeyPersonRole, type RiskLevel } from "../../generated/prisma/client";

/** One selected value: its SQL over the statement's alias, and (in the type only) what it reads back as. */
interface Column<T> {
  sql: Prisma.Sql;
  /** Read for the statement but not part of the JSON record (the account is the caller's own). */
  internal?: true;
  /** Never set: carries the column's TypeScript type for RowOf. */
  readonly type?: T;
}
type Columns = Record<string, Column<unknown>>;
const column = <T>(sql: string, options: { internal?: true } = {}): Column<T> => ({ sql: Prisma.raw(sql), ...options });

/** The row a statement selecting `S` returns. */
type RowOf<S extends Columns> = { [K in keyof S]: S[K] extends Column<infer T> ? T : never };

/**
 * The application's columns, in the JSON record's order. A column declared here reaches the JSON
 * record and, unless NOT_IN_CSV names it, the end of the CSV row (its header the column's name), so
 * a new one is appended here, at the end, and nowhere else.
 */
export const APPLICATION_COLUMNS = {
  id: column<string>(`a.id`),
  accountId: column<string>(`a."accountId"`, { internal: true }),
  name: column<string>(`a.name`),
  email: column<string | null>(`a.email`),
  entityType: column<EntityType>(`a."entityType"::text`),
  status: column<ApplicationStatus>(`a.status::text`),
  riskScore: column<number | null>(`a."riskScore"`),
  riskLevel: column<RiskLevel | null>(`a."riskLevel"::text`),
  createdAt: column<Date>(`a."createdAt"`),
  updatedAt: column<Date>(`a."updatedAt"`),
};

export const INDIVIDUAL_COLUMNS = {
  id: column<string>(`p.id`),
  role: column<KeyPersonRole>(`p.role`),
  firstName: column<string>(`p."firstName"`),
  lastName: column<string>(`p."lastName"`),
  dateOfBirth: column<string | null>(`p."dateOfBirth"`),
  placeOfBirth: column<string | null>(`p."placeOfBirth"`),
  nationality: column<string | null>(`p.nationality`),
  residenceCountry: column<string | null>(`p."residenceCountry"`),
  address: column<Prisma.JsonValue | null>(`p.address`),
  tins: column<Prisma.JsonValue>(`p.tins`),
  ownershipPercent: column<number | null>(`p."ownershipPercent"`),
};

export const BUSINESS_COLUMNS = {
  id: column<string>(`p.id`),
  role: column<KeyPersonRole>(`p.role`),
  name: column<string>(`p.name`),
  registrationNumber: column<string | null>(`p."registrationNumber"`),
  country: column<string | null>(`p.country`),
  address: column<Prisma.JsonValue | null>(`p.address`),
  tins: column<Prisma.JsonValue>(`p.tins`),
  ownershipPercent: column<number | null>(`p."ownershipPercent"`),
};

export type ExportIndividual = RowOf<typeof INDIVIDUAL_COLUMNS>;
export type ExportBusiness = RowOf<typeof BUSINESS_COLUMNS>;
export type ExportApplicationRow = RowOf<typeof APPLICATION_COLUMNS> & { individuals: ExportIndividual[]; businesses: ExportBusiness[] };

const quoted = (name: string) => Prisma.raw(`"${name}"`);

/** `sql AS "name", …` for a SELECT list. */
export function selectList(columns: Columns): Prisma.Sql {
  return Prisma.join(Object.entries(columns).map(([name, c]) => Prisma.sql`${c.sql} AS ${quoted(name)}`));
}

/** `json_build_object('name', sql, …)`: one row of a relation, aggregated into its parent's row. */
export function jsonObject(columns: Columns): Prisma.Sql {
  return Prisma.sql`json_build_object(${Prisma.join(Object.entries(columns).map(([name, c]) => Prisma.sql`${Prisma.raw(`'${name}'`)}, ${c.sql}`))})`;
}

function pick<S extends Columns>(columns: S, row: RowOf<S>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Every declared column is in every record, null where the row has no value.
  for (const [name, c] of Object.entries(columns)) if (!c.internal) out[name] = row[name as keyof S] ?? null;
  return out;
}

/** One application as the JSON export carries it: its columns, then its key persons with theirs. */
export function applicationRecord(a: ExportApplicationRow) {
  return {
    ...pick(APPLICATION_COLUMNS, a),
    individuals: a.individuals.map((i) => pick(INDIVIDUAL_COLUMNS, i)),
    businesses: a.businesses.map((b) => pick(BUSINESS_COLUMNS, b)),
  };
}

const oneLine = (address: unknown) => {
  if (!address || typeof address !== "object") return "";
  const a = address as Record<string, string | undefined>;
  return [a.street, a.postCode, a.city, a.country].filter(Boolean).join(", ");
};
const tinList = (tins: unknown) => (Array.isArray(tins) ? (tins as { tin: string; issuedBy: string }[]).map((t) => `${t.issuedBy}:${t.tin}`).join(";") : "");

type Cell = string | number | null;
/**
 * A CSV column: the application's value, or a key person's (an individual's, a business's; a column a
 * kind of person does not have is left empty, as are all person columns of an application without any).
 */
interface CsvColumn {
  header: string;
  /** The application's column it shows (a Date as ISO 8601), on every row of the application. */
  application?: keyof typeof APPLICATION_COLUMNS;
  individual?: (i: ExportIndividual) => Cell;
  business?: (b: ExportBusiness) => Cell;
}

/** Application columns the CSV leaves out: the account is the caller's own, the rest the JSON record's alone. */
const NOT_IN_CSV: ReadonlySet<keyof typeof APPLICATION_COLUMNS> = new Set(["accountId", "riskScore", "riskLevel", "updatedAt"] as const);

/** The columns the CSV file began with, in order: one row per key person of an application. */
const FIRST_CSV: readonly CsvColumn[] = [
  { header: "applicationId", application: "id" },
  { header: "applicationName", application: "name" },
  { header: "email", application: "email" },
  { header: "entityType", application: "entityType" },
  { header: "status", application: "status" },
  { header: "createdAt", application: "createdAt" },
  { header: "personKind", individual: () => "INDIVIDUAL", business: () => "BUSINESS" },
  { header: "personId", individual: (i) => i.id, business: (b) => b.id },
  { header: "role", individual: (i) => i.role, business: (b) => b.role },
  { header: "name", individual: (i) => `${i.firstName} ${i.lastName}`, business: (b) => b.name },
  { header: "firstName", individual: (i) => i.firstName },
  { header: "lastName", individual: (i) => i.lastName },
  { header: "dateOfBirth", individual: (i) => i.dateOfBirth },
  { header: "placeOfBirth", individual: (i) => i.placeOfBirth },
  { header: "nationality", individual: (i) => i.nationality },
  { header: "residenceCountry", individual: (i) => i.residenceCountry },
  { header: "country", business: (b) => b.country },
  { header: "registrationNumber", business: (b) => b.registrationNumber },
  { header: "address", individual: (i) => oneLine(i.address), business: (b) => oneLine(b.address) },
  { header: "tins", individual: (i) => tinList(i.tins), business: (b) => tinList(b.tins) },
  { header: "ownershipPercent", individual: (i) => i.ownershipPercent, business: (b) => b.ownershipPercent },
];

/** Then every other application column, in APPLICATION_COLUMNS' order: a column added there is appended here. */
const CSV: readonly CsvColumn[] = [
  ...FIRST_CSV,
  ...(Object.keys(APPLICATION_COLUMNS) as (keyof typeof APPLICATION_COLUMNS)[])
    .filter((name) => !NOT_IN_CSV.has(name) && !FIRST_CSV.some((c) => c.application === name))
    .map((name) => ({ header: name, application: name })),
];

const applicationCell = (a: ExportApplicationRow, name: keyof typeof APPLICATION_COLUMNS): Cell => {
  const value: unknown = a[name];
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return (value ?? null) as Cell;
};

export const CSV_HEADER: readonly string[] = CSV.map((c) => c.header);

const named = (columns: Columns) => Object.entries(columns).flatMap(([name, c]) => (c.internal ? [] : [name]));

/** The columns a written file carries, in order, by name: the CSV header and each JSON record's keys. */
export function exportColumnNames() {
  return {
    exportCsv: [...CSV_HEADER],
    exportJson: { application: named(APPLICATION_COLUMNS), individual: named(INDIVIDUAL_COLUMNS), business: named(BUSINESS_COLUMNS) },
  };
}

/** The cells of each CSV row of an application, every row as wide as the header. */
export function csvCells(a: ExportApplicationRow): Cell[][] {
  const rows: Cell[][] = [
    ...a.individuals.map((i) => CSV.map((c) => (c.application ? applicationCell(a, c.application) : (c.individual?.(i) ?? null)))),
    ...a.businesses.map((b) => CSV.map((c) => (c.application ? applicationCell(a, c.application) : (c.business?.(b) ?? null)))),
  ];
  return rows.length ? rows : [CSV.map((c) => (c.application ? applicationCell(a, c.application) : null))];
}
