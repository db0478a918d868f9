// Idempotency keys of POST requests (draft-ietf-httpapi-idempotency-key-header): per API key, the
// first request under a key claims it, and its response is kept for replay until the key expires.
// A response that carried a secret (a webhook's signing secret) is not kept: only that it happened.
import { Prisma } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import type { Tx } from "../../db/transaction";

/** How long a key and its response are kept. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

export interface StoredResponse {
  status: number;
  contentType: string | null;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Whose key it is: one API key never sees another's responses, even within an account. */
export interface IdempotencyScope {
  accountId: string;
  apiKeyId: string;
}

export type Claim =
  | { kind: "claimed" }
  /** The key's first request finished with this response. */
  | { kind: "replay"; response: StoredResponse }
  /** The key's first request finished with a response that carried a secret, which was not kept. */
  | { kind: "withheld"; response: Omit<StoredResponse, "body"> }
  /** The key's first request is still running. */
  | { kind: "in-progress" }
  /** The key's first request committed its work, then its process died before the response was kept. */
  | { kind: "response-lost" }
  /** The key was used for another request (method, path or body). */
  | { kind: "reused" };

const utcNow = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/**
 * Claims `key` for the request `fingerprint`, atomically: of concurrent requests under one key exactly
 * one claims it. An expired key, or one whose request has run longer than `leaseSeconds` (its process
 * died mid-request), is claimed afresh.
 */
export async function claimIdempotencyKey(
  sql: SqlReader,
  claim: IdempotencyScope & { key: string; fingerprint: string; leaseSeconds: number },
): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await sql.rows<{ claimed: number }>(Prisma.sql`
      INSERT INTO "IdempotencyKey" ("accountId", "apiKeyId", "key", "fingerprint", "createdAt", "expiresAt")
      VALUES (${claim.accountId}, ${claim.apiKeyId}, ${claim.key}, ${claim.fingerprint}, ${utcNow}, ${utcNow} + make_interval(secs => ${IDEMPOTENCY_TTL_SECONDS}::int))
      ON CONFLICT ("accountId", "apiKeyId", "key") DO UPDATE
        SET "fingerprint" = EXCLUDED."fingerprint", "status" = NULL, "contentType" = NULL, "headers" = NULL, "body" = NULL, "withheld" = false,
            "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"
        WHERE "IdempotencyKey"."expiresAt" <= ${utcNow}
           OR ("IdempotencyKey"."status" IS NULL AND "IdempotencyKey"."committedAt" IS NULL
               AND "IdempotencyKey"."createdAt" <= ${utcNow} - make_interval(secs => ${claim.leaseSeconds}::int))
      RETURNING 1 AS claimed`);
    if (claimed.length) return { kind: "claimed" };
    const [existing] = await sql.rows<{
      fingerprint: string;
      status: number | null;
      contentType: string | null;
      headers: Record<string, string> | null;
      body: Uint8Array | null;
      withheld: boolean;
      lost: boolean;
    }>(Prisma.sql`
      SELECT "fingerprint", "status", "contentType", "headers", "body", "withheld",
             ("committedAt" IS NOT NULL AND "createdAt" <= ${utcNow} - make_interval(secs => ${claim.leaseSeconds}::int)) AS lost
      FROM "IdempotencyKey"
      WHERE ${keyIs(claim, claim.key)}`);
    if (!existing) continue; // released between the two statements: claim again
    if (existing.fingerprint !== claim.fingerprint) return { kind: "reused" };
    if (existing.status === null) return { kind: existing.lost ? "response-lost" : "in-progress" };
    if (existing.withheld)
      return { kind: "withheld", response: { status: existing.status, contentType: existing.contentType, headers: existing.headers ?? {} } };
    return {
      kind: "replay",
      response: { status: existing.status, contentType: existing.contentType, headers: existing.headers ?? {}, body: existing.body ?? new Uint8Array() },
    };
  }
  return { kind: "in-progress" };
}

function keyIs(scope: IdempotencyScope, key: string) {
  return Prisma.sql`"accountId" = ${scope.accountId} AND "apiKeyId" = ${scope.apiKeyId} AND "key" = ${key}`;
}

/** Inside the request's write transaction: its work committed under this key (see beforeCommit in src/db/transaction.ts). */
export async function markIdempotencyKeyCommitted(tx: Tx, scope: IdempotencyScope, key: string, fingerprint: string) {
  await tx.$executeRaw`
    UPDATE "IdempotencyKey" SET "committedAt" = ${utcNow}
    WHERE ${keyIs(scope, key)} AND "fingerprint" = ${fingerprint} AND "committedAt" IS NULL`;
}

/**
 * Keeps the response of the key's claimed request for replay; with `withhold` (the response carried a
 * secret) only its status and headers, so that the secret is never stored.
 */
export async function completeIdempotencyKey(
  sql: SqlReader,
  scope: IdempotencyScope,
  key: string,
  fingerprint: string,
  response: StoredResponse,
  withhold = false,
) {
  const body = withhold ? null : Buffer.from(response.body);
  const contentType = withhold ? null : response.contentType;
  await sql.rows(Prisma.sql`
    UPDATE "IdempotencyKey"
    SET "status" = ${response.status}::int, "contentType" = ${contentType}, "headers" = ${JSON.stringify(response.headers)}::jsonb, "body" = ${body}, "withheld" = ${withhold}
    WHERE ${keyIs(scope, key)} AND "fingerprint" = ${fingerprint} AND "status" IS NULL`);
}

/** Frees a claimed key whose request failed on our side before committing anything, so that a retry runs again. */
export async function releaseIdempotencyKey(sql: SqlReader, scope: IdempotencyScope, key: string, fingerprint: string) {
  await sql.rows(Prisma.sql`
    DELETE FROM "IdempotencyKey" WHERE ${keyIs(scope, key)} AND "fingerprint" = ${fingerprint} AND "status" IS NULL AND "committedAt" IS NULL`);
}

export async function sweepIdempotencyKeys(sql: SqlReader): Promise<number> {
  const rows = await sql.rows<{ n: number }>(Prisma.sql`
    WITH gone AS (DELETE FROM "IdempotencyKey" WHERE "expiresAt" <= ${utcNow} RETURNING 1) SELECT count(*)::int AS n FROM gone`);
  return rows[0].n;
}
