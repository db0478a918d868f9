// The retention sweep (docs/retention-and-erasure.md): Temporal Schedule `retention-sweep` runs it daily
// (`npm run admin -- retention:sweep` runs it at once). It walks every account's applications whose
// retention has passed, and erases each in its own activity, so one failing application is retried
// alone and the rest go on. Before an account's applications, one activity deletes its /match log
// rows past retention and its uploads never registered (expired URL plus UPLOAD_GRACE_PERIOD). Safe to rerun: an application a crash left half-erased is still unerased
// in the database (its rows commit in one transaction), so the next run selects and finishes it.
import { continueAsNew, proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";

const PAGE_SIZE = 100;
/** Erasures per run before it continues as new, bounding its history. */
export const ERASURES_PER_RUN = 500;

const LIST_OPTIONS = { startToCloseTimeout: "1 minute", retry: { initialInterval: "1 second", maximumAttempts: 10 } } as const;
/** An erasure deletes an application's stored files, then commits its tombstones: retried through outages. */
const ERASE_OPTIONS = {
  startToCloseTimeout: "5 minutes",
  retry: { initialInterval: "5 seconds", backoffCoefficient: 2, maximumInterval: "5 minutes", maximumAttempts: 20 },
} as const;

const { listAccountIdsPage, listApplicationsPastRetention } = proxyActivities<Activities>(LIST_OPTIONS);
const { sweepAccountRecords } = proxyActivities<Activities>({ ...ERASE_OPTIONS, startToCloseTimeout: "30 minutes" });
const { eraseApplicationPastRetention } = proxyActivities<Activities>(ERASE_OPTIONS);

export interface RetentionSweepInput {
  /** The instant retention is judged at (ISO); a continued run keeps its first run's. */
  now?: string;
  /** Where a continued run goes on: the account, and the last application it handled there. */
  accountId?: string | null;
  afterApplicationId?: string | null;
  erased?: number;
  refused?: number;
  matchLogsDeleted?: number;
  uploadsDeleted?: number;
}

export interface RetentionSweepResult {
  now: string;
  erased: number;
  /** Applications a rule refused when their turn came (a legal hold set meanwhile, say). */
  refused: number;
  /** /match log rows deleted past the account's retention. */
  matchLogsDeleted: number;
  /** Uploads never registered, deleted after their URL expired and the grace period passed. */
  uploadsDeleted: number;
}

export async function retentionSweepWorkflow(input: RetentionSweepInput = {}): Promise<RetentionSweepResult> {
  const now = input.now ?? new Date().toISOString();
  const totals = {
    erased: input.erased ?? 0,
    refused: input.refused ?? 0,
    matchLogsDeleted: input.matchLogsDeleted ?? 0,
    uploadsDeleted: input.uploadsDeleted ?? 0,
  };
  let thisRun = 0;
  // A continued run starts again at its account (inclusive), then pages on after each last id.
  let accountPage: { afterId: string | null; fromId: string | null } = { afterId: null, fromId: input.accountId ?? null };
  let resumeAfter = input.afterApplicationId ?? null;
  for (;;) {
    const accounts = await listAccountIdsPage({ ...accountPage, pageSize: PAGE_SIZE });
    if (accounts.length === 0) return { now, ...totals };
    for (const accountId of accounts) {
      let afterId: string | null = resumeAfter;
      resumeAfter = null;
      // A run continued in the middle of this account's applications swept its records already.
      if (afterId === null) {
        const swept = await sweepAccountRecords({ accountId, now });
        totals.matchLogsDeleted += swept.matchLogsDeleted;
        totals.uploadsDeleted += swept.uploadsDeleted;
      }
      for (;;) {
        const ids = await listApplicationsPastRetention({ accountId, now, afterId, pageSize: PAGE_SIZE });
        if (ids.length === 0) break;
        for (const applicationId of ids) {
          const outcome = await eraseApplicationPastRetention({ accountId, applicationId, now });
          if (outcome === "erased") totals.erased++;
          else if (outcome === "refused") totals.refused++;
          afterId = applicationId;
          if (++thisRun >= ERASURES_PER_RUN) {
            await continueAsNew<typeof retentionSweepWorkflow>({ now, accountId, afterApplicationId: afterId, ...totals });
          }
        }
      }
    }
    accountPage = { afterId: accounts[accounts.length - 1], fromId: null };
  }
}
