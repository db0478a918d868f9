// One account holds at most HEAVY_REQUESTS_PER_ACCOUNT CPU-heavy requests (ownership writes, /match)
// at once: an attacker writing a ladder, replacing a large circle and screening long names all together
// kept a second tenant's pages waiting behind their turns on the event loop. Past the cap the request
// is answered 429 RATE_LIMITED with Retry-After in the contract's shape, before its body is read; the
// account's other requests and every other account go on as before. A slot is held until the work
// ends, not the exchange: a client that hangs up leaves its write running, and counted. Operations
// sent over GraphQL's WebSocket take slots of the same count.
import http from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client as PgClient } from "pg";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { createApplication } from "../support/factories";
import { client, eventually } from "../support/http";
import { startTestService, type TestService } from "../support/service";
import { schema } from "../../src/schema";
import { persistOperations } from "../../src/http/trustedDocuments";

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

/**
 * Holds every write to ownership structures in the service's database (reads go on) until `release`:
 * a heavy write then stays at work, mid-transaction, for as long as the test needs, without timing.
 */
async function holdOwnershipWrites(service: TestService = svc) {
  const pg = new PgClient({ connectionString: service.env.DATABASE_URL });
  await pg.connect();
  await pg.query("BEGIN");
  await pg.query(`LOCK TABLE "OwnershipNode", "OwnershipEdge" IN SHARE MODE`);
  const waiters = async () =>
    (
      await pg.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE NOT l.granted AND c.relname IN ('OwnershipNode', 'OwnershipEdge')`,
      )
    ).rows[0].n;
  let released = false;
  return {
    /** Resolves once a write waits on the hold: the heavy request's work has begun. */
    waiting: () => eventually(async () => (await waiters()) > 0, 15_000, 50),
    release: async () => {
      if (released) return;
      released = true;
      await pg.query("COMMIT");
      await pg.end();
    },
  };
}

const MATCH_BODY = { queries: { q: { schema: "Person", properties: { name: "Jane Doe" } } } };

/** The structure a held write replaces an application's with. */
function structureOf(name: string, businessId: string, owner: string) {
  return {
    nodes: [
      { key: "applicant", kind: "BUSINESS", name, applicant: true, businessId },
      { key: "owner", kind: "INDIVIDUAL", name: owner, country: "LU" },
    ],
    edges: [{ ownerKey: "owner", ownedKey: "applicant", kind: "OWNERSHIP", percent: 60 }],
  };
}

const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onServer("a slot is held until the work ends (PostgreSQL: the test holds the write mid-way with a table lock)", () => {
  it("keeps a dropped client's write counted until it has finished, then lets the account's heavy requests in again", async () => {
    const account = await svc.newAccount();
    const api = client(svc.url, account.key);
    const app = await createApplication(api, { entityType: "BUSINESS", name: "Dropped Holdings SA", business: { name: "Dropped Holdings SA", country: "LU" } });
    const structure = structureOf("Dropped Holdings SA", app.businesses[0].id as string, "Dora Dropped");
    const hold = await holdOwnershipWrites();
    try {
      const dropped = heldReplace(account.key, app.id, structure);
      void dropped.finish().catch(() => undefined);
      await hold.waiting();
      dropped.drop();
      // The server has long seen the hang-up by the later probes; the write still runs, so each is refused.
      for (let i = 0; i < 5; i++) {
        const probe = await api.post("/api/v1/screening/match", MATCH_BODY);
        expect(probe.status).toBe(429);
        expect(probe.headers.get("retry-after")).toBe("1");
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(dropped.early()).toBeNull();
    } finally {
      await hold.release();
    }
    // The dropped client's write ran to its end, and once it has the account's heavy requests go in again.
    const names = await eventually(async () => {
      const nodes = (await api.get(`/api/v1/applications/${app.id}/ownership`)).body.nodes as { name: string }[];
      return nodes.length === 2 && nodes.map((n) => n.name).sort();
    });
    expect(names).toEqual(["Dora Dropped", "Dropped Holdings SA"]);
    await eventually(async () => (await api.post("/api/v1/screening/match", MATCH_BODY)).status === 200);
  });

  it("counts GraphQL over WebSocket with the same cap: past it RATE_LIMITED with retryAfter, until the operation has finished", async () => {
    const account = await svc.newAccount();
    const api = client(svc.url, account.key);
    const other = await svc.newAccount();
    const app = await createApplication(api, { entityType: "BUSINESS", name: "Socket Holdings SA", business: { name: "Socket Holdings SA", country: "LU" } });
    const structure = structureOf("Socket Holdings SA", app.businesses[0].id as string, "Walter Socket");
    const first = wsClient(account.key);
    const second = wsClient(account.key);
    const otherWs = wsClient(other.key);
    const match = { query: `mutation($input: JSON!) { screeningMatch(input: $input) { id } }`, variables: { input: MATCH_BODY } };
    const hold = await holdOwnershipWrites();
    try {
      const replaced = once(first, {
        query: `mutation($id: ID!, $input: ReplaceOwnershipInput!) { replaceOwnership(applicationId: $id, input: $input) { nodes { name } } }`,
        variables: { id: app.id, input: structure },
      });
      replaced.catch(() => undefined);
      await hold.waiting();

      const refused = await once(second, match);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors).toEqual([
        { message: expect.stringMatching(/HEAVY_REQUESTS_PER_ACCOUNT=1/), extensions: { code: "RATE_LIMITED", statusCode: 429, retryAfter: 1 } },
      ]);
      // One count for both doors: the account's REST and GraphQL-over-HTTP heavy requests wait too.
      expect((await api.post("/api/v1/screening/match", MATCH_BODY)).status).toBe(429);
      expect((await api.graphql(match.query, match.variables)).status).toBe(429);
      // A light operation of the account goes on, and another account's heavy one is not held up.
      const light = await once(second, { query: `query($id: ID!) { application(id: $id) { id name } }`, variables: { id: app.id } });
      expect(light).toEqual({ data: { application: { id: app.id, name: "Socket Holdings SA" } } });
      const others = await once(otherWs, match);
      expect(others.errors).toBeUndefined();
      expect(others.data.screeningMatch.id).toEqual(expect.any(String));

      // The client that sent the write goes away: its write still runs, and still counts.
      await first.dispose();
      await new Promise((r) => setTimeout(r, 300));
      expect((await once(second, match)).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await hold.release();
    }
    const names = await eventually(async () => {
      const nodes = (await api.get(`/api/v1/applications/${app.id}/ownership`)).body.nodes as { name: string }[];
      return nodes.length === 2 && nodes.map((n) => n.name).sort();
    });
    expect(names).toEqual(["Socket Holdings SA", "Walter Socket"]);
    const accepted = await eventually(async () => {
      const result = await once(second, match);
      return result.errors?.[0].extensions?.code === "RATE_LIMITED" ? null : result;
    });
    expect(accepted.errors).toBeUndefined();
    await Promise.all([second.dispose(), otherWs.dispose()]);
  });
});

/** A graphql-ws client as an integrator writes one: the key in connectionParams. */
function wsClient(key: string): Client {
  return createClient({
    url: `${svc.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${key}` },
  });
}

/** One operation's single result over a graphql-ws connection. */
function once(c: Client, request: { query: string; variables?: Record<string, unknown> }): Promise<{ data?: any; errors?: any[] }> {
  return new Promise((resolve, reject) => {
    let result: { data?: any; errors?: any[] } | undefined;
    c.subscribe(request, {
      next: (value) => (result = value as typeof result),
      error: (err) => (Array.isArray(err) ? resolve({ errors: err.map((e) => ({ message: e.message, extensions: e.extensions })) }) : reject(err)),
      complete: () => (result ? resolve(result) : reject(new Error("completed without a result"))),
    });
  });
}

onServer("operations run by a trusted document's id", () => {
  const manifest = path.join(mkdtempSync(path.join(tmpdir(), "trusted-")), "trusted-documents.json");
  const registered = persistOperations(
    manifest,
    `mutation Replace($id: ID!, $input: ReplaceOwnershipInput!) { replaceOwnership(applicationId: $id, input: $input) { nodes { name } } }
     mutation Match($input: JSON!) { screeningMatch(input: $input) { id } }`,
    schema,
  );
  const hashOf = (name: string) => registered.find((op) => op.name === name)!.hash;
  let trusted: TestService;
  beforeAll(async () => {
    trusted = await startTestService({ env: { HEAVY_REQUESTS_PER_ACCOUNT: "1", GRAPHQL_TRUSTED_DOCUMENTS: "all", GRAPHQL_TRUSTED_DOCUMENTS_FILE: manifest } });
  });
  afterAll(() => trusted?.close());

  it("count as their text would: the gate in front sees no text, so the operation's is read once looked up", async () => {
    const account = await trusted.newAccount();
    const api = client(trusted.url, account.key);
    const app = await createApplication(api, { entityType: "BUSINESS", name: "Trusted Holdings SA", business: { name: "Trusted Holdings SA", country: "LU" } });
    const post = async (body: Record<string, unknown>) => {
      const res = await fetch(`${trusted.url}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${account.key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as { data?: any; errors?: any[] } };
    };
    const match = { documentId: hashOf("Match"), variables: { input: MATCH_BODY } };
    const hold = await holdOwnershipWrites(trusted);
    let replaced: ReturnType<typeof post>;
    try {
      replaced = post({
        documentId: hashOf("Replace"),
        variables: { id: app.id, input: structureOf("Trusted Holdings SA", app.businesses[0].id as string, "Tina Trusted") },
      });
      await hold.waiting();
      const refused = await post(match);
      expect({ status: refused.status, retryAfter: refused.retryAfter }).toEqual({ status: 429, retryAfter: "1" });
      expect(refused.body.errors).toEqual([
        { message: expect.stringMatching(/HEAVY_REQUESTS_PER_ACCOUNT=1/), extensions: { code: "RATE_LIMITED", statusCode: 429 } },
      ]);
    } finally {
      await hold.release();
    }
    const done = await replaced;
    expect(done.status).toBe(200);
    expect(done.body.data.replaceOwnership.nodes.map((n: { name: string }) => n.name).sort()).toEqual(["Tina Trusted", "Trusted Holdings SA"]);
    const accepted = await eventually(async () => {
      const res = await post(match);
      return res.status === 429 ? null : res;
    });
    expect({ status: accepted.status, errors: accepted.body.errors }).toEqual({ status: 200, errors: undefined });
  });
});
