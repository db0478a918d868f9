// One tenant holds at most a few CPU-heavy requests at once: writes to an ownership structure (each
// one re-checks the structure's depth, re-does its arithmetic and seals an audit entry of its edges)
// and /match (screening in the match pool's threads). Under attack one tenant kept a ladder write, a
// whole circle replaced and /match all running together, and a second tenant's pages waited behind
// their turns on the event loop; each request the cap refuses is CPU the other tenants keep.
//
// The count is kept in this process's memory, per account (every key of it together): with N API
// processes an account may have up to N times its cap running across the deployment. Past it the
// request is answered 429 RATE_LIMITED with Retry-After (a REST one before its body is parsed); an
// operation sent over GraphQL's WebSocket is refused with the same code in its error's extensions.
//
// A slot is held until the work ends, not the exchange: a client that drops its connection, or a
// request answered 503 by its timeout, leaves its GraphQL execution running (nothing stops a resolver
// mid-way), so the slot stays counted until that execution settles. Counting out at the response
// instead let an attacker start a whole-circle write, hang up, and start another at once.
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestHandler, Request, Response } from "express";
import { RetryLaterError } from "../errors";
import { refusalBody, type RefusalShape } from "./auth";

declare module "express-serve-static-core" {
  interface Request {
    /** Set on a CPU-heavy request the cap let through: its GraphQL executions run inside `during` (REST's router, the yoga plugin below). */
    heavySlot?: HeavySlot;
  }
}

/** Seconds a refused client waits: a heavy request usually answers within one. */
const HEAVY_RETRY_AFTER_SECONDS = 1;

/** REST writes to an ownership structure: its nodes, its edges, or the whole (chart reads and signed URLs are not). */
// Case-insensitive, as Express routes the paths.
const OWNERSHIP_WRITE = /^\/applications\/[^/]+\/ownership(\/(nodes|edges)(\/[^/]+)?)?\/?$/i;
/** POST /screening/match and yente's /screening/match/{dataset}. */
const MATCH = /^\/screening\/match(\/[^/]+)?\/?$/i;
/** The same operations sent to /graphql (over HTTP or WebSocket). */
const HEAVY_FIELDS = /\b(replaceOwnership|(create|update|delete)Ownership(Node|Edge)|screeningMatch)\b/;

/** Whether a REST request (path relative to /api/v1) is CPU-heavy. */
function isHeavyRestRequest(method: string, path: string): boolean {
  if (method === "POST" && MATCH.test(path)) return true;
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && OWNERSHIP_WRITE.test(path);
}

/** Whether a GraphQL document's text runs a CPU-heavy field (a trusted document sent by its id: once looked up). */
export function isHeavyGraphqlText(query: unknown): boolean {
  return typeof query === "string" && HEAVY_FIELDS.test(query);
}

/** Whether a parsed GraphQL request over HTTP runs a CPU-heavy field. */
function isHeavyGraphqlRequest(req: Request): boolean {
  return isHeavyGraphqlText((req.body as { query?: unknown } | undefined)?.query ?? req.query.query);
}

/**
 * One CPU-heavy request's place in its account's count. It is held by its carrier (the HTTP response
 * until it is sent or its client goes away; the WebSocket operation until it completes) and by each
 * execution running `during` it, and counted out once, when the last of them lets go: the later of
 * the response's end and the work's end.
 */
export class HeavySlot {
  /** The carrier's hold and the executions running. */
  private holds = 1;
  private carried = true;
  private counted = true;

  constructor(
    private readonly gate: HeavyRequestGate,
    private readonly accountId: string,
  ) {}

  /** The carrier lets go (the response sent or its client gone, the WebSocket operation done): once, however often called. */
  letGo(): void {
    if (!this.carried) return;
    this.carried = false;
    this.drop();
  }

  /**
   * Runs the request's GraphQL execution with the slot held until it settles, whatever became of the
   * response meanwhile. Work that begins after everything let go (its client left, or it timed out,
   * while it waited for its body or its idempotency key) counts again, and past the cap is refused:
   * nobody is waiting for its answer.
   */
  async during<T>(work: () => T | Promise<T>): Promise<T> {
    if (!this.counted) {
      this.gate.take(this.accountId);
      this.counted = true;
    }
    this.holds++;
    try {
      return await work();
    } finally {
      this.drop();
    }
  }

  private drop() {
    if (--this.holds > 0) return;
    this.counted = false;
    this.gate.give(this.accountId);
  }
}

/**
 * Counts CPU-heavy requests per account while their work runs and refuses one past `perAccount` (0: no
 * cap). `middleware("rest")` gates the route table (before the body is parsed), `middleware("graphql")`
 * /graphql (after) and `heavyExecutionPlugin` a trusted document /graphql ran by its id; `acquire` the
 * WebSocket door's operations.
 */
export class HeavyRequestGate {
  private readonly running = new Map<string, number>();

  constructor(private readonly perAccount: number) {}

  /** Whether a cap applies at all. */
  get capped(): boolean {
    return this.perAccount > 0;
  }

  /** Requests of this account running now (for tests and metrics). */
  runningFor(accountId: string): number {
    return this.running.get(accountId) ?? 0;
  }

  /** A slot for one more heavy request of this account; past the cap a RetryLaterError RATE_LIMITED. */
  acquire(accountId: string): HeavySlot {
    this.take(accountId);
    return new HeavySlot(this, accountId);
  }

  /** @internal counts one in (HeavySlot); throws past the cap. */
  take(accountId: string): void {
    const running = this.running.get(accountId) ?? 0;
    if (running >= this.perAccount)
      throw new RetryLaterError(
        "RATE_LIMITED",
        `This account already has ${running} CPU-heavy request${running === 1 ? "" : "s"} running (ownership writes and /match, HEAVY_REQUESTS_PER_ACCOUNT=${this.perAccount}); retry when ${running === 1 ? "it has" : "one has"} finished`,
        HEAVY_RETRY_AFTER_SECONDS,
      );
    this.running.set(accountId, running + 1);
  }

  /** @internal counts one out (HeavySlot, once per take). */
  give(accountId: string): void {
    const left = (this.running.get(accountId) ?? 1) - 1;
    if (left > 0) this.running.set(accountId, left);
    else this.running.delete(accountId);
  }

  /** A slot for an HTTP request, held by its response until it is sent or its client goes away; past the cap a RetryLaterError. */
  admit(req: Request, res: Response): HeavySlot {
    const slot = this.acquire(req.actor!.accountId);
    req.heavySlot = slot;
    // The response's hold; the execution holds on by itself (HeavySlot.during) for as long as it runs.
    res.once("finish", () => slot.letGo());
    res.once("close", () => slot.letGo());
    return slot;
  }

  middleware(shape: RefusalShape): RequestHandler {
    return (req, res, next) => {
      if (!this.capped || !req.actor) return next();
      const heavy = shape === "rest" ? isHeavyRestRequest(req.method, req.path) : isHeavyGraphqlRequest(req);
      if (!heavy) return next();
      try {
        this.admit(req, res);
      } catch (err) {
        if (!(err instanceof RetryLaterError)) return next(err);
        res.set("Retry-After", String(err.retryAfterSeconds)).status(err.statusCode).json(refusalBody(shape, err));
        return;
      }
      next();
    };
  }
}

/**
 * Yoga plugin: a /graphql request's execution runs inside its slot, so a client gone, or a request
 * answered by its timeout, keeps the slot until the execution settles. Last among the plugins, it wraps
 * whichever executor they chose (the compiled one), and sees a trusted document sent by its id once
 * the plugins before have looked its text up: the gate in front, reading the body, saw no text.
 */
export function heavyExecutionPlugin(gate?: HeavyRequestGate): Plugin<Record<string, unknown>, { req?: Request; res?: Response }> {
  return {
    onParams({ params, context, setResult }) {
      const { req, res } = context;
      if (!gate?.capped || !req?.actor || !res || req.heavySlot || !isHeavyGraphqlText(params.query)) return;
      try {
        gate.admit(req, res);
      } catch (err) {
        if (!(err instanceof RetryLaterError)) throw err;
        // Answered as the gate in front answers: 429 with Retry-After ({code, statusCode} in the body; yoga keeps `http` to itself).
        const headers = { "Retry-After": String(err.retryAfterSeconds) };
        const extensions = { code: err.code, statusCode: err.statusCode, http: { status: err.statusCode, headers } };
        setResult({ errors: [new GraphQLError(err.message, { extensions })] });
      }
    },
    onExecute({ args, executeFn, setExecuteFn }) {
      const slot = (args.contextValue as { req?: Request } | undefined)?.req?.heavySlot;
      if (!slot) return;
      setExecuteFn((execution) => slot.during(() => executeFn(execution)));
    },
  };
}
