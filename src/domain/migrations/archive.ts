// Reading a migration archive (contract "Migration archive layout") safely: entries stream one at a
// time from a local zip file into the object store, each under the migration's own key prefix. An
// entry that could escape its place (zip-slip, absolute path, symlink) or expand out of proportion
// (zip bomb) is never extracted: its application folder fails with the reason instead.
import { open, type FileHandle } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { inflateRawSync } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { safeFileName, type ObjectStore } from "../../storage/objectStore";
import { tooManyEntries } from "./archiveEntries";

export interface UnpackLimits {
  /** Largest uncompressed entry. */
  maxEntryBytes: number;
  /** Largest uncompressed total of the archive; entries beyond it are refused. */
  maxTotalBytes: number;
  /** Refuse entries expanding more than this ratio once they pass `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Most entries an archive may list: each is a walk step, a staged file and a row (MIGRATION_MAX_ZIP_ENTRIES). */
  maxEntries: number;
}

export function defaultUnpackLimits(maxUploadBytes: number, maxEntries: number): UnpackLimits {
  return { maxEntryBytes: maxUploadBytes, maxTotalBytes: 4 * maxUploadBytes, maxRatio: 100, ratioFloorBytes: 1024 * 1024, maxEntries };
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

/** Bytes read from the archive file at a time; the reads of small entries are served from them. */
const WINDOW_BYTES = 1024 * 1024;

interface Window {
  start: number;
  bytes: Buffer;
}

/**
 * Reads the archive through two windows of WINDOW_BYTES, one following the central directory and one
 * the entries' data: extracting thousands of small entries in order takes a few large reads instead
 * of three small ones per entry. Larger ranges stream from the file as usual.
 */
class WindowedReader extends yauzl.RandomAccessReader {
  /** Most recently used first. */
  private windows: Promise<Window>[] = [];

  constructor(private readonly file: FileHandle) {
    super();
  }

  private async slice(start: number, end: number): Promise<Buffer> {
    const fits = (w: Window) => start >= w.start && end <= w.start + w.bytes.length;
    for (const pending of this.windows) {
      const w = await pending;
      if (fits(w)) {
        this.windows = [pending, ...this.windows.filter((p) => p !== pending)];
        return w.bytes.subarray(start - w.start, end - w.start);
      }
    }
    const pending = this.file
      .read(Buffer.allocUnsafe(WINDOW_BYTES), 0, WINDOW_BYTES, start)
      .then(({ buffer, bytesRead }) => ({ start, bytes: buffer.subarray(0, bytesRead) }));
    this.windows = [pending, ...this.windows].slice(0, 2);
    const w = await pending;
    if (!fits(w)) throw new CorruptArchiveError("The archive ends before its directory says it does");
    return w.bytes.subarray(start - w.start, end - w.start);
  }

  /** The bytes of [start, end), from a window when they fit in a quarter of one. */
  async bytes(start: number, end: number): Promise<Buffer> {
    if (end - start <= WINDOW_BYTES / 4) return this.slice(start, end);
    const { buffer, bytesRead } = await this.file.read(Buffer.allocUnsafe(end - start), 0, end - start, start);
    if (bytesRead !== end - start) throw new CorruptArchiveError("The archive ends before its directory says it does");
    return buffer;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    if (end - start > WINDOW_BYTES / 4) return this.file.createReadStream({ start, end: end - 1, autoClose: false });
    const slice = () => this.slice(start, end);
    return Readable.from(
      (async function* () {
        yield await slice();
      })(),
    );
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (err: Error | null) => void): void {
    if (length > WINDOW_BYTES / 4) return super.read(buffer, offset, length, position, callback);
    this.slice(position, position + length).then((bytes) => (bytes.copy(buffer, offset), callback(null)), callback);
  }

  override close(callback: (err: Error | null) => void): void {
    this.file.close().then(() => callback(null), callback);
  }
}

interface OpenZip {
  zip: ZipFile;
  reader: WindowedReader;
}

async function openZip(zipPath: string): Promise<OpenZip> {
  const file = await open(zipPath, "r");
  const { size } = await file.stat();
  const reader = new WindowedReader(file);
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(reader, size, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (err, zip) => {
      if (err) {
        void file.close();
        reject(new CorruptArchiveError(`The archive cannot be read as a zip file: ${err.message}`));
      } else resolve({ zip, reader });
    });
  });
}

/** Entries up to this size are read whole and inflated at once rather than streamed. */
const SMALL_ENTRY_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

const isSmall = (entry: Entry) => entry.uncompressedSize <= SMALL_ENTRY_BYTES && (entry.compressionMethod === STORED || entry.compressionMethod === DEFLATED);

/**
 * A small entry's bytes in one piece: the compressed bytes from the reader's window, inflated at once
 * and held to the declared size (the same limits as a stream: never more than it declares).
 */
async function readSmallEntry({ zip, reader }: OpenZip, entry: Entry, name: string): Promise<Buffer> {
  const corrupt = (err: unknown) => new CorruptArchiveError(`The archive is corrupt at ${name}: ${(err as Error).message}`);
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true }).catch((err) => Promise.reject(corrupt(err)));
  const raw = await reader.bytes(fileDataStart, fileDataStart + entry.compressedSize);
  let bytes: Buffer;
  try {
    bytes = entry.compressionMethod === STORED ? raw : inflateRawSync(raw, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
  } catch (err) {
    throw corrupt(err);
  }
  if (bytes.length !== entry.uncompressedSize) throw corrupt(new Error(`${bytes.length} bytes where ${entry.uncompressedSize} were declared`));
  return bytes;
}

/**
 * Calls `visit` for each entry in order, the next once the last one's promise settles (lazyEntries);
 * a zip format error is a corrupt archive.
 */
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

export interface StagedFile<I = unknown> {
  folder: string;
  path: string;
  key: string;
  byteSize: number;
  sha256: string;
  /** What `inspect` made of the bytes; null when not inspected. */
  inspection: I | null;
}

export interface UnpackResult<I = unknown> {
  discovered: Discovered;
  files: StagedFile<I>[];
  /** Folders refused with their first reason. */
  refused: Map<string, string>;
  manifest: { format: "csv" | "json"; text: string } | null;
}

export interface UnpackOptions<I = unknown> {
  store: ObjectStore;
  /** `accounts/<accountId>/migrations/<migrationId>/files/` */
  keyPrefix: string;
  limits: UnpackLimits;
  onDiscovered(discovered: Discovered): Promise<void>;
  /** After every extracted entry, in archive order; the caller throttles its writes. */
  onExtracted(file: { name: string; byteSize: number }): Promise<void>;
  /**
   * Entries up to `maxBytes` are also handed whole to `inspect` once stored (classifying them while
   * the bytes are at hand saves reading them back); it answers null to leave one uninspected.
   */
  inspect?: { maxBytes: number; inspect(path: string, bytes: Buffer): Promise<I | null> };
}

const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/** Two passes over the central directory: count what is there, then extract what is safe. */
export async function unpackArchive<I>(zipPath: string, options: UnpackOptions<I>): Promise<UnpackResult<I>> {
  const { limits } = options;
  const { zip } = await openZip(zipPath);
  try {
    const refusal = tooManyEntries(zip.entryCount, limits.maxEntries);
    if (refusal) throw new CorruptArchiveError(refusal);
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
      second.zip.close();
    }
  } finally {
    zip.close();
  }
}

/** Entries written to the store at once: small files are latency-bound, not bandwidth-bound. */
const EXTRACT_CONCURRENCY = 12;

async function extractAll<I>(archive: OpenZip, options: UnpackOptions<I>, discovered: Discovered, limits: UnpackLimits): Promise<UnpackResult<I>> {
  const { zip } = archive;
  const files: (StagedFile<I> & { index: number })[] = [];
  const refused = new Map<string, string>();
  const refuse = (folder: string, reason: string) => {
    if (!refused.has(folder)) refused.set(folder, reason);
  };
  let manifest: UnpackResult<I>["manifest"] = null;
  let total = 0;
  let index = 0;
  // Writes in flight; the archive is still read one entry at a time, and never held whole.
  const writing = new Set<Promise<void>>();
  let writeError: unknown = null;
  // Progress is reported in archive order whatever order the writes finish in.
  const finished = new Map<number, { name: string; byteSize: number }>();
  let dispatched = 0;
  let reported = 0;
  let reporting = Promise.resolve();
  const report = () =>
    (reporting = reporting
      .then(async () => {
        for (let next = finished.get(reported); next; next = finished.get(reported)) {
          finished.delete(reported++);
          await options.onExtracted(next);
        }
      })
      .catch((err: unknown) => void (writeError ??= err)));
  try {
    await walk(zip, async (entry, name) => {
      index += 1;
      const verdict = judgeEntry(name, entry);
      if (verdict.kind === "skip") return;
      if (verdict.kind === "refuse") return refuse(verdict.folder, verdict.reason);
      const bomb = bombReason(name, entry.compressedSize, entry.uncompressedSize, limits);
      const folder = verdict.kind === "file" ? verdict.folder : "manifest";
      if (bomb) return refuse(folder, bomb);
      if (entry.isEncrypted()) return refuse(folder, `encrypted entry refused: ${name}`);
      if (total + entry.uncompressedSize > limits.maxTotalBytes)
        return refuse(folder, `archive exceeds the total uncompressed limit of ${limits.maxTotalBytes} bytes at ${name}`);
      total += entry.uncompressedSize;
      if (verdict.kind === "manifest") {
        manifest = { format: verdict.format, text: (await readEntry(zip, entry, Math.min(MANIFEST_MAX_BYTES, entry.uncompressedSize))).toString("utf8") };
        return;
      }
      if (refused.has(verdict.folder)) return; // the rest of a refused folder is not staged
      while (writing.size >= EXTRACT_CONCURRENCY) await Promise.race(writing);
      if (writeError) throw writeError;
      const at = index;
      const key = `${options.keyPrefix}${safeFileName(verdict.folder)}/${at}-${safeFileName(verdict.path)}`;
      const inspect = options.inspect && entry.uncompressedSize <= options.inspect.maxBytes ? options.inspect.inspect : null;
      // A small entry is read whole (cheaper than a stream per entry); a larger one streams, held to
      // its declared size as the bytes flow (yauzl checks it too), so a lying header cannot expand
      // past the limits above.
      const whole = isSmall(entry) ? await readSmallEntry(archive, entry, name) : null;
      const copy = !whole && inspect ? ([] as Buffer[]) : undefined;
      const seq = dispatched++;
      const contentType = "application/octet-stream";
      const stored = whole
        ? options.store.putBytes(key, whole, { contentType })
        : options.store.put(key, await openEntry(zip, entry, entry.uncompressedSize, copy), { contentType, maxBytes: entry.uncompressedSize });
      const write: Promise<void> = stored
        .then(async (stored) => {
          const inspection = inspect ? await inspect(verdict.path, whole ?? Buffer.concat(copy!)) : null;
          files.push({ folder: verdict.folder, path: verdict.path, key, byteSize: stored.byteSize, sha256: stored.sha256, inspection, index: at });
          finished.set(seq, { name, byteSize: stored.byteSize });
          void report();
        })
        .catch((err: unknown) => void (writeError ??= err))
        .finally(() => writing.delete(write));
      writing.add(write);
    });
  } finally {
    // The zip is closed after this returns: no write may still be reading from it.
    await Promise.all(writing);
    await reporting;
  }
  if (writeError) throw writeError;
  // A folder refused late loses the files it had staged before; the rest in archive order.
  const kept = files.filter((f) => !refused.has(f.folder)).sort((a, b) => a.index - b.index);
  return { discovered, files: kept.map(({ index: _index, ...file }) => file), refused, manifest };
}

/** The entry's bytes, held to `maxBytes`; inflate errors surface as a corrupt archive. */
function openEntry(zip: ZipFile, entry: Entry, maxBytes: number, copyInto?: Buffer[]): Promise<Readable> {
  const name = entry.fileNameRaw.toString("utf8");
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(new CorruptArchiveError(`The archive is corrupt at ${name}: ${err.message}`));
      const capped = capAt(maxBytes, copyInto);
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

/** Passes at most `maxBytes` on, keeping a copy of the chunks in `copyInto` when given. */
function capAt(maxBytes: number, copyInto?: Buffer[]): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new CorruptArchiveError(`entry expands beyond its declared ${maxBytes} bytes`));
      copyInto?.push(chunk);
      done(null, chunk);
    },
  });
}
