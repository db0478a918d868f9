// Documents (spec 2.4, 4.7): uploads through signed URLs, registration with the bytes hashed, hiding,
// vendor verdicts, reading and listing. Validation runs afterwards in a Temporal workflow per document.
import { randomUUID } from "node:crypto";
import { Prisma, type Document, type PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { insertRowsReturning } from "../../kernel/bulkInsert";
import { withChange, type ApplicationChange } from "../applicationChange";
import { orNotFound, owned } from "../../kernel/accountScope";
import { DomainError, invalid, notFound } from "../../errors";
import { readPage, type ListSpec, type PageArgs } from "../pagination/cursor";
import { OPEN_TASK_STATUSES, resolveOpenTasks } from "../tasks/service";
import { parseInput } from "../../kernel/validation";
import {
  copyUpload,
  isValidKey,
  newEvidenceKey,
  newUploadKey,
  uploadKeyPrefix,
  UPLOAD_URL_TTL_SECONDS,
  type ObjectStore,
  type StoredObject,
} from "../../storage/objectStore";
import { documentFactsSql, type ApplicationDocumentFacts } from "./derived";
import { pagesByParent, type ChildList } from "../pagination/byParent";
import { rowColumns, type RowSpec } from "../pagination/rows";
import { readJsonInstants, type SqlReader } from "../../db/sql";
import { CreateUploadInput, ListDocumentsFilter, RegisterDocumentInput, UpdateDocumentInput } from "./inputs";
import { VENDOR_VALIDATION_TYPES, type DocumentType } from "./types";
import { fatcaMetadataProblem } from "../tax/classification";
import type { z } from "zod";
import type { Tx } from "../../db/transaction";

const DOCUMENTS_LIST: ListSpec<"createdAt"> = {
  name: "documents",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
};

export type DocumentWithValidations = Document & { validations: Prisma.DocumentValidationGetPayload<object>[] };

/** POST /documents/uploads: a key in the caller's space and a URL to PUT the bytes to. Nothing is stored yet. */
export async function createUpload(store: ObjectStore, actor: Actor, raw: unknown) {
  const input = parseInput(CreateUploadInput, raw);
  const key = newUploadKey(actor.accountId, input.fileName);
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
  const uploadUrl = await store.signedUploadUrl(key, { contentType: input.contentType, ttlSeconds: UPLOAD_URL_TTL_SECONDS });
  return { key, uploadUrl, expiresAt };
}

export interface RegisterInTx {
  applicationId: string;
  type: DocumentType;
  subType?: string | null;
  fileName: string;
  key: string;
  contentType: string;
  stored: StoredObject | null;
  subject?: { name: string; entityType: "business" | "individual" } | null;
  additionalInfoRequest?: z.output<typeof RegisterDocumentInput>["additionalInfoRequest"] | null;
  metadata?: Record<string, unknown> | null;
  /** {userId, name} of the platform user who uploaded it; null when the applicant supplied it. */
  addedBy: { userId: string; name: string } | null;
}

/** Stable key of a chain entity: `entityType|lowercased name` (spec 2.4 subject.entityKey). */
function subjectOf(subject: RegisterInTx["subject"]) {
  return subject ? { entityKey: `${subject.entityType}|${subject.name.toLowerCase()}`, name: subject.name, entityType: subject.entityType } : null;
}

/**
 * Creates the document in the caller's change of its application: audited, `document.uploaded` emitted, open
 * MISSING_DOCUMENT tasks for its type resolved. The validation dispatcher picks it up after commit.
 */
async function registerDocumentInTx(change: ApplicationChange, input: RegisterInTx): Promise<Document> {
  const [doc] = await registerDocumentsInTx(change, input.applicationId, [input]);
  return doc;
}

/** Several documents of one application in a few statements (see registerDocumentsBulkInTx). */
async function registerDocumentsInTx(change: ApplicationChange, applicationId: string, inputs: Omit<RegisterInTx, "applicationId">[]): Promise<Document[]> {
  return registerDocumentsBulkInTx(
    change,
    inputs.map((input) => ({ ...input, applicationId })),
  );
}

/**
 * Documents of any number of applications in a few statements whatever their number (a migration
 * chunk brings 25 applications of five documents each): one lock statement, one insert, one audit
 * append, one outbox insert, one task check. Returned in the order given.
 */
export async function registerDocumentsBulkInTx(change: ApplicationChange, inputs: RegisterInTx[]): Promise<Document[]> {
  if (inputs.length === 0) return [];
  const { tx, actor, lock, audit, emit } = change;
  const applicationIds = [...new Set(inputs.map((input) => input.applicationId))];
  await lock(applicationIds);
  const ids = inputs.map(() => randomUUID());
  const now = new Date();
  const rows = inputs.map((input, i) => ({
    id: ids[i],
    ...owned(actor),
    applicationId: input.applicationId,
    type: input.type,
    subType: input.subType ?? null,
    fileName: input.fileName,
    key: input.key,
    contentType: input.contentType,
    byteSize: input.stored ? input.stored.byteSize : null,
    sha256: input.stored?.sha256 ?? null,
    subject: subjectOf(input.subject),
    additionalInfoRequest: input.additionalInfoRequest ?? null,
    metadata: input.metadata ?? null,
    addedById: input.addedBy?.userId ?? null,
    addedByName: input.addedBy?.name ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  const created = (await insertRowsReturning(tx, "Document", rows)) as Document[];
  // In the order given, whatever order the database returned them in.
  const byId = new Map(created.map((d) => [d.id, d]));
  const docs = ids.map((id) => byId.get(id)!);
  await audit(
    docs.map((doc) => ({
      applicationId: doc.applicationId!,
      documentId: doc.id,
      type: "document.uploaded",
      entityType: "DOCUMENT",
      entityId: doc.id,
      changes: { type: { before: null, after: doc.type }, fileName: { before: null, after: doc.fileName } },
    })),
  );
  await emit(
    docs.map((doc) => ({
      event: "document.uploaded",
      entityType: "DOCUMENT",
      entityId: doc.id,
      applicationId: doc.applicationId,
      metadata: { type: doc.type },
    })),
  );
  // Open MISSING_DOCUMENT tasks these types answer: looked for once, resolved per application.
  const typesOf = new Map<string, string[]>(applicationIds.map((id) => [id, [...new Set(docs.filter((d) => d.applicationId === id).map((d) => d.type))]]));
  const answered = await tx.task.findMany({
    where: {
      applicationId: { in: applicationIds },
      type: "MISSING_DOCUMENT",
      status: { in: [...OPEN_TASK_STATUSES] },
      documentType: { in: [...new Set(docs.map((d) => d.type))] },
    },
    select: { applicationId: true, documentType: true },
  });
  for (const applicationId of new Set(answered.filter((t) => typesOf.get(t.applicationId)!.includes(t.documentType!)).map((t) => t.applicationId))) {
    const types = typesOf.get(applicationId)!;
    await resolveOpenTasks(change, applicationId, { type: "MISSING_DOCUMENT", documentType: { in: types } }, `A document of type ${types.join(", ")} arrived`);
  }
  return docs;
}

/**
 * POST /documents: 404 for an application that is not the caller's, 400 for bad input or no uploaded bytes,
 * 413 for more than MAX_UPLOAD_BYTES. The uploaded bytes are copied (and hashed on the way) to an evidence
 * key no upload URL names, and the upload is removed: a later PUT to the upload URL, still valid for up to
 * an hour, cannot change what was registered.
 */
export async function registerDocument(db: PrismaClient, store: ObjectStore, actor: Actor, raw: unknown): Promise<Document> {
  const input = parseInput(RegisterDocumentInput, raw);
  refuseFatcaMetadata(input.type, input.metadata);
  await orNotFound("Application", db.application.findFirst({ where: { id: input.applicationId, ...owned(actor) }, select: { id: true } }));
  if (!isValidKey(input.key) || !input.key.startsWith(uploadKeyPrefix(actor.accountId))) {
    throw invalid("key is not an upload of this account", [{ path: "key", message: "use the key returned by POST /api/v1/documents/uploads" }]);
  }
  // Copied before the transaction: moving the bytes may take a while and must not hold the lock.
  const key = newEvidenceKey(actor.accountId, input.fileName);
  const stored = await copyUpload(store, input.key, key, input.contentType);
  if (!stored) throw invalid("Nothing has been uploaded under this key", [{ path: "key", message: "PUT the bytes to the uploadUrl first" }]);
  let doc: Document;
  try {
    doc = await withChange(db, actor, (change) =>
      registerDocumentInTx(change, {
        ...input,
        key,
        stored,
        addedBy: input.suppliedBy === "APPLICANT" ? null : { userId: actor.userId, name: actor.userName },
      }),
    );
  } catch (err) {
    // Only a refusal is known to have rolled back. Any other failure (the database gone at COMMIT) may
    // have committed the document: its bytes stay, since an orphan copy costs storage and a deleted
    // registered document's bytes would be evidence lost (the retry answers IDEMPOTENCY_RESPONSE_LOST).
    if (err instanceof DomainError) await store.delete(key).catch(() => undefined);
    throw err;
  }
  await store.delete(input.key).catch(() => undefined); // a leftover upload is never served as this document
  return doc;
}

export async function getDocument(db: PrismaClient | Tx, actor: Actor, id: string): Promise<DocumentWithValidations> {
  return orNotFound("Document", db.document.findFirst({ where: { id, ...owned(actor) }, include: { validations: { orderBy: { createdAt: "asc" } } } }));
}

/** A W-8BEN-E's or W-8IMY's metadata may state the entity's FATCA classification (src/domain/tax/classification.ts): 400 when it is wrong. */
function refuseFatcaMetadata(type: string, metadata: Record<string, unknown> | null | undefined) {
  const problem = fatcaMetadataProblem(type, metadata);
  if (problem) throw invalid(problem, [{ path: "metadata.fatca", message: problem }]);
}

/** PATCH /documents/{id}: hiding (who hid it is recorded), metadata, vendor verdicts. */
export async function updateDocument(db: PrismaClient, actor: Actor, id: string, raw: unknown): Promise<DocumentWithValidations> {
  const input = parseInput(UpdateDocumentInput, raw);
  return withChange(db, actor, async ({ tx, lock, audit }) => {
    const found = await getDocument(tx, actor, id);
    if (found.applicationId) await lock(found.applicationId);
    const before = await getDocument(tx, actor, id);
    const data: Prisma.DocumentUpdateInput = {};
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (input.hidden !== undefined && input.hidden !== before.hidden) {
      // What the service hid, only the service shows again.
      if (!input.hidden && before.hiddenSource !== "CLIENT" && !actor.operator) {
        throw new DomainError("CONFLICT", "This document was hidden by the service and can only be shown again by it");
      }
      data.hidden = input.hidden;
      data.hiddenSource = input.hidden ? (actor.operator ? "OPERATOR" : "CLIENT") : null;
      changes.hidden = { before: before.hidden, after: input.hidden };
    }
    if (input.metadata !== undefined) {
      refuseFatcaMetadata(before.type, input.metadata);
      data.metadata = input.metadata as Prisma.InputJsonValue;
      changes.metadata = { before: before.metadata, after: input.metadata };
    }
    if (input.originSystem !== undefined && input.originSystem !== before.originSystem) {
      data.originSystem = input.originSystem;
      changes.originSystem = { before: before.originSystem, after: input.originSystem };
    }
    // Only vendor verdicts are written; the service's own results passed back stay as stored.
    for (const verdict of input.validations ?? []) {
      if (!VENDOR_VALIDATION_TYPES.includes(verdict.type)) continue;
      const existing = before.validations.find((v) => v.type === verdict.type);
      const results = verdict.results as unknown as Prisma.InputJsonValue;
      await tx.documentValidation.upsert({
        where: { documentId_type: { documentId: id, type: verdict.type } },
        create: { documentId: id, type: verdict.type, results, jobId: verdict.jobId ?? null },
        update: { results, jobId: verdict.jobId ?? existing?.jobId ?? null },
      });
      changes[`validations.${verdict.type}`] = { before: existing?.results ?? null, after: verdict.results };
    }
    if (Object.keys(changes).length === 0) return before;
    await tx.document.update({ where: { id }, data });
    if (before.applicationId) {
      await audit({ applicationId: before.applicationId, documentId: id, type: "document.updated", entityType: "DOCUMENT", entityId: id, changes });
    }
    return getDocument(tx, actor, id);
  });
}

/**
 * GET /documents?applicationId=: oldest or newest first; documents replaced by a newer one only with
 * includeSuperseded. Returns the application's document facts too, so derived fields reuse them.
 */
export async function listDocuments(sql: SqlReader, actor: Actor, raw: unknown, pageArgs: PageArgs) {
  const filter = parseInput(ListDocumentsFilter, raw);
  const page = readPage(pageArgs, DOCUMENTS_LIST, actor.accountId);
  // The facts are read for the caller's account only: none means the application is not theirs.
  const facts = (await documentFactsSql(sql, actor.accountId, [filter.applicationId])).get(filter.applicationId);
  if (!facts) throw notFound("Application");
  // The list's one read path: the specification the GraphQL edge pages, with one parent.
  const list = applicationDocuments([filter.applicationId], { includeSuperseded: filter.includeSuperseded }, () => facts);
  const [documents] = await pagesByParent(sql, list, page, actor.accountId, [filter.applicationId]);
  return { ...documents, facts };
}

/**
 * The caller's account's documents with their validations as JSON, oldest first (as getDocument
 * includes them). A reader's pick (src/schema/plan/selectedColumns.ts) names "validations" when the
 * query asks for them: a document read without them has none set, not an empty list. documentsByIds
 * reads them by id; a task's document planned with its tasks (src/schema/plan) reads the same.
 */
export const accountDocuments: RowSpec<DocumentWithValidations> = {
  model: "Document",
  table: "Document",
  fields: Prisma.DocumentScalarFieldEnum,
  computed: {
    validations: (c) =>
      Prisma.sql`COALESCE((SELECT json_agg(v ORDER BY v."createdAt", v.id) FROM "DocumentValidation" v WHERE v."documentId" = ${c("id")}), '[]')`,
  },
  where: {},
  hydrate: (row) => hydrateDocument(row),
};

type ValidationJson = Omit<DocumentWithValidations["validations"][number], "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

/** The row in the shape Prisma's include gives: byteSize a bigint, the validations' instants Dates. */
function hydrateDocument(row: Record<string, unknown>): DocumentWithValidations {
  // In place: every row is a fresh object of the statement's, and a copy of each was measurable on a page of 100.
  const doc = row as unknown as Omit<DocumentWithValidations, "validations"> & { byteSize: bigint | string | number | null; validations: ValidationJson[] };
  if (doc.byteSize !== null && doc.byteSize !== undefined) doc.byteSize = BigInt(doc.byteSize);
  for (const v of doc.validations ?? []) readJsonInstants(v, "DocumentValidation");
  return doc as unknown as DocumentWithValidations;
}

/** Documents of the caller's account with their validations, by id (what tasks embed); another account's come back as none. */
export async function documentsByIds(sql: SqlReader, actor: Actor, ids: readonly string[]): Promise<DocumentWithValidations[]> {
  if (ids.length === 0) return [];
  const rows = await sql.rows<Record<string, unknown>>(
    Prisma.sql`SELECT ${rowColumns(accountDocuments, "c")} FROM "Document" c WHERE c."accountId" = ${actor.accountId} AND c.id = ANY(CAST(${[...ids]} AS text[]))`,
  );
  return rows.map(hydrateDocument);
}

/**
 * Each application's documents as GET /documents?applicationId= lists them (listDocuments' rules), as
 * a specification for many applications at once: a document a newer one replaced (the applications'
 * facts, `factsOf`) is left out, or with `includeSuperseded` listed with its supersededBy. The GraphQL
 * edge Application.documents pages it (src/schema/plan).
 */
export function applicationDocuments(
  applicationIds: readonly string[],
  options: { includeSuperseded?: boolean },
  factsOf: (applicationId: string) => ApplicationDocumentFacts | undefined,
): ChildList<"createdAt", DocumentWithValidations & { supersededBy?: { documentId: string } }> {
  const replaced = new Map(applicationIds.flatMap((id) => [...(factsOf(id)?.replacedBy ?? new Map<string, string>())]));
  return {
    spec: DOCUMENTS_LIST,
    model: "Document",
    table: "Document",
    parentColumn: "applicationId",
    fields: accountDocuments.fields,
    computed: accountDocuments.computed,
    where: options.includeSuperseded ? {} : { id: { notIn: [...replaced.keys()] } },
    hydrate: (row) => {
      const doc = hydrateDocument(row);
      const by = options.includeSuperseded ? replaced.get(doc.id) : undefined;
      return by ? { ...doc, supersededBy: { documentId: by } } : doc;
    },
  };
}
