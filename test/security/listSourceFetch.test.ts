// List sources are what decides who is sanctioned: a file rewritten on the way could silently delist
// people, and a publisher (or whoever answers for it) could fill the store or the worker's memory.
// Tried here: plain http on a live deployment (refused on registration and at fetch, unless the
// operator names a private mirror with LIST_SOURCE_ALLOW_HTTP), a gzip bomb (refused once its
// decompressed bytes pass LIST_SOURCE_MAX_BYTES), a line with no end (refused past 4 MiB). Each keeps
// the list as it was and says why in lists:status. The publisher listens on loopback.
import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { startTestService, type TestService } from "../support/service";
import { eventually } from "../support/http";
import { runCommand } from "../../src/cli/commands";
import { loadConfig } from "../../src/config";
import { refreshListSource, type ListStatus } from "../../src/screening/watchlists";
import { FTM_MAX_LINE_BYTES } from "../../src/screening/watchlists/ftm";

const MAX_BYTES = 8 * 1024 * 1024;

/** A publisher on loopback serving `state.body`, gzipped when `state.gzip`, counting what it was asked. */
function publisher() {
  const state = { body: Buffer.alloc(0), gzip: false, requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests++;
    req.resume();
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (state.gzip) headers["content-encoding"] = "gzip";
    res.writeHead(200, headers).end(state.gzip ? gzipSync(state.body) : state.body);
  });
  return { state, server };
}

const person = (id: string, name: string) => JSON.stringify({ id, schema: "Person", properties: { name: [name], topics: ["sanction"] } });
const TWO = Buffer.from([person("p-1", "Orlanda Vexmoor"), person("p-2", "Tiberius Quangle")].join("\n") + "\n");

let svc: TestService;
let pub: ReturnType<typeof publisher>;
let base: string;
const admin = (command: string, args: Record<string, unknown> = {}, config = svc.config) =>
  runCommand({ db: svc.db.prisma, config, temporal: svc.temporal }, command, args);
const statusOf = async (list: string) => ((await admin("lists:status")) as ListStatus[]).find((s) => s.list === list)!;
const liveEnv = () => ({ ...svc.env, API_ENV: "live", SECRETS_KEY: randomBytes(32).toString("base64") });

/** Runs the source's schedule now (through the worker) and waits for that run to be recorded. */
async function runOnce(list: string): Promise<ListStatus> {
  const before = (await statusOf(list))?.lastCheckedAt?.getTime() ?? 0;
  await admin("lists:source:run", { list });
  return eventually(async () => {
    const s = await statusOf(list);
    return s?.lastCheckedAt && s.lastCheckedAt.getTime() > before ? s : null;
  }, 30_000);
}

beforeAll(async () => {
  svc = await startTestService({ worker: true, env: { LIST_SOURCE_MAX_BYTES: String(MAX_BYTES) } });
  pub = publisher();
  await new Promise<void>((resolve) => pub.server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(pub.server.address() as AddressInfo).port}`;
}, 150_000);
afterAll(async () => {
  pub?.server.close();
  await svc?.close();
});

describe("plain http on a live deployment", () => {
  it("is refused by lists:source:add, naming the override, and registers nothing", async () => {
    const live = loadConfig(liveEnv());
    await expect(admin("lists:source:add", { list: "live-plain", format: "ftm", url: `${base}/list.ftm.json` }, live)).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "List source URL refused",
      details: [{ path: "url", message: expect.stringMatching(/must use https .*LIST_SOURCE_ALLOW_HTTP/) }],
    });
    expect(await svc.db.prisma.watchlistSource.count({ where: { list: "live-plain" } })).toBe(0);
  });

  it("is accepted for an operator's mirror only with LIST_SOURCE_ALLOW_HTTP=true", async () => {
    const mirror = loadConfig({ ...liveEnv(), LIST_SOURCE_ALLOW_HTTP: "true" });
    expect(mirror.listSourceUrlPolicy.requireHttps).toBe(false);
    const added = await admin("lists:source:add", { list: "live-mirror", format: "ftm", url: `${base}/mirror.ftm.json` }, mirror);
    expect(added).toMatchObject({ list: "live-mirror", url: `${base}/mirror.ftm.json` });
    await admin("lists:source:remove", { list: "live-mirror" });
  });

  it("is never fetched at refresh, even for a source registered before https was required: the list stays as it was", async () => {
    const list = `plain-${randomBytes(3).toString("hex")}`;
    pub.state.body = TWO;
    pub.state.gzip = false;
    await svc.db.prisma.watchlistSource.create({ data: { list, format: "ftm", url: `${base}/${list}.ftm.json`, everySeconds: 21_600 } });
    const live = loadConfig(liveEnv());
    const requests = pub.state.requests;
    const result = await refreshListSource(svc.db.prisma, svc.objectStore, live.listSourceUrlPolicy, list, live.listSourceMaxBytes);
    expect(result).toMatchObject({
      outcome: "fetch_failed",
      version: null,
      reason: expect.stringMatching(/plain http.*https only \(LIST_SOURCE_ALLOW_HTTP\)/),
    });
    expect(pub.state.requests).toBe(requests);
    expect(await statusOf(list)).toMatchObject({ version: null, entries: 0, lastOutcome: "fetch_failed", lastFailure: { reason: result.reason } });
    await svc.db.prisma.watchlistSource.delete({ where: { list } });
  });
});

// A throwaway certificate for 127.0.0.1 (the https publisher below), valid for a century.
const TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgKWvmgHN8NJ19TZMN
ESACV27LJx+RVA/FkZg+/ksZt8KhRANCAARQcC0P6UQwMeFGMxTqR0yowksDDAnk
lqwVjqsC16z86bNpH3mAcyvYUmqJ/ApxSmLmblcJyzQlkaiUoa140mIc
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUUVsgFr/J2f1DFHV2DXUswfp0PJowCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNzE3MzIwMloYDzIxMjYxMTAz
MTczMjAyWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARQcC0P6UQwMeFGMxTqR0yowksDDAnklqwVjqsC16z86bNpH3mAcyvY
UmqJ/ApxSmLmblcJyzQlkaiUoa140mIco2QwYjAdBgNVHQ4EFgQUvNEy34fJMDvD
virEjrCYkhgIcHkwHwYDVR0jBBgwFoAUvNEy34fJMDvDvirEjrCYkhgIcHkwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQCRaCxyTgXzDMfHF/FrXeA3X33Wcu5twQCJdG+tn9TUbwIhAMiSoaidO1UGPBKm
4WYEV7T+LHOBA/2OOEFVIG6lXVpT
-----END CERTIFICATE-----
`,
};

describe("an https source on a live deployment", () => {
  it("does not read an answer a redirect brought over plain http: the list stays as it was", async () => {
    const list = `redirected-${randomBytes(3).toString("hex")}`;
    pub.state.body = TWO;
    pub.state.gzip = false;
    const secure = https.createServer(TLS, (req, res) => {
      req.resume();
      res.writeHead(302, { location: `${base}/${list}.ftm.json` }).end();
    });
    await new Promise<void>((resolve) => secure.listen(0, "127.0.0.1", resolve));
    const url = `https://127.0.0.1:${(secure.address() as AddressInfo).port}/${list}.ftm.json`;
    // The fetch trusts the throwaway certificate for this test only.
    // Node 24's CA API, newer than the @types/node the project pins.
    const cas = tls as unknown as { getCACertificates(kind: "default"): string[]; setDefaultCACertificates(certs: string[]): void };
    const defaultCAs = cas.getCACertificates("default");
    cas.setDefaultCACertificates([...defaultCAs, TLS.cert]);
    try {
      const live = loadConfig(liveEnv());
      await admin("lists:source:add", { list, format: "ftm", url }, live);
      const result = await refreshListSource(svc.db.prisma, svc.objectStore, live.listSourceUrlPolicy, list, live.listSourceMaxBytes);
      expect(result).toMatchObject({
        outcome: "fetch_failed",
        version: null,
        reason: expect.stringMatching(/^redirected: .*plain http.*\(LIST_SOURCE_ALLOW_HTTP\)/),
      });
      expect(await statusOf(list)).toMatchObject({ version: null, entries: 0, lastOutcome: "fetch_failed" });
      expect(await svc.db.prisma.watchlistImport.count({ where: { list } })).toBe(0);
    } finally {
      cas.setDefaultCACertificates(defaultCAs);
      await admin("lists:source:remove", { list }).catch(() => undefined);
      secure.close();
    }
  });
});

describe("a scheduled source's body", () => {
  const LIST = `capped-${randomBytes(3).toString("hex")}`;
  beforeAll(async () => {
    pub.state.body = TWO;
    pub.state.gzip = true;
    await admin("lists:source:add", { list: LIST, format: "ftm", url: `${base}/${LIST}.ftm.json`, every: "6h" });
  });
  afterAll(() => admin("lists:source:remove", { list: LIST }).catch(() => undefined));

  it("is read decompressed: a gzipped list within the cap is imported", async () => {
    expect(await runOnce(LIST)).toMatchObject({ version: 1, entries: 2, lastOutcome: "imported", lastFailure: null });
  });

  it("refuses a gzip bomb once its decompressed bytes pass LIST_SOURCE_MAX_BYTES, and keeps the list", async () => {
    // 64 MiB of line breaks: about 64 KiB on the wire.
    pub.state.body = Buffer.alloc(64 * 1024 * 1024, "\n");
    expect(gzipSync(pub.state.body).length).toBeLessThan(MAX_BYTES / 16);
    const bombed = await runOnce(LIST);
    expect(bombed).toMatchObject({ version: 1, entries: 2, lastOutcome: "fetch_failed" });
    expect(bombed.lastFailure!.reason).toBe(`the list file is larger than ${MAX_BYTES} bytes once decompressed (LIST_SOURCE_MAX_BYTES): not imported`);
    expect(await svc.db.prisma.watchlistEntry.count({ where: { list: LIST, removedInVersion: null } })).toBe(2);
  });

  it("refuses a line longer than 4 MiB (never gathered whole), and keeps the list", async () => {
    const endless = `{"id":"p-3","schema":"Person","properties":{"name":["${"a".repeat(FTM_MAX_LINE_BYTES)}"]}}`;
    pub.state.body = Buffer.from(`${person("p-1", "Orlanda Vexmoor")}\n${endless}\n${person("p-2", "Tiberius Quangle")}\n`);
    expect(pub.state.body.length).toBeLessThan(MAX_BYTES);
    const long = await runOnce(LIST);
    expect(long).toMatchObject({ version: 1, entries: 2, lastOutcome: "parse_failed" });
    expect(long.lastFailure!.reason).toBe(
      `the file does not parse: line 2 is longer than ${FTM_MAX_LINE_BYTES} bytes (one FtM entity a line): not a list file this service reads`,
    );
    expect(await svc.db.prisma.watchlistImport.count({ where: { list: LIST } })).toBe(1);
  });
});
