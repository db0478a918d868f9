// Express middleware: every /api/v1 and /graphql request is authenticated here, once.
import type { NextFunction, Request, Response } from "express";
import type { PrismaClient } from "../generated/prisma/client";
import type { SqlReader } from "../db/sql";
import type { Config } from "../config";
import { authenticate, bearerToken } from "../domain/auth/apiKeys";
import type { Actor } from "../domain/auth/context";
import { DomainError, errorBody } from "../domain/errors";

declare module "express-serve-static-core" {
  interface Request {
    actor?: Actor;
    id?: string;
  }
}

export function requireApiKey(db: PrismaClient, sql: SqlReader, config: Pick<Config, "apiKeyPrefix" | "apiEnv">) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      req.actor = await authenticate(db, sql, bearerToken(req.header("authorization")), {
        prefix: config.apiKeyPrefix,
        env: config.apiEnv,
      });
      next();
    } catch (err) {
      if (err instanceof DomainError && err.code === "UNAUTHORIZED") {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="api"').json(errorBody(err.code, err.message));
        return;
      }
      next(err);
    }
  };
}
