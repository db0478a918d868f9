// Secrets at rest: AES-256-GCM under a key from the environment. A stored value reads
// `v1:<keyId>:<iv>:<ciphertext>:<tag>` (base64url parts); the key id lets a keyring hold the current
// key and previous ones, so values sealed before a rotation still open. Pure: no I/O here.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = "v1";

/** What a sealed value is for, bound as GCM additional data: a webhook ciphertext cannot pass for a service key. */
export type SecretPurpose = "webhook" | "service-secret";

export class SecretBoxError extends Error {}

/** A short public name of a key: its hash's first 8 hex digits (says nothing useful about the key). */
export function keyIdOf(key: Buffer): string {
  return createHash("sha256").update("secrets-key-id\0").update(key).digest("hex").slice(0, 8);
}

export class SecretKeyring {
  readonly currentId: string;
  private readonly keys = new Map<string, Buffer>();

  /** `current` seals; it and every `previous` key open. */
  constructor(current: Buffer, previous: Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== KEY_BYTES) throw new SecretBoxError(`a secrets key must be ${KEY_BYTES} bytes`);
      this.keys.set(keyIdOf(key), key);
    }
    this.currentId = keyIdOf(current);
  }

  /** This keyring, also opening what `other` opens (its current key does not seal here). */
  including(other: SecretKeyring): SecretKeyring {
    return new SecretKeyring(this.keys.get(this.currentId)!, [...this.keys.values(), ...other.keys.values()]);
  }

  seal(plaintext: string, purpose: SecretPurpose): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.keys.get(this.currentId)!, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return [FORMAT, this.currentId, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(":");
  }

  /** The plaintext of a sealed value; a value stored before encryption (not sealed) is returned as it is. */
  open(stored: string, purpose: SecretPurpose): string {
    if (!isSealed(stored)) return stored;
    const [, keyId, iv, body, tag] = stored.split(":");
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`a stored secret is sealed under key ${keyId}, which is neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS`);
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new SecretBoxError(`a stored secret sealed under key ${keyId} does not authenticate (tampered, or another purpose)`);
    }
  }

  /** True when the value must be sealed again to be under the current key (plain, or an older key). */
  needsResealing(stored: string): boolean {
    return !isSealed(stored) || stored.split(":")[1] !== this.currentId;
  }
}

const SEALED = /^v1:[0-9a-f]{8}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*:[A-Za-z0-9_-]+$/;

/** Whether a stored value is sealed; webhook secrets (`whsec_…`) and the random service keys never match. */
export function isSealed(stored: string): boolean {
  return SEALED.test(stored);
}
