// Inputs of the application area (contract "Shapes the spec leaves open"), shared by GraphQL and REST.
import { z } from "zod";
import { countryCode, isoDate, isoDateTime, nonBlank } from "../../kernel/validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";

export const ENTITY_TYPES = enumValues(dbEnums.EntityType);
export const APPLICATION_STATUSES = enumValues(dbEnums.ApplicationStatus);
export const RISK_LEVELS = enumValues(dbEnums.RiskLevel);
export const KEY_PERSON_ROLES = ["CONTROLLING_PERSON", "DIRECTOR", "UBO", "SHAREHOLDER", "AUTHORISED_SIGNATORY"] as const;
export const APPLICATION_LIST_TYPES = ["live", "manual", "hidden"] as const;
export const APPLICATION_SORT_FIELDS = ["updatedAt", "createdAt", "name"] as const;

// Each field's description is what the REST body (OpenAPI) and the GraphQL input show: one definition.
const d = (description: string) => ({ description });

export const AddressInput = z
  .object({
    street: z.string().max(300).optional().meta(d("Street and number")),
    city: z.string().max(120).optional().meta(d("City or town")),
    postCode: z.string().max(20).optional().meta(d("Postal code")),
    country: countryCode.meta(d("Country (ISO 3166-1 alpha-2)")),
  })
  .strict();

export const TinInput = z
  .object({
    tin: z.string().min(1).max(64).meta(d("The tax identification number as issued")),
    issuedBy: countryCode.meta(d("Issuing country (ISO 3166-1 alpha-2)")),
  })
  .strict();

const individualFields = {
  firstName: nonBlank().max(200).meta(d("Given name(s)")),
  lastName: nonBlank().max(200).meta(d("Family name")),
  dateOfBirth: isoDate.optional().meta(d("Date of birth (YYYY-MM-DD)")),
  placeOfBirth: z.string().max(200).optional().meta(d("Place of birth")),
  nationality: countryCode.optional().meta(d("Nationality (ISO 3166-1 alpha-2)")),
  residenceCountry: countryCode.optional().meta(d("Country of residence (ISO 3166-1 alpha-2)")),
  address: AddressInput.optional().meta(d("Residential address")),
  tins: z.array(TinInput).max(20).optional().meta(d("Tax identification numbers")),
};

const businessFields = {
  name: nonBlank().max(300).meta(d("Registered legal name")),
  registrationNumber: z.string().max(100).optional().meta(d("Company registration number")),
  country: countryCode.optional().meta(d("Country of registration (ISO 3166-1 alpha-2)")),
  address: AddressInput.optional().meta(d("Registered address")),
  tins: z.array(TinInput).max(20).optional().meta(d("Tax identification numbers")),
};

const keyPersonFields = {
  role: z.enum(KEY_PERSON_ROLES).meta(d("The key person's role in the applicant")),
  ownershipPercent: z.number().min(0).max(100).optional().meta(d("Share the key person owns of the applicant, 0 to 100")),
};

export const IndividualInput = z.object(individualFields).strict();
export const BusinessInput = z.object(businessFields).strict();
export const KeyIndividualInput = z.object({ ...individualFields, ...keyPersonFields }).strict();
export const KeyBusinessInput = z.object({ ...businessFields, ...keyPersonFields }).strict();

/**
 * The PATCH body of a key person: every creation field may be left out (it stays), and an optional
 * one may be null (it is cleared); each value is checked by its creation rule.
 */
function patchOf<S extends z.ZodRawShape>(shape: S) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodOptional ? field.nullable().optional() : (field as z.ZodType).optional()]),
  );
  type Patch = { [K in keyof S]: S[K] extends z.ZodOptional ? z.ZodOptional<z.ZodNullable<S[K]>> : z.ZodOptional<S[K]> };
  return z.object(fields).strict() as unknown as z.ZodObject<Patch, z.core.$strict>;
}

export const UpdateKeyIndividualInput = patchOf({ ...individualFields, ...keyPersonFields });
export const UpdateKeyBusinessInput = patchOf({ ...businessFields, ...keyPersonFields });

const RiskScore = z.number().min(0).max(100);

/**
 * The investor's optional details an application takes on creation and PATCH alike, declared once:
 * creation takes each as written here, PATCH may also clear one with null. A nullable column of
 * Application both accept is one line here; createApplicationsInTx stores it and updateApplication
 * patches and announces it with no further line.
 */
const applicationDetails = {
  email: z.email().optional().meta(d("The investor's e-mail address")),
};
type Details = typeof applicationDetails;
/** PATCH's form of the details: each may be null (cleared), its description where creation has it. */
const clearableDetails = Object.fromEntries(
  Object.entries(applicationDetails).map(([key, field]) => [
    key,
    field
      .unwrap()
      .nullable()
      .optional()
      .meta(field.meta() ?? {}),
  ]),
) as { [K in keyof Details]: z.ZodOptional<z.ZodNullable<ReturnType<Details[K]["unwrap"]>>> };

export const CreateApplicationInput = z
  .object({
    entityType: z.enum(ENTITY_TYPES).meta(d("INDIVIDUAL or BUSINESS: which of individual and business describes the applicant")),
    name: nonBlank().max(300).meta(d("The investor's name as the lists show it")),
    ...applicationDetails,
    manual: z.boolean().optional().meta(d("Created by hand rather than through onboarding (default false)")),
    hidden: z.boolean().optional().meta(d("Hidden from the live lists (default false)")),
    riskScore: RiskScore.optional().meta(
      d(
        "0 to 100: the integrator's score, an input of the service's risk assessment that works as a floor (the assessed score is the higher of it and the model's factors, docs/risk-model.md); riskScore and riskLevel of the answer are the assessment's",
      ),
    ),
    labels: z.array(nonBlank().max(100)).max(50).optional().meta(d("Label names; labels the account does not have yet are created")),
    workflowId: z.string().min(1).optional().meta(d("The onboarding workflow to follow; the account's default when left out")),
    individual: IndividualInput.optional().meta(d("The applicant, when entityType is INDIVIDUAL")),
    business: BusinessInput.optional().meta(d("The applicant, when entityType is BUSINESS")),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.entityType === "INDIVIDUAL" && value.business) {
      ctx.addIssue({ code: "custom", path: ["business"], message: "an INDIVIDUAL application takes `individual`, not `business`" });
    }
    if (value.entityType === "BUSINESS" && value.individual) {
      ctx.addIssue({ code: "custom", path: ["individual"], message: "a BUSINESS application takes `business`, not `individual`" });
    }
  })
  .meta({
    // The rule above, as JSON Schema: exactly one branch matches any entityType.
    oneOf: [
      { properties: { entityType: { const: "INDIVIDUAL" } }, not: { properties: { business: {} }, required: ["business"] } },
      { properties: { entityType: { const: "BUSINESS" } }, not: { properties: { individual: {} }, required: ["individual"] } },
    ],
  });

export const UpdateApplicationInput = z
  .object({
    name: nonBlank().max(300).optional().meta(d("The investor's name")),
    ...clearableDetails,
    riskScore: RiskScore.nullable()
      .optional()
      .meta(
        d("0 to 100: the integrator's score, a floor under the assessed score (it can raise the level, never lower what the model finds); null removes it"),
      ),
    labels: z.array(nonBlank().max(100)).max(50).optional().meta(d("Label names, replacing the application's labels")),
    assignees: z.array(z.string().min(1)).max(50).optional().meta(d("User ids of the account, replacing the assignees")),
    hidden: z.boolean().optional().meta(d("Hide from or show in the live lists")),
    withService: z
      .boolean()
      .optional()
      .meta(d("With the operator: while true, customer webhook deliveries for the application are held, then sent in order on release")),
  })
  .strict();

export const ApplicationFilter = z
  .object({
    status: z.array(z.enum(APPLICATION_STATUSES)).optional().meta(d("Any of these statuses")),
    types: z.array(z.enum(APPLICATION_LIST_TYPES)).optional().meta(d("Any of these lists: live (neither manual nor hidden), manual, hidden")),
    entityTypes: z.array(z.enum(ENTITY_TYPES)).optional().meta(d("Any of these entity types")),
    accountId: z.string().optional().meta(d("The caller's own account id (another account's matches nothing)")),
    manual: z.boolean().optional().meta(d("Only manual (true) or only non-manual (false) applications")),
    hidden: z.boolean().optional().meta(d("Only hidden (true) or only visible (false) applications")),
    createdFrom: isoDateTime.optional().meta(d("ISO 8601 date-time, inclusive")),
    createdTo: isoDateTime.optional().meta(d("ISO 8601 date-time, inclusive")),
    riskScoreMin: z.number().optional().meta(d("Lowest risk score, inclusive")),
    riskScoreMax: z.number().optional().meta(d("Highest risk score, inclusive")),
    riskLevels: z.array(z.enum(RISK_LEVELS)).optional().meta(d("Takes precedence over riskScoreMin/riskScoreMax")),
    assignees: z.array(z.string()).optional().meta(d("Assigned to any of these user ids")),
    search: nonBlank().max(200).optional().meta(d("Matched against application name, e-mail or account name")),
    labelIds: z.array(z.string()).optional().meta(d("Carrying any of these label ids")),
    reviewOverdue: z.boolean().optional().meta(d("Only applications whose periodic review is past due (true: nextReviewAt has passed) or is not (false)")),
    reviewDueBefore: isoDateTime.optional().meta(d("ISO 8601 date-time: only applications whose next periodic review falls at or before it")),
  })
  .strict();

export type CreateApplication = z.output<typeof CreateApplicationInput>;
export type KeyIndividual = z.output<typeof KeyIndividualInput>;
export type KeyBusiness = z.output<typeof KeyBusinessInput>;
export type ApplicationFilterValue = z.output<typeof ApplicationFilter>;

/** POST /api/v1/applications/{id}/approve and approveApplication: optional; an override of the approval gates that hold. */
export const ApproveApplicationInput = z
  .object({
    gateOverrideReason: nonBlank().max(2_000).optional().meta({
      description:
        "Approve past the account's approval gates that hold (a required document missing, an open hit of a gated type): why. Audited with the gates it overrides",
    }),
  })
  .strict();

/** PUT /api/v1/settings/periodic-review and updatePeriodicReviewPolicy: how often an approved application is reviewed, whole. */
export const PeriodicReviewPolicyInput = z
  .object({
    highMonths: z.int().min(1).max(120).meta({ description: "Months between reviews of a HIGH-risk (and PROHIBITED or unrated) application" }),
    mediumMonths: z.int().min(1).max(120).meta({ description: "Months between reviews of a MEDIUM-risk application" }),
    lowMonths: z.int().min(1).max(120).meta({ description: "Months between reviews of a LOW-risk application" }),
    leadDays: z.int().min(0).max(365).meta({ description: "Days before the due date the review task opens" }),
  })
  .strict();
