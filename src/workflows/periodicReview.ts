// The periodic review sweep (docs/case-work.md): Temporal Schedule `periodic-review-sweep` runs it
// daily. Each activity call opens the review tasks of a page of applications falling due; a page
// opened is never selected again (it has an open task), so a run killed midway is finished by the
// next, and two runs beside each other cannot open a task twice for one application by much: the
// schedule never overlaps them.
import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";

/** Retried through a database outage; a page is one transaction per account. */
const OPEN_OPTIONS = {
  startToCloseTimeout: "2 minutes",
  retry: { initialInterval: "5 seconds", backoffCoefficient: 2, maximumInterval: "2 minutes", maximumAttempts: 20 },
} as const;
/** Pages per run: bounds the run's history; the next day's run goes on. */
const PAGES_PER_RUN = 200;

const { openDuePeriodicReviews } = proxyActivities<Activities>(OPEN_OPTIONS);

export async function periodicReviewSweepWorkflow(input: { now?: string } = {}): Promise<{ opened: number }> {
  const now = input.now ?? new Date().toISOString();
  let opened = 0;
  for (let page = 0; page < PAGES_PER_RUN; page++) {
    const n = await openDuePeriodicReviews({ now });
    opened += n;
    if (n === 0) break;
  }
  return { opened };
}
