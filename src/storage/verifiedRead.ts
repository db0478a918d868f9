// Serving a registered document's bytes only when they still hash to the SHA-256 registered for them
// (the bytes a reviewer sees are the bytes the audit trail hashed). The hash is known only
// at the end of the bytes, so: an object up to VERIFY_BUFFER_BYTES is read whole and checked before
// anything is sent (a refusal is a clean error answer); a larger one streams with its last chunk held
// back until the hash matches, so a client never receives a complete copy of bytes that differ (the
// response is cut short, which every HTTP client reports as a failed download).
import { createHash } from "node:crypto";
import { Transform, type Readable } from "node:stream";

/** Objects up to this size are checked before the first byte is sent (most identity documents and statements). */
export const VERIFY_BUFFER_BYTES = 8 * 1024 * 1024;

export class IntegrityError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`stored bytes hash to ${actual}, registered ${expected}`);
    this.name = "IntegrityError";
  }
}

/** The whole object, or an IntegrityError when it does not hash to `expected`. */
export async function readVerified(body: Readable, expected: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const hash = createHash("sha256");
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    chunks.push(chunk as Buffer);
  }
  const actual = hash.digest("hex");
  if (actual !== expected) throw new IntegrityError(expected, actual);
  return Buffer.concat(chunks);
}

/** Passes bytes through, holding the last chunk back until the whole stream hashes to `expected`; else fails with IntegrityError. */
export function verifyingStream(expected: string): Transform {
  const hash = createHash("sha256");
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      const previous = held;
      held = chunk;
      done(null, previous ?? undefined);
    },
    flush(done) {
      const actual = hash.digest("hex");
      if (actual !== expected) return done(new IntegrityError(expected, actual));
      done(null, held ?? undefined);
    },
  });
}
