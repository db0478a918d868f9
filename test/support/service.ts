// Starts the real service for a test file: its own database (PGlite in a temp dir, or a fresh
// database on TEST_DATABASE_URL's server), the shared Temporal dev server, its own task queue,
// a worker, the HTTP API on a free port and the admin socket.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config";
import { createAccount, createKey } from "../../src/domain/accounts/admin";
import { createLogger } from "../../src/logger";
import { startService, type Service } from "../../src/roles";
import type { Role } from "../../src/domain/auth/permissions";
import { copyEmbeddedTemplate, createServerDatabase, onServer } from "./templateDatabase";

export interface TestService extends Service {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  /** A new account with one key (optionally operator) — the usual arrangement of a test. */
  /**
   * A new account and an admin key. Its approvals pass the screening gate whatever the screening state
   * (test databases load no list), unless `screeningGate` keeps the default: CURRENT only.
   */
  newAccount(options?: {
    name?: string;
    operator?: boolean;
    user?: string;
    screeningGate?: boolean;
  }): Promise<{ accountId: string; key: string; keyId: string }>;
  newKey(
    accountId: string,
    options?: { operator?: boolean; user?: string; env?: "test" | "live"; expiresAt?: Date; role?: Role },
  ): Promise<{ key: string; keyId: string }>;
  close(): Promise<void>;
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await createServerDatabase(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function startTestService(options: { worker?: boolean; env?: Record<string, string> } = {}): Promise<TestService> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-svc-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A DATABASE_URL passed in env shares another service's database (a second API replica): not ours to create or drop.
  const database = serverUrl && !options.env?.DATABASE_URL ? await freshDatabase(serverUrl) : null;
  if (!serverUrl && !options.env?.DATABASE_URL && !options.env?.DATA_DIR) copyEmbeddedTemplate(dataDir);
  const env: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!,
    TEMPORAL_TASK_QUEUE: `test-${randomBytes(4).toString("hex")}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // The tests' webhook receivers and list publishers listen on loopback: an operator's explicit choice.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const service = await startService(config, {
    api: true,
    worker: options.worker ?? false,
    embeddedTemporal: false,
    adminSocket: true,
    logger: createLogger("silent"),
    validateResponses: true,
  });
  const db = service.db.prisma;
  const newKey: TestService["newKey"] = async (accountId, o = {}) => {
    const created = await createKey(db, config.apiKeyPrefix, {
      accountId,
      env: o.env ?? config.apiEnv,
      operator: o.operator,
      user: o.user,
      expiresAt: o.expiresAt,
      role: o.role,
    });
    return { key: created.key, keyId: created.id };
  };
  return {
    ...service,
    url: service.apiUrl!,
    dataDir,
    env,
    newKey,
    newAccount: async (o = {}) => {
      const account = await createAccount(db, { name: o.name ?? `Account ${randomBytes(3).toString("hex")}` });
      if (!o.screeningGate) await db.account.update({ where: { id: account.id }, data: { approvalScreeningStates: ["CURRENT", "NO_LISTS", "STALE"] } });
      const key = await newKey(account.id, { operator: o.operator, user: o.user });
      return { accountId: account.id, ...key };
    },
    close: async () => {
      await service.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
