// Per-key request counters in fixed windows, in the database every API replica shares. One atomic
// upsert per request; the database's clock decides the window, so replicas with drifting clocks agree.
import { Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";

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

/** Windows that have ended are of no further use. */
export async function sweepRateLimitWindows(sql: SqlReader, windowSeconds: number): Promise<number> {
  const rows = await sql.rows<{ n: number }>(Prisma.sql`
    WITH gone AS (DELETE FROM "RateLimitWindow" WHERE "windowStart" + ${windowSeconds}::int <= extract(epoch FROM now()) RETURNING 1)
    SELECT count(*)::int AS n FROM gone`);
  return rows[0].n;
}
