// Webhook routes (spec 6): subscriptions, deliveries, resend, ping, secret rotation.
import { z } from "zod";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { IdParams } from "../schemas/common";
import {
  CreateWebhookBody,
  CreatedWebhookResponse,
  DeliveriesQuery,
  DeliveryParams,
  DeliveryResponse,
  PingBody,
  PingResponse,
  ResendBody,
  ResendResponse,
  RotateSecretBody,
  RotatedSecretResponse,
  UpdateWebhookBody,
  WebhookResponse,
} from "../schemas/webhooks";

/** GraphQL enum names of 6.1 event names (`application.created` → APPLICATION__CREATED). */
const eventEnum = (name: string | undefined) => (name ? name.replace(/\./g, "__").toUpperCase() : undefined);

export function webhookRoutes(): Route[] {
  return [
    {
      method: "post",
      path: "/webhooks",
      summary: "Subscribe a URL to events; the signing secret is returned once",
      tag: "Webhooks",
      body: CreateWebhookBody,
      operation: (s) => `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) ${s} }`,
      field: Mutation.createWebhook,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: CreatedWebhookResponse, description: "The subscription, ACTIVE, with its secret" },
      secretInResponse: true,
    },
    {
      method: "get",
      path: "/webhooks",
      summary: "The account's subscriptions (bare array, never the secret)",
      tag: "Webhooks",
      operation: (s) => `query { webhooks ${s} }`,
      field: Query.webhooks,
      variables: () => ({}),
      response: { status: 200, schema: z.array(WebhookResponse), description: "Subscriptions" },
    },
    {
      method: "get",
      path: "/webhooks/:id",
      summary: "One subscription (never its secret)",
      tag: "Webhooks",
      params: IdParams,
      operation: (s) => `query($id: ID!) { webhook(id: $id) ${s} }`,
      field: Query.webhook,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: WebhookResponse, description: "The subscription" },
    },
    {
      method: "patch",
      path: "/webhooks/:id",
      summary: "Change url, events or status (ACTIVE or PAUSED)",
      tag: "Webhooks",
      params: IdParams,
      body: UpdateWebhookBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) ${s} }`,
      field: Mutation.updateWebhook,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: WebhookResponse, description: "The updated subscription" },
    },
    {
      method: "delete",
      path: "/webhooks/:id",
      summary: "Delete a subscription",
      tag: "Webhooks",
      params: IdParams,
      operation: () => `mutation($id: ID!) { deleteWebhook(id: $id) }`,
      field: Mutation.deleteWebhook,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 204, schema: z.boolean(), description: "Deleted" },
      emptyBody: true,
    },
    {
      method: "get",
      path: "/webhooks/:id/deliveries",
      summary: "Deliveries of a subscription, newest first (bare array), filterable by status and event",
      tag: "Webhooks",
      params: IdParams,
      query: DeliveriesQuery,
      operation: (s) =>
        `query($id: ID!, $status: WebhookDeliveryStatus, $event: EventName) { webhookDeliveries(webhookId: $id, status: $status, event: $event) ${s} }`,
      field: Query.webhookDeliveries,
      variables: ({ params, query }) => ({ id: params.id, status: query.status, event: eventEnum(query.event as string | undefined) }),
      response: {
        status: 200,
        schema: z.array(DeliveryResponse),
        description: "Every delivery record with its attempts, newest first (written a page at a time, however many)",
      },
      walk: {
        operation: (s) =>
          `query($id: ID!, $status: WebhookDeliveryStatus, $event: EventName, $cursor: String, $limit: Int) {
            webhookDeliveryPage(webhookId: $id, status: $status, event: $event, cursor: $cursor, limit: $limit) ${s} }`,
        field: Query.webhookDeliveryPage,
        pageSize: 100,
      },
    },
    {
      method: "post",
      path: "/webhooks/:id/deliveries/:deliveryId/redeliver",
      summary: "Send a finished delivery again (same delivery id; 409 while it is still under way)",
      tag: "Webhooks",
      params: DeliveryParams,
      operation: (s) => `mutation($id: ID!, $deliveryId: ID!) { redeliverWebhookDelivery(webhookId: $id, deliveryId: $deliveryId) ${s} }`,
      field: Mutation.redeliverWebhookDelivery,
      variables: ({ params }) => ({ id: params.id, deliveryId: params.deliveryId }),
      response: { status: 202, schema: DeliveryResponse, description: "The delivery, PENDING again" },
    },
    {
      method: "post",
      path: "/webhooks/:id/deliveries/resend",
      summary: "Send again every failed delivery created in [from, to]",
      tag: "Webhooks",
      params: IdParams,
      body: ResendBody,
      operation: (s) => `mutation($id: ID!, $from: String!, $to: String!) { resendFailedWebhookDeliveries(webhookId: $id, from: $from, to: $to) ${s} }`,
      field: Mutation.resendFailedWebhookDeliveries,
      variables: ({ params, body }) => ({ id: params.id, ...(body as { from: string; to: string }) }),
      response: { status: 202, schema: ResendResponse, description: "How many deliveries go out again" },
    },
    {
      method: "post",
      path: "/webhooks/:id/test",
      summary:
        "POST a signed test request to the endpoint now and report its answer (nothing stored); it is no event of spec 6.1: no `event` field, no X-Webhook-Event header, body {test: true, timestamp, webhookId, accountId}. Test deployments only (the sandbox): `eventType` sends a signed example of that event instead",
      tag: "Webhooks",
      params: IdParams,
      body: PingBody,
      operation: (s) => `mutation($id: ID!, $eventType: EventName) { pingWebhook(id: $id, eventType: $eventType) ${s} }`,
      field: Mutation.pingWebhook,
      variables: ({ params, body }) => ({ id: params.id, eventType: eventEnum((body as { eventType?: string } | undefined)?.eventType) }),
      response: { status: 200, schema: PingResponse, description: "The endpoint's answer" },
    },
    {
      method: "post",
      path: "/webhooks/:id/rotate-secret",
      summary: "New signing secret; the old one keeps signing alongside it for the overlap window",
      tag: "Webhooks",
      params: IdParams,
      body: RotateSecretBody,
      operation: (s) => `mutation($id: ID!, $overlapSeconds: Int) { rotateWebhookSecret(id: $id, overlapSeconds: $overlapSeconds) ${s} }`,
      field: Mutation.rotateWebhookSecret,
      variables: ({ params, body }) => ({ id: params.id, overlapSeconds: (body as { overlapSeconds?: number }).overlapSeconds }),
      response: { status: 200, schema: RotatedSecretResponse, description: "The new secret, shown once" },
      secretInResponse: true,
    },
  ];
}
