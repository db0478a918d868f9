// The work of a migration run, stage by stage, as plain functions the worker's activities call (UNPACK,
// the first, is in unpack.ts). Every function is safe to run again after a crash: each stage only
// touches what has no mark of it yet (unpackedAt, classifiedAt, summarizedAt, validatedAt, a final item status).
import type { Migration, PrismaClient, Prisma } from "../../generated/prisma/client";
import type { ObjectStore } from "../../storage/objectStore";
import { classify, classifyFile } from "./classify";
import type { ManifestRow } from "./inputs";
import { documentTypesRequiredOf, effectiveWorkflow, requiredDocumentsOf, requiredFieldsOf } from "../onboarding/workflows";
import { summarize, type ItemData } from "./summarize";
import { itemFatcaProblem } from "./fatca";
import pLimit from "p-limit";

export type StageName = "CLASSIFY" | "SUMMARIZE" | "VALIDATE" | "CREATE";

export interface RunControl {
  status: Migration["status"];
  /** An archive still to unpack. */
  needsUnpack: boolean;
}

/** First step of every run: UPLOADING becomes MIGRATING; answers what the run should do next. */
export async function beginRun(db: PrismaClient, migrationId: string): Promise<RunControl> {
  await db.migration.updateMany({ where: { id: migrationId, status: "UPLOADING" }, data: { status: "MIGRATING", startedAt: new Date() } });
  const m = await db.migration.findUniqueOrThrow({ where: { id: migrationId } });
  return { status: m.status, needsUnpack: !!m.archiveKey && !m.unpackedAt };
}

/** Ids of items a stage still has to do, after `afterId`, and the migration's status (for control). */
export async function pendingItems(db: PrismaClient, migrationId: string, stage: StageName, afterId: string | null, limit: number) {
  const m = await db.migration.findUniqueOrThrow({ where: { id: migrationId }, select: { status: true, bulkStage: true } });
  const bulkStage = stage === "CREATE" ? null : stage;
  if (m.status === "MIGRATING" && m.bulkStage !== bulkStage) await db.migration.update({ where: { id: migrationId }, data: { bulkStage } });
  const where: Prisma.MigrationItemWhereInput = {
    migrationId,
    ...(afterId ? { id: { gt: afterId } } : {}),
    ...(stage === "CLASSIFY" ? { status: "QUEUED", summarizedAt: null, files: { some: { classifiedAt: null } } } : {}),
    ...(stage === "SUMMARIZE" ? { status: "QUEUED", summarizedAt: null } : {}),
    ...(stage === "VALIDATE" ? { status: "QUEUED", validatedAt: null } : {}),
    ...(stage === "CREATE" ? { status: { in: ["QUEUED", "IN_PROGRESS"] } } : {}),
  };
  const rows = await db.migrationItem.findMany({ where, orderBy: { id: "asc" }, take: limit, select: { id: true } });
  return { status: m.status, itemIds: rows.map((r) => r.id) };
}

/** Runs `fn` over `items`, `concurrency` at a time (p-limit 3: the last major line that loads as CommonJS). */
async function eachLimited<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  const limit = pLimit(concurrency);
  await Promise.all(items.map((item) => limit(() => fn(item))));
}

/** CLASSIFY: type, subType, confidence and text of each unclassified file of the items. */
export async function classifyItems(db: PrismaClient, store: ObjectStore, itemIds: string[], beat: () => void): Promise<void> {
  const files = await db.migrationFile.findMany({
    where: { itemId: { in: itemIds }, classifiedAt: null, item: { status: "QUEUED" } },
    select: { id: true, path: true, key: true },
  });
  const results: { id: string; type: string; subType: string | null; confidence: number; text: string | null }[] = [];
  await eachLimited(files, 8, async (file) => {
    const body = await store.get(file.key);
    results.push({ id: file.id, ...(body ? await classifyFile(file.path, body) : { ...classify(file.path, null), text: null }) });
    beat();
  });
  if (!results.length) return;
  // One statement for the whole chunk: a row-by-row update costs a round trip per file.
  const column = <T>(pick: (r: (typeof results)[number]) => T) => results.map(pick);
  await db.$executeRaw`UPDATE "MigrationFile" AS f
    SET "documentType" = d.type, "subType" = d.sub_type, confidence = d.confidence, text = d.text, "classifiedAt" = ${new Date()}
    FROM unnest(${column((r) => r.id)}::text[], ${column((r) => r.type)}::text[], ${column((r) => r.subType)}::text[],
                ${column((r) => r.confidence)}::float8[], ${column((r) => r.text)}::text[])
      AS d(id, type, sub_type, confidence, text)
    WHERE f.id = d.id`;
}

/** SUMMARIZE: each item's data from its manifest row and its files' texts. */
export async function summarizeItems(db: PrismaClient, itemIds: string[]): Promise<void> {
  const items = await db.migrationItem.findMany({
    where: { id: { in: itemIds }, status: "QUEUED", summarizedAt: null },
    include: { files: { select: { path: true, text: true } } },
  });
  if (!items.length) return;
  const data = items.map((item) => {
    const manifest = (item.data as { manifest?: ManifestRow }).manifest ?? null;
    return JSON.stringify({ ...summarize(item.folder, manifest, "manifest", item.files), ...(manifest ? { manifest } : {}) });
  });
  // One statement for the chunk, as in CLASSIFY.
  const now = new Date();
  await db.$executeRaw`UPDATE "MigrationItem" AS i SET data = d.data::jsonb, "summarizedAt" = ${now}, "updatedAt" = ${now}
    FROM unnest(${items.map((item) => item.id)}::text[], ${data}::text[]) AS d(id, data) WHERE i.id = d.id`;
}

/** Required fields and documents of the migration's onboarding workflow: the one it names, else the account's default. */
async function requirementsOf(db: PrismaClient, migrationId: string): Promise<{ fields: string[]; documents: string[] }> {
  const m = await db.migration.findUniqueOrThrow({ where: { id: migrationId }, select: { workflowId: true, accountId: true } });
  const w = await effectiveWorkflow(db, m.accountId, m.workflowId);
  return { fields: requiredFieldsOf(w), documents: requiredDocumentsOf(w) };
}

/** What an item lacks: required field paths and document types, in the workflow's order. */
export function missingOf(data: ItemData, documentTypes: string[], required: { fields: string[]; documents: string[] }): string[] {
  const fields = required.fields.filter((path) => {
    // A path of the other entity type does not apply (`business.*` on an individual).
    const [head] = path.split(".");
    if ((head === "individual" && data.entityType !== "INDIVIDUAL") || (head === "business" && data.entityType !== "BUSINESS")) return false;
    return data.fields[path] === undefined;
  });
  const documents = documentTypesRequiredOf(required.documents, data.entityType)
    .filter((type) => !documentTypes.includes(type))
    .map((type) => `document:${type}`);
  return [...fields, ...documents];
}

/** VALIDATE: the missing list of each item. */
export async function validateItems(db: PrismaClient, migrationId: string, itemIds: string[]): Promise<void> {
  const required = await requirementsOf(db, migrationId);
  const items = await db.migrationItem.findMany({
    where: { id: { in: itemIds }, status: "QUEUED", validatedAt: null },
    include: { files: { select: { documentType: true, confidence: true } } },
  });
  if (!items.length) return;
  const missing = items.map((item) => {
    const types = item.files.map((f) => f.documentType).filter((t): t is string => !!t);
    return JSON.stringify(missingOf(item.data as unknown as ItemData, types, required));
  });
  // A classification its form cannot carry fails the item with the reason (the API's 400 on the form).
  const refused = items.flatMap((item) => {
    const error = itemFatcaProblem(item.data as unknown as ItemData, item.files);
    return error ? [{ id: item.id, error }] : [];
  });
  const now = new Date();
  await db.$executeRaw`UPDATE "MigrationItem" AS i SET missing = d.missing::jsonb, "validatedAt" = ${now}, "updatedAt" = ${now}
    FROM unnest(${items.map((item) => item.id)}::text[], ${missing}::text[]) AS d(id, missing) WHERE i.id = d.id`;
  if (refused.length) {
    await db.$executeRaw`UPDATE "MigrationItem" AS i SET status = 'FAILED', error = d.error, "updatedAt" = ${now}
      FROM unnest(${refused.map((r) => r.id)}::text[], ${refused.map((r) => r.error)}::text[]) AS d(id, error) WHERE i.id = d.id AND i.status = 'QUEUED'`;
  }
}

/** Ends the run: COMPLETED once no item is left to do (a paused or cancelled run is left as it is). */
export async function finishRun(db: PrismaClient, migrationId: string): Promise<Migration["status"]> {
  const left = await db.migrationItem.count({ where: { migrationId, status: { in: ["QUEUED", "IN_PROGRESS"] } } });
  if (left === 0) {
    await db.migration.updateMany({
      where: { id: migrationId, status: "MIGRATING" },
      data: { status: "COMPLETED", bulkStage: null, isPreparing: false, completedAt: new Date() },
    });
  }
  return (await db.migration.findUniqueOrThrow({ where: { id: migrationId }, select: { status: true } })).status;
}
