// What an unpacked archive becomes: one MigrationItem per folder (with stored files, refused, or named
// by the manifest alone) and one MigrationFile per stored file. Pure, so its rules have fast tests.
import type { MigrationItemStatus } from "../../generated/prisma/client";
import { uuidv7 } from "../../kernel/ids";
import type { StagedFile } from "./archive";
import type { Classified } from "./classify";
import type { ManifestRow } from "./inputs";

export interface UnpackedArchive {
  /** Stored files, classified when the unpack had their bytes at hand. */
  files: StagedFile<Classified>[];
  /** Folders refused with their first reason. */
  refused: Map<string, string>;
  /** Manifest rows by folder (empty without a manifest). */
  manifest: Map<string, ManifestRow>;
}

export interface MigrationItemRow {
  id: string;
  migrationId: string;
  folder: string;
  status: Extract<MigrationItemStatus, "QUEUED" | "FAILED" | "CANCELLED">;
  error: string | null;
  fileCount: number;
  data: { manifest?: ManifestRow };
  createdAt: Date;
  updatedAt: Date;
}

export interface MigrationFileRow {
  id: string;
  itemId: string;
  path: string;
  key: string;
  byteSize: number;
  sha256: string;
  documentType: string | null;
  subType: string | null;
  confidence: number | null;
  text: string | null;
  classifiedAt: Date | null;
  createdAt: Date;
}

/**
 * The rows to insert. A refused folder is a FAILED item without files (its reason in `error`); the
 * others are QUEUED, or CANCELLED when the migration was cancelled while unpacking (a cancel then
 * found no items to mark, so they are born cancelled). A file classified inline is marked classified.
 */
export function unpackedRows(
  migrationId: string,
  archive: UnpackedArchive,
  cancelled: boolean,
  now: Date,
): { items: MigrationItemRow[]; files: MigrationFileRow[] } {
  const { files, refused, manifest } = archive;
  const folders = new Set([...files.map((f) => f.folder), ...refused.keys(), ...manifest.keys()]);
  const itemIds = new Map([...folders].map((folder) => [folder, uuidv7()]));
  const fileCounts = new Map<string, number>();
  for (const f of files) fileCounts.set(f.folder, (fileCounts.get(f.folder) ?? 0) + 1);
  const items = [...folders].map((folder): MigrationItemRow => {
    const error = refused.get(folder) ?? null;
    const row = manifest.get(folder);
    return {
      id: itemIds.get(folder)!,
      migrationId,
      folder,
      status: error ? "FAILED" : cancelled ? "CANCELLED" : "QUEUED",
      error,
      fileCount: error ? 0 : (fileCounts.get(folder) ?? 0),
      data: row ? { manifest: row } : {},
      createdAt: now,
      updatedAt: now,
    };
  });
  const fileRows = files.map(({ inspection: c, ...f }): MigrationFileRow => ({
    id: uuidv7(),
    itemId: itemIds.get(f.folder)!,
    path: f.path,
    key: f.key,
    byteSize: f.byteSize,
    sha256: f.sha256,
    documentType: c?.type ?? null,
    subType: c?.subType ?? null,
    confidence: c?.confidence ?? null,
    text: c?.text ?? null,
    classifiedAt: c ? now : null,
    createdAt: now,
  }));
  return { items, files: fileRows };
}
