// Request and response schemas of the application routes (contract "REST routes beyond the spec").
import { z } from "zod";
import { APPLICATION_SORT_FIELDS, ApplicationFilter } from "../../domain/applications/inputs";
import { Id, PageQuery, pageOf } from "./common";
import { responseOf } from "./fromGraphQL";

export {
  CreateApplicationInput as CreateApplicationBody,
  UpdateApplicationInput as UpdateApplicationBody,
  KeyIndividualInput as AddIndividualBody,
  KeyBusinessInput as AddBusinessBody,
  UpdateKeyIndividualInput as UpdateKeyIndividualBody,
  UpdateKeyBusinessInput as UpdateKeyBusinessBody,
  ApproveApplicationInput as ApproveApplicationBody,
} from "../../domain/applications/inputs";

// Responses are the GraphQL types' fields (fromGraphQL.ts): a field added to the GraphQL type is in
// the REST response and in OpenAPI without a change here.
const Address = responseOf("Address");
const Tin = responseOf("Tin");
const ScreeningSettings = responseOf("ScreeningSettings", { id: "ScreeningSettings" });
const keyPerson = (typeName: string) =>
  responseOf(typeName, { id: typeName, fields: { address: Address, tins: z.array(Tin), screeningInfo: ScreeningSettings } });

const IndividualResponse = keyPerson("Individual");
const BusinessResponse = keyPerson("Business");

const ScreeningListState = responseOf("ScreeningListState", { id: "ScreeningListState" });
const ApplicationScreeningState = responseOf("ApplicationScreeningState", { id: "ApplicationScreeningState", fields: { lists: z.array(ScreeningListState) } });

export const ApplicationResponse = responseOf("Application", {
  id: "Application",
  fields: {
    labels: z.array(responseOf("Label")),
    individuals: z.array(IndividualResponse),
    businesses: z.array(BusinessResponse),
    screeningState: ApplicationScreeningState,
  },
});

export const ApplicationPageResponse = pageOf(ApplicationResponse).meta({ id: "ApplicationPage" });

export const ListApplicationsQuery = z
  .object({
    // The filter's own rules (src/domain/applications/inputs.ts), so the document states them.
    ...ApplicationFilter.shape,
    ...PageQuery,
    orderBy: z
      .enum(APPLICATION_SORT_FIELDS)
      .optional()
      .meta({ description: "updatedAt (default), createdAt, name (investor name A to Z: ascending unless order says otherwise; case and accents ignored)" }),
  })
  .strict();

// REST's entry leaves out the application and document ids (the route is per application) and
// documents the event as an object (GraphQL's JSON is any value).
const AuditLogResponse = responseOf("AuditLog", {
  id: "AuditLogEntry",
  omit: ["applicationId", "documentId"],
  fields: { event: z.record(z.string(), z.unknown()) },
});

/** A user of the caller's account (GET /api/v1/users); its id is what assignees take. */
export const AccountUserResponse = responseOf("AccountUser", { id: "AccountUser" });

export { UpdateUserRoleInput as UpdateUserRoleBody } from "../../domain/accounts/inputs";

export const AuditLogPageResponse = pageOf(AuditLogResponse).meta({ id: "AuditLogPage" });

export const ListAuditLogsQuery = z.object({ applicationId: Id, ...PageQuery }).strict();
