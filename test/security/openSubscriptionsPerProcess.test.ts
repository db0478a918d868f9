// Open subscriptions per process: SUBSCRIPTIONS_MAX_PER_KEY bounds one key, but many keys
// (or many accounts) each within their allowance could still hold every socket and change-feed
// listener of an API process. Past SUBSCRIPTIONS_MAX_PER_PROCESS open streams the process refuses the
// next with 503 TOO_MANY_OPEN_STREAMS (Retry-After: another replica may serve it) and counts it.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { subscribe, type Subscription } from "../support/sse";
import { openSubscriptions, refusedSubscriptions } from "../../src/observability/metrics";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ env: { SUBSCRIPTIONS_MAX_PER_PROCESS: "2" } });
});
afterAll(() => svc.close());

const APPLICATION_CHANGED = `subscription($id: ID!) { applicationChanged(id: $id) { application { id } } }`;

async function openStream(key: string, applicationId: string) {
  return fetch(`${svc.url}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ query: APPLICATION_CHANGED, variables: { id: applicationId } }),
  });
}

const refusedPerProcess = async () => (await refusedSubscriptions.get()).values.find((v) => v.labels.limit === "per_process")?.value ?? 0;

describe("open subscriptions per process", () => {
  it("refuses a stream past the process limit whichever key asks, with 503 TOO_MANY_OPEN_STREAMS, and takes one again once a stream closes", async () => {
    const accounts = await Promise.all([svc.newAccount(), svc.newAccount(), svc.newAccount()]);
    const apps = await Promise.all(accounts.map((a) => createApplication(client(svc.url, a.key))));
    const before = await refusedPerProcess();
    const open: Subscription[] = [];
    try {
      for (const i of [0, 1]) {
        const sub = await subscribe(svc.url, accounts[i].key, APPLICATION_CHANGED, { id: apps[i].id });
        expect(sub.status).toBe(200);
        open.push(sub);
      }
      expect((await openSubscriptions.get()).values[0].value).toBe(2);
      const refused = await openStream(accounts[2].key, apps[2].id);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect(await refused.json()).toEqual({
        errors: [
          {
            message: "This server holds 2 open subscriptions, its limit: retry later or on another server",
            extensions: { code: "TOO_MANY_OPEN_STREAMS", statusCode: 503 },
          },
        ],
      });
      expect(await refusedPerProcess()).toBe(before + 1);
      // Plain queries are not streams: still answered.
      expect((await client(svc.url, accounts[2].key).graphql(`{ users { id } }`)).status).toBe(200);

      open.shift()!.close();
      const again = await eventually(async () => {
        const res = await openStream(accounts[2].key, apps[2].id);
        if (res.status === 200) return res;
        await res.body?.cancel();
        return null;
      }, 10_000);
      await again.body?.cancel();
    } finally {
      for (const sub of open) sub.close();
    }
  });
});
