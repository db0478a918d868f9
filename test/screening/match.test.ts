// Screening on demand (POST /api/v1/screening/match) against lists imported into the test service:
// yente's official request example answered in yente's shape, parsed by a client schema written from
// yente's pydantic models; the audit entry; the filters; the GraphQL operation; 400 on bad input.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { importWatchlist } from "../../src/screening/watchlists";
import { client } from "../support/http";
import { startTestService, type TestService } from "../support/service";

// What a yente client expects, written from yente's models (yente/data/common.py at 4.x, with
// nomenklatura's FtResult and FeatureDoc): EntityMatchResponse → EntityMatches → ScoredEntityResponse.
// Like pydantic, extra fields are allowed; fields with defaults may be absent.
const YenteEntityProperties = z.record(z.string(), z.array(z.union([z.string(), z.record(z.string(), z.unknown())])));
const YenteScoredEntity = z.object({
  id: z.string(),
  caption: z.string(),
  schema: z.string(),
  properties: YenteEntityProperties,
  datasets: z.array(z.string()).default([]),
  referents: z.array(z.string()).default([]),
  target: z.boolean().default(false),
  first_seen: z.string().nullable().optional(),
  last_seen: z.string().nullable().optional(),
  last_change: z.string().nullable().optional(),
  score: z.number(),
  features: z.record(z.string(), z.number()),
  explanations: z.record(z.string(), z.object({ score: z.number(), detail: z.string().nullable().optional() })),
  match: z.boolean(),
  token: z.string().nullable().optional(),
});
const YenteEntityMatches = z.object({
  status: z.number().int(),
  results: z.array(YenteScoredEntity),
  total: z.object({ value: z.number().int(), relation: z.string() }),
  query: z.object({ id: z.string().nullable().optional(), schema: z.string(), properties: z.record(z.string(), z.union([z.string(), z.array(z.unknown())])) }),
});
const YenteMatchResponse = z.object({
  responses: z.record(z.string(), YenteEntityMatches),
  matcher: z.record(z.string(), z.object({ description: z.string().nullable(), coefficient: z.number(), url: z.string() })),
  limit: z.number().int(),
});

/** yente's own example request (the /match/{dataset} endpoint's documentation). */
const YENTE_EXAMPLE = {
  queries: {
    entity1: { schema: "Person", properties: { name: ["John Doe"], birthDate: ["1975-04-21"], nationality: ["us"] } },
    entity2: { schema: "Company", properties: { name: ["Brilliant Amazing Limited"], jurisdiction: ["hk"], registrationNumber: ["84BA99810"] } },
  },
};

const ftm = (id: string, schema: string, properties: Record<string, string[]>) => JSON.stringify({ id, schema, properties, datasets: ["invented-demo"] });

let svc: TestService;
let db: PrismaClient;
let tmp: string;
let api: ReturnType<typeof client>;
let accountId: string;
beforeAll(async () => {
  svc = await startTestService();
  db = svc.db.prisma;
  tmp = mkdtempSync(path.join(os.tmpdir(), "match-"));
  const file = path.join(tmp, "match-sanctions.ftm.jsonl");
  writeFileSync(
    file,
    [
      ftm("inv-jd-1", "Person", {
        name: ["John Doe"],
        alias: ["Johnny Doe"],
        birthDate: ["1975-04-21"],
        nationality: ["us"],
        topics: ["sanction"],
        program: ["INVENTED-PROGRAMME"],
      }),
      ftm("inv-jd-2", "Person", { name: ["John Doe"], birthDate: ["1950-01-01"], nationality: ["us"], topics: ["sanction"] }),
      ftm("inv-jd-3", "Person", { name: ["Jon Doe"], nationality: ["us"], topics: ["role.pep", "gov.state"] }),
      ftm("inv-ba-1", "Company", { name: ["Brilliant Amazing Ltd"], jurisdiction: ["hk"], registrationNumber: ["84BA99810"], topics: ["sanction"] }),
    ].join("\n") + "\n",
  );
  await importWatchlist(db, { format: "ftm", file, list: "match-sanctions" });
  const other = path.join(tmp, "match-other.ftm.jsonl");
  writeFileSync(other, ftm("inv-jd-9", "Person", { name: ["John Doe"], topics: ["crime"] }) + "\n");
  await importWatchlist(db, { format: "ftm", file: other, list: "match-other" });
  const account = await svc.newAccount({ user: "screener@example.test" });
  accountId = account.accountId;
  api = client(svc.url, account.key);
});
afterAll(async () => {
  await svc.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe("POST /api/v1/screening/match", () => {
  it("answers yente's official example in yente's shape, which a yente client parses", async () => {
    const res = await api.post("/api/v1/screening/match", YENTE_EXAMPLE);
    expect(res.status).toBe(200);
    const parsed = YenteMatchResponse.parse(res.body);
    expect(Object.keys(parsed.responses).sort()).toEqual(["entity1", "entity2"]);
    expect(parsed.limit).toBe(5);

    const person = parsed.responses.entity1;
    expect(person.status).toBe(200);
    expect(person.query).toEqual({ id: null, schema: "Person", properties: { name: ["John Doe"], birthDate: ["1975-04-21"], nationality: ["us"] } });
    const [top] = person.results;
    expect(top).toMatchObject({
      id: "inv-jd-1",
      caption: "John Doe",
      schema: "Person",
      match: true,
      target: true,
      datasets: ["match-sanctions", "invented-demo"],
    });
    expect(top.properties).toMatchObject({ name: ["John Doe"], birthDate: ["1975-04-21"] });
    expect(top.score).toBe(1);
    expect(top.features).toEqual({ name_similarity: 1, birth_date_match: 1, country_match: 1 });
    expect(top.explanations.birth_date_match).toMatchObject({ score: 1 });
    // The namesake born in 1950 is answered, cleared: a conflicting birth date is another person, so its
    // score is put under the threshold (the name and country alone would reach it) and `match` is false,
    // the verdict a key person's hit gets; the clearing is said in explanations and matchResult.
    const namesake = person.results.find((r) => r.id === "inv-jd-2")!;
    expect(namesake).toMatchObject({ match: false, features: { birth_date_mismatch: 1, country_match: 1 } });
    expect(namesake.score).toBeLessThan(0.88);
    expect(namesake.explanations.cleared).toEqual({ score: 0, detail: expect.stringMatching(/^IDENTITY_MISMATCH: /) });
    expect(res.body.responses.entity1.results.find((r: { id: string }) => r.id === "inv-jd-2").matchResult).toMatchObject({
      isMatch: false,
      clearedReason: "IDENTITY_MISMATCH",
    });
    expect(person.total.value).toBe(person.results.length);
    expect(person.results.map((r) => r.score)).toEqual([...person.results.map((r) => r.score)].sort((a, b) => b - a));

    // Our explanation rides beside yente's fields; the default tier comes from the entry.
    expect(res.body.responses.entity1.results[0].matchResult).toMatchObject({
      isMatch: true,
      type: "SANCTIONS",
      list: "match-sanctions",
      matchedName: "John Doe",
      severity: "High",
      tierRationale: expect.stringMatching(/highest SANCTIONS tier/),
      matchExplanation: expect.stringMatching(/birth date 1975-04-21 agrees/),
    });
    expect(parsed.matcher.name_similarity).toMatchObject({ coefficient: 1 });

    const company = parsed.responses.entity2.results[0];
    expect(company).toMatchObject({ id: "inv-ba-1", schema: "Company", match: true, features: { registration_number_match: 1, country_match: 1 } });
  });

  it("answers Company queries by the company rules: legal forms, generic words, distinctive words, jurisdiction", async () => {
    const query = (name: string, jurisdiction: string) => ({ schema: "Company", properties: { name: [name], jurisdiction: [jurisdiction] } });
    const res = await api.post("/api/v1/screening/match", {
      queries: {
        respelled: query("BRILLIANT AMAZING TRADING CO., LIMITED", "hk"),
        elsewhere: query("Brilliant Amazing Limited", "sg"),
        another: query("Brilliant Amusing Limited", "hk"),
        // A PLC is another kind of entity than a Ltd under one legal tradition: another registration.
        otherKind: query("Brilliant Amazing PLC", "hk"),
      },
    });
    expect(res.status).toBe(200);
    const [respelled] = res.body.responses.respelled.results;
    expect(respelled).toMatchObject({ id: "inv-ba-1", match: true, features: { legal_form_match: 1, country_match: 1 } });
    const [elsewhere] = res.body.responses.elsewhere.results;
    expect(elsewhere).toMatchObject({ id: "inv-ba-1", match: false, features: { jurisdiction_mismatch: 1, country_mismatch: 1 } });
    expect(elsewhere.score).toBeLessThan(0.88);
    expect(elsewhere.matchResult).toMatchObject({ isMatch: false, clearedReason: "IDENTITY_MISMATCH" });
    expect(elsewhere.explanations.cleared.detail).toMatch(/^IDENTITY_MISMATCH: /);
    // Amusing is two letters from Amazing: another word, so another company.
    expect(res.body.responses.another.results.filter((r: { match: boolean }) => r.match)).toEqual([]);
    expect(res.body.matcher.jurisdiction_mismatch).toMatchObject({ coefficient: 0 });
    const [otherKind] = res.body.responses.otherKind.results;
    expect(otherKind).toMatchObject({ id: "inv-ba-1", match: false, features: { legal_form_conflict: 1, country_match: 1 } });
    expect(otherKind.matchResult.clearedReason).toBe("CONFIDENCE_BELOW_THRESHOLD");
    expect(res.body.matcher.legal_form_conflict).toMatchObject({ coefficient: -0.18 });
    expect(res.body.matcher.activity_mismatch).toMatchObject({ coefficient: -0.18 });
  });

  it("stores no person and writes one audit entry: who, what, when, against which list versions", async () => {
    const before = await db.individual.count();
    const res = await api.post("/api/v1/screening/match", YENTE_EXAMPLE);
    expect(res.status).toBe(200);
    expect(await db.individual.count()).toBe(before);
    expect(await db.application.count({ where: { accountId } })).toBe(0);
    const log = await db.screeningMatchLog.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(log).toMatchObject({ accountId, performedByName: expect.any(String), threshold: 0.88 });
    expect(log.queries).toMatchObject({ entity1: { schema: "Person", properties: { name: ["John Doe"] } } });
    expect(log.listVersions).toMatchObject({ "match-sanctions": 1, "match-other": 1 });
    expect(res.body.listVersions).toEqual(log.listVersions);
    expect((log.results as Record<string, { results: { id: string; match: boolean }[] }>).entity1.results[0]).toMatchObject({ id: "inv-jd-1", match: true });
  });

  it("takes yente's threshold, limit, topics and include_dataset", async () => {
    const one = { queries: { q: YENTE_EXAMPLE.queries.entity1 } };
    const limited = await api.post("/api/v1/screening/match?limit=1", one);
    expect(limited.body.limit).toBe(1);
    expect(limited.body.responses.q.results).toHaveLength(1);
    expect(limited.body.responses.q.total.value).toBeGreaterThan(1);

    const pep = await api.post("/api/v1/screening/match?topics=role.pep", one);
    expect(pep.body.responses.q.results.map((r: { id: string }) => r.id)).toEqual(["inv-jd-3"]);
    // PEP by the class its entry states (gov.state: class 2).
    expect(pep.body.responses.q.results[0].matchResult).toMatchObject({ severity: "Class 2", tierRationale: expect.stringMatching(/gov\.state/) });

    const other = await api.post("/api/v1/screening/match?include_dataset=match-other", one);
    expect(other.body.responses.q.results.map((r: { id: string }) => r.id)).toEqual(["inv-jd-9"]);
    expect(other.body.responses.q.results[0].matchResult).toMatchObject({
      type: "WARNING",
      severity: "Medium",
      tierRationale: expect.stringMatching(/default WARNING tier/),
    });
    const viaPath = await api.post("/api/v1/screening/match/match-other", one);
    expect(viaPath.body.responses.q.results.map((r: { id: string }) => r.id)).toEqual(["inv-jd-9"]);

    const strict = await api.post("/api/v1/screening/match?threshold=1&topics=sanction,crime", one);
    const matched = strict.body.responses.q.results.filter((r: { match: boolean }) => r.match).map((r: { id: string }) => r.id);
    // Both sanctions and warning entries of the exact name; the PEP entry is not of these topics.
    expect(matched.sort()).toEqual(["inv-jd-1", "inv-jd-9"]);
  });

  it("is the GraphQL mutation screeningMatch", async () => {
    const res = await api.graphql(`mutation($input: JSON!) { screeningMatch(input: $input) { id responses matcher limit listVersions } }`, {
      input: { ...YENTE_EXAMPLE, limit: 2 },
    });
    expect(res.body.errors).toBeUndefined();
    const parsed = YenteMatchResponse.parse(res.body.data.screeningMatch);
    expect(parsed.limit).toBe(2);
    expect(parsed.responses.entity1.results[0].id).toBe("inv-jd-1");
  });

  it.each([
    ["no queries", "", { queries: {} }, "queries"],
    ["an unknown schema", "", { queries: { q: { schema: "Vessel", properties: { name: ["X"] } } } }, "queries.q.schema"],
    ["a property that is not text", "", { queries: { q: { schema: "Person", properties: { name: [42] } } } }, "queries.q.properties.name"],
    ["no name", "", { queries: { q: { schema: "Person", properties: { birthDate: ["1975"] } } } }, "queries.q.properties.name"],
    ["a limit over 500", "?limit=501", YENTE_EXAMPLE, "limit"],
    ["a threshold over 1", "?threshold=2", YENTE_EXAMPLE, "threshold"],
    ["an unknown parameter", "?sort=score", YENTE_EXAMPLE, "sort"],
    ["an algorithm GET /screening/algorithms does not publish", "?algorithm=logic-v2", YENTE_EXAMPLE, "algorithm"],
    ["a changed_since that is not yente's timestamp", "?changed_since=yesterday", YENTE_EXAMPLE, "changed_since"],
  ])("answers 400 for %s, writing nothing", async (_what, query, body, pathOf) => {
    const before = await db.screeningMatchLog.count();
    const res = await api.post(`/api/v1/screening/match${query}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: "Bad Request", code: "VALIDATION_FAILED" });
    // yente's error shape beside the contract's: detail says what was invalid.
    expect(res.body.detail).toEqual(expect.stringContaining(pathOf));
    if (pathOf) expect(res.body.details.map((d: { path: string }) => d.path)).toContain(pathOf);
    expect(await db.screeningMatchLog.count()).toBe(before);
  });
});
