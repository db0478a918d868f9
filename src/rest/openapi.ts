// The OpenAPI 3.1 document, generated from the route table's own schemas: complete by construction.
import type { GraphQLSchema } from "graphql";
import { z } from "zod";
import { ErrorResponse } from "./schemas/common";
import { routes, type Route } from "./routeTable";
import { selectionOf, unwrapSchema } from "./selection";
import { schema } from "../schema";
import { operationPermission, permissionSentence, type Permission } from "../schema/permissions";

type JsonSchema = Record<string, unknown>;

/** Every string the server takes is refused with a NUL (src/kernel/validation.ts); the document says so. */
const NO_NUL = "^[^\\u0000]*$";
const JSON_VALUE_REF = "#/components/schemas/JsonValue";
/** Free-form input JSON (metadata, provider details): any value, without NUL in strings or keys. */
const JSON_VALUE: JsonSchema = {
  description: "Any JSON value; no string or key may contain the NUL character (U+0000)",
  pattern: NO_NUL,
  propertyNames: { pattern: NO_NUL },
  items: { $ref: JSON_VALUE_REF },
  additionalProperties: { $ref: JSON_VALUE_REF },
};

/** States in input schemas the rules the request gate applies beyond each zod schema. */
function inputRules(ctx: { zodSchema: unknown; jsonSchema: object }) {
  const json = ctx.jsonSchema as JsonSchema;
  const type = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def.type;
  if (type === "string" && json.type === "string" && !json.pattern && !json.format) json.pattern = NO_NUL;
  if ((type === "unknown" || type === "any") && Object.keys(json).length === 0) json.$ref = JSON_VALUE_REF;
  // An object that is not strict takes (and drops) other fields: any JSON without NUL.
  if (type === "object" && json.additionalProperties === undefined) {
    json.propertyNames = { pattern: NO_NUL };
    json.additionalProperties = { $ref: JSON_VALUE_REF };
  }
}

/** Converts one zod schema; named sub-schemas (meta id) move to components. */
function convert(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    ...(io === "input" ? { override: inputRules } : {}),
  }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  for (const [name, def] of Object.entries(defs)) components[name] = relink(def) as JsonSchema;
  return relink(json) as JsonSchema;
}

/**
 * A body that is not JSON (an SVG image, an XML file) is bytes to a client: `format: binary` makes
 * generators hand them over (openapi-python-client returns a File) instead of dropping the answer.
 */
function binary(schema: JsonSchema): JsonSchema {
  return { ...schema, format: "binary" };
}

const DATE_FORMATS = new Set(["date", "date-time"]);

function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (!value || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value as JsonSchema)) {
    if (key === "$ref" && typeof v === "string") out[key] = v.replace("#/$defs/", "#/components/schemas/");
    else if (key === "pattern" && DATE_FORMATS.has((value as JsonSchema).format as string))
      continue; // the format says it more clearly
    else if (key === "format" && !DATE_FORMATS.has(v as string) && (value as JsonSchema).pattern)
      continue; // the pattern is what is checked (e-mail)
    else out[key] = relink(v);
  }
  return out;
}

const ERROR_STATUSES: Record<number, string> = {
  400: "Invalid request; `details` names each offending field",
  401: "Missing, malformed, unknown, revoked, expired or wrong-environment API key (one identical body)",
  403: "`FORBIDDEN`: the API key's role lacks the permission this operation needs (`x-permission`); the message and `details` name it",
  404: "Not found, or not yours",
  409: "Not allowed in the resource's current state",
  413: "Request body exceeds MAX_BODY_BYTES (an upload: MAX_UPLOAD_BYTES)",
  422: "`IDEMPOTENCY_KEY_REUSED`: this Idempotency-Key was already used with another request (method, path or body)",
  429: "`RATE_LIMITED`: this API key's units in the current window exceed the policy (a request is one unit; `/screening/match` one more per name screened, a long name one per 50 characters or 5 words); or the account already has HEAVY_REQUESTS_PER_ACCOUNT (4) CPU-heavy requests running on this API process (ownership structure writes, `/screening/match`; `Retry-After: 1`); retry after `Retry-After` seconds",
  503: "`TIMEOUT`: the request took longer than REQUEST_TIMEOUT_MS, or its statement longer than DATABASE_STATEMENT_TIMEOUT_MS; its work may still complete (retry with the same Idempotency-Key to learn its outcome). `UNAVAILABLE`: the database is unreachable (an outage, a restart). Either way, retry after `Retry-After` seconds (a POST with the same Idempotency-Key)",
};
const IN_PROGRESS =
  "`IDEMPOTENCY_KEY_IN_USE`: the first request with this Idempotency-Key is still being processed; or `IDEMPOTENCY_RESPONSE_LOST`: it was carried out, but the server stopped before keeping its response (it is never run again: read the resource)";
const WITHHELD =
  "`IDEMPOTENCY_RESPONSE_WITHHELD`: the first request with this Idempotency-Key succeeded, but its response carried the secret, which is never kept for replay (rotate the secret if it was lost)";

/** Response headers every authenticated operation may send (src/http/limits.ts), as components. */
const LIMIT_HEADERS: Record<string, JsonSchema> = {
  RateLimitPolicy: {
    description:
      'The quota policy of the calling API key (draft-ietf-httpapi-ratelimit-headers), e.g. `"default";q=6000;w=60`: q units per w seconds (a request is one unit; `/screening/match` one more per name screened, a long name one per 50 characters or 5 words)',
    schema: { type: "string" },
  },
  RateLimit: {
    description: 'What is left of the policy\'s quota, e.g. `"default";r=5999;t=42`: r units within the next t seconds',
    schema: { type: "string" },
  },
  RetryAfter: {
    description: "Seconds to wait before retrying: on a 429 until the current rate-limit window ends, on a 503 a short pause",
    schema: { type: "integer", minimum: 1 },
  },
  IdempotentReplayed: {
    description: "`true` when this is the stored response of an earlier request with the same Idempotency-Key",
    schema: { type: "string", enum: ["true"] },
  },
};
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });
const RATE_LIMIT_HEADERS = { "RateLimit-Policy": headerRef("RateLimitPolicy"), RateLimit: headerRef("RateLimit") };

const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: per API key, the first request with a key runs and its response (unless a 5xx) is kept 24 h; the same key with the same " +
    "method, path and JSON body answers that response again (`Idempotent-Replayed: true`), with another request 422, while the first still runs 409. " +
    "A response carrying a secret (`Cache-Control: no-store`: webhook create, secret rotation) is not kept: a retry answers 409 `IDEMPOTENCY_RESPONSE_WITHHELD`. " +
    "Not honoured for multipart/form-data bodies.",
  schema: { type: "string", minLength: 1, maxLength: 257, pattern: '^"?[\\x21-\\x7e]{1,255}"?$' },
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
  "CRS export":
    "OECD CRS XML v2.0 built from investor-side data, with placeholder tokens for what the fund administrator supplies; bulk export jobs (CRS XML, JSON, CSV)",
  FATCA:
    "FATCA (docs/tax-reporting.md): an application's US indicia and status (US_PERSON, CURED, NOT_US), and its IRS FATCA XML v2.0 AccountReport with placeholder tokens for what the fund administrator supplies",
  Settings: "The account's settings: its four-eyes policy (which decisions need a second approver) and its retention policy",
  Risk: "Risk assessment (docs/risk-model.md): each application's score and level under the account's versioned model, with every factor's contribution and reason. The integrator's riskScore is an input: a floor under the score, never lowering what the model finds. Overrides of the level by hand need the approve permission, a reason and, where four eyes covers the higher level, a second approver",
  Retention: "Legal holds and erasure of a closed application's personal data after retention, leaving tombstones and a verifiable audit chain",
  Migrations: "Bulk migrations of applications from a zip archive or JSON, run on Temporal, with live progress and controls",
};

/** `post/applications/:id/start-onboarding` → `postApplicationsIdStartOnboarding`. */
function operationId(route: Route) {
  return `${route.method}${route.path.replace(/\/:?(\w)([\w-]*)/g, (_m, a: string, b: string) => a.toUpperCase() + b.replace(/-(\w)/g, (_n, c: string) => c.toUpperCase()))}`;
}

const ID_FIELD = /^(id|\w+Id|\w+Ids)$/;

/** Field names anywhere in an object schema (through arrays and optional wrappers). */
function fieldNames(schema: z.ZodType | undefined): string[] {
  const inner = schema && unwrapSchema(schema);
  if (inner instanceof z.ZodArray) return fieldNames(inner.element as z.ZodType);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [name, ...fieldNames(field)]);
}

/** A route that names a resource by id (path, body or query) answers 404 when it is not the caller's. */
function namesResource(route: Route) {
  return Boolean(route.params) || fieldNames(route.body).some((n) => ID_FIELD.test(n)) || fieldNames(route.query).some((n) => ID_FIELD.test(n));
}

/** Where the id of the resource(s) a response carries sits: one object, a page, or a bare array. */
function idPointer(route: Route): string | null {
  if (route.emptyBody) return null;
  const inner = unwrapSchema(route.response.schema);
  const hasId = (schema: z.ZodType) => {
    const object = unwrapSchema(schema);
    return object instanceof z.ZodObject && "id" in (object.shape as object);
  };
  if (hasId(inner)) return "";
  if (inner instanceof z.ZodArray && hasId(inner.element as z.ZodType)) return "/0";
  if (inner instanceof z.ZodObject) {
    const items = (inner.shape as Record<string, z.ZodType>).items;
    const list = items && unwrapSchema(items);
    if (list instanceof z.ZodArray && hasId(list.element as z.ZodType)) return "/items/0";
  }
  return null;
}

/**
 * The path of the GET that answers the resource this route's body is, if one does: the body's id
 * belongs there. POST /applications/:id/businesses answers the application (/applications/:id), so
 * its id is never a :businessId.
 */
function canonicalPath(route: Route, routes: Route[]) {
  return routes.find((get) => get.method === "get" && get !== route && get.response.schema === route.response.schema && /:\w+$/.test(get.path))?.path;
}

/**
 * OpenAPI links from a response that carries resource ids to the operations on one of them:
 * create, update or list → get, patch, delete and the actions under `<collection>/:id`. The
 * collection is the longest prefix of the route's path that has such operations, so
 * `POST /applications/:id/submit` links to the other `/applications/:id…` routes too.
 */
function linksFrom(route: Route, routes: Route[]) {
  const pointer = idPointer(route);
  if (pointer === null) return undefined;
  const canonical = canonicalPath(route, routes);
  const segments = route.path.split("/");
  let crossedParam = false;
  for (let end = segments.length; end > 1; end--) {
    const collection = segments.slice(0, end).join("/");
    if (segments[end - 1].startsWith(":")) {
      crossedParam = true; // the resource this route acts on: its collection is the next prefix
      continue;
    }
    const targets = routes.filter((t) => t !== route && new RegExp(`^${collection}/:(\\w+)(/|$)`).test(t.path));
    if (!targets.length) {
      if (crossedParam) return undefined;
      continue;
    }
    const linked = targets
      .map((target) => ({ target, param: new RegExp(`^${collection}/:(\\w+)`).exec(target.path)![1] }))
      .filter(({ param }) => canonical === undefined || canonical === `${collection}/:${param}`);
    if (!linked.length) return undefined;
    return Object.fromEntries(
      linked.map(({ target, param }) => {
        const parameters: Record<string, string> = { [param]: `$response.body#${pointer}/id` };
        for (const name of Object.keys(target.params?.shape ?? {})) {
          if (name !== param && route.params && name in route.params.shape) parameters[name] = `$request.path.${name}`;
        }
        return [operationId(target), { operationId: operationId(target), parameters }];
      }),
    );
  }
  return undefined;
}

/**
 * The limits every operation lives under (src/http/limits.ts), stated in one place: rate-limit headers
 * and 429, 503 on timeout, 413 where there is a body, and on POST the Idempotency-Key with its 409 and 422.
 */
function addLimits(route: Route, permission: Permission, responses: Record<string, unknown>, parameters: unknown[], errorRef: object) {
  const isPost = route.method === "post";
  const possible = new Set([
    400,
    // A signed URL is refused with 403 (altered, expired, its key revoked): it has no key to be missing.
    ...(route.signedUrl ? [403] : [401]),
    ...(permission === "read" ? [] : [403]),
    ...(namesResource(route) ? [404] : []),
    ...(isPost && route.params ? [409] : []),
    ...(route.extraErrors ?? []),
  ]);
  if (route.body) possible.add(413);
  if (isPost) [409, 422].forEach((status) => possible.add(status));
  possible.add(429);
  possible.add(503);
  const success = responses[route.response.status] as { headers?: Record<string, unknown> };
  success.headers = { ...success.headers, ...RATE_LIMIT_HEADERS, ...(isPost ? { "Idempotent-Replayed": headerRef("IdempotentReplayed") } : {}) };
  for (const status of [...possible].sort((a, b) => a - b)) {
    let description = ERROR_STATUSES[status];
    if (status === 409 && isPost) description = route.params || route.extraErrors?.includes(409) ? `${description}; or ${IN_PROGRESS}` : IN_PROGRESS;
    if (status === 409 && isPost && route.secretInResponse) description = `${description}; or ${WITHHELD}`;
    if (status === 403 && route.signedUrl)
      description = "`FORBIDDEN`: the signed URL was altered, has expired, or the key that signed it was revoked or has expired";
    const headers =
      status === 429 || status === 503 ? { ...RATE_LIMIT_HEADERS, "Retry-After": headerRef("RetryAfter") } : status === 401 ? {} : RATE_LIMIT_HEADERS;
    responses[status] = { description, ...(Object.keys(headers).length ? { headers } : {}), content: { "application/json": { schema: errorRef } } };
  }
  if (isPost) parameters.push(IDEMPOTENCY_KEY_PARAMETER);
}

function openApiPath(path: string) {
  return `/api/v1${path.replace(/:(\w+)/g, "{$1}")}`;
}

export function buildOpenApi(graphqlSchema: GraphQLSchema, routes: Route[], info: { version: string; serverUrl: string }) {
  const components: Record<string, JsonSchema> = {};
  const errorRef = { $ref: "#/components/schemas/Error" };
  convert(ErrorResponse, "output", components);
  components.JsonValue = JSON_VALUE;
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
                content: { [route.attachment.mediaType]: { schema: binary(convert(route.attachment.body, "output", components)) } },
                headers: { "Content-Disposition": { schema: { type: "string" }, description: "attachment; filename=…" } },
              }
            : route.inline
              ? { content: { [route.inline.mediaType]: { schema: binary(convert(route.response.schema, "output", components)) } } }
              : { content: { "application/json": { schema: convert(route.response.schema, "output", components) } } }),
        ...(route.deprecated
          ? { headers: { Deprecation: { schema: { type: "string" }, description: "This path is deprecated; Link names its successor" } } }
          : {}),
      },
    };
    const links = linksFrom(route, routes);
    if (links) (responses[route.response.status] as Record<string, unknown>).links = links;
    // The permission the route's GraphQL operation needs, as its root fields declare it (src/schema/permissions.ts).
    const permission = operationPermission(graphqlSchema, route.operation(selectionOf(route.response.schema)));
    addLimits(route, permission, responses, parameters, errorRef);
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: operationId(route),
      summary: route.summary,
      description: route.signedUrl
        ? `No API key: the URL's query, signed by a key, is the permission; the request acts as that key. ${permissionSentence(permission)}`
        : permissionSentence(permission),
      "x-permission": permission,
      tags: [route.tag],
      ...(route.deprecated ? { deprecated: true } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: !route.body.safeParse({}).success, // a body whose fields are all optional may be left out
              content: {
                "application/json": { schema: convert(route.body, "input", components) },
                ...Object.fromEntries(
                  Object.entries(route.otherBodies ?? {}).map(([mime, schema]) => [mime, { schema: convert(schema, "input", components) }]),
                ),
              },
            },
          }
        : {}),
      responses,
      security: route.signedUrl ? [] : route.yente ? [{ apiKey: [] }, { yenteApiKey: [] }] : [{ apiKey: [] }],
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Compliance Onboarding and Screening API",
      version: info.version,
      description:
        "Onboarding, screening, documents, tasks, audit trail, webhooks, migrations and CRS export. " + "Every route is also a GraphQL operation at /graphql.",
      license: { name: "Apache-2.0", identifier: "Apache-2.0" },
    },
    servers: [{ url: info.serverUrl }],
    security: [{ apiKey: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: {
      schemas: components,
      headers: LIMIT_HEADERS,
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "API key: `Authorization: Bearer <prefix>_<test|live>_…`",
        },
        yenteApiKey: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "The same key as yente's clients send it, `Authorization: ApiKey <prefix>_<test|live>_…`: taken on yente's routes only",
        },
      },
    },
  };
}

/** The committed `openapi.json`: the document as a reviewer reads it in a diff (fixed version and server). */
export function openApiSnapshot(): string {
  return JSON.stringify(buildOpenApi(schema, routes, { version: "local", serverUrl: "http://127.0.0.1:3000" }), null, 2) + "\n";
}
