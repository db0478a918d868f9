// What a deployment needs before it serves: shared secrets, and in embedded mode a demo account.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { setCursorSigningKey } from "../pagination/cursor";
import { createAccount, createKey } from "./admin";
import { loadSecretKeyring, type SecretsConfig } from "../encryption/keyring";
import { resealStoredSecrets, SEALED_SERVICE_SECRETS } from "../encryption/reseal";

export interface ServiceSecrets {
  /** Signs the local object store's URLs. */
  objectUrlSigningKey: string;
}

/**
 * Shared by every process of the deployment: the first to start creates them, sealed under the
 * secrets key (src/domain/encryption). Values still stored plain (from before encryption) are sealed here.
 */
export async function loadServiceSecrets(db: PrismaClient, config: SecretsConfig = { apiEnv: "test", secretsKeys: null }): Promise<ServiceSecrets> {
  const keyring = await loadSecretKeyring(db, config);
  await db.serviceSecret.createMany({
    data: SEALED_SERVICE_SECRETS.map((name) => ({ name, value: keyring.seal(randomBytes(32).toString("base64url"), "service-secret") })),
    skipDuplicates: true,
  });
  await resealStoredSecrets(db, keyring, "plain");
  const rows = await db.serviceSecret.findMany({ where: { name: { in: SEALED_SERVICE_SECRETS } } });
  const value = (name: string) => keyring.open(rows.find((r) => r.name === name)!.value, "service-secret");
  setCursorSigningKey(value("cursor-signing-key"));
  return { objectUrlSigningKey: value("object-url-signing-key") };
}

/** First start on an empty database: a demo account and one test key, returned once. */
export async function ensureDemoAccount(db: PrismaClient, prefix: string) {
  if ((await db.account.count()) > 0) return null;
  const account = await createAccount(db, { name: "Demo Fund Administration" });
  const key = await createKey(db, prefix, { accountId: account.id, env: "test", name: "demo", user: "demo.reviewer@example.com" });
  return { account, key };
}
