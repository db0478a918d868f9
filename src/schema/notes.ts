// Notes in GraphQL (spec 2.3).
import { builder } from "./builder";
import { NodeRef } from "./node";
import { defined } from "./inputHelpers";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { NoteUser } from "./screening";
import { notFound } from "../errors";
import { attachmentsOf, createNote, deleteNote, listNotes, ownedNote, updateNote, type ListedNote, type NoteAttachment } from "../domain/notes/notes";
import * as inputs from "../domain/notes/inputs";
import { DOWNLOAD_URL_TTL_SECONDS } from "../storage/objectStore";
import { enumOf, inputOf } from "./zodInputs";

const NoteEntityTypeEnum = enumOf("NoteEntityType", inputs.NOTE_ENTITY_TYPES, "What a note is on");

const AttachmentRef = builder.objectRef<NoteAttachment & { fileUrl: string }>("NoteAttachment").implement({
  description: "A file attached to a note",
  fields: (t) => ({
    key: t.exposeString("key", { description: "The stored file's key" }),
    fileName: t.exposeString("fileName", { description: "The file's name" }),
    contentType: t.exposeString("contentType", { description: "Its MIME type" }),
    sha256: t.string({
      description: "SHA-256 of the bytes copied from the upload when the note was written; the local store serves fileUrl only while they still hash to it",
      nullable: true,
      resolve: (a) => a.sha256 ?? null,
    }),
    byteSize: t.int({ description: "Size in bytes of the copy made when the note was written", nullable: true, resolve: (a) => a.byteSize ?? null }),
    fileUrl: t.exposeString("fileUrl", { description: "A freshly signed URL to GET it from" }),
  }),
});
export const NoteRef = builder
  .objectRef<ListedNote | (Omit<ListedNote, "sourceLabel" | "sourceLinkId"> & { sourceLabel?: null; sourceLinkId?: null })>("Note")
  .implement({
    description: "A note on an application, or on one of its hits, documents or audit entries",
    interfaces: [NodeRef],
    fields: (t) => ({
      id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
      entityType: t.field({ description: "What the note is on", type: NoteEntityTypeEnum, resolve: (n) => n.entityType }),
      entityId: t.exposeString("entityId", { description: "The id of what the note is on" }),
      applicationId: t.exposeString("applicationId", { description: "The application it belongs to" }),
      content: t.exposeString("content", { description: "The note's text" }),
      attachments: t.field({
        type: [AttachmentRef],
        description: "Files attached to a document note; fileUrl is signed afresh on every read",
        resolve: (n, _a, ctx) =>
          Promise.all(
            attachmentsOf(n).map(async (a) => ({
              ...a,
              fileUrl: await ctx.objectStore.signedDownloadUrl(a.key, { contentType: a.contentType, ttlSeconds: DOWNLOAD_URL_TTL_SECONDS, sha256: a.sha256 }),
            })),
          ),
      }),
      createdBy: t.exposeString("createdById", { description: "The id of the user who wrote it" }),
      updatedBy: t.exposeString("updatedById", { description: "The id of the user who last changed it", nullable: true }),
      createdByUser: t.field({
        description: "The user who wrote it",
        type: NoteUser,
        resolve: async (n, _a, ctx) => (await ctx.loaders.userById.load(n.createdById)) ?? Promise.reject(notFound("User")),
      }),
      updatedByUser: t.field({
        description: "The user who last changed it",
        type: NoteUser,
        nullable: true,
        resolve: (n, _a, ctx) => (n.updatedById ? ctx.loaders.userById.load(n.updatedById) : null),
      }),
      createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
      updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
      deleted: t.exposeBoolean("deleted", { description: "Deleted (kept for the audit trail)" }),
      stewardOnly: t.exposeBoolean("stewardOnly", { description: "Visible to operators only" }),
      sourceLabel: t.string({ nullable: true, description: "Filled by the by-application listing only", resolve: (n) => n.sourceLabel ?? null }),
      sourceLinkId: t.string({ nullable: true, description: "Filled by the by-application listing only", resolve: (n) => n.sourceLinkId ?? null }),
    }),
  });

export const NotePage = pageType("NotePage", NoteRef);

// Inputs are read off the domain's zod inputs (src/domain/notes/inputs.ts), descriptions included.
inputOf("NoteAttachmentInput", inputs.NoteAttachmentInput, "A file, uploaded before, to attach to a note");
const CreateNoteInput = inputOf("CreateNoteInput", inputs.CreateNoteInput, "A new note on an application, a screening hit, a document or an audit entry", {
  ids: ["entityId", "applicationId"],
});

builder.queryFields((t) => ({
  note: t.field({
    description: "One note (not deleted; steward-only ones for operator keys only); sourceLabel and sourceLinkId are filled by the listing only",
    type: NoteRef,
    args: { id: t.arg.id({ required: true, description: "The note's id" }) },
    resolve: (_r, a, ctx) => ownedNote(ctx.db, ctx.actor, String(a.id)),
  }),
  notes: t.field({
    description: "Notes of an application (and of its hits, documents and audit entries), a page at a time",
    type: NotePage,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application whose notes (and those of its hits, documents and audit entries) to list" }),
      ...pageArgs(t.arg),
    },
    resolve: (_r, a, ctx) => listNotes(ctx.db, ctx.sql, ctx.actor, String(a.applicationId), toPageArgs(a)),
  }),
}));

builder.mutationFields((t) => ({
  createNote: t.field({
    description: "Adds a note to an application, hit, document, workflow version or audit entry",
    type: NoteRef,
    args: { input: t.arg({ type: CreateNoteInput, required: true, description: "What the note is on and its text" }) },
    resolve: (_r, a, ctx) => createNote(ctx.db, ctx.objectStore, ctx.actor, defined(a.input)),
  }),
  updateNote: t.field({
    description: "Changes a note's content",
    type: NoteRef,
    args: {
      id: t.arg.id({ required: true, description: "The note to change" }),
      content: t.arg.string({ required: true, description: "The note's new text" }),
    },
    resolve: (_r, a, ctx) => updateNote(ctx.db, ctx.actor, String(a.id), { content: a.content }),
  }),
  deleteNote: t.boolean({
    description: "Deletes a note (kept, marked deleted); true when done",
    args: { id: t.arg.id({ required: true, description: "The note to delete" }) },
    resolve: async (_r, a, ctx) => (await deleteNote(ctx.db, ctx.actor, String(a.id)), true),
  }),
}));
