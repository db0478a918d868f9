// Audit trail in GraphQL (spec 2.6, 4.3).
import { builder } from "./builder";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { listAuditLogs } from "../domain/audit/list";

export const AuditLog = builder.prismaObject("AuditLog", {
  fields: (t) => ({
    id: t.exposeID("id"),
    applicationId: t.exposeString("applicationId"),
    documentId: t.exposeString("documentId", { nullable: true }),
    event: t.expose("event", { type: "JSON", description: "{type, entityType, entityId, changes: {field: {before, after}}}" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    performedByName: t.exposeString("performedByName"),
    note: t.string({ resolve: (e) => e.note ?? "" }),
    hidden: t.exposeBoolean("hidden"),
    hash: t.exposeString("hash", { description: "SHA-256 chained to the previous entry of the application" }),
  }),
});

export const AuditLogPage = pageType("AuditLogPage", AuditLog);

builder.queryFields((t) => ({
  auditLogs: t.field({
    type: AuditLogPage,
    args: { applicationId: t.arg.id({ required: true }), ...pageArgs(t.arg) },
    resolve: (_root, args, ctx) => listAuditLogs(ctx.db, ctx.actor, String(args.applicationId), toPageArgs(args)) as never,
  }),
}));
