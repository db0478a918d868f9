// POST /api/v1/screening/match: yente's /match/{dataset} request and response (yente/data/common.py:
// EntityMatchQuery, EntityMatches, ScoredEntityResponse, EntityMatchResponse). Hand-written, not read off
// GraphQL: GraphQL carries the responses keyed by the caller's query names as JSON.
import { z } from "zod";
import { ScreeningMatchInput } from "../../domain/screening/inputs";

export const ScreeningMatchBody = ScreeningMatchInput.pick({ queries: true, weights: true, config: true }).strict();
export const ScreeningMatchQuery = ScreeningMatchInput.pick({
  threshold: true,
  cutoff: true,
  limit: true,
  topics: true,
  include_dataset: true,
  exclude_dataset: true,
  exclude_schema: true,
  algorithm: true,
  fuzzy: true,
  changed_since: true,
  exclude_entity_ids: true,
}).strict();

const Properties = z.record(z.string(), z.array(z.string()));

const MatchResultExtra = z
  .object({
    isMatch: z.boolean(),
    confidence: z.number(),
    matchExplanation: z.string().meta({ description: "What agreed and what differed, in words" }),
    clearedReason: z.string().nullable().meta({ description: "IDENTITY_MISMATCH or CONFIDENCE_BELOW_THRESHOLD when the engine cleared it" }),
    riskLevel: z.string(),
    severity: z.string().nullable().meta({ description: "Default tier from the entry in the account's taxonomy" }),
    tierRationale: z.string().nullable(),
    type: z.enum(["SANCTIONS", "WARNING", "PEP"]),
    list: z.string(),
    matchedName: z.string().meta({ description: "The entry's name or alias the query's name matched best" }),
  })
  .passthrough()
  .meta({ description: "This service's explanation beyond yente's fields: the matchResult a key person's hit carries" });

const ScoredEntity = z.object({
  id: z.string().meta({ description: "The entry's id in its list (FtM id, OFAC uid)" }),
  caption: z.string(),
  schema: z.string(),
  properties: Properties,
  datasets: z.array(z.string()).meta({ description: "The list, then the source datasets an FtM record names" }),
  referents: z.array(z.string()),
  target: z.boolean().meta({ description: "A sanctions entry" }),
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  last_change: z.string().nullable(),
  score: z.number(),
  match: z
    .boolean()
    .meta({ description: "score ≥ threshold, as yente says it; what the engine clears for a key person is in explanations.cleared and matchResult" }),
  features: z.record(z.string(), z.number()).meta({ description: "Each feature that held and its value (deprecated in yente 4 in favour of explanations)" }),
  explanations: z.record(z.string(), z.object({ score: z.number(), detail: z.string().nullable() })).meta({
    description: "Each feature that held with its value and what it means; `cleared` (score 0) when the engine clears the result, saying why",
  }),
  token: z.string().nullable(),
  matchResult: MatchResultExtra,
});

const EntityMatches = z.object({
  status: z.number().int(),
  results: z.array(ScoredEntity),
  total: z.object({ value: z.number().int(), relation: z.string() }),
  query: z.object({ id: z.string().nullable(), schema: z.string(), properties: Properties }),
});

export const ScreeningMatchResponse = z.object({
  id: z.string().meta({ description: "The audit entry of this screening" }),
  responses: z.record(z.string(), EntityMatches).meta({ description: "Per query key, yente's EntityMatches" }),
  matcher: z
    .record(z.string(), z.object({ description: z.string(), coefficient: z.number(), url: z.string() }))
    .meta({ description: "yente's FeatureDocs of this matcher" }),
  limit: z.number().int(),
  listVersions: z.record(z.string(), z.number().int()).meta({ description: "Version of each list screened against" }),
});
