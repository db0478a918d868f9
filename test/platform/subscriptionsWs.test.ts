// GraphQL over WebSocket (graphql-ws's `graphql-transport-ws`, Apollo Client's and urql's default
// transport) on /graphql: the integrators' own clients subscribe, receive an event after a mutation,
// and meet the same key check, caps, limits and trusted documents as over server-sent events.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { ApolloClient, InMemoryCache, gql } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { documentHash } from "../../src/http/trustedDocuments";
import { GRAPHQL_LIMITS } from "../../src/http/graphqlLimits";

let svc: TestService;
let account: { accountId: string; key: string; keyId: string };
let api: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  account = await svc.newAccount();
  api = client(svc.url, account.key);
});
afterAll(() => svc?.close());

const APPLICATION_CHANGED = `subscription($id: ID!) { applicationChanged(id: $id) { changes application { id status name } } }`;

const wsUrl = (url: string) => `${url.replace(/^http/, "ws")}/graphql`;

/** A graphql-ws client as an integrator writes one: the key in connectionParams, and every close it saw. */
function wsClient(url: string, key: string | null, extra: Partial<Parameters<typeof createClient>[0]> = {}) {
  const closes: { code: number; reason: string }[] = [];
  const c = createClient({
    url: wsUrl(url),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    ...(key === null ? {} : { connectionParams: { authorization: `Bearer ${key}` } }),
    on: { closed: (event) => closes.push(event as { code: number; reason: string }) },
    ...extra,
  });
  return { client: c, closes };
}

type Result = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** One subscription read event by event; `next` fails after its deadline instead of hanging the file. */
function iterate(c: Client, query: string, variables: Record<string, unknown>) {
  const it = c.iterate<any>({ query, variables });
  return {
    next: (timeoutMs = 15_000): Promise<Result | null> =>
      Promise.race([
        it.next().then((r) => (r.done ? null : (r.value as Result))),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs).unref()),
      ]),
    close: () => it.return?.(undefined),
  };
}

describe("graphql-ws on /graphql", () => {
  it("answers the application, then again after a mutation, through graphql-ws's own client", async () => {
    const app = await createApplication(api);
    const { client: c } = wsClient(svc.url, account.key);
    try {
      const sub = iterate(c, APPLICATION_CHANGED, { id: app.id });
      expect(await sub.next()).toEqual({
        data: { applicationChanged: { changes: [], application: expect.objectContaining({ id: app.id, status: "PENDING" }) } },
      });
      const renamed = await api.graphql(`mutation($id: ID!) { updateApplication(id: $id, input: { name: "Renamed over WS" }) { id name } }`, { id: app.id });
      expect(renamed.body.errors).toBeUndefined();
      let event = (await sub.next())?.data?.applicationChanged;
      // The creation's own announcement may arrive after the subscription started: one event with the state unchanged.
      if (event.application.name !== "Renamed over WS") event = (await sub.next())?.data?.applicationChanged;
      expect(event).toEqual({ changes: ["UPDATED"], application: expect.objectContaining({ name: "Renamed over WS" }) });
      await sub.close();
      await eventually(async () => svc.changes!.subscriberCount === 0);
    } finally {
      await c.dispose();
    }
  });

  it("serves Apollo Client's GraphQLWsLink: an event follows a submission", async () => {
    const app = await createApplication(api);
    const { client: c } = wsClient(svc.url, account.key);
    const apollo = new ApolloClient({ link: new GraphQLWsLink(c), cache: new InMemoryCache() });
    const events: { status: string; changes: string[] }[] = [];
    const failures: unknown[] = [];
    const subscription = apollo.subscribe({ query: gql(APPLICATION_CHANGED), variables: { id: app.id } }).subscribe({
      next: (result) => {
        const changed = (result.data as { applicationChanged: { changes: string[]; application: { status: string } } }).applicationChanged;
        events.push({ status: changed.application.status, changes: changed.changes });
      },
      error: (err) => failures.push(err),
    });
    try {
      await eventually(async () => events.length >= 1);
      expect(events[0]).toEqual({ status: "PENDING", changes: [] });
      expect((await api.post(`/api/v1/applications/${app.id}/submit`)).status).toBe(200);
      const submitted = await eventually(async () => events.find((e) => e.status === "SUBMITTED"));
      expect(submitted.changes).toContain("STATUS");
      expect(failures).toEqual([]);
    } finally {
      subscription.unsubscribe();
      await c.dispose();
    }
  });

  it("closes a connection with 4401 for a wrong key or none, and takes the key from an upgrade's Authorization header too", async () => {
    const app = await createApplication(api);
    for (const key of ["not-a-key", null]) {
      const { client: c, closes } = wsClient(svc.url, key);
      const sub = iterate(c, APPLICATION_CHANGED, { id: app.id });
      await expect(sub.next()).rejects.toEqual(expect.objectContaining({ code: 4401 }));
      expect(closes[0]).toEqual(expect.objectContaining({ code: 4401, reason: expect.stringContaining("API key") }));
      await c.dispose();
    }
    // A server-side client (not a browser) may send the key as a header of the upgrade instead.
    const key = account.key;
    class WithHeader extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { Authorization: `Bearer ${key}` } });
      }
    }
    const { client: c } = wsClient(svc.url, null, { webSocketImpl: WithHeader });
    try {
      const sub = iterate(c, APPLICATION_CHANGED, { id: app.id });
      expect((await sub.next())?.data?.applicationChanged.application.id).toBe(app.id);
      await sub.close();
    } finally {
      await c.dispose();
    }
  });

  it("applies the account scoping and the query limits of /graphql", async () => {
    const app = await createApplication(api);
    const stranger = await svc.newAccount();
    const { client: c } = wsClient(svc.url, stranger.key);
    const { client: own } = wsClient(svc.url, account.key);
    try {
      const foreign = await iterate(c, APPLICATION_CHANGED, { id: app.id }).next();
      expect(foreign?.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      const costly = `subscription($id: ID!) { applicationChanged(id: $id) { application { documents(limit: 100) { items { tasks(limit: 100) { items { id document { id } } } } } } } }`;
      const refused = await iterate(own, costly, { id: app.id }).next();
      expect(refused?.errors).toEqual([
        expect.objectContaining({
          message: expect.stringContaining(`exceeds the limit of ${GRAPHQL_LIMITS.maxCost}`),
          extensions: expect.objectContaining({ code: "QUERY_TOO_COSTLY" }),
        }),
      ]);
      const deep = `subscription($id: ID!) { applicationChanged(id: $id) { application { documents { items { tasks { items { document { tasks { items { document { id } } } } } } } } } } }`;
      await expect(iterate(own, deep, { id: app.id }).next()).rejects.toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: "QUERY_TOO_DEEP" }) }),
      ]);
      expect(svc.changes!.subscriberCount).toBe(0);
    } finally {
      await c.dispose();
      await own.dispose();
    }
  });
});

describe("shutdown", () => {
  it("stopping the service closes open WebSockets (1001) instead of waiting on them", async () => {
    const other = await startTestService();
    const { key } = await other.newAccount();
    const app = await createApplication(client(other.url, key));
    const { client: c, closes } = wsClient(other.url, key);
    try {
      const sub = iterate(c, APPLICATION_CHANGED, { id: app.id });
      await sub.next();
      const started = Date.now();
      await other.close();
      expect(Date.now() - started).toBeLessThan(3_000);
      await eventually(async () => closes.length > 0, 5_000);
      expect(closes[0].code).toBe(1001);
    } finally {
      await c.dispose();
    }
  });
});

describe("caps and trusted documents over WebSocket", () => {
  let strict: TestService;
  let dir: string;
  let key: string;
  let strictApi: ReturnType<typeof client>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "trusted-ws-"));
    const manifest = path.join(dir, "trusted.json");
    writeFileSync(manifest, JSON.stringify({ [documentHash(APPLICATION_CHANGED)]: APPLICATION_CHANGED }));
    strict = await startTestService({ env: { SUBSCRIPTIONS_MAX_PER_KEY: "2", GRAPHQL_TRUSTED_DOCUMENTS: "all", GRAPHQL_TRUSTED_DOCUMENTS_FILE: manifest } });
    key = (await strict.newAccount()).key;
    strictApi = client(strict.url, key);
  });
  afterAll(async () => {
    await strict?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("counts WebSocket subscriptions against the key's cap and gives a place back when one completes", async () => {
    const app = await createApplication(strictApi);
    const { client: c } = wsClient(strict.url, key);
    try {
      const first = iterate(c, APPLICATION_CHANGED, { id: app.id });
      const second = iterate(c, APPLICATION_CHANGED, { id: app.id });
      expect((await first.next())?.data).toBeDefined();
      expect((await second.next())?.data).toBeDefined();
      const third = await iterate(c, APPLICATION_CHANGED, { id: app.id }).next();
      expect(third?.errors?.[0].extensions?.code).toBe("TOO_MANY_SUBSCRIPTIONS");
      await first.close();
      await eventually(async () => ((await iterate(c, APPLICATION_CHANGED, { id: app.id }).next())?.data ? true : false));
    } finally {
      await c.dispose();
    }
    await eventually(async () => strict.changes!.subscriberCount === 0);
  });

  it("runs registered operations only, sent as text or by hash, for a key that must", async () => {
    const app = await createApplication(strictApi);
    const { client: c } = wsClient(strict.url, key);
    try {
      const other = `subscription($id: ID!) { applicationChanged(id: $id) { changes } }`;
      await expect(iterate(c, other, { id: app.id }).next()).rejects.toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: "PERSISTED_QUERY_REQUIRED" }) }),
      ]);
      const byHash = c.iterate<any>({
        query: "",
        variables: { id: app.id },
        extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(APPLICATION_CHANGED) } },
      });
      expect(((await byHash.next()).value as Result).data?.applicationChanged.application.id).toBe(app.id);
      await byHash.return?.(undefined);
    } finally {
      await c.dispose();
    }
  });
});
