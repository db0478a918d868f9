// yente's routes under /api/v1/screening (those the route table marks `yente`: POST /match and
// /match/{dataset}, GET /entities/{id}, /search/{dataset}, /catalog, /algorithms) speak to yente's
// clients as yente does: they take `Authorization: ApiKey <key>` beside Bearer (src/http/auth.ts),
// and every error there, from any layer (auth, limits, validation, the operation), carries yente's
// `{"detail": "..."}` beside the contract's fields, so a yente client reads it and ours still do.
import type { NextFunction, Request, Response } from "express";
import type { ErrorBody } from "../errors";
import type { Route } from "../rest/routeTable";

export type RouteMatcher = (req: Request) => boolean;

/** Whether a request's path (any method) is one of the route table's yente routes. */
export function yenteRoutes(routes: Route[]): RouteMatcher {
  const patterns = [...new Set(routes.filter((r) => r.yente).map((r) => r.path))].map((p) => new RegExp(`^/api/v1${p.replace(/:\w+/g, "[^/]+")}/?$`));
  return (req) => {
    const path = req.originalUrl.split("?")[0];
    return patterns.some((p) => p.test(path));
  };
}

/** yente's detail: the message, then what each invalid part was ("Invalid request: algorithm: Invalid algorithm: x"). */
function yenteDetail(body: ErrorBody): string {
  if (!body.details?.length) return body.message;
  return `${body.message}: ${body.details.map((d) => `${d.path}: ${d.message}`).join("; ")}`;
}

/** Adds `detail` to every error body a yente route answers, whichever layer writes it. */
export function yenteErrorShape(isYente: RouteMatcher) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isYente(req)) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const error = body as ErrorBody | null;
      if (res.statusCode >= 400 && error && typeof error === "object" && typeof error.message === "string" && !("detail" in error)) {
        return json({ detail: yenteDetail(error), ...error });
      }
      return json(body);
    };
    next();
  };
}
