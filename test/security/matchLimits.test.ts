// A name's length was not bounded on /match and cost nothing more than a short one: 100 queries of
// 10 names of ~850 characters ran 216.8 s on the API's event loop, for 2,000 units, while /healthz and
// another tenant's requests timed out. A name now has declared bounds (characters, words; a query's
// names a count), refused with 400 before any work, and a long name costs units for its length.
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

const LIMIT = 1000;
let svc: TestService;

beforeAll(async () => {
  // A day's window, so no test straddles two.
  svc = await startTestService({ env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_REQUESTS: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: "86400" } });
});
afterAll(() => svc.close());

async function newKey() {
  const { key, accountId } = await svc.newAccount();
  return { api: client(svc.url, key), accountId };
}

/** What is left of the key's window, read off a cheap request's RateLimit header (that request included). */
async function left(api: ReturnType<typeof client>): Promise<number> {
  const res = await api.get("/api/v1/users");
  expect(res.status).toBe(200);
  return Number(/;r=(\d+)/.exec(res.headers.get("ratelimit") ?? "")?.[1]);
}

const screenings = (accountId: string) => svc.db.prisma.screeningMatchLog.count({ where: { accountId } });

/** `words` words of `letters` letters each. */
const nameOf = (words: number, letters = 6) =>
  Array.from({ length: words }, (_, i) => "abcdefghjklmnprstvz"[i % 19] + "aeiou"[i % 5] + "x".repeat(letters - 2)).join(" ");

describe("/match name bounds", () => {
  it("refuses a name over 300 characters, over 20 words, over 10 names a query, and first/last names over 300 together, with 400 before any work", async () => {
    const { api, accountId } = await newKey();
    const before = await left(api);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "a".repeat(301) }, /at most 300/],
      [{ name: ["John Smith", `${"a".repeat(150)} ${"b".repeat(150)}`] }, /at most 300/],
      [{ name: nameOf(21, 3) }, /at most 20 words/],
      [{ alias: ["Al"], name: Array.from({ length: 10 }, (_, i) => `Name ${i}`) }, /at most 10 distinct names.*this one has 11/],
      [{ firstName: "a".repeat(200), lastName: "b".repeat(200) }, /together form one name of at most 300 characters/],
    ];
    for (const [properties, message] of cases) {
      const res = await api.post("/api/v1/screening/match", { queries: { q: { schema: "LegalEntity", properties } } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    // yente's route and GraphQL refuse the same, each in its own shape.
    const yente = await api.post("/api/v1/screening/match/default", { queries: { q: { schema: "Person", properties: { name: "a".repeat(301) } } } });
    expect(yente.status).toBe(400);
    expect(yente.body.detail).toBeDefined();
    const graphql = await api.graphql(`mutation($input: JSON!) { screeningMatch(input: $input) { id } }`, {
      input: { queries: { q: { schema: "Person", properties: { name: "a".repeat(301) } } } },
    });
    expect(graphql.body.errors?.[0].extensions?.code).toBe("VALIDATION_FAILED");
    expect(await screenings(accountId)).toBe(0);
    // Each refusal cost its request's unit and no screening (GraphQL's field one more, as any refused
    // /match input costs): 5 + yente + GraphQL's 2 + the reading request.
    expect(before - (await left(api))).toBe(9);
  });

  it("declares the bounds in the OpenAPI document", async () => {
    const doc = await client(svc.url).get("/api/v1/openapi.json");
    expect(doc.status).toBe(200);
    const text = JSON.stringify(doc.body);
    expect(text).toMatch(/at most 300 characters and 20 words each/);
    expect(text).toMatch(/"maxLength":300/);
  });

  it("takes a name at the bounds, costing a unit per 50 characters, 5 words or 25 letters of its longest word", async () => {
    const { api, accountId } = await newKey();
    const longest = nameOf(20, 14).slice(0, 300); // 20 words, 299 characters: 6 units
    expect(longest.length).toBeLessThanOrEqual(300);
    const start = await left(api);
    const res = await api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: longest } } } });
    expect(res.status).toBe(200);
    const afterLong = await left(api);
    expect(start - afterLong).toBe(1 + 6 + 1);

    // One word of 100 letters: 4 units (25 letters a unit), twice as a LegalEntity (a person and a company).
    const word = await api.post("/api/v1/screening/match", { queries: { q: { schema: "LegalEntity", properties: { name: "k".repeat(100) } } } });
    expect(word.status).toBe(200);
    const afterWord = await left(api);
    expect(afterLong - afterWord).toBe(1 + 2 * 4 + 1);

    // A usual name is one unit, as before.
    const usual = await api.post("/api/v1/screening/match", { queries: { q: { schema: "Person", properties: { name: "John Smith" } } } });
    expect(usual.status).toBe(200);
    expect(afterWord - (await left(api))).toBe(1 + 1 + 1);
    expect(await screenings(accountId)).toBe(3);
  });
});

describe("/screening/search", () => {
  it("finds a caption's words through the trigram index and an exact name through the names' index, not a scan of every list", async () => {
    const plan = await svc.db.prisma.$transaction(async (tx) => {
      // The test's lists are tiny, where a scan is cheapest: the question is whether the indexes serve these conditions at all.
      await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
      const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT id FROM "WatchlistEntry" WHERE "removedInVersion" IS NULL AND (("caption" ILIKE '%doe%' AND "caption" ILIKE '%john%') OR "names" @> ARRAY['John Doe'])`,
      );
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(/WatchlistEntry_caption_trgm_idx/);
    expect(plan).toMatch(/WatchlistEntry_names_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("answers an exact total under 10,000", async () => {
    const { api } = await newKey();
    const res = await api.get("/api/v1/screening/search/default?q=nobody%20at%20all");
    expect(res.status).toBe(200);
    expect(res.body.total).toEqual({ value: 0, relation: "eq" });
    expect(res.body.facets.datasets.values).toEqual([]);
  });
});
