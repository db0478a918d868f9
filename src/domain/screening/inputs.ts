// Screening vocabulary (spec 2.1, 2.2, 3, 4.2) and the inputs of its operations.
import { z } from "zod";
import { distinct, isoDateTime, nonBlank, notBoth } from "../validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../enums";

export const SCREENING_TYPES = enumValues(dbEnums.ScreeningType);
export const HIT_STATUSES = enumValues(dbEnums.HitStatus);
export const HIT_ORIGINS = enumValues(dbEnums.HitOrigin);
export const CLEARED_REASONS = [
  "IDENTITY_MISMATCH",
  "NOTHING_ADVERSE_REPORTED",
  "SEARCH_RESULT_NOT_IDENTIFIED",
  "SOURCE_PAGE_UNREADABLE",
  "CONFIDENCE_BELOW_THRESHOLD",
  "NOMINAL_ROLE",
] as const;

export type ScreeningType = (typeof SCREENING_TYPES)[number];
export type HitStatus = (typeof HIT_STATUSES)[number];

/** A hit is cleared when its status says it is not a match. */
export const CLEARED_STATUSES: readonly HitStatus[] = ["DISMISSED", "FALSE_POSITIVE"];
/** How a reviewer's queue counts hits. */
export const HIT_COUNT_BUCKETS: Record<"open" | "confirmed" | "dismissed", readonly HitStatus[]> = {
  open: ["IN_REVIEW", "NOT_REVIEWED"],
  confirmed: ["CONFIRMED", "TRUE_MATCH"],
  dismissed: ["DISMISSED", "FALSE_POSITIVE"],
};

const MAX_CATEGORY_WORDS = 12;
const wordCount = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

export const CategoryInput = z
  .object({
    label: nonBlank().max(100),
    description: z
      .string()
      .max(200)
      .nullable()
      .refine((d) => d === null || wordCount(d) <= MAX_CATEGORY_WORDS, `a category description has at most ${MAX_CATEGORY_WORDS} words`),
  })
  .strict();

export const MatchResultInput = z
  .object({
    isMatch: z.boolean(),
    confidence: z.number().min(0).max(1),
    reviewNote: z.string().max(10_000),
    matchExplanation: z.string().max(10_000).optional(),
    incidentSummary: z.string().max(10_000),
    riskLevel: z.string().min(1).max(50),
    severity: z.string().min(1).max(100).nullable().optional(),
    tierRationale: z.string().max(10_000).nullable().optional(),
    clearedReason: z.enum(CLEARED_REASONS).nullable().optional(),
    categories: z.array(CategoryInput).max(50),
  })
  .strict();

export type MatchResult = z.output<typeof MatchResultInput>;

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
export const EngineHitInput = z
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
      ctx.addIssue({ code: "custom", path: ["matchResult", "clearedReason"], message: `only a cleared hit (${CLEARED_STATUSES.join(" or ")}) carries a clearedReason` });
    }
  })
  .meta({ anyOf: [{ properties: { status: { enum: [...CLEARED_STATUSES] } } }, { properties: { matchResult: { properties: { clearedReason: { type: "null" } } } } }] });

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
    severity: z.string().min(1).max(100).nullable().optional().meta({ description: "Tier label applied to every member's matchResult.severity; null clears it" }),
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
const HITS_OF_TYPE: Record<ScreeningType, string> = { PEP: "PEP hits", ADVERSE_MEDIA: "adverse-media hits", SANCTIONS: "sanctions hits", WARNING: "warning-list hits" };
export const SeverityTaxonomyInput = z
  .object(
    Object.fromEntries(
      SCREENING_TYPES.map((t) => [t, distinct(z.array(nonBlank().max(100)).min(1).max(20), "duplicate label").optional().meta({ description: `Tier labels for ${HITS_OF_TYPE[t]}, highest first` })]),
    ) as Record<ScreeningType, z.ZodOptional<z.ZodArray<z.ZodString>>>,
  )
  .strict();

/** Filters of the account-wide review queue (GET /screening/queue); each given one narrows it. */
export const ScreeningQueueFilter = z
  .object({
    status: z.array(z.enum(HIT_STATUSES)).optional().meta({ description: "Any of these statuses (default: those awaiting review, IN_REVIEW and NOT_REVIEWED)" }),
    type: z.array(z.enum(SCREENING_TYPES)).optional().meta({ description: "Any of these hit types" }),
    origin: z.array(z.enum(HIT_ORIGINS)).optional().meta({ description: "Any of these origins" }),
    list: z.array(z.string().min(1).max(200)).optional().meta({ description: "Any of these sources (the watchlist's name, or manual)" }),
    riskLevels: z.array(z.enum(enumValues(dbEnums.RiskLevel))).optional().meta({ description: "Hits of applications at any of these risk levels" }),
    assignees: z.array(z.string().min(1)).optional().meta({ description: "Hits of applications assigned to any of these user ids" }),
    createdFrom: isoDateTime.optional().meta({ description: "Created at or after (ISO 8601 date-time)" }),
    createdTo: isoDateTime.optional().meta({ description: "Created at or before (ISO 8601 date-time)" }),
  })
  .strict();
export type ScreeningQueueFilterValue = z.output<typeof ScreeningQueueFilter>;
