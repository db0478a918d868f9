// The account-wide review queue (issue 35 item 2, contract "GET /api/v1/screening/queue"): every hit
// of the caller's account that matches the filters, oldest first unless asked otherwise, cursor-paged
// like every list (createdAt, then id). Indexes ScreeningHit(accountId, createdAt, id) and
// (accountId, status, createdAt, id), and (accountId, type, createdAt, id) for a queue of one type, let a
// page read in order instead of sorting the queue (bench/queue.ts).
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { owned } from "../accountScope";
import { afterCursor, finishPage, pageOrder, readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { parseInput } from "../validation";
import { HIT_COUNT_BUCKETS, ScreeningQueueFilter } from "./inputs";

export const SCREENING_QUEUE_LIST: ListSpec<"createdAt"> = {
  name: "screening-queue",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
  // A queue is worked oldest first.
  defaultOrder: { createdAt: "asc" },
};

export function queueWhere(actor: Actor, raw: unknown): Prisma.ScreeningHitWhereInput {
  const filter = parseInput(ScreeningQueueFilter, raw ?? {});
  const application: Prisma.ApplicationWhereInput = {
    ...(filter.riskLevels ? { riskLevel: { in: filter.riskLevels } } : {}),
    ...(filter.assignees ? { assignees: { some: { userId: { in: filter.assignees } } } } : {}),
  };
  return {
    ...owned(actor),
    status: { in: filter.status ?? [...HIT_COUNT_BUCKETS.open] },
    ...(filter.type ? { type: { in: filter.type } } : {}),
    ...(filter.origin ? { origin: { in: filter.origin } } : {}),
    ...(filter.list ? { source: { in: filter.list } } : {}),
    ...(filter.createdFrom || filter.createdTo
      ? {
          createdAt: { ...(filter.createdFrom ? { gte: new Date(filter.createdFrom) } : {}), ...(filter.createdTo ? { lte: new Date(filter.createdTo) } : {}) },
        }
      : {}),
    ...(Object.keys(application).length ? { application } : {}),
  };
}

/** One page of the queue. */
export async function listScreeningQueue(db: PrismaClient, actor: Actor, rawFilter: unknown, pageArgs: PageArgs) {
  const page = readPage(pageArgs, SCREENING_QUEUE_LIST, actor.accountId);
  const where = queueWhere(actor, rawFilter);
  const rows = await db.screeningHit.findMany({ where: { AND: [where, afterCursor(page)] }, orderBy: pageOrder(page), take: page.limit + 1 });
  return finishPage(rows, page, SCREENING_QUEUE_LIST, actor.accountId, (row) => row.createdAt);
}
