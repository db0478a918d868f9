// The risk model's arithmetic (docs/risk-model.md): factors summed, the integrator's score a floor,
// capped at 100, levels by the model's thresholds, and contributions that always add up to the score.
import { assess, DEFAULT_RISK_MODEL, levelOf, RiskModelDefinition, type RiskFacts } from "../../../src/domain/risk/model";

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
const sum = (factors: { contribution: number }[]) => factors.reduce((s, f) => s + f.contribution, 0);

describe("assess", () => {
  it("scores nothing against an application 0, LOW, with no factor", () => {
    expect(assess(DEFAULT_RISK_MODEL, 0, none)).toMatchObject({ score: 0, level: "LOW", modelScore: 0, factors: [] });
  });

  it("adds the factors: the worked example of docs/risk-model.md", () => {
    const result = assess(DEFAULT_RISK_MODEL, 3, {
      ...none,
      entityType: "BUSINESS",
      incorporations: ["ae", "VG"],
      ownershipCountries: ["IR"],
      hits: { PEP: { open: 0, confirmed: 1 }, ADVERSE_MEDIA: { open: 2, confirmed: 0 } },
      legalForms: ["TRUST", "TRUST"],
      ownershipLayers: 4,
      missingDocuments: ["PROOF_OF_ADDRESS"],
      failedDocuments: 1,
    });
    expect(result.factors.map((f) => [f.factor, f.contribution])).toEqual([
      ["country.incorporation", 15],
      ["country.ownershipChain", 40],
      ["hits.PEP", 30],
      ["hits.ADVERSE_MEDIA", 5],
      ["legalForm.TRUST", 15],
      ["ownershipLayers", 10],
      ["documents", 15],
      ["cap", -30],
    ]);
    expect(result).toMatchObject({ score: 100, level: "PROHIBITED", modelScore: 130, modelVersion: 3 });
    expect(sum(result.factors)).toBe(result.score);
    expect(result.factors.find((f) => f.factor === "country.incorporation")!.reason).toContain("VG is under FATF's increased monitoring");
  });

  it("counts a country once per scope, call for action above increased monitoring", () => {
    const result = assess(DEFAULT_RISK_MODEL, 0, { ...none, nationalities: ["BG", "KP"], residences: ["KP"] });
    expect(result.factors.map((f) => [f.factor, f.contribution])).toEqual([
      ["country.nationality", 40],
      ["country.residence", 40],
    ]);
    expect(result).toMatchObject({ score: 80, level: "HIGH" });
  });

  it("takes a confirmed hit over open ones of its type, and ignores cleared ones", () => {
    const confirmed = assess(DEFAULT_RISK_MODEL, 0, { ...none, hits: { SANCTIONS: { open: 3, confirmed: 1 } } });
    expect(confirmed).toMatchObject({ score: 85, level: "PROHIBITED" });
    expect(assess(DEFAULT_RISK_MODEL, 0, { ...none, hits: { SANCTIONS: { open: 0, confirmed: 0 } } }).factors).toEqual([]);
  });

  it("keeps the integrator's score as a floor: it lifts the model's score, never lowers it", () => {
    const lifted = assess(DEFAULT_RISK_MODEL, 0, { ...none, integratorScore: 70, nationalities: ["BG"] });
    expect(lifted).toMatchObject({ score: 70, level: "HIGH", modelScore: 15, integratorScore: 70 });
    expect(lifted.factors.at(-1)).toMatchObject({ factor: "integratorScore", contribution: 55 });
    expect(sum(lifted.factors)).toBe(70);
    const below = assess(DEFAULT_RISK_MODEL, 0, { ...none, integratorScore: 10, nationalities: ["BG"] });
    expect(below).toMatchObject({ score: 15, level: "LOW" });
    expect(below.factors.map((f) => f.factor)).toEqual(["country.nationality"]);
  });

  it("caps documents and ownership layers at their maximum", () => {
    const result = assess(DEFAULT_RISK_MODEL, 0, { ...none, ownershipLayers: 20, missingDocuments: ["A", "B", "C"], failedDocuments: 5 });
    expect(result.factors.map((f) => [f.factor, f.contribution])).toEqual([
      ["ownershipLayers", 20],
      ["documents", 30],
    ]);
  });
});

describe("levelOf", () => {
  it("reads the model's thresholds, each inclusive from below", () => {
    const t = DEFAULT_RISK_MODEL.thresholds;
    expect([0, 29.99, 30, 59.99, 60, 84.99, 85, 100].map((s) => levelOf(s, t))).toEqual([
      "LOW",
      "LOW",
      "MEDIUM",
      "MEDIUM",
      "HIGH",
      "HIGH",
      "PROHIBITED",
      "PROHIBITED",
    ]);
    expect(levelOf(50, { medium: 10, high: 40, prohibited: 90 })).toBe("HIGH");
  });
});

describe("RiskModelDefinition", () => {
  it("accepts the default and refuses falling thresholds or unknown factors", () => {
    expect(RiskModelDefinition.safeParse(DEFAULT_RISK_MODEL).success).toBe(true);
    expect(RiskModelDefinition.safeParse({ ...DEFAULT_RISK_MODEL, thresholds: { medium: 60, high: 30, prohibited: 85 } }).success).toBe(false);
    expect(RiskModelDefinition.safeParse({ ...DEFAULT_RISK_MODEL, zodiac: 5 }).success).toBe(false);
  });
});
