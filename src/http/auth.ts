// Express middleware: every /api/v1 and /graphql request is authenticated here, once.
import type { NextFunction, Request, Response } from "express";
import type { PrismaClient } from "../generated/prisma/client";
import type { SqlReader } from "../db/sql";
import type { Config } from "../config";
import { apiKeySchemeToken, authenticate, bearerToken } from "../domain/auth/apiKeys";
import type { Actor } from "../domain/auth/context";
import { DomainError, errorBody } from "../errors";
import type { UnauthenticatedLimiter } from "./unauthenticatedLimit";
import type { RouteMatcher } from "./yente";

declare module "express-serve-static-core" {
  interface Request {
    actor?: Actor;
    id?: string;
  }
}

/** How a refusal reads: the REST error body, or the GraphQL-over-HTTP `{errors}` a GraphQL client shows. */
export type RefusalShape = "rest" | "graphql";

export function refusalBody(shape: RefusalShape, err: DomainError) {
  if (shape === "rest") return errorBody(err.code, err.message, err.details);
  return { errors: [{ message: err.message, extensions: { code: err.code, statusCode: err.statusCode } }] };
}

/**
 * `limiter`: counts failures per client address and refuses an address over its limit (src/http/unauthenticatedLimit.ts).
 * The key comes as `Authorization: Bearer <key>`; on the routes `acceptsApiKeyScheme` names (yente's) also as
 * `ApiKey <key>`, as yente's clients send it.
 */
export function requireApiKey(
  db: PrismaClient,
  sql: SqlReader,
  config: Pick<Config, "apiKeyPrefix" | "apiEnv">,
  shape: RefusalShape = "rest",
  limiter?: UnauthenticatedLimiter | null,
  acceptsApiKeyScheme: RouteMatcher = () => false,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.header("authorization");
    const yente = acceptsApiKeyScheme(req);
    const token = bearerToken(header) ?? (yente ? apiKeySchemeToken(header) : null);
    if (limiter?.refuses(req, res, token, shape)) return;
    try {
      req.actor = await authenticate(db, sql, token, {
        prefix: config.apiKeyPrefix,
        env: config.apiEnv,
      });
      if (limiter && token) limiter.remember(token);
      next();
    } catch (err) {
      if (err instanceof DomainError && err.code === "UNAUTHORIZED") {
        if (limiter && (await limiter.count(req, res, shape))) return;
        res
          .status(401)
          .set("WWW-Authenticate", yente ? 'Bearer realm="api", ApiKey realm="api"' : 'Bearer realm="api"')
          .json(refusalBody(shape, err));
        return;
      }
      next(err);
    }
  };
}
