// Per-key request counters in fixed windows, in the database every API replica shares. One atomic
// upsert per request; the database's clock decides the window, so replicas with drifting clocks agree.
import { Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { RetryLaterError } from "../../errors";

/** RATE_LIMIT_REQUESTS units per RATE_LIMIT_WINDOW_SECONDS, for each API key. */
export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (1 to the window's length). */
  resetSeconds: number;
}

export async function countRequest(sql: SqlReader, apiKeyId: string, windowSeconds: number): Promise<WindowCount> {
  const [row] = await sql.rows<{ count: number; resetSeconds: number }>(Prisma.sql`
    INSERT INTO "RateLimitWindow" ("apiKeyId", "windowStart", "count")
    VALUES (${apiKeyId}, (floor(extract(epoch FROM now()) / ${windowSeconds}::int) * ${windowSeconds}::int)::bigint, 1)
    ON CONFLICT ("apiKeyId", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1
    RETURNING "count", ceil("windowStart" + ${windowSeconds}::int - extract(epoch FROM now()))::int AS "resetSeconds"`);
  return row;
}

const windowStart = (windowSeconds: number) => Prisma.sql`(floor(extract(epoch FROM now()) / ${windowSeconds}::int) * ${windowSeconds}::int)::bigint`;

/**
 * Takes `units` more from the key's current window, beyond the one its request took, for work that
 * costs more than a request (a screening per name of /match); all or nothing, so a refused request
 * leaves the window as it was. Refused with 429 RATE_LIMITED and Retry-After (the window's end) when
 * they do not fit what is left, or could never fit one window.
 */
export async function spendUnits(sql: SqlReader, apiKeyId: string, limit: RateLimit, units: number, what: string): Promise<void> {
  if (units > limit.requests) {
    throw new RetryLaterError(
      "RATE_LIMITED",
      `This request costs ${units} units of the rate limit (${what}), more than the ${limit.requests} an API key has per ${limit.windowSeconds} s: split it into smaller requests`,
      limit.windowSeconds,
    );
  }
  const [row] = await sql.rows<{ count: number | null; resetSeconds: number }>(Prisma.sql`
    WITH spent AS (
      INSERT INTO "RateLimitWindow" ("apiKeyId", "windowStart", "count")
      VALUES (${apiKeyId}, ${windowStart(limit.windowSeconds)}, ${units}::int)
      ON CONFLICT ("apiKeyId", "windowStart") DO UPDATE SET "count" = "RateLimitWindow"."count" + ${units}::int
        WHERE "RateLimitWindow"."count" + ${units}::int <= ${limit.requests}::int
      RETURNING "count")
    SELECT (SELECT "count" FROM spent) AS "count",
      ceil(${windowStart(limit.windowSeconds)} + ${limit.windowSeconds}::int - extract(epoch FROM now()))::int AS "resetSeconds"`);
  if (row.count !== null) return;
  throw new RetryLaterError(
    "RATE_LIMITED",
    `Rate limit of ${limit.requests} units per ${limit.windowSeconds} s exceeded for this API key: this request costs ${units} more (${what}); retry after ${row.resetSeconds} s`,
    row.resetSeconds,
  );
}

/** Windows that have ended are of no further use. */
export async function sweepRateLimitWindows(sql: SqlReader, windowSeconds: number): Promise<number> {
  const rows = await sql.rows<{ n: number }>(Prisma.sql`
    WITH gone AS (DELETE FROM "RateLimitWindow" WHERE "windowStart" + ${windowSeconds}::int <= extract(epoch FROM now()) RETURNING 1)
    SELECT count(*)::int AS n FROM gone`);
  return rows[0].n;
}
