// What an onboarding workflow's requests carry: the field paths and document types it may require.
// The REST body (OpenAPI) and the GraphQL input are read off these.
import { z } from "zod";
import { DOCUMENT_TYPES } from "./documentTypes";
import { distinct, nonBlank } from "../../kernel/validation";

/** Paths into the application create body a workflow may require. */
const REQUIRED_FIELD_PATHS = [
  "email",
  "individual.dateOfBirth",
  "individual.placeOfBirth",
  "individual.nationality",
  "individual.residenceCountry",
  "individual.address",
  "individual.tins",
  "business.registrationNumber",
  "business.country",
  "business.address",
  "business.tins",
] as const;

/** Every requirement spelled out, so the OpenAPI document lists exactly the values the server takes. */
const DOCUMENT_REQUIREMENTS = DOCUMENT_TYPES.flatMap((type) => [type, `individual:${type}`, `business:${type}`]) as [string, ...string[]];
const DocumentRequirement = z
  .enum(DOCUMENT_REQUIREMENTS, { message: "a document type (spec 2.4.1), optionally scoped as individual:<TYPE> or business:<TYPE>" })
  .meta({ description: "A document type, or individual:<TYPE> / business:<TYPE> for one entity type only" });

// Each field's description is what the REST body (OpenAPI) and the GraphQL input show: one definition.
export const CreateOnboardingWorkflowInput = z
  .object({
    name: nonBlank().max(200).meta({ description: "The workflow's name" }),
    requiredFields: z
      .array(z.enum(REQUIRED_FIELD_PATHS))
      .max(REQUIRED_FIELD_PATHS.length)
      .default([])
      .meta({ description: "Field paths the applications must fill, e.g. individual.dateOfBirth, business.registrationNumber" }),
    requiredDocuments: distinct(z.array(DocumentRequirement).max(50), "lists a type twice")
      .default([])
      .meta({ description: "Document types in order; individual:<TYPE> or business:<TYPE> for one entity type" }),
  })
  .strict();

export const UpdateOnboardingWorkflowInput = z
  .object({
    name: nonBlank().max(200).optional().meta({ description: "The workflow's name" }),
    requiredFields: z
      .array(z.enum(REQUIRED_FIELD_PATHS))
      .max(REQUIRED_FIELD_PATHS.length)
      .optional()
      .meta({ description: "Replaces the required field paths" }),
    requiredDocuments: distinct(z.array(DocumentRequirement).max(50), "lists a type twice")
      .optional()
      .meta({ description: "Replaces the required document types, in order" }),
  })
  .strict();
