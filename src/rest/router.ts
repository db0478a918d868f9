// Express glue for the route table: validate, run the route's GraphQL operation in-process against
// the same schema, shape the JSON. Errors are mapped by code in one place (src/domain/errors.ts).
import express, { type Request, type Response } from "express";
import { execute, parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from "graphql";
import type { Logger } from "pino";
import { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client";
import { DomainError, errorBody } from "../domain/errors";
import { zodDetails } from "../domain/validation";
import { createContext } from "../schema/context";
import type { UrlPolicy } from "../domain/webhooks/urlPolicy";
import type { ObjectStore } from "../storage";
import { coerceQuery } from "./queryParsing";
import type { Route } from "./routeTable";
import { omitAbsent, selectionOf } from "./selection";

export interface CompiledRoute extends Route {
  document: DocumentNode;
}

/** Parses and validates every route's document at start: a broken route fails the boot, not a call. */
export function compileRoutes(schema: GraphQLSchema, routes: Route[]): CompiledRoute[] {
  return routes.map((route) => {
    const document = parse(route.operation(selectionOf(route.response.schema)));
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`${route.method.toUpperCase()} ${route.path}: ${errors.map((e) => e.message).join("; ")}`);
    return { ...route, document };
  });
}

class RequestValidationError extends DomainError {
  constructor(details: { path: string; message: string }[]) {
    super("VALIDATION_FAILED", "Invalid request", details);
  }
}

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix: string) {
  if (!schema) return {};
  const result = schema.safeParse(value);
  if (!result.success) throw new RequestValidationError(zodDetails(result.error, prefix));
  return result.data;
}

function firstError(errors: readonly GraphQLError[]) {
  const error = errors[0];
  const original = error.originalError;
  if (original instanceof DomainError) return original;
  if (!original) return new DomainError("VALIDATION_FAILED", error.message); // variable coercion
  return original;
}

export function restRouter(options: {
  db: PrismaClient;
  schema: GraphQLSchema;
  routes: CompiledRoute[];
  validateResponses: boolean;
  logger: Logger;
  urlPolicy?: UrlPolicy;
  objectStore: ObjectStore;
}) {
  const router = express.Router();
  for (const route of options.routes) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const params = parsePart(route.params, req.params, "") as Record<string, string>;
      const query = route.query ? (parsePart(route.query, coerceQuery(route.query, req.query as Record<string, unknown>), "") as Record<string, unknown>) : {};
      const body = route.body ? parsePart(route.body, req.body ?? {}, "") : undefined;
      const result = await execute({
        schema: options.schema,
        document: route.document,
        contextValue: createContext(options.db, req.actor!, { urlPolicy: options.urlPolicy, objectStore: options.objectStore }),
        variableValues: route.variables({ params, query, body }),
      });
      if (result.errors?.length) {
        const error = firstError(result.errors);
        if (error instanceof DomainError) {
          res.status(error.statusCode).json(errorBody(error.code, error.message, error.details));
          return;
        }
        throw error;
      }
      const payload = omitAbsent(route.response.schema, (result.data as Record<string, unknown>)[route.field]);
      if (options.validateResponses) {
        const check = route.response.schema.safeParse(payload);
        if (!check.success) {
          options.logger.error({ route: `${route.method} ${route.path}`, issues: check.error.issues }, "response does not match its schema");
          throw new Error(`Response of ${route.method.toUpperCase()} ${route.path} does not match its schema`);
        }
      }
      if (route.headers) res.set(route.headers({ params, query, body }));
      if (route.emptyBody || payload === undefined) res.status(route.response.status).end();
      else res.status(route.response.status).json(payload);
    });
  }
  return router;
}
