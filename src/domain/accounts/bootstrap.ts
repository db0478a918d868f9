// What a deployment needs before it serves: shared secrets, and in embedded mode a demo account.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { setCursorSigningKey } from "../pagination/cursor";
import { createAccount, createKey } from "./admin";

/** Shared by every process of the deployment: the first to start creates it. */
export async function loadServiceSecrets(db: PrismaClient): Promise<void> {
  await db.serviceSecret.createMany({
    data: [{ name: "cursor-signing-key", value: randomBytes(32).toString("base64url") }],
    skipDuplicates: true,
  });
  const secret = await db.serviceSecret.findUniqueOrThrow({ where: { name: "cursor-signing-key" } });
  setCursorSigningKey(secret.value);
}

/** First start on an empty database: a demo account and one test key, returned once. */
export async function ensureDemoAccount(db: PrismaClient, prefix: string) {
  if ((await db.account.count()) > 0) return null;
  const account = await createAccount(db, { name: "Demo Fund Administration" });
  const key = await createKey(db, prefix, { accountId: account.id, env: "test", name: "demo", user: "demo.reviewer@example.com" });
  return { account, key };
}
