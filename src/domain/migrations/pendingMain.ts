// Stand-ins with the exact signatures of the lead's `registerDocumentInTx` (src/domain/documents/service.ts)
// and `openTask` (src/domain/tasks/service.ts), used until those land on main; the merge deletes
// this file and points the imports in ./items.ts at the real ones.
import type { Document, Prisma, Task } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { recordAudit, type Tx } from "../audit/trail";
import { emitEvent } from "../events/outbox";

export interface RegisterDocument {
  applicationId: string;
  type: string;
  subType?: "PASSPORT" | "DRIVING_LICENSE" | "ID_CARD" | null;
  fileName: string;
  key: string;
  contentType: string;
  stored: { byteSize: number; sha256: string };
  metadata?: Record<string, unknown>;
  addedBy?: null;
}

export async function registerDocumentInTx(tx: Tx, actor: Actor, input: RegisterDocument): Promise<Document> {
  const document = await tx.document.create({
    data: {
      accountId: actor.accountId,
      applicationId: input.applicationId,
      type: input.type,
      subType: input.subType ?? null,
      fileName: input.fileName,
      key: input.key,
      contentType: input.contentType,
      byteSize: input.stored.byteSize,
      sha256: input.stored.sha256,
      metadata: (input.metadata as Prisma.InputJsonValue) ?? undefined,
    },
  });
  await recordAudit(tx, actor, { applicationId: input.applicationId, documentId: document.id, type: "document.uploaded", entityType: "DOCUMENT", entityId: document.id });
  await emitEvent(tx, actor, { event: "document.uploaded", entityType: "DOCUMENT", entityId: document.id, applicationId: input.applicationId });
  return document;
}

export interface OpenTask {
  applicationId: string;
  type: string;
  title: string;
  description?: string;
  entityType: string;
  entityId: string;
  documentId?: string;
  migrationItemId?: string;
}

export async function openTask(tx: Tx, actor: Actor, input: OpenTask): Promise<Task> {
  const task = await tx.task.create({ data: { accountId: actor.accountId, ...input } });
  await recordAudit(tx, actor, { applicationId: input.applicationId, type: "task.opened", entityType: "TASK", entityId: task.id, changes: { title: { before: null, after: task.title } } });
  return task;
}

/** The 2.4.1 document types the classifier may assign (the lead's DOCUMENT_TYPES is the full list). */
export const DOCUMENT_TYPES = [
  "ID_CARD", "PROOF_OF_ADDRESS", "BANK_STATEMENT", "SOURCE_OF_FUNDS", "SOURCE_OF_WEALTH", "W_8", "W_8_BEN_E", "W_9",
  "ARTICLES_OF_INCORPORATION", "CERTIFICATE_OF_REGISTRATION", "REGISTER_OF_DIRECTORS", "REGISTER_OF_SHAREHOLDERS",
  "SUBSCRIPTION_AGREEMENT", "FATCA_CRS_DECLARATION", "FINANCIAL_STATEMENTS", "TRUST_DEED", "CV_RESUME",
  "COMPANY_REGISTRY_EXTRACT", "UBO_REGISTER_EXTRACT", "OTHER",
] as const;
