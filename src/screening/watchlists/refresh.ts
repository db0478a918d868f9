// One scheduled fetch of a list source: a conditional GET (If-None-Match / If-Modified-Since), the
// body streamed to the object store, imported as the list's next version only when its bytes
// changed. A fetch that fails or a file that cannot be trusted is recorded with its reason and keeps
// the previous version in force; only our own database or store failing throws (the activity then
// retries until it succeeds, like every activity: src/workflows/retryPolicies.ts). Safe to repeat:
// an import that committed before a crash is found unchanged by the retry.
import { randomUUID } from "node:crypto";
import { basename } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { fetch } from "undici";
import type { PrismaClient, WatchlistSource } from "../../generated/prisma/client";
import { DomainError } from "../../errors";
import type { ObjectStore } from "../../storage";
import { safeFileName } from "../../storage/objectStore";
import { outboundAgentFor } from "../../kernel/outboundAgent";
import type { UrlPolicy } from "../../kernel/outboundUrls";
import { importWatchlistFile, ListFileRejected, type WatchlistFormat } from "./import";

/** LIST_SOURCE_MAX_BYTES's default: OpenSanctions' full collection (about 3 GB of FtM) fits. */
const MAX_LIST_BYTES = 4 * 1024 ** 3;
/** A fetch whose answer has not started by then fails; the body itself may take as long as it takes. */
const HEADERS_TIMEOUT_MS = 60_000;

type RefreshOutcome = "imported" | "unchanged" | "not_modified" | "fetch_failed" | "parse_failed" | "gone";

export interface RefreshResult {
  list: string;
  outcome: RefreshOutcome;
  /** The version in force after the fetch. */
  version: number | null;
  reason?: string;
}

/** A scheduled file is refused when nothing in it could be read, or when most of it is broken: importing it would delist most of the list. */
export function rejectUntrusted({ entries, skipped }: { entries: number; skipped: number }): string | null {
  if (entries === 0) return skipped ? `no entry could be read (${skipped} malformed record(s))` : "the file holds no entries";
  if (skipped > entries) return `more malformed records (${skipped}) than entries (${entries})`;
  return null;
}

/** The name the body is stored and read under: its extension picks the OFAC reader. */
function fileNameOf(url: string, format: WatchlistFormat, contentType: string): string {
  const name = safeFileName(basename(new URL(url).pathname) || "list");
  if (format !== "ofac" || /\.(xml|csv)$/i.test(name)) return name;
  return /csv/i.test(contentType) ? `${name}.csv` : `${name}.xml`;
}

async function currentVersion(db: PrismaClient, list: string): Promise<number | null> {
  return (await db.watchlistImport.aggregate({ where: { list }, _max: { version: true } }))._max.version;
}

const reasonOf = (err: unknown) => {
  const e = err as Error & { cause?: Error & { code?: string } };
  return e.cause ? `${e.message}: ${e.cause.code ?? ""} ${e.cause.message}`.replace(/\s+/g, " ").trim() : e.message;
};

async function recordFailure(db: PrismaClient, source: WatchlistSource, outcome: "fetch_failed" | "parse_failed", reason: string): Promise<RefreshResult> {
  const now = new Date();
  await db.watchlistSource.update({
    where: { list: source.list },
    data: { lastCheckedAt: now, lastOutcome: outcome, lastFailureAt: now, lastFailureReason: reason.slice(0, 1000) },
  });
  return { list: source.list, outcome, version: await currentVersion(db, source.list), reason };
}

async function recordSuccess(db: PrismaClient, source: WatchlistSource, outcome: RefreshOutcome, data: Partial<WatchlistSource>): Promise<RefreshResult> {
  const now = new Date();
  await db.watchlistSource.update({ where: { list: source.list }, data: { ...data, lastCheckedAt: now, lastSuccessAt: now, lastOutcome: outcome } });
  return { list: source.list, outcome, version: await currentVersion(db, source.list) };
}

/** Why a URL may not be fetched under the policy's scheme rule (a source registered before https was required, or a redirect to http), or null. */
function refusedScheme(url: string, policy: UrlPolicy): string | null {
  return policy.requireHttps && new URL(url).protocol !== "https:"
    ? `${new URL(url).host} is reached over plain http: a live deployment fetches lists over https only (LIST_SOURCE_ALLOW_HTTP)`
    : null;
}

export async function refreshListSource(
  db: PrismaClient,
  store: ObjectStore,
  policy: UrlPolicy,
  list: string,
  maxBytes: number = MAX_LIST_BYTES,
): Promise<RefreshResult> {
  const source = await db.watchlistSource.findFirst({ where: { list, removedAt: null } });
  if (!source) return { list, outcome: "gone", version: null };
  const format = source.format as WatchlistFormat;
  const plain = refusedScheme(source.url, policy);
  if (plain) return recordFailure(db, source, "fetch_failed", plain);

  let response: Awaited<ReturnType<typeof fetch>>;
  try {
    const headers: Record<string, string> = { accept: "*/*" };
    if (source.etag) headers["if-none-match"] = source.etag;
    if (source.lastModified) headers["if-modified-since"] = source.lastModified;
    response = await fetch(source.url, { headers, dispatcher: outboundAgentFor(policy), redirect: "follow", signal: AbortSignal.timeout(HEADERS_TIMEOUT_MS) });
  } catch (err) {
    return recordFailure(db, source, "fetch_failed", reasonOf(err));
  }
  // A redirect hop to http: its answer is not read, whatever it holds.
  const downgraded = refusedScheme(response.url || source.url, policy);
  if (downgraded) {
    await response.body?.cancel();
    return recordFailure(db, source, "fetch_failed", `redirected: ${downgraded}`);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return recordSuccess(db, source, "not_modified", {});
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return recordFailure(db, source, "fetch_failed", `HTTP ${response.status} from ${new URL(source.url).host}`);
  }

  const validators = { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
  const contentType = response.headers.get("content-type") ?? "application/octet-stream";
  const name = fileNameOf(source.url, format, contentType);
  const key = `watchlists/${safeFileName(list)}/${randomUUID()}/${name}`;
  let bodyError: Error | null = null;
  const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>).on("error", (err) => (bodyError ??= err));
  let stored;
  try {
    // The body arrives decompressed (undici undoes Content-Encoding), so the cap counts what would be stored and read.
    stored = await store.put(key, body, { contentType: "application/octet-stream", maxBytes });
  } catch (err) {
    // Checked first: the cap's error also tears the body down, which reads as a broken body.
    if (err instanceof DomainError && err.code === "PAYLOAD_TOO_LARGE")
      return recordFailure(
        db,
        source,
        "fetch_failed",
        `the list file is larger than ${maxBytes} bytes once decompressed (LIST_SOURCE_MAX_BYTES): not imported`,
      );
    if (bodyError) return recordFailure(db, source, "fetch_failed", `the body broke off: ${reasonOf(bodyError)}`);
    if (err instanceof DomainError) return recordFailure(db, source, "fetch_failed", err.message);
    throw err; // the store itself: retried
  }
  if (stored.sha256 === source.contentSha256) {
    await store.delete(key);
    return recordSuccess(db, source, "unchanged", validators);
  }

  let summary;
  try {
    const bytes = await store.get(key);
    if (!bytes) throw new Error(`object ${key} vanished`);
    summary = await importWatchlistFile(db, { format, list }, { name, open: () => bytes }, {}, { reject: rejectUntrusted });
  } catch (err) {
    if (err instanceof ListFileRejected || err instanceof DomainError) {
      await store.delete(key);
      return recordFailure(db, source, "parse_failed", err.message);
    }
    throw err; // the database: retried, and a retry finds an import that did commit unchanged
  }
  if (source.objectKey && source.objectKey !== key) await store.delete(source.objectKey);
  return recordSuccess(db, source, summary.newVersion ? "imported" : "unchanged", { ...validators, contentSha256: stored.sha256, objectKey: key });
}
