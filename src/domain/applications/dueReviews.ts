// Opening the review tasks of applications whose periodic review falls due (periodicReview.ts), run
// by the daily Temporal schedule `periodic-review-sweep`.
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { serviceActor } from "../auth/context";
import { withChange } from "../applicationChange";
import { OPEN_TASK_STATUSES, openTasksBulk } from "../tasks/service";

const DUE_PAGE = 200;

/**
 * Opens a PERIODIC_REVIEW task on every approved application whose review falls due within its
 * account's lead days and has none open, a page at a time; returns how many it opened (0: done).
 * Safe to rerun: an application with an open review task is not selected again.
 */
export async function openDueReviews(db: PrismaClient, now: Date): Promise<number> {
  const due = await db.$queryRaw<{ id: string; accountId: string; nextReviewAt: Date }[]>`
    SELECT a.id, a."accountId", a."nextReviewAt" FROM "Application" a JOIN "Account" c ON c.id = a."accountId"
    WHERE a.status = 'APPROVED' AND a."erasedAt" IS NULL AND a."nextReviewAt" IS NOT NULL
      AND a."nextReviewAt" <= ${now}::timestamp + make_interval(days => c."reviewLeadDays")
      AND NOT EXISTS (SELECT 1 FROM "Task" t WHERE t."applicationId" = a.id AND t.type = 'PERIODIC_REVIEW'
        AND t.status IN (${Prisma.join([...OPEN_TASK_STATUSES])}))
    ORDER BY a."nextReviewAt", a.id LIMIT ${DUE_PAGE}`;
  const byAccount = Map.groupBy(due, (row) => row.accountId);
  for (const [accountId, rows] of byAccount) {
    await withChange(db, serviceActor(accountId), async (change) => {
      await change.lock(rows.map((r) => r.id));
      await openTasksBulk(
        change,
        rows.map((row) => ({
          applicationId: row.id,
          type: "PERIODIC_REVIEW",
          title: `Periodic review due ${row.nextReviewAt.toISOString().slice(0, 10)}`,
          description: "Review the investor's record, documents and screening; resolving this task completes the review and re-screens every person",
          entityType: "APPLICATION" as const,
          entityId: row.id,
        })),
      );
    });
  }
  return due.length;
}
