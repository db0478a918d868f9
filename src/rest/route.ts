// The shape of a REST route (src/rest/routes/<area>.ts) and the helpers route rows share.
import type { z } from "zod";
import type { RootField } from "./operations";

/** The kinds of signed URL a route may be served by (their verifiers: src/http/signedUrls.ts). */
export type SignedUrlKind = "ownershipChart";

type HttpMethod = "get" | "post" | "patch" | "put" | "delete";

export interface RouteInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Route {
  method: HttpMethod;
  /** Express-style path under /api/v1, e.g. `/applications/:id`. */
  path: string;
  summary: string;
  tag: string;
  /** GraphQL document; `selection` is read off the response schema. */
  operation: (selection: string) => string;
  /**
   * The operation's top-level field whose value is the response body, named by its constant in
   * ./operations.ts (`Query.application`, `Mutation.updateApplication`): go-to-definition leads to the
   * field and its resolver, and a renamed field fails the type check here.
   */
  field: RootField;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * The body is the domain input of the same zod schema, which the domain parses (parseInput) before
   * anything else: the route passes the body on as sent instead of parsing it first, so a large body
   * (a whole ownership structure) is validated once. `body` still documents it; a body GraphQL's
   * coercion refuses is answered in the schema's words, parsed then, on that refusal only.
   */
  bodyParsedByDomain?: boolean;
  variables: (input: RouteInput) => Record<string, unknown>;
  response: { status: number; schema: z.ZodType; description: string };
  deprecated?: boolean;
  /**
   * One of yente's routes (src/http/yente.ts): also takes `Authorization: ApiKey <key>`, and its errors
   * carry yente's `detail` beside the contract's fields.
   */
  yente?: boolean;
  /**
   * Served without an API key to whoever holds a URL a key signed (an `<img>` cannot send a header):
   * src/http/signedUrls.ts checks the URL with the verifier of this name in place of the key check, and
   * the request acts as the key that signed it (403 for a signature altered or expired or a key revoked).
   */
  signedUrl?: SignedUrlKind;
  /** Extra response headers, e.g. Deprecation on an alias. */
  headers?: (input: RouteInput) => Record<string, string>;
  /**
   * The response carries a secret shown once (a signing secret): sent with `Cache-Control: no-store`, and
   * an Idempotency-Key keeps only that it succeeded, so a retry under the key answers 409 instead of the secret.
   */
  secretInResponse?: boolean;
  /** Answer with the status and no body (the operation's boolean result is only checked). */
  emptyBody?: boolean;
  /** Further request body types by MIME type, served by their own handler (documented here). */
  otherBodies?: Record<string, z.ZodType>;
  /** Error statuses beyond the usual ones. */
  extraErrors?: number[];
  /**
   * Answer with a file instead of JSON: the operation's value is `{fileName, contentType, content}`
   * (response.schema) and `content` is sent as an attachment; `body` documents it under `mediaType`.
   */
  attachment?: { mediaType: string; body: z.ZodType };
  /**
   * Answer with a document shown inline instead of JSON: the operation's value (a string) is the body,
   * sent as `mediaType` with `headers` (e.g. a Content-Security-Policy for an image that could hold markup).
   */
  inline?: { mediaType: string; headers?: Record<string, string> };
  /**
   * Answer the whole list (response.schema, an array) by walking this paged operation
   * (`{items, nextCursor}`, `$cursor` and `$limit` as variables) and writing the array a page at a
   * time: the process holds one page however long the list (src/rest/router.ts, walkPages).
   */
  walk?: { operation: (pageSelection: string) => string; field: RootField; pageSize: number };
}

/** Creating by JSON (sourceType API) runs this operation; the multipart upload runs it with an archiveKey. */
export const CREATE_MIGRATION_OPERATION = (s: string) => `mutation($input: CreateMigrationInput!) { createMigration(input: $input) ${s} }`;

const PAGE_KEYS = ["cursor", "limit", "order", "orderBy"] as const;

/** Splits a validated list query into the GraphQL `filter` and the page arguments. */
export function filterAndPage(query: Record<string, unknown>) {
  const filter: Record<string, unknown> = {};
  const page: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if ((PAGE_KEYS as readonly string[]).includes(key)) page[key] = value;
    else filter[key] = value;
  }
  return { filter, ...page };
}

export const applicationMutation = (field: RootField) => (selection: string) => `mutation($id: ID!) { ${field}(id: $id) ${selection} }`;
