// A test deployment (a sandbox) may be open to customers: when its webhooks and list sources could
// reach private addresses by default, and any viewer key read the first KiB of what the target
// answered, a customer could read the sandbox's internal network through it. Tried here: with the
// operator's flags unset a test deployment refuses loopback webhook URLs and list sources (the
// receiver never hears of them); with them set, a delivery's response excerpt reads as null to every
// key without the `admin` permission, on REST and GraphQL, and as the answer to admin keys.
import { randomBytes } from "node:crypto";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { startReceiver } from "../support/receiver";
import { runCommand } from "../../src/cli/commands";

describe("a test deployment without the operator's flags", () => {
  let svc: TestService;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    // Empty counts as unset: the deployment's own default, as `npm start` has it.
    svc = await startTestService({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "" } });
    receiver = await startReceiver();
  }, 150_000);
  afterAll(async () => {
    await receiver?.close();
    await svc?.close();
  });

  it("is a test deployment with private targets off for webhooks and list sources", () => {
    expect(svc.config.apiEnv).toBe("test");
    expect(svc.config.webhookUrlPolicy.allowPrivateTargets).toBe(false);
    expect(svc.config.listSourceUrlPolicy.allowPrivateTargets).toBe(false);
  });

  it("refuses a webhook to a loopback or private address with 400 and stores nothing", async () => {
    const api = client(svc.url, (await svc.newAccount()).key);
    for (const url of [receiver.url, receiver.url.replace("127.0.0.1", "localhost"), "http://10.0.0.7/hook", "http://[::1]:9/hook", "http://192.168.1.1/"]) {
      const res = await api.post("/api/v1/webhooks", { url, events: ["application.created"] });
      expect({ url, status: res.status, body: res.body }).toMatchObject({
        url,
        status: 400,
        body: {
          code: "VALIDATION_FAILED",
          details: [
            {
              path: "url",
              message:
                "resolves to a private or loopback address: an operator allows such targets on a test deployment with WEBHOOK_ALLOW_PRIVATE_TARGETS=true",
            },
          ],
        },
      });
    }
    expect((await api.get("/api/v1/webhooks")).body).toEqual([]);
    const created = await api.graphql(`mutation($url: String!) { createWebhook(input: {url: $url, events: ["note.created"]}) { id } }`, { url: receiver.url });
    expect(created.body.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses a list source on a loopback address, naming the flag, and registers nothing", async () => {
    const list = `private-${randomBytes(3).toString("hex")}`;
    await expect(
      runCommand({ db: svc.db.prisma, config: svc.config, temporal: svc.temporal }, "lists:source:add", {
        list,
        format: "ftm",
        url: `${receiver.url}/list.ftm.json`,
      }),
    ).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      details: [{ path: "url", message: "resolves to a private or loopback address (LIST_SOURCE_ALLOW_PRIVATE_TARGETS)" }],
    });
    expect(await svc.db.prisma.watchlistSource.count({ where: { list } })).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });
});

describe("a delivery's response excerpt", () => {
  let svc: TestService;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    svc = await startTestService({ worker: true });
    receiver = await startReceiver();
  }, 150_000);
  afterAll(async () => {
    await receiver?.close();
    await svc?.close();
  });

  const DELIVERIES = `query($id: ID!) { webhookDeliveries(webhookId: $id) { status lastResponse { statusCode bodyExcerpt } attempts { statusCode responseExcerpt } } }`;

  it("is read by admin keys only: viewer, analyst and approver keys read null on REST and GraphQL", async () => {
    const { accountId, key } = await svc.newAccount();
    const full = client(svc.url, key);
    const hook = await full.post("/api/v1/webhooks", { url: receiver.url, events: ["application.created"] });
    expect(hook.status).toBe(201);
    await createApplication(full);
    await eventually(async () => {
      const res = await full.get(`/api/v1/webhooks/${hook.body.id}/deliveries`);
      return res.body[0]?.status === "SUCCEEDED";
    }, 30_000);

    const keyed = async (role?: "viewer" | "analyst" | "approver" | "admin") => client(svc.url, role ? (await svc.newKey(accountId, { role })).key : key);
    for (const role of [undefined, "admin"] as const) {
      const api = await keyed(role);
      const [delivery] = (await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`)).body;
      expect({ role, lastResponse: delivery.lastResponse, attempt: delivery.attempts[0] }).toMatchObject({
        role,
        lastResponse: { statusCode: 200, bodyExcerpt: "answer 1" },
        attempt: { statusCode: 200, responseExcerpt: "answer 1" },
      });
      const gql = await api.graphql(DELIVERIES, { id: hook.body.id });
      expect(gql.body.data.webhookDeliveries[0]).toMatchObject({ lastResponse: { bodyExcerpt: "answer 1" }, attempts: [{ responseExcerpt: "answer 1" }] });
    }
    for (const role of ["viewer", "analyst", "approver"] as const) {
      const api = await keyed(role);
      const rest = await api.get(`/api/v1/webhooks/${hook.body.id}/deliveries`);
      expect(rest.status).toBe(200);
      const [delivery] = rest.body;
      expect({ role, lastResponse: delivery.lastResponse, attempt: delivery.attempts[0] }).toEqual({
        role,
        lastResponse: { statusCode: 200, error: null, bodyExcerpt: null },
        attempt: expect.objectContaining({ statusCode: 200, responseExcerpt: null }),
      });
      const gql = await api.graphql(DELIVERIES, { id: hook.body.id });
      expect(gql.body.errors).toBeUndefined();
      expect({ role, delivery: gql.body.data.webhookDeliveries[0] }).toEqual({
        role,
        delivery: { status: "SUCCEEDED", lastResponse: { statusCode: 200, bodyExcerpt: null }, attempts: [{ statusCode: 200, responseExcerpt: null }] },
      });
    }
  });
});
