// UNPACK, the first stage of a migration run: the uploaded archive becomes the migration's items and
// files. Its steps, each a function below: copy the archive to a private temp file, unpack it into the
// store (reporting progress on the Migration row, classifying small files on the way), read the
// manifest, and commit every item and file in one transaction, which sets the mark (unpackedAt): a
// rerun after a crash unpacks again and a corrupt archive leaves no half-made items.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline as pump } from "node:stream/promises";
import type { PrismaClient } from "../../generated/prisma/client";
import type { ObjectStore } from "../../storage/objectStore";
import { inTransaction } from "../../db/transaction";
import { insertRows } from "../../kernel/bulkInsert";
import { CorruptArchiveError, unpackArchive, type Discovered, type UnpackLimits, type UnpackOptions, type UnpackResult } from "./archive";
import { classifyFile, type Classified } from "./classify";
import type { ManifestRow } from "./inputs";
import type { RunControl } from "./pipeline";
import { migrationKeyPrefix } from "./service";
import { parseManifest } from "./summarize";
import { unpackedRows, type UnpackedArchive } from "./unpackedRows";

/**
 * Files up to this size are classified while unpacking, from the bytes at hand, as long as the texts
 * kept for the commit stay under INLINE_TEXT_BUDGET characters; the others wait for CLASSIFY.
 */
const INLINE_CLASSIFY_MAX_BYTES = 1024 * 1024;
const INLINE_TEXT_BUDGET = 32 * 1024 * 1024;

/** Names kept in recentExtractedFileNames, newest last. */
const RECENT_NAMES = 10;
const PROGRESS_EVERY_MS = 250;

/** An upload the run cannot use (no archive, an unreadable manifest): the migration fails with the message. */
class UnusableUpload extends Error {}

/**
 * Unpacks the archive into the store and commits items and files in one transaction at the end, so
 * a corrupt archive leaves no half-made items (the migration FAILS with the reason).
 */
export async function unpackMigration(db: PrismaClient, store: ObjectStore, migrationId: string, limits: UnpackLimits, beat: () => void): Promise<RunControl> {
  const m = await db.migration.findUniqueOrThrow({ where: { id: migrationId } });
  if (m.unpackedAt || !m.archiveKey) return { status: m.status, needsUnpack: false };
  try {
    const { result, extracted } = await withArchiveCopy(store, m.archiveKey, migrationId, async (zipPath) => {
      const progress = await startProgress(db, migrationId, beat);
      const keyPrefix = `${migrationKeyPrefix(m.accountId, migrationId)}files/`;
      const result = await unpackArchive<Classified>(zipPath, { store, keyPrefix, limits, ...progress.callbacks, inspect: inlineClassifier() });
      return { result, extracted: progress.extracted };
    });
    const manifest = readManifest(result.manifest);
    await commitUnpacked(db, migrationId, { files: result.files, refused: result.refused, manifest }, extracted);
    // Each file now sits in the store on its own; the zip holds every investor of the migration, so it
    // goes (an erasure of one investor must not leave them in a shared archive). A crash before this
    // leaves it for an erasure of any of its applications to delete (src/domain/retention/rows.ts).
    await store.delete(m.archiveKey).catch(() => undefined);
    return { status: m.status, needsUnpack: false };
  } catch (err) {
    if (!(err instanceof CorruptArchiveError || err instanceof UnusableUpload)) throw err;
    await db.migration.update({
      where: { id: migrationId },
      data: { status: "FAILED", failureReason: err.message, isPreparing: false, bulkStage: null, completedAt: new Date() },
    });
    return { status: "FAILED", needsUnpack: false };
  }
}

/**
 * Runs `use` over a private temp copy of the stored archive (unzipping needs random access), and
 * removes the copy however `use` ends.
 */
async function withArchiveCopy<T>(store: ObjectStore, key: string, migrationId: string, use: (zipPath: string) => Promise<T>): Promise<T> {
  const zipPath = path.join(os.tmpdir(), `migration-${migrationId}-${randomUUID()}.zip`);
  try {
    const archive = await store.get(key);
    if (!archive) throw new UnusableUpload("The uploaded archive is missing from the object store");
    await pump(archive, createWriteStream(zipPath, { mode: 0o600 }));
    return await use(zipPath);
  } finally {
    await rm(zipPath, { force: true });
  }
}

/** The Migration row's extracted counts and latest names, as the commit writes them at the end. */
interface Extracted {
  extractedFileCount: number;
  extractedByteCount: number;
  recentExtractedFileNames: string[];
}

/**
 * Unpacking progress on the Migration row, from zero: the discovered counts once, then the extracted
 * counts and latest names at most every PROGRESS_EVERY_MS; each extracted file also beats the heartbeat.
 */
async function startProgress(db: PrismaClient, migrationId: string, beat: () => void) {
  const extracted: Extracted = { extractedFileCount: 0, extractedByteCount: 0, recentExtractedFileNames: [] };
  await db.migration.update({ where: { id: migrationId }, data: { isPreparing: true, ...extracted } });
  let lastWrite = 0;
  const callbacks: Pick<UnpackOptions, "onDiscovered" | "onExtracted"> = {
    onDiscovered: async (d: Discovered) => {
      await db.migration.update({
        where: { id: migrationId },
        data: { discoveredApplicationCount: d.applicationCount, discoveredFileCount: d.fileCount, discoveredByteCount: d.byteCount },
      });
    },
    onExtracted: async ({ name, byteSize }) => {
      extracted.extractedFileCount += 1;
      extracted.extractedByteCount += byteSize;
      extracted.recentExtractedFileNames.push(name);
      if (extracted.recentExtractedFileNames.length > RECENT_NAMES) extracted.recentExtractedFileNames.shift();
      beat();
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      await db.migration.update({ where: { id: migrationId }, data: { ...extracted } });
    },
  };
  return { callbacks, extracted };
}

/** Classifies each small file from the bytes at hand until the texts kept pass INLINE_TEXT_BUDGET. */
function inlineClassifier(): NonNullable<UnpackOptions<Classified>["inspect"]> {
  let keptText = 0;
  return {
    maxBytes: INLINE_CLASSIFY_MAX_BYTES,
    inspect: async (filePath, bytes) => {
      if (keptText > INLINE_TEXT_BUDGET) return null;
      const classified = await classifyFile(filePath, Readable.from([bytes]));
      keptText += classified.text?.length ?? 0;
      return classified;
    },
  };
}

/** The manifest's rows by folder; none without a manifest. */
function readManifest(manifest: UnpackResult["manifest"]): Map<string, ManifestRow> {
  if (!manifest) return new Map();
  try {
    return parseManifest(manifest);
  } catch (err) {
    throw new UnusableUpload(`The manifest cannot be read: ${(err as Error).message}`);
  }
}

/** Items, files and the mark in one transaction, under the Migration row's lock (a cancel takes it too). */
async function commitUnpacked(db: PrismaClient, migrationId: string, archive: UnpackedArchive, extracted: Extracted) {
  await inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Migration" WHERE id = ${migrationId} FOR UPDATE`;
    const cancelled = (await tx.migration.findUniqueOrThrow({ where: { id: migrationId }, select: { status: true } })).status === "CANCELLED";
    const now = new Date();
    const { items, files } = unpackedRows(migrationId, archive, cancelled, now);
    // Thousands of rows: one statement per table (Prisma's createMany costs CPU per row).
    await insertRows(tx, "MigrationItem", items);
    await insertRows(tx, "MigrationFile", files);
    await tx.migration.update({ where: { id: migrationId }, data: { unpackedAt: now, isPreparing: false, ...extracted } });
  });
}
