// The one way a webhook request leaves the service (deliveries and pings). Its connections go
// through an undici Agent whose connector checks the address it is about to connect to: the name
// is resolved once, each address checked against the URL policy, and the socket connects to those
// checked addresses only, so a name that answers differently the second time (DNS rebinding) gains
// nothing. Only the first KiB of an answer is read; the rest is never taken off the wire.
import net, { type LookupFunction } from "node:net";
import type { ReadableStream } from "node:stream/web";
import { Agent, buildConnector, fetch } from "undici";
import { refuseAddress, refuseHostName, systemResolveAll, type ResolveAll, type UrlPolicy } from "./urlPolicy";

const ATTEMPT_TIMEOUT_MS = 10_000;
/** What of a receiver's answer is kept and shown to the account. */
const EXCERPT_BYTES = 1024;

const REFUSED = "EWEBHOOKTARGETREFUSED";

function refused(reason: string): NodeJS.ErrnoException {
  return Object.assign(new Error(reason), { code: REFUSED });
}

/** A lookup for net.connect that answers only addresses the policy allows, or an error. */
function checkedLookup(policy: UrlPolicy, resolveAll: ResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { family: typeof options.family === "number" ? options.family : 0 }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      if (addresses.length === 0) return callback(refused(`host ${hostname} does not resolve`), "", 0);
      for (const { address } of addresses) {
        const reason = refuseAddress(address, policy);
        if (reason) return callback(refused(reason), "", 0);
      }
      // net.connect connects to exactly what this answers: the checked addresses, nothing resolved later.
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** An Agent whose every connection is to an address the policy allows. `resolveAll` is replaceable for tests. */
export function createWebhookAgent(policy: UrlPolicy, resolveAll: ResolveAll = systemResolveAll): Agent {
  const connect = buildConnector({ lookup: checkedLookup(policy, resolveAll), timeout: ATTEMPT_TIMEOUT_MS });
  return new Agent({
    keepAliveTimeout: 4_000,
    connect: (options, callback) => {
      // An IP literal is never looked up by net.connect: it is checked here instead.
      const host = options.hostname.replace(/^\[|\]$/g, "");
      const reason = net.isIP(host) ? refuseAddress(host, policy) : refuseHostName(host);
      if (reason) return callback(refused(reason), null);
      return connect(options, callback);
    },
  });
}

const agents = new WeakMap<UrlPolicy, Agent>();

/** The deployment's agent for a policy, made once so that connections are reused. */
export function webhookAgentFor(policy: UrlPolicy): Agent {
  let agent = agents.get(policy);
  if (!agent) agents.set(policy, (agent = createWebhookAgent(policy)));
  return agent;
}

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
  agent: Agent = webhookAgentFor(policy),
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
    if (e.cause?.code === REFUSED) return { statusCode: null, excerpt: null, error: `url ${e.cause.message}` };
    return { statusCode: null, excerpt: null, error: e.cause?.code ?? e.message };
  }
}
