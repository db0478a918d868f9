// Webhook signatures as integrators verify them: the spec's X-Webhook-Signature (hex HMAC-SHA256 of
// the raw body) and the Standard Webhooks headers, checked here with the standardwebhooks library
// an integrator would use rather than by recomputing them.
import { Webhook } from "standardwebhooks";
import { newSigningSecret, signatureHeaders, standardWebhooksKey } from "../../../src/domain/webhooks/signing";
import { verifyWebhookSignature } from "../../support/receiver";

const body = JSON.stringify({ event: "application.updated", data: { id: "app_1", name: "Zoë" } });
const now = new Date("2026-10-15T12:00:00.000Z");

describe("signing secrets", () => {
  it("are whsec_ + standard base64 of 32 random bytes, different every time", () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(standardWebhooksKey(a)).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(a);
  });

  it("keep the same key bytes for secrets issued in base64url before the switch", () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => 250 - i)); // bytes whose base64 has + and /
    const standard = `whsec_${bytes.toString("base64")}`;
    const legacy = `whsec_${bytes.toString("base64url")}`;
    expect(standard).not.toBe(legacy);
    expect(standardWebhooksKey(legacy).equals(bytes)).toBe(true);
    expect(standardWebhooksKey(standard).equals(bytes)).toBe(true);
  });
});

describe("signatureHeaders", () => {
  const secret = newSigningSecret();
  const headers = signatureHeaders({ body, deliveryId: "dlv_1", event: "application.updated", secrets: [secret], now });

  it("names the event and the delivery, the same id in both header families", () => {
    expect(headers).toMatchObject({
      "content-type": "application/json",
      "x-webhook-event": "application.updated",
      "x-webhook-delivery-id": "dlv_1",
      "webhook-id": "dlv_1",
      "webhook-timestamp": String(now.getTime() / 1000),
    });
  });

  it("signs the raw body so the integrator's check passes, and fails on one changed byte", () => {
    expect(verifyWebhookSignature(body, headers["x-webhook-signature"], secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), headers["x-webhook-signature"], secret)).toBe(true);
    expect(verifyWebhookSignature(body.replace("Zoë", "Zoe"), headers["x-webhook-signature"], secret)).toBe(false);
    expect(verifyWebhookSignature(body, headers["x-webhook-signature"], newSigningSecret())).toBe(false);
  });

  it("refuses a malformed or truncated signature instead of throwing", () => {
    expect(verifyWebhookSignature(body, "not hex", secret)).toBe(false);
    expect(verifyWebhookSignature(body, headers["x-webhook-signature"].slice(0, 32), secret)).toBe(false);
  });

  it("verifies with the Standard Webhooks library, within its tolerance of the timestamp", () => {
    jest.useFakeTimers({ now, doNotFake: ["nextTick", "setImmediate"] });
    try {
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
      expect(() => new Webhook(secret).verify(body.replace("app_1", "app_2"), headers)).toThrow();
    } finally {
      jest.useRealTimers();
    }
  });

  it("signs with every secret valid during a rotation, so either verifies", () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()];
    const rotated = signatureHeaders({ body, deliveryId: "dlv_2", event: "application.updated", secrets: [current, previous], now });
    expect(rotated["webhook-signature"].split(" ")).toHaveLength(2);
    jest.useFakeTimers({ now, doNotFake: ["nextTick", "setImmediate"] });
    try {
      expect(new Webhook(current).verify(body, rotated)).toBeTruthy();
      expect(new Webhook(previous).verify(body, rotated)).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
    // The spec's header carries the current secret's signature only.
    expect(verifyWebhookSignature(body, rotated["x-webhook-signature"], current)).toBe(true);
    expect(verifyWebhookSignature(body, rotated["x-webhook-signature"], previous)).toBe(false);
  });
});
