// Bringing stored secrets under the current key. Every start seals what is still plain (rows from
// before encryption); `npm run admin -- secrets:rotate` also reseals what an older key sealed. Each
// row is written only if it still holds what was read, so a concurrent rotation is never undone.
import type { PrismaClient } from "../../generated/prisma/client";
import type { SecretKeyring, SecretPurpose } from "./secretBox";

/** The service's own keys that are sealed (the fallback key row is the key itself and stays as it is). */
export const SEALED_SERVICE_SECRETS = ["cursor-signing-key", "object-url-signing-key"];

const PAGE = 500;

export interface ResealResult {
  keyId: string;
  webhooks: number;
  serviceSecrets: number;
}

/** Reseals `scope: "plain"` values only, or `"all"` not under the current key. */
export async function resealStoredSecrets(db: PrismaClient, keyring: SecretKeyring, scope: "plain" | "all"): Promise<ResealResult> {
  // Sealed values start with `v1:`; those under the current key with `v1:<keyId>:`.
  const done = scope === "plain" ? "v1:" : `v1:${keyring.currentId}:`;
  const reseal = (value: string, purpose: SecretPurpose) => keyring.seal(keyring.open(value, purpose), purpose);
  let webhooks = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db.webhook.findMany({
      where: {
        ...(after ? { id: { gt: after } } : {}),
        OR: [{ NOT: { secret: { startsWith: done } } }, { previousSecret: { not: null }, NOT: { previousSecret: { startsWith: done } } }],
      },
      select: { id: true, secret: true, previousSecret: true },
      orderBy: { id: "asc" },
      take: PAGE,
    });
    for (const row of rows) {
      const { count } = await db.webhook.updateMany({
        where: { id: row.id, secret: row.secret, previousSecret: row.previousSecret },
        data: { secret: reseal(row.secret, "webhook"), previousSecret: row.previousSecret === null ? null : reseal(row.previousSecret, "webhook") },
      });
      webhooks += count;
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].id;
  }
  let serviceSecrets = 0;
  const named = await db.serviceSecret.findMany({ where: { name: { in: SEALED_SERVICE_SECRETS }, NOT: { value: { startsWith: done } } } });
  for (const row of named) {
    const { count } = await db.serviceSecret.updateMany({ where: { name: row.name, value: row.value }, data: { value: reseal(row.value, "service-secret") } });
    serviceSecrets += count;
  }
  return { keyId: keyring.currentId, webhooks, serviceSecrets };
}
