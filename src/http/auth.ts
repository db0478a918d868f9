// Express middleware: every /api/v1 and /graphql request is authenticated here, once.
import type { NextFunction, Request, Response } from "express";
import type { PrismaClient } from "../generated/prisma/client";
import type { SqlReader } from "../db/sql";
import type { Config } from "../config";
import { authenticate, bearerToken } from "../domain/auth/apiKeys";
import type { Actor } from "../domain/auth/context";
import { DomainError, errorBody } from "../errors";

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

export function requireApiKey(db: PrismaClient, sql: SqlReader, config: Pick<Config, "apiKeyPrefix" | "apiEnv">, shape: RefusalShape = "rest") {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      req.actor = await authenticate(db, sql, bearerToken(req.header("authorization")), {
        prefix: config.apiKeyPrefix,
        env: config.apiEnv,
      });
      next();
    } catch (err) {
      if (err instanceof DomainError && err.code === "UNAUTHORIZED") {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="api"').json(refusalBody(shape, err));
        return;
      }
      next(err);
    }
  };
}
