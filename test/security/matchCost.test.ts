// /match cost one unit whatever it carried: one GraphQL request of 15 aliases × 100 queries × 10 names
// asked for some 30,000 screenings (a LegalEntity is screened as a person and as a company) for one
// unit of the rate limit and a cost of 15. Each screening (a name of a query, per kind it is screened
// as) now costs a unit: in the /graphql cost limit, and in the key's rate limit, which REST's
// /screening/match, yente's /match/{dataset} and GraphQL (each alias) all take from.
import { parse } from "graphql";
import { schema } from "../../src/schema";
import { GRAPHQL_LIMITS, operationCost } from "../../src/http/graphqlLimits";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";

const LIMIT = 200;
let svc: TestService;

beforeAll(async () => {
  // A day's window, so no test straddles two.
  svc = await startTestService({ env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_REQUESTS: String(LIMIT), RATE_LIMIT_WINDOW_SECONDS: "86400" } });
});
afterAll(() => svc.close());

type Schema = "Person" | "LegalEntity" | "Company";

/** `count` queries of `names` names each (a name and its aliases). */
function queries(count: number, names: number, schemaName: Schema = "Person") {
  return Object.fromEntries(
    Array.from({ length: count }, (_, q) => [
      `q${q}`,
      {
        schema: schemaName,
        properties: { name: [`Person ${q} Name`], ...(names > 1 ? { alias: Array.from({ length: names - 1 }, (_, a) => `Alias ${q} ${a}`) } : {}) },
      },
    ]),
  );
}

const aliased = (n: number) => `mutation($input: JSON!) { ${Array.from({ length: n }, (_, i) => `a${i}: screeningMatch(input: $input) { id }`).join(" ")} }`;

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

describe("/match cost", () => {
  it("refuses 15 aliases × 100 queries × 10 LegalEntity names with QUERY_TOO_COSTLY (30,000 screenings), before running it", async () => {
    const { api, accountId } = await newKey();
    const input = { queries: queries(100, 10, "LegalEntity") };
    const res = await api.graphql(aliased(GRAPHQL_LIMITS.maxAliases), { input });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0].extensions?.code).toBe("QUERY_TOO_COSTLY");
    expect(res.body.errors?.[0].message).toMatch(/^Query cost 30000 exceeds the limit of 15000/);
    expect(await screenings(accountId)).toBe(0);
    // Aliases add up; the cost is the screenings, one per name and kind.
    expect(operationCost(schema, parse(aliased(3)), { input: { queries: queries(4, 5, "Person") } })).toBe(3 * 4 * 5);
    expect(operationCost(schema, parse(aliased(1)), { input: { queries: queries(2, 3, "LegalEntity") } })).toBe(2 * 3 * 2);
  });

  it("takes each alias's screenings from the key's rate limit: 15 aliases of 1,000 Person screenings screen nothing", async () => {
    const { api, accountId } = await newKey();
    const res = await api.graphql(aliased(GRAPHQL_LIMITS.maxAliases), { input: { queries: queries(100, 10) } });
    // The first alias is refused; the field is non-null, so the mutation stops there.
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([
      {
        message: `This request costs 1000 units of the rate limit (one per name screened), more than the ${LIMIT} an API key has per 86400 s: split it into smaller requests`,
        path: ["a0"],
        extensions: { code: "RATE_LIMITED", statusCode: 429 },
      },
    ]);
    expect(await screenings(accountId)).toBe(0);

    // Aliases add up: three of 60 screenings take 180 units, after which no alias of 60 more fits.
    const three = await api.graphql(aliased(3), { input: { queries: queries(60, 1) } });
    expect(three.body.errors).toBeUndefined();
    const four = await api.graphql(aliased(4), { input: { queries: queries(60, 1) } });
    expect(four.body.errors?.[0]).toMatchObject({ path: ["a0"], extensions: { code: "RATE_LIMITED" } });
    expect(await screenings(accountId)).toBe(3);
  });

  it("counts one unit per name screened, REST, yente's route and GraphQL aliases alike, in one window", async () => {
    const { api } = await newKey();
    const start = await left(api);

    const rest = await api.post("/api/v1/screening/match", { queries: queries(1, 5) });
    expect(rest.status).toBe(200);
    const afterRest = await left(api);
    expect(start - afterRest).toBe(1 + 5 + 1); // the match request, its 5 screenings, the reading request

    const yente = await api.post("/api/v1/screening/match/default", { queries: queries(2, 2, "Company") });
    expect(yente.status).toBe(200);
    const afterYente = await left(api);
    expect(afterRest - afterYente).toBe(1 + 4 + 1);

    const graphql = await api.graphql(aliased(2), { input: { queries: queries(1, 3, "LegalEntity") } });
    expect(graphql.body.errors).toBeUndefined();
    const afterGraphql = await left(api);
    expect(afterYente - afterGraphql).toBe(1 + 2 * 3 * 2 + 1);
  });

  it("refuses a match that does not fit what is left with 429 RATE_LIMITED and Retry-After, leaving the window as it was", async () => {
    const { api, accountId } = await newKey();
    expect((await api.post("/api/v1/screening/match", { queries: queries(100, 1) })).status).toBe(200);
    const before = await left(api); // 200 - 1 - 100 - 1 = 98

    // Over REST: 100 more do not fit the 98 left.
    const refused = await api.post("/api/v1/screening/match", { queries: queries(100, 1) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect(refused.body.message).toMatch(new RegExp(`^Rate limit of ${LIMIT} units per 86400 s exceeded for this API key: this request costs 100 more`));
    // Over GraphQL, the same window refuses the same.
    const viaGraphql = await api.graphql(aliased(1), { input: { queries: queries(100, 1) } });
    expect(viaGraphql.body.errors?.[0].extensions).toEqual({ code: "RATE_LIMITED", statusCode: 429 });
    // A request bigger than a whole window is told to split.
    const tooBig = await api.post("/api/v1/screening/match/default", { queries: queries(100, 10) });
    expect(tooBig.status).toBe(429);
    expect(tooBig.body.message).toMatch(/more than the 200 an API key has per 86400 s: split it/);

    // Only the refused requests themselves counted (three, and the reading one).
    expect(before - (await left(api))).toBe(4);
    const fits = await api.post("/api/v1/screening/match", { queries: queries(10, 1) });
    expect(fits.status).toBe(200);
    expect(await screenings(accountId)).toBe(2);
  });
});
