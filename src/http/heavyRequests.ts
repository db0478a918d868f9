// One tenant holds at most a few CPU-heavy requests at once: writes to an ownership structure (each
// one re-checks the structure's depth, re-does its arithmetic and seals an audit entry of its edges)
// and /match (screening in the match pool's threads). Under attack one tenant kept a ladder write, a
// whole circle replaced and /match all running together, and a second tenant's pages waited behind
// their turns on the event loop; each request the cap refuses is CPU the other tenants keep.
//
// The count is kept in this process's memory, per account (every key of it together): with N API
// processes an account may have up to N times its cap running across the deployment. Past it the
// request is answered 429 RATE_LIMITED with Retry-After before its body is parsed.
import type { RequestHandler, Request } from "express";
import { DomainError } from "../errors";
import { refusalBody, type RefusalShape } from "./auth";

/** Seconds a refused client waits: a heavy request usually answers within one. */
const HEAVY_RETRY_AFTER_SECONDS = 1;

/** REST writes to an ownership structure: its nodes, its edges, or the whole (chart reads and signed URLs are not). */
// Case-insensitive, as Express routes the paths.
const OWNERSHIP_WRITE = /^\/applications\/[^/]+\/ownership(\/(nodes|edges)(\/[^/]+)?)?\/?$/i;
/** POST /screening/match and yente's /screening/match/{dataset}. */
const MATCH = /^\/screening\/match(\/[^/]+)?\/?$/i;
/** The same operations sent to /graphql. */
const HEAVY_FIELDS = /\b(replaceOwnership|(create|update|delete)Ownership(Node|Edge)|screeningMatch)\b/;

/** Whether a REST request (path relative to /api/v1) is CPU-heavy. */
function isHeavyRestRequest(method: string, path: string): boolean {
  if (method === "POST" && MATCH.test(path)) return true;
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && OWNERSHIP_WRITE.test(path);
}

/** Whether a parsed GraphQL request runs a CPU-heavy field (its document as text; a trusted document's id is not looked into). */
function isHeavyGraphqlRequest(req: Request): boolean {
  const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
  return typeof query === "string" && HEAVY_FIELDS.test(query);
}

/**
 * Counts CPU-heavy requests per account while they run and refuses one past `perAccount` (0: no cap).
 * `rest` gates the route table (before the body is parsed), `graphql` the /graphql endpoint (after).
 */
export class HeavyRequestGate {
  private readonly running = new Map<string, number>();

  constructor(private readonly perAccount: number) {}

  /** Requests of this account running now (for tests and metrics). */
  runningFor(accountId: string): number {
    return this.running.get(accountId) ?? 0;
  }

  middleware(shape: RefusalShape): RequestHandler {
    return (req, res, next) => {
      if (this.perAccount <= 0 || !req.actor) return next();
      const heavy = shape === "rest" ? isHeavyRestRequest(req.method, req.path) : isHeavyGraphqlRequest(req);
      if (!heavy) return next();
      const account = req.actor.accountId;
      const running = this.running.get(account) ?? 0;
      if (running >= this.perAccount) {
        const err = new DomainError(
          "RATE_LIMITED",
          `This account already has ${running} CPU-heavy request${running === 1 ? "" : "s"} running (ownership writes and /match, HEAVY_REQUESTS_PER_ACCOUNT=${this.perAccount}); retry when ${running === 1 ? "it has" : "one has"} answered`,
        );
        res.set("Retry-After", String(HEAVY_RETRY_AFTER_SECONDS)).status(err.statusCode).json(refusalBody(shape, err));
        return;
      }
      this.running.set(account, running + 1);
      let released = false;
      // Counted out when the response is sent or the client goes away, whichever comes first (once).
      const release = () => {
        if (released) return;
        released = true;
        const left = (this.running.get(account) ?? 1) - 1;
        if (left > 0) this.running.set(account, left);
        else this.running.delete(account);
      };
      res.once("finish", release);
      res.once("close", release);
      next();
    };
  }
}
