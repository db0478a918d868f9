// Request and response schemas of the application routes (contract "REST routes beyond the spec").
import { z } from "zod";
import {
  APPLICATION_SORT_FIELDS,
  ApplicationFilter,
  APPLICATION_STATUSES,
  ENTITY_TYPES,
  KEY_PERSON_ROLES,
  RISK_LEVELS,
} from "../../domain/applications/inputs";
import { SCREENING_TYPES } from "../../domain/screening/inputs";
import { DateTime, Id, PageQuery, pageOf } from "./common";

export {
  CreateApplicationInput as CreateApplicationBody,
  UpdateApplicationInput as UpdateApplicationBody,
  KeyIndividualInput as AddIndividualBody,
  KeyBusinessInput as AddBusinessBody,
} from "../../domain/applications/inputs";

const Address = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string(),
});
const Tin = z.object({ tin: z.string(), issuedBy: z.string() });
const Role = z.enum(["APPLICANT", ...KEY_PERSON_ROLES]);

/** A key person's screening settings in effect, defaults filled in (set with PATCH /screening/individuals|businesses/{id}). */
const ScreeningSettings = z
  .object({
    ongoingMonitoring: z.boolean().meta({ description: "Re-screened after every watchlist import against what the import changed" }),
    types: z.array(z.enum(SCREENING_TYPES)).meta({ description: "What the person is screened for" }),
    matchThreshold: z.number().meta({ description: "Confidence, 0 to 1, a watchlist match needs to count as a match" }),
    excludedFromScreening: z.boolean().meta({ description: "Never screened" }),
  })
  .meta({ id: "ScreeningSettings" });
const screeningFields = { screeningInfo: ScreeningSettings, screeningSummary: z.string().nullable() };

export const IndividualResponse = z
  .object({
    id: z.string(),
    role: Role,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    placeOfBirth: z.string().nullable(),
    nationality: z.string().nullable(),
    residenceCountry: z.string().nullable(),
    address: Address.nullable(),
    tins: z.array(Tin),
    ownershipPercent: z.number().nullable(),
    ...screeningFields,
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "Individual" });

export const BusinessResponse = z
  .object({
    id: z.string(),
    role: Role,
    name: z.string(),
    registrationNumber: z.string().nullable(),
    country: z.string().nullable(),
    address: Address.nullable(),
    tins: z.array(Tin),
    ownershipPercent: z.number().nullable(),
    ...screeningFields,
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "Business" });

export const ApplicationResponse = z
  .object({
    id: z.string(),
    accountId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    entityType: z.enum(ENTITY_TYPES),
    status: z.enum(APPLICATION_STATUSES),
    manual: z.boolean(),
    hidden: z.boolean(),
    withService: z.boolean().meta({ description: "While true, customer webhook deliveries are held" }),
    riskScore: z.number().nullable(),
    riskLevel: z.enum(RISK_LEVELS).nullable(),
    workflowId: z.string().nullable(),
    labels: z.array(z.object({ id: z.string(), name: z.string() })),
    assignees: z.array(z.string()).meta({ description: "User ids of the assigned reviewers" }),
    individuals: z.array(IndividualResponse),
    businesses: z.array(BusinessResponse),
    onboardingStartedAt: DateTime.nullable(),
    submittedAt: DateTime.nullable(),
    decidedAt: DateTime.nullable(),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "Application" });

export const ApplicationPageResponse = pageOf(ApplicationResponse).meta({ id: "ApplicationPage" });

export const ListApplicationsQuery = z
  .object({
    // The filter's own rules (src/domain/applications/inputs.ts), so the document states them.
    ...ApplicationFilter.shape,
    types: ApplicationFilter.shape.types.meta({ description: "live (non-manual, non-hidden), manual, hidden" }),
    riskLevels: ApplicationFilter.shape.riskLevels.meta({ description: "Takes precedence over riskScoreMin/riskScoreMax" }),
    search: ApplicationFilter.shape.search.meta({ description: "Matched against application name, e-mail or account name" }),
    ...PageQuery,
    orderBy: z.enum(APPLICATION_SORT_FIELDS).optional().meta({ description: "updatedAt (default), createdAt, name (investor name A to Z: ascending unless order says otherwise; case and accents ignored)" }),
  })
  .strict();

export const AuditLogResponse = z
  .object({
    id: z.string(),
    event: z.record(z.string(), z.unknown()).meta({ description: "{type, entityType, entityId, changes: {field: {before, after}}}" }),
    createdAt: DateTime,
    performedByName: z.string(),
    note: z.string(),
    hidden: z.boolean(),
    hash: z.string().meta({ description: "SHA-256 chained to the previous entry of the application" }),
  })
  .meta({ id: "AuditLogEntry" });

export const AuditLogPageResponse = pageOf(AuditLogResponse).meta({ id: "AuditLogPage" });

export const ListAuditLogsQuery = z.object({ applicationId: Id, ...PageQuery }).strict();
