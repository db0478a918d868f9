// Request and response schemas of the application routes (contract "REST routes beyond the spec").
import { z } from "zod";
import { APPLICATION_SORT_FIELDS, ApplicationFilter } from "../../domain/applications/inputs";
import { DateTime, Id, PageQuery, pageOf } from "./common";
import { responseOf } from "./fromGraphQL";

export {
  CreateApplicationInput as CreateApplicationBody,
  UpdateApplicationInput as UpdateApplicationBody,
  KeyIndividualInput as AddIndividualBody,
  KeyBusinessInput as AddBusinessBody,
} from "../../domain/applications/inputs";

// Responses are the GraphQL types' fields (fromGraphQL.ts): a field added to the GraphQL type is in
// the REST response and in OpenAPI without a change here.
const Address = responseOf("Address");
const Tin = responseOf("Tin");
const ScreeningSettings = responseOf("ScreeningSettings", { id: "ScreeningSettings" });
const keyPerson = (typeName: string) => responseOf(typeName, { id: typeName, fields: { address: Address, tins: z.array(Tin), screeningInfo: ScreeningSettings } });

export const IndividualResponse = keyPerson("Individual");
export const BusinessResponse = keyPerson("Business");

export const ApplicationResponse = responseOf("Application", {
  id: "Application",
  fields: { labels: z.array(responseOf("Label")), individuals: z.array(IndividualResponse), businesses: z.array(BusinessResponse) },
});

export const ApplicationPageResponse = pageOf(ApplicationResponse).meta({ id: "ApplicationPage" });

export const ListApplicationsQuery = z
  .object({
    // The filter's own rules (src/domain/applications/inputs.ts), so the document states them.
    ...ApplicationFilter.shape,
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
