// An application's edges read in its own statement (planned edges), as the schema's planner asks for
// them: each is one more column of the applications statement (or plain columns over a join) and how
// its value becomes the edge's rows again. The planner (src/schema/plan) reads the GraphQL selection:
// which edges, which page, which columns; the SQL is written here and in ./plannedSql.ts.
import type { Note, Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import type { PlannedRead } from "../../kernel/plannedRead";
import { PLANNED_APPLICATION, type PlannedSql } from "../applications/list";
import type { ApplicationRow } from "../applications/service";
import { readPage, type Page, type PageArgs } from "../pagination/cursor";
import { childColumn, pagesByParent, withPlannedRead, type ChildList } from "../pagination/byParent";
import { taskList } from "../tasks/service";
import { applicationNotes, documentNotes } from "../notes/notes";
import { applicationAuditLog } from "../audit/list";
import { accountDocuments, applicationDocuments, type DocumentWithValidations } from "../documents/service";
import type { ApplicationDocumentFacts } from "../documents/derived";
import { childPageJson, childRowsJson, rowJson } from "./plannedSql";

export { accountTeam, assigneeUsers, documentFacts, hitCounts, screeningState, screeningView } from "./plannedSql";

/**
 * One edge read with its applications, and what to do with each application's value of it: a JSON
 * value per row (`column`), or plain columns over a join of the statement (`joined`, read from the row).
 */
export type PlannedEdge = ValuedEdge | { column?: undefined; joined: { join: Prisma.Sql; columns: Prisma.Sql }; read(row: ApplicationRow): void };
type ValuedEdge = PlannedRead<void, [row: ApplicationRow]> & { joined?: undefined };

/** What the applications statement reads besides its rows for `edges`, and how each row's values reach them. */
export function plannedStatement(edges: readonly PlannedEdge[]): { sql: PlannedSql; read(row: ApplicationRow): void } {
  const valued = edges.filter((e): e is ValuedEdge => e.column !== undefined);
  return {
    sql: { columns: valued.map((e) => e.column), joined: edges.flatMap((e) => (e.joined ? [e.joined] : [])) },
    read: (row) => {
      const values = (row as { planned?: unknown[] }).planned;
      if (values) {
        delete (row as { planned?: unknown[] }).planned;
        valued.forEach((edge, i) => edge.read(values[i], row));
      }
      for (const edge of edges) if (edge.joined) edge.read(row);
    },
  };
}

type PlannedPage<T> = PlannedRead<{ items: T[]; nextCursor: string | null }, [applicationId: string]>;

/**
 * Each application's page of `list` for `args`, of the columns `only` names; undefined when the
 * arguments are refused (a cursor or limit: the edge's own resolver reports it, where it always has).
 */
function applicationPage<F extends string, T extends { id: string }>(
  list: ChildList<F, T>,
  args: PageArgs,
  accountId: string,
  only?: readonly string[],
): PlannedPage<T> | undefined {
  let page: Page<F>;
  try {
    page = readPage(args, list.spec, accountId);
  } catch {
    return undefined;
  }
  return childPageJson(list, page, accountId, PLANNED_APPLICATION.id, only);
}

/**
 * An application's page of tasks; with `document`, each task's document is read with it (as one JSON
 * value, of the columns `document.only` names) and handed to `document.found`.
 */
export function plannedTasks(
  actor: Actor,
  args: PageArgs,
  only?: readonly string[],
  document?: { only?: readonly string[]; found(document: DocumentWithValidations): void },
) {
  const row = document && rowJson(accountDocuments, actor.accountId, childColumn("documentId"), document.only);
  const perTask: PlannedRead<void> | undefined = row && {
    column: row.column,
    read: (value) => {
      const found = row.read(value);
      if (found) document.found(found);
    },
  };
  return applicationPage(withPlannedRead(taskList("applicationId"), perTask), args, actor.accountId, only);
}

/** An application's page of notes (with their sources). */
export const plannedNotes = (actor: Actor, args: PageArgs, only?: readonly string[]) => applicationPage(applicationNotes(actor), args, actor.accountId, only);

/** An application's page of audit entries. */
export const plannedAuditLog = (actor: Actor, args: PageArgs, only?: readonly string[]) =>
  applicationPage(applicationAuditLog(actor), args, actor.accountId, only);

/**
 * Each application's page of documents for `args` (replaced ones left out by the applications' facts,
 * `factsOf`), of the columns `only` names; with `notes`, each document's notes are read with it (as one
 * JSON value) and handed to `notes`.
 */
export function documentPagesByApplication(
  sql: SqlReader,
  actor: Actor,
  applicationIds: readonly string[],
  args: PageArgs,
  options: { includeSuperseded?: boolean },
  factsOf: (applicationId: string) => ApplicationDocumentFacts | undefined,
  only?: readonly string[],
  notes?: (documentId: string, notes: Note[]) => void,
) {
  const rows = notes && childRowsJson(documentNotes(actor), actor.accountId, childColumn("id"));
  const perDocument = rows && { column: rows.column, read: (value: unknown, documentId: string) => notes(documentId, rows.read(value)) };
  const list = applicationDocuments(applicationIds, options, factsOf);
  const page = readPage(args, list.spec, actor.accountId);
  return pagesByParent(sql, withPlannedRead(list, perDocument), page, actor.accountId, applicationIds, only);
}
