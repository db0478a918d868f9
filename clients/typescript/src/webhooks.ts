// Webhook verification through the official Standard Webhooks verifier: the `webhook-id`,
// `webhook-timestamp` and `webhook-signature` headers over the raw body, keyed with the `whsec_` secret.
import { Webhook, WebhookVerificationError } from "standardwebhooks";

export { WebhookVerificationError };

export interface WebhookEvent<D = Record<string, unknown>> {
  event: string;
  timestamp: string;
  data: D;
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function lowerCased(headers: HeaderBag): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers instanceof Headers) headers.forEach((value, name) => (out[name] = value));
  else for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  return out;
}

/**
 * Checks a delivery's signature and age (5 minutes' tolerance) and returns its parsed body; throws
 * WebhookVerificationError otherwise. Pass the body exactly as received (string or Buffer), not re-serialised JSON.
 */
export function verifyWebhook<E = WebhookEvent>(secret: string, payload: string | Buffer, headers: HeaderBag): E {
  return new Webhook(secret).verify(payload, lowerCased(headers)) as E;
}
