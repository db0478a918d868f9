// One verdict on every door: the labelled birth-date set (data/screening-validation/birth-dates/,
// exact names born the listed day, a year off, within the year, or 8 to 25 years away) screened as
// key persons of applications (created over HTTP, screened by the engine's activity, hits read over
// HTTP) and as queries of POST /api/v1/screening/match. Both doors must report the same entries with
// the same verdict and score, and the verdicts must be the labels: a namesake born years away is no
// match at either door, a year off stays one.
import path from "node:path";
import type { PrismaClient } from "../../src/generated/prisma/client";
import { importWatchlist } from "../../src/screening/watchlists";
import { readValidationSet } from "../../src/screening/validation";
import type { LabelledQuery } from "../../src/screening/validation/set";
import { screenRequests } from "../../src/domain/screening/engine";
import { client } from "../support/http";
import { createApplication } from "../support/factories";
import { startTestService, type TestService } from "../support/service";

const SET = path.resolve(__dirname, "../../data/screening-validation/birth-dates");
const LIST = "birth-dates";

let svc: TestService;
let db: PrismaClient;
let api: ReturnType<typeof client>;
let queries: LabelledQuery[];

beforeAll(async () => {
  svc = await startTestService();
  db = svc.db.prisma;
  await importWatchlist(db, { format: "ftm", file: path.join(SET, "list.ftm.jsonl"), list: LIST });
  const account = await svc.newAccount({ user: "doors@example.test" });
  api = client(svc.url, account.key);
  queries = (await readValidationSet(SET)).queries;
}, 120_000);
afterAll(() => svc?.close());

/** What a door decided for one query: every entry it reported, with its verdict and score. */
type Decisions = Record<string, { match: boolean; score: number; clearedReason: string | null }>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The applications door: each query a key person of its own application, screened as onboarding screens them. */
async function throughApplications(): Promise<Map<string, Decisions>> {
  const persons: { queryId: string; applicationId: string; individualId: string }[] = [];
  for (const q of queries) {
    const name = first(q.query.properties.name)!;
    const at = name.lastIndexOf(" ");
    const nationality = first(q.query.properties.nationality);
    const app = await createApplication(api, {
      individual: {
        firstName: name.slice(0, at),
        lastName: name.slice(at + 1),
        dateOfBirth: first(q.query.properties.birthDate),
        ...(nationality ? { nationality: nationality.toUpperCase() } : {}),
      },
    });
    persons.push({ queryId: q.id, applicationId: app.id, individualId: app.individuals[0].id });
  }
  const requests = await db.screeningRequest.findMany({ where: { personId: { in: persons.map((p) => p.individualId) }, completedAt: null } });
  expect(new Set(requests.map((r) => r.personId)).size).toBe(persons.length);
  await screenRequests(db, { requestIds: requests.map((r) => r.id) });

  const out = new Map<string, Decisions>();
  for (const p of persons) {
    const res = await api.get(`/api/v1/screening/hits?applicationId=${p.applicationId}`);
    expect(res.status).toBe(200);
    const hits = [...res.body.sanctions, ...res.body.pep, ...res.body.warning] as {
      details: { externalId: string };
      matchResult: { isMatch: boolean; confidence: number; clearedReason: string | null };
    }[];
    out.set(
      p.queryId,
      Object.fromEntries(
        hits.map((h) => [
          h.details.externalId,
          { match: h.matchResult.isMatch, score: h.matchResult.confidence, clearedReason: h.matchResult.clearedReason ?? null },
        ]),
      ),
    );
  }
  return out;
}

/** The /match door: the same queries, 50 to a request, as a yente client sends them. */
async function throughMatch(): Promise<Map<string, Decisions>> {
  const out = new Map<string, Decisions>();
  for (let start = 0; start < queries.length; start += 50) {
    const batch = queries.slice(start, start + 50);
    const res = await api.post("/api/v1/screening/match", { queries: Object.fromEntries(batch.map((q) => [q.id, q.query])) });
    expect(res.status).toBe(200);
    for (const q of batch) {
      const results = res.body.responses[q.id].results as {
        id: string;
        score: number;
        match: boolean;
        matchResult: { clearedReason: string | null };
      }[];
      out.set(q.id, Object.fromEntries(results.map((r) => [r.id, { match: r.match, score: r.score, clearedReason: r.matchResult.clearedReason ?? null }])));
    }
  }
  return out;
}

const matchedIn = (decisions: Decisions) =>
  Object.entries(decisions)
    .filter(([, d]) => d.match)
    .map(([id]) => id);

describe("one verdict on every door", () => {
  it("gives the applications path and POST /screening/match the same decisions on the labelled birth-date set, and the labels'", async () => {
    const applications = await throughApplications();
    const match = await throughMatch();
    const disagreements = queries.filter((q) => JSON.stringify(applications.get(q.id)) !== JSON.stringify(match.get(q.id)));
    expect(disagreements.map((q) => ({ query: q.id, class: q.class, applications: applications.get(q.id), match: match.get(q.id) }))).toEqual([]);

    const wrong = queries.filter((q) => {
      // A set's entry id is the FtM id both doors answer with.
      const expected = q.expected ? [q.expected] : [];
      return JSON.stringify(matchedIn(match.get(q.id)!)) !== JSON.stringify(expected);
    });
    expect(wrong.map((q) => ({ query: q.id, class: q.class, expected: q.expected, got: match.get(q.id) }))).toEqual([]);

    // The namesakes are reported at both doors, cleared as another person, scored under the threshold with the reason.
    const far = queries.filter((q) => q.class === "person-exact-name-far-birth-year");
    for (const q of far) {
      const reported = Object.values(match.get(q.id)!);
      expect(reported).toEqual([expect.objectContaining({ match: false, clearedReason: "IDENTITY_MISMATCH" })]);
      expect(reported[0].score).toBeLessThan(0.88);
    }
  }, 300_000);
});
