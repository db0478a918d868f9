// The process's keyring for secrets at rest: SECRETS_KEY (and SECRETS_KEY_PREVIOUS), or, in a test
// deployment without one, a random key made once and kept in the database (README "Secrets at rest":
// that keeps `npm start` configuration-free but protects nothing against a copy of the database).
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { ConfigError, parseSecretsKey, type Config } from "../../config";
import { SecretKeyring, KEY_BYTES, type SecretPurpose } from "./secretBox";

/** The ServiceSecret row holding a test deployment's own key (never sealed: it is the key). */
const FALLBACK_KEY_NAME = "secrets-key.test-deployments-only";

export type SecretsConfig = Pick<Config, "apiEnv" | "secretsKeys">;

let installed: SecretKeyring | null = null;

/**
 * Reads the deployment's keyring and installs it for this process. A live deployment without
 * SECRETS_KEY stops here. A stored fallback key still opens (not seals) once SECRETS_KEY is set, so
 * `secrets:rotate` moves a test deployment's values under the real key.
 */
export async function loadSecretKeyring(db: PrismaClient, config: SecretsConfig): Promise<SecretKeyring> {
  let keyring: SecretKeyring;
  if (config.secretsKeys) {
    keyring = new SecretKeyring(config.secretsKeys.current, config.secretsKeys.previous);
    const fallback = await db.serviceSecret.findUnique({ where: { name: FALLBACK_KEY_NAME } });
    const fallbackKey = fallback && parseSecretsKey(fallback.value);
    if (fallbackKey) keyring = keyring.including(new SecretKeyring(fallbackKey));
  } else if (config.apiEnv === "live") {
    throw new ConfigError(
      "Invalid configuration:\n  SECRETS_KEY: required when API_ENV=live (webhook secrets and signing keys are encrypted with it): set it, or SECRETS_KEY_FILE, to the base64 of 32 random bytes (openssl rand -base64 32)",
    );
  } else {
    await db.serviceSecret.createMany({ data: [{ name: FALLBACK_KEY_NAME, value: randomBytes(KEY_BYTES).toString("base64") }], skipDuplicates: true });
    const row = await db.serviceSecret.findUniqueOrThrow({ where: { name: FALLBACK_KEY_NAME } });
    keyring = new SecretKeyring(parseSecretsKey(row.value)!);
  }
  // Keys installed before stay able to open (one process may serve several test databases); the new one seals.
  installed = installed ? keyring.including(installed) : keyring;
  return installed;
}

function keyring(): SecretKeyring {
  if (!installed) throw new Error("the secrets keyring is not loaded (loadServiceSecrets runs at start)");
  return installed;
}

/** A secret as it is stored: sealed under the current key. */
export function sealSecret(plaintext: string, purpose: SecretPurpose): string {
  return keyring().seal(plaintext, purpose);
}

/** A stored secret's plaintext (a value stored before encryption comes back as it is). */
export function openSecret(stored: string, purpose: SecretPurpose): string {
  return keyring().open(stored, purpose);
}
