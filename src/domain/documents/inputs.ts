// What callers send about documents (spec 4.7 and the contract's upload and listing routes).
import { z } from "zod";
import { nonBlank } from "../validation";
import { DOCUMENT_SUB_TYPES, DOCUMENT_TYPES, ORIGIN_SYSTEMS, VALIDATION_TYPES } from "./types";

// ASCII classes spelled out: Python regexes, which fuzzers read the document with, take \w as Unicode.
const contentType = z
  .string()
  .regex(/^[A-Za-z0-9_.+-]+\/[A-Za-z0-9_.+-]+$/, "must be a MIME type such as application/pdf")
  .max(200);

export const CreateUploadInput = z.object({ fileName: nonBlank().max(255), contentType }).strict();

export const DocumentSubject = z
  .object({
    name: nonBlank().max(300).meta({ description: "As stated in the source document" }),
    entityType: z.enum(["business", "individual"]),
  })
  .strict();

export const AdditionalInfoRequest = z
  .object({
    requestId: z.string().min(1),
    itemId: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    requestedByName: z.string().nullable().optional(),
    ownerLabel: z.string().nullable().optional(),
  })
  .strict();

export const RegisterDocumentInput = z
  .object({
    applicationId: z.string().min(1),
    type: z.enum(DOCUMENT_TYPES),
    fileName: nonBlank().max(255),
    key: z.string().min(1).max(1024).meta({ description: "The key handed out by POST /documents/uploads" }),
    contentType,
    subType: z.enum(DOCUMENT_SUB_TYPES).optional(),
    subject: DocumentSubject.optional().meta({ description: "The chain entity the document is about when it is not the applicant" }),
    additionalInfoRequest: AdditionalInfoRequest.optional().meta({ description: "The request this document answers" }),
    metadata: z.record(z.string(), z.unknown()).optional(),
    suppliedBy: z.enum(["PLATFORM_USER", "APPLICANT"]).optional().meta({ description: "APPLICANT when the applicant supplied the file (addedBy is then null); default PLATFORM_USER" }),
  })
  .strict();

export const ValidationResult = z.object({
  key: z.string().min(1),
  isValid: z.boolean(),
  label: z.string(),
  value: z.string(),
  explanation: z.string().nullable().optional(),
});

export const UpdateDocumentInput = z
  .object({
    hidden: z.boolean().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    originSystem: z.enum(ORIGIN_SYSTEMS).optional(),
    validations: z
      .array(z.object({ type: z.enum(VALIDATION_TYPES), results: z.array(ValidationResult), jobId: z.string().optional(), validationAttempts: z.int32().optional() }))
      .optional()
      .meta({ description: "Vendor verdicts (VENDOR_*_DOCUMENT_VALIDATION) are stored; the service's own results passed back are left as stored. Nothing is ever deleted by a write" }),
  })
  .strict();

export const ListDocumentsFilter = z.object({ applicationId: z.string().min(1), includeSuperseded: z.boolean().optional() });
