// The request's loaders of edge pages that are also planned with their parents (./plan.ts):
// the edge's resolver and the planner must reach the same loader, keyed by the same page arguments.
import type { GraphQLContext } from "../context";
import { KnownLoader } from "../knownLoader";
import { toPageArgs } from "../pagination";
import { taskPagesByParent } from "../../domain/tasks/service";
import { notePagesByApplication } from "../../domain/notes/notes";
import { auditLogPagesByApplication } from "../../domain/audit/list";

/**
 * The request's loader of child pages by parent id for one edge and one set of page arguments: every
 * parent of a list asking the same page is answered by one batch.
 */
export function edgePages<T>(ctx: GraphQLContext, edge: string, args: object, batch: (parentIds: readonly string[]) => Promise<T[]>): KnownLoader<string, T> {
  const key = `${edge} ${JSON.stringify(args)}`;
  const known = ctx.loaders.edgePages.get(key) as KnownLoader<string, T> | undefined;
  if (known) return known;
  const loader = new KnownLoader(batch);
  ctx.loaders.edgePages.set(key, loader as KnownLoader<string, unknown>);
  return loader;
}

export type EdgePageArgs = { cursor?: string | null; limit?: number | null; order?: unknown; orderBy?: string | null };

/** The page arguments that tell two edge calls apart; parents asking the same page share one batch. */
export const pageKey = (args: EdgePageArgs) => ({ ...toPageArgs(args) });

/** Application.tasks: each application's page of tasks, all parents asking the same page in one batch. */
export const applicationTasksLoader = (ctx: GraphQLContext, args: EdgePageArgs) =>
  edgePages(ctx, "Application.tasks", pageKey(args), (ids) => taskPagesByParent(ctx.db, ctx.sql, ctx.actor, "applicationId", ids, toPageArgs(args)));

/** Application.notes: each application's page of notes (with their sources). */
export const applicationNotesLoader = (ctx: GraphQLContext, args: EdgePageArgs) =>
  edgePages(ctx, "Application.notes", pageKey(args), (ids) => notePagesByApplication(ctx.sql, ctx.actor, ids, toPageArgs(args)));

/** Application.auditLog: each application's page of audit entries. */
export const applicationAuditLogLoader = (ctx: GraphQLContext, args: EdgePageArgs) =>
  edgePages(ctx, "Application.auditLog", pageKey(args), (ids) => auditLogPagesByApplication(ctx.sql, ctx.actor, ids, toPageArgs(args)));
