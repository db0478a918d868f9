// Process roles: embedded (everything in one process), api, worker. Each reads the configuration
// once, opens what it needs, and closes it in reverse order on SIGINT/SIGTERM.
import { Client, type Connection } from "@temporalio/client";
import { connectLazily } from "./temporal/connection";
import type { Logger } from "pino";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { ensureDemoAccount, loadServiceSecrets } from "./domain/accounts/bootstrap";
import { loadDemoListIfNoLists, watchlistBannerLines } from "./domain/sandbox/demoList";
import { setOwnershipLimits } from "./domain/ownership/limits";
import { closeLayoutPool } from "./domain/ownership/layoutPool";
import { listen } from "./http/server";
import { createLogger } from "./logger";
import { startAdminServer } from "./cli/adminServer";
import { findTemporalCli } from "./temporal/cli";
import { startDevServer, type DevServer } from "./temporal/devServer";
import { startWorker } from "./worker";
import { attachMatchPool, detachMatchPool, holdListsInMemory, releaseLists } from "./screening";
import { pollersProbe, startDispatcher, startMigrationSweeper } from "./pollers";
import type { ReadinessProbe } from "./observability/readiness";
import path from "node:path";
import { createObjectStore, type ObjectStore } from "./storage";
import { configureSignedUrls } from "./domain/auth/signedUrls";
import { temporalMigrationRunner } from "./temporal/migrationRunner";
import { temporalExportRunner } from "./temporal/exportRunner";
import { temporalRiskReassessRunner } from "./temporal/riskReassessRunner";
import { bindDatabaseMetrics, startMetricsServer } from "./observability/metrics";
import { shutdownTracing } from "./observability/tracing";
import { temporalClientTracing } from "./observability/temporalTracing";
import { CHANGES_CHANNEL, ChangeFeed } from "./domain/events/changes";
import { registerPolicies } from "./domain/decisions/policies";

type Closer = () => Promise<void>;

/** A worker's statements (imports, monitoring pages) may run long; one that runs past this is cut off. */
const WORKER_STATEMENT_TIMEOUT_MS = 10 * 60_000;

export interface Service {
  config: Config;
  db: Database;
  objectStore: ObjectStore;
  temporal: Client;
  apiUrl: string | null;
  /** GET /metrics on METRICS_PORT, when set. */
  metricsUrl: string | null;
  devServer: DevServer | null;
  /** The API's fan-out of live changes to GraphQL subscriptions; null without the API role. */
  changes: ChangeFeed | null;
  stop(): Promise<void>;
}

function onSignals(logger: Logger, stop: Closer) {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    stop()
      .then(shutdownTracing) // spans still buffered go out before the process ends
      .then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}

function temporalProbe(connection: Connection) {
  return {
    name: "temporal",
    check: () => connection.withDeadline(Date.now() + 2000, async () => void (await connection.workflowService.getSystemInfo({}))),
  };
}

/** Starts the parts a role needs. Used by `npm start`, the production roles and the tests alike. */
export async function startService(
  config: Config,
  options: { api: boolean; worker: boolean; embeddedTemporal: boolean; adminSocket: boolean; logger: Logger; validateResponses?: boolean },
): Promise<Service> {
  const { logger } = options;
  // The policies areas call upwards (src/domain/policies.ts): registered before anything can make a change.
  registerPolicies();
  const closers: Closer[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close().catch((err) => logger.error({ err }, "close failed"));
  };
  try {
    const db = await openDatabase(config, {
      migrate: config.migrateOnStart,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      // A statement outlives no request that waits for it; a worker's bulk statements get longer.
      statementTimeoutMs: config.databaseStatementTimeoutMs ?? (options.api ? config.requestTimeoutMs : WORKER_STATEMENT_TIMEOUT_MS),
    });
    closers.push(() => db.close());
    const unbindMetrics = bindDatabaseMetrics(db.prisma, db.pool);
    closers.push(async () => unbindMetrics());
    // Filled as the parts start; the API answers it at /readyz, a worker process on its metrics port.
    const readiness: ReadinessProbe[] = [{ name: "database", check: db.ping }];
    let metricsUrl: string | null = null;
    if (config.metricsPort !== undefined) {
      const metrics = await startMetricsServer(config.host, config.metricsPort, readiness);
      closers.push(() => metrics.close());
      metricsUrl = metrics.url;
    }
    const secrets = await loadServiceSecrets(db.prisma, config);
    // Signed URLs point at the listening server; with PORT=0 (tests) its port is known only later.
    let objectBaseUrl = config.publicBaseUrl;
    const objectStore = createObjectStore(config, secrets.objectUrlSigningKey, () => objectBaseUrl);
    // The API's own signed URLs (the ownership chart's) point at it too, signed under a key derived apart.
    configureSignedUrls(secrets.objectUrlSigningKey, () => objectBaseUrl);

    let devServer: DevServer | null = null;
    let address = config.temporalAddress;
    if (!address) {
      if (!options.embeddedTemporal) throw new ConfigError("TEMPORAL_ADDRESS is required for this role");
      const cli = findTemporalCli((m) => logger.info(m));
      devServer = await startDevServer({ cli, dataDir: path.join(config.dataDir, "temporal"), port: 7233, uiPort: 8233, namespace: config.temporalNamespace });
      closers.push(() => devServer!.stop());
      address = devServer.address;
    }
    const { connection, close: closeConnection } = connectLazily(address);
    closers.push(closeConnection);
    readiness.push(temporalProbe(connection));
    const temporal = new Client({ connection, namespace: config.temporalNamespace, interceptors: temporalClientTracing() });

    if (options.worker) {
      // Screening's bulk runs here: the lists are read into memory in the background, and screening
      // uses them once they are current (matching/residentLists.ts).
      const lists = holdListsInMemory(db.prisma, { maxEntries: config.screeningResidentEntries, log: (m) => logger.info(m) });
      closers.push(async () => releaseLists(db.prisma));
      lists.current().catch(() => {}); // a database not up yet: the first screening tries again
      const worker = await startWorker({ db: db.prisma, config, address, objectStore, log: (m) => logger.info(m) });
      closers.push(() => worker.stop());
      const dispatcher = startDispatcher({ db: db.prisma, temporal, config, logger });
      closers.push(() => dispatcher.stop());
      const sweeper = startMigrationSweeper({ db: db.prisma, runner: temporalMigrationRunner(temporal, config.taskQueue), logger });
      closers.push(() => sweeper.stop());
      readiness.push(pollersProbe([dispatcher, sweeper]));
    }
    if (options.adminSocket) {
      const admin = await startAdminServer(config.adminSocketPath, { db: db.prisma, config, temporal });
      closers.push(() => admin.close());
    }
    let apiUrl: string | null = null;
    let changes: ChangeFeed | null = null;
    if (options.api) {
      // /match screens in threads of its own with a deadline, off the loop that answers every tenant (src/screening/matchPool.ts).
      attachMatchPool(db.prisma, {
        ...config.matchPool,
        databaseUrl: config.databaseUrl ?? null,
        statementTimeoutMs: config.databaseStatementTimeoutMs ?? config.requestTimeoutMs,
      });
      closers.push(() => detachMatchPool(db.prisma));
      // The ownership chart's layout thread, started with the first chart this process draws.
      closers.push(() => closeLayoutPool());
      // Loaded only where HTTP is served: a worker process never builds the GraphQL schema.
      const { createApp, operationsDrained } = await import("./http/app.js");
      const feed = new ChangeFeed();
      changes = feed;
      const stopListening = await db.listen(CHANGES_CHANNEL, { onNotification: (payload) => feed.publish(payload), onReconnect: () => feed.resync() }, logger);
      closers.push(stopListening);
      setOwnershipLimits(config.ownershipLimits);
      const { app } = createApp({
        db: db.prisma,
        sql: db.sql,
        config,
        logger,
        objectStore,
        readiness,
        cancelStatements: db.cancelStatements,
        migrationRunner: temporalMigrationRunner(temporal, config.taskQueue),
        exportRunner: temporalExportRunner(temporal, config.taskQueue),
        riskReassessRunner: temporalRiskReassessRunner(temporal, config.taskQueue),
        changes: feed,
        validateResponses: options.validateResponses,
      });
      const { startLimitsSweeper } = await import("./http/limitsSweeper.js");
      const sweeper = startLimitsSweeper({
        sql: db.sql,
        windowSeconds: Math.max(config.rateLimit?.windowSeconds ?? 60, config.unauthenticatedRateLimit?.windowSeconds ?? 60),
        logger,
      });
      closers.push(() => sweeper.stop());
      const server = await listen(app, config.host, config.port);
      closers.push(async () => {
        await server.close();
        // Work a departed client left running (after its 503, say) ends before the database closes.
        await operationsDrained(10_000);
      });
      // Closed before the server (closers run in reverse): open subscription streams complete, so closing waits for none.
      closers.push(async () => feed.close());
      apiUrl = server.url;
      if (objectBaseUrl.endsWith(":0")) objectBaseUrl = server.url;
    }
    return { config, db, objectStore, temporal, apiUrl, metricsUrl, devServer, changes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function fail(err: unknown): never {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    fail(err);
  }
}

/** `npm start`: database, Temporal dev server, worker, API and admin socket in one process. */
export async function runEmbeddedRole() {
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  const service = await startService(config, {
    api: true,
    worker: true,
    embeddedTemporal: true,
    adminSocket: !config.databaseUrl,
    logger,
  }).catch(fail);
  onSignals(logger, service.stop);
  const demo = await ensureDemoAccount(service.db.prisma, config.apiKeyPrefix);
  // A first start screens against invented names rather than nothing, so the walk-through's approval
  // passes its screening gate honestly; the banner says so and how to load the official lists.
  if (demo) await loadDemoListIfNoLists(service.db.prisma, config.dataDir);
  const lines = [
    "",
    "Compliance service is running",
    `  REST API        ${service.apiUrl}/api/v1`,
    `  GraphQL         ${service.apiUrl}/graphql   (GraphiQL in a browser)`,
    `  API docs        ${service.apiUrl}/docs      (OpenAPI: ${service.apiUrl}/api/v1/openapi.json)`,
    `  Health          ${service.apiUrl}/healthz · ${service.apiUrl}/readyz`,
    `  Temporal UI     ${service.devServer?.uiUrl ?? `(cluster at ${config.temporalAddress})`}`,
    `  Metrics         ${service.metricsUrl ?? "(off: set METRICS_PORT)"}`,
    `  Database        ${config.databaseUrl ? "PostgreSQL server" : `embedded PGlite under ${config.dataDir}`}`,
    ...(await watchlistBannerLines(service.db.prisma)),
  ];
  if (demo) {
    lines.push(
      "",
      `First start: created account "${demo.account.name}" (${demo.account.id}) and this test API key, shown once:`,
      `  ${demo.key.key}`,
      "",
      `  curl -H "Authorization: Bearer ${demo.key.key}" ${service.apiUrl}/api/v1/applications`,
    );
  }
  console.log(lines.join("\n") + "\n");
}

export async function runApiRole() {
  const config = configOrExit();
  if (!config.databaseUrl || !config.temporalAddress) fail(new ConfigError("npm run start:api needs DATABASE_URL and TEMPORAL_ADDRESS"));
  const logger = createLogger(config.logLevel, "compliance-api");
  const service = await startService(config, { api: true, worker: false, embeddedTemporal: false, adminSocket: false, logger }).catch(fail);
  onSignals(logger, service.stop);
  logger.info({ url: service.apiUrl }, "API listening");
}

export async function runWorkerRole() {
  const config = configOrExit();
  if (!config.databaseUrl || !config.temporalAddress) fail(new ConfigError("npm run start:worker needs DATABASE_URL and TEMPORAL_ADDRESS"));
  const logger = createLogger(config.logLevel, "compliance-worker");
  const service = await startService(config, { api: false, worker: true, embeddedTemporal: false, adminSocket: false, logger }).catch(fail);
  onSignals(logger, service.stop);
  logger.info({ taskQueue: config.taskQueue }, "worker polling");
}
