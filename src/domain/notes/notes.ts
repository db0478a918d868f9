// Notes (spec 2.3) on applications, screening hits, documents, workflow versions and audit entries.
// Steward-only notes are written by operator keys only and never shown to customer keys.
import { auditHeadline } from "../audit/headlines";
import { Prisma, type Note, type PrismaClient } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { pagesByParent, type ChildList } from "../pagination/byParent";
import { OLDEST_FIRST, rowsByLink, type ColumnOf, type RelatedRows } from "../pagination/rows";
import type { Actor } from "../auth/context";
import { withChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { DomainError, invalid, notFound } from "../../errors";
import { readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { parseInput } from "../../kernel/validation";
import type { z } from "zod";
import { copyUpload, isValidKey, newAttachmentKey, uploadKeyPrefix, type ObjectStore } from "../../storage/objectStore";
import type { Tx } from "../../db/transaction";
import { CreateNoteInput, UpdateNoteInput } from "./inputs";

export interface NoteAttachment {
  key: string;
  fileName: string;
  contentType: string;
  /** SHA-256 and size of the bytes copied when the note was written (none on notes written before copies were made). */
  sha256?: string;
  byteSize?: number;
}

export function attachmentsOf(note: Pick<Note, "attachments">): NoteAttachment[] {
  return Array.isArray(note.attachments) ? (note.attachments as unknown as NoteAttachment[]) : [];
}

const notAnUpload = (i: number) =>
  invalid("Attachment key is not an upload of this account", [
    { path: `attachments.${i}.key`, message: "upload the file through POST /api/v1/documents/uploads first; each upload is attached once" },
  ]);

/**
 * Attachments are the note's own uploads, on document notes only: keys of the caller's upload space
 * (never a registered document's or another note's evidence key, which live elsewhere), each once, and
 * attached to no note yet (notes written before attachments were copied kept their upload's key).
 */
async function checkAttachments(db: PrismaClient, actor: Actor, input: z.output<typeof CreateNoteInput>) {
  const attachments = input.attachments ?? [];
  if (attachments.length === 0) return;
  if (input.entityType !== "DOCUMENT")
    throw invalid("Only document notes carry attachments", [{ path: "attachments", message: "allowed on DOCUMENT notes only" }]);
  const prefix = uploadKeyPrefix(actor.accountId);
  for (const [i, a] of attachments.entries()) {
    if (!isValidKey(a.key) || !a.key.startsWith(prefix) || attachments.findIndex((b) => b.key === a.key) !== i) throw notAnUpload(i);
  }
  const keys = attachments.map((a) => a.key);
  const [taken] = await db.$queryRaw<{ key: string }[]>`
    SELECT a->>'key' AS key FROM "Note" n, jsonb_array_elements(n.attachments) a
    WHERE n."accountId" = ${actor.accountId} AND jsonb_array_length(n.attachments) > 0 AND a->>'key' = ANY(${keys}::text[]) LIMIT 1`;
  if (taken) throw notAnUpload(keys.indexOf(taken.key));
}

/**
 * Copies each upload to an attachment key of its own, hashed on the way (as a document's upload is
 * copied to its evidence key): a PUT to the upload URL afterwards cannot change what the note shows.
 * 400 when nothing was uploaded; a failure leaves no copy behind.
 */
async function copyAttachments(store: ObjectStore, actor: Actor, input: z.output<typeof CreateNoteInput>): Promise<NoteAttachment[]> {
  const copied: NoteAttachment[] = [];
  try {
    for (const [i, a] of (input.attachments ?? []).entries()) {
      const key = newAttachmentKey(actor.accountId, a.fileName);
      const stored = await copyUpload(store, a.key, key, a.contentType);
      if (!stored) throw notAnUpload(i);
      copied.push({ key, fileName: a.fileName, contentType: a.contentType, sha256: stored.sha256, byteSize: stored.byteSize });
    }
  } catch (err) {
    await removeObjects(store, copied);
    throw err;
  }
  return copied;
}

const removeObjects = (store: ObjectStore, objects: { key: string }[]) => Promise.all(objects.map((o) => store.delete(o.key).catch(() => undefined)));

const NOTES_LIST: ListSpec<"createdAt"> = {
  name: "notes",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

/** The application a note's parent belongs to, or 404 when the parent is not the caller's. */
async function parentApplicationId(tx: Tx, actor: Actor, input: z.output<typeof CreateNoteInput>): Promise<string> {
  const scope = owned(actor);
  let applicationId: string | null | undefined;
  switch (input.entityType) {
    case "APPLICATION":
      applicationId = (await tx.application.findFirst({ where: { id: input.entityId, ...scope }, select: { id: true } }))?.id;
      break;
    case "SCREENING_HIT":
      applicationId = (await tx.screeningHit.findFirst({ where: { id: input.entityId, ...scope }, select: { applicationId: true } }))?.applicationId;
      break;
    case "DOCUMENT":
      applicationId = (await tx.document.findFirst({ where: { id: input.entityId, ...scope }, select: { applicationId: true } }))?.applicationId;
      break;
    case "AUDIT_LOG":
      applicationId = (await tx.auditLog.findFirst({ where: { id: input.entityId, ...scope }, select: { applicationId: true } }))?.applicationId;
      break;
    case "WORKFLOW_VERSION":
      if (!input.applicationId) throw invalid("applicationId is required for WORKFLOW_VERSION notes", [{ path: "applicationId", message: "required" }]);
      applicationId = (await tx.application.findFirst({ where: { id: input.applicationId, ...scope }, select: { id: true } }))?.id;
      break;
  }
  if (!applicationId) throw notFound(input.entityType === "WORKFLOW_VERSION" ? "Application" : "Note parent");
  return applicationId;
}

/** Who sees which notes: steward-only notes are for operator keys only (the one statement of the rule: Prisma's reads and the lists' specifications spread it). */
export function noteVisibility(actor: Actor) {
  return actor.operator ? {} : { stewardOnly: false };
}
const visible = noteVisibility;

/** One note as GET /notes/{id} answers it: the account's, not deleted, steward-only ones for operators only. */
export async function ownedNote(tx: Tx | PrismaClient, actor: Actor, id: string): Promise<Note> {
  return orNotFound("Note", tx.note.findFirst({ where: { id, ...owned(actor), deleted: false, ...visible(actor) } }));
}

export async function createNote(db: PrismaClient, store: ObjectStore, actor: Actor, raw: unknown): Promise<Note> {
  const input = parseInput(CreateNoteInput, raw);
  if (input.stewardOnly && !actor.operator) {
    throw invalid("Only operator keys write steward-only notes", [{ path: "stewardOnly", message: "customer keys cannot set it" }]);
  }
  await checkAttachments(db, actor, input);
  // Copied before the transaction: moving the bytes may take a while and must not hold the lock.
  const attachments = await copyAttachments(store, actor, input);
  let note: Note;
  try {
    note = await writeNote(db, actor, input, attachments);
  } catch (err) {
    // Only a refusal is known to have rolled back (as registerDocument: a copy of a committed note is evidence).
    if (err instanceof DomainError) await removeObjects(store, attachments);
    throw err;
  }
  await removeObjects(store, input.attachments ?? []); // the upload is spent: attached once, never served as this note's
  return note;
}

function writeNote(db: PrismaClient, actor: Actor, input: z.output<typeof CreateNoteInput>, attachments: NoteAttachment[]): Promise<Note> {
  return withChange(db, actor, async ({ tx, lock, audit, emit }) => {
    const applicationId = await parentApplicationId(tx, actor, input);
    await lock(applicationId);
    const note = await tx.note.create({
      data: {
        ...owned(actor),
        applicationId,
        entityType: input.entityType,
        entityId: input.entityId,
        content: input.content,
        stewardOnly: input.stewardOnly ?? false,
        attachments: attachments as unknown as Prisma.InputJsonValue,
        createdById: actor.userId,
      },
    });
    await audit({
      applicationId,
      type: "note.created",
      entityType: "NOTE",
      entityId: note.id,
      changes: { content: { before: null, after: note.content } },
      hidden: note.stewardOnly || actor.operator,
    });
    await emit({
      event: "note.created",
      entityType: "NOTE",
      entityId: note.id,
      applicationId,
      metadata: { noteEntityType: note.entityType, noteEntityId: note.entityId },
      operatorOnly: note.stewardOnly,
    });
    return note;
  });
}

export async function updateNote(db: PrismaClient, actor: Actor, id: string, raw: unknown): Promise<Note> {
  const input = parseInput(UpdateNoteInput, raw);
  return withChange(db, actor, async ({ tx, lock, audit, emit }) => {
    const before = await ownedNote(tx, actor, id);
    await lock(before.applicationId);
    if (before.content === input.content) return before;
    const note = await tx.note.update({ where: { id }, data: { content: input.content, updatedById: actor.userId } });
    await audit({
      applicationId: note.applicationId,
      type: "note.updated",
      entityType: "NOTE",
      entityId: id,
      changes: { content: { before: before.content, after: note.content } },
      hidden: note.stewardOnly || actor.operator,
    });
    await emit({ event: "note.updated", entityType: "NOTE", entityId: id, applicationId: note.applicationId, operatorOnly: note.stewardOnly });
    return note;
  });
}

/** Soft delete: the note stays, marked deleted, out of listings. */
export async function deleteNote(db: PrismaClient, actor: Actor, id: string): Promise<void> {
  await withChange(db, actor, async ({ tx, lock, audit, emit }) => {
    const before = await ownedNote(tx, actor, id);
    await lock(before.applicationId);
    await tx.note.update({ where: { id }, data: { deleted: true, updatedById: actor.userId } });
    await audit({
      applicationId: before.applicationId,
      type: "note.deleted",
      entityType: "NOTE",
      entityId: id,
      changes: { deleted: { before: false, after: true } },
      hidden: before.stewardOnly || actor.operator,
    });
    await emit({ event: "note.deleted", entityType: "NOTE", entityId: id, applicationId: before.applicationId, operatorOnly: before.stewardOnly });
  });
}

export type ListedNote = Note & { sourceLabel: string | null; sourceLinkId: string | null };

/** GET /api/v1/notes?applicationId=: every note of the application, with where it came from. */
export async function listNotes(db: PrismaClient, sql: SqlReader, actor: Actor, applicationId: string | undefined, pageArgs: PageArgs) {
  if (!applicationId) throw invalid("applicationId is required", [{ path: "applicationId", message: "required" }]);
  const page = readPage(pageArgs, NOTES_LIST, actor.accountId);
  await orNotFound("Application", db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, select: { id: true } }));
  const [notes] = await pagesByParent(sql, applicationNotes(actor), page, actor.accountId, [applicationId]);
  return notes;
}

/**
 * Where each note came from, read with the note: the file name of its document, "Screening" with the
 * hit's person, the audit entry's headline (auditHeadline, read off its event type and the status a
 * status change reached).
 */
const NOTE_SOURCE = {
  sourceLabel: (c: ColumnOf) => Prisma.sql`CASE ${c("entityType")}
    WHEN 'DOCUMENT' THEN (SELECT d."fileName" FROM "Document" d WHERE d.id = ${c("entityId")})
    WHEN 'SCREENING_HIT' THEN 'Screening'
  END`,
  sourceEventType: (c: ColumnOf) => Prisma.sql`CASE ${c("entityType")}
    WHEN 'AUDIT_LOG' THEN (SELECT e."eventType" FROM "AuditLog" e WHERE e.id = ${c("entityId")})
  END`,
  sourceEventStatus: (c: ColumnOf) => Prisma.sql`CASE ${c("entityType")}
    WHEN 'AUDIT_LOG' THEN (SELECT e.event->'changes'->'status'->>'after' FROM "AuditLog" e WHERE e.id = ${c("entityId")})
  END`,
  sourceLinkId: (c: ColumnOf) => Prisma.sql`CASE ${c("entityType")}
    WHEN 'DOCUMENT' THEN (SELECT d.id FROM "Document" d WHERE d.id = ${c("entityId")})
    WHEN 'SCREENING_HIT' THEN (SELECT COALESCE(h."individualId", h."businessId") FROM "ScreeningHit" h WHERE h.id = ${c("entityId")})
    WHEN 'AUDIT_LOG' THEN (SELECT e.id FROM "AuditLog" e WHERE e.id = ${c("entityId")})
  END`,
};

/** The notes anyone may list: not deleted, and visible to the caller (noteVisibility). */
const listedNotes = (actor: Actor) => ({ deleted: false, ...noteVisibility(actor) });

/**
 * An application's notes as GET /notes lists them: not deleted, steward-only ones for operator keys
 * only, with their sources. GET /notes, the batched edge and Application.notes planned with its
 * parents (src/schema/plan) read this one specification.
 */
export const applicationNotes = (actor: Actor): ChildList<"createdAt", ListedNote> => ({
  spec: NOTES_LIST,
  model: "Note",
  table: "Note",
  parentColumn: "applicationId",
  fields: Prisma.NoteScalarFieldEnum,
  computed: NOTE_SOURCE,
  where: listedNotes(actor),
  hydrate: ({ sourceEventType, sourceEventStatus, ...row }) =>
    ({
      ...row,
      ...(sourceEventType ? { sourceLabel: auditHeadline(String(sourceEventType), sourceEventStatus as string | null) } : {}),
    }) as unknown as ListedNote,
});

/** Each application's page of notes (the GraphQL edge Application.notes) by the rules of listNotes, for many applications in one statement. */
export function notePagesByApplication(sql: SqlReader, actor: Actor, applicationIds: readonly string[], pageArgs: PageArgs) {
  return pagesByParent(sql, applicationNotes(actor), readPage(pageArgs, NOTES_LIST, actor.accountId), actor.accountId, applicationIds);
}

/**
 * The notes GraphQL shows on a document, oldest first (as listNotes): not deleted, steward-only ones for
 * operator keys only. documentNotesByIds reads them for many documents; Document.notes planned with a
 * page of documents (src/schema/plan) reads the same rows with each document.
 */
export const documentNotes = (actor: Actor): RelatedRows<Note> => ({
  model: "Note",
  table: "Note",
  fields: Prisma.NoteScalarFieldEnum,
  linkColumn: "entityId",
  where: { entityType: "DOCUMENT", ...listedNotes(actor) },
  order: OLDEST_FIRST,
  hydrate: (row) => row as unknown as Note,
});

/** Notes on documents, by document id, oldest first (documentNotes). */
export async function documentNotesByIds(sql: SqlReader, actor: Actor, documentIds: readonly string[]): Promise<Note[]> {
  return rowsByLink(sql, documentNotes(actor), actor.accountId, documentIds);
}
