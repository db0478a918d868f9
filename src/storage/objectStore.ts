// Where document and archive bytes live. One interface, two stores: files under DATA_DIR/objects
// (embedded default, serving its own signed URLs) and any S3-compatible bucket (OBJECT_STORE_URL).
import { createHash, randomUUID } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { DomainError } from "../errors";

/** Lifetime of a signed document URL (spec 8: about 7 days, re-signed on every read). */
export const DOWNLOAD_URL_TTL_SECONDS = 7 * 24 * 3600;
/** Lifetime of a signed upload URL. */
export const UPLOAD_URL_TTL_SECONDS = 3600;

export interface StoredObject {
  byteSize: number;
  sha256: string;
}

export interface ObjectStore {
  readonly kind: "local" | "s3";
  /** MAX_UPLOAD_BYTES: the most an upload may hold, and so the most registered as evidence. */
  readonly maxUploadBytes: number;
  /** A URL the caller PUTs the bytes to, valid for `ttlSeconds`. */
  signedUploadUrl(key: string, options: { contentType: string; ttlSeconds: number }): Promise<string>;
  /**
   * A URL that downloads the object, valid for `ttlSeconds`. With `sha256` (a registered document's),
   * the local store's route serves the bytes only if they still hash to it; S3 serves its URLs itself.
   */
  signedDownloadUrl(key: string, options: { contentType: string; ttlSeconds: number; sha256?: string | null }): Promise<string>;
  /** Streams `body` into the object, refusing more than `maxBytes`; never holds it whole. */
  put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<StoredObject>;
  /** Stores bytes already in memory (a small file of an archive) without stream machinery. */
  putBytes(key: string, bytes: Buffer, options: { contentType: string }): Promise<StoredObject>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  /** Bytes [start, end) of the object (reading a zip's directory without fetching the whole archive). */
  readRange(key: string, start: number, end: number): Promise<Buffer>;
  /** Size of the object, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with when it was last written (the sweep of unregistered uploads). */
  list(prefix: string): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** Keys are per account, so a key can never name another account's object. */
export function accountKeyPrefix(accountId: string): string {
  return `accounts/${accountId}/`;
}

export function uploadKeyPrefix(accountId: string): string {
  return `${accountKeyPrefix(accountId)}uploads/`;
}

export function newUploadKey(accountId: string, fileName: string): string {
  return `${uploadKeyPrefix(accountId)}${randomUUID()}/${safeFileName(fileName)}`;
}

/** Where a registered document's bytes live: no upload URL is ever signed for these keys. */
export function newEvidenceKey(accountId: string, fileName: string): string {
  return `${accountKeyPrefix(accountId)}documents/${randomUUID()}/${safeFileName(fileName)}`;
}

/** Where a note attachment's bytes live, copied from its upload: like a document's, no upload URL names them. */
export function newAttachmentKey(accountId: string, fileName: string): string {
  return `${accountKeyPrefix(accountId)}attachments/${randomUUID()}/${safeFileName(fileName)}`;
}

/**
 * Copies an upload to an evidence key, hashing it on the way, so a later PUT to the upload URL (valid
 * for an hour) cannot change what was registered or attached. Null when nothing was uploaded. An
 * upload past maxUploadBytes (a presigned S3 PUT carries no limit) is refused with 413 before a byte is
 * copied, or when it grows past the cap during the copy, and removed; a failed copy leaves no evidence object.
 */
export async function copyUpload(store: ObjectStore, uploadKey: string, evidenceKey: string, contentType: string): Promise<StoredObject | null> {
  const size = await store.size(uploadKey);
  if (size !== null && size > store.maxUploadBytes) {
    await store.delete(uploadKey).catch(() => undefined);
    throw tooLarge(store.maxUploadBytes);
  }
  const uploaded = size === null ? null : await store.get(uploadKey);
  if (!uploaded) return null;
  try {
    return await store.put(evidenceKey, uploaded, { contentType, maxBytes: store.maxUploadBytes });
  } catch (err) {
    await store.delete(evidenceKey).catch(() => undefined);
    if (err instanceof DomainError && err.code === "PAYLOAD_TOO_LARGE") await store.delete(uploadKey).catch(() => undefined);
    throw err;
  }
}

/** A file name reduced to characters safe in a key and a URL path. */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^\.+/, "")
    .slice(0, 200);
  return cleaned || "file";
}

/**
 * Types a browser only displays; a declared type outside this list (HTML, SVG, XML, scripts, anything
 * new) is served as bytes, so an uploaded file can never run as a page on the origin serving it.
 */
const PASSIVE_TYPES = new Set([
  "application/pdf",
  "application/json",
  "application/zip",
  "application/octet-stream",
  "text/plain",
  "text/csv",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/tiff",
  "image/bmp",
  "image/heic",
  "image/heif",
  "image/avif",
  "application/msword",
  "application/vnd.ms-excel",
  "application/rtf",
]);
const PASSIVE_PREFIXES = ["application/vnd.openxmlformats-officedocument.", "application/vnd.oasis.opendocument."];

/** The Content-Type an object is served with: its declared type when passive, else application/octet-stream. */
export function servedContentType(declared: string): string {
  const essence = declared.split(";")[0].trim().toLowerCase();
  const passive = PASSIVE_TYPES.has(essence) || PASSIVE_PREFIXES.some((p) => essence.startsWith(p));
  return passive ? declared : "application/octet-stream";
}

/** Always a download, never rendered inline; the name is the key's last segment made safe (no quotes, no CR/LF). */
export function attachmentDisposition(key: string): string {
  return `attachment; filename="${safeFileName(key.split("/").pop() ?? "")}"`;
}

/** Headers a browser must not ignore on object bytes: no sniffing a type, no script, no same-origin powers. */
export const OBJECT_RESPONSE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cache-Control": "private, max-age=0",
} as const;

/** Keys are relative paths of safe segments: no "..", no empty or absolute parts. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024 || key.startsWith("/")) return false;
  return key.split("/").every((part) => part.length > 0 && part !== "." && part !== ".." && /^[\w.-]+$/.test(part));
}

export function tooLarge(maxBytes: number): DomainError {
  return new DomainError("PAYLOAD_TOO_LARGE", `Upload exceeds the maximum size of ${maxBytes} bytes`);
}

/** Counts and hashes bytes as they pass, failing once more than `maxBytes` went through. */
export function meter(maxBytes: number) {
  const hash = createHash("sha256");
  let byteSize = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      byteSize += chunk.length;
      if (byteSize > maxBytes) return done(tooLarge(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: (): StoredObject => ({ byteSize, sha256: hash.digest("hex") }) };
}

export function measureBytes(bytes: Buffer): StoredObject {
  return { byteSize: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
}
