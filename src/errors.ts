// Errors are values with a code. The code decides the HTTP status and the GraphQL extension, here
// and nowhere else.

export type ErrorCode =
  | "VALIDATION_FAILED"
  | "INVALID_CURSOR"
  | "CURSOR_DIRECTION_MISMATCH"
  | "CURSOR_SORT_MISMATCH"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "INVALID_TRANSITION"
  | "CONFLICT"
  | "FOUR_EYES"
  | "APPROVAL_GATE"
  | "SCREENING_NOT_CURRENT"
  | "LEGAL_HOLD"
  | "RETENTION_PERIOD"
  | "APPLICATION_NOT_CLOSED"
  | "APPLICATION_ERASED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "IDEMPOTENCY_KEY_IN_USE"
  | "IDEMPOTENCY_KEY_REUSED"
  | "IDEMPOTENCY_RESPONSE_LOST"
  | "IDEMPOTENCY_RESPONSE_WITHHELD"
  | "RATE_LIMITED"
  | "TOO_MANY_SUBSCRIPTIONS"
  | "TIMEOUT"
  | "UNAVAILABLE"
  | "QUERY_TOO_DEEP"
  | "TOO_MANY_ALIASES"
  | "QUERY_TOO_LONG"
  | "QUERY_TOO_COSTLY"
  | "PERSISTED_QUERY_REQUIRED"
  | "PERSISTED_QUERY_NOT_FOUND"
  | "TOO_MANY_OPEN_STREAMS"
  | "INTEGRITY_CHECK_FAILED"
  | "INTERNAL";

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_CURSOR: 400,
  CURSOR_DIRECTION_MISMATCH: 400,
  CURSOR_SORT_MISMATCH: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  /** Four eyes: the second approval must come from another approver (docs/roles-and-four-eyes.md). */
  FOUR_EYES: 409,
  /** An approval gate holds (docs/roles-and-four-eyes.md): resolve what it names, or override it with a reason. */
  APPROVAL_GATE: 409,
  /** An application screened against no list, or a list past its schedule, is not approved (docs/screening.md "Screening state"). */
  SCREENING_NOT_CURRENT: 409,
  /** Erasure refused (docs/retention-and-erasure.md): the message names the rule and, for retention, the day it ends. */
  LEGAL_HOLD: 409,
  RETENTION_PERIOD: 409,
  APPLICATION_NOT_CLOSED: 409,
  /** A change to an application whose personal data was erased. */
  APPLICATION_ERASED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A POST to /graphql whose body is not JSON: only JSON is read under the body limit and the caps. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_RESPONSE_LOST: 409,
  IDEMPOTENCY_RESPONSE_WITHHELD: 409,
  RATE_LIMITED: 429,
  TOO_MANY_SUBSCRIPTIONS: 429,
  TIMEOUT: 503,
  UNAVAILABLE: 503,
  // GraphQL operations refused by the limits of src/http/graphqlLimits.ts, before anything runs.
  QUERY_TOO_DEEP: 400,
  TOO_MANY_ALIASES: 400,
  QUERY_TOO_LONG: 400,
  QUERY_TOO_COSTLY: 400,
  // Trusted documents (src/http/trustedDocuments.ts): the key may run registered operations only.
  PERSISTED_QUERY_REQUIRED: 403,
  PERSISTED_QUERY_NOT_FOUND: 400,
  /** The process holds as many open subscriptions as it may (SUBSCRIPTIONS_MAX_PER_PROCESS): another replica or a later try serves it. */
  TOO_MANY_OPEN_STREAMS: 503,
  /** Stored bytes no longer match the SHA-256 registered for them: never served. */
  INTEGRITY_CHECK_FAILED: 500,
  INTERNAL: 500,
};

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface ErrorDetail {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = "DomainError";
  }
  get statusCode(): number {
    return STATUS[this.code];
  }
}

export function statusOf(code: string | undefined): number {
  return (code && STATUS[code as ErrorCode]) || 500;
}

function reasonPhrase(status: number): string {
  return REASON[status] ?? "Error";
}

/** The contract's error body. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  details?: ErrorDetail[];
}

export function errorBody(code: string, message: string, details?: ErrorDetail[]): ErrorBody {
  const statusCode = statusOf(code);
  return { statusCode, error: reasonPhrase(statusCode), message, code, ...(details?.length ? { details } : {}) };
}

export const notFound = (what: string) => new DomainError("NOT_FOUND", `${what} not found`);
export const invalid = (message: string, details?: ErrorDetail[]) => new DomainError("VALIDATION_FAILED", message, details);
export const invalidTransition = (message: string) => new DomainError("INVALID_TRANSITION", message);
/** One body for every authentication failure, so a caller learns nothing about which. */
export const unauthorized = () => new DomainError("UNAUTHORIZED", "Invalid or missing API key");

/** Seconds a 503 asks the caller to wait before retrying (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/** A refusal that says when to try again: REST answers it with `Retry-After`. */
export class RetryLaterError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

// How the database's absence shows, through Prisma's driver adapter or `pg` itself: a server that is
// unreachable, shutting down or starting, a connection lost or refused, a pool that could not connect
// in time (DATABASE_CONNECT_TIMEOUT_MS). SQLSTATE class 08 is "connection exception".
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseDoesNotExist"]);
const UNREACHABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNREACHABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const UNREACHABLE_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;
// A statement cut off by statement_timeout, a lock not granted in lock_timeout, and Prisma's interactive
// transaction that outlived its timeout or could not start in time (contention on a row every writer of
// an account locks): each is the caller's to retry, not a fault of the service.
const TIMED_OUT_CODES = new Set(["57014", "55P03", "P2028"]);

/** The error and every error it wraps (cause, a GraphQL error's original, Prisma's driver adapter error). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const r = e as Record<string, unknown>;
    yield r;
    const meta = r.meta as { driverAdapterError?: { cause?: unknown } } | undefined;
    queue.push(r.cause, r.originalError, meta?.driverAdapterError, meta?.driverAdapterError?.cause);
  }
}

/**
 * A database outage or a statement cut off by its timeout, as the 503 a caller should retry after
 * RETRY_AFTER_SECONDS (never a 500 with internals); null for any other error.
 */
export function unavailableError(err: unknown): DomainError | null {
  for (const e of chain(err)) {
    const code = typeof e.code === "string" ? e.code : undefined;
    if (code && TIMED_OUT_CODES.has(code)) return new DomainError("TIMEOUT", "The request took too long and was stopped; retry shortly");
    if (
      UNREACHABLE_KINDS.has(e.kind as string) ||
      (code && (UNREACHABLE_PRISMA_CODES.has(code) || UNREACHABLE_SQLSTATES.has(code) || UNREACHABLE_NODE_CODES.has(code) || code.startsWith("08"))) ||
      (typeof e.message === "string" && UNREACHABLE_MESSAGES.test(e.message))
    ) {
      return new DomainError("UNAVAILABLE", "The service is temporarily unavailable; retry shortly");
    }
  }
  return null;
}
