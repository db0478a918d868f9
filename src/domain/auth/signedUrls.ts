// URLs that carry their own permission, for a reader that cannot send an Authorization header (an
// `<img>` showing the ownership chart). A key signs what the URL may read and until when; the URL
// grants that read to anyone holding it until then, and only while the key that signed it is valid
// (read afresh on every use: src/domain/auth/apiKeys.ts, actorOfSigningKey).
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";

/** What these signatures are for: distinct from every other signing of the service (derived key, tagged payload). */
const FORMAT = "compliance.signed-url.v1";

let signingKey: KeyObject | undefined;
let baseUrl: () => string = () => "";

/**
 * Set once at start (src/roles.ts): the key is derived from the service secret that signs object URLs, so
 * every API process of a deployment signs and verifies alike, and a signature made for one use never
 * verifies for the other. `base` is the API's public address (with PORT=0 known only once it listens).
 */
export function configureSignedUrls(serviceSecret: string, base: () => string): void {
  const derived = createHmac("sha256", Buffer.from(serviceSecret, "utf8")).update(FORMAT).digest();
  signingKey = createSecretKey(derived);
  baseUrl = base;
}

/** The API's public address the signed URLs start with. */
export function signedUrlBase(): string {
  return baseUrl();
}

/** The signature of `fields` (what the URL reads, who signed, until when), each kept apart in a JSON array. */
export function signFields(purpose: string, fields: readonly (string | number | null)[]): string {
  if (!signingKey) throw new Error("signed URL key not set");
  return createHmac("sha256", signingKey)
    .update(JSON.stringify([FORMAT, purpose, ...fields]))
    .digest("base64url");
}

/** Whether `signature` is the one of `fields`, compared in constant time. */
export function signatureMatches(purpose: string, fields: readonly (string | number | null)[], signature: string): boolean {
  const expected = Buffer.from(signFields(purpose, fields));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
