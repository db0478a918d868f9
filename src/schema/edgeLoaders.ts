// The request's loaders of edge pages that are also planned with their parents (src/schema/plan.ts):
// the edge's resolver and the planner must reach the same loader, keyed by the same page arguments.
import type { GraphQLContext } from "./context";
import { toPageArgs } from "./pagination";
import { taskPagesByParent } from "../domain/tasks/service";
import { notePagesByApplication } from "../domain/notes/notes";
import { auditLogPagesByApplication } from "../domain/audit/list";

export type EdgePageArgs = { cursor?: string | null; limit?: number | null; order?: unknown; orderBy?: string | null };

/** The page arguments that tell two edge calls apart; parents asking the same page share one batch. */
export const pageKey = (args: EdgePageArgs) => ({ ...toPageArgs(args) });

/** Application.tasks: each application's page of tasks, all parents asking the same page in one batch. */
export const applicationTasksLoader = (ctx: GraphQLContext, args: EdgePageArgs) =>
  ctx.loaders.pages("Application.tasks", pageKey(args), (ids) => taskPagesByParent(ctx.db, ctx.sql, ctx.actor, "applicationId", ids, toPageArgs(args)));

/** Application.notes: each application's page of notes (with their sources). */
export const applicationNotesLoader = (ctx: GraphQLContext, args: EdgePageArgs) =>
  ctx.loaders.pages("Application.notes", pageKey(args), (ids) => notePagesByApplication(ctx.sql, ctx.actor, ids, toPageArgs(args)));

/** Application.auditLog: each application's page of audit entries. */
export const applicationAuditLogLoader = (ctx: GraphQLContext, args: EdgePageArgs) =>
  ctx.loaders.pages("Application.auditLog", pageKey(args), (ids) => auditLogPagesByApplication(ctx.sql, ctx.actor, ids, toPageArgs(args)));
