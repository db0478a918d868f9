// yente's routes under /api/v1/screening as a yente client meets them (nomenklatura's YenteEnricher,
// run for real by scripts/yente-client.ts): `Authorization: ApiKey`, yente's query parameters, its
// {"detail": ...} errors, GET /entities/{id}, /search/{dataset}, /catalog and /algorithms, each response
// parsed by a client schema written from yente's pydantic models (yente/data/common.py).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { importWatchlist } from "../../src/screening/watchlists";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

// yente's models, as a client reads them: extra fields allowed, defaulted fields may be absent.
const YenteEntity = z.object({
  id: z.string(),
  caption: z.string(),
  schema: z.string(),
  properties: z.record(z.string(), z.array(z.string())),
  datasets: z.array(z.string()).default([]),
  referents: z.array(z.string()).default([]),
  target: z.boolean().default(false),
  first_seen: z.string().nullable().optional(),
  last_seen: z.string().nullable().optional(),
  last_change: z.string().nullable().optional(),
});
const YenteSearch = z.object({
  limit: z.number().int(),
  offset: z.number().int().default(0),
  total: z.object({ value: z.number().int(), relation: z.string().default("eq") }),
  results: z.array(YenteEntity),
  facets: z.record(z.string(), z.object({ label: z.string(), values: z.array(z.object({ name: z.string(), label: z.string(), count: z.number().int() })) })),
});
const YenteDataset = z.object({
  name: z.string(),
  title: z.string(),
  version: z.string().nullable().optional(),
  entity_count: z.number().int().nullable().optional(),
  children: z.array(z.string()).default([]),
  load: z.boolean().nullable().optional(),
  index_version: z.string().nullable().optional(),
  index_current: z.boolean(),
});
const YenteCatalog = z.object({ datasets: z.array(YenteDataset), current: z.array(z.string()), outdated: z.array(z.string()), index_stale: z.boolean() });
const FeatureDocs = z.record(z.string(), z.object({ description: z.string().nullable(), coefficient: z.number(), url: z.string() }));
const YenteAlgorithms = z.object({
  algorithms: z.array(
    z.object({
      name: z.string(),
      description: z.string().nullable().optional(),
      features: FeatureDocs,
      docs: z.object({ name: z.string(), description: z.string().nullable().optional(), config: z.record(z.string(), z.unknown()), features: FeatureDocs }),
    }),
  ),
  default: z.string(),
  best: z.string(),
});
const YenteError = z.object({ detail: z.string() });

const line = (record: Record<string, unknown>) => JSON.stringify(record);
const JOHN = { name: ["John Doe"], birthDate: ["1975-04-21"], nationality: ["us"] };
const one = (properties: Record<string, string[]> = JOHN, schema = "Person") => ({ queries: { q: { schema, properties } } });

let svc: TestService;
let db: PrismaClient;
let tmp: string;
let key: string;
let api: ReturnType<typeof client>;
const apiKeyAuth = () => ({ authorization: `ApiKey ${key}` });

beforeAll(async () => {
  svc = await startTestService();
  db = svc.db.prisma;
  tmp = mkdtempSync(path.join(os.tmpdir(), "yente-"));
  const sanctions = path.join(tmp, "yente-sanctions.ftm.jsonl");
  writeFileSync(
    sanctions,
    [
      line({
        id: "yt-jd-1",
        schema: "Person",
        properties: { ...JOHN, topics: ["sanction"] },
        referents: ["ofac-12345"],
        first_seen: "2020-01-02T03:04:05",
        datasets: ["invented-demo"],
      }),
      line({ id: "yt-jd-2", schema: "Person", properties: { name: ["John Doe"], birthDate: ["1950-01-01"], nationality: ["us"], topics: ["sanction"] } }),
      line({ id: "yt-ba-1", schema: "Company", properties: { name: ["Brilliant Amazing Ltd"], jurisdiction: ["hk"], topics: ["sanction"] } }),
    ].join("\n") + "\n",
  );
  await importWatchlist(db, { format: "ftm", file: sanctions, list: "yente-sanctions" });
  const peps = path.join(tmp, "yente-peps.ftm.jsonl");
  // The same person published by a second list, with an alias and a PEP topic: one entity, merged.
  writeFileSync(
    peps,
    [
      line({ id: "yt-jd-1", schema: "Person", properties: { name: ["John Doe"], alias: ["Johnny Doe"], topics: ["role.pep"] } }),
      line({ id: "yt-mr-1", schema: "Person", properties: { name: ["Maria Rossi"], nationality: ["it"], topics: ["role.pep"] } }),
    ].join("\n") + "\n",
  );
  await importWatchlist(db, { format: "ftm", file: peps, list: "yente-peps" });
  ({ key } = await svc.newAccount({ user: "yente@example.test" }));
  api = client(svc.url, key);
});
afterAll(async () => {
  await svc.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe("yente's authorization: ApiKey beside Bearer", () => {
  it("takes `Authorization: ApiKey <key>` on the yente routes, as yente's clients send it", async () => {
    const anonymous = client(svc.url);
    const match = await anonymous.post("/api/v1/screening/match/default", one(), apiKeyAuth());
    expect(match.status).toBe(200);
    expect(match.body.responses.q.results[0].id).toBe("yt-jd-1");
    for (const route of [
      "/api/v1/screening/entities/yt-jd-1",
      "/api/v1/screening/search/default?q=doe",
      "/api/v1/screening/catalog",
      "/api/v1/screening/algorithms",
    ]) {
      expect((await anonymous.get(route, apiKeyAuth())).status).toBe(200);
    }
    // Bearer still works there, as everywhere.
    expect((await api.get("/api/v1/screening/catalog")).status).toBe(200);
  });

  it("refuses a wrong ApiKey with 401 in yente's shape, and the scheme on routes that are not yente's", async () => {
    const anonymous = client(svc.url);
    const wrong = await anonymous.post("/api/v1/screening/match/default", one(), { authorization: "ApiKey cmp_test_0000000000000000" + "x".repeat(43) });
    expect(wrong.status).toBe(401);
    expect(YenteError.parse(wrong.body).detail).toBe("Invalid or missing API key");
    expect(wrong.body).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
    expect(wrong.headers.get("www-authenticate")).toContain("ApiKey");

    const elsewhere = await anonymous.get("/api/v1/users", apiKeyAuth());
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.detail).toBeUndefined();
  });
});

describe("POST /api/v1/screening/match/{dataset}: yente's parameters", () => {
  it("takes fuzzy and algorithm as nomenklatura's YenteEnricher sends them", async () => {
    for (const query of ["?fuzzy=False&algorithm=best", "?fuzzy=true&algorithm=blend-v1", "?algorithm=BEST"]) {
      const res = await api.post(`/api/v1/screening/match/default${query}`, one());
      expect(res.status).toBe(200);
      expect(res.body.responses.q.results[0]).toMatchObject({ id: "yt-jd-1", match: true });
    }
  });

  it("answers 400 with yente's detail for an algorithm /algorithms does not publish, writing nothing", async () => {
    const before = await db.screeningMatchLog.count();
    const res = await api.post("/api/v1/screening/match/default?algorithm=logic-v2", one());
    expect(res.status).toBe(400);
    expect(YenteError.parse(res.body).detail).toMatch(/algorithm: Invalid algorithm: logic-v2 \(published: blend-v1, best\)/);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", details: [{ path: "algorithm" }] });
    expect(await db.screeningMatchLog.count()).toBe(before);
  });

  it("takes changed_since (entries changed since then) and exclude_entity_ids", async () => {
    const ids = async (query: string) =>
      ((await api.post(`/api/v1/screening/match/default${query}`, one())).body.responses.q.results as { id: string }[]).map((r) => r.id);
    expect(await ids("?changed_since=2000-01-01")).toContain("yt-jd-1");
    expect(await ids("?changed_since=2000-01-01T10")).toContain("yt-jd-1");
    expect(await ids(`?changed_since=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`)).toEqual([]);
    const excluded = await ids("?exclude_entity_ids=yt-jd-1");
    expect(excluded).not.toContain("yt-jd-1");
    expect(excluded).toContain("yt-jd-2");
  });

  it("says match when score ≥ threshold, and scores what the engine clears under it, with the reason in explanations", async () => {
    const res = await api.post("/api/v1/screening/match/default?threshold=0.5", one());
    const namesake = (
      res.body.responses.q.results as {
        id: string;
        score: number;
        match: boolean;
        explanations: Record<string, unknown>;
        matchResult: Record<string, unknown>;
      }[]
    ).find((r) => r.id === "yt-jd-2")!;
    // A namesake born decades apart is another person at any threshold: the key person's verdict, scored under the threshold.
    expect(namesake.score).toBeLessThan(0.5);
    expect(namesake.match).toBe(false);
    expect(namesake.explanations.cleared).toEqual({ score: 0, detail: expect.stringMatching(/^IDENTITY_MISMATCH: .*birth date/) });
    expect(namesake.explanations.birth_date_mismatch).toMatchObject({ score: 1 });
    expect(namesake.matchResult).toMatchObject({ isMatch: false, clearedReason: "IDENTITY_MISMATCH" });
    for (const r of res.body.responses.q.results as { score: number; match: boolean }[]) expect(r.match).toBe(r.score >= 0.5);
  });

  it("answers 404 with yente's detail for a dataset no list is, and restricts to a list that is", async () => {
    const unknown = await api.post("/api/v1/screening/match/no-such-list", one());
    expect(unknown.status).toBe(404);
    expect(YenteError.parse(unknown.body).detail).toBe("No such dataset.");
    expect(unknown.body.code).toBe("NOT_FOUND");
    const peps = await api.post("/api/v1/screening/match/yente-peps", one());
    expect((peps.body.responses.q.results as { id: string }[]).map((r) => r.id)).toEqual(["yt-jd-1"]);
  });
});

describe("GET /api/v1/screening/entities/{id}", () => {
  it("answers the entity a match names, in yente's EntityResponse, merged across the lists publishing it", async () => {
    const res = await api.get("/api/v1/screening/entities/yt-jd-1?nested=true");
    expect(res.status).toBe(200);
    const entity = YenteEntity.parse(res.body);
    expect(entity).toMatchObject({
      id: "yt-jd-1",
      schema: "Person",
      caption: "John Doe",
      target: true,
      referents: ["ofac-12345"],
      first_seen: "2020-01-02T03:04:05",
    });
    expect(entity.datasets.sort()).toEqual(["invented-demo", "yente-peps", "yente-sanctions"]);
    expect(entity.properties).toMatchObject({ name: ["John Doe"], alias: ["Johnny Doe"], birthDate: ["1975-04-21"], nationality: ["us"] });
    expect(entity.properties.topics.sort()).toEqual(["role.pep", "sanction"]);
    expect(entity.last_seen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it("answers 404 with yente's detail for an id no list holds", async () => {
    const res = await api.get("/api/v1/screening/entities/no-such-entity");
    expect(res.status).toBe(404);
    expect(YenteError.parse(res.body).detail).toBe("No such entity!");
  });

  it("is the GraphQL query screeningEntity", async () => {
    const res = await api.graphql(`query { screeningEntity(id: "yt-mr-1") { id schema caption properties datasets first_seen } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.screeningEntity).toMatchObject({ id: "yt-mr-1", schema: "Person", caption: "Maria Rossi", datasets: ["yente-peps"] });
  });
});

describe("GET /api/v1/screening/search/{dataset}", () => {
  it("finds entities by the words of their name, paged, with the total and the datasets facet", async () => {
    const res = await api.get("/api/v1/screening/search/default?q=doe%20JOHN");
    expect(res.status).toBe(200);
    const page = YenteSearch.parse(res.body);
    expect(page).toMatchObject({ limit: 10, offset: 0, total: { value: 3, relation: "eq" } });
    expect(page.results.map((r) => r.id).sort()).toEqual(["yt-jd-1", "yt-jd-1", "yt-jd-2"]);
    expect(page.facets.datasets.values).toEqual([
      { name: "yente-peps", label: "yente-peps", count: 1 },
      { name: "yente-sanctions", label: "yente-sanctions", count: 2 },
    ]);

    const second = YenteSearch.parse((await api.get("/api/v1/screening/search/default?q=doe&limit=2&offset=2")).body);
    expect(second).toMatchObject({ limit: 2, offset: 2, total: { value: 3 } });
    expect(second.results).toHaveLength(1);
  });

  it("takes yente's filters: the path's list, schema, countries, topics, fuzzy", async () => {
    const ids = async (query: string) => {
      const res = await api.get(`/api/v1/screening/search/${query}`);
      expect(res.status).toBe(200);
      return (res.body.results as { id: string }[]).map((r) => r.id).sort();
    };
    expect(await ids("yente-peps")).toEqual(["yt-jd-1", "yt-mr-1"]);
    expect(await ids("default?schema=Company")).toEqual(["yt-ba-1"]);
    expect(await ids("default?schema=LegalEntity&countries=it")).toEqual(["yt-mr-1"]);
    expect(await ids("default?topics=role.pep&q=doe&fuzzy=False")).toEqual(["yt-jd-1"]);
    expect(await ids("default?q=Johnny%20Doe")).toEqual(["yt-jd-1"]);
    expect(await ids("default?target=true&schema=Person")).toEqual(["yt-jd-1", "yt-jd-2"]);
    expect(await ids("default?target=false")).toEqual(["yt-jd-1", "yt-mr-1"]);
  });

  it("answers 404 for an unknown dataset and 400 for a parameter it cannot apply, in yente's shape", async () => {
    const unknown = await api.get("/api/v1/screening/search/no-such-list?q=doe");
    expect(unknown.status).toBe(404);
    expect(YenteError.parse(unknown.body).detail).toBe("No such dataset.");
    const filter = await api.get("/api/v1/screening/search/default?filter=properties.birthDate:1975");
    expect(filter.status).toBe(400);
    expect(YenteError.parse(filter.body).detail).toMatch(/filter/);
  });
});

describe("GET /api/v1/screening/catalog and /algorithms", () => {
  it("lists every list as a dataset, `default` holding them all", async () => {
    const res = await api.get("/api/v1/screening/catalog");
    expect(res.status).toBe(200);
    const catalog = YenteCatalog.parse(res.body);
    const byName = new Map(catalog.datasets.map((d) => [d.name, d]));
    expect(byName.get("default")).toMatchObject({ load: false, index_current: false });
    expect(byName.get("default")!.children).toEqual(expect.arrayContaining(["yente-sanctions", "yente-peps"]));
    expect(byName.get("yente-sanctions")).toMatchObject({ version: "1", entity_count: 3, load: true, index_version: "1", index_current: true });
    expect(catalog.current).toEqual(expect.arrayContaining(["yente-sanctions", "yente-peps"]));
    expect(catalog).toMatchObject({ outdated: [], index_stale: false });
  });

  it("publishes the algorithm /match takes, with its features", async () => {
    const res = await api.get("/api/v1/screening/algorithms");
    expect(res.status).toBe(200);
    const algorithms = YenteAlgorithms.parse(res.body);
    expect(algorithms).toMatchObject({ default: "blend-v1", best: "blend-v1" });
    expect(algorithms.algorithms.map((a) => a.name)).toEqual(["blend-v1"]);
    const [algorithm] = algorithms.algorithms;
    expect(algorithm.features.name_similarity).toMatchObject({ coefficient: 1 });
    expect(algorithm.docs).toMatchObject({ name: "blend-v1", config: {} });
    expect(Object.keys(algorithm.docs.features)).toEqual(Object.keys(algorithm.features));
  });
});
