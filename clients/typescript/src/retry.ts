// Every POST carries an Idempotency-Key (a retry of it is answered from the first run, never run
// twice), and a 429 or 503 is retried after the server's Retry-After.
import { randomUUID } from "node:crypto";

export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /** Upper bound of one wait, whatever Retry-After says (default 30 s). */
  maxDelayMs?: number;
  /** The wait when a 429/503 carries no Retry-After: base × 2^attempt (default 500 ms). */
  baseDelayMs?: number;
}

const RETRIED_STATUSES = new Set([429, 503]);

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Wraps a fetch: adds Idempotency-Key to a POST that has none, retries on 429/503 honouring Retry-After. */
export function resilientFetch(fetchImpl: typeof fetch, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const { maxRetries = 3, maxDelayMs = 30_000, baseDelayMs = 500 } = options;
  return async (request: Request) => {
    if (request.method === "POST" && !request.headers.has("Idempotency-Key")) request.headers.set("Idempotency-Key", randomUUID());
    for (let attempt = 0; ; attempt++) {
      const response = await fetchImpl(attempt < maxRetries ? request.clone() : request);
      if (!RETRIED_STATUSES.has(response.status) || attempt >= maxRetries) return response;
      const wait = retryAfterMs(response.headers.get("Retry-After")) ?? baseDelayMs * 2 ** attempt;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, maxDelayMs)));
    }
  };
}
