// Audit trail in GraphQL (spec 2.6, 4.3).
import { builder } from "./builder";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { listAuditLogs } from "../domain/audit/list";

export const AuditLog = builder.prismaObject("AuditLog", {
  description: "One entry of an application's audit trail (hash-chained, append-only)",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    applicationId: t.exposeString("applicationId", { description: "The application it belongs to" }),
    documentId: t.exposeString("documentId", { description: "The document the change was about, if any", nullable: true }),
    event: t.expose("event", { type: "JSON", description: "{type, entityType, entityId, changes: {field: {before, after}}}" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    performedByName: t.exposeString("performedByName", { description: "Who made the change, as recorded then" }),
    note: t.string({ description: "A reviewer's note on the entry", resolve: (e) => e.note ?? "" }),
    hidden: t.exposeBoolean("hidden", { description: "Hidden from the customer's view" }),
    hash: t.exposeString("hash", { description: "SHA-256 chained to the previous entry of the application" }),
  }),
});

export const AuditLogPage = pageType("AuditLogPage", AuditLog);

builder.queryFields((t) => ({
  auditLogs: t.field({
    description: "Audit entries of an application and its documents, a page at a time (spec 4.3)",
    type: AuditLogPage,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application whose audit trail (its documents' entries included) to list" }),
      ...pageArgs(t.arg),
    },
    resolve: (_root, args, ctx) => listAuditLogs(ctx.db, ctx.sql, ctx.actor, String(args.applicationId), toPageArgs(args)),
  }),
}));
