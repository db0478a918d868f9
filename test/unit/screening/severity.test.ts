// The tier an engine hit starts with, read off its watchlist entry in the account's taxonomy.
import { assignDefaultTiers, entryTier } from "../../../src/domain/screening/severity";
import { pepClassOf } from "../../../src/screening/matching/pepClass";
import { DEFAULT_TAXONOMY } from "../../../src/domain/screening/taxonomy";
import type { MatchResult } from "../../../src/domain/screening/inputs";

const renamed = { ...DEFAULT_TAXONOMY, SANCTIONS: ["Critical", "Elevated", "Routine"], PEP: ["Tier A", "Tier B", "Tier C", "Tier D"] };

describe("a hit's default tier", () => {
  it("is the account's highest SANCTIONS tier for a sanctions entry, under the account's own labels", () => {
    expect(entryTier(DEFAULT_TAXONOMY, "SANCTIONS", null)).toEqual({ severity: "High", tierRationale: expect.stringMatching(/highest SANCTIONS tier/) });
    expect(entryTier(renamed, "SANCTIONS", null).severity).toBe("Critical");
  });

  it("is the PEP class the entry states: an explicit class, or the level of its gov.* topic", () => {
    expect(pepClassOf({ properties: { topics: ["role.pep", "gov.national"] } })).toEqual({ level: 1, because: "the entry's topic gov.national" });
    expect(pepClassOf({ properties: { topics: ["role.pep", "gov.muni", "gov.state"] } })?.level).toBe(2);
    expect(pepClassOf({ pepClass: "Class 3" })).toEqual({ level: 3, because: `the entry's pepClass "Class 3"` });
    expect(entryTier(DEFAULT_TAXONOMY, "PEP", pepClassOf({ properties: { topics: ["gov.muni"] } }))).toEqual({
      severity: "Class 4",
      tierRationale: expect.stringMatching(/PEP class 4 from the entry's topic gov\.muni/),
    });
    expect(entryTier(renamed, "PEP", { level: 2, because: "x" }).severity).toBe("Tier B");
  });

  it("is the account's default tier otherwise (the middle one), and says so", () => {
    expect(pepClassOf({ properties: { topics: ["role.pep"] } })).toBeNull();
    expect(entryTier(DEFAULT_TAXONOMY, "PEP", null)).toEqual({
      severity: "Class 2",
      tierRationale: expect.stringMatching(/PEP entry stating no class: the account's default PEP tier/),
    });
    expect(entryTier(DEFAULT_TAXONOMY, "WARNING", null)).toEqual({ severity: "Medium", tierRationale: expect.stringMatching(/default WARNING tier/) });
  });

  it("never replaces a tier already set", () => {
    const mr = (severity: string | null) =>
      ({
        isMatch: true,
        confidence: 1,
        reviewNote: "",
        incidentSummary: "",
        riskLevel: "HIGH",
        severity,
        tierRationale: severity ? "reviewer" : null,
        categories: [],
      }) as MatchResult;
    const kept = mr("Low");
    const fresh = mr(null);
    assignDefaultTiers(DEFAULT_TAXONOMY, [
      { matchResult: kept, type: "SANCTIONS", pepClass: null },
      { matchResult: fresh, type: "SANCTIONS", pepClass: null },
    ]);
    expect(kept).toMatchObject({ severity: "Low", tierRationale: "reviewer" });
    expect(fresh).toMatchObject({ severity: "High" });
  });
});
