// What a deployment needs before it serves: shared secrets, and in embedded mode a demo account.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client";
import { setCursorSigningKey } from "../pagination/cursor";
import { createAccount, createKey } from "./admin";

export interface ServiceSecrets {
  /** Signs the local object store's URLs. */
  objectUrlSigningKey: string;
}

/** Shared by every process of the deployment: the first to start creates them. */
export async function loadServiceSecrets(db: PrismaClient): Promise<ServiceSecrets> {
  const names = ["cursor-signing-key", "object-url-signing-key"];
  await db.serviceSecret.createMany({
    data: names.map((name) => ({ name, value: randomBytes(32).toString("base64url") })),
    skipDuplicates: true,
  });
  const rows = await db.serviceSecret.findMany({ where: { name: { in: names } } });
  const value = (name: string) => rows.find((r) => r.name === name)!.value;
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
