// One code path, two databases: embedded PGlite under DATA_DIR, or a PostgreSQL server.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type pg from "pg";
import { loadPg, loadPrismaPg } from "./pgDriver";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "pino";
import type { Config } from "../config";
import { SESSION_SETTINGS, pgliteExtensions } from "./extensions";
import { applyMigrations } from "./schemaEngine";
import { acquireEmbeddedLock } from "./lock";
import { pgliteReader, pgReader, type SqlReader } from "./sql";
import { listenEmbedded, listenOnServer, type NotificationHandlers, type StopListening } from "./notifications";
import { cancelStatements, trackStatementScopes, type StatementScope } from "./statementScope";

export interface Database {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  mode: "embedded" | "server";
  /** Hot reads through the driver itself, on the same connections (src/db/sql.ts). */
  sql: SqlReader;
  /** The server pool's state for metrics; null for the embedded database. */
  pool: { totalCount: number; idleCount: number; waitingCount: number } | null;
  /** LISTEN on a channel: a dedicated connection on a server, in-process on PGlite (src/db/notifications.ts). */
  listen(channel: string, handlers: NotificationHandlers, logger?: Logger): Promise<StopListening>;
  /** Cheap liveness probe for /readyz. */
  ping(): Promise<void>;
  /** Cancels the statements a request (its scope: src/db/statementScope.ts) is running; a no-op on PGlite. */
  cancelStatements(scope: StatementScope): Promise<void>;
  close(): Promise<void>;
}

/** SESSION_SETTINGS (and the statement timeout) as server start-up options, so every pooled connection has them from its first statement. */
function startupOptions(statementTimeoutMs: number | undefined): string {
  const settings: Record<string, string | number> = { ...SESSION_SETTINGS, ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}) };
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
}

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  options: {
    migrate?: boolean;
    poolSize?: number;
    /** A connection not made within this long fails rather than waits (server only). */
    connectTimeoutMs?: number;
    /** PostgreSQL cancels any statement running longer (server only; 0 or unset: no limit). */
    statementTimeoutMs?: number;
  } = {},
): Promise<Database> {
  let adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void>;
  let mode: Database["mode"];
  let sql: SqlReader;
  let pool: pg.Pool | null = null;
  let listen: Database["listen"];
  if (config.databaseUrl) {
    const [{ Pool }, PrismaPg] = [loadPg(), loadPrismaPg()];
    const serverPool = new Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
      options: startupOptions(options.statementTimeoutMs),
    });
    // A connection the server dropped (a restart, an outage) is an error on an idle client: the pool
    // discards it and connects afresh; unheard, it would end the process.
    serverPool.on("error", () => undefined);
    trackStatementScopes(serverPool);
    pool = serverPool;
    adapterFactory = new PrismaPg(serverPool);
    sql = pgReader(serverPool);
    closeDriver = () => serverPool.end();
    const url = config.databaseUrl;
    listen = (channel, handlers, logger) => listenOnServer(url, channel, handlers, logger);
    mode = "server";
  } else {
    const dir = path.join(config.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const release = acquireEmbeddedLock(path.join(config.dataDir, "pglite.lock"));
    const pglite = new PGlite(dir, { extensions: pgliteExtensions });
    await pglite.waitReady;
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pglite.query(`SELECT set_config($1, $2, false)`, [name, value]);
    adapterFactory = new PrismaPGlite(pglite);
    sql = pgliteReader(pglite);
    listen = (channel, handlers) => listenEmbedded(pglite, channel, handlers);
    closeDriver = async () => {
      await pglite.close();
      release();
    };
    mode = "embedded";
  }
  if (options.migrate) {
    if (config.databaseUrl) {
      // Prisma's engine takes a session advisory lock and releases it on what it takes for the same
      // session: through the shared pool the release could land on another connection, and the lock
      // stayed held for the process's life (an admin command run beside `npm start` then timed out
      // on it). One connection of its own, closed after, holds and releases it in one session.
      const PrismaPg = loadPrismaPg();
      const migrationPool = new (loadPg().Pool)({ connectionString: config.databaseUrl, max: 1, connectionTimeoutMillis: options.connectTimeoutMs ?? 0 });
      migrationPool.on("error", () => undefined);
      try {
        await applyMigrations(new PrismaPg(migrationPool));
      } finally {
        await migrationPool.end();
      }
    } else await applyMigrations(adapterFactory);
  }
  const prisma = new PrismaClient({ adapter: adapterFactory });
  const url = config.databaseUrl;
  return {
    prisma,
    adapterFactory,
    mode,
    sql,
    pool,
    listen,
    ping: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    // PGlite runs one statement at a time in this process: there is nothing to cancel from outside.
    cancelStatements: async (scope) => void (url ? await cancelStatements(url, scope) : undefined),
    close: async () => {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
