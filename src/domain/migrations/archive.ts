// Reading a migration archive (contract "Migration archive layout") safely: entries stream one at a
// time from a local zip file into the object store, each under the migration's own key prefix. An
// entry that could escape its place (zip-slip, absolute path, symlink) or expand out of proportion
// (zip bomb) is never extracted: its application folder fails with the reason instead.
import { Transform, type Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { safeFileName, type ObjectStore } from "../../storage/objectStore";

export interface UnpackLimits {
  /** Largest uncompressed entry. */
  maxEntryBytes: number;
  /** Largest uncompressed total of the archive; entries beyond it are refused. */
  maxTotalBytes: number;
  /** Refuse entries expanding more than this ratio once they pass `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export function defaultUnpackLimits(maxUploadBytes: number): UnpackLimits {
  return { maxEntryBytes: maxUploadBytes, maxTotalBytes: 4 * maxUploadBytes, maxRatio: 100, ratioFloorBytes: 1024 * 1024 };
}

export class CorruptArchiveError extends Error {}

export type EntryVerdict =
  | { kind: "skip" }
  | { kind: "manifest"; format: "csv" | "json" }
  | { kind: "file"; folder: string; path: string }
  | { kind: "refuse"; folder: string; reason: string };

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** What to do with one entry, judged from its central-directory record alone. */
export function judgeEntry(name: string, entry: Pick<Entry, "externalFileAttributes" | "versionMadeBy">): EntryVerdict {
  const topOf = (n: string) => n.split(/[\\/]/).filter(Boolean)[0] ?? n;
  if (/^[\\/]/.test(name) || /^[a-zA-Z]:/.test(name)) return { kind: "refuse", folder: name, reason: `absolute path refused: ${name}` };
  const parts = name.split(/[\\/]/);
  if (parts.includes("..")) return { kind: "refuse", folder: topOf(name), reason: `path escapes the archive: ${name}` };
  // Unix "made by" (high byte 3) carries the file mode in the upper 16 bits.
  const unixMode = entry.versionMadeBy >> 8 === 3 ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0;
  if (unixMode === S_IFLNK) return { kind: "refuse", folder: topOf(name), reason: `symbolic link refused: ${name}` };
  if (name.endsWith("/") || parts[0] === "__MACOSX" || parts[parts.length - 1] === ".DS_Store") return { kind: "skip" };
  const segments = parts.filter((p) => p !== "" && p !== ".");
  if (segments.length === 1) {
    const lower = segments[0].toLowerCase();
    if (lower === "manifest.csv") return { kind: "manifest", format: "csv" };
    if (lower === "manifest.json") return { kind: "manifest", format: "json" };
    return { kind: "refuse", folder: segments[0], reason: `file outside any application folder: ${name}` };
  }
  return { kind: "file", folder: segments[0], path: segments.join("/") };
}

/** A bomb check on the declared sizes; the streamed bytes are held to the same numbers. */
export function bombReason(name: string, compressed: number, uncompressed: number, limits: UnpackLimits): string | null {
  if (uncompressed > limits.maxEntryBytes) return `entry too large (${uncompressed} bytes, limit ${limits.maxEntryBytes}): ${name}`;
  const ratio = uncompressed / Math.max(compressed, 1);
  if (uncompressed > limits.ratioFloorBytes && ratio > limits.maxRatio) {
    return `compression ratio ${Math.round(ratio)}:1 exceeds ${limits.maxRatio}:1 (possible zip bomb): ${name}`;
  }
  return null;
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (err, zip) => {
      if (err) reject(new CorruptArchiveError(`The archive cannot be read as a zip file: ${err.message}`));
      else resolve(zip);
    });
  });
}

/** Calls `visit` for each entry in order, one at a time (lazyEntries); a zip format error is a corrupt archive. */
async function walk(zip: ZipFile, visit: (entry: Entry, name: string) => Promise<void>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      reject(err);
    };
    zip.on("error", (err: Error) => fail(new CorruptArchiveError(`The archive is corrupt: ${err.message}`)));
    zip.on("end", () => !failed && resolve());
    zip.on("entry", (entry: Entry) => {
      visit(entry, entry.fileNameRaw.toString("utf8")).then(() => !failed && zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

export interface Discovered {
  applicationCount: number;
  fileCount: number;
  byteCount: number;
}

export interface StagedFile {
  folder: string;
  path: string;
  key: string;
  byteSize: number;
  sha256: string;
}

export interface UnpackResult {
  discovered: Discovered;
  files: StagedFile[];
  /** Folders refused with their first reason. */
  refused: Map<string, string>;
  manifest: { format: "csv" | "json"; text: string } | null;
}

export interface UnpackOptions {
  store: ObjectStore;
  /** `accounts/<accountId>/migrations/<migrationId>/files/` */
  keyPrefix: string;
  limits: UnpackLimits;
  onDiscovered(discovered: Discovered): Promise<void>;
  /** After every extracted entry; the caller throttles its writes. */
  onExtracted(file: { name: string; byteSize: number }): Promise<void>;
}

const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/** Two passes over the central directory: count what is there, then extract what is safe. */
export async function unpackArchive(zipPath: string, options: UnpackOptions): Promise<UnpackResult> {
  const { limits } = options;
  const zip = await openZip(zipPath);
  try {
    const folders = new Set<string>();
    const discovered: Discovered = { applicationCount: 0, fileCount: 0, byteCount: 0 };
    await walk(zip, async (entry, name) => {
      const verdict = judgeEntry(name, entry);
      if (verdict.kind === "skip" || verdict.kind === "manifest") return;
      folders.add(verdict.folder);
      discovered.fileCount += 1;
      discovered.byteCount += entry.uncompressedSize;
    });
    discovered.applicationCount = folders.size;
    await options.onDiscovered(discovered);

    const second = await openZip(zipPath);
    try {
      return await extractAll(second, options, discovered, limits);
    } finally {
      second.close();
    }
  } finally {
    zip.close();
  }
}

async function extractAll(zip: ZipFile, options: UnpackOptions, discovered: Discovered, limits: UnpackLimits): Promise<UnpackResult> {
  const files: StagedFile[] = [];
  const refused = new Map<string, string>();
  const refuse = (folder: string, reason: string) => {
    if (!refused.has(folder)) refused.set(folder, reason);
  };
  let manifest: UnpackResult["manifest"] = null;
  let total = 0;
  let index = 0;
  await walk(zip, async (entry, name) => {
    index += 1;
    const verdict = judgeEntry(name, entry);
    if (verdict.kind === "skip") return;
    if (verdict.kind === "refuse") return refuse(verdict.folder, verdict.reason);
    const bomb = bombReason(name, entry.compressedSize, entry.uncompressedSize, limits);
    const folder = verdict.kind === "file" ? verdict.folder : "manifest";
    if (bomb) return refuse(folder, bomb);
    if (entry.isEncrypted()) return refuse(folder, `encrypted entry refused: ${name}`);
    if (total + entry.uncompressedSize > limits.maxTotalBytes) return refuse(folder, `archive exceeds the total uncompressed limit of ${limits.maxTotalBytes} bytes at ${name}`);
    total += entry.uncompressedSize;
    if (verdict.kind === "manifest") {
      manifest = { format: verdict.format, text: (await readEntry(zip, entry, Math.min(MANIFEST_MAX_BYTES, entry.uncompressedSize))).toString("utf8") };
      return;
    }
    if (refused.has(verdict.folder)) return; // the rest of a refused folder is not staged
    const key = `${options.keyPrefix}${safeFileName(verdict.folder)}/${index}-${safeFileName(verdict.path)}`;
    // Held to the declared size as the bytes flow (yauzl checks it too), so a lying header cannot
    // expand past the limits above.
    const stream = await openEntry(zip, entry, entry.uncompressedSize);
    const stored = await options.store.put(key, stream, { contentType: "application/octet-stream", maxBytes: entry.uncompressedSize });
    files.push({ folder: verdict.folder, path: verdict.path, key, byteSize: stored.byteSize, sha256: stored.sha256 });
    await options.onExtracted({ name, byteSize: stored.byteSize });
  });
  // A folder refused late loses the files it had staged before.
  const kept = files.filter((f) => !refused.has(f.folder));
  return { discovered, files: kept, refused, manifest };
}

/** The entry's bytes, held to `maxBytes`; inflate errors surface as a corrupt archive. */
function openEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Readable> {
  const name = entry.fileNameRaw.toString("utf8");
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(new CorruptArchiveError(`The archive is corrupt at ${name}: ${err.message}`));
      const capped = capAt(maxBytes);
      stream.on("error", (e: Error) => capped.destroy(new CorruptArchiveError(`The archive is corrupt at ${name}: ${e.message}`)));
      resolve(stream.pipe(capped));
    });
  });
}

async function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  const stream = await openEntry(zip, entry, maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return Buffer.concat(chunks, size);
}

function capAt(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new CorruptArchiveError(`entry expands beyond its declared ${maxBytes} bytes`));
      done(null, chunk);
    },
  });
}
