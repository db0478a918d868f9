// Request shapes of retention and legal holds (docs/retention-and-erasure.md), shared by GraphQL and REST.
import { z } from "zod";
import { isoDate, nonBlank } from "../../kernel/validation";

export const RetentionPolicyInput = z
  .object({
    retentionYears: z
      .number()
      .int()
      .min(0)
      .max(100)
      .meta({ description: "Years after an application is closed (approved or rejected) before its personal data is erased; 0: as soon as it is closed" }),
  })
  .strict()
  .meta({ id: "RetentionPolicyInput" });

export const LegalHoldInput = z
  .object({ reason: nonBlank().max(1000).meta({ description: "Why the records must be kept (a case, a request of an authority)" }) })
  .strict()
  .meta({ id: "LegalHoldInput" });

export const MatchLogErasureInput = z
  .object({
    name: nonBlank().max(500).meta({
      description: "The subject's name as queried: a query's name, alias or previous name, or its first and last name together (case and extra blanks ignored)",
    }),
    birthDate: isoDate.optional().meta({ description: "Only queries giving this birth date (YYYY-MM-DD) or none; left out: every query naming the subject" }),
  })
  .strict()
  .meta({ id: "MatchLogErasureInput" });
