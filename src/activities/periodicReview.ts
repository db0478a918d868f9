// The periodic review sweep's I/O (src/workflows/periodicReview.ts): a thin wrapper over src/domain.
import type { PrismaClient } from "../generated/prisma/client";
import { openDueReviews } from "../domain/applications/dueReviews";

export function periodicReviewActivities({ db }: { db: PrismaClient }) {
  return {
    /** Opens the review tasks of up to a page of applications falling due; 0 when none is left. */
    async openDuePeriodicReviews(input: { now: string }): Promise<number> {
      return openDueReviews(db, new Date(input.now));
    },
  };
}
