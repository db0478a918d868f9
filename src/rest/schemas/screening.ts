// Request and response schemas of the screening routes (spec 2.1, 2.2, 4.2; shapes of 4.11 chosen here).
import { z } from "zod";
import { CLEARED_REASONS, HIT_ORIGINS, HIT_STATUSES, SCREENING_TYPES } from "../../domain/screening/inputs";
import { DateTime, Id, NoteCore } from "./common";

export {
  ManualHitInput as ManualHitBody,
  HitVerdictInput as HitVerdictBody,
  GroupVerdictInput as GroupVerdictBody,
  CreateGroupInput as CreateGroupBody,
  MoveHitsInput as MoveHitsBody,
  RecordHitsInput as RecordHitsBody,
  ScreeningInfoInput as ScreeningInfoBody,
  ScreeningSummaryInput as ScreeningSummaryBody,
  SeverityTaxonomyInput as SeverityTaxonomyBody,
} from "../../domain/screening/inputs";

const Category = z.object({ label: z.string(), description: z.string().nullable() }).meta({ id: "ScreeningCategory" });

const MatchResult = z
  .object({
    isMatch: z.boolean(),
    confidence: z.number(),
    reviewNote: z.string(),
    matchExplanation: z.string().nullable(),
    incidentSummary: z.string(),
    riskLevel: z.string(),
    severity: z.string().nullable().meta({ description: "Tier label of the account's taxonomy" }),
    tierRationale: z.string().nullable(),
    clearedReason: z.enum(CLEARED_REASONS).nullable().meta({ description: "Null while not cleared, on a reviewer's own ruling, and on hits cleared before reasons were stored" }),
    categories: z.array(Category),
  })
  .meta({ id: "MatchResult" });


const HitNote = NoteCore
  .meta({ id: "ScreeningHitNote" });

export const HitResponse = z
  .object({
    id: z.string(),
    entityId: z.string().nullable().meta({ description: "Individual or business id the hit belongs to" }),
    type: z.enum(SCREENING_TYPES),
    createdAt: DateTime,
    updatedAt: DateTime,
    status: z.enum(HIT_STATUSES),
    source: z.string().meta({ description: "`manual` for a hit created by a reviewer" }),
    details: z.record(z.string(), z.unknown()).meta({ description: "Raw provider details; for a manual hit {title, description, url, publisher, publishingDate}" }),
    updatedBy: z.string().nullable(),
    enriched: z.boolean(),
    matchResult: MatchResult.nullable(),
    note: z.string().nullable(),
    individualId: z.string().nullable(),
    businessId: z.string().nullable(),
    groupId: z.string().nullable(),
    storyId: z.string().nullable().meta({ description: "Deprecated alias of groupId on adverse-media hits", deprecated: true }),
    notes: z.array(HitNote),
    origin: z.enum(HIT_ORIGINS).nullable(),
  })
  .meta({ id: "ScreeningHit" });

export const GroupResponse = z
  .object({
    id: z.string(),
    type: z.enum(SCREENING_TYPES),
    status: z.enum(HIT_STATUSES).nullable(),
    headline: z.string(),
    summary: z.string(),
    aiDescription: z.string(),
    primaryHitId: z.string(),
    memberHitIds: z.array(z.string()).meta({ description: "Newest development first; the primary hit leads" }),
    category: Category.nullable(),
    severity: z.string().nullable(),
    reviewerNote: z.string().nullable(),
    tierRationale: z.string().nullable(),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "ScreeningGroup" });

export const StoryResponse = GroupResponse.extend({ memberHits: z.array(HitResponse) }).meta({ id: "ScreeningStory" });

export const ScreeningHitsResponse = z
  .object({
    adverseMedia: z.array(HitResponse),
    sanctions: z.array(HitResponse),
    warning: z.array(HitResponse),
    pep: z.array(HitResponse),
    adverseMediaStories: z.array(StoryResponse).meta({ description: "Groups of adverse-media hits, each with its member hits in memberHitIds order" }),
    counts: z.object({ open: z.number().int(), confirmed: z.number().int(), dismissed: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: "ScreeningHits" });

export const ScreeningHitsQuery = z.object({ applicationId: Id, individualId: z.string().optional(), businessId: z.string().optional() }).strict();

export const TaxonomyResponse = z
  .object(Object.fromEntries(SCREENING_TYPES.map((t) => [t, z.array(z.string())])) as Record<(typeof SCREENING_TYPES)[number], z.ZodArray<z.ZodString>>)
  .meta({ id: "SeverityTaxonomy" });

export const HitListResponse = z.object({ items: z.array(HitResponse) });
export const Empty = z.boolean().meta({ description: "No content" });
