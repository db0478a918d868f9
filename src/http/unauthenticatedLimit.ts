// The limit on unauthenticated traffic: requests that fail authentication, /readyz and the
// local object routes are counted per client address in the rate-limit table every replica shares
// (src/domain/limits/rateLimits.ts). An address over its limit is then refused by this process
// without a database read until its window ends, so a flood of made-up keys stops costing key lookups.
// Keys that authenticated on this process recently still pass (see `refuses`).
import { createHash } from "node:crypto";
import net from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import type { SqlReader } from "../db/sql";
import { countRequest } from "../domain/limits/rateLimits";
import { DomainError } from "../errors";
import { refusalBody, type RefusalShape } from "./auth";

export interface UnauthenticatedLimit {
  requests: number;
  windowSeconds: number;
}

/** The rate-limit row of an address; API key ids (UUIDs) never start with this. */
const ADDRESS_BUCKET_PREFIX = "addr:";

/** An IPv6 client is counted by its /64 (one subscriber's usual allocation), an IPv4 one by its address. */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv6(ip)) {
    const [head, tail = ""] = ip.split("::");
    const left = head ? head.split(":") : [];
    const right = tail ? tail.split(":") : [];
    const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((g) => parseInt(g, 16).toString(16))
      .join(":")}::/64`;
  }
  return ip;
}

const hashKey = (token: string) => createHash("sha256").update(token).digest("base64url");

export class UnauthenticatedLimiter {
  /** Address bucket → when (ms) this process stops refusing it. */
  private readonly refused = new LRUCache<string, number>({ max: 100_000 });
  /** Hashes of keys that authenticated here in the last 10 minutes. */
  private readonly knownKeys = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 });

  constructor(
    private readonly sql: SqlReader,
    readonly limit: UnauthenticatedLimit,
  ) {}

  static bucketOf(req: Request): string {
    return addressBucket(req.ip ?? req.socket.remoteAddress ?? "unknown");
  }

  /**
   * Before authentication: true (and answered 429) when the address is over its limit and the key is not
   * one this process saw authenticate lately. So an integrator behind the same address keeps working
   * with a key in use, while a key never seen here waits for the window's end like a made-up one.
   */
  refuses(req: Request, res: Response, token: string | null, shape: RefusalShape): boolean {
    const until = this.refused.get(UnauthenticatedLimiter.bucketOf(req));
    if (until === undefined || until <= Date.now()) return false;
    if (token && this.knownKeys.has(hashKey(token))) return false;
    this.answer(res, Math.ceil((until - Date.now()) / 1000), shape);
    return true;
  }

  /** After a successful authentication. */
  remember(token: string) {
    this.knownKeys.set(hashKey(token), true);
  }

  /** Counts one unauthenticated request of the address; true when it went over (and was answered 429). */
  async count(req: Request, res: Response, shape: RefusalShape): Promise<boolean> {
    const bucket = UnauthenticatedLimiter.bucketOf(req);
    let window;
    try {
      window = await countRequest(this.sql, `${ADDRESS_BUCKET_PREFIX}${bucket}`, this.limit.windowSeconds);
    } catch {
      return false; // the database is away: the request answers as it would (401, or /readyz's 503)
    }
    if (window.count <= this.limit.requests) return false;
    this.refused.set(bucket, Date.now() + window.resetSeconds * 1000);
    this.answer(res, window.resetSeconds, shape);
    return true;
  }

  /** Middleware counting every request (unauthenticated routes: /readyz, /objects). */
  guard(shape: RefusalShape = "rest"): RequestHandler {
    return async (req, res, next) => {
      if (this.refuses(req, res, null, shape)) return;
      if (!(await this.count(req, res, shape))) next();
    };
  }

  private answer(res: Response, retryAfterSeconds: number, shape: RefusalShape) {
    const { requests, windowSeconds } = this.limit;
    const err = new DomainError(
      "RATE_LIMITED",
      `Too many unauthenticated requests from this address (limit ${requests} per ${windowSeconds} s, failed authentications included); retry after ${retryAfterSeconds} s`,
    );
    res.set("Retry-After", String(retryAfterSeconds)).status(err.statusCode).json(refusalBody(shape, err));
  }
}
