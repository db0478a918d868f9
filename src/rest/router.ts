// Express glue for the route table: validate, run the route's GraphQL operation in-process against
// the same schema, shape the JSON. Errors are mapped by code in one place (src/errors.ts).
import { withSpan } from "../observability/tracing";
import express, { type Request, type Response } from "express";
import type { GraphQLError, GraphQLSchema } from "graphql";
import type { Logger } from "pino";
import { z } from "zod";
import { DomainError, RetryLaterError, errorBody } from "../errors";
import { parseInput } from "../kernel/validation";
import type { ContextFactory } from "../schema/context";
import { compileOperation, type CompiledOperation } from "../schema/compile";
import { operationPermission, assertPermission, type Permission } from "../schema/permissions";
import { coerceQuery } from "./queryParsing";
import type { Route, RouteInput } from "./routeTable";
import { omitAbsent, selectionOf } from "./selection";

export interface CompiledRoute extends Route {
  compiled: CompiledOperation;
  /** The paged operation a `walk` route writes its array from, and the schema of one page. */
  walkCompiled?: CompiledOperation;
  walkPageSchema?: z.ZodType;
  /** What the operation's root fields declare they need (src/schema/permissions.ts), checked before the request is read. */
  permission: Permission;
}

export function compileRoutes(schema: GraphQLSchema, routes: Route[]): CompiledRoute[] {
  return routes.map((route) => {
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const source = route.operation(selectionOf(route.response.schema));
    const compiled: CompiledRoute = { ...route, compiled: compileOperation(schema, source, label), permission: operationPermission(schema, source) };
    if (route.walk) {
      // The walked pages carry the items the route's array schema describes.
      const item = (route.response.schema as z.ZodArray).element as z.ZodType;
      const pageSchema = z.object({ items: z.array(item), nextCursor: z.string().nullable() });
      const walkSource = route.walk.operation(selectionOf(pageSchema));
      compiled.walkCompiled = compileOperation(schema, walkSource, `${label} (page)`);
      compiled.walkPageSchema = pageSchema;
      compiled.permission = operationPermission(schema, `${source}\n${walkSource}`);
    }
    return compiled;
  });
}

class RequestValidationError extends DomainError {
  constructor(details: { path: string; message: string }[]) {
    super("VALIDATION_FAILED", "Invalid request", details);
  }
}

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix: string) {
  if (!schema) return {};
  return parseInput(schema, value, "Invalid request", prefix);
}

function firstError(errors: readonly GraphQLError[], refusal?: () => void) {
  const error = errors[0];
  const original = error.originalError;
  if (original instanceof DomainError) return original;
  if (!original) {
    // A body passed on unparsed (bodyParsedByDomain): its schema says what is wrong, as it would have first.
    refusal?.();
    return coercionError(error.message);
  }
  return original;
}

/**
 * A value the route's schema let through but GraphQL's coercion refused (the schemas are meant to
 * prevent this): answered in REST words, naming the request field rather than the GraphQL variable.
 */
function coercionError(message: string) {
  const match = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?;/s.exec(message);
  if (!match) return new DomainError("VALIDATION_FAILED", "Invalid request");
  const [, variable, at] = match;
  const path = (at ?? variable).replace(/\[(\d+)\]/g, ".$1").replace(/^input\./, "");
  const detail = /32-bit/.test(message) ? "must be an integer from -2147483648 to 2147483647" : "has an invalid value";
  return new RequestValidationError([{ path, message: detail }]);
}

export interface RestOptions {
  schema: GraphQLSchema;
  validateResponses: boolean;
  logger: Logger;
  /** The request's GraphQL context, made as /graphql makes it (src/schema/context.ts). */
  contextFor: ContextFactory;
}

type RouteOperation = {
  operation: CompiledOperation;
  variables: Record<string, unknown>;
  field: string;
  responseSchema: z.ZodType;
  label: string;
  /** Throws the request's own validation error, when GraphQL's coercion refused a body passed on unparsed. */
  refusal?: () => void;
};

/**
 * Runs one GraphQL operation in-process for a REST request and returns its field's value, checked
 * against the response schema when validation is on; a domain error is thrown as it is.
 */
async function runOperation(options: RestOptions, req: Request, op: RouteOperation): Promise<unknown> {
  const context = options.contextFor(req.actor!);
  const execute = () => op.operation.run(context, op.variables);
  // A CPU-heavy request's slot is held until this execution settles, even if its client has gone or its timeout answered (src/http/heavyRequests.ts).
  const result = await withSpan(`graphql.execute ${op.label}`, { "graphql.operation.name": op.label }, () =>
    req.heavySlot ? req.heavySlot.during(execute) : execute(),
  );
  if (result.errors?.length) throw firstError(result.errors, op.refusal);
  const payload = omitAbsent(op.responseSchema, (result.data as Record<string, unknown>)[op.field]);
  if (options.validateResponses) {
    const check = op.responseSchema.safeParse(payload);
    if (!check.success) {
      options.logger.error({ route: op.label, issues: check.error.issues }, "response does not match its schema");
      throw new Error(`Response of ${op.label} does not match its schema`);
    }
  }
  return payload;
}

/**
 * Runs one GraphQL operation in-process for a REST request: a domain error is answered here with
 * the contract's body (returns null); otherwise the operation's field value, checked against the
 * route's response schema when validation is on. Shared by the route table and the multipart upload.
 */
export async function executeOperation(options: RestOptions, req: Request, res: Response, op: RouteOperation): Promise<{ payload: unknown } | null> {
  try {
    return { payload: await runOperation(options, req, op) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error instanceof RetryLaterError) res.set("Retry-After", String(error.retryAfterSeconds));
    res.status(error.statusCode).json(errorBody(error.code, error.message, error.details));
    return null;
  }
}

/**
 * A route answering a whole list as one bare JSON array (`walk`): the array is written a page at a
 * time from the paged operation, so the process holds one page however long the list. An error on
 * the first page is answered as any route's; one after the array has begun can only cut the response
 * short (the client sees truncated JSON, never a complete-looking partial list).
 */
async function walkPages(options: RestOptions, req: Request, res: Response, route: CompiledRoute, input: RouteInput) {
  const walk = route.walk!;
  const label = `${route.method.toUpperCase()} ${route.path}`;
  const base = route.variables(input);
  let cursor: string | null = null;
  let first = true;
  let written = 0;
  do {
    const op: RouteOperation = {
      operation: route.walkCompiled!,
      variables: { ...base, cursor, limit: walk.pageSize },
      field: walk.field,
      responseSchema: route.walkPageSchema!,
      label,
    };
    let page: { items: unknown[]; nextCursor: string | null };
    if (first) {
      const done = await executeOperation(options, req, res, op);
      if (!done) return;
      page = done.payload as typeof page;
      res.status(route.response.status).type("application/json");
      res.write("[");
    } else {
      try {
        page = (await runOperation(options, req, op)) as typeof page;
      } catch (error) {
        options.logger.error({ err: error, route: label }, "list cut short: a page after the first failed");
        res.destroy(error as Error);
        return;
      }
    }
    const chunk = page.items.map((item) => (written++ === 0 ? "" : ",") + JSON.stringify(item)).join("");
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
    first = false;
    cursor = page.nextCursor;
  } while (cursor);
  res.end("]");
}

export function restRouter(options: RestOptions & { routes: CompiledRoute[] }) {
  const router = express.Router();
  for (const route of options.routes) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      // The resolver checks it too; checked first here, a refused caller gets its 403 whatever it sent.
      assertPermission(req.actor!, route.permission);
      const params = parsePart(route.params, req.params, "") as Record<string, string>;
      const query = route.query ? (parsePart(route.query, coerceQuery(route.query, req.query as Record<string, unknown>), "") as Record<string, unknown>) : {};
      const unparsed = route.body && route.bodyParsedByDomain;
      const body = route.body ? (unparsed ? (req.body ?? {}) : parsePart(route.body, req.body ?? {}, "")) : undefined;
      if (route.walk) return walkPages(options, req, res, route, { params, query, body });
      const done = await executeOperation(options, req, res, {
        operation: route.compiled,
        variables: route.variables({ params, query, body }),
        field: route.field,
        responseSchema: route.response.schema,
        label: `${route.method.toUpperCase()} ${route.path}`,
        refusal: unparsed ? () => parsePart(route.body, req.body ?? {}, "") : undefined,
      });
      if (!done) return;
      if (route.headers) res.set(route.headers({ params, query, body }));
      if (route.secretInResponse) res.set("Cache-Control", "no-store");
      if (route.attachment) {
        const file = done.payload as { fileName: string; contentType: string; content: string };
        res.status(route.response.status).attachment(file.fileName).type(file.contentType).send(file.content);
      } else if (route.inline) {
        res
          .status(route.response.status)
          .set(route.inline.headers ?? {})
          .type(route.inline.mediaType)
          .send(done.payload as string);
      } else if (route.emptyBody || done.payload === undefined) res.status(route.response.status).end();
      else res.status(route.response.status).json(done.payload);
    });
  }
  router.use(methodNotAllowed(options.routes));
  return router;
}

/** A known path asked with a method it does not have: 405 naming the ones it has (RFC 9110 15.5.6). */
function methodNotAllowed(routes: Route[]) {
  const paths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const route of routes) {
    const entry = paths.get(route.path) ?? { pattern: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}/?$`), methods: new Set<string>() };
    entry.methods.add(route.method.toUpperCase());
    paths.set(route.path, entry);
  }
  return (req: Request, res: Response, next: () => void) => {
    // As in OpenAPI, a literal path wins over a templated one (/documents/uploads over /documents/:id).
    const matching = [...paths.entries()].filter(([, { pattern }]) => pattern.test(req.path));
    const fewestParams = Math.min(...matching.map(([path]) => path.split(":").length));
    const allowed = new Set(matching.filter(([path]) => path.split(":").length === fewestParams).flatMap(([, { methods }]) => [...methods]));
    if (!allowed.size || allowed.has(req.method)) return next();
    const allow = [...allowed].sort().join(", ");
    res
      .set("Allow", allow)
      .status(405)
      .json(errorBody("METHOD_NOT_ALLOWED", `${req.method} is not allowed on this path; use ${allow}`));
  };
}
