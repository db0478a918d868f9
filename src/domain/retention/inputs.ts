// Request shapes of retention and legal holds (docs/retention-and-erasure.md), shared by GraphQL and REST.
import { z } from "zod";
import { nonBlank } from "../validation";

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
