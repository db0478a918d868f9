// Webhook routes (spec 2.7, 4.8; the deliveries listing's fields are chosen here).
import { z } from "zod";
import { EVENT_NAMES } from "../../domain/events/outbox";
import { DELIVERY_STATUSES, WEBHOOK_STATUSES } from "../../domain/webhooks/inputs";
import { DateTime } from "./common";

export {
  CreateWebhookInput as CreateWebhookBody,
  UpdateWebhookInput as UpdateWebhookBody,
  ResendInput as ResendBody,
  RotateSecretInput as RotateSecretBody,
} from "../../domain/webhooks/inputs";

export const WebhookResponse = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(EVENT_NAMES)),
    status: z.enum(WEBHOOK_STATUSES),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "Webhook" });

export const CreatedWebhookResponse = WebhookResponse.extend({
  secret: z.string().meta({ description: "Signing secret, returned once, here only: `whsec_` + standard base64. X-Webhook-Signature is keyed with this whole string, the Standard Webhooks `webhook-signature` with the bytes after `whsec_`" }),
}).meta({ id: "CreatedWebhook" });

export const DeliveryResponse = z
  .object({
    id: z.string().meta({ description: "X-Webhook-Delivery-ID, identical across retries" }),
    webhookId: z.string(),
    event: z.enum(EVENT_NAMES),
    status: z.enum(DELIVERY_STATUSES).meta({ description: "PENDING (attempts under way), SUCCEEDED, FAILED (schedule exhausted or subscription paused), HELD (application with the service)" }),
    applicationId: z.string().nullable(),
    attemptCount: z.number().int(),
    nextAttemptAt: DateTime.nullable(),
    lastResponse: z.object({ statusCode: z.number().int().nullable(), error: z.string().nullable(), bodyExcerpt: z.string().nullable() }).nullable(),
    attempts: z.array(
      z.object({
        number: z.number().int(),
        startedAt: DateTime,
        statusCode: z.number().int().nullable(),
        latencyMs: z.number().int(),
        error: z.string().nullable(),
        responseExcerpt: z.string().nullable(),
      }),
    ),
    createdAt: DateTime,
    updatedAt: DateTime,
    completedAt: DateTime.nullable(),
  })
  .meta({ id: "WebhookDelivery" });

export const DeliveriesQuery = z.object({ status: z.enum(DELIVERY_STATUSES).optional(), event: z.enum(EVENT_NAMES).optional() }).strict();

export const ResendResponse = z.object({ count: z.number().int(), deliveryIds: z.array(z.string()) }).meta({ id: "WebhookResendResult" });
export const PingResponse = z
  .object({ deliveryId: z.string(), ok: z.boolean(), statusCode: z.number().int().nullable(), latencyMs: z.number().int(), error: z.string().nullable() })
  .meta({ id: "WebhookPingResult" });
export const RotatedSecretResponse = z
  .object({ id: z.string(), secret: z.string(), previousSecretExpiresAt: DateTime.nullable() })
  .meta({ id: "RotatedWebhookSecret" });
export const DeliveryParams = z.object({ id: z.string().min(1), deliveryId: z.string().min(1) });
