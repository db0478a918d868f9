// What a task's requests carry (spec 2.5, 4.4): its statuses, types and subjects, and the update
// a reviewer sends. The REST body (OpenAPI) and the GraphQL input are read off these.
import { z } from "zod";
import { atLeastOne } from "../../kernel/validation";

export const TASK_STATUSES = ["PENDING", "IN_PROGRESS", "RESOLVED", "DISMISSED"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_TYPES = [
  "MISSING_DOCUMENT",
  "DOCUMENT_VALIDATION_FAILED",
  "MISSING_DATA",
  "DOCUMENT_REVIEW",
  "SCREENING_HIT_REVIEW",
  "SCREENING_DELISTING_REVIEW",
  "PERIODIC_REVIEW",
  "US_INDICIUM",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_ENTITY_TYPES = ["APPLICATION", "DOCUMENT", "SCREENING_HIT"] as const;

// Each field's description is what the REST body (OpenAPI) and the GraphQL input show: one definition.
export const UpdateTaskInput = atLeastOne(
  z
    .object({
      status: z.enum(TASK_STATUSES).optional().meta({ description: "PENDING → IN_PROGRESS → RESOLVED or DISMISSED; finished tasks reopen to PENDING" }),
      assigneeId: z.string().min(1).nullable().optional().meta({ description: "A user of the account; null unassigns" }),
      reviewerId: z.string().min(1).nullable().optional().meta({ description: "A user of the account; null clears" }),
    })
    .strict(),
);
