// The reconciler on the real service: a delivery whose workflow was terminated mid-schedule
// (as an operator might by mistake, or as a timeout would) is started again under the same workflow
// id once its retry is due, attempts at once, and reaches the receiver under the same webhook-id.
import type { TestService } from "../support/service";
import { startTestService } from "../support/service";
import { client, eventually } from "../support/http";
import { startReceiver } from "../support/receiver";

let svc: TestService;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  // The first attempt fails; every later one succeeds.
  receiver = await startReceiver((n) => (n === 1 ? 500 : 200));
  svc = await startTestService({ worker: true, env: { WEBHOOK_RETRY_SCHEDULE: "4s,1h", RECONCILE_INTERVAL_MS: "500", RECONCILE_GRACE_MS: "1000" } });
});
afterAll(async () => {
  await svc?.close();
  await receiver?.close();
});

it("starts a terminated delivery's workflow again, and the receiver gets the event under the same webhook-id", async () => {
  const { key } = await svc.newAccount();
  const api = client(svc.url, key);
  const hook = await api.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
  expect(hook.status).toBe(201);
  const created = await api.post("/api/v1/applications", { entityType: "INDIVIDUAL", name: "Terminated Retry" });
  expect(created.status).toBe(201);

  // The first attempt failed; its retry waits in `delivery-<id>`: terminate that run.
  const delivery = await eventually(
    async () => {
      const row = await svc.db.prisma.webhookDelivery.findFirst({ where: { webhookId: hook.body.id } });
      return row && row.attemptCount === 1 ? row : null;
    },
    30_000,
    100,
  );
  const handle = svc.temporal.workflow.getHandle(`delivery-${delivery.id}`);
  await eventually(async () => (await handle.describe().catch(() => null))?.status.name === "RUNNING", 30_000, 100);
  await handle.terminate("test: a run lost mid-schedule");

  const done = await eventually(
    async () => {
      const row = await svc.db.prisma.webhookDelivery.findUnique({ where: { id: delivery.id } });
      return row?.status === "SUCCEEDED" ? row : null;
    },
    30_000,
    200,
  );
  expect(done.attemptCount).toBe(2);
  expect(receiver.received).toHaveLength(2);
  expect(new Set(receiver.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([delivery.id]));
  // The new run has the same workflow id: an operator finds it where the old one was.
  await eventually(async () => (await handle.describe()).status.name === "COMPLETED", 30_000, 100);
});
