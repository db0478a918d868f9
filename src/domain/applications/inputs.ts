// Inputs of the application area (contract "Shapes the spec leaves open"), shared by GraphQL and REST.
import { z } from "zod";
import { countryCode, isoDate, isoDateTime, nonBlank } from "../validation";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../enums";

export const ENTITY_TYPES = enumValues(dbEnums.EntityType);
export const APPLICATION_STATUSES = enumValues(dbEnums.ApplicationStatus);
export const RISK_LEVELS = enumValues(dbEnums.RiskLevel);
export const KEY_PERSON_ROLES = ["CONTROLLING_PERSON", "DIRECTOR", "UBO", "SHAREHOLDER", "AUTHORISED_SIGNATORY"] as const;
export const APPLICATION_LIST_TYPES = ["live", "manual", "hidden"] as const;
export const APPLICATION_SORT_FIELDS = ["updatedAt", "createdAt", "name"] as const;

export const AddressInput = z
  .object({
    street: z.string().max(300).optional(),
    city: z.string().max(120).optional(),
    postCode: z.string().max(20).optional(),
    country: countryCode,
  })
  .strict();

export const TinInput = z.object({ tin: z.string().min(1).max(64), issuedBy: countryCode }).strict();

const individualFields = {
  firstName: nonBlank().max(200),
  lastName: nonBlank().max(200),
  dateOfBirth: isoDate.optional(),
  placeOfBirth: z.string().max(200).optional(),
  nationality: countryCode.optional(),
  residenceCountry: countryCode.optional(),
  address: AddressInput.optional(),
  tins: z.array(TinInput).max(20).optional(),
};

const businessFields = {
  name: nonBlank().max(300),
  registrationNumber: z.string().max(100).optional(),
  country: countryCode.optional(),
  address: AddressInput.optional(),
  tins: z.array(TinInput).max(20).optional(),
};

const keyPersonFields = {
  role: z.enum(KEY_PERSON_ROLES),
  ownershipPercent: z.number().min(0).max(100).optional(),
};

export const IndividualInput = z.object(individualFields).strict();
export const BusinessInput = z.object(businessFields).strict();
export const KeyIndividualInput = z.object({ ...individualFields, ...keyPersonFields }).strict();
export const KeyBusinessInput = z.object({ ...businessFields, ...keyPersonFields }).strict();

export const RiskScore = z.number().min(0).max(100);

export const CreateApplicationInput = z
  .object({
    entityType: z.enum(ENTITY_TYPES),
    name: nonBlank().max(300),
    email: z.email().optional(),
    manual: z.boolean().optional(),
    hidden: z.boolean().optional(),
    riskScore: RiskScore.optional(),
    labels: z.array(nonBlank().max(100)).max(50).optional(),
    workflowId: z.string().min(1).optional(),
    individual: IndividualInput.optional(),
    business: BusinessInput.optional(),
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
    name: nonBlank().max(300).optional(),
    email: z.email().nullable().optional(),
    riskScore: RiskScore.nullable().optional(),
    labels: z.array(nonBlank().max(100)).max(50).optional(),
    assignees: z.array(z.string().min(1)).max(50).optional(),
    hidden: z.boolean().optional(),
    withService: z.boolean().optional(),
  })
  .strict();

export const ApplicationFilter = z
  .object({
    status: z.array(z.enum(APPLICATION_STATUSES)).optional(),
    types: z.array(z.enum(APPLICATION_LIST_TYPES)).optional(),
    entityTypes: z.array(z.enum(ENTITY_TYPES)).optional(),
    accountId: z.string().optional(),
    manual: z.boolean().optional(),
    hidden: z.boolean().optional(),
    createdFrom: isoDateTime.optional(),
    createdTo: isoDateTime.optional(),
    riskScoreMin: z.number().optional(),
    riskScoreMax: z.number().optional(),
    riskLevels: z.array(z.enum(RISK_LEVELS)).optional(),
    assignees: z.array(z.string()).optional(),
    search: nonBlank().max(200).optional(),
    labelIds: z.array(z.string()).optional(),
  })
  .strict();

export type CreateApplication = z.output<typeof CreateApplicationInput>;
export type KeyIndividual = z.output<typeof KeyIndividualInput>;
export type KeyBusiness = z.output<typeof KeyBusinessInput>;
export type UpdateApplication = z.output<typeof UpdateApplicationInput>;
export type ApplicationFilterValue = z.output<typeof ApplicationFilter>;
