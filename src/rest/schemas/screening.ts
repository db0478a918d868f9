// Request and response schemas of the screening routes (spec 2.1, 2.2, 4.2; shapes of 4.11 chosen here).
import { z } from "zod";
import { Id, PageQuery, pageOf } from "./common";
import { ScreeningQueueFilter } from "../../domain/screening/inputs";
import { NoteUser } from "./notes";
import { responseOf } from "./fromGraphQL";

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

// Responses are the GraphQL types' fields (fromGraphQL.ts), descriptions included.
const Category = responseOf("ScreeningCategory", { id: "ScreeningCategory" });
const MatchResult = responseOf("MatchResult", { id: "MatchResult", fields: { categories: z.array(Category) } });
const HitNote = responseOf("ScreeningHitNote", { id: "ScreeningHitNote", fields: { createdByUser: NoteUser, updatedByUser: NoteUser } });

const hitFields = {
  // REST documents details as an object (GraphQL's JSON is any value) and storyId as deprecated.
  details: z.record(z.string(), z.unknown()),
  matchResult: MatchResult,
  storyId: z.string().nullable().meta({ deprecated: true }),
  notes: z.array(HitNote),
};
export const HitResponse = responseOf("ScreeningHit", { id: "ScreeningHit", fields: hitFields });

/** A queue item: the hit with its application's id, name and risk level, so a reviewer's row needs no other read. */
const HitApplication = responseOf("ScreeningHitApplication", { id: "ScreeningHitApplication" });
const QueueItemResponse = responseOf("ScreeningHit", { id: "ScreeningQueueItem", fields: { ...hitFields, applicationSummary: HitApplication } });

export const GroupResponse = responseOf("ScreeningGroup", { id: "ScreeningGroup", fields: { category: Category } });
const StoryResponse = responseOf("ScreeningGroup", { id: "ScreeningStory", fields: { memberHits: z.array(HitResponse), category: Category } });

const hits = z.array(HitResponse);
export const ScreeningHitsResponse = responseOf("ScreeningHits", {
  id: "ScreeningHits",
  fields: {
    adverseMedia: hits,
    sanctions: hits,
    warning: hits,
    pep: hits,
    adverseMediaStories: z.array(StoryResponse),
    counts: responseOf("ScreeningHitCounts"),
  },
});

export const ScreeningHitsQuery = z.object({ applicationId: Id, individualId: z.string().optional(), businessId: z.string().optional() }).strict();

export const TaxonomyResponse = responseOf("SeverityTaxonomy", { id: "SeverityTaxonomy" });

export const Empty = z.boolean().meta({ description: "No content" });

export const ScreeningQueueQuery = z
  .object({
    ...ScreeningQueueFilter.shape,
    ...PageQuery,
    order: PageQuery.order.meta({ description: "asc (oldest first, the default for a queue) or desc (newest first); id is the tiebreaker" }),
  })
  .strict();
export const ScreeningQueuePageResponse = pageOf(QueueItemResponse).meta({ id: "ScreeningQueuePage" });
