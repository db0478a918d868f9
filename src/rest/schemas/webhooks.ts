// Webhook routes (spec 2.7, 4.8; the deliveries listing's fields are chosen here).
import { z } from "zod";
import { EVENT_NAMES } from "../../domain/events/inputs";
import { DELIVERY_STATUSES } from "../../domain/webhooks/inputs";
import { responseOf } from "./fromGraphQL";

export {
  CreateWebhookInput as CreateWebhookBody,
  UpdateWebhookInput as UpdateWebhookBody,
  ResendInput as ResendBody,
  RotateSecretInput as RotateSecretBody,
  PingInput as PingBody,
} from "../../domain/webhooks/inputs";

// Responses are the GraphQL types' fields (fromGraphQL.ts); REST types event names as the enum of
// spec 6.1, where GraphQL has strings (enum names cannot spell them).
const EventNames = z.array(z.enum(EVENT_NAMES));
export const WebhookResponse = responseOf("Webhook", { id: "Webhook", fields: { events: EventNames } });
export const CreatedWebhookResponse = responseOf("CreatedWebhook", { id: "CreatedWebhook", fields: { events: EventNames } });

export const DeliveryResponse = responseOf("WebhookDelivery", {
  id: "WebhookDelivery",
  fields: { event: z.enum(EVENT_NAMES), lastResponse: responseOf("WebhookLastResponse"), attempts: z.array(responseOf("WebhookAttempt")) },
});

export const DeliveriesQuery = z.object({ status: z.enum(DELIVERY_STATUSES).optional(), event: z.enum(EVENT_NAMES).optional() }).strict();

export const ResendResponse = responseOf("WebhookResendResult", { id: "WebhookResendResult" });
export const PingResponse = responseOf("WebhookPingResult", { id: "WebhookPingResult" });
export const RotatedSecretResponse = responseOf("RotatedWebhookSecret", { id: "RotatedWebhookSecret" });
export const DeliveryParams = z.object({ id: z.string().min(1), deliveryId: z.string().min(1) });
