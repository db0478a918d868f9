// What the engine reports of a match and the vocabulary it shares with case work: the list types it
// screens against, the reasons an automated rule clears a hit, and a match's result as a hit stores it.
// The matcher owns them; src/domain/screening/inputs.ts takes them from its door.
import { z } from "zod";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import { nonBlank } from "../../kernel/validation";

export const SCREENING_TYPES = enumValues(dbEnums.ScreeningType);
export type ScreeningType = (typeof SCREENING_TYPES)[number];

export const CLEARED_REASONS = [
  "IDENTITY_MISMATCH",
  "NOTHING_ADVERSE_REPORTED",
  "SEARCH_RESULT_NOT_IDENTIFIED",
  "SOURCE_PAGE_UNREADABLE",
  "CONFIDENCE_BELOW_THRESHOLD",
  "NOMINAL_ROLE",
] as const;

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
