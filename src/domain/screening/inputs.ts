// Screening vocabulary (spec 2.1, 2.2, 3, 4.2) and the inputs of its operations.
import { z } from "zod";
import { distinct, isoDateTime, nonBlank, notBoth } from "../../kernel/validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import {
  CLEARED_REASONS,
  CategoryInput,
  DEFAULT_MATCH_THRESHOLD,
  MatchResultInput,
  SCREENING_TYPES,
  type MatchResult,
  type ScreeningType,
} from "../../screening";
import { PUBLISHED_ALGORITHM_NAMES, isPublishedAlgorithm } from "./algorithms";

// The engine's vocabulary, which case work speaks too.
export { CLEARED_REASONS, SCREENING_TYPES, type MatchResult, type ScreeningType };

export const HIT_STATUSES = enumValues(dbEnums.HitStatus);
export const HIT_ORIGINS = enumValues(dbEnums.HitOrigin);

export type HitStatus = (typeof HIT_STATUSES)[number];

/** A hit is cleared when its status says it is not a match. */
export const CLEARED_STATUSES: readonly HitStatus[] = ["DISMISSED", "FALSE_POSITIVE"];
/** How a reviewer's queue counts hits. */
export const HIT_COUNT_BUCKETS: Record<"open" | "confirmed" | "dismissed", readonly HitStatus[]> = {
  open: ["IN_REVIEW", "NOT_REVIEWED"],
  confirmed: ["CONFIRMED", "TRUE_MATCH"],
  dismissed: ["DISMISSED", "FALSE_POSITIVE"],
};

/** POST /api/v1/screening/hits (spec 4.2): a reviewer's manual hit. */
export const ManualHitInput = notBoth(
  z
    .object({
      applicationId: z.string().min(1).meta({ description: "The application of the caller's account the hit belongs to" }),
      individualId: z.string().min(1).optional().meta({ description: "The individual key person of that application the hit is about, if any" }),
      businessId: z.string().min(1).optional().meta({ description: "The business key person of that application the hit is about, if any" }),
      title: nonBlank().max(500).meta({ description: "What the hit is, as reviewers see it; stored in details" }),
      description: z.string().max(10_000).optional().meta({ description: "Longer text of the source; stored in details" }),
      url: z.url().optional().meta({ description: "Where the source can be read; stored in details" }),
      publisher: z.string().max(300).optional().meta({ description: "Who published the source; stored in details" }),
      publishingDate: z.string().max(40).optional().meta({ description: "When the source was published, as given; stored in details" }),
      summary: z.string().max(10_000).optional().meta({ description: "A short summary of the source; stored in details" }),
      type: z.enum(SCREENING_TYPES).meta({ description: "ADVERSE_MEDIA, SANCTIONS, WARNING or PEP" }),
      status: z.enum(HIT_STATUSES).meta({ description: "The review status the hit starts in" }),
    })
    .strict(),
  "individualId",
  "businessId",
);

/** One hit as the screening engine reports it. */
const EngineHitInput = z
  .object({
    type: z.enum(SCREENING_TYPES),
    status: z.enum(HIT_STATUSES),
    source: z.string().min(1).max(200),
    details: z.record(z.string(), z.unknown()),
    enriched: z.boolean().optional(),
    matchResult: MatchResultInput.optional(),
    individualId: z.string().optional(),
    businessId: z.string().optional(),
    origin: z.enum(HIT_ORIGINS).optional(),
    developmentAt: isoDateTime.optional(),
  })
  .strict()
  .superRefine((hit, ctx) => {
    const reason = hit.matchResult?.clearedReason;
    if (reason && !CLEARED_STATUSES.includes(hit.status)) {
      ctx.addIssue({
        code: "custom",
        path: ["matchResult", "clearedReason"],
        message: `only a cleared hit (${CLEARED_STATUSES.join(" or ")}) carries a clearedReason`,
      });
    }
  })
  .meta({
    anyOf: [{ properties: { status: { enum: [...CLEARED_STATUSES] } } }, { properties: { matchResult: { properties: { clearedReason: { type: "null" } } } } }],
  });

export const RecordHitsInput = z.object({ applicationId: z.string().min(1), hits: z.array(EngineHitInput).min(1).max(5000) }).strict();

/** PATCH /api/v1/screening/hits/{hitId}. */
export const HitVerdictInput = z
  .object({
    status: z.enum(HIT_STATUSES).meta({ description: "The hit's new status" }),
    note: z.string().max(10_000).optional().meta({ description: "The reviewer's rationale" }),
  })
  .strict();

/** PATCH /api/v1/screening/groups/{groupId} and its alias /stories/{storyId}. */
export const GroupVerdictInput = z
  .object({
    status: z.enum(HIT_STATUSES).meta({ description: "The status every member hit takes" }),
    note: z.string().max(10_000).optional().meta({ description: "One rationale applied to every member hit" }),
    severity: z
      .string()
      .min(1)
      .max(100)
      .nullable()
      .optional()
      .meta({ description: "Tier label applied to every member's matchResult.severity; null clears it" }),
  })
  .strict();

export const CreateGroupInput = z
  .object({
    applicationId: z.string().min(1),
    type: z.enum(SCREENING_TYPES),
    headline: nonBlank().max(500),
    summary: z.string().max(10_000),
    aiDescription: z.string().max(10_000),
    hitIds: z.array(z.string().min(1)).min(1).max(1000),
    primaryHitId: z.string().optional(),
    category: CategoryInput.optional(),
    severity: z.string().min(1).max(100).optional(),
    tierRationale: z.string().max(10_000).optional(),
  })
  .strict();

export const MoveHitsInput = z.object({ hitIds: z.array(z.string().min(1)).min(1).max(1000) }).strict();

/** PATCH /api/v1/screening/individuals|businesses/{id}: screening settings of a person ({} is valid). */
export const ScreeningInfoInput = z
  .object({
    ongoingMonitoring: z.boolean().optional(),
    types: z.array(z.enum(SCREENING_TYPES)).optional(),
    matchThreshold: z.number().min(0).max(1).optional(),
    excludedFromScreening: z.boolean().optional(),
  })
  .strict();

export const ScreeningSummaryInput = z.object({ summary: z.string().max(20_000) }).strict();

/** How the taxonomy's descriptions name the hits of each type. */
const HITS_OF_TYPE: Record<ScreeningType, string> = {
  PEP: "PEP hits",
  ADVERSE_MEDIA: "adverse-media hits",
  SANCTIONS: "sanctions hits",
  WARNING: "warning-list hits",
};
export const SeverityTaxonomyInput = z
  .object(
    Object.fromEntries(
      SCREENING_TYPES.map((t) => [
        t,
        distinct(z.array(nonBlank().max(100)).min(1).max(20), "duplicate label")
          .optional()
          .meta({ description: `Tier labels for ${HITS_OF_TYPE[t]}, highest first` }),
      ]),
    ) as Record<ScreeningType, z.ZodOptional<z.ZodArray<z.ZodString>>>,
  )
  .strict();

// Screening on demand (POST /api/v1/screening/match): yente's /match request under yente's names.
/** yente's limits: MAX_BATCH queries per request, MAX_MATCHES results per query, MATCH_PAGE by default. */
const MAX_MATCH_QUERIES = 100;
const MAX_MATCH_LIMIT = 500;
export const DEFAULT_MATCH_LIMIT = 5;

const PERSON_SCHEMAS = ["Person"] as const;
const BUSINESS_SCHEMAS = ["Company", "Organization", "PublicBody"] as const;
const MATCH_SCHEMAS = [...PERSON_SCHEMAS, ...BUSINESS_SCHEMAS, "LegalEntity"] as const;

const PropertyValues = z.union([z.string().max(1000), z.array(z.string().max(1000)).max(50)]);

/**
 * A name's declared bounds on /match. The matcher's work on a name grows with its words (retrieval keys
 * pair them) and its longest word (typo neighbours): an 850-character name cost ~0.2 s against 2 ms for
 * a usual one. Names of list entries run to ~150 characters and ~15 words (a company's full legal name),
 * so these bounds refuse no real name; a longer one is refused with 400 rather than cut, since a name
 * screened in part could miss its match.
 */
const MAX_NAME_CHARACTERS = 300;
const MAX_NAME_WORDS = 20;
/** Names (name, alias, previousName) one query screens, each a screening of its own. */
const MAX_NAMES_PER_QUERY = 10;

const wordsOf = (name: string) => name.trim().split(/\s+/).filter(Boolean).length;
const NameValue = z
  .string()
  .max(MAX_NAME_CHARACTERS, `a name has at most ${MAX_NAME_CHARACTERS} characters`)
  .refine((v) => wordsOf(v) <= MAX_NAME_WORDS, `a name has at most ${MAX_NAME_WORDS} words`);
const NameValues = (what: string) =>
  z
    .union([NameValue, z.array(NameValue).max(MAX_NAMES_PER_QUERY)])
    .optional()
    .meta({ description: `${what}: at most ${MAX_NAME_CHARACTERS} characters and ${MAX_NAME_WORDS} words each (else 400)` });
const NAME_PROPERTIES = {
  name: NameValues("The query's name(s)"),
  alias: NameValues("Other names"),
  previousName: NameValues("Former names"),
  firstName: NameValues("Given name(s), screened with middleName and lastName as one name when no name is given"),
  middleName: NameValues("Middle name(s)"),
  lastName: NameValues("Family name(s)"),
};

/** One query entity, as yente's EntityExample: unknown keys are ignored, as pydantic does. */
const MatchQuery = z
  .object({
    id: z.string().max(200).nullish().meta({ description: "The caller's id for the query, echoed back" }),
    schema: z
      .enum(MATCH_SCHEMAS)
      .meta({ description: "FollowTheMoney schema of the query: Person, Company, Organization, PublicBody or LegalEntity (either kind)" }),
    properties: z
      .object(NAME_PROPERTIES)
      .catchall(PropertyValues)
      .meta({
        description: `FollowTheMoney properties, each a string or an array of strings: name (or firstName, lastName), alias, birthDate, nationality, citizenship, country, jurisdiction, registrationNumber, ... At least one of name, alias, firstName or lastName must hold a value that is not blank (else 400); a query screens at most ${MAX_NAMES_PER_QUERY} distinct names (name, alias and previousName together), each of at most ${MAX_NAME_CHARACTERS} characters and ${MAX_NAME_WORDS} words (else 400); property names have at most 100 characters`,
      }),
  })
  .superRefine((q, ctx) => {
    const values = (k: string) => [q.properties[k] ?? []].flat().map((v) => v.trim());
    // The engine matches on names: a query without one could only ever answer nothing.
    const named = ["name", "alias", "firstName", "lastName"].some((k) => values(k).some((v) => v !== ""));
    if (!named) ctx.addIssue({ code: "custom", path: ["properties", "name"], message: "a query needs a name (or firstName and lastName)" });
    for (const k of Object.keys(q.properties))
      if (k.length > 100) ctx.addIssue({ code: "custom", path: ["properties"], message: "a property name has at most 100 characters" });
    // Every name is screened or the query is refused: one left unscreened could be the one that matches.
    const names = new Set(["name", "alias", "previousName"].flatMap(values).filter(Boolean));
    if (names.size > MAX_NAMES_PER_QUERY)
      ctx.addIssue({
        code: "custom",
        path: ["properties", "alias"],
        message: `a query screens at most ${MAX_NAMES_PER_QUERY} distinct names (name, alias and previousName together), this one has ${names.size}: split it into several queries`,
      });
    // First, middle and last names are screened as one name when no name is given: that name is bounded too.
    const composed = ["firstName", "middleName", "lastName"].flatMap(values).join(" ").trim();
    if (names.size === 0 && (composed.length > MAX_NAME_CHARACTERS || wordsOf(composed) > MAX_NAME_WORDS))
      ctx.addIssue({
        code: "custom",
        path: ["properties", "firstName"],
        message: `firstName, middleName and lastName together form one name of at most ${MAX_NAME_CHARACTERS} characters and ${MAX_NAME_WORDS} words`,
      });
  });

/** A query parameter's values: repeated keys or comma-separated (the contract), so no value holds a comma. */
const list = (max: number) =>
  z
    .array(
      z
        .string()
        .min(1)
        .max(200)
        .regex(/^[^,\u0000]*$/, "must not contain a comma (a comma separates values)"),
    )
    .max(max);

// yente's parameters shared by /match, /search and /entities (yente/routers/util.py).
/** yente's TS_PATTERN: a date, optionally with hours, minutes and seconds. */
const YenteTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}(:\d{2}(:\d{2})?)?)?$/, "must be YYYY-MM-DD, optionally followed by THH, THH:MM or THH:MM:SS");
const YenteAlgorithm = z
  .string()
  .max(100)
  .refine(isPublishedAlgorithm, { error: (issue) => `Invalid algorithm: ${String(issue.input)} (published: ${PUBLISHED_ALGORITHM_NAMES.join(", ")})` })
  .optional()
  .meta({ description: `One of the algorithms GET /screening/algorithms publishes (${PUBLISHED_ALGORITHM_NAMES.join(", ")}); any other answers 400` });
const YenteDataset = z
  .string()
  .min(1)
  .max(200)
  .optional()
  .meta({ description: "yente's path segment: a list name, or default/all for every list; an unknown one answers 404" });

/** The request body and query parameters of yente's POST /match/{dataset}, under yente's names. */
export const ScreeningMatchInput = z
  .object({
    queries: z
      .record(z.string().min(1).max(200), MatchQuery)
      .refine((q) => Object.keys(q).length >= 1, "No queries provided.")
      .refine((q) => Object.keys(q).length <= MAX_MATCH_QUERIES, `Too many queries in one batch (limit: ${MAX_MATCH_QUERIES})`)
      .meta({
        description: "Query entities keyed by the caller's names (echoed as the keys of responses)",
        minProperties: 1,
        maxProperties: MAX_MATCH_QUERIES,
      }),
    weights: z
      .record(z.string(), z.number())
      .optional()
      .meta({ description: "Accepted for yente compatibility; this matcher's weights are fixed (see matcher)" }),
    config: z.record(z.string(), z.unknown()).optional().meta({ description: "Accepted for yente compatibility; ignored" }),
    threshold: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .meta({
        description: `Score from which a result is a match (default ${DEFAULT_MATCH_THRESHOLD}); results down to 0.10 under it are answered with match false`,
      }),
    cutoff: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .meta({ description: "Deprecated in yente: results scored under it (or under threshold, if lower) are left out" }),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_MATCH_LIMIT)
      .optional()
      .meta({ description: `Results per query (default ${DEFAULT_MATCH_LIMIT})` }),
    topics: list(50).optional().meta({ description: "Only entries with one of these FollowTheMoney topics (sanction, role.pep, crime, ...)" }),
    include_dataset: list(50).optional().meta({ description: "Only entries of these lists (or of these source datasets of an FtM list)" }),
    exclude_dataset: list(50).optional().meta({ description: "No entries of these lists (or source datasets)" }),
    exclude_schema: list(20).optional().meta({ description: "No entries of these schemata" }),
    algorithm: YenteAlgorithm,
    fuzzy: z.boolean().optional().meta({ description: "Accepted for yente compatibility: this matcher always compares names fuzzily" }),
    changed_since: YenteTimestamp.optional().meta({ description: "Only entries changed since (YYYY-MM-DD, optionally THH, :MM, :SS; UTC)" }),
    exclude_entity_ids: list(50).optional().meta({ description: "No results with these entity ids (e.g. false positives already decided)" }),
    dataset: YenteDataset,
  })
  .strict();
export type ScreeningMatchInput = z.infer<typeof ScreeningMatchInput>;

/** yente's page size of /search: MAX_PAGE at most, DEFAULT_PAGE by default, MAX_OFFSET the deepest offset. */
const MAX_SEARCH_LIMIT = 500;
export const DEFAULT_SEARCH_LIMIT = 10;
const MAX_SEARCH_OFFSET = 9499;

/** The query parameters of yente's GET /search/{dataset}, under yente's names, with its path's dataset. */
export const ScreeningSearchInput = z
  .object({
    dataset: YenteDataset,
    q: z
      .string()
      .max(1000)
      .optional()
      .meta({ description: "Words all found in the entry's caption (any case), or one of its names exactly; empty: every entry" }),
    schema: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: "Only entries of this FollowTheMoney schema or one under it (Thing, the default, is every one)" }),
    include_dataset: list(50).optional().meta({ description: "Only entries of these lists" }),
    exclude_dataset: list(50).optional().meta({ description: "No entries of these lists" }),
    datasets: list(50).optional().meta({ description: "Only entries of these lists (yente's facet filter)" }),
    exclude_schema: list(20).optional().meta({ description: "No entries of these schemata" }),
    changed_since: YenteTimestamp.optional().meta({ description: "Only entries changed since (YYYY-MM-DD, optionally THH, :MM, :SS; UTC)" }),
    countries: list(50).optional().meta({ description: "Only entries naming one of these countries (ISO 3166-1 alpha-2)" }),
    topics: list(50).optional().meta({ description: "Only entries with one of these FollowTheMoney topics (sanction, role.pep, crime, ...)" }),
    target: z.boolean().optional().meta({ description: "Deprecated in yente: true only sanctions entries, false none" }),
    limit: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEARCH_LIMIT)
      .optional()
      .meta({ description: `Results per page (default ${DEFAULT_SEARCH_LIMIT})` }),
    offset: z.number().int().min(0).max(MAX_SEARCH_OFFSET).optional().meta({ description: "Results skipped (default 0)" }),
    fuzzy: z.boolean().optional().meta({ description: "Accepted for yente compatibility; ignored" }),
    simple: z.boolean().optional().meta({ description: "Accepted for yente compatibility; ignored" }),
    sort: list(10).optional().meta({ description: "Accepted for yente compatibility; results come by caption" }),
    facets: list(10).optional().meta({ description: "Accepted for yente compatibility; the datasets facet is always counted" }),
    filter_op: z.enum(["OR", "AND"]).optional().meta({ description: "Accepted for yente compatibility; filters of one field combine with OR" }),
  })
  .strict();
export type ScreeningSearchInput = z.infer<typeof ScreeningSearchInput>;

/** Filters of the account-wide review queue (GET /screening/queue); each given one narrows it. */
export const ScreeningQueueFilter = z
  .object({
    status: z
      .array(z.enum(HIT_STATUSES))
      .optional()
      .meta({ description: "Any of these statuses (default: those awaiting review, IN_REVIEW and NOT_REVIEWED)" }),
    type: z.array(z.enum(SCREENING_TYPES)).optional().meta({ description: "Any of these hit types" }),
    origin: z.array(z.enum(HIT_ORIGINS)).optional().meta({ description: "Any of these origins" }),
    list: z.array(z.string().min(1).max(200)).optional().meta({ description: "Any of these sources (the watchlist's name, or manual)" }),
    riskLevels: z
      .array(z.enum(enumValues(dbEnums.RiskLevel)))
      .optional()
      .meta({ description: "Hits of applications at any of these risk levels" }),
    assignees: z.array(z.string().min(1)).optional().meta({ description: "Hits of applications assigned to any of these user ids" }),
    createdFrom: isoDateTime.optional().meta({ description: "Created at or after (ISO 8601 date-time)" }),
    createdTo: isoDateTime.optional().meta({ description: "Created at or before (ISO 8601 date-time)" }),
  })
  .strict();
