// GET /api/v1/audit-logs?applicationId= (spec 4.3): the application's entries and its documents'.
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { invalid, notFound } from "../errors";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";

export const AUDIT_LOGS_LIST: ListSpec<"createdAt"> = {
  name: "audit-logs",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

export async function listAuditLogs(db: PrismaClient, actor: Actor, applicationId: string | undefined, pageArgs: PageArgs) {
  if (!applicationId) throw invalid("applicationId is required", [{ path: "applicationId", message: "required" }]);
  const page = readPage(pageArgs, AUDIT_LOGS_LIST, actor.accountId);
  const application = await db.application.findFirst({ where: { id: applicationId, accountId: actor.accountId }, select: { id: true } });
  if (!application) throw notFound("Application");
  const rows = await db.auditLog.findMany({
    where: {
      AND: [
        { applicationId, accountId: actor.accountId },
        // Entries of the service's own actions stay off the customer's feed.
        actor.operator ? {} : { hidden: false },
        afterCursor(page),
      ],
    },
    orderBy: pageOrder(page),
    take: page.limit + 1,
  });
  return finishPage(rows, page, AUDIT_LOGS_LIST, actor.accountId, (row) => row.createdAt);
}
