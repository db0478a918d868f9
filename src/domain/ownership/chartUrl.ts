// A short-lived signed URL of an application's ownership chart, for a page that shows it in an `<img>`
// (which sends no Authorization header): docs/ownership.md, "The chart". The calling key signs the
// application, its account, the chart's maxNodes and an expiry; the URL reads that chart only, until
// then, only while the key is valid and only while the application is not erased.
import type { PrismaClient } from "../../generated/prisma/client";
import type { SqlReader } from "../../db/sql";
import { DomainError, invalid } from "../../errors";
import { orNotFound, owned } from "../../kernel/accountScope";
import { actorOfSigningKey, type ApiEnvName } from "../auth/apiKeys";
import type { Actor } from "../auth/context";
import { signatureMatches, signedUrlBase, signFields } from "../auth/signedUrls";

const PURPOSE = "ownership-chart";
/** How long a chart URL reads by default, and at most: long enough to load a page, short enough that a leaked URL soon stops. */
export const CHART_URL_TTL_SECONDS = { default: 300, max: 3600 } as const;
/** Where the signed chart is served (under /api/v1), the same chart as GET …/ownership/chart. */
const chartUrlPath = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}/ownership/chart/signed`;

export interface SignedChartQuery {
  expires: number;
  key: string;
  signature: string;
  maxNodes?: number | null;
}

const fieldsOf = (accountId: string, apiKeyId: string, applicationId: string, maxNodes: number | null, expires: number) =>
  [accountId, apiKeyId, applicationId, maxNodes, expires] as const;

async function applicationOf(db: PrismaClient, actor: Pick<Actor, "accountId">, applicationId: string) {
  const application = await orNotFound("Application", db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, select: { erasedAt: true } }));
  // An erased application's chart is a tombstone: no URL outlives the erasure as a way to read it.
  if (application.erasedAt) throw new DomainError("APPLICATION_ERASED", "The application was erased: its chart is not served through a signed URL");
}

/** A URL that serves the application's chart without a key for `expiresInSeconds` (default 300, at most 3600). */
export async function mintChartUrl(
  db: PrismaClient,
  actor: Actor,
  applicationId: string,
  options: { maxNodes?: number | null; expiresInSeconds?: number | null },
  now = Date.now(),
): Promise<{ url: string; expiresAt: Date }> {
  const ttl = options.expiresInSeconds ?? CHART_URL_TTL_SECONDS.default;
  if (!Number.isInteger(ttl) || ttl < 1 || ttl > CHART_URL_TTL_SECONDS.max)
    throw invalid(`expiresInSeconds must be an integer from 1 to ${CHART_URL_TTL_SECONDS.max}`, [{ path: "expiresInSeconds", message: "out of range" }]);
  await applicationOf(db, actor, applicationId);
  const maxNodes = options.maxNodes ?? null;
  const expires = Math.floor(now / 1000) + ttl;
  const signature = signFields(PURPOSE, fieldsOf(actor.accountId, actor.apiKeyId, applicationId, maxNodes, expires));
  const query = new URLSearchParams({
    ...(maxNodes === null ? {} : { maxNodes: String(maxNodes) }),
    expires: String(expires),
    key: actor.apiKeyId,
    signature,
  });
  return { url: `${signedUrlBase()}/api/v1${chartUrlPath(applicationId)}?${query}`, expiresAt: new Date(expires * 1000) };
}

const refused = (message: string) => new DomainError("FORBIDDEN", message);

/**
 * The actor a signed chart URL reads as: its key's, as the key stands now. 403 for a signature that does
 * not match (another application, account, maxNodes or expiry than signed), an expired URL or a key
 * revoked or expired since; 409 APPLICATION_ERASED once the application has been erased.
 */
export async function actorOfChartUrl(
  db: PrismaClient,
  sql: SqlReader,
  env: ApiEnvName,
  applicationId: string,
  query: SignedChartQuery,
  now = new Date(),
): Promise<Actor> {
  const actor = await actorOfSigningKey(sql, query.key, env, now);
  const fields = actor && fieldsOf(actor.accountId, actor.apiKeyId, applicationId, query.maxNodes ?? null, query.expires);
  // One answer for a key unknown, revoked or expired and for a wrong signature: a guesser learns nothing.
  if (!actor || !fields || !signatureMatches(PURPOSE, fields, query.signature))
    throw refused("Signed URL is not valid (or the key that signed it has been revoked or has expired)");
  if (query.expires * 1000 < now.getTime()) throw refused("Signed URL has expired: ask for a new one (POST …/ownership/chart-url)");
  await applicationOf(db, actor, applicationId);
  return actor;
}
