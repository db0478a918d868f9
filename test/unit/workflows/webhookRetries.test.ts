// Spec 6.4 rule 3: a failed delivery is retried after each delay of WEBHOOK_RETRY_SCHEDULE, then
// given up. The real workflow runs against the time-skipping test server with mocked steps (prepare,
// send, record), so the default schedule (5 h 12 min 30 s of waits) passes in well under a second of
// real time, and a database outage around the send is staged by failing the database steps.
import { Context } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import { Worker } from "@temporalio/worker";
import { parseSchedule } from "../../../src/config";
import type { AttemptOutcome, PreparedAttempt, SendRequest, SentAttempt } from "../../../src/domain/webhooks/deliver";
import { webhookDeliveryBatchWorkflow, webhookDeliveryWorkflow } from "../../../src/workflows/webhookDelivery";
import { startTimeSkipping, workflowBundle, type TimeSkipping } from "../../support/timeSkipping";

const SCHEDULE = parseSchedule("30s,2m,10m,1h,4h"); // the contract's default

interface Attempt {
  attempt: number | null;
  nextDelayMs: number | null;
  /** Server time at which the attempt was prepared (skipped time, not the wall clock). */
  at: number;
}

/**
 * Per delivery id: what its attempts answer in turn (then they fail with HTTP 500), what they were
 * asked, and how often its POST went out. `{ done: true, status: "HELD" }` is answered by the
 * prepare step (the application went to the service): nothing is sent.
 */
interface Scripted {
  outcomes: AttemptOutcome[];
  attempts: Attempt[];
  sends: number;
  preparedAt: number;
}
const deliveries = new Map<string, Scripted>();
/** A database outage: this many prepare or record calls fail, as they do while PostgreSQL is away. */
const outage = { prepares: 0, records: 0 };
const calls = { prepare: 0, send: 0, record: 0 };

function databaseCall(kind: "prepares" | "records") {
  if (outage[kind] > 0) {
    outage[kind]--;
    // Retried as the workflow's policy retries it, sooner: a retry's backoff is real time, even here.
    throw ApplicationFailure.create({ message: "Can't reach database server", type: "DatabaseUnavailable", nextRetryDelay: "20ms" });
  }
}

const next = (d: Scripted): AttemptOutcome => d.outcomes[d.attempts.length] ?? { done: false, error: "HTTP 500" };

const activities = {
  async prepareWebhookAttempts({ deliveryIds }: { deliveryIds: string[] }): Promise<PreparedAttempt[]> {
    calls.prepare++;
    databaseCall("prepares");
    const at = Context.current().info.scheduledTimestampMs;
    return deliveryIds.map((deliveryId) => {
      const d = deliveries.get(deliveryId)!;
      d.preparedAt = at;
      const outcome = next(d);
      if (outcome.done && outcome.status === "HELD") {
        d.attempts.push({ attempt: null, nextDelayMs: null, at });
        return { deliveryId, settled: "HELD" };
      }
      return {
        deliveryId,
        send: { deliveryId, event: "application.created", url: "http://receiver.test/hook", body: "{}", secret: "sealed", previousSecret: null },
      };
    });
  },
  async sendWebhookAttempts({ requests }: { requests: SendRequest[] }): Promise<SentAttempt[]> {
    calls.send++;
    return requests.map(({ deliveryId }) => {
      const d = deliveries.get(deliveryId)!;
      d.sends++;
      const outcome = next(d);
      const error = outcome.done ? null : outcome.error;
      return { deliveryId, startedAt: new Date().toISOString(), latencyMs: 1, statusCode: error ? 500 : 200, excerpt: "ok", error };
    });
  },
  async recordWebhookAttempts(input: { attempt: number; nextDelayMs: number | null; sent: SentAttempt[] }): Promise<AttemptOutcome[]> {
    calls.record++;
    databaseCall("records");
    return input.sent.map(({ deliveryId, error }) => {
      const d = deliveries.get(deliveryId)!;
      d.attempts.push({ attempt: input.attempt, nextDelayMs: input.nextDelayMs, at: d.preparedAt });
      if (error === null) return { done: true, status: "SUCCEEDED" };
      return input.nextDelayMs === null ? { done: true, status: "FAILED" } : { done: false, error };
    });
  },
};

let temporal: TimeSkipping;
beforeAll(async () => {
  temporal = await startTimeSkipping("webhook-retries", activities);
});
afterAll(async () => {
  await temporal?.stop();
});
beforeEach(() => {
  Object.assign(outage, { prepares: 0, records: 0 });
  Object.assign(calls, { prepare: 0, send: 0, record: 0 });
});

function script(deliveryId: string, outcomes: AttemptOutcome[] = []): Scripted {
  const scripted = { outcomes, attempts: [], sends: 0, preparedAt: 0 };
  deliveries.set(deliveryId, scripted);
  return scripted;
}

async function deliver(
  deliveryId: string,
  input: { retryScheduleMs: number[]; fromStep?: number; attemptNumberOffset?: number; attemptNow?: boolean },
  outcomes: AttemptOutcome[] = [],
) {
  const { attempts } = script(deliveryId, outcomes);
  const started = Date.now();
  const result = await temporal.env.client.workflow.execute(webhookDeliveryWorkflow, {
    workflowId: `delivery-${deliveryId}`,
    taskQueue: temporal.taskQueue,
    args: [{ deliveryId, ...input }],
  });
  return { result, attempts, wallMs: Date.now() - started, gaps: attempts.slice(1).map((a, i) => a.at - attempts[i].at) };
}

/** Activities the run scheduled, by type, and the attempt each last started with (its retries). */
async function activitiesOf(workflowId: string) {
  const history = await temporal.env.client.workflow.getHandle(workflowId).fetchHistory();
  const scheduled = new Map<number, string>();
  const runs: { type: string; attempt: number }[] = [];
  for (const event of history.events ?? []) {
    const type = event.activityTaskScheduledEventAttributes?.activityType?.name;
    if (type) scheduled.set(Number(event.eventId), type);
    const started = event.activityTaskStartedEventAttributes;
    if (started) runs.push({ type: scheduled.get(Number(started.scheduledEventId))!, attempt: started.attempt ?? 1 });
  }
  return { history, types: [...scheduled.values()], runs };
}

it("waits each delay of the schedule between attempts, then gives up after the last", async () => {
  const { result, attempts, gaps, wallMs } = await deliver("gives-up", { retryScheduleMs: SCHEDULE });
  expect(result).toBe("FAILED");
  expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
  // Each gap is its delay (a timer fires at its time; the attempt is scheduled within the same second).
  gaps.forEach((gap, i) => {
    expect(gap).toBeGreaterThanOrEqual(SCHEDULE[i]);
    expect(gap).toBeLessThan(SCHEDULE[i] + 1000);
  });
  // Every attempt tells the delivery record when the next one comes; the last that none does.
  expect(attempts.map((a) => a.nextDelayMs)).toEqual([...SCHEDULE, null]);
  expect(wallMs).toBeLessThan(10_000); // no real waits: the schedule spans over five hours
});

it("stops at the first attempt that settles the delivery", async () => {
  const { result, attempts } = await deliver("succeeds-third", { retryScheduleMs: SCHEDULE }, [
    { done: false, error: "HTTP 503" },
    { done: false, error: "timeout" },
    { done: true, status: "SUCCEEDED" },
  ]);
  expect(result).toBe("SUCCEEDED");
  expect(attempts).toHaveLength(3);
});

it("answers HELD when the application went to the service meanwhile, without retrying", async () => {
  const { result, attempts } = await deliver("held", { retryScheduleMs: SCHEDULE }, [
    { done: false, error: "HTTP 500" },
    { done: true, status: "HELD" },
  ]);
  expect(result).toBe("HELD");
  expect(attempts).toHaveLength(2);
});

it("continues a batch's first attempt: waits the first delay, then numbers attempts on from 2", async () => {
  const { result, attempts, gaps } = await deliver("from-step-2", { retryScheduleMs: parseSchedule("1m,5m"), fromStep: 2 });
  expect(result).toBe("FAILED");
  expect(attempts.map((a) => [a.attempt, a.nextDelayMs])).toEqual([
    [2, 300_000],
    [3, null],
  ]);
  expect(gaps[0]).toBeGreaterThanOrEqual(300_000);
  expect(gaps[0]).toBeLessThan(301_000);
});

it("attempts at once when the reconciler starts a delivery again, then keeps to the rest of the schedule", async () => {
  const started = await temporal.env.currentTimeMs();
  const { attempts, gaps } = await deliver("reconciled", { retryScheduleMs: parseSchedule("1m,5m,1h"), fromStep: 3, attemptNow: true });
  // Attempt 3 at once (its 5 min wait had passed before its run was lost), attempt 4 an hour later.
  expect(attempts.map((a) => [a.attempt, a.nextDelayMs])).toEqual([
    [3, 3_600_000],
    [4, null],
  ]);
  expect(attempts[0].at - started).toBeLessThan(1000);
  expect(gaps[0]).toBeGreaterThanOrEqual(3_600_000);
});

it("continues the attempt numbering of an earlier delivery on redelivery", async () => {
  const { attempts } = await deliver("redelivery", { retryScheduleMs: parseSchedule("10s"), attemptNumberOffset: 6 });
  expect(attempts.map((a) => a.attempt)).toEqual([7, 8]);
});

it("makes a single attempt when the schedule is empty", async () => {
  const { result, attempts } = await deliver("no-retries", { retryScheduleMs: [] });
  expect(result).toBe("FAILED");
  expect(attempts.map((a) => [a.attempt, a.nextDelayMs])).toEqual([[1, null]]);
});

it("continues each failed first attempt of a batch in its own delivery-<id> run, from the second step", async () => {
  const a = script("batch-a", [
    { done: false, error: "HTTP 503" },
    { done: true, status: "SUCCEEDED" },
  ]);
  const b = script("batch-b", [{ done: true, status: "SUCCEEDED" }]);
  const c = script("batch-c", [
    { done: false, error: "HTTP 503" },
    { done: true, status: "SUCCEEDED" },
  ]);
  const result = await temporal.env.client.workflow.execute(webhookDeliveryBatchWorkflow, {
    workflowId: "delivery-batch-1",
    taskQueue: temporal.taskQueue,
    args: [{ deliveryIds: ["batch-a", "batch-b", "batch-c"], retryScheduleMs: SCHEDULE }],
  });
  expect(result).toEqual({ succeeded: 1, retrying: 2 });
  expect(b.attempts.map((x) => [x.attempt, x.nextDelayMs])).toEqual([[1, SCHEDULE[0]]]); // the first attempts record when their retry comes
  for (const [id, d] of [
    ["batch-a", a],
    ["batch-c", c],
  ] as const) {
    // The retries outlive the batch (ABANDON): wait for each on its own id.
    await expect(temporal.env.client.workflow.getHandle(`delivery-${id}`).result()).resolves.toBe("SUCCEEDED");
    const [first, retry] = d.attempts;
    expect([first.attempt, retry.attempt]).toEqual([1, 2]);
    expect(retry.at - first.at).toBeGreaterThanOrEqual(SCHEDULE[0]);
    expect(retry.at - first.at).toBeLessThan(SCHEDULE[0] + 1000);
  }
});

describe("a database outage around the send", () => {
  it("sends once when the database is away while the attempt is recorded: the record is retried with the send's outcome", async () => {
    outage.records = 5;
    const { result, attempts } = await deliver("record-outage", { retryScheduleMs: SCHEDULE }, [{ done: true, status: "SUCCEEDED" }]);
    expect(result).toBe("SUCCEEDED");
    expect(deliveries.get("record-outage")!.sends).toBe(1);
    expect(attempts.map((a) => a.attempt)).toEqual([1]);
    // The history holds one send; the record ran six times, the last with the send's outcome.
    const { types, runs } = await activitiesOf("delivery-record-outage");
    expect(types).toEqual(["prepareWebhookAttempts", "sendWebhookAttempts", "recordWebhookAttempts"]);
    expect(runs).toEqual([
      { type: "prepareWebhookAttempts", attempt: 1 },
      { type: "sendWebhookAttempts", attempt: 1 },
      { type: "recordWebhookAttempts", attempt: 6 },
    ]);
  });

  it("sends nothing until the database answers the prepare step, then once", async () => {
    outage.prepares = 4;
    const { result } = await deliver("prepare-outage", { retryScheduleMs: SCHEDULE }, [{ done: true, status: "SUCCEEDED" }]);
    expect(result).toBe("SUCCEEDED");
    expect(deliveries.get("prepare-outage")!.sends).toBe(1);
    expect(calls).toEqual({ prepare: 5, send: 1, record: 1 });
  });

  it("sends each delivery of a batch once through an outage while recording, and retries only those that failed", async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `outage-batch-${i}`);
    for (const [i, id] of ids.entries()) script(id, [i % 10 === 0 ? { done: false, error: "HTTP 502" } : { done: true, status: "SUCCEEDED" }]);
    outage.records = 3;
    const result = await temporal.env.client.workflow.execute(webhookDeliveryBatchWorkflow, {
      workflowId: "delivery-batch-outage",
      taskQueue: temporal.taskQueue,
      args: [{ deliveryIds: ids, retryScheduleMs: parseSchedule("1s") }],
    });
    expect(result).toEqual({ succeeded: 45, retrying: 5 });
    expect(ids.map((id) => deliveries.get(id)!.sends)).toEqual(ids.map(() => 1)); // the first attempts: one POST each
    for (const id of ids.filter((_, i) => i % 10 === 0)) await temporal.env.client.workflow.getHandle(`delivery-${id}`).result();
    expect(ids.map((id) => deliveries.get(id)!.sends)).toEqual(ids.map((_, i) => (i % 10 === 0 ? 2 : 1))); // and one retry of the five
  });

  it("replays a run whose record outlived an outage without sending again: the send's outcome is read from its history", async () => {
    outage.records = 2;
    await deliver("replayed", { retryScheduleMs: SCHEDULE }, [{ done: true, status: "SUCCEEDED" }]);
    const { history } = await activitiesOf("delivery-replayed");
    const before = { ...calls };
    // A worker that took the run over after a crash replays this history: it must reach the same
    // commands (no nondeterminism) and run no activity.
    await Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, history, "delivery-replayed");
    expect(calls).toEqual(before);
    expect(deliveries.get("replayed")!.sends).toBe(1);
  });
});
