// GET /api/v1/applications (spec 4.6): every filter, keyset-paginated, read in one SQL statement.
// The list is the service's hottest read: one statement returns the page with its labels,
// assignees and key persons (json_agg), where Prisma's include would send one query per relation.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { readJsonInstants, sqlColumns, sqlUtcTimestamp, type SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { finishPage, readPage, sqlAfterCursor, sqlPageOrder, type ListSpec, type PageArgs } from "../pagination/cursor";
import { parseInput } from "../../kernel/validation";
import { APPLICATION_SORT_FIELDS, ApplicationFilter, type ApplicationFilterValue } from "./inputs";
import type { ApplicationRow } from "./service";

/** An account's application ids, one page at a time in id order after `afterId` (a sweep's keyset; erased ones included). */
export async function applicationIdsPage(db: PrismaClient, accountId: string, afterId: string | null, pageSize: number): Promise<string[]> {
  const rows = await db.application.findMany({
    where: { accountId, ...(afterId ? { id: { gt: afterId } } : {}) },
    orderBy: { id: "asc" },
    take: pageSize,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];

export const APPLICATIONS_LIST: ListSpec<ApplicationSortField> = {
  name: "applications",
  sortFields: APPLICATION_SORT_FIELDS,
  defaultSortField: "updatedAt",
  sortFieldKind: { updatedAt: "date", createdAt: "date", name: "string" },
  // "investor name A to Z" (spec 4.6)
  defaultOrder: { name: "asc" },
};

/** name sorts by its case- and accent-folded key (kept by a trigger), indexed with (accountId, …, id). */
const SORT_COLUMNS: Record<ApplicationSortField, Prisma.Sql> = {
  updatedAt: Prisma.raw(`a."updatedAt"`),
  createdAt: Prisma.raw(`a."createdAt"`),
  name: Prisma.raw(`a."nameSortKey"`),
};
const sortValue: Record<ApplicationSortField, (row: ApplicationRow) => Date | string> = {
  updatedAt: (row) => row.updatedAt,
  createdAt: (row) => row.createdAt,
  name: (row) => row.nameSortKey,
};

/** `ILIKE` pattern matching `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE conditions of spec 4.6 over alias `a`, or null when the filter can match nothing.
 * @param accountNameMatches whether the caller's account name matches `search`: every application of
 * the account then matches, otherwise only name and e-mail are searched (trigram-indexed).
 */
function applicationConditions(actor: Actor, f: ApplicationFilterValue, accountNameMatches = false): Prisma.Sql[] | null {
  // Another account's id never widens the scope: it simply matches nothing.
  if (f.accountId !== undefined && f.accountId !== actor.accountId) return null;
  const and = [Prisma.sql`a."accountId" = ${actor.accountId}`];
  if (f.status?.length) and.push(Prisma.sql`a.status = ANY(CAST(${f.status}::text[] AS "ApplicationStatus"[]))`);
  if (f.entityTypes?.length) and.push(Prisma.sql`a."entityType" = ANY(CAST(${f.entityTypes}::text[] AS "EntityType"[]))`);
  if (f.types?.length) {
    const kinds = f.types.map((t) =>
      t === "live" ? Prisma.sql`(NOT a.manual AND NOT a.hidden)` : t === "manual" ? Prisma.sql`a.manual` : Prisma.sql`a.hidden`,
    );
    and.push(Prisma.sql`(${Prisma.join(kinds, " OR ")})`);
  }
  if (f.manual !== undefined) and.push(Prisma.sql`a.manual = ${f.manual}`);
  if (f.hidden !== undefined) and.push(Prisma.sql`a.hidden = ${f.hidden}`);
  if (f.createdFrom) and.push(Prisma.sql`a."createdAt" >= ${sqlUtcTimestamp(new Date(f.createdFrom))}`);
  if (f.createdTo) and.push(Prisma.sql`a."createdAt" <= ${sqlUtcTimestamp(new Date(f.createdTo))}`);
  if (f.riskLevels?.length) {
    // riskLevels takes precedence over the score range.
    and.push(Prisma.sql`a."riskLevel" = ANY(CAST(${f.riskLevels}::text[] AS "RiskLevel"[]))`);
  } else {
    if (f.riskScoreMin !== undefined) and.push(Prisma.sql`a."riskScore" >= ${f.riskScoreMin}`);
    if (f.riskScoreMax !== undefined) and.push(Prisma.sql`a."riskScore" <= ${f.riskScoreMax}`);
  }
  if (f.assignees?.length) {
    and.push(Prisma.sql`EXISTS (SELECT 1 FROM "ApplicationAssignee" x WHERE x."applicationId" = a.id AND x."userId" = ANY(CAST(${f.assignees} AS text[])))`);
  }
  if (f.labelIds?.length) {
    and.push(Prisma.sql`EXISTS (SELECT 1 FROM "ApplicationLabel" x WHERE x."applicationId" = a.id AND x."labelId" = ANY(CAST(${f.labelIds} AS text[])))`);
  }
  if (f.reviewOverdue !== undefined) {
    const overdue = Prisma.sql`(a."nextReviewAt" IS NOT NULL AND a."nextReviewAt" < ${sqlUtcTimestamp(new Date())})`;
    and.push(f.reviewOverdue ? overdue : Prisma.sql`NOT ${overdue}`);
  }
  if (f.reviewDueBefore) and.push(Prisma.sql`a."nextReviewAt" <= ${sqlUtcTimestamp(new Date(f.reviewDueBefore))}`);
  if (f.search && !accountNameMatches) {
    const pattern = containsPattern(f.search);
    and.push(Prisma.sql`(a.name ILIKE ${pattern} OR a.email ILIKE ${pattern})`);
  }
  return and;
}

/** A row as the statement returns it: the application's columns, its relations as JSON. */
type ListRow = Omit<ApplicationRow, "labels" | "assignees" | "individuals" | "businesses"> & {
  labels: { id: string; accountId: string; name: string; createdAt: string }[];
  assignees: { applicationId: string; userId: string; createdAt: string }[];
  individuals: (Omit<ApplicationRow["individuals"][number], "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string })[];
  businesses: (Omit<ApplicationRow["businesses"][number], "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string })[];
};

/** The row in the shape Prisma's `include` gives, so the GraphQL types resolve it unchanged. */
function hydrate(row: ListRow): ApplicationRow {
  return {
    ...row,
    // Each relation's DateTime columns as its model declares them (readJsonInstants): JSON carries them as text.
    labels: row.labels.map((label) => ({
      applicationId: row.id,
      labelId: label.id,
      label: readJsonInstants({ ...label }, "Label") as unknown as ApplicationRow["labels"][number]["label"],
    })),
    assignees: row.assignees.map((a) => readJsonInstants({ ...a }, "ApplicationAssignee") as unknown as ApplicationRow["assignees"][number]),
    individuals: row.individuals.map((p) => readJsonInstants({ ...p }, "Individual") as unknown as ApplicationRow["individuals"][number]),
    businesses: row.businesses.map((p) => readJsonInstants({ ...p }, "Business") as unknown as ApplicationRow["businesses"][number]),
  };
}

// The search's own column is never shown.
const APPLICATION_COLUMNS = sqlColumns(Prisma.ApplicationScalarFieldEnum, "a", ["searchText"]);

/**
 * What a GraphQL query plans into the applications statement (src/schema/plan/plan.ts, through src/domain/readModel): JSON values over
 * alias `a`, carried by each row as `planned` in this order, and plain columns over joins.
 */

export interface PlannedSql {
  columns: readonly Prisma.Sql[];
  joined: readonly { join: Prisma.Sql; columns: Prisma.Sql }[];
}
const NOTHING_PLANNED: PlannedSql = { columns: [], joined: [] };

/**
 * The statement's application row as planned SQL names it: what is planned into the statement
 * (src/domain/readModel/plannedSql.ts) is handed these operands rather than spelling its alias.
 */
export const PLANNED_APPLICATION = { id: Prisma.raw("a.id"), workflowId: Prisma.raw(`a."workflowId"`) } as const;

// Relations in the order GraphQL promises: labels by name, assignees by assignment, persons by creation.
const applicationSelect = ({ columns, joined }: PlannedSql) => Prisma.sql`
    SELECT ${APPLICATION_COLUMNS},${columns.length ? Prisma.sql` json_build_array(${Prisma.join(columns)}) AS planned,` : Prisma.empty}${
      joined.length
        ? Prisma.join(
            joined.map((j) => Prisma.sql` ${j.columns},`),
            "",
          )
        : Prisma.empty
    }
      COALESCE((SELECT json_agg(l ORDER BY l.name, l.id) FROM "ApplicationLabel" al JOIN "Label" l ON l.id = al."labelId" WHERE al."applicationId" = a.id), '[]') AS labels,
      COALESCE((SELECT json_agg(x ORDER BY x."createdAt", x."userId") FROM "ApplicationAssignee" x WHERE x."applicationId" = a.id), '[]') AS assignees,
      COALESCE((SELECT json_agg(i ORDER BY i."createdAt", i.id) FROM "Individual" i WHERE i."applicationId" = a.id), '[]') AS individuals,
      COALESCE((SELECT json_agg(b ORDER BY b."createdAt", b.id) FROM "Business" b WHERE b."applicationId" = a.id), '[]') AS businesses
    FROM "Application" a${
      joined.length
        ? Prisma.join(
            joined.map((j) => Prisma.sql` ${j.join}`),
            "",
          )
        : Prisma.empty
    }`;

function pageStatement(conditions: Prisma.Sql[], after: Prisma.Sql, order: Prisma.Sql, take: number, planned: PlannedSql): Prisma.Sql {
  return Prisma.sql`${applicationSelect(planned)}
    WHERE ${Prisma.join(conditions, " AND ")} AND ${after}
    ORDER BY ${order}
    LIMIT ${take}`;
}

/**
 * The caller's applications by id, each with the relations of the list (the GraphQL loader behind
 * `application(id:)` and every edge back to an application); another account's come back as none.
 * `planned` are further columns, as for listApplications.
 */
export async function applicationsByIds(
  sql: SqlReader,
  actor: Actor,
  ids: readonly string[],
  planned: PlannedSql = NOTHING_PLANNED,
): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  // One id is compared as one: PostgreSQL then keeps a generic plan for the prepared statement, where
  // an array of unknown length had it plan every execution afresh (docs/performance.md).
  const matching = ids.length === 1 ? Prisma.sql`a.id = ${ids[0]}` : Prisma.sql`a.id = ANY(CAST(${[...ids]} AS text[]))`;
  return (await sql.rows<ListRow>(Prisma.sql`${applicationSelect(planned)} WHERE a."accountId" = ${actor.accountId} AND ${matching}`)).map(hydrate);
}

/**
 * A page of the caller's applications with every relation the Application type has (labels,
 * assignees, individuals, businesses). A relation added to the type must be added to the statement:
 * the list-equals-read test selects every field of the type and fails until it is.
 * `planned` is what the caller's query plans into the statement (edges it selects, read with the rows).
 */
export async function listApplications(sql: SqlReader, actor: Actor, rawFilter: unknown, pageArgs: PageArgs, planned: PlannedSql = NOTHING_PLANNED) {
  const filter = parseInput(ApplicationFilter, rawFilter ?? {}, "Invalid filter");
  const page = readPage(pageArgs, APPLICATIONS_LIST, actor.accountId);
  // Every row of the list belongs to the caller's account, so its name matches all rows or none.
  const accountNameMatches = filter.search
    ? (await sql.rows(Prisma.sql`SELECT 1 FROM "Account" WHERE id = ${actor.accountId} AND name ILIKE ${containsPattern(filter.search)}`)).length > 0
    : false;
  const conditions = applicationConditions(actor, filter, accountNameMatches);
  if (!conditions) return { items: [], nextCursor: null };
  const columns = { sort: SORT_COLUMNS[page.orderBy], id: Prisma.raw("a.id") };
  const rows = (await sql.rows<ListRow>(pageStatement(conditions, sqlAfterCursor(page, columns), sqlPageOrder(page, columns), page.limit + 1, planned))).map(
    hydrate,
  );
  return finishPage(rows, page, APPLICATIONS_LIST, actor.accountId, sortValue[page.orderBy]);
}
