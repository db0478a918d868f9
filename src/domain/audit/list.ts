// GET /api/v1/audit-logs?applicationId= (spec 4.3): the application's entries and its documents'.
import { Prisma, type AuditLog, type PrismaClient } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { pagesByParent, type ChildList } from "../pagination/byParent";
import type { Actor } from "../auth/context";
import { invalid } from "../../errors";
import { readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { orNotFound, owned } from "../../kernel/accountScope";

const AUDIT_LOGS_LIST: ListSpec<"createdAt"> = {
  name: "audit-logs",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

/** GET /audit-logs?applicationId=: the list's one read path, the specification below with one parent (as the edges read it). */
export async function listAuditLogs(db: PrismaClient, sql: SqlReader, actor: Actor, applicationId: string | undefined, pageArgs: PageArgs) {
  if (!applicationId) throw invalid("applicationId is required", [{ path: "applicationId", message: "required" }]);
  const page = readPage(pageArgs, AUDIT_LOGS_LIST, actor.accountId);
  await orNotFound("Application", db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, select: { id: true } }));
  const [entries] = await pagesByParent(sql, applicationAuditLog(actor), page, actor.accountId, [applicationId]);
  return entries;
}

/** Who sees which audit entries: the service's own (hidden) entries are for operator keys only. */
export function auditVisibility(actor: Actor) {
  return actor.operator ? {} : { hidden: false };
}

/**
 * An application's audit entries as GET /audit-logs lists them: the service's own entries stay off the
 * customer's feed. The batched edge and Application.auditLog planned with its parents (src/schema/plan) read it.
 */
export const applicationAuditLog = (actor: Actor): ChildList<"createdAt", AuditLog> => ({
  spec: AUDIT_LOGS_LIST,
  model: "AuditLog",
  table: "AuditLog",
  parentColumn: "applicationId",
  fields: Prisma.AuditLogScalarFieldEnum,
  where: auditVisibility(actor),
  hydrate: (row) => row as unknown as AuditLog,
});

/** Each application's page of audit entries (the GraphQL edge Application.auditLog), for many applications in one statement. */
export function auditLogPagesByApplication(sql: SqlReader, actor: Actor, applicationIds: readonly string[], pageArgs: PageArgs) {
  return pagesByParent(sql, applicationAuditLog(actor), readPage(pageArgs, AUDIT_LOGS_LIST, actor.accountId), actor.accountId, applicationIds);
}
