// Objects as files under DATA_DIR/objects. The service itself answers the signed URLs
// (`/objects/<key>?expires=…&signature=…`), checking method, key, expiry and signature.
import { createHmac, createSecretKey, randomBytes, randomUUID, timingSafeEqual, type KeyObject } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isValidKey, measureBytes, meter, type ListedObject, type ObjectStore, type StoredObject } from "./objectStore";

export const OBJECT_ROUTE = "/objects";

export interface SignedRequest {
  method: "GET" | "PUT";
  key: string;
  expires: number;
  contentType: string;
  /** Makes every signing distinct, so each read hands out a new URL. */
  nonce: string;
  /** The SHA-256 registered for the bytes ("" when none): a download serves only bytes that hash to it. */
  sha256: string;
}

/** What a signature is for and how its payload is encoded: a signature made for anything else never verifies. */
const SIGNED_URL_FORMAT = "compliance.objects.signed-url.v2";

/** Directories a store remembers having made; forgotten all at once past this many. */
const KNOWN_DIRS_LIMIT = 10_000;

export class LocalObjectStore implements ObjectStore {
  readonly kind = "local" as const;
  private readonly knownDirs = new Map<string, Promise<void>>();
  /** Prepared once: createHmac with a raw key prepares one per call, and a document page signs a URL per row. */
  private readonly signingKey: KeyObject;

  constructor(
    private readonly root: string,
    signingKey: string,
    /** Base of the URLs handed out; a function because a test server learns its port late. */
    private readonly baseUrl: () => string,
    readonly maxUploadBytes: number,
  ) {
    this.signingKey = createSecretKey(Buffer.from(signingKey, "utf8"));
  }

  private file(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid object key: ${key}`);
    return path.join(this.root, ...key.split("/"));
  }

  private sign(request: SignedRequest): string {
    // A JSON array keeps every field apart (no value can carry another's boundary, as a nonce ending in
    // "\n<sha256>" could when fields were joined by newlines), and the tag refuses every URL signed otherwise.
    const payload = JSON.stringify([SIGNED_URL_FORMAT, request.method, request.key, request.expires, request.contentType, request.nonce, request.sha256]);
    return createHmac("sha256", this.signingKey).update(payload).digest("base64url");
  }

  private url(request: SignedRequest): string {
    const query = new URLSearchParams({
      expires: String(request.expires),
      contentType: request.contentType,
      nonce: request.nonce,
      ...(request.sha256 ? { sha256: request.sha256 } : {}),
      signature: this.sign(request),
    });
    return `${this.baseUrl()}${OBJECT_ROUTE}/${request.key.split("/").map(encodeURIComponent).join("/")}?${query}`;
  }

  async signedUploadUrl(key: string, options: { contentType: string; ttlSeconds: number }) {
    return this.url({
      method: "PUT",
      key,
      contentType: options.contentType,
      expires: Math.floor(Date.now() / 1000) + options.ttlSeconds,
      nonce: randomBytes(6).toString("hex"),
      sha256: "",
    });
  }

  async signedDownloadUrl(key: string, options: { contentType: string; ttlSeconds: number; sha256?: string | null }) {
    return this.url({
      method: "GET",
      key,
      contentType: options.contentType,
      expires: Math.floor(Date.now() / 1000) + options.ttlSeconds,
      nonce: randomBytes(6).toString("hex"),
      sha256: options.sha256 ?? "",
    });
  }

  /** Whether a request to the object route carries a valid, unexpired signature. */
  verify(request: SignedRequest, signature: string): "ok" | "expired" | "invalid" {
    if (!isValidKey(request.key) || !Number.isInteger(request.expires)) return "invalid";
    const expected = Buffer.from(this.sign(request));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
    return request.expires * 1000 < Date.now() ? "expired" : "ok";
  }

  async put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<StoredObject> {
    const m = meter(options.maxBytes);
    await this.writeAtomically(key, (partial) => pipeline(body, m.transform, createWriteStream(partial)));
    return m.result();
  }

  async putBytes(key: string, bytes: Buffer): Promise<StoredObject> {
    await this.writeAtomically(key, (partial) => writeFile(partial, bytes));
    return measureBytes(bytes);
  }

  /** Written beside the target and renamed: a reader never sees half an object. */
  private async writeAtomically(key: string, write: (partial: string) => Promise<void>): Promise<void> {
    const target = this.file(key);
    const dir = path.dirname(target);
    // A bulk import writes thousands of objects, several at once into each directory: each
    // directory is made once, by the first write, and the others wait for that.
    let made = this.knownDirs.get(dir);
    if (!made) {
      if (this.knownDirs.size >= KNOWN_DIRS_LIMIT) this.knownDirs.clear();
      made = mkdir(dir, { recursive: true }).then(() => undefined);
      this.knownDirs.set(dir, made);
    }
    await made.catch((err: unknown) => {
      this.knownDirs.delete(dir);
      throw err;
    });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await write(partial);
      await rename(partial, target);
    } catch (err) {
      this.knownDirs.delete(dir); // made again next time, should it have gone
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const size = await this.size(key);
    return size === null ? null : createReadStream(this.file(key));
  }

  async readRange(key: string, start: number, end: number): Promise<Buffer> {
    const file = await open(this.file(key), "r");
    try {
      const { buffer, bytesRead } = await file.read(Buffer.alloc(end - start), 0, end - start, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const walk = async function* (dir: string, keyPrefix: string): AsyncIterable<ListedObject> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = `${keyPrefix}${entry.name}`;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
        // A .partial file is a write under way (writeAtomically), not an object.
        else if (entry.isFile() && isValidKey(key) && !entry.name.endsWith(".partial")) {
          const info = await stat(path.join(dir, entry.name)).catch(() => null);
          if (info) yield { key, lastModified: info.mtime };
        }
      }
    };
    const folder = prefix.endsWith("/") ? prefix : `${prefix}/`;
    yield* walk(this.file(folder.slice(0, -1)), folder);
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }
}
