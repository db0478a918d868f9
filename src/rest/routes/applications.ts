// Application routes (spec 4.6, 4.7): list, create, read, update, transitions, key persons, audit
// log; and the account's users.
import { z } from "zod";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { filterAndPage, applicationMutation } from "../route";
import {
  AccountUserResponse,
  AddBusinessBody,
  AddIndividualBody,
  ApproveApplicationBody,
  UpdateKeyBusinessBody,
  UpdateKeyIndividualBody,
  ApplicationPageResponse,
  ApplicationResponse,
  AuditLogPageResponse,
  CreateApplicationBody,
  ListApplicationsQuery,
  ListAuditLogsQuery,
  UpdateApplicationBody,
  UpdateUserRoleBody,
} from "../schemas/applications";
import { Id, IdParams } from "../schemas/common";

export function applicationRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/applications",
      summary: "List applications (spec 4.6)",
      tag: "Applications",
      query: ListApplicationsQuery,
      operation: (s) =>
        `query($filter: ApplicationFilter, $orderBy: ApplicationSortField, $cursor: String, $limit: Int, $order: SortOrder) {
          applications(filter: $filter, orderBy: $orderBy, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: Query.applications,
      variables: ({ query }) => filterAndPage(query),
      response: { status: 200, schema: ApplicationPageResponse, description: "A page of applications" },
    },
    {
      method: "post",
      path: "/applications",
      summary: "Create an application",
      tag: "Applications",
      body: CreateApplicationBody,
      operation: (s) => `mutation($input: CreateApplicationInput!) { createApplication(input: $input) ${s} }`,
      field: Mutation.createApplication,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: ApplicationResponse, description: "The new application, PENDING" },
    },
    {
      method: "get",
      path: "/applications/:id",
      summary: "Get one application",
      tag: "Applications",
      params: IdParams,
      operation: (s) => `query($id: ID!) { application(id: $id) ${s} }`,
      field: Query.application,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ApplicationResponse, description: "The application" },
    },
    {
      method: "patch",
      path: "/applications/:id",
      // The fields are read off the request schema, so a field added there is listed here too.
      summary: `Update an application (${Object.keys(UpdateApplicationBody.shape).join(", ")})`,
      tag: "Applications",
      params: IdParams,
      body: UpdateApplicationBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateApplicationInput!) { updateApplication(id: $id, input: $input) ${s} }`,
      field: Mutation.updateApplication,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: ApplicationResponse, description: "The updated application" },
      // APPLICATION_ERASED: an erased application takes no more changes.
      extraErrors: [409],
    },
    {
      method: "post",
      path: "/applications/:id/approve",
      summary:
        "Status transition: SUBMITTED → APPROVED; 409 from any other status, while an approval gate holds (APPROVAL_GATE, unless the body overrides it with a reason), while its screeningState is one the account does not allow (SCREENING_NOT_CURRENT: by default anything but CURRENT; no reason passes it) or where a second approver must confirm (FOUR_EYES)",
      tag: "Applications",
      params: IdParams,
      body: ApproveApplicationBody,
      operation: (s) => `mutation($id: ID!, $input: ApproveApplicationInput) { approveApplication(id: $id, input: $input) ${s} }`,
      field: Mutation.approveApplication,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: {
        status: 200,
        schema: ApplicationResponse,
        description: "The application after the transition (still SUBMITTED while a second approver must confirm)",
      },
    },
    ...(
      [
        ["submit", "submitApplication", "PENDING → SUBMITTED"],
        ["reject", "rejectApplication", "SUBMITTED → REJECTED"],
        ["start-onboarding", "startApplicationOnboarding", "the applicant began onboarding (PENDING only; idempotent)"],
      ] as const
    ).map(([action, field, what]): Route => ({
      method: "post",
      path: `/applications/:id/${action}`,
      summary: `Status transition: ${what}; 409 from any other status`,
      tag: "Applications",
      params: IdParams,
      operation: applicationMutation(Mutation[field]),
      field: Mutation[field],
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ApplicationResponse, description: "The application after the transition" },
    })),
    {
      method: "post",
      path: "/applications/:id/individuals",
      summary: "Add a key person (controlling person, director, UBO, shareholder, authorised signatory)",
      tag: "Applications",
      params: IdParams,
      body: AddIndividualBody,
      operation: (s) => `mutation($id: ID!, $input: KeyIndividualInput!) { addApplicationIndividual(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.addApplicationIndividual,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 201, schema: ApplicationResponse, description: "The application with the new individual" },
    },
    {
      method: "post",
      path: "/applications/:id/businesses",
      summary: "Add a related business",
      tag: "Applications",
      params: IdParams,
      body: AddBusinessBody,
      operation: (s) => `mutation($id: ID!, $input: KeyBusinessInput!) { addApplicationBusiness(applicationId: $id, input: $input) ${s} }`,
      field: Mutation.addApplicationBusiness,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 201, schema: ApplicationResponse, description: "The application with the new business" },
    },
    ...keyPersonRoutes("individual", "individuals", "individualId", "Individual", UpdateKeyIndividualBody),
    ...keyPersonRoutes("business", "businesses", "businessId", "Business", UpdateKeyBusinessBody),
    {
      method: "get",
      path: "/audit-logs",
      summary: "Audit entries of an application and its documents (spec 4.3)",
      tag: "Audit logs",
      query: ListAuditLogsQuery,
      operation: (s) =>
        `query($applicationId: ID!, $cursor: String, $limit: Int, $order: SortOrder) {
          auditLogs(applicationId: $applicationId, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: Query.auditLogs,
      variables: ({ query }) => query,
      response: { status: 200, schema: AuditLogPageResponse, description: "A page of audit entries" },
    },
  ];
}

/** PATCH and DELETE of one key person: both answer the application, as the POST routes do. */
function keyPersonRoutes(
  kind: string,
  segment: string,
  idParam: "individualId" | "businessId",
  label: "Individual" | "Business",
  body: typeof UpdateKeyIndividualBody | typeof UpdateKeyBusinessBody,
): Route[] {
  const params = z.object({ id: Id, [idParam]: Id });
  return [
    {
      method: "patch",
      path: `/applications/:id/${segment}/:${idParam}`,
      summary: `Correct a ${kind === "individual" ? "key person" : "related business"} (validated like creation; fields left out stay, null clears an optional one; audited and re-screened)`,
      tag: "Applications",
      params,
      body,
      operation: (s) =>
        `mutation($id: ID!, $personId: ID!, $input: UpdateKey${label}Input!) { updateApplication${label}(applicationId: $id, ${idParam}: $personId, input: $input) ${s} }`,
      field: Mutation[`updateApplication${label}` as const],
      variables: ({ params, body }) => ({ id: params.id, personId: (params as Record<string, string>)[idParam], input: body }),
      extraErrors: [409], // the applicant's role: it stays APPLICANT
      response: { status: 200, schema: ApplicationResponse, description: `The application with the corrected ${kind}` },
    },
    {
      method: "delete",
      path: `/applications/:id/${segment}/:${idParam}`,
      summary: `Remove a ${kind === "individual" ? "key person" : "related business"} (not the applicant); its open hits are closed as DISMISSED with a note, not deleted`,
      tag: "Applications",
      params,
      operation: (s) => `mutation($id: ID!, $personId: ID!) { removeApplication${label}(applicationId: $id, ${idParam}: $personId) ${s} }`,
      field: Mutation[`removeApplication${label}` as const],
      variables: ({ params }) => ({ id: params.id, personId: (params as Record<string, string>)[idParam] }),
      extraErrors: [409], // the applicant itself: correct it with PATCH
      response: { status: 200, schema: ApplicationResponse, description: `The application without the ${kind}` },
    },
  ];
}

/** The account's users (spec: assignees take their ids). */
export function userRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/users",
      summary: "The account's users; their ids are what an application's assignees take",
      tag: "Users",
      operation: (s) => `query { users ${s} }`,
      field: Query.users,
      variables: () => ({}),
      response: { status: 200, schema: z.array(AccountUserResponse), description: "Bare array, oldest first" },
    },
    {
      method: "get",
      path: "/users/:id",
      summary: "One user of the account, with the role it acts with",
      tag: "Users",
      params: IdParams,
      operation: (s) => `query($id: ID!) { user(id: $id) ${s} }`,
      field: Query.user,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: AccountUserResponse, description: "The user" },
    },
    {
      method: "patch",
      path: "/users/:id",
      summary: "Set the role a user acts with (every key acting as the user is held to it from its next request)",
      tag: "Users",
      params: IdParams,
      body: UpdateUserRoleBody,
      operation: (s) => `mutation($id: ID!, $input: UserRoleInput!) { updateUserRole(id: $id, input: $input) ${s} }`,
      field: Mutation.updateUserRole,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: AccountUserResponse, description: "The user after the change" },
      extraErrors: [409],
    },
  ];
}
