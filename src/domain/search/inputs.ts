// Global search (spec 4.10): the query and its filters, shared by GraphQL and REST.
import { z } from "zod";
import { APPLICATION_STATUSES } from "../applications/inputs";
import { SCREENING_TYPES } from "../screening/inputs";

/** Result groups, and the values of `type` (contract: the group names). */
export const SEARCH_CATEGORIES = ["applications", "screening", "documents", "tasks"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** relevance: best match first; newest / oldest: by creation. Ties are broken by id in every order. */
export const SEARCH_SORT_ORDERS = ["relevance", "newest", "oldest"] as const;
/** OPEN: PENDING or IN_PROGRESS; RESOLVED; DISMISSED. */
export const SEARCH_TASK_STATES = ["OPEN", "RESOLVED", "DISMISSED"] as const;
/** The entity type of the application that owns the document. */
export const SEARCH_DOCUMENT_ENTITY_TYPES = ["INDIVIDUAL", "BUSINESS"] as const;

export const SEARCH_DEFAULT_LIMIT = 10;
const SEARCH_MAX_LIMIT = 50;
const SEARCH_MAX_OFFSET = 10_000;
const SEARCH_MIN_QUERY = 2;

export const SearchInput = z
  .object({
    q: z.string().trim().min(SEARCH_MIN_QUERY, `at least ${SEARCH_MIN_QUERY} characters`).max(200),
    type: z.enum(SEARCH_CATEGORIES).optional(),
    limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).optional(),
    offset: z.number().int().min(0).max(SEARCH_MAX_OFFSET).optional(),
    includeDismissed: z.boolean().optional(),
    sortOrder: z.enum(SEARCH_SORT_ORDERS).optional(),
    applicationStatus: z.array(z.enum(APPLICATION_STATUSES)).optional(),
    screeningType: z.array(z.enum(SCREENING_TYPES)).optional(),
    documentEntityType: z.enum(SEARCH_DOCUMENT_ENTITY_TYPES).optional(),
    taskState: z.enum(SEARCH_TASK_STATES).optional(),
  })
  .strict()
  .refine((v) => v.offset === undefined || v.type !== undefined, { path: ["offset"], message: "offset applies to one category only: give type too" });

export type SearchFilter = z.output<typeof SearchInput>;
