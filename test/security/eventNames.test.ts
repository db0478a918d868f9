// Spec 6.1 is the complete set of event names; any other name is refused on subscription with a 400
// (spec 7, 9). screening.hit_delisted, a name the service once accepted, is tried through every door
// that takes an event name (REST create and update, GraphQL, the sandbox ping, the deliveries filter):
// each refuses it and changes nothing. A subscription stored under that name before it was dropped
// reads, after the migration, as the event that now carries delistings.
import { readFileSync } from "node:fs";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

const SPEC_6_1 = [
  "application.created",
  "application.onboarding_started",
  "application.submitted",
  "application.updated",
  "application.approved",
  "application.rejected",
  "screening.hits_created",
  "screening.enrichment_completed",
  "screening.hit_updated",
  "document.uploaded",
  "risk_score.created",
  "risk_score.updated",
  "reviewer.assigned",
  "reviewer.unassigned",
  "note.created",
  "note.updated",
  "note.deleted",
  "export.completed",
];
const DELISTED = "screening.hit_delisted";
const MIGRATION = path.resolve(__dirname, "../../prisma/migrations/20261127170500_hit_delisted_as_hit_updated/migration.sql");

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

async function account() {
  const acc = await svc.newAccount();
  return { ...acc, api: client(svc.url, acc.key) };
}

it("accepts every name of spec 6.1 in one subscription, and no other", async () => {
  const { api } = await account();
  const res = await api.post("/api/v1/webhooks", { url: "https://hooks.example/all", events: SPEC_6_1 });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
  expect([...res.body.events].sort()).toEqual([...SPEC_6_1].sort());
  expect((await api.post("/api/v1/webhooks", { url: "https://hooks.example/all", events: [...SPEC_6_1, DELISTED] })).status).toBe(400);
});

it("refuses screening.hit_delisted on create, alone or beside valid names, in any spelling, and creates nothing", async () => {
  const { api } = await account();
  for (const events of [[DELISTED], ["screening.hit_updated", DELISTED], ["SCREENING.HIT_DELISTED"], [` ${DELISTED}`]]) {
    const res = await api.post("/api/v1/webhooks", { url: "https://hooks.example/x", events });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: "Bad Request", code: "VALIDATION_FAILED" });
    const at = events.length - 1;
    expect(res.body.details).toEqual([{ path: `events.${at}`, message: `${JSON.stringify(events[at])} is not an event of spec 6.1` }]);
  }
  expect((await api.get("/api/v1/webhooks")).body).toEqual([]);
});

it("refuses it on update and leaves the subscription's events as they were", async () => {
  const { api } = await account();
  const hook = await api.post("/api/v1/webhooks", { url: "https://hooks.example/u", events: ["screening.hit_updated"] });
  const res = await api.patch(`/api/v1/webhooks/${hook.body.id}`, { events: ["screening.hit_updated", DELISTED] });
  expect(res.status).toBe(400);
  expect((await api.get("/api/v1/webhooks")).body).toEqual([expect.objectContaining({ id: hook.body.id, events: ["screening.hit_updated"] })]);
});

it("refuses it through GraphQL, the sandbox ping and the deliveries filter", async () => {
  const { api } = await account();
  const created = await api.graphql(`mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id } }`, {
    input: { url: "https://hooks.example/g", events: [DELISTED] },
  });
  expect(created.body.data?.createWebhook ?? null).toBeNull();
  expect(created.body.errors?.[0].extensions?.code).toBe("VALIDATION_FAILED");
  expect((await api.get("/api/v1/webhooks")).body).toEqual([]);

  const hook = await api.post("/api/v1/webhooks", { url: "https://hooks.example/p", events: ["screening.hit_updated"] });
  const ping = await api.post(`/api/v1/webhooks/${hook.body.id}/test`, { eventType: DELISTED });
  expect(ping.status).toBe(400);
  const filtered = await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries?event=${DELISTED}`);
  expect(filtered.status).toBe(400);
  expect(await svc.db.prisma.webhookDelivery.count({ where: { webhookId: hook.body.id } })).toBe(0);
});

it("reads a subscription stored under the old name, after the migration, as screening.hit_updated", async () => {
  const { api, accountId } = await account();
  const only = await svc.db.prisma.webhook.create({ data: { accountId, url: "https://hooks.example/old", events: ["note.created", DELISTED], secret: "x" } });
  const both = await svc.db.prisma.webhook.create({
    data: { accountId, url: "https://hooks.example/both", events: [DELISTED, "screening.hit_updated"], secret: "x" },
  });
  // The migration's statements, as the migration runner applies them (split at each semicolon).
  for (const statement of readFileSync(MIGRATION, "utf8")
    .split(";")
    .filter((s) => s.replace(/--.*$/gm, "").trim()))
    await svc.db.prisma.$executeRawUnsafe(statement);
  const events = Object.fromEntries((await svc.db.prisma.webhook.findMany({ where: { accountId } })).map((w) => [w.id, w.events]));
  expect(events).toEqual({ [only.id]: ["note.created", "screening.hit_updated"], [both.id]: ["screening.hit_updated"] });
  expect((await api.get("/api/v1/webhooks")).status).toBe(200);
});
