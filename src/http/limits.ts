// The limits of the public API, as Express middleware: request timeouts, per-key rate limits
// (draft-ietf-httpapi-ratelimit-headers-11 fields) and Idempotency-Key on POST. Counters and keys live
// in the database every replica shares (src/domain/limits).
import { createHash } from "node:crypto";
import http from "node:http";
import express, { type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import type { SqlReader } from "../db/sql";
import { beforeCommit } from "../db/transaction";
import { inStatementScope, type StatementScope } from "../db/statementScope";
import { canonicalJson } from "../kernel/canonicalJson";
import { DomainError, RETRY_AFTER_SECONDS } from "../errors";
import { refusalBody, type RefusalShape } from "./auth";
import { countRequest } from "../domain/limits/rateLimits";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  markIdempotencyKeyCommitted,
  releaseIdempotencyKey,
  type StoredResponse,
} from "../domain/limits/idempotency";

const RATE_LIMIT_POLICY = "default";
const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
/** Response headers a replay repeats besides the body's Content-Type. */
const REPLAYED_HEADERS = ["location", "content-disposition", "deprecation", "link"];

/** True once a request has timed out: what its handler still writes goes nowhere (but to a tap). */
function isDetached(res: Response): boolean {
  return Boolean(res.locals.detached);
}

/**
 * Answers 503 when a request is still unanswered after `timeoutMs`, and cancels the database statements
 * it is running then (`cancel`; the transaction they belong to rolls back). What the handler writes
 * afterwards is swallowed, except by an idempotency tap, so a retry under the same Idempotency-Key
 * learns the real outcome; work not yet begun is dropped (`unlessTimedOut`). Streamed uploads are left
 * to the server's own timeouts and their size limit.
 */
export function requestTimeout(timeoutMs: number, shape: RefusalShape = "rest", cancel?: (scope: StatementScope) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    if (req.is("multipart/form-data")) return next();
    let scope: StatementScope | null = null;
    const timer = setTimeout(() => {
      if (scope && cancel) void cancel(scope).catch(() => undefined);
      if (res.headersSent) return; // already answering
      const err = new DomainError(
        "TIMEOUT",
        `The request took longer than ${timeoutMs} ms; its work may still complete (a POST retried with the same Idempotency-Key learns the outcome)`,
      );
      const body = JSON.stringify(refusalBody(shape, err));
      // Straight to the socket, past any tap on this response.
      http.ServerResponse.prototype.writeHead.call(res, err.statusCode, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
      (http.ServerResponse.prototype.end as (this: http.ServerResponse, chunk: string) => void).call(res, body);
      detach(res);
    }, timeoutMs);
    const clear = () => clearTimeout(timer);
    res.once("finish", clear);
    res.once("close", clear);
    scope = inStatementScope(next);
  };
}

/**
 * Stops a request that timed out before its work began (while it waited for authentication, the rate
 * limit or its body): it has been answered, and a retry runs it afresh.
 */
export const unlessTimedOut: RequestHandler = (_req, res, next) => {
  if (!isDetached(res)) next();
};

/** From now on headers and body written to `res` land in a shadow, not on the socket. */
function detach(res: Response) {
  res.locals.detached = true;
  const shadow = new Map<string, number | string | string[]>();
  res.setHeader = (name: string, value: number | string | readonly string[]) => (shadow.set(name.toLowerCase(), value as string), res);
  res.getHeader = (name: string) => shadow.get(name.toLowerCase());
  res.getHeaders = () => Object.fromEntries(shadow);
  res.hasHeader = (name: string) => shadow.has(name.toLowerCase());
  res.removeHeader = (name: string) => void shadow.delete(name.toLowerCase());
  res.writeHead = (() => res) as unknown as Response["writeHead"];
  // A tap skips the socket by itself once detached; without one, writing to a finished response would error.
  if (!res.locals.tapped) {
    res.write = (() => true) as Response["write"];
    res.end = (() => res) as Response["end"];
  }
}

/**
 * Counts the request against its API key's window (after authentication) and states the policy and
 * what is left on every response; over the limit answers 429 with Retry-After at the window's end.
 */
export function rateLimit(sql: SqlReader, limit: { requests: number; windowSeconds: number } | null, shape: RefusalShape = "rest"): RequestHandler {
  if (!limit) return (_req, _res, next) => next();
  const policy = `"${RATE_LIMIT_POLICY}";q=${limit.requests};w=${limit.windowSeconds}`;
  return async (req, res, next) => {
    try {
      const { count, resetSeconds } = await countRequest(sql, req.actor!.apiKeyId, limit.windowSeconds);
      res.set("RateLimit-Policy", policy);
      res.set("RateLimit", `"${RATE_LIMIT_POLICY}";r=${Math.max(0, limit.requests - count)};t=${resetSeconds}`);
      if (count <= limit.requests) return next();
      const err = new DomainError(
        "RATE_LIMITED",
        `Rate limit of ${limit.requests} requests per ${limit.windowSeconds} s exceeded for this API key; retry after ${resetSeconds} s`,
      );
      res.set("Retry-After", String(resetSeconds)).status(err.statusCode).json(refusalBody(shape, err));
    } catch (err) {
      next(err);
    }
  };
}

/**
 * JSON bodies of GraphQL requests under the same size limit as REST, refused the GraphQL way (yoga
 * takes the parsed body as it is).
 */
export function graphqlBodyLimit(maxBytes: number): RequestHandler {
  const parse = express.json({ limit: maxBytes });
  return (req, res, next) => {
    // yoga would read any other body (application/graphql, a form, multipart) itself, past this
    // limit and past the caps that read the parsed operation.
    if (req.method === "POST" && !req.is("application/json")) {
      const refusal = new DomainError("UNSUPPORTED_MEDIA_TYPE", "A GraphQL request's body is JSON: send it with Content-Type: application/json");
      return void res.status(refusal.statusCode).json(refusalBody("graphql", refusal));
    }
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const tooLarge = (err as { type?: string }).type === "entity.too.large";
      const refusal = tooLarge
        ? new DomainError("PAYLOAD_TOO_LARGE", `Request body exceeds the maximum size of ${maxBytes} bytes`)
        : new DomainError("VALIDATION_FAILED", "Request body is not valid JSON");
      res.status(refusal.statusCode).json(refusalBody("graphql", refusal));
    });
  };
}

/**
 * How long a key's first request may run before the key is taken for abandoned (its process died) and
 * claimed afresh: well past the request timeout, since a timed-out request may still be working.
 */
export function idempotencyLeaseSeconds(requestTimeoutMs: number): number {
  return Math.max(60, Math.ceil((2 * requestTimeoutMs) / 1000));
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header as a Structured Field string (`"…"`, as the draft writes it) or as the bare token clients send. */
function parseKey(raw: string): string {
  const value = raw.trim();
  // `""` stays a two-character key, as the document's pattern reads it: there is no empty key to unquote to.
  const unquoted = value.length >= 3 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!KEY_PATTERN.test(unquoted)) {
    throw new DomainError("VALIDATION_FAILED", "Invalid request", [
      { path: IDEMPOTENCY_KEY_HEADER, message: "must be 1 to 255 visible ASCII characters, e.g. a UUID" },
    ]);
  }
  return unquoted;
}

/**
 * `Idempotency-Key` on POST: the first request under a key (per API key) runs and its response, unless a
 * 5xx, is kept 24 h (one marked no-store, as those carrying a secret are: only that it happened, and a retry answers 409); the same key with the same method, path and JSON body replays it byte for byte with
 * `Idempotent-Replayed: true`; with another request answers 422; while the first still runs, 409.
 * A 5xx frees the key so that a retry runs again. Needs the parsed JSON body and the actor.
 */
export function idempotency(sql: SqlReader, options: { leaseSeconds: number; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    const raw = req.method === "POST" ? req.header(IDEMPOTENCY_KEY_HEADER) : undefined;
    if (raw === undefined) return next();
    try {
      const key = parseKey(raw);
      const scope = { accountId: req.actor!.accountId, apiKeyId: req.actor!.apiKeyId };
      const fingerprint = createHash("sha256")
        .update(`${req.method} ${req.baseUrl}${req.path}\n${canonicalJson(req.body ?? null)}`)
        .digest("hex");
      // An answer this process still holds (the database was away when it was given) is stored first,
      // so the retry replays it rather than racing the background retry.
      await answersHeld.flush(heldKey(scope, key));
      const claim = await claimIdempotencyKey(sql, { ...scope, key, fingerprint, leaseSeconds: options.leaseSeconds });
      if (claim.kind === "reused") {
        throw new DomainError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used with another request; use a new key for a new request");
      }
      if (claim.kind === "in-progress") {
        throw new DomainError("IDEMPOTENCY_KEY_IN_USE", "A request with this Idempotency-Key is still being processed; retry later");
      }
      if (claim.kind === "response-lost") {
        throw new DomainError(
          "IDEMPOTENCY_RESPONSE_LOST",
          "The request with this Idempotency-Key was carried out, but the server stopped before its response was kept; read the resource to see the result (it is not run again)",
        );
      }
      if (claim.kind === "replay") return replay(res, claim.response);
      if (claim.kind === "withheld") {
        res.set(claim.response.headers);
        throw new DomainError(
          "IDEMPOTENCY_RESPONSE_WITHHELD",
          `The first request with this Idempotency-Key succeeded (${claim.response.status}), but its response carried a secret, which is never kept for replay; look the resource up (Location) and rotate its secret if it was lost`,
        );
      }
      tapResponse(res, async (response) => {
        const record = () =>
          response.status >= 500
            ? releaseIdempotencyKey(sql, scope, key, fingerprint)
            : completeIdempotencyKey(sql, scope, key, fingerprint, response, noStore(res));
        try {
          await record();
        } catch (err) {
          // The database went away after the work committed: the answer is kept here and stored once it is
          // back, so a retry under this key replays it rather than finding the work done and its answer lost.
          options.logger.warn(
            { err: (err as Error)?.message, reqId: req.id },
            "could not record the Idempotency-Key's response yet; retrying in the background",
          );
          void answersHeld.keep(heldKey(scope, key), record, options.logger, req.id);
        }
      });
      // Every write transaction of this request records, as it commits, that the key's work is done.
      beforeCommit.run((tx) => markIdempotencyKeyCommitted(tx, scope, key, fingerprint), next);
    } catch (err) {
      next(err);
    }
  };
}

/** How long a process keeps trying to store an answer the database could not take (an outage). */
const RECORD_LATER_FOR_MS = 15 * 60_000;

const heldKey = (scope: { accountId: string; apiKeyId: string }, key: string) => `${scope.accountId}/${scope.apiKeyId}/${key}`;

/**
 * Answers this process gave while the database could not store them, each retried (1 s doubling to
 * 10 s) until stored or RECORD_LATER_FOR_MS has passed; a retry of the same key stores it at once.
 */
const answersHeld = {
  held: new Map<string, () => Promise<unknown>>(),
  async keep(id: string, record: () => Promise<unknown>, logger: Logger, reqId: string | undefined) {
    this.held.set(id, record);
    const giveUpAt = Date.now() + RECORD_LATER_FOR_MS;
    for (let attempt = 0; Date.now() < giveUpAt && this.held.get(id) === record; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 1000 * 2 ** attempt)).unref());
      if (await this.flush(id)) return;
    }
    if (this.held.get(id) === record) {
      this.held.delete(id);
      logger.error({ reqId }, "gave up recording the Idempotency-Key's response: a retry under this key answers IDEMPOTENCY_RESPONSE_LOST");
    }
  },
  /** Stores the held answer of `id`, if any; true when there is none left to store. */
  async flush(id: string): Promise<boolean> {
    const record = this.held.get(id);
    if (!record) return true;
    try {
      await record();
      if (this.held.get(id) === record) this.held.delete(id);
      return true;
    } catch {
      return false;
    }
  },
};

/** A response marked `Cache-Control: no-store` (one carrying a secret, src/rest/router.ts) is not stored here either. */
function noStore(res: Response): boolean {
  return /\bno-store\b/i.test(String(res.getHeader("cache-control") ?? ""));
}

function replay(res: Response, stored: StoredResponse) {
  res.status(stored.status).set(stored.headers).set(IDEMPOTENT_REPLAYED_HEADER, "true");
  if (stored.contentType) res.set("Content-Type", stored.contentType);
  if (stored.body.length || stored.contentType) res.send(Buffer.from(stored.body));
  else res.end();
}

/**
 * Collects what the handler writes and hands it to `record` before the response leaves, so that a
 * client that has its answer can already have it replayed.
 */
function tapResponse(res: Response, record: (response: StoredResponse) => Promise<void>) {
  res.locals.tapped = true;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return isDetached(res) ? true : (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    const contentType = res.getHeader("content-type");
    void record({ status: res.statusCode, contentType: contentType === undefined ? null : String(contentType), headers, body: Buffer.concat(chunks) }).finally(
      () => {
        if (!isDetached(res)) (end as (...a: unknown[]) => void)(chunk, ...rest);
      },
    );
    return res;
  }) as Response["end"];
}

/** Next to the error handler: an error after a timeout still reaches the idempotency tap. */
export function answeredAlready(res: Response): boolean {
  return res.headersSent && !isDetached(res);
}
