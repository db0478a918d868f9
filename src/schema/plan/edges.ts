// The connected graph a screen needs: edges between the areas' types, so a case page is
// one request. Every edge reads through a per-request loader that batches all parents of a list
// into a fixed number of statements, scoped to the caller's account like the REST route it mirrors;
// its lists are the REST lists' pages (same order, limits and cursors). Every edge reads its loader
// with `get` (../knownLoader.ts): a value primed by the planner answers without a promise.
import { builder } from "../builder";
import { pageArgs, toPageArgs } from "../pagination";
import { Application, UserRef } from "../applications";
import { Business, Individual } from "../keyPersons";
import { MigrationItemRef, MigrationRef } from "../migrations";
import { AuditLog, AuditLogPage } from "../audit";
import { DocumentPage, DocumentRef, TaskPage, TaskRef, TaskSortFieldEnum } from "../documents";
import { NotePage, NoteRef } from "../notes";
import { Group, Hit, HitNote, HitsView } from "../screening";
import type { GraphQLContext } from "../context";
import type { Note } from "../../generated/prisma/client";
import { whenKnown } from "../knownLoader";
import { applicationAuditLogLoader, applicationNotesLoader, applicationTasksLoader, edgePages, pageKey } from "./edgeLoaders";
import { documentPagesByApplication } from "../../domain/readModel";
import { resultSelects } from "./plan";
import { columnsFor } from "./selectedColumns";
import { taskPagesByParent } from "../../domain/tasks/service";

/** A user of the caller's account by id, or null (none set, or not a user of this account). */
const userOf = (id: string | null | undefined, ctx: GraphQLContext) => (id ? ctx.loaders.userById.get(id) : null);

builder.objectFields(Application, (t) => ({
  documents: t.field({
    type: DocumentPage,
    description: "The application's documents, a page as GET /documents?applicationId= answers it (oldest or newest first by createdAt)",
    args: { includeSuperseded: t.arg.boolean({ description: "Also list documents replaced by a newer one (with supersededBy)" }), ...pageArgs(t.arg) },
    resolve: async (app, args, ctx, info) => {
      const options = { includeSuperseded: args.includeSuperseded ?? undefined };
      // The documents' notes, when the query asks for them, are read with the documents (as one JSON value each).
      const notes = resultSelects(info, ["items", "notes"])
        ? (documentId: string, found: Note[]) => ctx.loaders.documentNotes.prime(documentId, found)
        : undefined;
      const loader = edgePages(ctx, "Application.documents", { ...pageKey(args), ...options }, async (ids) => {
        const facts = await ctx.loaders.documentFacts.loadMany(ids);
        const factsOf = new Map(ids.map((id, i) => [id, facts[i] instanceof Error ? undefined : facts[i]] as const));
        return documentPagesByApplication(
          ctx.sql,
          ctx.actor,
          ids,
          toPageArgs(args),
          options,
          (id) => factsOf.get(id) ?? undefined,
          columnsFor(info, "Document"),
          notes,
        );
      });
      return loader.get(app.id);
    },
  }),
  tasks: t.field({
    type: TaskPage,
    description: "The application's review tasks, a page as GET /tasks?applicationId= answers it",
    args: { orderBy: t.arg({ type: TaskSortFieldEnum, description: "createdAt (default) or updatedAt" }), ...pageArgs(t.arg) },
    resolve: (app, args, ctx) => applicationTasksLoader(ctx, args).get(app.id),
  }),
  screening: t.field({
    type: HitsView,
    description:
      "The application's screening hits by type, its adverse-media stories with their member hits, and the reviewer queue counts, as GET /screening/hits?applicationId= answers them",
    resolve: (app, _args, ctx) => ctx.loaders.screeningView.get(app.id),
  }),
  notes: t.field({
    type: NotePage,
    description: "Notes of the application and of its hits, documents and audit entries, a page as GET /notes?applicationId= answers it",
    args: pageArgs(t.arg),
    resolve: (app, args, ctx) => applicationNotesLoader(ctx, args).get(app.id),
  }),
  auditLog: t.field({
    type: AuditLogPage,
    description: "The application's audit trail (its documents' entries included), a page as GET /audit-logs?applicationId= answers it",
    args: pageArgs(t.arg),
    resolve: (app, args, ctx) => applicationAuditLogLoader(ctx, args).get(app.id),
  }),
}));

builder.objectField(Application, "migration", (t) =>
  t.field({
    type: MigrationItemRef,
    nullable: true,
    description: "The migration item the application was created from (its migration under `migration`); null for an application not migrated",
    resolve: (app, _args, ctx) => ctx.loaders.migrationItemByApplication.get(app.id),
  }),
);

builder.objectFields(MigrationItemRef, (t) => ({
  application: t.field({
    type: Application,
    nullable: true,
    description: "The application the item created; null until the item has one",
    resolve: (item, _args, ctx) => (item.applicationId ? ctx.loaders.applicationById.get(item.applicationId) : null),
  }),
  migration: t.field({
    type: MigrationRef,
    description: "The migration the item belongs to, with its counts",
    resolve: (item, _args, ctx) => whenKnown(ctx.loaders.migrationById.get(item.migrationId), (found) => found!),
  }),
}));

builder.objectFields(DocumentRef, (t) => ({
  application: t.field({
    type: Application,
    nullable: true,
    description: "The application the document belongs to; null for a document not filed on one",
    resolve: (doc, _args, ctx) => (doc.applicationId ? ctx.loaders.applicationById.get(doc.applicationId) : null),
  }),
  tasks: t.field({
    type: TaskPage,
    description: "Review tasks about this document, ordered and paged like GET /tasks",
    args: { orderBy: t.arg({ type: TaskSortFieldEnum, description: "createdAt (default) or updatedAt" }), ...pageArgs(t.arg) },
    resolve: (doc, args, ctx) =>
      edgePages(ctx, "Document.tasks", pageKey(args), (ids) => taskPagesByParent(ctx.db, ctx.sql, ctx.actor, "documentId", ids, toPageArgs(args))).get(doc.id),
  }),
}));

builder.objectFields(TaskRef, (t) => ({
  application: t.field({
    type: Application,
    description: "The application the task is about",
    resolve: (task, _args, ctx) => whenKnown(ctx.loaders.applicationById.get(task.applicationId), (found) => found!),
  }),
  assignee: t.field({
    type: UserRef,
    nullable: true,
    description: "Who works the task (assigneeId as a user)",
    resolve: (task, _args, ctx) => userOf(task.assigneeId, ctx),
  }),
  reviewer: t.field({
    type: UserRef,
    nullable: true,
    description: "Who reviews the task (reviewerId as a user)",
    resolve: (task, _args, ctx) => userOf(task.reviewerId, ctx),
  }),
}));

builder.objectFields(Hit, (t) => ({
  application: t.field({
    type: Application,
    description: "The application the hit was found for",
    resolve: (hit, _args, ctx) => whenKnown(ctx.loaders.applicationById.get(hit.applicationId), (found) => found!),
  }),
  individual: t.field({
    type: Individual,
    nullable: true,
    description: "The screened individual (key person) when the hit is about one; null for a hit on a business or on the application alone",
    resolve: (hit, _args, ctx) => (hit.individualId ? ctx.loaders.individualById.get(hit.individualId) : null),
  }),
  business: t.field({
    type: Business,
    nullable: true,
    description: "The screened business (key person) when the hit is about one; null otherwise",
    resolve: (hit, _args, ctx) => (hit.businessId ? ctx.loaders.businessById.get(hit.businessId) : null),
  }),
  group: t.field({
    type: Group,
    nullable: true,
    description: "The screening group (story) the hit belongs to, if any",
    resolve: (hit, _args, ctx) => (hit.groupId ? ctx.loaders.groupById.get(hit.groupId) : null),
  }),
}));

builder.objectField(NoteRef, "author", (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: "Who wrote the note (createdBy as a user)",
    resolve: (note, _args, ctx) => userOf(note.createdById, ctx),
  }),
);
builder.objectField(HitNote, "author", (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: "Who wrote the note (createdBy as a user)",
    resolve: (note, _args, ctx) => userOf(note.createdById, ctx),
  }),
);
builder.objectField(AuditLog, "performedBy", (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: "The user who made the change; null for the service's own automated steps",
    resolve: (entry, _args, ctx) => userOf(entry.performedById, ctx),
  }),
);
