// The one way a webhook request leaves the service (deliveries and pings). Its connections go
// through the kernel's outbound agent, which checks every address it connects to against the URL
// policy (src/kernel/outboundAgent.ts). Only the first KiB of an answer is read; the rest is
// never taken off the wire.
import type { ReadableStream } from "node:stream/web";
import { type Agent, fetch } from "undici";
import { OUTBOUND_REFUSED, outboundAgentFor } from "../../kernel/outboundAgent";
import type { UrlPolicy } from "../../kernel/outboundUrls";

const ATTEMPT_TIMEOUT_MS = 10_000;
/** What of a receiver's answer is kept and shown to the account. */
const EXCERPT_BYTES = 1024;

export interface WebhookAnswer {
  statusCode: number | null;
  /** At most EXCERPT_BYTES of the body, decoded as UTF-8. */
  excerpt: string | null;
  /** Null when the receiver answered 2xx. */
  error: string | null;
}

/** Reads at most `max` bytes of a body and cancels the rest, whatever its size. */
async function readExcerpt(body: ReadableStream<Uint8Array> | null, max = EXCERPT_BYTES): Promise<string> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, max));
}

/** POSTs a signed webhook body; network failures and refused targets come back as values. */
export async function postWebhook(
  policy: UrlPolicy,
  request: { url: string; headers: Record<string, string>; body: string },
  agent: Agent = outboundAgentFor(policy),
): Promise<WebhookAnswer> {
  try {
    const res = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      dispatcher: agent,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const excerpt = await readExcerpt(res.body);
    return { statusCode: res.status, excerpt, error: res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === "TimeoutError") return { statusCode: null, excerpt: null, error: `timed out after ${ATTEMPT_TIMEOUT_MS} ms` };
    if (e.cause?.code === OUTBOUND_REFUSED) return { statusCode: null, excerpt: null, error: `url ${e.cause.message}` };
    return { statusCode: null, excerpt: null, error: e.cause?.code ?? e.message };
  }
}
