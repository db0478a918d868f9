// Open subscriptions: each GraphQL subscription (SSE on /graphql) holds a connection, a
// change-feed listener and a read per change, and one API key could open any number of them.
// Past SUBSCRIPTIONS_MAX_PER_KEY open streams on a process, the next one is refused with 429.
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { subscribe, type Subscription } from "../support/sse";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ env: { SUBSCRIPTIONS_MAX_PER_KEY: "3" } });
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

describe("open subscriptions per API key", () => {
  it("refuses a key's stream past the limit with 429 TOO_MANY_SUBSCRIPTIONS, and takes one again once a stream closes", async () => {
    const { key, accountId } = await svc.newAccount();
    const app = await createApplication(client(svc.url, key));
    const open: Subscription[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const sub = await subscribe(svc.url, key, APPLICATION_CHANGED, { id: app.id });
        expect(sub.status).toBe(200);
        expect(await sub.next()).toEqual({ data: { applicationChanged: { application: { id: app.id } } } });
        open.push(sub);
      }
      const refused = await openStream(key, app.id);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        errors: [
          {
            message: "This API key already holds 3 open subscriptions on this server: close one before opening another",
            extensions: { code: "TOO_MANY_SUBSCRIPTIONS", statusCode: 429 },
          },
        ],
      });

      // Another key of the same account has its own allowance; plain queries are not streams.
      const other = await svc.newKey(accountId);
      const theirs = await subscribe(svc.url, other.key, APPLICATION_CHANGED, { id: app.id });
      expect(theirs.status).toBe(200);
      open.push(theirs);
      expect((await client(svc.url, key).graphql(`{ users { id } }`)).status).toBe(200);

      open.shift()!.close();
      const again = await eventually(async () => {
        const res = await openStream(key, app.id);
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
