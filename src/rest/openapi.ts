// The OpenAPI 3.1 document, generated from the route table's own schemas: complete by construction.
import { z } from "zod";
import { ErrorResponse } from "./schemas/common";
import type { Route } from "./routeTable";

type JsonSchema = Record<string, unknown>;

/** Converts one zod schema; named sub-schemas (meta id) move to components. */
function convert(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  for (const [name, def] of Object.entries(defs)) components[name] = relink(def) as JsonSchema;
  return relink(json) as JsonSchema;
}

function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (!value || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value as JsonSchema)) {
    if (key === "$ref" && typeof v === "string") out[key] = v.replace("#/$defs/", "#/components/schemas/");
    else if (key === "pattern" && (value as JsonSchema).format) continue; // the format says it more clearly
    else out[key] = relink(v);
  }
  return out;
}

const ERROR_STATUSES: Record<number, string> = {
  400: "Invalid request; `details` names each offending field",
  401: "Missing, malformed, unknown, revoked, expired or wrong-environment API key (one identical body)",
  404: "Not found, or not yours",
  409: "Not allowed in the resource's current state",
  413: "Upload exceeds MAX_UPLOAD_BYTES",
};

const TAG_DESCRIPTIONS: Record<string, string> = {
  Applications: "Onboarding cases of investors (businesses and individuals), their key persons and status",
  "Audit logs": "Append-only, hash-chained record of every change to an application and its documents",
  Notes: "Notes on applications, screening hits, documents, workflow versions and audit entries",
  Webhooks: "Signed event notifications (spec 6) and their delivery records",
  Documents: "Uploads through signed URLs, registered documents with their checks (spec 2.4) and derived fields",
  Tasks: "Review work the service opens (failed checks, missing documents or data) and reviewers close",
  "Onboarding workflows": "What an application must hold: required fields and document types in order",
  Screening: "Sanctions, PEP, adverse-media and warning hits, their groups (stories), verdicts and severity tiers",
  "CRS export": "OECD CRS XML v2.0 built from investor-side data, with placeholder tokens for what the fund administrator supplies; bulk export jobs (CRS XML, JSON, CSV)",
  Migrations: "Bulk migrations of applications from a zip archive or JSON, run on Temporal, with live progress and controls",
};

function openApiPath(path: string) {
  return `/api/v1${path.replace(/:(\w+)/g, "{$1}")}`;
}

export function buildOpenApi(routes: Route[], info: { version: string; serverUrl: string }) {
  const components: Record<string, JsonSchema> = {};
  const errorRef = { $ref: "#/components/schemas/Error" };
  convert(ErrorResponse, "output", components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = [];
    for (const [name, schema] of Object.entries((route.params?.shape ?? {}) as Record<string, z.ZodType>)) {
      parameters.push({ name, in: "path", required: true, schema: convert(schema, "input", components) });
    }
    for (const [name, schema] of Object.entries((route.query?.shape ?? {}) as Record<string, z.ZodType>)) {
      const json = convert(schema, "input", components);
      const { description, ...rest } = json;
      parameters.push({
        name,
        in: "query",
        required: !schema.safeParse(undefined).success,
        ...(description ? { description } : {}),
        schema: rest,
        ...(rest.type === "array" ? { style: "form", explode: true } : {}),
      });
    }
    const responses: Record<string, unknown> = {
      [route.response.status]: {
        description: route.response.description,
        ...(route.emptyBody
          ? {}
          : route.attachment
            ? {
                content: { [route.attachment.mediaType]: { schema: convert(route.attachment.body, "output", components) } },
                headers: { "Content-Disposition": { schema: { type: "string" }, description: "attachment; filename=…" } },
              }
            : { content: { "application/json": { schema: convert(route.response.schema, "output", components) } } }),
        ...(route.deprecated
          ? { headers: { Deprecation: { schema: { type: "string" }, description: "This path is deprecated; Link names its successor" } } }
          : {}),
      },
    };
    const possible = [400, 401, ...(route.params ? [404] : []), ...(route.method === "post" && route.params ? [409] : []), ...(route.extraErrors ?? [])];
    for (const status of possible) {
      responses[status] = { description: ERROR_STATUSES[status], content: { "application/json": { schema: errorRef } } };
    }
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: `${route.method}${route.path.replace(/\/:?(\w)([\w-]*)/g, (_m, a: string, b: string) => a.toUpperCase() + b.replace(/-(\w)/g, (_n, c: string) => c.toUpperCase()))}`,
      summary: route.summary,
      tags: [route.tag],
      ...(route.deprecated ? { deprecated: true } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": { schema: convert(route.body, "input", components) },
                ...Object.fromEntries(Object.entries(route.otherBodies ?? {}).map(([mime, schema]) => [mime, { schema: convert(schema, "input", components) }])),
              },
            },
          }
        : {}),
      responses,
      security: [{ apiKey: [] }],
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Compliance Onboarding and Screening API",
      version: info.version,
      description:
        "Onboarding, screening, documents, tasks, audit trail, webhooks, migrations and CRS export. " +
        "Every route is also a GraphQL operation at /graphql.",
      license: { name: "Apache-2.0", identifier: "Apache-2.0" },
    },
    servers: [{ url: info.serverUrl }],
    security: [{ apiKey: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "API key: `Authorization: Bearer <prefix>_<test|live>_…`",
        },
      },
    },
  };
}
