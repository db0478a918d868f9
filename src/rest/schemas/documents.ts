// Document, upload and task routes (spec 2.4, 2.5, 4.4, 4.7; contract upload and listing routes).
import { z } from "zod";
import { DOCUMENT_SUB_TYPES, DOCUMENT_TYPES, ORIGIN_SYSTEMS } from "../../domain/documents/types";
import { TASK_ENTITY_TYPES, TASK_STATUSES, TASK_TYPES } from "../../domain/tasks/inputs";
import { DateTime, Id, PageQuery, pageOf } from "./common";
import { responseOf } from "./fromGraphQL";
import { NoteResponse } from "./notes";
import { HitResponse } from "./screening";

export {
  CreateUploadInput as CreateUploadBody,
  RegisterDocumentInput as RegisterDocumentBody,
  UpdateDocumentInput as UpdateDocumentBody,
} from "../../domain/documents/inputs";
export { UpdateTaskInput as UpdateTaskBody } from "../../domain/tasks/inputs";

// Upload and validation responses are the GraphQL types' fields (fromGraphQL.ts), descriptions included.
export const UploadResponse = responseOf("DocumentUpload", { id: "DocumentUpload" });
const ValidationResponse = responseOf("DocumentValidation", {
  id: "Validation",
  fields: { results: z.array(responseOf("ValidationResult", { id: "ValidationResult" })) },
});

// Document and Task stay hand-written: REST leaves absent fields out (`.optional()`: originSystem,
// metadata, supersededBy, a task's document or screeningHit …) where GraphQL answers null.
const documentCore = {
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  title: z.string().meta({ description: "Human-readable label of the type" }),
  fileName: z.string(),
  contentType: z.string(),
  url: z.string().nullable().meta({ description: "Signed afresh on every read, valid about 7 days; null when no object is stored" }),
  hidden: z.boolean(),
  hiddenSource: z
    .enum(["CLIENT", "SERVICE"])
    .nullable()
    .meta({ description: "CLIENT: hidden by the customer; SERVICE: hidden by the operator or with no recorded source; null while visible" }),
  replaced: z.boolean(),
  validations: z.array(ValidationResponse),
  createdAt: DateTime,
};

export const DocumentResponse = z
  .object({
    ...documentCore,
    originSystem: z.enum(ORIGIN_SYSTEMS).optional(),
    subType: z.enum(DOCUMENT_SUB_TYPES).optional(),
    key: z.string().meta({ description: "Object-storage key of the file" }),
    byteSize: z.number().int().nullable(),
    sha256: z.string().nullable().meta({ description: "SHA-256 of the stored bytes (hex)" }),
    applicationId: z.string().nullable(),
    validated: z.boolean().meta({ description: "Every check of the document has run" }),
    passedAllChecks: z.boolean().meta({ description: "Checks ran and every result not superseded is valid" }),
    supersededCheckKeys: z.array(z.string()).meta({ description: "Derived on read: own check keys superseded by a vendor verdict on the same concern" }),
    metadata: z.record(z.string(), z.unknown()).optional(),
    subject: z.object({ entityKey: z.string(), name: z.string(), entityType: z.enum(["business", "individual"]) }).nullable(),
    updatedAt: DateTime,
    notes: z.array(NoteResponse),
    arrival: z.enum(["initial_onboarding", "periodic_review", "additional_info_request"]).meta({ description: "Derived on read" }),
    duplicateOf: z.object({ documentId: z.string(), fileName: z.string(), createdAt: DateTime }).nullable(),
    supersededBy: z.object({ documentId: z.string() }).optional().meta({ description: "Only on rows of an includeSuperseded listing" }),
    additionalInfoRequest: z
      .object({
        requestId: z.string(),
        itemId: z.string().nullable(),
        reason: z.string().nullable(),
        requestedByName: z.string().nullable(),
        ownerLabel: z.string().nullable(),
      })
      .optional(),
    addedBy: z
      .object({ userId: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The platform user who uploaded it; null for anything the applicant supplied" }),
    workflowOrder: z.number().int().nullable(),
  })
  .meta({ id: "Document" });

export const DocumentPageResponse = pageOf(DocumentResponse).meta({ id: "DocumentPage" });

export const ListDocumentsQuery = z
  .object({
    applicationId: Id,
    includeSuperseded: z.boolean().optional().meta({ description: "Also list documents a newer one replaced, each with supersededBy" }),
    ...PageQuery,
  })
  .strict();

/** A task embeds its document in this simplified form (spec 2.5). */
const DocumentSummary = z.object(documentCore).meta({ id: "DocumentSummary" });

export const TaskResponse = z
  .object({
    id: z.string(),
    applicationId: z.string(),
    status: z.enum(TASK_STATUSES),
    type: z.enum(TASK_TYPES),
    title: z.string(),
    description: z.string().optional(),
    entityType: z.enum(TASK_ENTITY_TYPES),
    entityId: z.string(),
    documentType: z
      .enum(DOCUMENT_TYPES)
      .optional()
      .meta({ description: "The type a MISSING_DOCUMENT task asks for (a US_INDICIUM task: the first document that cures its indicium)" }),
    document: DocumentSummary.optional(),
    screeningHit: HitResponse.optional(),
    assigneeId: z.string().optional(),
    reviewerId: z.string().optional(),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "Task" });

export const TaskPageResponse = pageOf(TaskResponse).meta({ id: "TaskPage" });

export const ListTasksQuery = z
  .object({
    applicationId: z.string().optional(),
    status: z.array(z.enum(TASK_STATUSES)).optional().meta({ description: "Any of these statuses" }),
    type: z.array(z.enum(TASK_TYPES)).optional().meta({ description: "Any of these task types" }),
    assigneeId: Id.optional().meta({ description: "Assigned to this user" }),
    reviewerId: Id.optional().meta({ description: "Reviewed by this user" }),
    ...PageQuery,
    orderBy: z.enum(["createdAt", "updatedAt"]).optional().meta({ description: "createdAt (default) or updatedAt" }),
  })
  .strict();

export {
  CreateOnboardingWorkflowInput as CreateOnboardingWorkflowBody,
  UpdateOnboardingWorkflowInput as UpdateOnboardingWorkflowBody,
} from "../../domain/onboarding/inputs";

export const OnboardingWorkflowResponse = responseOf("OnboardingWorkflow", { id: "OnboardingWorkflow" });
