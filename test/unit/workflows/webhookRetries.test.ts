// Spec 6.4 rule 3: a failed delivery is retried after each delay of WEBHOOK_RETRY_SCHEDULE, then
// given up. The real workflow runs against the time-skipping test server with a mocked attempt, so
// the default schedule (5 h 12 min 30 s of waits) passes in well under a second of real time.
import { Context } from "@temporalio/activity";
import { parseSchedule } from "../../../src/config";
import type { AttemptOutcome } from "../../../src/domain/webhooks/deliver";
import { webhookDeliveryBatchWorkflow, webhookDeliveryWorkflow } from "../../../src/workflows/webhookDelivery";
import { startTimeSkipping, type TimeSkipping } from "../../support/timeSkipping";

const SCHEDULE = parseSchedule("30s,2m,10m,1h,4h"); // the contract's default

interface Attempt {
  attempt: number;
  nextDelayMs: number | null;
  /** Server time at which the attempt was scheduled (skipped time, not the wall clock). */
  at: number;
}

/** Per delivery id: what its attempts answer in turn (then they fail), and what they were asked. */
const deliveries = new Map<string, { outcomes: AttemptOutcome[]; attempts: Attempt[] }>();
const activities = {
  async attemptWebhookDelivery(args: { deliveryId: string; attempt: number; nextDelayMs: number | null }): Promise<AttemptOutcome> {
    const delivery = deliveries.get(args.deliveryId)!;
    delivery.attempts.push({ attempt: args.attempt, nextDelayMs: args.nextDelayMs, at: Context.current().info.scheduledTimestampMs });
    return delivery.outcomes[delivery.attempts.length - 1] ?? { done: false, error: "HTTP 500" };
  },
  /** A batch's first attempts: the ids given in `failFirst` fail, the rest succeed. */
  async attemptWebhookDeliveries(args: { deliveryIds: string[]; nextDelayMs: number | null }): Promise<string[]> {
    batchCalls.push({ ...args, at: Context.current().info.scheduledTimestampMs });
    return args.deliveryIds.filter((id) => failFirst.has(id));
  },
};
const batchCalls: { deliveryIds: string[]; nextDelayMs: number | null; at: number }[] = [];
const failFirst = new Set<string>();

let temporal: TimeSkipping;
beforeAll(async () => {
  temporal = await startTimeSkipping("webhook-retries", activities);
});
afterAll(async () => {
  await temporal?.stop();
});

async function deliver(
  deliveryId: string,
  input: { retryScheduleMs: number[]; fromStep?: number; attemptNumberOffset?: number; attemptNow?: boolean },
  outcomes: AttemptOutcome[] = [],
) {
  const attempts: Attempt[] = [];
  deliveries.set(deliveryId, { outcomes, attempts });
  const started = Date.now();
  const result = await temporal.env.client.workflow.execute(webhookDeliveryWorkflow, {
    workflowId: `delivery-${deliveryId}`,
    taskQueue: temporal.taskQueue,
    args: [{ deliveryId, ...input }],
  });
  return { result, attempts, wallMs: Date.now() - started, gaps: attempts.slice(1).map((a, i) => a.at - attempts[i].at) };
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
  for (const id of ["batch-a", "batch-c"]) {
    failFirst.add(id);
    deliveries.set(id, { outcomes: [{ done: true, status: "SUCCEEDED" }], attempts: [] });
  }
  const result = await temporal.env.client.workflow.execute(webhookDeliveryBatchWorkflow, {
    workflowId: "delivery-batch-1",
    taskQueue: temporal.taskQueue,
    args: [{ deliveryIds: ["batch-a", "batch-b", "batch-c"], retryScheduleMs: SCHEDULE }],
  });
  expect(result).toEqual({ succeeded: 1, retrying: 2 });
  const [batch] = batchCalls;
  expect(batch.nextDelayMs).toBe(SCHEDULE[0]); // the first attempts record when their retry comes
  for (const id of ["batch-a", "batch-c"]) {
    // The retries outlive the batch (ABANDON): wait for each on its own id.
    await expect(temporal.env.client.workflow.getHandle(`delivery-${id}`).result()).resolves.toBe("SUCCEEDED");
    const [retry] = deliveries.get(id)!.attempts;
    expect(retry.attempt).toBe(2);
    expect(retry.at - batch.at).toBeGreaterThanOrEqual(SCHEDULE[0]);
    expect(retry.at - batch.at).toBeLessThan(SCHEDULE[0] + 1000);
  }
});
