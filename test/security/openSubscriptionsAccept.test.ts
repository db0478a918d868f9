// The open-subscription caps counted a request only when its Accept header held `text/event-stream`
// spelled in lower case, but yoga streams a subscription for no Accept, `*/*` or `TEXT/EVENT-STREAM`
// too: 25 upper-case streams all opened past a cap of 20. The caps now count each subscription where
// the server starts it, whatever the request's Accept says.
import http from "node:http";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { createApplication } from "../support/factories";
import { openSubscriptions } from "../../src/observability/metrics";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ env: { SUBSCRIPTIONS_MAX_PER_KEY: "3", SUBSCRIPTIONS_MAX_PER_PROCESS: "5" } });
});
afterAll(() => svc.close());

const APPLICATION_CHANGED = `subscription($id: ID!) { applicationChanged(id: $id) { application { id } } }`;

interface RawStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body once it has ended (a refusal), or what arrived before `firstEvent` saw an event. */
  text(): Promise<string>;
  /** Resolves once the first `event: next` has arrived: the subscription is open and answering. */
  firstEvent(): Promise<string>;
  close(): void;
}

/** A subscription request with exactly this Accept header (null: none at all), over plain node:http. */
function open(key: string, applicationId: string, accept: string | null): Promise<RawStream> {
  const body = JSON.stringify({ query: APPLICATION_CHANGED, variables: { id: applicationId } });
  const url = new URL(`${svc.url}/graphql`);
  const headers: Record<string, string | number> = {
    authorization: `Bearer ${key}`,
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  };
  if (accept !== null) headers.accept = accept;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (res) => {
      let received = "";
      const ended = new Promise<string>((done) => res.on("end", () => done(received)).on("close", () => done(received)));
      const firstEvent = new Promise<string>((done, fail) => {
        res.on("data", (chunk: Buffer) => {
          received += chunk.toString("utf8");
          if (received.includes("event: next")) done(received);
        });
        res.on("end", () => fail(new Error(`the stream ended before any event: ${res.statusCode} ${received}`)));
      });
      firstEvent.catch(() => undefined);
      resolve({ status: res.statusCode!, headers: res.headers, text: () => ended, firstEvent: () => firstEvent, close: () => req.destroy() });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const SPELLINGS: (string | null)[] = [null, "*/*", "TEXT/EVENT-STREAM", "text/event-stream", "Text/Event-Stream; charset=utf-8", "application/json, */*;q=0.5"];

/** Every stream of the test before has been let go of (its places given back as its connection closed). */
const noneOpen = () => eventually(async () => ((await openSubscriptions.get()).values[0]?.value === 0 ? true : null), 10_000);

beforeEach(noneOpen);

async function expectRefused(stream: RawStream, status: number, code: string) {
  expect(stream.status).toBe(status);
  expect(stream.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(await stream.text());
  expect(body.errors).toEqual([expect.objectContaining({ extensions: { code, statusCode: status } })]);
}

describe("open subscriptions, whatever the Accept header", () => {
  it("counts a key's streams opened with no Accept, */* or any spelling of text/event-stream, and refuses the next one with 429 in every spelling", async () => {
    const { key } = await svc.newAccount();
    const app = await createApplication(client(svc.url, key));
    const opened: RawStream[] = [];
    try {
      for (const accept of [null, "*/*", "TEXT/EVENT-STREAM"]) {
        const stream = await open(key, app.id, accept);
        expect(stream.status).toBe(200);
        expect(await stream.firstEvent()).toContain(app.id);
        opened.push(stream);
      }
      for (const accept of SPELLINGS) {
        const refused = await open(key, app.id, accept);
        await expectRefused(refused, 429, "TOO_MANY_SUBSCRIPTIONS");
      }

      // A closed stream gives its place back, taken again by an upper-case request.
      opened.shift()!.close();
      const again = await eventually(async () => {
        const stream = await open(key, app.id, "TEXT/EVENT-STREAM");
        if (stream.status === 200) return stream;
        await stream.text();
        return null;
      }, 10_000);
      opened.push(again);
      await again.firstEvent();
    } finally {
      for (const stream of opened) stream.close();
    }
  });

  it("a request that opens no stream (a refused id, an Accept yoga cannot stream to) holds no place and no change listener", async () => {
    const { key } = await svc.newAccount();
    const app = await createApplication(client(svc.url, key));
    const listenersBefore = svc.changes!.subscriberCount;
    for (let i = 0; i < 4; i++) {
      const unknown = await open(key, "00000000-0000-0000-0000-000000000000", i % 2 ? null : "TEXT/EVENT-STREAM");
      expect(await unknown.text()).toContain("NOT_FOUND");
      const unstreamable = await open(key, app.id, "multipart/mixed");
      expect(unstreamable.status).toBe(406);
      await unstreamable.text();
    }
    await eventually(async () => svc.changes!.subscriberCount === listenersBefore || null, 10_000);
    await noneOpen();
    // All three places are still free.
    const opened = await Promise.all([null, "*/*", "TEXT/EVENT-STREAM"].map((accept) => open(key, app.id, accept)));
    try {
      expect(opened.map((s) => s.status)).toEqual([200, 200, 200]);
      await Promise.all(opened.map((s) => s.firstEvent()));
    } finally {
      for (const stream of opened) stream.close();
    }
  });

  it("counts every spelling against the process's cap too, and refuses past it with 503 and Retry-After", async () => {
    const accounts = await Promise.all([svc.newAccount(), svc.newAccount()]);
    const apps = await Promise.all(accounts.map((a) => createApplication(client(svc.url, a.key))));
    const opened: RawStream[] = [];
    try {
      // 3 + 2 = the process's 5, through spellings the old check never counted.
      for (const [i, accept] of [
        [0, null],
        [0, "*/*"],
        [0, "TEXT/EVENT-STREAM"],
        [1, null],
        [1, "Text/Event-Stream"],
      ] as const) {
        const stream = await open(accounts[i].key, apps[i].id, accept);
        expect(stream.status).toBe(200);
        await stream.firstEvent();
        opened.push(stream);
      }
      for (const accept of SPELLINGS) {
        const refused = await open(accounts[1].key, apps[1].id, accept);
        await expectRefused(refused, 503, "TOO_MANY_OPEN_STREAMS");
        expect(refused.headers["retry-after"]).toBeTruthy();
      }
    } finally {
      for (const stream of opened) stream.close();
    }
  });
});
