// Planned edges (issue 19): when a page of applications is resolved, the edges its query selects on
// every application (assigneeUsers, tasks) are read in the page's own statement, as JSON columns, and
// primed into the request's loaders, so their resolvers answer without a statement of their own.
// A statement costs ~1 ms of API CPU whatever its rows, which made the list screen ~3× the flat page.
import { getArgumentValues, Kind, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import type { Prisma, User } from "../generated/prisma/client";
import type { ApplicationRow } from "../domain/applications/service";
import { plannedAssigneeUsers } from "../domain/accounts/users";
import { plannedApplicationTasks } from "../domain/tasks/service";
import type { GraphQLContext } from "./context";
import { applicationTasksLoader, type EdgePageArgs } from "./edgeLoaders";
import { toPageArgs } from "./pagination";

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

export interface ApplicationPlan {
  /** Columns over alias `a` for the applications statement (listApplications' `planned`). */
  columns: Prisma.Sql[];
  /** Primes the request's loaders with each row's planned values. */
  prime(rows: ApplicationRow[]): void;
}

/** The plan for the applications of a page (`items` of the field being resolved). */
export function planApplicationPage(info: GraphQLResolveInfo, ctx: GraphQLContext): ApplicationPlan {
  const items = info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info)).filter((f) => f.name.value === "items");
  const selected = items.flatMap((node) => fieldsOf(node.selectionSet, info));
  const readers: ((row: ApplicationRow, value: unknown) => void)[] = [];
  const columns: Prisma.Sql[] = [];

  if (selected.some((f) => f.name.value === "assigneeUsers")) {
    const users = plannedAssigneeUsers(ctx.actor);
    columns.push(users.column);
    readers.push((row, value) => {
      const found = new Map(users.read(value as never).map((u) => [u.id, u] as const));
      // Assignees who are not users of this account resolve to none, as through the loader.
      for (const { userId } of row.assignees) ctx.loaders.userById.prime(userId, found.get(userId) ?? (null as User | null));
    });
  }

  // One `tasks` selection is planned (several with other arguments go through their loader).
  const tasksNode = selected.find((f) => f.name.value === "tasks");
  const tasksField = (info.schema.getType("Application") as GraphQLObjectType | undefined)?.getFields().tasks;
  if (tasksNode && tasksField) {
    const args = getArgumentValues(tasksField, tasksNode, info.variableValues) as EdgePageArgs;
    let tasks: ReturnType<typeof plannedApplicationTasks> | undefined;
    try {
      tasks = plannedApplicationTasks(ctx.actor, toPageArgs(args));
    } catch {
      // A refused cursor or limit: the field's own resolver reports it, where it always has.
    }
    if (tasks) {
      const planned = tasks;
      const loader = applicationTasksLoader(ctx, args);
      columns.push(planned.column);
      readers.push((row, value) => loader.prime(row.id, planned.read(value as never)));
    }
  }

  return {
    columns,
    prime: (rows) => {
      for (const row of rows) {
        const values = (row as { planned?: unknown[] }).planned;
        if (!values) continue;
        delete (row as { planned?: unknown[] }).planned;
        readers.forEach((read, i) => read(row, values[i]));
      }
    },
  };
}
