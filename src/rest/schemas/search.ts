// Global search route (spec 4.10).
import { z } from "zod";
import { APPLICATION_STATUSES, ENTITY_TYPES } from "../../domain/applications/inputs";
import { HIT_STATUSES, SCREENING_TYPES } from "../../domain/screening/inputs";
import { DateTime } from "./common";

export { SearchInput as SearchQuery } from "../../domain/search";

const group = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({ items: z.array(item), total: z.number().int().meta({ description: "Every match of the group, ignoring limit and offset" }) })
    .meta({ id })
    .optional()
    .meta({ description: "Left out when `type` names another group" });

// Hand-written: the contract leaves groups and absent item fields out (`.optional()`), where the
// GraphQL types answer null.
export const SearchResponse = z
  .object({
    applications: group(
      z
        .object({ id: z.string(), name: z.string(), entityType: z.enum(ENTITY_TYPES).optional(), status: z.enum(APPLICATION_STATUSES), createdAt: DateTime })
        .meta({ id: "ApplicationSearchItem" }),
      "ApplicationSearchGroup",
    ),
    screening: group(
      z
        .object({
          id: z.string(),
          title: z.string().meta({ description: "The matched name" }),
          type: z.enum(SCREENING_TYPES),
          status: z.enum(HIT_STATUSES),
          applicationId: z.string(),
          applicationName: z.string().optional(),
          keyPersonId: z.string().optional().meta({ description: "Individual or business id the hit belongs to" }),
        })
        .meta({ id: "ScreeningSearchItem" }),
      "ScreeningSearchGroup",
    ),
    documents: group(
      z
        .object({
          id: z.string(),
          fileName: z.string(),
          type: z.string(),
          subType: z.string().optional(),
          applicationId: z.string().optional(),
          applicationName: z.string().optional(),
        })
        .meta({ id: "DocumentSearchItem" }),
      "DocumentSearchGroup",
    ),
    tasks: group(
      z
        .object({ id: z.string(), title: z.string(), type: z.string(), status: z.string(), applicationId: z.string(), applicationName: z.string().optional() })
        .meta({ id: "TaskSearchItem" }),
      "TaskSearchGroup",
    ),
  })
  .meta({ id: "SearchResults" });
