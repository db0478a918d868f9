// What callers send about documents (spec 4.7 and the contract's upload and listing routes).
import { z } from "zod";
import { nonBlank } from "../../kernel/validation";
import { DOCUMENT_SUB_TYPES, DOCUMENT_TYPES, ORIGIN_SYSTEMS, VALIDATION_TYPES } from "./types";

// ASCII classes spelled out: Python regexes, which fuzzers read the document with, take \w as Unicode.
const contentType = z
  .string()
  .regex(/^[A-Za-z0-9_.+-]+\/[A-Za-z0-9_.+-]+$/, "must be a MIME type such as application/pdf")
  .max(200);

export const CreateUploadInput = z.object({ fileName: nonBlank().max(255), contentType }).strict();

export const DocumentSubject = z
  .object({
    name: nonBlank().max(300).meta({ description: "The key person's name, as stated in the source document" }),
    entityType: z.enum(["business", "individual"]).meta({ description: "business or individual" }),
  })
  .strict();

export const AdditionalInfoRequest = z
  .object({
    requestId: z.string().min(1).meta({ description: "The request's id" }),
    itemId: z.string().nullable().optional().meta({ description: "The requested item's id, if any" }),
    reason: z.string().nullable().optional().meta({ description: "Why it was asked for" }),
    requestedByName: z.string().nullable().optional().meta({ description: "Who asked" }),
    ownerLabel: z.string().nullable().optional().meta({ description: "Whom the ask was about, if not the applicant" }),
  })
  .strict();

export const RegisterDocumentInput = z
  .object({
    applicationId: z.string().min(1).meta({ description: "The application of the caller's account the document belongs to" }),
    type: z.enum(DOCUMENT_TYPES).meta({ description: "The document type (spec 2.4.1)" }),
    fileName: nonBlank().max(255).meta({ description: "The file's name as the reviewer sees it" }),
    key: z
      .string()
      .min(1)
      .max(1024)
      .meta({ description: "The key POST /api/v1/documents/uploads (createDocumentUpload) returned, after the bytes were PUT to its URL" }),
    contentType: contentType.meta({ description: "The file's MIME type, e.g. application/pdf" }),
    subType: z.enum(DOCUMENT_SUB_TYPES).optional().meta({ description: "For identity documents: PASSPORT, DRIVING_LICENSE or ID_CARD" }),
    subject: DocumentSubject.optional().meta({ description: "The key person (chain entity) the document is about, if not the applicant" }),
    additionalInfoRequest: AdditionalInfoRequest.optional().meta({ description: "The additional-information request the document answers, if any" }),
    metadata: z.record(z.string(), z.unknown()).optional().meta({
      description:
        "Free-form metadata stored with the document; on a W_8_BEN_E or W_8_IMY, `fatca: { chapter4Status, giin }` states the entity's FATCA classification as the form does (checked: docs/tax-reporting.md)",
    }),
    suppliedBy: z
      .enum(["PLATFORM_USER", "APPLICANT"])
      .optional()
      .meta({ description: "APPLICANT when the applicant supplied the file (addedBy is then null); default PLATFORM_USER" }),
  })
  .strict();

export const ValidationResult = z.object({
  key: z.string().min(1).meta({ description: "Which check this is, stable across runs" }),
  isValid: z.boolean().meta({ description: "Whether the document passed it" }),
  label: z.string().meta({ description: "The check as a reviewer reads it" }),
  value: z.string().meta({ description: "What was found, as text" }),
  explanation: z.string().nullable().optional().meta({ description: "Optional context: why it passed or failed" }),
});

export const DocumentValidationInput = z.object({
  type: z.enum(VALIDATION_TYPES).meta({ description: "The validation type (spec 2.4.2)" }),
  results: z.array(ValidationResult).meta({ description: "Its results, one per check" }),
  jobId: z.string().optional().meta({ description: "The vendor's job id, if any" }),
  validationAttempts: z.int32().optional().meta({ description: "Starts at 1 and counts each upload of this document type" }),
});

export const UpdateDocumentInput = z
  .object({
    hidden: z.boolean().optional().meta({ description: "Hide or show the document (a document the service hid is shown again only by an operator)" }),
    metadata: z.record(z.string(), z.unknown()).optional().meta({
      description:
        "Replaces the document's free-form metadata; on a W_8_BEN_E or W_8_IMY, `fatca: { chapter4Status, giin }` states the entity's FATCA classification (checked: docs/tax-reporting.md)",
    }),
    originSystem: z.enum(ORIGIN_SYSTEMS).optional().meta({ description: "The system that produced the validations given (a vendor)" }),
    validations: z.array(DocumentValidationInput).optional().meta({
      description:
        "A vendor's or reviewer's validation results to record: vendor verdicts (VENDOR_*_DOCUMENT_VALIDATION) are stored; the service's own results passed back are left as stored. Nothing is ever deleted by a write",
    }),
  })
  .strict();

export const ListDocumentsFilter = z.object({ applicationId: z.string().min(1), includeSuperseded: z.boolean().optional() });
