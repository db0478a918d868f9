// Routes served to a URL a key signed instead of to a key (Route.signedUrl): an `<img>` showing the
// ownership chart sends no Authorization header. The URL is checked here in place of the key check, by
// the verifier its route names, and the request then runs as the key that signed it: its account, its
// role as it stands now, its rate limit. A refusal is the contract's error body.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { PrismaClient } from "../generated/prisma/client";
import type { SqlReader } from "../db/sql";
import type { ApiEnvName } from "../domain/auth/apiKeys";
import type { Actor } from "../domain/auth/context";
import { actorOfChartUrl, type SignedChartQuery } from "../domain/ownership/chartUrl";
import { parseInput } from "../kernel/validation";
import { coerceQuery } from "../rest/queryParsing";
import type { Route, RouteInput, SignedUrlKind } from "../rest/route";
import { DomainError, errorBody } from "../errors";

interface Deps {
  db: PrismaClient;
  sql: SqlReader;
  env: ApiEnvName;
}

const VERIFIERS: Record<SignedUrlKind, (deps: Deps, input: Pick<RouteInput, "params" | "query">) => Promise<Actor>> = {
  ownershipChart: (d, input) => actorOfChartUrl(d.db, d.sql, d.env, input.params.id, input.query as unknown as SignedChartQuery),
};

interface Signed {
  route: Route;
  pattern: RegExp;
  names: string[];
}

/**
 * `matches(req)`: whether the request (its path relative to /api/v1) is one of a signed route's;
 * `handle`: checks it and sets req.actor, or answers the refusal.
 */
export function signedUrlRoutes(routes: Route[], deps: Deps) {
  const signed: Signed[] = routes
    .filter((r) => r.signedUrl)
    .map((route) => ({
      route,
      names: [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]),
      pattern: new RegExp(`^${route.path.replace(/\./g, "\\.").replace(/:\w+/g, "([^/]+)")}/?$`),
    }));
  const find = (req: Request) => signed.find((s) => s.route.method === req.method.toLowerCase() && s.pattern.test(req.path));
  const handle: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    const entry = find(req)!;
    try {
      const values = entry.pattern.exec(req.path)!.slice(1).map(decodeURIComponent);
      const rawParams = Object.fromEntries(entry.names.map((name, i) => [name, values[i]]));
      const params = (entry.route.params ? parseInput(entry.route.params, rawParams, "Invalid request", "") : rawParams) as Record<string, string>;
      const query = entry.route.query
        ? (parseInput(entry.route.query, coerceQuery(entry.route.query, req.query as Record<string, unknown>), "Invalid request", "") as Record<
            string,
            unknown
          >)
        : {};
      req.actor = await VERIFIERS[entry.route.signedUrl!](deps, { params, query });
      next();
    } catch (err) {
      if (!(err instanceof DomainError)) return next(err);
      res.status(err.statusCode).json(errorBody(err.code, err.message, err.details));
    }
  };
  return { matches: (req: Request) => find(req) !== undefined, handle };
}
