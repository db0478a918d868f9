// The REST facade as data: each /api/v1 route names the GraphQL operation it runs, how request parts
// become variables, and the schemas of what it accepts and returns. No rules live here.
import { z } from "zod";
import { AccountUserResponse, IdParams } from "./schemas/common";
import {
  AddBusinessBody,
  AddIndividualBody,
  ApplicationPageResponse,
  ApplicationResponse,
  AuditLogPageResponse,
  CreateApplicationBody,
  ListApplicationsQuery,
  ListAuditLogsQuery,
  UpdateApplicationBody,
} from "./schemas/applications";
import {
  CreateGroupBody,
  Empty,
  GroupResponse,
  GroupVerdictBody,
  HitResponse,
  HitVerdictBody,
  ManualHitBody,
  MoveHitsBody,
  RecordHitsBody,
  ScreeningHitsQuery,
  ScreeningHitsResponse,
  ScreeningInfoBody,
  ScreeningSummaryBody,
  SeverityTaxonomyBody,
  TaxonomyResponse,
} from "./schemas/screening";
import { CreateMigrationBody, ListMigrationsQuery, MigrationPageResponse, MigrationResponse, MultipartMigrationBody } from "./schemas/migrations";
import {
  CreateOnboardingWorkflowBody,
  CreateUploadBody,
  DocumentPageResponse,
  OnboardingWorkflowResponse,
  DocumentResponse,
  ListDocumentsQuery,
  ListTasksQuery,
  RegisterDocumentBody,
  TaskPageResponse,
  TaskResponse,
  UpdateDocumentBody,
  UpdateOnboardingWorkflowBody,
  UpdateTaskBody,
  UploadResponse,
} from "./schemas/documents";
import { exportRoutes } from "./routes/exports";
import { CreateNoteBody, ListNotesQuery, NotePageResponse, NoteResponse, UpdateNoteBody } from "./schemas/notes";
import {
  CreateWebhookBody,
  CreatedWebhookResponse,
  DeliveriesQuery,
  DeliveryParams,
  DeliveryResponse,
  PingResponse,
  ResendBody,
  ResendResponse,
  RotateSecretBody,
  RotatedSecretResponse,
  UpdateWebhookBody,
  WebhookResponse,
} from "./schemas/webhooks";
import { searchRoutes } from "./routes/search";

export type HttpMethod = "get" | "post" | "patch" | "put" | "delete";

export interface RouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Route {
  method: HttpMethod;
  /** Express-style path under /api/v1, e.g. `/applications/:id`. */
  path: string;
  summary: string;
  tag: string;
  /** GraphQL document; `selection` is read off the response schema. */
  operation: (selection: string) => string;
  /** Name of the operation's top-level field whose value is the response body. */
  field: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  variables: (input: RouteInput) => Record<string, unknown>;
  response: { status: number; schema: z.ZodType; description: string };
  deprecated?: boolean;
  /** Extra response headers, e.g. Deprecation on an alias. */
  headers?: (input: RouteInput) => Record<string, string>;
  /** Answer with the status and no body (the operation's boolean result is only checked). */
  emptyBody?: boolean;
  /** Further request body types by MIME type, served by their own handler (documented here). */
  otherBodies?: Record<string, z.ZodType>;
  /** Error statuses beyond the usual ones. */
  extraErrors?: number[];
  /**
   * Answer with a file instead of JSON: the operation's value is `{fileName, contentType, content}`
   * (response.schema) and `content` is sent as an attachment; `body` documents it under `mediaType`.
   */
  attachment?: { mediaType: string; body: z.ZodType };
}

/** Creating by JSON (sourceType API) runs this operation; the multipart upload runs it with an archiveKey. */
export const CREATE_MIGRATION_OPERATION = (s: string) => `mutation($input: CreateMigrationInput!) { createMigration(input: $input) ${s} }`;

const PAGE_KEYS = ["cursor", "limit", "order", "orderBy"] as const;

/** Splits a validated list query into the GraphQL `filter` and the page arguments. */
function filterAndPage(query: Record<string, unknown>) {
  const filter: Record<string, unknown> = {};
  const page: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if ((PAGE_KEYS as readonly string[]).includes(key)) page[key] = value;
    else filter[key] = value;
  }
  return { filter, ...page };
}

const applicationMutation = (field: string) => (selection: string) =>
  `mutation($id: ID!) { ${field}(id: $id) ${selection} }`;

export const routes: Route[] = [
  {
    method: "get",
    path: "/applications",
    summary: "List applications (spec 4.6)",
    tag: "Applications",
    query: ListApplicationsQuery,
    operation: (s) =>
      `query($filter: ApplicationFilter, $orderBy: ApplicationSortField, $cursor: String, $limit: Int, $order: SortOrder) {
        applications(filter: $filter, orderBy: $orderBy, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
    field: "applications",
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
    field: "createApplication",
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
    field: "application",
    variables: ({ params }) => ({ id: params.id }),
    response: { status: 200, schema: ApplicationResponse, description: "The application" },
  },
  {
    method: "patch",
    path: "/applications/:id",
    summary: "Update an application (name, email, riskScore, labels, assignees, hidden, withService)",
    tag: "Applications",
    params: IdParams,
    body: UpdateApplicationBody,
    operation: (s) => `mutation($id: ID!, $input: UpdateApplicationInput!) { updateApplication(id: $id, input: $input) ${s} }`,
    field: "updateApplication",
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    response: { status: 200, schema: ApplicationResponse, description: "The updated application" },
  },
  ...(
    [
      ["submit", "submitApplication", "PENDING → SUBMITTED"],
      ["approve", "approveApplication", "SUBMITTED → APPROVED"],
      ["reject", "rejectApplication", "SUBMITTED → REJECTED"],
      ["start-onboarding", "startApplicationOnboarding", "the applicant began onboarding (PENDING only; idempotent)"],
    ] as const
  ).map(
    ([action, field, what]): Route => ({
      method: "post",
      path: `/applications/:id/${action}`,
      summary: `Status transition: ${what}; 409 from any other status`,
      tag: "Applications",
      params: IdParams,
      operation: applicationMutation(field),
      field,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ApplicationResponse, description: "The application after the transition" },
    }),
  ),
  {
    method: "post",
    path: "/applications/:id/individuals",
    summary: "Add a key person (controlling person, director, UBO, shareholder, authorised signatory)",
    tag: "Applications",
    params: IdParams,
    body: AddIndividualBody,
    operation: (s) =>
      `mutation($id: ID!, $input: KeyIndividualInput!) { addApplicationIndividual(applicationId: $id, input: $input) ${s} }`,
    field: "addApplicationIndividual",
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
    operation: (s) =>
      `mutation($id: ID!, $input: KeyBusinessInput!) { addApplicationBusiness(applicationId: $id, input: $input) ${s} }`,
    field: "addApplicationBusiness",
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    response: { status: 201, schema: ApplicationResponse, description: "The application with the new business" },
  },
  {
    method: "get",
    path: "/audit-logs",
    summary: "Audit entries of an application and its documents (spec 4.3)",
    tag: "Audit logs",
    query: ListAuditLogsQuery,
    operation: (s) =>
      `query($applicationId: ID!, $cursor: String, $limit: Int, $order: SortOrder) {
        auditLogs(applicationId: $applicationId, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
    field: "auditLogs",
    variables: ({ query }) => query,
    response: { status: 200, schema: AuditLogPageResponse, description: "A page of audit entries" },
  },
  ...screeningRoutes(),
  ...webhookRoutes(),
  ...noteRoutes(),
  ...migrationRoutes(),
  ...documentRoutes(),
  ...taskRoutes(),
  ...onboardingWorkflowRoutes(),
  ...searchRoutes(),
  ...exportRoutes(),
  {
    method: "get",
    path: "/users",
    summary: "The account's users; their ids are what an application's assignees take",
    tag: "Users",
    operation: (s) => `query { users ${s} }`,
    field: "users",
    variables: () => ({}),
    response: { status: 200, schema: z.array(AccountUserResponse), description: "Bare array, oldest first" },
  },
];

function migrationRoutes(): Route[] {
  const control = (action: "pause" | "resume" | "cancel", summary: string): Route => ({
    method: "post",
    path: `/migrations/:id/${action}`,
    summary,
    tag: "Migrations",
    params: IdParams,
    operation: (s) => `mutation($id: ID!) { ${action}Migration(id: $id) ${s} }`,
    field: `${action}Migration`,
    variables: ({ params }) => ({ id: params.id }),
    response: { status: 200, schema: MigrationResponse, description: "The migration; repeating the call answers the same state" },
  });
  return [
    {
      method: "get",
      path: "/migrations",
      summary: "List migrations, newest first (cursor on createdAt)",
      tag: "Migrations",
      query: ListMigrationsQuery,
      operation: (s) => `query($cursor: String, $limit: Int, $order: SortOrder) { migrations(cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: "migrations",
      variables: ({ query }) => query,
      response: { status: 200, schema: MigrationPageResponse, description: "A page of migrations" },
    },
    {
      method: "post",
      path: "/migrations",
      summary: "Start a migration: a zip archive (multipart/form-data) or the items as JSON",
      tag: "Migrations",
      body: CreateMigrationBody,
      otherBodies: { "multipart/form-data": MultipartMigrationBody },
      extraErrors: [413],
      operation: CREATE_MIGRATION_OPERATION,
      field: "createMigration",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: MigrationResponse, description: "The migration (spec 2.8); it runs on Temporal as migration-<id>" },
    },
    {
      method: "get",
      path: "/migrations/:id",
      summary: "A migration with its live counts",
      tag: "Migrations",
      params: IdParams,
      operation: (s) => `query($id: ID!) { migration(id: $id) ${s} }`,
      field: "migration",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: MigrationResponse, description: "The migration (spec 2.8)" },
    },
    control("pause", "Pause: no new items are taken; items under way finish"),
    control("resume", "Resume a paused migration, or restart a stalled one whose workflow is gone (spec 4.9)"),
    control("cancel", "Cancel: every item not yet done becomes CANCELLED"),
  ];
}

function onboardingWorkflowRoutes(): Route[] {
  return [
    {
      method: "post",
      path: "/onboarding-workflows",
      summary: "Define an onboarding workflow: required fields and document types in order",
      tag: "Onboarding workflows",
      body: CreateOnboardingWorkflowBody,
      operation: (s) => `mutation($input: CreateOnboardingWorkflowInput!) { createOnboardingWorkflow(input: $input) ${s} }`,
      field: "createOnboardingWorkflow",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: OnboardingWorkflowResponse, description: "The workflow; pass its id as workflowId when creating applications" },
    },
    {
      method: "get",
      path: "/onboarding-workflows",
      summary: "The account's onboarding workflows",
      tag: "Onboarding workflows",
      operation: (s) => `query { onboardingWorkflows ${s} }`,
      field: "onboardingWorkflows",
      variables: () => ({}),
      response: { status: 200, schema: z.array(OnboardingWorkflowResponse), description: "Bare array, oldest first" },
    },
    {
      method: "get",
      path: "/onboarding-workflows/:id",
      summary: "One onboarding workflow",
      tag: "Onboarding workflows",
      params: IdParams,
      operation: (s) => `query($id: ID!) { onboardingWorkflow(id: $id) ${s} }`,
      field: "onboardingWorkflow",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: OnboardingWorkflowResponse, description: "The workflow" },
    },
    {
      method: "patch",
      path: "/onboarding-workflows/:id",
      summary: "Change a workflow's name, required fields or documents (the account's default too)",
      tag: "Onboarding workflows",
      params: IdParams,
      body: UpdateOnboardingWorkflowBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateOnboardingWorkflowInput!) { updateOnboardingWorkflow(id: $id, input: $input) ${s} }`,
      field: "updateOnboardingWorkflow",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: OnboardingWorkflowResponse, description: "The workflow after the change" },
    },
  ];
}

function documentRoutes(): Route[] {
  return [
    {
      method: "post",
      path: "/documents/uploads",
      summary: "Get a key and a signed URL to PUT a file's bytes to (then register it with POST /documents)",
      tag: "Documents",
      body: CreateUploadBody,
      operation: (s) => `mutation($fileName: String!, $contentType: String!) { createDocumentUpload(fileName: $fileName, contentType: $contentType) ${s} }`,
      field: "createDocumentUpload",
      variables: ({ body }) => body as Record<string, unknown>,
      response: { status: 201, schema: UploadResponse, description: "Where to upload; nothing is stored until the PUT" },
    },
    {
      method: "post",
      path: "/documents",
      summary: "Register an uploaded document on an application (its bytes are hashed; validation starts)",
      tag: "Documents",
      body: RegisterDocumentBody,
      operation: (s) => `mutation($input: RegisterDocumentInput!) { registerDocument(input: $input) ${s} }`,
      field: "registerDocument",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: DocumentResponse, description: "The created document" },
    },
    {
      method: "get",
      path: "/documents",
      summary: "Documents of an application, oldest or newest first",
      tag: "Documents",
      query: ListDocumentsQuery,
      operation: (s) => `query($applicationId: ID!, $includeSuperseded: Boolean, $cursor: String, $limit: Int, $order: SortOrder) {
        documents(applicationId: $applicationId, includeSuperseded: $includeSuperseded, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: "documents",
      variables: ({ query }) => query,
      response: { status: 200, schema: DocumentPageResponse, description: "A page of documents" },
    },
    {
      method: "get",
      path: "/documents/:id",
      summary: "One document, with a freshly signed url",
      tag: "Documents",
      params: IdParams,
      operation: (s) => `query($id: ID!) { document(id: $id) ${s} }`,
      field: "document",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: DocumentResponse, description: "The document" },
    },
    {
      method: "patch",
      path: "/documents/:id",
      summary: "Hide or show a document, set metadata, record a vendor verdict",
      tag: "Documents",
      params: IdParams,
      body: UpdateDocumentBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateDocumentInput!) { updateDocument(id: $id, input: $input) ${s} }`,
      field: "updateDocument",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: DocumentResponse, description: "The document" },
      extraErrors: [409], // showing a document the service hid
    },
  ];
}

function taskRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/tasks",
      summary: "Review tasks, optionally of one application",
      tag: "Tasks",
      query: ListTasksQuery,
      operation: (s) => `query($applicationId: ID, $orderBy: TaskSortField, $cursor: String, $limit: Int, $order: SortOrder) {
        tasks(applicationId: $applicationId, orderBy: $orderBy, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: "tasks",
      variables: ({ query }) => query,
      response: { status: 200, schema: TaskPageResponse, description: "A page of tasks" },
    },
    {
      method: "get",
      path: "/tasks/:id",
      summary: "One task, with its document or screening hit",
      tag: "Tasks",
      params: IdParams,
      operation: (s) => `query($id: ID!) { task(id: $id) ${s} }`,
      field: "task",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: TaskResponse, description: "The task" },
    },
    {
      method: "patch",
      path: "/tasks/:id",
      summary: "Change a task's status (PENDING → IN_PROGRESS → RESOLVED or DISMISSED; finished tasks reopen to PENDING), assignee or reviewer",
      tag: "Tasks",
      params: IdParams,
      body: UpdateTaskBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateTaskInput!) { updateTask(id: $id, input: $input) ${s} }`,
      field: "updateTask",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: TaskResponse, description: "The task" },
      extraErrors: [409], // a status change the task's lifecycle does not allow
    },
  ];
}

function noteRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/notes",
      summary: "Notes of an application (and of its hits, documents and audit entries), oldest or newest first",
      tag: "Notes",
      query: ListNotesQuery,
      operation: (s) => `query($applicationId: ID!, $cursor: String, $limit: Int, $order: SortOrder) {
        notes(applicationId: $applicationId, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: "notes",
      variables: ({ query }) => query,
      response: { status: 200, schema: NotePageResponse, description: "A page of notes with sourceLabel and sourceLinkId" },
    },
    {
      method: "post",
      path: "/notes",
      summary: "Add a note to an application, hit, document, workflow version or audit entry",
      tag: "Notes",
      body: CreateNoteBody,
      operation: (s) => `mutation($input: CreateNoteInput!) { createNote(input: $input) ${s} }`,
      field: "createNote",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: NoteResponse, description: "The note" },
    },
    {
      method: "patch",
      path: "/notes/:id",
      summary: "Change a note's content",
      tag: "Notes",
      params: IdParams,
      body: UpdateNoteBody,
      operation: (s) => `mutation($id: ID!, $content: String!) { updateNote(id: $id, content: $content) ${s} }`,
      field: "updateNote",
      variables: ({ params, body }) => ({ id: params.id, content: (body as { content: string }).content }),
      response: { status: 200, schema: NoteResponse, description: "The note" },
    },
    {
      method: "delete",
      path: "/notes/:id",
      summary: "Delete a note (kept, marked deleted)",
      tag: "Notes",
      params: IdParams,
      operation: () => `mutation($id: ID!) { deleteNote(id: $id) }`,
      field: "deleteNote",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 204, schema: z.boolean(), description: "Deleted" },
      emptyBody: true,
    },
  ];
}

/** GraphQL enum names of 6.1 event names (`application.created` → APPLICATION__CREATED). */
const eventEnum = (name: string | undefined) => (name ? name.replace(/\./g, "__").toUpperCase() : undefined);

function webhookRoutes(): Route[] {
  return [
    {
      method: "post",
      path: "/webhooks",
      summary: "Subscribe a URL to events; the signing secret is returned once",
      tag: "Webhooks",
      body: CreateWebhookBody,
      operation: (s) => `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) ${s} }`,
      field: "createWebhook",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: CreatedWebhookResponse, description: "The subscription, ACTIVE, with its secret" },
    },
    {
      method: "get",
      path: "/webhooks",
      summary: "The account's subscriptions (bare array, never the secret)",
      tag: "Webhooks",
      operation: (s) => `query { webhooks ${s} }`,
      field: "webhooks",
      variables: () => ({}),
      response: { status: 200, schema: z.array(WebhookResponse), description: "Subscriptions" },
    },
    {
      method: "patch",
      path: "/webhooks/:id",
      summary: "Change url, events or status (ACTIVE or PAUSED)",
      tag: "Webhooks",
      params: IdParams,
      body: UpdateWebhookBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) ${s} }`,
      field: "updateWebhook",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: WebhookResponse, description: "The updated subscription" },
    },
    {
      method: "delete",
      path: "/webhooks/:id",
      summary: "Delete a subscription",
      tag: "Webhooks",
      params: IdParams,
      operation: () => `mutation($id: ID!) { deleteWebhook(id: $id) }`,
      field: "deleteWebhook",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 204, schema: z.boolean(), description: "Deleted" },
      emptyBody: true,
    },
    {
      method: "get",
      path: "/webhooks/:id/deliveries",
      summary: "Deliveries of a subscription, newest first (bare array), filterable by status and event",
      tag: "Webhooks",
      params: IdParams,
      query: DeliveriesQuery,
      operation: (s) => `query($id: ID!, $status: WebhookDeliveryStatus, $event: EventName) { webhookDeliveries(webhookId: $id, status: $status, event: $event) ${s} }`,
      field: "webhookDeliveries",
      variables: ({ params, query }) => ({ id: params.id, status: query.status, event: eventEnum(query.event as string | undefined) }),
      response: { status: 200, schema: z.array(DeliveryResponse), description: "Delivery records with their attempts" },
    },
    {
      method: "post",
      path: "/webhooks/:id/deliveries/:deliveryId/redeliver",
      summary: "Send a finished delivery again (same delivery id; 409 while it is still under way)",
      tag: "Webhooks",
      params: DeliveryParams,
      operation: (s) => `mutation($id: ID!, $deliveryId: ID!) { redeliverWebhookDelivery(webhookId: $id, deliveryId: $deliveryId) ${s} }`,
      field: "redeliverWebhookDelivery",
      variables: ({ params }) => ({ id: params.id, deliveryId: params.deliveryId }),
      response: { status: 202, schema: DeliveryResponse, description: "The delivery, PENDING again" },
    },
    {
      method: "post",
      path: "/webhooks/:id/deliveries/resend",
      summary: "Send again every failed delivery created in [from, to]",
      tag: "Webhooks",
      params: IdParams,
      body: ResendBody,
      operation: (s) => `mutation($id: ID!, $from: String!, $to: String!) { resendFailedWebhookDeliveries(webhookId: $id, from: $from, to: $to) ${s} }`,
      field: "resendFailedWebhookDeliveries",
      variables: ({ params, body }) => ({ id: params.id, ...(body as { from: string; to: string }) }),
      response: { status: 202, schema: ResendResponse, description: "How many deliveries go out again" },
    },
    {
      method: "post",
      path: "/webhooks/:id/test",
      summary: "POST a signed `webhook.ping` to the endpoint now and report its answer (nothing stored)",
      tag: "Webhooks",
      params: IdParams,
      operation: (s) => `mutation($id: ID!) { pingWebhook(id: $id) ${s} }`,
      field: "pingWebhook",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: PingResponse, description: "The endpoint's answer" },
    },
    {
      method: "post",
      path: "/webhooks/:id/rotate-secret",
      summary: "New signing secret; the old one keeps signing alongside it for the overlap window",
      tag: "Webhooks",
      params: IdParams,
      body: RotateSecretBody,
      operation: (s) => `mutation($id: ID!, $overlapSeconds: Int) { rotateWebhookSecret(id: $id, overlapSeconds: $overlapSeconds) ${s} }`,
      field: "rotateWebhookSecret",
      variables: ({ params, body }) => ({ id: params.id, overlapSeconds: (body as { overlapSeconds?: number }).overlapSeconds }),
      response: { status: 200, schema: RotatedSecretResponse, description: "The new secret, shown once" },
    },
  ];
}

function screeningRoutes(): Route[] {
  const groupVerdict = (path: string, deprecated: boolean): Route => ({
    method: "patch",
    path,
    summary: deprecated
      ? "Deprecated alias of PATCH /screening/groups/{id}: verdict on a whole story"
      : "Verdict on a whole group: one status and rationale for every member hit; severity onto every member's matchResult",
    tag: "Screening",
    params: IdParams,
    body: GroupVerdictBody,
    operation: (s) => `mutation($id: ID!, $input: ScreeningGroupVerdictInput!) { updateScreeningGroup(id: $id, input: $input) ${s} }`,
    field: "updateScreeningGroup",
    variables: ({ params, body }) => ({ id: params.id, input: body }),
    response: { status: 200, schema: GroupResponse, description: "The group after the verdict" },
    ...(deprecated
      ? {
          deprecated: true,
          headers: ({ params }: RouteInput) => ({ Deprecation: "true", Link: `</api/v1/screening/groups/${params.id}>; rel="successor-version"` }),
        }
      : {}),
  });
  const person = (kind: "individuals" | "businesses", Name: "Individual" | "Business"): Route[] => [
    {
      method: "patch",
      path: `/screening/${kind}/:id`,
      summary: `Update the screening settings of ${kind === "individuals" ? "an individual" : "a business"} ({} is valid); 200 with no body`,
      tag: "Screening",
      params: IdParams,
      body: ScreeningInfoBody,
      operation: () => `mutation($id: ID!, $input: JSON!) { update${Name}ScreeningInfo(id: $id, input: $input) }`,
      field: `update${Name}ScreeningInfo`,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: Empty, description: "Updated; no body" },
      emptyBody: true,
    },
    {
      method: "patch",
      path: `/screening/${kind}/:id/summary`,
      summary: `Update the screening summary text of ${kind === "individuals" ? "an individual" : "a business"}; 200 with no body`,
      tag: "Screening",
      params: IdParams,
      body: ScreeningSummaryBody,
      operation: () => `mutation($id: ID!, $summary: String!) { update${Name}ScreeningSummary(id: $id, summary: $summary) }`,
      field: `update${Name}ScreeningSummary`,
      variables: ({ params, body }) => ({ id: params.id, summary: (body as { summary: string }).summary }),
      response: { status: 200, schema: Empty, description: "Updated; no body" },
      emptyBody: true,
    },
  ];
  return [
    {
      method: "get",
      path: "/screening/hits",
      summary: "Hits of an application grouped by type, with its adverse-media stories (spec 4.2)",
      tag: "Screening",
      query: ScreeningHitsQuery,
      operation: (s) => `query($applicationId: ID!, $individualId: ID, $businessId: ID) {
        screeningHits(applicationId: $applicationId, individualId: $individualId, businessId: $businessId) ${s} }`,
      field: "screeningHits",
      variables: ({ query }) => query,
      response: { status: 200, schema: ScreeningHitsResponse, description: "Hits by type and stories" },
    },
    {
      method: "post",
      path: "/screening/hits",
      summary: "Create a manual hit (source `manual`)",
      tag: "Screening",
      body: ManualHitBody,
      operation: (s) => `mutation($input: ManualScreeningHitInput!) { createManualScreeningHit(input: $input) ${s} }`,
      field: "createManualScreeningHit",
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: HitResponse, description: "The new hit (200, as the spec says)" },
    },
    {
      method: "post",
      path: "/screening/hits/batch",
      summary: "Record hits found by a screening engine for an application (emits screening.hits_created)",
      tag: "Screening",
      body: RecordHitsBody,
      operation: (s) => `mutation($input: JSON!) { recordScreeningHits(input: $input) ${s} }`,
      field: "recordScreeningHits",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: z.array(HitResponse), description: "The recorded hits" },
    },
    {
      method: "patch",
      path: "/screening/hits/:id",
      summary: "Set the status of a hit (a reviewer's verdict), with an optional note",
      tag: "Screening",
      params: IdParams,
      body: HitVerdictBody,
      operation: (s) => `mutation($id: ID!, $input: ScreeningHitVerdictInput!) { updateScreeningHitStatus(id: $id, input: $input) ${s} }`,
      field: "updateScreeningHitStatus",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: HitResponse, description: "The hit after the verdict" },
    },
    {
      method: "post",
      path: "/screening/groups",
      summary: "Group hits of one type into a story (they leave any group they were in)",
      tag: "Screening",
      body: CreateGroupBody,
      operation: (s) => `mutation($input: CreateScreeningGroupInput!) { createScreeningGroup(input: $input) ${s} }`,
      field: "createScreeningGroup",
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: GroupResponse, description: "The new group" },
    },
    {
      method: "post",
      path: "/screening/groups/:id/hits",
      summary: "Move hits into this group",
      tag: "Screening",
      params: IdParams,
      body: MoveHitsBody,
      operation: (s) => `mutation($id: ID!, $hitIds: [ID!]!) { moveScreeningHits(groupId: $id, hitIds: $hitIds) ${s} }`,
      field: "moveScreeningHits",
      variables: ({ params, body }) => ({ id: params.id, hitIds: (body as { hitIds: string[] }).hitIds }),
      response: { status: 200, schema: GroupResponse, description: "The group with its new members" },
    },
    groupVerdict("/screening/groups/:id", false),
    groupVerdict("/screening/stories/:id", true),
    ...person("individuals", "Individual"),
    ...person("businesses", "Business"),
    {
      method: "get",
      path: "/screening/severity-tiers",
      summary: "The account's severity tiers per hit type",
      tag: "Screening",
      operation: (s) => `query { severityTaxonomy ${s} }`,
      field: "severityTaxonomy",
      variables: () => ({}),
      response: { status: 200, schema: TaxonomyResponse, description: "Tier labels per type" },
    },
    {
      method: "put",
      path: "/screening/severity-tiers",
      summary: "Rename the account's severity tiers of the given types",
      tag: "Screening",
      body: SeverityTaxonomyBody,
      operation: (s) => `mutation($input: SeverityTaxonomyInput!) { updateSeverityTaxonomy(input: $input) ${s} }`,
      field: "updateSeverityTaxonomy",
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: TaxonomyResponse, description: "The taxonomy after the change" },
    },
  ];
}
