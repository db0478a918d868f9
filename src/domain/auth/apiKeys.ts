// API keys (spec 5): `<prefix>_<env>_<id><secret>`. The id is the row's primary key, so a presented
// key is found with one indexed read; only a SHA-256 of the high-entropy secret is stored.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { unauthorized } from "../../errors";
import type { Actor } from "./context";
import { narrowerRole, type Role } from "./permissions";

const ID_LENGTH = 16;
const SECRET_BYTES = 32;
/** lastUsedAt is refreshed at most this often, so a busy key does not write on every request. */
const LAST_USED_GRANULARITY_MS = 60_000;

export type ApiEnvName = "test" | "live";

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function mintKey(prefix: string, env: ApiEnvName) {
  const id = randomBytes(ID_LENGTH / 2).toString("hex");
  const secret = randomBytes(SECRET_BYTES).toString("base64url");
  return { id, raw: `${prefix}_${env}_${id}${secret}`, secretHash: hashSecret(secret) };
}

/** Splits a raw key; null when it does not have the shape of one of ours. */
function parseKey(raw: string, prefix: string): { env: string; id: string; secret: string } | null {
  const match = /^([a-z0-9]+)_(test|live)_([0-9a-f]{16})([A-Za-z0-9_-]{43})$/.exec(raw);
  if (!match || match[1] !== prefix) return null;
  return { env: match[2], id: match[3], secret: match[4] };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The key of `Authorization: ApiKey <key>`, the scheme yente and its clients use (nomenklatura's YenteEnricher). */
export function apiKeySchemeToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^ApiKey\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

interface KeyWithUser {
  id: string;
  accountId: string;
  userId: string;
  env: string;
  secretHash: string;
  operator: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  keyRole: Role | null;
  userRole: Role | null;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Resolves a bearer token to the acting user, or throws the one 401. Reads the key on every call:
 * revocation and expiry take effect on the very next request.
 */
export async function authenticate(
  db: PrismaClient,
  sql: SqlReader,
  raw: string | null,
  deployment: { prefix: string; env: ApiEnvName },
  now = new Date(),
): Promise<Actor> {
  const parsed = raw ? parseKey(raw, deployment.prefix) : null;
  if (!parsed || parsed.env !== deployment.env) throw unauthorized();
  const key = await readKey(sql, parsed.id);
  const expected = Buffer.from(key?.secretHash ?? "0".repeat(64), "hex");
  const presented = Buffer.from(hashSecret(parsed.secret), "hex");
  const secretMatches = timingSafeEqual(expected, presented);
  if (!key || !secretMatches || key.env !== parsed.env || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) {
    throw unauthorized();
  }
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    // Conditional, fire-and-forget: concurrent requests race to one write, none waits for it.
    void db.apiKey
      .updateMany({
        where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - LAST_USED_GRANULARITY_MS) } }] },
        data: { lastUsedAt: now },
      })
      .catch(() => undefined);
  }
  return actorOf(key);
}

/** One statement per request: the key and its user together. */
async function readKey(sql: SqlReader, id: string): Promise<KeyWithUser | undefined> {
  const [key] = await sql.rows<KeyWithUser>(Prisma.sql`
    SELECT k.id, k."accountId", k."userId", k.env::text AS env, k."secretHash", k.operator, k."expiresAt", k."revokedAt", k."lastUsedAt",
           k.role::text AS "keyRole", u.role::text AS "userRole", u."firstName", u."lastName", u.email
    FROM "ApiKey" k JOIN "User" u ON u.id = k."userId"
    WHERE k.id = ${id}`);
  return key;
}

function actorOf(key: KeyWithUser): Actor {
  const name = `${key.firstName} ${key.lastName}`.trim() || key.email;
  return {
    accountId: key.accountId,
    apiKeyId: key.id,
    userId: key.userId,
    userName: name,
    operator: key.operator,
    role: narrowerRole(key.userRole, key.keyRole),
  };
}

/**
 * The actor of a URL a key signed (src/domain/auth/signedUrls.ts), read afresh on every use: null once
 * the key has been revoked or has expired, or when it is of another environment, so a signed URL
 * grants no more than its key still does, with the role its key and user have now.
 */
export async function actorOfSigningKey(sql: SqlReader, keyId: string, env: ApiEnvName, now = new Date()): Promise<Actor | null> {
  const key = await readKey(sql, keyId);
  if (!key || key.env !== env || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return null;
  return actorOf(key);
}

/**
 * For a long-lived stream (a GraphQL subscription), before each event: the one 401 once the key that
 * opened it has been revoked or has expired, as the next request would get.
 */
export async function assertKeyStillValid(db: PrismaClient, apiKeyId: string, now = new Date()): Promise<void> {
  const key = await db.apiKey.findUnique({ where: { id: apiKeyId }, select: { revokedAt: true, expiresAt: true } });
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) throw unauthorized();
}
