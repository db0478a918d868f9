// Documents, uploads and tasks in GraphQL (spec 2.4, 2.5, 4.4, 4.7). Derived fields are computed
// here on read from per-application facts loaded once per request.
import { builder } from "./builder";
import { NodeRef } from "./node";
import { defined, present } from "./inputHelpers";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { Hit } from "./screening";
import { NoteRef } from "./notes";
import { arrivalOf, duplicateOf, passedAllChecks, resultsOf, supersededCheckKeys, workflowOrderOf, type StoredResult } from "../domain/documents/derived";
import { createUpload, getDocument, listDocuments, registerDocument, updateDocument, type DocumentWithValidations } from "../domain/documents/service";
import { DOCUMENT_SUB_TYPES, DOCUMENT_TYPES, ORIGIN_SYSTEMS, VALIDATION_TYPES, documentTitle } from "../domain/documents/types";
import { getTask, listTasks, updateTask } from "../domain/tasks/service";
import { TASK_ENTITY_TYPES, TASK_STATUSES, TASK_TYPES, UpdateTaskInput as UpdateTaskZod } from "../domain/tasks/inputs";
import * as inputs from "../domain/documents/inputs";
import { enumOf, inputOf } from "./zodInputs";
import { DOWNLOAD_URL_TTL_SECONDS } from "../storage/objectStore";
import type { DocumentValidation, Task } from "../generated/prisma/client";
import { whenKnown } from "./knownLoader";

const DocumentTypeEnum = enumOf("DocumentType", DOCUMENT_TYPES, "The kind of a document");
const DocumentSubTypeEnum = enumOf("DocumentSubType", DOCUMENT_SUB_TYPES, "The finer kind of a document, where its type has kinds");
const OriginSystemEnum = enumOf("OriginSystem", ORIGIN_SYSTEMS, "The system a document came from");
const ValidationTypeEnum = enumOf("ValidationType", VALIDATION_TYPES, "The kind of a document check");
const HiddenSourceEnum = enumOf(
  "DocumentHiddenSource",
  ["CLIENT", "SERVICE"] as const,
  "CLIENT: hidden by the customer; SERVICE: hidden by the operator, or with no recorded source",
);
const ArrivalEnum = enumOf(
  "DocumentArrival",
  ["initial_onboarding", "periodic_review", "additional_info_request"] as const,
  "How a document arrived: at onboarding, at a periodic review, or answering a request",
);
const TaskStatusEnum = enumOf("TaskStatus", TASK_STATUSES, "Where a task stands");
const TaskTypeEnum = enumOf("TaskType", TASK_TYPES, "The kind of a task");
const TaskEntityTypeEnum = enumOf("TaskEntityType", TASK_ENTITY_TYPES, "What a task is about");
export const TaskSortFieldEnum = enumOf("TaskSortField", ["createdAt", "updatedAt"] as const, "The field a task list is ordered by");

const ValidationResultRef = builder.objectRef<StoredResult>("ValidationResult").implement({
  description: "One result of a document check",
  fields: (t) => ({
    key: t.exposeString("key", { description: "Which check this is, stable across runs (e.g. id_card.not_expired)" }),
    isValid: t.exposeBoolean("isValid", { description: "Whether the document passed it" }),
    label: t.exposeString("label", { description: "The check as a reviewer reads it" }),
    value: t.exposeString("value", { description: "What was found, as text" }),
    explanation: t.string({ nullable: true, description: "Optional context: why it passed or failed", resolve: (r) => r.explanation ?? null }),
  }),
});

const ValidationRef = builder.objectRef<DocumentValidation>("DocumentValidation").implement({
  description: "One check run on a document and its results",
  fields: (t) => ({
    type: t.field({ type: ValidationTypeEnum, description: "The validation type (spec 2.4.2)", resolve: (v) => v.type as (typeof VALIDATION_TYPES)[number] }),
    results: t.field({ type: [ValidationResultRef], description: "Its results, one per check", resolve: (v) => resultsOf(v) }),
    validationAttempts: t.exposeInt("validationAttempts", { description: "Starts at 1 and counts each upload of this document type" }),
    jobId: t.exposeString("jobId", { nullable: true, description: "The vendor's or service's job that produced it, if any" }),
  }),
});

interface SubjectShape {
  entityKey: string;
  name: string;
  entityType: string;
}
const SubjectRef = builder.objectRef<SubjectShape>("DocumentSubject").implement({
  description: "Whom a document is about (a key person of the application)",
  fields: (t) => ({
    entityKey: t.exposeString("entityKey", { description: "Stable key of the person: entityType|lower-cased name" }),
    name: t.exposeString("name", { description: "The person's name" }),
    entityType: t.exposeString("entityType", { description: "business or individual" }),
  }),
});

interface InfoRequestShape {
  requestId: string;
  itemId?: string | null;
  reason?: string | null;
  requestedByName?: string | null;
  ownerLabel?: string | null;
}
const InfoRequestRef = builder.objectRef<InfoRequestShape>("AdditionalInfoRequest").implement({
  description: "The additional-information request a document answers (spec 2.4)",
  fields: (t) => ({
    requestId: t.exposeString("requestId", { description: "The request's id" }),
    itemId: t.string({ nullable: true, description: "The requested item's id, if any", resolve: (r) => r.itemId ?? null }),
    reason: t.string({ nullable: true, description: "Why it was asked for", resolve: (r) => r.reason ?? null }),
    requestedByName: t.string({ nullable: true, description: "Who asked", resolve: (r) => r.requestedByName ?? null }),
    ownerLabel: t.string({ nullable: true, description: "Whom the ask was about, if not the applicant", resolve: (r) => r.ownerLabel ?? null }),
  }),
});

const DuplicateRef = builder.objectRef<{ documentId: string; fileName: string; createdAt: Date }>("DocumentDuplicateOf").implement({
  description: "The earlier document with the same content",
  fields: (t) => ({
    documentId: t.exposeString("documentId", { description: "The earlier document's id" }),
    fileName: t.exposeString("fileName", { description: "Its file name" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
  }),
});
const SupersededByRef = builder.objectRef<{ documentId: string }>("DocumentSupersededBy").implement({
  description: "The newer document that replaced this one",
  fields: (t) => ({ documentId: t.exposeString("documentId", { description: "The newer document's id" }) }),
});
const AddedByRef = builder.objectRef<{ userId: string; name: string }>("DocumentAddedBy").implement({
  description: "The user who added a document",
  fields: (t) => ({ userId: t.exposeString("userId", { description: "The user's id" }), name: t.exposeString("name", { description: "The user's name" }) }),
});

type DocumentRow = DocumentWithValidations & { supersededBy?: { documentId: string } };

export const DocumentRef = builder.objectRef<DocumentRow>("Document").implement({
  description: "A document filed for an application (or on its own), with its checks and derived state",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    type: t.field({ description: "The kind of document", type: DocumentTypeEnum, resolve: (d) => d.type as (typeof DOCUMENT_TYPES)[number] }),
    originSystem: t.field({
      description: "The system it came from",
      type: OriginSystemEnum,
      nullable: true,
      resolve: (d) => d.originSystem as (typeof ORIGIN_SYSTEMS)[number] | null,
    }),
    subType: t.field({
      description: "The finer kind, where the type has kinds",
      type: DocumentSubTypeEnum,
      nullable: true,
      resolve: (d) => d.subType as (typeof DOCUMENT_SUB_TYPES)[number] | null,
    }),
    title: t.string({ description: "Human-readable label of the type", resolve: (d) => documentTitle(d.type) }),
    fileName: t.exposeString("fileName", { description: "The file's name as uploaded" }),
    key: t.exposeString("key", { description: "The object-store key of the file" }),
    contentType: t.exposeString("contentType", { description: "The file's media type" }),
    byteSize: t.float({
      description: "The file's size in bytes; null before it is stored",
      nullable: true,
      resolve: (d) => (d.byteSize === null ? null : Number(d.byteSize)),
    }),
    sha256: t.exposeString("sha256", { description: "SHA-256 of the file; null before it is stored", nullable: true }),
    url: t.string({
      nullable: true,
      description: "Signed afresh on every read, valid about 7 days; null when no object is stored",
      resolve: (d, _a, ctx) =>
        d.sha256 ? ctx.objectStore.signedDownloadUrl(d.key, { contentType: d.contentType, ttlSeconds: DOWNLOAD_URL_TTL_SECONDS, sha256: d.sha256 }) : null,
    }),
    hidden: t.exposeBoolean("hidden", { description: "Hidden from the customer's view" }),
    hiddenSource: t.field({
      description: "Who hid it: the client or the service",
      type: HiddenSourceEnum,
      nullable: true,
      resolve: (d) => (!d.hidden ? null : d.hiddenSource === "CLIENT" ? "CLIENT" : "SERVICE"),
    }),
    replaced: t.boolean({
      description: "A newer document of the same kind for the same subject passed every check",
      resolve: (d, _a, ctx) =>
        d.applicationId ? whenKnown(ctx.loaders.documentFacts.get(d.applicationId), (facts) => Boolean(facts?.replacedBy.has(d.id))) : false,
    }),
    applicationId: t.exposeString("applicationId", { nullable: true, description: "The application it belongs to, if any" }),
    validations: t.field({ description: "The checks run on it, oldest first", type: [ValidationRef], resolve: (d) => d.validations }),
    validated: t.boolean({ description: "Every check of the document has run", resolve: (d) => d.validatedAt !== null }),
    passedAllChecks: t.boolean({ description: "Checks ran and every counted result is valid", resolve: (d) => passedAllChecks(d) }),
    supersededCheckKeys: t.stringList({
      description: "Own check keys superseded by a vendor verdict on the same concern; derived on read",
      resolve: (d) => supersededCheckKeys(d.validations),
    }),
    metadata: t.field({ description: "Free-form metadata the client attached", type: "JSON", nullable: true, resolve: (d) => d.metadata }),
    subject: t.field({
      description: "Whom the document is about",
      type: SubjectRef,
      nullable: true,
      resolve: (d) => (d.subject as SubjectShape | null) ?? null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    notes: t.field({ description: "Notes on the document, oldest first", type: [NoteRef], resolve: (d, _a, ctx) => ctx.loaders.documentNotes.get(d.id) }),
    arrival: t.field({
      description: "How it arrived: at onboarding, at a periodic review, or answering a request",
      type: ArrivalEnum,
      resolve: (d, _a, ctx) =>
        d.applicationId ? whenKnown(ctx.loaders.documentFacts.get(d.applicationId), (facts) => arrivalOf(d, facts)) : arrivalOf(d, undefined),
    }),
    duplicateOf: t.field({
      description: "The earlier document with the same content, if any",
      type: DuplicateRef,
      nullable: true,
      resolve: (d, _a, ctx) => (d.applicationId ? whenKnown(ctx.loaders.documentFacts.get(d.applicationId), (facts) => duplicateOf(d, facts)) : null),
    }),
    supersededBy: t.field({
      type: SupersededByRef,
      nullable: true,
      description: "Only on rows of an includeSuperseded listing",
      resolve: (d) => d.supersededBy ?? null,
    }),
    additionalInfoRequest: t.field({
      description: "The additional-information request it answers, if any",
      type: InfoRequestRef,
      nullable: true,
      resolve: (d) => (d.additionalInfoRequest as InfoRequestShape | null) ?? null,
    }),
    addedBy: t.field({
      description: "The user who added it, if a user did",
      type: AddedByRef,
      nullable: true,
      resolve: (d) => (d.addedById ? { userId: d.addedById, name: d.addedByName ?? "" } : null),
    }),
    workflowOrder: t.int({
      description: "Its position in the onboarding workflow's required documents; null when not required",
      nullable: true,
      resolve: (d, _a, ctx) => (d.applicationId ? whenKnown(ctx.loaders.documentFacts.get(d.applicationId), (facts) => workflowOrderOf(d.type, facts)) : null),
    }),
  }),
});

export const DocumentPage = pageType("DocumentPage", DocumentRef);

const UploadRef = builder.objectRef<{ key: string; uploadUrl: string; expiresAt: Date }>("DocumentUpload").implement({
  description: "Where to PUT a document's file before registering it",
  fields: (t) => ({
    key: t.exposeString("key", { description: "The key to register the document with (POST /api/v1/documents, registerDocument)" }),
    uploadUrl: t.exposeString("uploadUrl", { description: "A signed URL to PUT the file's bytes to (Content-Type as declared), before expiresAt" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When the URL stops working" }),
  }),
});

export const TaskRef = builder.objectRef<Task>("Task").implement({
  description: "A review task on an application: a document to check, a hit to review, missing data to supply",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    applicationId: t.exposeString("applicationId", { description: "The application it belongs to" }),
    status: t.field({ description: "Where the task stands", type: TaskStatusEnum, resolve: (task) => task.status as (typeof TASK_STATUSES)[number] }),
    type: t.field({ description: "The kind of task", type: TaskTypeEnum, resolve: (task) => task.type as (typeof TASK_TYPES)[number] }),
    title: t.exposeString("title", { description: "Short title" }),
    description: t.exposeString("description", { description: "What to do", nullable: true }),
    entityType: t.field({
      description: "What the task is about",
      type: TaskEntityTypeEnum,
      resolve: (task) => task.entityType as (typeof TASK_ENTITY_TYPES)[number],
    }),
    entityId: t.exposeString("entityId", { description: "The id of what the task is about" }),
    documentType: t.exposeString("documentType", {
      nullable: true,
      description: "The type a MISSING_DOCUMENT task asks for (a US_INDICIUM task: the first document that cures its indicium)",
    }),
    usIndicium: t.exposeString("usIndicium", {
      nullable: true,
      description: "A US_INDICIUM task's indicium, KIND|subjectId (Application.fatca.indicia: kind and subjectId); one open task per indicium",
    }),
    document: t.field({
      description: "The document the task is about, if any",
      type: DocumentRef,
      nullable: true,
      resolve: (task, _a, ctx) => (task.documentId ? ctx.loaders.documentById.get(task.documentId) : null),
    }),
    screeningHit: t.field({
      description: "The screening hit the task is about, if any",
      type: Hit,
      nullable: true,
      resolve: (task, _a, ctx) => (task.screeningHitId ? ctx.loaders.hitById.get(task.screeningHitId) : null),
    }),
    assigneeId: t.exposeString("assigneeId", { description: "The user who works the task", nullable: true }),
    reviewerId: t.exposeString("reviewerId", { description: "The user who reviews the task", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

export const TaskPage = pageType("TaskPage", TaskRef);

// Inputs are read off the domain's zod inputs (src/domain/documents/inputs.ts, UpdateTaskInput in
// src/domain/tasks/inputs.ts), descriptions included. GraphQL takes a subject's entityType and
// suppliedBy as strings, as it always has (no GraphQL enum has those values).
inputOf("DocumentSubjectInput", inputs.DocumentSubject, "Whom a document is about (a key person of the application)", { strings: ["entityType"] });
inputOf("AdditionalInfoRequestInput", inputs.AdditionalInfoRequest, "The additional-information request a registered document answers");
const RegisterDocumentInput = inputOf(
  "RegisterDocumentInput",
  inputs.RegisterDocumentInput,
  "A document whose file was uploaded (its key), to register on an application",
  {
    ids: ["applicationId"],
    strings: ["suppliedBy"],
  },
);
inputOf("ValidationResultInput", inputs.ValidationResult, "One result of a document check");
inputOf("DocumentValidationInput", inputs.DocumentValidationInput, "One check's results, as a vendor or reviewer reports them");
const UpdateDocumentInput = inputOf("UpdateDocumentInput", inputs.UpdateDocumentInput, "Changes to a document; fields left out stay as they are");
const UpdateTaskInput = inputOf("UpdateTaskInput", UpdateTaskZod, "Changes to a task: status, assignee, reviewer");

builder.queryFields((t) => ({
  document: t.field({
    description: "One document, with a freshly signed url",
    type: DocumentRef,
    args: { id: t.arg.id({ required: true, description: "The document's id" }) },
    resolve: (_r, a, ctx) => getDocument(ctx.db, ctx.actor, String(a.id)),
  }),
  documents: t.field({
    description: "Documents of an application, oldest or newest first, a page at a time",
    type: DocumentPage,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application whose documents to list" }),
      includeSuperseded: t.arg.boolean({ description: "Also list documents replaced by a newer one (with supersededBy)" }),
      ...pageArgs(t.arg),
    },
    resolve: async (_r, a, ctx) => {
      const applicationId = String(a.applicationId);
      const page = await listDocuments(ctx.sql, ctx.actor, { applicationId, includeSuperseded: a.includeSuperseded ?? undefined }, toPageArgs(a));
      ctx.loaders.documentFacts.prime(applicationId, page.facts); // the listing already read them
      return page;
    },
  }),
  task: t.field({
    description: "One review task, with its document or screening hit",
    type: TaskRef,
    args: { id: t.arg.id({ required: true, description: "The task's id" }) },
    resolve: (_r, a, ctx) => getTask(ctx.db, ctx.actor, String(a.id)),
  }),
  tasks: t.field({
    description: "Review tasks of the account, or of one application, a page at a time",
    type: TaskPage,
    args: {
      applicationId: t.arg.id({ description: "The application whose review tasks to list" }),
      status: t.arg({ type: [TaskStatusEnum], description: "Any of these statuses" }),
      type: t.arg({ type: [TaskTypeEnum], description: "Any of these task types" }),
      assigneeId: t.arg.id({ description: "Assigned to this user" }),
      reviewerId: t.arg.id({ description: "Reviewed by this user" }),
      orderBy: t.arg({ type: TaskSortFieldEnum, description: "createdAt (default) or updatedAt" }),
      ...pageArgs(t.arg),
    },
    resolve: (_r, a, ctx) =>
      listTasks(
        ctx.sql,
        ctx.actor,
        {
          applicationId: a.applicationId ? String(a.applicationId) : null,
          status: a.status,
          type: a.type,
          assigneeId: a.assigneeId ? String(a.assigneeId) : null,
          reviewerId: a.reviewerId ? String(a.reviewerId) : null,
        },
        toPageArgs(a),
      ),
  }),
}));

builder.mutationFields((t) => ({
  createDocumentUpload: t.field({
    description: "A key and a signed URL to PUT a file's bytes to; then registerDocument",
    type: UploadRef,
    args: {
      fileName: t.arg.string({ required: true, description: "The file's name, kept with the upload's key" }),
      contentType: t.arg.string({ required: true, description: "The file's media type, which the upload's PUT must send" }),
    },
    resolve: (_r, a, ctx) => createUpload(ctx.objectStore, ctx.actor, { fileName: a.fileName, contentType: a.contentType }),
  }),
  registerDocument: t.field({
    description: "Registers an uploaded document on an application (its bytes are hashed; validation starts)",
    type: DocumentRef,
    args: { input: t.arg({ type: RegisterDocumentInput, required: true, description: "The uploaded file's key and what the document is" }) },
    resolve: async (_r, a, ctx) => {
      const doc = await registerDocument(ctx.db, ctx.objectStore, ctx.actor, defined(a.input));
      return getDocument(ctx.db, ctx.actor, doc.id);
    },
  }),
  updateDocument: t.field({
    description: "Hides or shows a document, sets metadata, records a vendor verdict",
    type: DocumentRef,
    args: {
      id: t.arg.id({ required: true, description: "The document to change" }),
      input: t.arg({ type: UpdateDocumentInput, required: true, description: "The fields to change; those left out stay as they are" }),
    },
    resolve: (_r, a, ctx) => updateDocument(ctx.db, ctx.actor, String(a.id), defined(a.input)),
  }),
  updateTask: t.field({
    description: "Changes a task's status, assignee or reviewer",
    type: TaskRef,
    args: {
      id: t.arg.id({ required: true, description: "The task to change" }),
      input: t.arg({ type: UpdateTaskInput, required: true, description: "The new status, assignee or reviewer" }),
    },
    resolve: (_r, a, ctx) => updateTask(ctx.db, ctx.actor, String(a.id), present(a.input)),
  }),
}));
