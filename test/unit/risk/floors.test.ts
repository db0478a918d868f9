// Floors of the risk model (docs/risk-model.md, "Floors"): a factor may hold the level at or above a
// given one whatever the points add up to. The shipped model holds a FATF call-for-action country at
// HIGH and a confirmed sanctions hit at PROHIBITED; the floor is in the explanation, and the
// contributions still add up to the score.
import fc from "fast-check";
import { assess, COUNTRY_LISTS, DEFAULT_RISK_MODEL, RiskModelDefinition, type RiskFacts } from "../../../src/domain/risk/model";

const none: RiskFacts = {
  entityType: "INDIVIDUAL",
  integratorScore: null,
  nationalities: [],
  residences: [],
  incorporations: [],
  ownershipCountries: [],
  hits: {},
  legalForms: [],
  ownershipLayers: 0,
  missingDocuments: [],
  failedDocuments: 0,
};
const RANK = { LOW: 0, MEDIUM: 1, HIGH: 2, PROHIBITED: 3 } as const;
const sum = (factors: { contribution: number }[]) => Math.round(factors.reduce((s, f) => s + f.contribution, 0) * 100) / 100;
const callForAction = [...COUNTRY_LISTS.callForAction];
const SEED = 20261207;

describe("the shipped model's floors", () => {
  it("assesses a North Korean national with nothing else HIGH, the floor named in the explanation", () => {
    const result = assess(DEFAULT_RISK_MODEL, 0, { ...none, nationalities: ["KP"] });
    expect(result).toMatchObject({ score: 60, level: "HIGH", modelScore: 40 });
    expect(result.factors).toEqual([
      {
        factor: "country.nationality",
        contribution: 40,
        floor: "HIGH",
        reason: expect.stringMatching(/Nationality KP is on FATF's call for action .*; the model holds this at HIGH or above/),
      },
      { factor: "floor", contribution: 20, reason: "country.nationality holds the level at HIGH or above: the score 40 is lifted to HIGH's threshold 60" },
    ]);
  });

  it.each([
    ["nationalities", "IR"],
    ["residences", "KP"],
    ["incorporations", "MM"],
    ["ownershipCountries", "IR"],
  ] as const)("holds a call-for-action country among %s (%s) at HIGH", (scope, country) => {
    expect(assess(DEFAULT_RISK_MODEL, 0, { ...none, [scope]: [country] }).level).toBe("HIGH");
  });

  it("holds a confirmed sanctions hit at PROHIBITED even where the model weighs it little", () => {
    const light = { ...DEFAULT_RISK_MODEL, hits: { ...DEFAULT_RISK_MODEL.hits, SANCTIONS: { open: 0, confirmed: 0 } } };
    const result = assess(light, 1, { ...none, hits: { SANCTIONS: { open: 0, confirmed: 1 } } });
    expect(result).toMatchObject({ score: 85, level: "PROHIBITED", modelScore: 0 });
    expect(result.factors.map((f) => [f.factor, f.contribution, f.floor])).toEqual([
      ["hits.SANCTIONS", 0, "PROHIBITED"],
      ["floor", 85, undefined],
    ]);
  });

  it("does not lift a score already at or above the floor's threshold", () => {
    const result = assess(DEFAULT_RISK_MODEL, 0, { ...none, nationalities: ["KP"], residences: ["IR"] });
    expect(result).toMatchObject({ score: 80, level: "HIGH" });
    expect(result.factors.map((f) => f.factor)).not.toContain("floor");
  });

  it("lets an admin's model turn a floor off (null), and fills in the shipped floors where a definition leaves them out", () => {
    const off = { ...DEFAULT_RISK_MODEL, floors: { ...DEFAULT_RISK_MODEL.floors, countries: { callForAction: null, increasedMonitoring: null } } };
    expect(assess(off, 2, { ...none, nationalities: ["KP"] })).toMatchObject({ score: 40, level: "MEDIUM" });
    const { floors: _floors, ...withoutFloors } = DEFAULT_RISK_MODEL;
    expect(RiskModelDefinition.parse(withoutFloors).floors).toEqual(DEFAULT_RISK_MODEL.floors);
    expect(
      RiskModelDefinition.safeParse({ ...DEFAULT_RISK_MODEL, floors: { ...DEFAULT_RISK_MODEL.floors, countries: { callForAction: "SEVERE" } } }).success,
    ).toBe(false);
  });

  it("keeps a version saved before floors existed at its meaning: no floor", () => {
    const { floors: _floors, ...legacy } = DEFAULT_RISK_MODEL;
    expect(assess(legacy as RiskModelDefinition, 1, { ...none, nationalities: ["KP"] })).toMatchObject({ score: 40, level: "MEDIUM" });
  });
});

describe("floors, for any facts", () => {
  const facts = fc.record({
    entityType: fc.constantFrom("INDIVIDUAL" as const, "BUSINESS" as const),
    integratorScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    nationalities: fc.array(fc.constantFrom("KP", "IR", "MM", "BG", "VG", "FR", "DE"), { maxLength: 3 }),
    residences: fc.array(fc.constantFrom("KP", "IR", "FR", "LU"), { maxLength: 2 }),
    incorporations: fc.array(fc.constantFrom("MM", "LU", "VG"), { maxLength: 2 }),
    ownershipCountries: fc.array(fc.constantFrom("IR", "CH", "KE"), { maxLength: 3 }),
    hits: fc.record(
      { SANCTIONS: fc.record({ open: fc.nat(3), confirmed: fc.nat(2) }), PEP: fc.record({ open: fc.nat(3), confirmed: fc.nat(2) }) },
      { requiredKeys: [] },
    ),
    legalForms: fc.array(fc.constantFrom("TRUST" as const, "FOUNDATION" as const), { maxLength: 2 }),
    ownershipLayers: fc.nat(8),
    missingDocuments: fc.array(fc.constantFrom("ID_CARD", "PROOF_OF_ADDRESS"), { maxLength: 2 }),
    failedDocuments: fc.nat(3),
  });

  it("never assesses a party tied to a call-for-action country below HIGH, nor a confirmed sanctions hit below PROHIBITED, and the contributions add up", () => {
    fc.assert(
      fc.property(facts, (f: RiskFacts) => {
        const result = assess(DEFAULT_RISK_MODEL, 0, f);
        const tied = [...f.nationalities, ...f.residences, ...f.incorporations, ...f.ownershipCountries].some((c) => callForAction.includes(c));
        if (tied) expect(RANK[result.level]).toBeGreaterThanOrEqual(RANK.HIGH);
        if ((f.hits.SANCTIONS?.confirmed ?? 0) > 0) expect(result.level).toBe("PROHIBITED");
        expect(sum(result.factors)).toBe(result.score);
        // A floor never lowers: the level is at least what the points alone say.
        const { floors: _floors, ...unfloored } = DEFAULT_RISK_MODEL;
        expect(RANK[result.level]).toBeGreaterThanOrEqual(RANK[assess(unfloored as RiskModelDefinition, 0, f).level]);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
