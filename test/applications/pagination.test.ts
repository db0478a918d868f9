// Spec 4.1 and 7: one keyset pagination for every cursor list, with exactly three cursor errors.
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { createApplication } from "../support/factories";

let svc: TestService;
let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
const created: { id: string; name: string; status: string; manual: boolean; hidden: boolean; riskScore: number | null; entityType: string }[] = [];

// A deterministic generator, so a failing walk can be replayed.
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

beforeAll(async () => {
  svc = await startTestService();
  api = client(svc.url, (await svc.newAccount()).key);
  // 240 applications, many submitted: the default workflow's document tasks are not what this file
  // tests, and under a loaded machine they push the setup past its timeout.
  const [preset] = ((await api.get("/api/v1/onboarding-workflows")).body as { id: string; isDefault: boolean }[]).filter((w) => w.isDefault);
  await api.patch(`/api/v1/onboarding-workflows/${preset.id}`, { requiredDocuments: [] });
  other = client(svc.url, (await svc.newAccount()).key);
  const random = rng(42);
  const names = ["Alpha", "beta", "Gamma", "delta", "Épsilon", "zeta", "Eta", "theta"];
  for (let i = 0; i < 240; i++) {
    const entityType = random() < 0.5 ? "INDIVIDUAL" : "BUSINESS";
    // Repeated names exercise the id tiebreaker under orderBy=name.
    const app = await createApplication(api, {
      entityType,
      name: `${names[Math.floor(random() * names.length)]} ${Math.floor(random() * 5)}`,
      manual: random() < 0.3,
      hidden: random() < 0.2,
      riskScore: random() < 0.8 ? Math.floor(random() * 100) : undefined,
      ...(entityType === "BUSINESS" ? { business: { name: "B" } } : {}),
    });
    if (random() < 0.4) await api.post(`/api/v1/applications/${app.id}/submit`);
    created.push(app as (typeof created)[number]);
  }
}, 300_000);
afterAll(() => svc.close());

async function walk(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: { items: { id: string }[]; nextCursor: string | null } } = await api.get(
      `/api/v1/applications?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...res.body.items.map((i) => i.id));
    cursor = res.body.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(500);
  } while (cursor);
  return seen;
}

describe("cursor walk", () => {
  it("sees every matching row exactly once, in both orders, under random filters and page sizes", async () => {
    const random = rng(7);
    const filters = [
      "",
      "status=SUBMITTED",
      "types=live",
      "types=manual,hidden",
      "entityTypes=BUSINESS",
      "riskScoreMin=20&riskScoreMax=70",
      "riskLevels=HIGH&riskLevels=LOW",
      "manual=false&hidden=false",
    ];
    for (let round = 0; round < 12; round++) {
      const filter = filters[Math.floor(random() * filters.length)];
      const orderBy = ["updatedAt", "createdAt", "name"][Math.floor(random() * 3)];
      const limit = 1 + Math.floor(random() * 60);
      const full = await api.get(`/api/v1/applications?${filter}&orderBy=${orderBy}&limit=100&order=asc`);
      const everything = await walk(`${filter}&orderBy=${orderBy}&order=asc`, 100);
      const asc = await walk(`${filter}&orderBy=${orderBy}&order=asc`, limit);
      const desc = await walk(`${filter}&orderBy=${orderBy}&order=desc`, limit);
      expect(new Set(asc).size).toBe(asc.length);
      expect(asc).toEqual(everything);
      expect(desc).toEqual([...asc].reverse());
      expect(full.status).toBe(200);
    }
  });

  it("orders by name A to Z as people read names (case and accents folded), with id breaking ties", async () => {
    const ids = await walk("orderBy=name&order=asc", 37);
    const byId = new Map(created.map((c) => [c.id, c]));
    const rows = ids.map((id) => byId.get(id)!);
    const key = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(key(a.name) < key(b.name) || (key(a.name) === key(b.name) && a.id < b.id)).toBe(true);
    }
    // Without order, orderBy=name runs A to Z: the same walk.
    expect(await walk("orderBy=name", 37)).toEqual(ids);
  });

  it("returns no row twice while rows are inserted during the walk", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: { id: string }[]; nextCursor: string | null } } = await api.get(
        `/api/v1/applications?orderBy=createdAt&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...res.body.items.map((i) => i.id));
      cursor = res.body.nextCursor;
      await createApplication(api, { name: "Inserted during walk" });
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe("orderBy=name", () => {
  it("runs A to Z by default, case and accents not splitting the alphabet; an explicit order wins", async () => {
    const own = client(svc.url, (await svc.newAccount()).key);
    for (const name of ["alpha", "Charlie", "Bravo", "émile", "Edgar", "Zoë", "zack"]) await createApplication(own, { name });
    const names = async (query: string) => ((await own.get(`/api/v1/applications?orderBy=name&${query}`)).body.items as { name: string }[]).map((a) => a.name);
    expect(await names("")).toEqual(["alpha", "Bravo", "Charlie", "Edgar", "émile", "zack", "Zoë"]);
    expect(await names("order=desc")).toEqual(["Zoë", "zack", "émile", "Edgar", "Charlie", "Bravo", "alpha"]);
    // The same through GraphQL, with the default order.
    const gql = await own.graphql(`{ applications(orderBy: name, limit: 3) { items { name } } }`);
    expect(gql.body.data.applications.items.map((a: { name: string }) => a.name)).toEqual(["alpha", "Bravo", "Charlie"]);

    // Cursors stay bound to the order in force: one issued under the default (asc) continues it ...
    const first = await own.get("/api/v1/applications?orderBy=name&limit=3");
    const next = await own.get(`/api/v1/applications?orderBy=name&limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(next.body.items.map((a: { name: string }) => a.name)).toEqual(["Edgar", "émile", "zack"]);
    // ... and is refused under the other order.
    const flipped = await own.get(`/api/v1/applications?orderBy=name&order=desc&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(flipped.status).toBe(400);
    expect(flipped.body.code).toBe("CURSOR_DIRECTION_MISMATCH");
    // Other orderBys still default to newest first.
    const updated = await own.get("/api/v1/applications?limit=2");
    const descCursor = await own.get(`/api/v1/applications?order=desc&cursor=${encodeURIComponent(updated.body.nextCursor)}`);
    expect(descCursor.status).toBe(200);
  });

  it("re-sorts a renamed application", async () => {
    const own = client(svc.url, (await svc.newAccount()).key);
    const [a] = [await createApplication(own, { name: "Yvonne" }), await createApplication(own, { name: "Mark" })];
    await own.patch(`/api/v1/applications/${a.id}`, { name: "Álvaro" });
    const names = ((await own.get("/api/v1/applications?orderBy=name")).body.items as { name: string }[]).map((x) => x.name);
    expect(names).toEqual(["Álvaro", "Mark"]);
  });
});

describe("cursor errors", () => {
  async function firstCursor(query: string) {
    const res = await api.get(`/api/v1/applications?limit=2&${query}`);
    return res.body.nextCursor as string;
  }

  it("rejects a malformed or forged cursor", async () => {
    const genuine = await firstCursor("order=desc");
    const [body, mac] = genuine.split(".");
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), i: "zzz" })).toString("base64url");
    for (const cursor of ["garbage", `${forged}.${mac}`, `${body}.AAAAAAAAAAAAAAAAAAAAAA`, `${body}`]) {
      const res = await api.get(`/api/v1/applications?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: "Bad Request", message: "Invalid pagination cursor", code: "INVALID_CURSOR" });
    }
  });

  it("rejects a cursor reused with the other order", async () => {
    const cursor = await firstCursor("order=desc");
    const res = await api.get(`/api/v1/applications?order=asc&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Pagination cursor direction does not match sort order");
  });

  it("rejects a cursor reused with another orderBy", async () => {
    const cursor = await firstCursor("orderBy=name");
    const res = await api.get(`/api/v1/applications?orderBy=createdAt&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Pagination cursor sort field does not match requested orderBy");
  });

  it("rejects another account's cursor and another list's cursor", async () => {
    const cursor = await firstCursor("");
    const foreign = await other.get(`/api/v1/applications?cursor=${encodeURIComponent(cursor)}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Invalid pagination cursor");

    const app = created[0];
    for (let i = 0; i < 3; i++) await api.patch(`/api/v1/applications/${app.id}`, { name: `Renamed ${i}` });
    const audit = await api.get(`/api/v1/audit-logs?applicationId=${app.id}&limit=1`);
    expect(audit.body.nextCursor).toBeTruthy();
    const crossList = await api.get(`/api/v1/applications?cursor=${encodeURIComponent(audit.body.nextCursor)}`);
    expect(crossList.body.message).toBe("Invalid pagination cursor");
  });

  it("validates limit, order and orderBy with details", async () => {
    for (const query of ["limit=0", "limit=101", "limit=abc", "limit=2.5"]) {
      const res = await api.get(`/api/v1/applications?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe("limit");
    }
    expect((await api.get("/api/v1/applications?order=up")).body.details[0].path).toBe("order");
    expect((await api.get("/api/v1/applications?orderBy=riskScore")).body.details[0].path).toBe("orderBy");
    const defaults = await api.get("/api/v1/applications");
    expect(defaults.body.items).toHaveLength(50);
  });
});
