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
  | "PAYLOAD_TOO_LARGE"
  | "IDEMPOTENCY_KEY_IN_USE"
  | "IDEMPOTENCY_KEY_REUSED"
  | "RATE_LIMITED"
  | "TOO_MANY_SUBSCRIPTIONS"
  | "TIMEOUT"
  | "QUERY_TOO_DEEP"
  | "TOO_MANY_ALIASES"
  | "QUERY_TOO_LONG"
  | "QUERY_TOO_COSTLY"
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
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  TOO_MANY_SUBSCRIPTIONS: 429,
  TIMEOUT: 503,
  // GraphQL operations refused by the limits of src/http/graphqlLimits.ts, before anything runs.
  QUERY_TOO_DEEP: 400,
  TOO_MANY_ALIASES: 400,
  QUERY_TOO_LONG: 400,
  QUERY_TOO_COSTLY: 400,
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

export function reasonPhrase(status: number): string {
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
export const invalid = (message: string, details?: ErrorDetail[]) =>
  new DomainError("VALIDATION_FAILED", message, details);
export const invalidTransition = (message: string) => new DomainError("INVALID_TRANSITION", message);
/** One body for every authentication failure, so a caller learns nothing about which. */
export const unauthorized = () => new DomainError("UNAUTHORIZED", "Invalid or missing API key");
