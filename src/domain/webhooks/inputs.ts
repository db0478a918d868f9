import { z } from "zod";
import { EVENT_NAMES } from "../events/inputs";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";

export const WEBHOOK_STATUSES = enumValues(dbEnums.WebhookStatus);
export const DELIVERY_STATUSES = enumValues(dbEnums.DeliveryStatus);

/** Any name outside spec 6.1 is refused, naming it. */
const EventName = z.enum(EVENT_NAMES, { error: (issue) => `"${String(issue.input)}" is not an event of spec 6.1` });

// Each field's description is what the REST body (OpenAPI) and the GraphQL input show: one definition.
export const CreateWebhookInput = z
  .object({
    url: z
      .string()
      .min(1)
      .max(2000)
      .meta({ description: "The endpoint to POST events to: https in live deployments, and a public address unless private targets are allowed" }),
    events: z.array(EventName).min(1).max(EVENT_NAMES.length).meta({ description: "Event names of spec 6.1" }),
  })
  .strict();
export const UpdateWebhookInput = z
  .object({
    url: z.string().min(1).max(2000).optional().meta({ description: "A new endpoint" }),
    events: z.array(EventName).min(1).optional().meta({ description: "The event names to receive, replacing the list" }),
    status: z.enum(WEBHOOK_STATUSES).optional().meta({ description: "ACTIVE or PAUSED" }),
  })
  .strict();
export const DeliveryFilter = z.object({ status: z.enum(DELIVERY_STATUSES).optional(), event: z.enum(EVENT_NAMES).optional() }).strict();

export const RotateSecretInput = z
  .object({
    overlapSeconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .optional()
      .meta({ description: "How long the old secret still signs (default 24 h, at most 7 days)" }),
  })
  .strict();
/** POST /webhooks/{id}/test: test deployments may name the 6.1 event to send an example of (docs/sandbox.md). */
export const PingInput = z
  .object({
    eventType: EventName.optional().meta({
      description: "Test deployments only (the sandbox): send a signed example of this 6.1 event instead of the test request",
    }),
  })
  .strict();
export const ResendInput = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .strict()
  .refine((v) => new Date(v.from) <= new Date(v.to), { path: ["to"], message: "must not be before from" });
