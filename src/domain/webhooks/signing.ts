// Webhook signatures: the spec's X-Webhook-Signature (hex HMAC-SHA256 of the raw body) and the
// Standard Webhooks headers (id, timestamp, v1 base64 HMAC of `id.timestamp.body`), signed with every
// secret valid at the moment (rotation overlap).
import { createHmac, timingSafeEqual } from "node:crypto";

export function signatureHeaders(input: { body: string; deliveryId: string; event: string; secrets: string[]; now: Date }): Record<string, string> {
  const timestamp = Math.floor(input.now.getTime() / 1000).toString();
  const [current] = input.secrets;
  return {
    "content-type": "application/json",
    "x-webhook-signature": createHmac("sha256", current).update(input.body).digest("hex"),
    "x-webhook-event": input.event,
    "x-webhook-delivery-id": input.deliveryId,
    "webhook-id": input.deliveryId,
    "webhook-timestamp": timestamp,
    "webhook-signature": input.secrets
      .map((secret) => `v1,${createHmac("sha256", secret).update(`${input.deliveryId}.${timestamp}.${input.body}`).digest("base64")}`)
      .join(" "),
  };
}

/**
 * What an integrator runs on receipt (shown in the README): HMAC the raw bytes as received, before any
 * JSON parsing, and compare in constant time.
 */
export function verifyWebhookSignature(rawBody: Buffer | string, signatureHex: string, secret: string): boolean {
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(signatureHex, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
