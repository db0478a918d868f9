// Erasure reaches every decision field (docs/retention-and-erasure.md, "Decisions keep what, not
// why"): an override's reason, applied or awaiting its second approver, a factor's reason ("Nationality
// IR"), a hit's verdict note and a note are gone once the application is erased, and the person's names
// are struck from the account's risk model reasons. The test does not
// trust a list of columns: it reads every text and JSON column of every table that can reference the
// application from information_schema and searches each for every personal string of the case.
import fc from "fast-check";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { COUNTRY_LISTS } from "../../src/domain/risk/model";
import { whereHeld } from "../support/personalStrings";

let svc: TestService;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  svc = await startTestService({ worker: true });
  const account = await svc.newAccount();
  api = client(svc.url, account.key);
});
afterAll(() => svc?.close());

const SEED = 20261207;

/** One case's personal strings: invented names, words about the person, and their call-for-action countries. */
const persona = fc.record({
  first: fc.stringMatching(/^[a-z]{6,10}$/).map((s) => `Qx${s}`),
  last: fc.stringMatching(/^[a-z]{6,10}$/).map((s) => `Vw${s}`),
  nationality: fc.constantFrom(...COUNTRY_LISTS.callForAction),
  residence: fc.constantFrom(...COUNTRY_LISTS.callForAction),
  circumstance: fc.constantFrom("her brother's business in", "a property inherited in", "his pension from", "a trust account in"),
  place: fc.stringMatching(/^[a-z]{5,9}$/).map((s) => `Zy${s}ville`),
});
type Persona = typeof persona extends fc.Arbitrary<infer T> ? T : never;

/** A closed case with every kind of decision text: overrides applied and pending, a hit's verdict note, a note, factor reasons. */
async function decidedCase(p: Persona) {
  const name = `${p.first} ${p.last}`;
  const overrideReason = `${p.first} explained ${p.circumstance} ${p.place}; accepted`;
  const pendingReason = `Second look: ${p.last} travels to ${p.place}`;
  const verdictNote = `Not ${name}: the listed one was born in ${p.place}`;
  const noteText = `Called ${p.last} about ${p.circumstance} ${p.place}`;
  const created = await api.post("/api/v1/applications", {
    entityType: "INDIVIDUAL",
    name,
    individual: { firstName: p.first, lastName: p.last, nationality: p.nationality, residenceCountry: p.residence },
  });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  const hit = await api.post("/api/v1/screening/hits", { applicationId: id, title: `PEP entry ${p.last}`, type: "PEP", status: "IN_REVIEW" });
  expect(hit.status).toBe(200);
  expect((await api.patch(`/api/v1/screening/hits/${hit.body.id}`, { status: "FALSE_POSITIVE", note: verdictNote })).status).toBe(200);
  expect((await api.post("/api/v1/notes", { entityType: "APPLICATION", entityId: id, content: noteText })).status).toBe(201);
  const lowered = await api.post(`/api/v1/applications/${id}/risk-override`, { level: "MEDIUM", reason: overrideReason });
  expect(lowered.body).toMatchObject({ override: { level: "MEDIUM" } });
  expect((await api.post(`/api/v1/applications/${id}/submit`)).status).toBe(200);
  expect((await api.post(`/api/v1/applications/${id}/approve`)).status).toBe(200);
  // Four eyes covering HIGH: the request to raise the level waits for a second approver, its reason stored with it.
  expect((await api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: ["HIGH", "PROHIBITED"], hitTypes: [] })).status).toBe(200);
  const pending = await api.post(`/api/v1/applications/${id}/risk-override`, { level: "HIGH", reason: pendingReason });
  expect(pending.body).toMatchObject({ overridePending: { level: "HIGH", reason: pendingReason } });
  expect((await api.request("PUT", "/api/v1/settings/four-eyes", { riskLevels: [], hitTypes: [] })).status).toBe(200);
  const strings = [p.first, p.last, overrideReason, pendingReason, verdictNote, noteText, `Nationality ${p.nationality}`, `Residence ${p.residence}`];
  return { id, strings };
}

describe("erasure of decision text", () => {
  const cases = fc.sample(persona, { seed: SEED, numRuns: 2 });

  it.each(cases.map((p) => [`${p.first} ${p.last} (${p.nationality}, ${p.residence})`, p] as const))(
    "leaves no personal string of %s in any text or JSON column of any table that references the case",
    async (_label, p) => {
      const { id, strings } = await decidedCase(p);
      const before = await whereHeld(svc.db.prisma, id, strings);
      // The search sees each string before erasure, in the decision fields among others.
      for (const s of strings) expect(before.some((f) => f.endsWith(`: ${s}`))).toBe(true);
      expect(before).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Application\.riskOverride: /),
          expect.stringMatching(/^Application\.riskOverridePending: /),
          expect.stringMatching(/^Application\.riskAssessment: Nationality /),
        ]),
      );

      await svc.db.prisma.application.update({ where: { id }, data: { decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
      const erased = await api.post(`/api/v1/applications/${id}/erasure`);
      expect(erased.status).toBe(200);

      expect(await whereHeld(svc.db.prisma, id, strings)).toEqual([]);
      // What was decided, by whom and when, stays: the case can still be accounted for.
      const row = await svc.db.prisma.application.findUniqueOrThrow({ where: { id }, select: { riskOverride: true, riskOverridePending: true } });
      expect(row).toMatchObject({
        riskOverride: { level: "MEDIUM", reason: "[erased]", byId: expect.any(String), at: expect.any(String) },
        riskOverridePending: { level: "HIGH", reason: "[erased]", byId: expect.any(String) },
      });
      const assessment = (await api.get(`/api/v1/applications/${id}/risk-assessment`)).body;
      expect(assessment).toMatchObject({ overridePending: { level: "HIGH", reason: "[erased]" } });
      expect(assessment.factors.length).toBeGreaterThan(0);
      for (const f of assessment.factors) expect(f.reason).toBe("[erased]");
      expect(assessment.factors.find((f: { factor: string }) => f.factor === "country.nationality")).toMatchObject({ contribution: 40, floor: "HIGH" });
    },
  );

  it("strikes the erased person's names from the account's risk model reasons, and no one else's", async () => {
    const [p] = fc.sample(persona, { seed: SEED + 1, numRuns: 1 });
    const { id } = await decidedCase(p);
    const model = (await api.get("/api/v1/settings/risk-model")).body;
    const reason = `Lowered after the ${p.first} ${p.last} review; ${p.last.toUpperCase()} and Ms Quentinbury asked for it`;
    expect((await api.request("PUT", "/api/v1/settings/risk-model", { definition: model.definition, reason })).status).toBe(200);
    await svc.db.prisma.application.update({ where: { id }, data: { decidedAt: new Date(Date.now() - 6 * 365 * 86_400_000) } });
    expect((await api.post(`/api/v1/applications/${id}/erasure`)).status).toBe(200);

    const versions = (await api.get("/api/v1/settings/risk-model/versions")).body;
    const saved = (Array.isArray(versions) ? versions : versions.items).find((v: { reason: string | null }) => v.reason?.startsWith("Lowered after"));
    expect(saved.reason).toBe("Lowered after the [erased] review; [erased] and Ms Quentinbury asked for it");
    expect(saved.definition).toEqual(model.definition);
  });
});
