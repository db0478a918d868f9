// Webhook subscriptions and their deliveries in GraphQL (spec 2.7, 4.8).
import type { Webhook, WebhookAttempt, WebhookDelivery } from "../generated/prisma/client";
import { builder } from "./builder";
import { defined } from "./inputHelpers";
import { EVENT_NAMES } from "../domain/events/inputs";
import { DELIVERY_STATUSES, WEBHOOK_STATUSES } from "../domain/webhooks/inputs";
import * as inputs from "../domain/webhooks/inputs";
import { enumOf, inputOf } from "./zodInputs";
import { listCost } from "./cost";
import {
  createWebhook,
  DELIVERIES_COST_ESTIMATE,
  deleteWebhook,
  listDeliveries,
  listDeliveriesPage,
  listWebhooks,
  ownedWebhook,
  updateWebhook,
} from "../domain/webhooks/subscriptions";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { pingWebhook, redeliver, resendFailed, rotateSecret } from "../domain/webhooks/operations";
import { hasPermission } from "./permissions";
import type { Actor } from "../domain/auth/context";

// What a receiver answered can be what its network holds (on a deployment letting webhooks reach
// private addresses, an internal page): only keys that configure webhooks read it, others read null.
const EXCERPT_DESCRIPTION = "First 1 KiB of the response body; null unless the key holds the `admin` permission (admin role, or a key without a role)";
const excerptFor = (actor: Actor, excerpt: string | null) => (hasPermission(actor, "admin") ? excerpt : null);

const WebhookStatusEnum = enumOf("WebhookStatus", WEBHOOK_STATUSES, "Whether a webhook receives events");
const DeliveryStatusEnum = enumOf("WebhookDeliveryStatus", DELIVERY_STATUSES, "Where a webhook delivery stands");
const EventNameEnum = builder.enumType("EventName", {
  description: "The events a webhook can subscribe to",
  values: Object.fromEntries(EVENT_NAMES.map((name) => [name.replace(/\./g, "__").toUpperCase(), { value: name, description: name }])),
});

const WebhookRef = builder.objectRef<Webhook>("Webhook").implement({
  description: "A webhook subscription of the account",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    url: t.exposeString("url", { description: "The endpoint events are POSTed to" }),
    events: t.stringList({ description: "Event names of spec 6.1", resolve: (w) => w.events }),
    status: t.field({ type: WebhookStatusEnum, description: "ACTIVE receives events; PAUSED does not", resolve: (w) => w.status }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

const CreatedWebhook = builder.objectRef<Webhook>("CreatedWebhook").implement({
  description: "The new subscription, with its signing secret — returned this once only",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    url: t.exposeString("url", { description: "The endpoint events are POSTed to" }),
    events: t.stringList({ description: "Event names of spec 6.1", resolve: (w) => w.events }),
    secret: t.exposeString("secret", {
      description:
        "Signing secret, returned once, here only: `whsec_` + standard base64. X-Webhook-Signature is keyed with this whole string, the Standard Webhooks `webhook-signature` with the bytes after `whsec_`",
    }),
    status: t.field({ type: WebhookStatusEnum, description: "ACTIVE receives events; PAUSED does not", resolve: (w) => w.status }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

const Attempt = builder.objectRef<WebhookAttempt>("WebhookAttempt").implement({
  description: "One delivery attempt of a webhook event",
  fields: (t) => ({
    number: t.exposeInt("number", { description: "1 for the first attempt, counting on across retries" }),
    startedAt: t.expose("startedAt", { type: "DateTime", description: "When the request was sent" }),
    statusCode: t.exposeInt("statusCode", { nullable: true, description: "The receiver's HTTP status; null when no answer came" }),
    latencyMs: t.exposeInt("latencyMs", { description: "Milliseconds until the answer or the failure" }),
    error: t.exposeString("error", { nullable: true, description: "Why the attempt failed without a status (timeout, refused, …)" }),
    responseExcerpt: t.string({ nullable: true, description: EXCERPT_DESCRIPTION, resolve: (a, _args, ctx) => excerptFor(ctx.actor, a.responseExcerpt) }),
  }),
});

type DeliveryRow = WebhookDelivery & { attempts: WebhookAttempt[] };
const LastResponse = builder.objectRef<DeliveryRow>("WebhookLastResponse").implement({
  description: "What the receiver answered to a delivery's last attempt",
  fields: (t) => ({
    statusCode: t.exposeInt("lastStatusCode", { nullable: true, description: "The HTTP status; null when no answer came" }),
    error: t.exposeString("lastError", { nullable: true, description: "Why it failed without a status" }),
    bodyExcerpt: t.string({ nullable: true, description: EXCERPT_DESCRIPTION, resolve: (d, _args, ctx) => excerptFor(ctx.actor, d.lastResponseExcerpt) }),
  }),
});

const Delivery = builder.objectRef<DeliveryRow>("WebhookDelivery").implement({
  description: "One event's delivery to a webhook, with its attempts",
  fields: (t) => ({
    id: t.exposeID("id", { description: "Sent as X-Webhook-Delivery-ID, identical across retries" }),
    webhookId: t.exposeString("webhookId", { description: "The subscription it goes to" }),
    event: t.exposeString("event", { description: "The event name (spec 6.1)" }),
    status: t.field({
      type: DeliveryStatusEnum,
      description: "PENDING (attempts under way), SUCCEEDED, FAILED (schedule exhausted or subscription paused), HELD (application with the service)",
      resolve: (d) => d.status,
    }),
    applicationId: t.exposeString("applicationId", { nullable: true, description: "The application it belongs to, if any" }),
    attemptCount: t.exposeInt("attemptCount", { description: "Attempts made so far" }),
    nextAttemptAt: t.expose("nextAttemptAt", { type: "DateTime", nullable: true, description: "When the next retry is due; null when none is" }),
    lastResponse: t.field({
      type: LastResponse,
      nullable: true,
      description: "The last attempt's answer; null before the first",
      resolve: (d) => (d.attemptCount > 0 ? d : null),
    }),
    attempts: t.field({ type: [Attempt], description: "Every attempt, oldest first", resolve: (d) => d.attempts }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true, description: "When it succeeded or finally failed; null until then" }),
  }),
});

const ResendResult = builder.objectRef<{ count: number; deliveryIds: string[] }>("WebhookResendResult").implement({
  description: "The deliveries a resend queued",
  fields: (t) => ({
    count: t.exposeInt("count", { description: "How many deliveries were queued again" }),
    deliveryIds: t.exposeStringList("deliveryIds", { description: "Their ids (each keeps its id)" }),
  }),
});
const PingResult = builder
  .objectRef<{ deliveryId: string; ok: boolean; statusCode: number | null; latencyMs: number; error: string | null }>("WebhookPingResult")
  .implement({
    description: "The outcome of a test event sent to a webhook",
    fields: (t) => ({
      deliveryId: t.exposeString("deliveryId", { description: "The test delivery's id, as sent in X-Webhook-Delivery-ID" }),
      ok: t.exposeBoolean("ok", { description: "Whether the endpoint answered 2xx" }),
      statusCode: t.exposeInt("statusCode", { nullable: true, description: "The endpoint's HTTP status; null when no answer came" }),
      latencyMs: t.exposeInt("latencyMs", { description: "Milliseconds until the answer or the failure" }),
      error: t.exposeString("error", { nullable: true, description: "Why it failed without a status" }),
    }),
  });
const DeliveryPage = pageType("WebhookDeliveryPage", Delivery);

const RotatedSecret = builder.objectRef<{ id: string; secret: string; previousSecretExpiresAt: Date | null }>("RotatedWebhookSecret").implement({
  description: "A webhook's new signing secret; the previous one keeps signing until previousSecretExpiresAt",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    secret: t.exposeString("secret", { description: "The new signing secret, shown once" }),
    previousSecretExpiresAt: t.expose("previousSecretExpiresAt", {
      type: "DateTime",
      nullable: true,
      description: "Until then deliveries are signed with both secrets",
    }),
  }),
});

// Inputs are read off the domain's zod inputs (src/domain/webhooks/inputs.ts), descriptions included.
// GraphQL takes event names as strings: an enum's names cannot carry spec 6.1's dotted names.
const CreateWebhookInput = inputOf("CreateWebhookInput", inputs.CreateWebhookInput, "A new webhook subscription: its URL and the events it receives", {
  strings: ["events"],
});
const UpdateWebhookInput = inputOf("UpdateWebhookInput", inputs.UpdateWebhookInput, "Changes to a webhook; fields left out stay as they are", {
  strings: ["events"],
});

builder.queryFields((t) => ({
  webhooks: t.field({
    description: "The account's webhook subscriptions (never their secrets)",
    type: [WebhookRef],
    resolve: (_r, _a, ctx) => listWebhooks(ctx.db, ctx.actor),
  }),
  webhook: t.field({
    description: "One webhook subscription (never its secret)",
    type: WebhookRef,
    args: { id: t.arg.id({ required: true, description: "The webhook subscription's id" }) },
    resolve: (_r, a, ctx) => ownedWebhook(ctx.db, ctx.actor, String(a.id)),
  }),
  webhookDeliveries: t.field({
    description: "Every delivery of a subscription, newest first, filterable by status and event (not capped)",
    type: [Delivery],
    extensions: listCost({ maxItems: DELIVERIES_COST_ESTIMATE }),
    args: {
      webhookId: t.arg.id({ required: true, description: "The subscription whose deliveries to list" }),
      status: t.arg({ type: DeliveryStatusEnum, description: "Only deliveries in this status" }),
      event: t.arg({ type: EventNameEnum, description: "Only deliveries of this event" }),
    },
    resolve: (_r, a, ctx) => listDeliveries(ctx.db, ctx.actor, String(a.webhookId), defined({ status: a.status, event: a.event })),
  }),
  webhookDeliveryPage: t.field({
    description: "A subscription's deliveries a page at a time, newest first unless order says asc, filterable by status and event",
    type: DeliveryPage,
    args: {
      webhookId: t.arg.id({ required: true, description: "The subscription whose deliveries to list" }),
      status: t.arg({ type: DeliveryStatusEnum, description: "Only deliveries in this status" }),
      event: t.arg({ type: EventNameEnum, description: "Only deliveries of this event" }),
      ...pageArgs(t.arg),
    },
    resolve: (_r, a, ctx) => listDeliveriesPage(ctx.db, ctx.actor, String(a.webhookId), defined({ status: a.status, event: a.event }), toPageArgs(a)),
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    permission: "admin",
    description: "Subscribes a URL to events; the signing secret is returned this once",
    type: CreatedWebhook,
    args: { input: t.arg({ type: CreateWebhookInput, required: true, description: "Where to send which events" }) },
    resolve: (_r, a, ctx) => createWebhook(ctx.db, ctx.actor, a.input, ctx.urlPolicy),
  }),
  updateWebhook: t.field({
    permission: "admin",
    description: "Changes a subscription's url, events or status (ACTIVE or PAUSED)",
    type: WebhookRef,
    args: {
      id: t.arg.id({ required: true, description: "The subscription to change" }),
      input: t.arg({ type: UpdateWebhookInput, required: true, description: "The fields to change; those left out stay as they are" }),
    },
    resolve: (_r, a, ctx) => updateWebhook(ctx.db, ctx.actor, String(a.id), defined(a.input), ctx.urlPolicy),
  }),
  redeliverWebhookDelivery: t.field({
    permission: "admin",
    type: Delivery,
    description: "Send a finished delivery again: same delivery id, attempts continue their numbering",
    args: {
      webhookId: t.arg.id({ required: true, description: "The subscription the delivery belongs to" }),
      deliveryId: t.arg.id({ required: true, description: "The finished delivery to send again (the same delivery, attempted anew)" }),
    },
    resolve: (_r, a, ctx) => redeliver(ctx.db, ctx.actor, String(a.webhookId), String(a.deliveryId)),
  }),
  resendFailedWebhookDeliveries: t.field({
    permission: "admin",
    description: "Sends again every failed delivery of a subscription created in [from, to]",
    type: ResendResult,
    args: {
      webhookId: t.arg.id({ required: true, description: "The subscription whose failed deliveries to send again" }),
      from: t.arg.string({ required: true, description: "Start of the window (ISO 8601 with offset), inclusive" }),
      to: t.arg.string({ required: true, description: "End of the window (ISO 8601 with offset), inclusive" }),
    },
    resolve: (_r, a, ctx) => resendFailed(ctx.db, ctx.actor, String(a.webhookId), { from: a.from, to: a.to }),
  }),
  pingWebhook: t.field({
    permission: "admin",
    description:
      "Sends a signed test request to the endpoint now and reports its answer (nothing stored). It is no event: no `event` in the body, no X-Webhook-Event header; the body is {test: true, timestamp, webhookId, accountId}. On test deployments (the sandbox) `eventType` sends a signed example of that event instead",
    type: PingResult,
    args: {
      id: t.arg.id({ required: true, description: "The subscription to send a test event to" }),
      eventType: t.arg({
        type: EventNameEnum,
        description: "Test deployments only (the sandbox, docs/sandbox.md): send a signed example of this event instead of the test request",
      }),
    },
    resolve: (_r, a, ctx) => pingWebhook(ctx.db, ctx.actor, String(a.id), ctx.urlPolicy, defined({ eventType: a.eventType }), ctx.sandbox),
  }),
  rotateWebhookSecret: t.field({
    permission: "admin",
    description: "A new signing secret; the old one keeps signing alongside it for the overlap window",
    type: RotatedSecret,
    args: {
      id: t.arg.id({ required: true, description: "The subscription whose signing secret to rotate" }),
      overlapSeconds: t.arg.int({ description: "How long the old secret still signs (default 24 h, at most 7 days)" }),
    },
    resolve: (_r, a, ctx) => rotateSecret(ctx.db, ctx.actor, String(a.id), defined({ overlapSeconds: a.overlapSeconds })),
  }),
  deleteWebhook: t.boolean({
    permission: "admin",
    description: "Deletes a subscription; true when done",
    args: { id: t.arg.id({ required: true, description: "The subscription to delete" }) },
    resolve: async (_r, a, ctx) => (await deleteWebhook(ctx.db, ctx.actor, String(a.id)), true),
  }),
}));
