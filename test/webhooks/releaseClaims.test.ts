// Releasing held deliveries (spec 6.4 rule 1) with several dispatchers: which release a held delivery
// joins is claimed once, so no release id is ever started with two different member lists (the
// second start would be a no-op and its extra member marked started but never sent). Driven step by
// step here (no worker), the way each dispatcher pass calls these functions.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { claimedReleases, claimReleasableDeliveries, dispatchOutboxBatch, markWorkflowStarted } from "../../src/domain/webhooks/dispatch";
import { attemptDelivery } from "../../src/domain/webhooks/deliver";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

it("claims a released group once; a delivery held meanwhile, or held again, goes out in a later release under a new id", async () => {
  const db = svc.db.prisma;
  const { accountId, key } = await svc.newAccount();
  const api = client(svc.url, key);
  const operator = client(svc.url, (await svc.newKey(accountId, { operator: true })).key);
  const hook = await api.post("/api/v1/webhooks", { url: "http://127.0.0.1:9/hook", events: ["application.updated"] });
  expect(hook.status).toBe(201);
  const app = await createApplication(api);
  await api.patch(`/api/v1/applications/${app.id}`, { withService: true });
  await api.patch(`/api/v1/applications/${app.id}`, { name: "While held 1" });
  await api.patch(`/api/v1/applications/${app.id}`, { name: "While held 2" });
  await dispatchOutboxBatch(db);
  const held = await db.webhookDelivery.findMany({ where: { webhookId: hook.body.id }, orderBy: { createdAt: "asc" } });
  expect(held.map((d) => d.status)).toEqual(["HELD", "HELD", "HELD"]);

  await operator.patch(`/api/v1/applications/${app.id}`, { withService: false });
  expect(await claimReleasableDeliveries(db, 100, new Date(1_000))).toBe(1);
  // A second dispatcher's pass finds the group under way and claims nothing, even with a newer event queued behind it.
  await api.patch(`/api/v1/applications/${app.id}`, { name: "After release" });
  await dispatchOutboxBatch(db);
  const behind = await db.webhookDelivery.findFirstOrThrow({ where: { webhookId: hook.body.id, id: { notIn: held.map((d) => d.id) } } });
  expect(behind.status).toBe("HELD");
  expect(await claimReleasableDeliveries(db, 100, new Date(2_000))).toBe(0);

  const [first] = await claimedReleases(db);
  expect(await claimedReleases(db)).toEqual([{ workflowId: `release-${hook.body.id}-${held[0].id}-1000`, accountId, deliveryIds: held.map((d) => d.id) }]);
  await markWorkflowStarted(db, first.deliveryIds);
  expect(await claimedReleases(db)).toEqual([]);

  // The release sends the first two; the application goes back with the service before the third,
  // which is held again and must be claimed afresh, with the one queued behind it, under a new id.
  await db.webhookDelivery.updateMany({ where: { id: { in: held.slice(0, 2).map((d) => d.id) } }, data: { status: "SUCCEEDED" } });
  await api.patch(`/api/v1/applications/${app.id}`, { withService: true });
  const outcome = await attemptDelivery(db, { deliveryId: held[2].id, attempt: 1, nextDelayMs: null }, svc.config.webhookUrlPolicy);
  expect(outcome).toEqual({ done: true, status: "HELD" });
  expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: held[2].id } })).toMatchObject({
    status: "HELD",
    workflowStartedAt: null,
    batchWorkflowId: null,
  });

  await operator.patch(`/api/v1/applications/${app.id}`, { withService: false });
  expect(await claimReleasableDeliveries(db, 100, new Date(3_000))).toBe(1);
  expect(await claimedReleases(db)).toEqual([{ workflowId: `release-${hook.body.id}-${held[2].id}-3000`, accountId, deliveryIds: [held[2].id, behind.id] }]);
});
