// The ownership chart through a short-lived signed URL (docs/ownership.md, "The chart"): minted over REST
// and GraphQL by a key, fetched over real HTTP with no Authorization header, and refused in the
// contract's error shape once altered, expired, re-pointed at another account's application, after its
// key was revoked, and after the application's erasure.
import { revokeKey } from "../../src/domain/accounts/admin";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

let svc: TestService;
let owner: { accountId: string; key: string; keyId: string };
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  svc = await startTestService();
  owner = await svc.newAccount({ user: "una.url@example.com" });
  api = client(svc.url, owner.key);
  other = client(svc.url, (await svc.newAccount()).key);
});
afterAll(() => svc?.close());

/** An application with a two-node structure, of `as`'s account. */
async function charted(as = api, name = "Signed Chart SARL") {
  const created = await as.post("/api/v1/applications", { entityType: "BUSINESS", name, business: { name, country: "LU" } });
  expect(created.status).toBe(201);
  const app: string = created.body.id;
  const node = async (body: Record<string, unknown>) => {
    const res = await as.post(`/api/v1/applications/${app}/ownership/nodes`, body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const applicant = await node({ kind: "BUSINESS", name, applicant: true, country: "LU" });
  const holder = await node({ kind: "INDIVIDUAL", name: "Ursula Urlholder", country: "DE" });
  expect(
    (await as.post(`/api/v1/applications/${app}/ownership/edges`, { ownerNodeId: holder, ownedNodeId: applicant, kind: "OWNERSHIP", percent: 80 })).status,
  ).toBe(201);
  return app;
}

/** GET with no key at all: what an <img> sends. */
async function fetchPlain(url: string) {
  const res = await fetch(url);
  const text = await res.text();
  const json = res.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(text) : null;
  return { status: res.status, type: res.headers.get("content-type") ?? "", text, json, headers: res.headers };
}

async function mint(app: string, body: Record<string, unknown> = {}, as = api) {
  return as.post(`/api/v1/applications/${app}/ownership/chart-url`, body);
}

/** The same URL with one query parameter (or the path's application id) replaced. */
function altered(url: string, change: (u: URL) => void) {
  const u = new URL(url);
  change(u);
  return u.toString();
}

describe("the ownership chart's signed URL", () => {
  it("serves the chart with no API key until it expires, as the Bearer route draws it", async () => {
    const app = await charted();
    const minted = await mint(app, { expiresInSeconds: 120 });
    expect(minted.status).toBe(200);
    expect(minted.body.url).toMatch(new RegExp(`^${svc.url}/api/v1/applications/${app}/ownership/chart/signed\\?expires=\\d+&key=${owner.keyId}&signature=`));
    const expiresAt = Date.parse(minted.body.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(100_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(121_000);

    const got = await fetchPlain(minted.body.url);
    expect(got.status).toBe(200);
    expect(got.type).toMatch(/^image\/svg\+xml/);
    expect(got.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(got.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(got.text).toContain("Ursula Urlholder");
    const bearer = await api.get(`/api/v1/applications/${app}/ownership/chart`);
    expect(got.text).toBe(bearer.text);
  });

  it("is minted through GraphQL as through REST, maxNodes signed with it", async () => {
    const app = await charted();
    const res = await api.graphql(`mutation($a: ID!) { createOwnershipChartUrl(applicationId: $a, maxNodes: 2) { url expiresAt } }`, { a: app });
    expect(res.body.errors).toBeUndefined();
    const { url } = res.body.data.createOwnershipChartUrl;
    expect(new URL(url).searchParams.get("maxNodes")).toBe("2");
    expect((await fetchPlain(url)).status).toBe(200);
    // maxNodes is signed: another value is another URL, refused.
    const more = await fetchPlain(altered(url, (u) => u.searchParams.set("maxNodes", "200")));
    expect(more.status).toBe(403);
    const none = await fetchPlain(altered(url, (u) => u.searchParams.delete("maxNodes")));
    expect(none.status).toBe(403);
  });

  it("refuses an altered URL with 403 in the contract's error shape, and a malformed one with 400", async () => {
    const app = await charted();
    const { url } = (await mint(app)).body;
    const signature = new URL(url).searchParams.get("signature")!;
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    for (const tampered of [
      altered(url, (u) => u.searchParams.set("signature", flipped)),
      altered(url, (u) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 3600))),
      altered(url, (u) => u.searchParams.set("key", "0123456789abcdef")),
    ]) {
      const res = await fetchPlain(tampered);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ statusCode: 403, error: "Forbidden", code: "FORBIDDEN", message: expect.stringMatching(/^Signed URL is not valid/) });
    }
    const missing = await fetchPlain(altered(url, (u) => u.searchParams.delete("signature")));
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: "VALIDATION_FAILED", details: [expect.objectContaining({ path: "signature" })] });
    const extra = await fetchPlain(altered(url, (u) => u.searchParams.set("admin", "true")));
    expect(extra.status).toBe(400);
  });

  it("refuses an expired URL", async () => {
    const app = await charted();
    const { url } = (await mint(app, { expiresInSeconds: 1 })).body;
    await new Promise((r) => setTimeout(r, 2100));
    const res = await fetchPlain(url);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "FORBIDDEN", message: expect.stringMatching(/^Signed URL has expired/) });
    // Out of range lifetimes are refused at minting.
    for (const expiresInSeconds of [0, 3601, 1.5]) expect((await mint(app, { expiresInSeconds })).status).toBe(400);
  });

  it("reads no other account's chart: not by minting for it, not by re-pointing a URL at it", async () => {
    const mine = await charted();
    const theirs = await charted(other, "Other Account Holdings");
    // Their key cannot mint a URL for my application, nor I for theirs.
    expect((await mint(mine, {}, other)).status).toBe(404);
    expect((await mint(theirs)).status).toBe(404);
    const { url } = (await mint(mine)).body;
    const repointed = await fetchPlain(url.replace(`/applications/${mine}/`, `/applications/${theirs}/`));
    expect(repointed.status).toBe(403);
    expect(repointed.text).not.toContain("Other Account Holdings");
    // A URL of another of my own applications is not this one's either.
    const second = await charted();
    expect((await fetchPlain(url.replace(`/applications/${mine}/`, `/applications/${second}/`))).status).toBe(403);
  });

  it("stops serving once the key that signed it is revoked", async () => {
    const second = await svc.newKey(owner.accountId, { user: "una.url@example.com" });
    const viaSecond = client(svc.url, second.key);
    const app = await charted();
    const { url } = (await mint(app, {}, viaSecond)).body;
    expect((await fetchPlain(url)).status).toBe(200);
    await revokeKey(svc.db.prisma, { id: second.keyId });
    const res = await fetchPlain(url);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "FORBIDDEN" });
  });

  it("is no way to read after erasure: the minted URL stops, and none is minted", async () => {
    const app = await charted();
    const { url } = (await mint(app)).body;
    expect((await fetchPlain(url)).status).toBe(200);
    expect((await api.post(`/api/v1/applications/${app}/submit`)).status).toBe(200);
    expect((await api.post(`/api/v1/applications/${app}/reject`)).status).toBe(200);
    expect((await api.request("PUT", "/api/v1/settings/retention", { retentionYears: 0 })).status).toBe(200);
    const erased = await api.post(`/api/v1/applications/${app}/erasure`);
    expect(erased.status).toBe(200);
    const after = await fetchPlain(url);
    expect(after.status).toBe(409);
    expect(after.json).toMatchObject({ statusCode: 409, code: "APPLICATION_ERASED" });
    expect(after.text).not.toContain("Ursula");
    expect((await mint(app)).status).toBe(409);
  });
});
