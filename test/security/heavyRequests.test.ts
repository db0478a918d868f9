// One account holds at most HEAVY_REQUESTS_PER_ACCOUNT CPU-heavy requests (ownership writes, /match)
// at once: an attacker writing a ladder, replacing a large circle and screening long names all together
// kept a second tenant's pages waiting behind their turns on the event loop. Past the cap the request
// is answered 429 RATE_LIMITED with Retry-After in the contract's shape, before its body is read; the
// account's other requests and every other account go on as before.
import http from "node:http";
import { createApplication } from "../support/factories";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ env: { HEAVY_REQUESTS_PER_ACCOUNT: "1" } });
});
afterAll(() => svc.close());

/**
 * A PUT …/ownership whose body arrives in two parts: the request counts as running from its headers
 * until it is answered, so the test holds it open for as long as it needs, without timing.
 */
function heldReplace(key: string, applicationId: string, body: unknown) {
  const text = JSON.stringify(body);
  let early: string | null = null;
  const url = new URL(`${svc.url}/api/v1/applications/${applicationId}/ownership`);
  const req = http.request(url, {
    method: "PUT",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "content-length": Buffer.byteLength(text) },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on("response", (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => {
        early = early ?? `answered ${res.statusCode} ${data.slice(0, 300)}`;
        resolve({ status: res.statusCode!, body: JSON.parse(data) });
      });
    });
    req.on("error", reject);
  });
  // One dropped unanswered (drop) is not awaited: its rejection is not a failure.
  answer.catch(() => undefined);
  req.write(text.slice(0, 10));
  req.flushHeaders();
  return { finish: () => (req.end(text.slice(10)), answer), early: () => early, drop: () => req.destroy() };
}

it("refuses an account's second heavy request with 429 and Retry-After while the first runs, over REST and GraphQL, and no other account's", async () => {
  const account = await svc.newAccount();
  const api = client(svc.url, account.key);
  const otherKeyOfAccount = client(svc.url, (await svc.newKey(account.accountId)).key);
  const other = client(svc.url, (await svc.newAccount()).key);
  const app = await createApplication(api, { entityType: "BUSINESS", name: "Held Holdings SA", business: { name: "Held Holdings SA", country: "LU" } });
  const businessId = app.businesses[0].id as string;
  const otherApp = await createApplication(other, {
    entityType: "BUSINESS",
    name: "Other Holdings SA",
    business: { name: "Other Holdings SA", country: "LU" },
  });

  const structure = {
    nodes: [
      { key: "applicant", kind: "BUSINESS", name: "Held Holdings SA", applicant: true, businessId },
      { key: "owner", kind: "INDIVIDUAL", name: "Olga Owner", country: "LU" },
    ],
    edges: [{ ownerKey: "owner", ownedKey: "applicant", kind: "OWNERSHIP", percent: 60 }],
  };
  // The held request has reached the gate once a second one is refused (a light request does not wait
  // for it); should a probe have got there first, the held one was refused, and is sent again.
  let held = heldReplace(account.key, app.id, structure);
  let refused = { status: 0 } as Awaited<ReturnType<typeof api.post>>;
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 200));
    if (held.early()) {
      held.drop();
      held = heldReplace(account.key, app.id, structure);
    } else {
      refused = await api.post(`/api/v1/applications/${app.id}/ownership/nodes`, { kind: "INDIVIDUAL", name: `Second Writer ${i}` });
      if (refused.status === 429) break;
      expect(refused.status).toBe(201);
    }
  }
  expect({ status: refused.status, held: held.early() }).toEqual({ status: 429, held: null });
  expect(refused.headers.get("retry-after")).toBe("1");
  expect(refused.body).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
  expect((refused.body as { message: string }).message).toMatch(/HEAVY_REQUESTS_PER_ACCOUNT=1/);

  // Every key of the account counts together, /match is heavy too, and so are the same fields over GraphQL.
  expect((await otherKeyOfAccount.put(`/api/v1/applications/${app.id}/ownership`, { nodes: [], edges: [] })).status).toBe(429);
  const match = await api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: "Jane Doe" } } } });
  expect(match.status).toBe(429);
  // Express routes paths case-insensitively: so does the cap.
  expect((await api.post(`/api/v1/applications/${app.id}/OWNERSHIP/Nodes`, { kind: "INDIVIDUAL", name: "Upper Case" })).status).toBe(429);
  expect((await api.post("/api/v1/Screening/Match", { queries: { q: { schema: "Person", properties: { name: "Jane Doe" } } } })).status).toBe(429);
  const viaGraphql = await api.graphql(
    `mutation($id: ID!) { createOwnershipNode(applicationId: $id, input: { kind: INDIVIDUAL, name: "Via GraphQL" }) { id } }`,
    {
      id: app.id,
    },
  );
  expect(viaGraphql.status).toBe(429);
  expect(viaGraphql.body.errors?.[0].extensions).toEqual({ code: "RATE_LIMITED", statusCode: 429 });

  // What is not heavy goes on for the account, and another account's heavy requests are not held up.
  expect((await api.get("/api/v1/applications?limit=5")).status).toBe(200);
  expect((await api.get(`/api/v1/applications/${app.id}/ownership`)).status).toBe(200);
  expect((await other.post(`/api/v1/applications/${otherApp.id}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Free Writer" })).status).toBe(201);

  // Nothing refused was written; once the held request has answered, the account writes again.
  const done = await held.finish();
  expect(done.status).toBe(200);
  // The replacement holds what it says (a probe written before the held request counted is gone with it).
  expect(done.body.nodes.map((n: { name: string }) => n.name).sort()).toEqual(["Held Holdings SA", "Olga Owner"]);
  expect((await api.post(`/api/v1/applications/${app.id}/ownership/nodes`, { kind: "INDIVIDUAL", name: "Third Writer" })).status).toBe(201);
  const names = (await api.get(`/api/v1/applications/${app.id}/ownership`)).body.nodes.map((n: { name: string }) => n.name).sort();
  expect(names).toEqual(["Held Holdings SA", "Olga Owner", "Third Writer"]);
});
