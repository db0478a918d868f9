// The retention sweep (src/workflows/retention.ts): the real workflow on the time-skipping test server,
// its activities an in-memory stand-in for the accounts' applications. Each application is erased in its
// own activity; one that fails is retried alone; a refusal is counted; a long sweep continues as new
// where it stopped, erasing nothing twice and skipping nothing. Each account's records that belong to no
// application (its /match log past retention, its uploads never registered) are swept once per run.
import { ApplicationFailure } from "@temporalio/common";
import { retentionSweepWorkflow, ERASURES_PER_RUN } from "../../../src/workflows/retention";
import { startTimeSkipping, type TimeSkipping } from "../../support/timeSkipping";

interface App {
  accountId: string;
  id: string;
  erased: boolean;
  /** Attempts that fail before one succeeds (a crash, an outage). */
  failures: number;
  refuse?: boolean;
}

let apps: App[] = [];
const erasures = new Map<string, number>();
/** Accounts a continued run started again at. */
const continuedAt: string[] = [];
/** Sweeps of each account's own records; the first of acc-b fails once (an outage). */
const recordSweeps = new Map<string, number>();
let recordSweepFailures = 0;
const activities = {
  async listAccountIdsPage({ afterId, fromId, pageSize }: { afterId: string | null; fromId: string | null; pageSize: number }) {
    if (fromId) continuedAt.push(fromId);
    const ids = [...new Set(apps.map((a) => a.accountId))].sort();
    return ids.filter((id) => (fromId ? id >= fromId : afterId ? id > afterId : true)).slice(0, pageSize);
  },
  async listApplicationsPastRetention({ accountId, afterId, pageSize }: { accountId: string; afterId: string | null; pageSize: number }) {
    return apps
      .filter((a) => a.accountId === accountId && !a.erased && (afterId === null || a.id > afterId))
      .map((a) => a.id)
      .sort()
      .slice(0, pageSize);
  },
  async sweepAccountRecords({ accountId }: { accountId: string; now: string }) {
    if (accountId === "acc-b" && recordSweepFailures > 0) {
      recordSweepFailures--;
      throw ApplicationFailure.retryable("the database went away");
    }
    recordSweeps.set(accountId, (recordSweeps.get(accountId) ?? 0) + 1);
    return { matchLogsDeleted: accountId === "acc-a" ? 3 : 1, uploadsDeleted: 2 };
  },
  async eraseApplicationPastRetention({ applicationId }: { applicationId: string }) {
    const app = apps.find((a) => a.id === applicationId)!;
    if (app.failures > 0) {
      app.failures--;
      throw ApplicationFailure.retryable("the object store went away");
    }
    if (app.refuse) return "refused" as const;
    if (app.erased) return "already" as const;
    app.erased = true;
    erasures.set(applicationId, (erasures.get(applicationId) ?? 0) + 1);
    return "erased" as const;
  },
};

let temporal: TimeSkipping;
beforeAll(async () => {
  temporal = await startTimeSkipping("retention-sweep", activities);
});
afterAll(async () => {
  await temporal?.stop();
});

const sweep = (id: string) =>
  temporal.env.client.workflow.execute(retentionSweepWorkflow, { taskQueue: temporal.taskQueue, workflowId: id, args: [{ now: "2032-01-01T00:00:00.000Z" }] });

it("erases every application of every account once, past a continue-as-new, retrying a failure and counting a refusal", async () => {
  const pad = (n: number) => String(n).padStart(4, "0");
  apps = [
    ...Array.from({ length: ERASURES_PER_RUN + 40 }, (_, i): App => ({ accountId: "acc-a", id: `a-${pad(i)}`, erased: false, failures: 0 })),
    ...Array.from({ length: 30 }, (_, i): App => ({ accountId: "acc-b", id: `b-${pad(i)}`, erased: false, failures: 0 })),
  ];
  apps[7].failures = 2;
  apps[ERASURES_PER_RUN + 10].refuse = true;
  erasures.clear();
  recordSweepFailures = 1;

  const result = await sweep("retention-sweep-test-1");
  expect(result).toEqual({ now: "2032-01-01T00:00:00.000Z", erased: apps.length - 1, refused: 1, matchLogsDeleted: 4, uploadsDeleted: 4 });
  expect(continuedAt).toEqual(["acc-a"]);
  // Once per account, though the run continued as new in the middle of acc-a's applications.
  expect(Object.fromEntries(recordSweeps)).toEqual({ "acc-a": 1, "acc-b": 1 });
  expect([...erasures.values()].every((n) => n === 1)).toBe(true);
  expect(apps.filter((a) => !a.erased).map((a) => a.id)).toEqual([apps[ERASURES_PER_RUN + 10].id]);

  // A second run finds nothing new (the refused one is refused again).
  expect(await sweep("retention-sweep-test-2")).toMatchObject({ erased: 0, refused: 1 });
});
