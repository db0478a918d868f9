// Webhook signatures: the spec's X-Webhook-Signature (hex HMAC-SHA256 of the raw body, keyed with the
// secret string as issued) and the Standard Webhooks headers (id, timestamp, v1 base64 HMAC of
// `id.timestamp.body`, keyed with the bytes the secret's body decodes to), signed with every secret
// valid at the moment (rotation overlap).
import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 32;

/** A new signing secret as the Standard Webhooks libraries read it: `whsec_` + standard base64. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

/**
 * The HMAC key of the Standard Webhooks signature: the bytes after `whsec_`. Secrets issued before
 * the switch to standard base64 are base64url; Node's decoder reads both alphabets, so those keep the
 * same bytes (an integrator passes them to a verifier as raw bytes, or rotates; see the README).
 */
export function standardWebhooksKey(secret: string): Buffer {
  const body = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(body, "base64");
}

/** Signed headers of a delivery; `event` null (a test request, no event of spec 6.1) leaves X-Webhook-Event out. */
export function signatureHeaders(input: { body: string; deliveryId: string; event: string | null; secrets: string[]; now: Date }): Record<string, string> {
  const timestamp = Math.floor(input.now.getTime() / 1000).toString();
  const [current] = input.secrets;
  const signed = `${input.deliveryId}.${timestamp}.${input.body}`;
  return {
    "content-type": "application/json",
    "x-webhook-signature": createHmac("sha256", current).update(input.body).digest("hex"),
    ...(input.event !== null ? { "x-webhook-event": input.event } : {}),
    "x-webhook-delivery-id": input.deliveryId,
    "webhook-id": input.deliveryId,
    "webhook-timestamp": timestamp,
    "webhook-signature": input.secrets.map((secret) => `v1,${createHmac("sha256", standardWebhooksKey(secret)).update(signed).digest("base64")}`).join(" "),
  };
}
