// The risk model (docs/risk-model.md): an account's versioned weights and thresholds, and the pure
// arithmetic that turns an application's facts into a score, a level and one readable reason per
// factor. No I/O here, so the arithmetic is tested alone (test/unit/risk/assess.test.ts).
import { z } from "zod";
import type { RiskLevel } from "../../generated/prisma/client";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import jurisdictions from "./fatf-jurisdictions.json";

const Weight = z.number().min(0).max(100);
const HitWeights = z.strictObject({ open: Weight, confirmed: Weight });
const LEVELS = enumValues(dbEnums.RiskLevel);
/** A level a factor holds the assessment at or above, whatever the points add up to (null: none). */
const FloorLevel = z.enum(LEVELS).nullable();
const HitFloors = z.strictObject({ open: FloorLevel, confirmed: FloorLevel });
const Floors = z.strictObject({
  countries: z.strictObject({ callForAction: FloorLevel, increasedMonitoring: FloorLevel }),
  hits: z.strictObject({ PEP: HitFloors, SANCTIONS: HitFloors, ADVERSE_MEDIA: HitFloors, WARNING: HitFloors }),
});
export type RiskFloors = z.infer<typeof Floors>;

/**
 * The shipped floors (docs/risk-model.md, "Floors"): FATF calls for enhanced due diligence, and for
 * counter-measures against some, for every call-for-action country, so a party tied to one is HIGH at
 * least; a confirmed sanctions hit is PROHIBITED, whatever else the weights say.
 */
const DEFAULT_RISK_FLOORS: RiskFloors = {
  countries: { callForAction: "HIGH", increasedMonitoring: null },
  hits: {
    PEP: { open: null, confirmed: null },
    SANCTIONS: { open: null, confirmed: "PROHIBITED" },
    ADVERSE_MEDIA: { open: null, confirmed: null },
    WARNING: { open: null, confirmed: null },
  },
};
/** A version saved before floors existed keeps the meaning it was saved with: no floor. */
const NO_FLOORS: RiskFloors = {
  countries: { callForAction: null, increasedMonitoring: null },
  hits: {
    PEP: { open: null, confirmed: null },
    SANCTIONS: { open: null, confirmed: null },
    ADVERSE_MEDIA: { open: null, confirmed: null },
    WARNING: { open: null, confirmed: null },
  },
};

/** A model's definition, whole: what an admin PUTs and every version keeps. */
export const RiskModelDefinition = z.strictObject({
  thresholds: z
    .strictObject({
      medium: z.number().min(0).max(100).meta({ description: "Scores from this one are MEDIUM" }),
      high: z.number().min(0).max(100).meta({ description: "Scores from this one are HIGH" }),
      prohibited: z.number().min(0).max(100).meta({ description: "Scores from this one are PROHIBITED" }),
    })
    .refine((t) => t.medium <= t.high && t.high <= t.prohibited, { message: "thresholds must rise: medium <= high <= prohibited" })
    .meta({ description: "Where the levels start on the 0 to 100 score" }),
  countries: z.strictObject({ callForAction: Weight, increasedMonitoring: Weight }).meta({
    description:
      "Points of a country on FATF's call-for-action or increased-monitoring list, counted once per scope (nationality, residence, incorporation, ownership chain)",
  }),
  hits: z.strictObject({ PEP: HitWeights, SANCTIONS: HitWeights, ADVERSE_MEDIA: HitWeights, WARNING: HitWeights }).meta({
    description: "Points of a hit type while a hit of it is open (NOT_REVIEWED, IN_REVIEW) or confirmed (CONFIRMED, TRUE_MATCH), counted once per type",
  }),
  entityTypes: z.strictObject({ INDIVIDUAL: Weight, BUSINESS: Weight }).meta({ description: "Points of the applicant's entity type" }),
  legalForms: z
    .strictObject({ TRUST: Weight, FOUNDATION: Weight })
    .meta({ description: "Points when the ownership structure holds an arrangement of this legal form" }),
  ownershipLayers: z
    .strictObject({ free: z.int().min(0).max(20), perLayer: Weight, max: Weight })
    .meta({ description: "Points per layer of ownership beyond `free` layers, up to `max`" }),
  documents: z
    .strictObject({ missing: Weight, failed: Weight, max: Weight })
    .meta({ description: "Points per required document missing once submitted, and per document whose checks failed, up to `max`" }),
  floors: Floors.default(DEFAULT_RISK_FLOORS).meta({
    description:
      "The level a factor holds the assessment at or above, whatever the points add up to (null: none); the score is lifted to that level's threshold. Left out: the shipped floors (a call-for-action country HIGH, a confirmed sanctions hit PROHIBITED)",
  }),
});
export type RiskModelDefinition = z.infer<typeof RiskModelDefinition>;

/** The model every account starts with (version 0 until an admin saves one); the levels of the former fixed rule. */
export const DEFAULT_RISK_MODEL: RiskModelDefinition = {
  thresholds: { medium: 30, high: 60, prohibited: 85 },
  countries: { callForAction: 40, increasedMonitoring: 15 },
  hits: {
    PEP: { open: 5, confirmed: 30 },
    SANCTIONS: { open: 10, confirmed: 85 },
    ADVERSE_MEDIA: { open: 5, confirmed: 20 },
    WARNING: { open: 5, confirmed: 15 },
  },
  entityTypes: { INDIVIDUAL: 0, BUSINESS: 0 },
  legalForms: { TRUST: 15, FOUNDATION: 10 },
  ownershipLayers: { free: 2, perLayer: 5, max: 20 },
  documents: { missing: 5, failed: 10, max: 30 },
  floors: DEFAULT_RISK_FLOORS,
};

/** FATF's lists as shipped (src/domain/risk/fatf-jurisdictions.json, updated by an operator on each plenary). */
export const COUNTRY_LISTS = {
  source: jurisdictions.source,
  sourceUrl: jurisdictions.sourceUrl,
  asOf: jurisdictions.asOf,
  callForAction: new Set(jurisdictions.callForAction),
  increasedMonitoring: new Set(jurisdictions.increasedMonitoring),
};

export const HIT_TYPES = ["SANCTIONS", "PEP", "ADVERSE_MEDIA", "WARNING"] as const;
type HitType = (typeof HIT_TYPES)[number];

/** What the model reads of one application (src/domain/risk/facts.ts loads it). */
export interface RiskFacts {
  entityType: "INDIVIDUAL" | "BUSINESS";
  /** The integrator's riskScore: a floor under the model's score (null: none given). */
  integratorScore: number | null;
  nationalities: string[];
  residences: string[];
  incorporations: string[];
  /** Countries of the ownership structure's nodes other than the applicant. */
  ownershipCountries: string[];
  /** Per hit type, the hits still on their lists: open and confirmed. */
  hits: Partial<Record<HitType, { open: number; confirmed: number }>>;
  legalForms: ("TRUST" | "FOUNDATION")[];
  ownershipLayers: number;
  missingDocuments: string[];
  failedDocuments: number;
}

export interface FactorContribution {
  factor: string;
  contribution: number;
  reason: string;
  /** The level this factor holds the assessment at or above (absent: none). */
  floor?: RiskLevel;
}

export interface RiskAssessment {
  score: number;
  level: RiskLevel;
  modelVersion: number;
  /** The sum of the model's factors alone, before the integrator's floor and the cap. */
  modelScore: number;
  integratorScore: number | null;
  countryListsAsOf: string;
  factors: FactorContribution[];
}

/** The level of a score under the model's thresholds. */
export function levelOf(score: number, thresholds: RiskModelDefinition["thresholds"]): RiskLevel {
  if (score >= thresholds.prohibited) return "PROHIBITED";
  if (score >= thresholds.high) return "HIGH";
  if (score >= thresholds.medium) return "MEDIUM";
  return "LOW";
}

const round = (n: number) => Math.round(n * 100) / 100;

const RANK: Record<RiskLevel, number> = { LOW: 0, MEDIUM: 1, HIGH: 2, PROHIBITED: 3 };
const THRESHOLD_OF = { LOW: null, MEDIUM: "medium", HIGH: "high", PROHIBITED: "prohibited" } as const;

/** A factor with the floor its model gives it, said in its reason too (the explanation a reviewer reads). */
function withFloor(f: FactorContribution | null, floor: RiskLevel | null): FactorContribution | null {
  if (!f || !floor) return f;
  return { ...f, floor, reason: `${f.reason}; the model holds this at ${floor} or above` };
}

function countryFactor(model: RiskModelDefinition, scope: string, what: string, countries: readonly string[]): FactorContribution | null {
  const upper = [...new Set(countries.filter(Boolean).map((c) => c.toUpperCase()))];
  const action = upper.filter((c) => COUNTRY_LISTS.callForAction.has(c));
  const monitored = upper.filter((c) => COUNTRY_LISTS.increasedMonitoring.has(c));
  const asOf = `FATF lists as of ${COUNTRY_LISTS.asOf}`;
  const floors = (model.floors ?? NO_FLOORS).countries;
  // A factor with a floor is listed even at 0 points: the floor is what it adds.
  if (action.length && (model.countries.callForAction > 0 || floors.callForAction)) {
    const reason = `${what} ${action.join(", ")} is on FATF's call for action (${asOf})`;
    return withFloor({ factor: `country.${scope}`, contribution: model.countries.callForAction, reason }, floors.callForAction);
  }
  if (monitored.length && (model.countries.increasedMonitoring > 0 || floors.increasedMonitoring)) {
    const reason = `${what} ${monitored.join(", ")} is under FATF's increased monitoring (${asOf})`;
    return withFloor({ factor: `country.${scope}`, contribution: model.countries.increasedMonitoring, reason }, floors.increasedMonitoring);
  }
  return null;
}

/**
 * The assessment of one application under one model: each factor's points, summed; the integrator's
 * riskScore is a floor under that sum (it can raise the score, never lower what the model finds); capped
 * at 100. The contributions always add up to the score: the floor's lift and the cap are factors too.
 */
export function assess(model: RiskModelDefinition, modelVersion: number, facts: RiskFacts): RiskAssessment {
  const factors: FactorContribution[] = [];
  const push = (f: FactorContribution | null) => {
    if (f && (f.contribution !== 0 || f.floor)) factors.push({ ...f, contribution: round(f.contribution) });
  };
  const hitFloors = (model.floors ?? NO_FLOORS).hits;
  push(countryFactor(model, "nationality", "Nationality", facts.nationalities));
  push(countryFactor(model, "residence", "Residence", facts.residences));
  push(countryFactor(model, "incorporation", "Country of incorporation", facts.incorporations));
  push(countryFactor(model, "ownershipChain", "Ownership chain country", facts.ownershipCountries));
  for (const type of HIT_TYPES) {
    const counts = facts.hits[type];
    if (!counts) continue;
    const label = type.replace("_", " ").toLowerCase();
    if (counts.confirmed > 0) {
      const reason = `${counts.confirmed} confirmed ${label} hit(s)`;
      push(withFloor({ factor: `hits.${type}`, contribution: model.hits[type].confirmed, reason }, hitFloors[type].confirmed));
    } else if (counts.open > 0) {
      const reason = `${counts.open} open ${label} hit(s) awaiting review`;
      push(withFloor({ factor: `hits.${type}`, contribution: model.hits[type].open, reason }, hitFloors[type].open));
    }
  }
  push({
    factor: "entityType",
    contribution: model.entityTypes[facts.entityType],
    reason: `The applicant is ${facts.entityType === "BUSINESS" ? "a business" : "an individual"}`,
  });
  for (const form of [...new Set(facts.legalForms)]) {
    push({ factor: `legalForm.${form}`, contribution: model.legalForms[form], reason: `The ownership structure holds a ${form.toLowerCase()}` });
  }
  const extraLayers = Math.max(0, facts.ownershipLayers - model.ownershipLayers.free);
  push({
    factor: "ownershipLayers",
    contribution: Math.min(model.ownershipLayers.max, extraLayers * model.ownershipLayers.perLayer),
    reason: `${facts.ownershipLayers} layers of ownership, ${extraLayers} beyond the ${model.ownershipLayers.free} the model takes as plain`,
  });
  const documentPoints = facts.missingDocuments.length * model.documents.missing + facts.failedDocuments * model.documents.failed;
  push({
    factor: "documents",
    contribution: Math.min(model.documents.max, documentPoints),
    reason: [
      facts.missingDocuments.length ? `required documents missing: ${facts.missingDocuments.join(", ")}` : "",
      facts.failedDocuments ? `${facts.failedDocuments} document(s) failed their checks` : "",
    ]
      .filter(Boolean)
      .join("; "),
  });
  const modelScore = round(factors.reduce((sum, f) => sum + f.contribution, 0));
  let score = modelScore;
  if (facts.integratorScore !== null && facts.integratorScore > score) {
    push({
      factor: "integratorScore",
      contribution: facts.integratorScore - score,
      reason: `The integrator's riskScore ${facts.integratorScore} is a floor: it lifts the model's ${modelScore}`,
    });
    score = facts.integratorScore;
  }
  // The highest floor a factor sets lifts the score to that level's threshold, so score and level agree
  // and the contributions still add up to the score.
  const floored = factors.filter((f) => f.floor).sort((a, b) => RANK[b.floor!] - RANK[a.floor!])[0];
  const thresholdKey = floored ? THRESHOLD_OF[floored.floor!] : null;
  if (floored && thresholdKey && score < model.thresholds[thresholdKey]) {
    const threshold = model.thresholds[thresholdKey];
    push({
      factor: "floor",
      contribution: threshold - score,
      reason: `${floored.factor} holds the level at ${floored.floor} or above: the score ${round(score)} is lifted to ${floored.floor}'s threshold ${threshold}`,
    });
    score = threshold;
  }
  if (score > 100) {
    push({ factor: "cap", contribution: 100 - score, reason: `Scores are capped at 100 (the factors add up to ${round(score)})` });
    score = 100;
  }
  score = round(score);
  return {
    score,
    level: levelOf(score, model.thresholds),
    modelVersion,
    modelScore,
    integratorScore: facts.integratorScore,
    countryListsAsOf: COUNTRY_LISTS.asOf,
    factors,
  };
}
