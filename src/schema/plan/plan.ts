// Planned edges: when applications are resolved (a page, or one by id), the edges their
// query selects on every application (assignees, tasks, notes, audit trail, screening, hit counts,
// the documents' facts) are read in the applications' own statement, as JSON columns, and primed into
// the request's loaders, so their resolvers answer without a statement of their own. A statement
// costs the API CPU whatever its rows (most of it the driver's socket write), so a statement per edge
// made the list screen several times the flat page (docs/performance.md has the figures).
// Planned rows read only the columns the operation can show (./selectedColumns.ts). This module reads
// the operation (which edges, pages and columns); the read model writes the SQL (src/domain/readModel).
import { getArgumentValues, Kind, type FieldNode, type GraphQLField, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import type DataLoader from "dataloader";
import type { User } from "../../generated/prisma/client";
import type { PlannedSql } from "../../domain/applications/list";
import type { ApplicationRow } from "../../domain/applications/service";
import type { PageArgs } from "../../domain/pagination/cursor";
import type { PlannedRead } from "../../kernel/plannedRead";
import {
  accountTeam,
  assigneeUsers,
  documentFacts,
  hitCounts,
  plannedAuditLog,
  plannedNotes,
  plannedStatement,
  plannedTasks,
  screeningState,
  screeningView,
  type PlannedEdge,
} from "../../domain/readModel";
import { screeningStateLoader } from "../screeningStateLoader";
import type { GraphQLContext } from "../context";
import { applicationAuditLogLoader, applicationNotesLoader, applicationTasksLoader, type EdgePageArgs } from "./edgeLoaders";
import { toPageArgs } from "../pagination";
import { columnsFor, COLUMN_NEEDS, fieldsAskedByType, mayAsk } from "./selectedColumns";

/**
 * The fields a selection set asks of its objects, fragments followed. @skip/@include are not read:
 * planning an edge the query skips costs a column, never a wrong answer.
 */
function fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo, into: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, info, into);
    else fieldsOf(info.fragments[selection.name.value]?.selectionSet, info, into);
  }
  return into;
}

/** Whether `node` selects the field at `path` (names, fragments followed). */
function selects(node: FieldNode, info: GraphQLResolveInfo, path: string[]): boolean {
  let level = [node];
  for (const name of path) level = level.flatMap((n) => fieldsOf(n.selectionSet, info)).filter((f) => f.name.value === name);
  return level.length > 0;
}

/** Whether the field being resolved selects the field at `path` of its result. */
export function resultSelects(info: GraphQLResolveInfo, path: string[]): boolean {
  return info.fieldNodes.some((node) => selects(node, info, path));
}

export interface ApplicationPlan {
  /** What the applications statement reads besides the rows (listApplications' and applicationsByIds' `planned`). */
  sql: PlannedSql;
  /** Primes the request's loaders with each row and its planned values. */
  prime(rows: ApplicationRow[]): void;
}

type EdgePlanner = (node: FieldNode, field: GraphQLField<unknown, unknown>, info: GraphQLResolveInfo, ctx: GraphQLContext) => PlannedEdge | undefined;

/**
 * A paginated edge: the page the read model plans for the node's arguments and the columns the
 * operation can show of `type`, read with each application and primed into the loader its resolver
 * reads. No plan when the arguments are refused: the field's own resolver reports them.
 */
const pageEdge =
  <T>(
    planOf: (
      args: PageArgs,
      only: readonly string[] | undefined,
      node: FieldNode,
      info: GraphQLResolveInfo,
      ctx: GraphQLContext,
    ) => PlannedRead<{ items: T[]; nextCursor: string | null }, [applicationId: string]> | undefined,
    type: keyof typeof COLUMN_NEEDS,
    loaderOf: (ctx: GraphQLContext, args: EdgePageArgs) => DataLoader<string, { items: T[]; nextCursor: string | null }>,
  ): EdgePlanner =>
  (node, field, info, ctx) => {
    const args = getArgumentValues(field, node, info.variableValues) as EdgePageArgs;
    const edge = planOf(toPageArgs(args), columnsFor(info, type), node, info, ctx);
    if (!edge) return undefined;
    const loader = loaderOf(ctx, args);
    return { column: edge.column, read: (value, row) => loader.prime(row.id, edge.read(value, row.id)) };
  };

/** The edges of Application that can be planned, by field name. */
const PLANNERS: Record<string, EdgePlanner> = {
  assigneeUsers: (_node, _field, _info, ctx) => {
    const users = assigneeUsers(ctx.actor.accountId);
    return {
      column: users.column,
      read: (value, row) => {
        const found = new Map(users.read(value).map((u) => [u.id, u] as const));
        // Assignees who are not users of this account resolve to none, as through the loader.
        for (const { userId } of row.assignees) ctx.loaders.userById.prime(userId, found.get(userId) ?? (null as User | null));
      },
    };
  },
  // A task's document, when the query asks for it, is read with the task (as one JSON value).
  tasks: pageEdge(
    (args, only, node, info, ctx) =>
      plannedTasks(
        ctx.actor,
        args,
        only,
        selects(node, info, ["items", "document"])
          ? { only: columnsFor(info, "Document"), found: (document) => ctx.loaders.documentById.prime(document.id, document) }
          : undefined,
      ),
    "Task",
    applicationTasksLoader,
  ),
  notes: pageEdge((args, only, _node, _info, ctx) => plannedNotes(ctx.actor, args, only), "Note", applicationNotesLoader),
  auditLog: pageEdge((args, only, _node, _info, ctx) => plannedAuditLog(ctx.actor, args, only), "AuditLog", applicationAuditLogLoader),
  screening: (_node, _field, info, ctx) => {
    const screening = screeningView(ctx.actor.accountId, columnsFor(info, "ScreeningHit"));
    return {
      column: screening.column,
      read: (value, row) => {
        const { view, hits, groups } = screening.read(value, row.id);
        ctx.loaders.screeningView.prime(row.id, view);
        ctx.loaders.hitCounts.prime(row.id, view.counts);
        // Every hit and story of the application is in hand: tasks and hits reaching them read nothing.
        for (const hit of hits) ctx.loaders.hitById.prime(hit.id, hit);
        for (const group of groups) ctx.loaders.groupById.prime(group.id, group);
      },
    };
  },
  // Asked on every page of GET /applications: read with the rows rather than in two statements of its own.
  screeningState: (_node, _field, _info, ctx) => {
    const state = screeningState();
    const now = new Date();
    return { column: state.column, read: (value, row) => screeningStateLoader(ctx).prime(row.id, state.read(value, now)) };
  },
  screeningHitCounts: (_node, _field, _info, ctx) => {
    const counts = hitCounts();
    return { joined: counts, read: (row) => ctx.loaders.hitCounts.prime(row.id, counts.read(row as unknown as Record<string, unknown>)) };
  },
  // The documents' page itself waits on these facts (replaced documents are filtered out in SQL).
  documents: (_node, _field, info, ctx) => {
    const facts = documentFacts(ctx.actor.accountId, mayAsk(info, "Document", "duplicateOf"));
    return { column: facts.column, read: (value, row) => ctx.loaders.documentFacts.prime(row.id, facts.read(value, row)) };
  },
};

/** The fields that reach a user by id through the userById loader (./edges.ts), by type. */
const USER_EDGES: Record<string, readonly string[]> = {
  Task: ["assignee", "reviewer"],
  Note: ["author"],
  ScreeningHitNote: ["author"],
  AuditLog: ["performedBy"],
};

/**
 * One application's query that reaches users by id: the account's team read with it (when small,
 * accountTeam) and primed, so those edges wait on no statement of their own. Planned for one
 * application only: on a page every row would carry the same team again.
 */
function plannedTeam(info: GraphQLResolveInfo, ctx: GraphQLContext): PlannedEdge | undefined {
  if (info.operation.operation !== "query") return undefined;
  const asked = fieldsAskedByType(info);
  if (!Object.entries(USER_EDGES).some(([type, names]) => names.some((name) => asked.get(type)?.has(name)))) return undefined;
  const team = accountTeam(ctx.actor.accountId);
  return {
    column: team.column,
    read: (value) => {
      for (const user of team.read(value) ?? []) ctx.loaders.userById.prime(user.id, user);
    },
  };
}

/** The plan for applications whose query selects `selected` on each (the first selection of an edge is planned; others use their loaders). */
function planApplications(selected: FieldNode[], info: GraphQLResolveInfo, ctx: GraphQLContext, also: PlannedEdge[] = []): ApplicationPlan {
  const fields = (info.schema.getType("Application") as GraphQLObjectType | undefined)?.getFields() ?? {};
  const edges: PlannedEdge[] = [...also];
  const planned = new Set<string>();
  for (const node of selected) {
    const name = node.name.value;
    const planner = PLANNERS[name];
    if (!planner || planned.has(name) || !fields[name]) continue;
    planned.add(name);
    const edge = planner(node, fields[name] as GraphQLField<unknown, unknown>, info, ctx);
    if (edge) edges.push(edge);
  }
  const statement = plannedStatement(edges);
  return {
    sql: statement.sql,
    prime: (rows) => {
      for (const row of rows) {
        // The rows themselves: edges back to the application and to its key persons read nothing.
        ctx.loaders.applicationById.prime(row.id, row);
        for (const person of row.individuals) ctx.loaders.individualById.prime(person.id, person);
        for (const person of row.businesses) ctx.loaders.businessById.prime(person.id, person);
        statement.read(row);
      }
    },
  };
}

/** The plan for the applications of a page (`items` of the field being resolved). */
export function planApplicationPage(info: GraphQLResolveInfo, ctx: GraphQLContext): ApplicationPlan {
  const items = info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info)).filter((f) => f.name.value === "items");
  return planApplications(
    items.flatMap((node) => fieldsOf(node.selectionSet, info)),
    info,
    ctx,
  );
}

/** The plan for the one application of the field being resolved (`application(id:)`). */
export function planApplication(info: GraphQLResolveInfo, ctx: GraphQLContext): ApplicationPlan {
  const team = plannedTeam(info, ctx);
  return planApplications(
    info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info)),
    info,
    ctx,
    team ? [team] : [],
  );
}
