// The HTTP application: health, REST /api/v1, GraphQL /graphql, OpenAPI and docs. One factory for
// the server, the embedded mode and the tests.
import { randomUUID } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { PrismaClient } from "../generated/prisma/client";
import type { SqlReader } from "../db/sql";
import type { Config } from "../config";
import { DomainError, RETRY_AFTER_SECONDS, errorBody, unavailableError } from "../errors";
import { contextFactory } from "../schema/context";
import { schema } from "../schema";
import { routes } from "../rest/routeTable";
import { compileRoutes, restRouter } from "../rest/router";
import { buildOpenApi } from "../rest/openapi";
import { requireApiKey } from "./auth";
import { yenteErrorShape, yenteRoutes } from "./yente";
import { UnauthenticatedLimiter } from "./unauthenticatedLimit";
import { HeavyRequestGate } from "./heavyRequests";
import { answeredAlready, graphqlBodyLimit, idempotency, idempotencyLeaseSeconds, rateLimit, requestTimeout, unlessTimedOut } from "./limits";
import { docsPage, redocBundlePath } from "./docs";
import { guideRoutes } from "./guides";
import { objectRoutes } from "./objects";
import { LocalObjectStore, OBJECT_ROUTE } from "../storage/localStore";
import type { ObjectStore } from "../storage";
import type { MigrationRunner } from "../domain/migrations/service";
import type { ExportRunner } from "../domain/exports";
import type { RiskReassessRunner } from "../domain/risk/reassessment";
import type { ChangeFeed } from "../domain/events/changes";
import { migrationUploadRoute } from "./migrationUpload";
import { signedUrlRoutes } from "./signedUrls";
import { httpDuration, httpRequests, unhandledErrors } from "../observability/metrics";
import { createGraphQLServer } from "./graphql";
import { createGraphQLWsServer } from "./graphqlWs";
import { serveUpgrades } from "./server";
import { loadTrustedDocuments, trustedDocumentPlugins } from "./trustedDocuments";
import { checkReadiness, type ReadinessProbe } from "../observability/readiness";
import type { StatementScope } from "../db/statementScope";

/** Loaded with the app, so a worker process never loads the executor. */
export { operationsDrained } from "../schema/compile";

export interface AppOptions {
  db: PrismaClient;
  sql: SqlReader;
  config: Config;
  logger: Logger;
  objectStore: ObjectStore;
  readiness: ReadinessProbe[];
  /** Starts and wakes migration runs. */
  migrationRunner?: MigrationRunner;
  /** Starts export job runs. */
  exportRunner?: ExportRunner;
  /** Starts risk re-assessments after a model change. */
  riskReassessRunner?: RiskReassessRunner;
  /** Live change announcements for GraphQL subscriptions. */
  changes?: ChangeFeed;
  /** Cancels the database statements of a request that timed out (src/db/statementScope.ts). */
  cancelStatements?: (scope: StatementScope) => Promise<void>;
  /** Check every REST response against its schema (on in tests). */
  validateResponses?: boolean;
}

const VERSION: string = require("../../package.json").version;

export function createApp(options: AppOptions) {
  const { db, config, logger } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "extended");
  // req.ip is the client's address only when the proxies in front are trusted to say it (TRUST_PROXY).
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);
  const unauthenticated = config.unauthenticatedRateLimit ? new UnauthenticatedLimiter(options.sql, config.unauthenticatedRateLimit) : null;
  const unauthenticatedGuard: express.RequestHandler = unauthenticated ? unauthenticated.guard() : (_req, _res, next) => next();

  app.use((req, res, next) => {
    const incoming = req.header("x-request-id");
    req.id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.set("X-Request-Id", req.id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      // The route template (/api/v1/applications/:id), never the raw path: ids would explode the series.
      const route = req.route ? `${req.baseUrl}${req.route.path}` : "unmatched";
      const labels = { method: req.method, route, status: String(res.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      logger.info(
        { reqId: req.id, method: req.method, path: req.path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 },
        "request",
      );
    });
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", unauthenticatedGuard, async (_req, res) => {
    const { failing, checks } = await checkReadiness(options.readiness);
    if (failing.length) {
      res
        .status(503)
        .json({ ...errorBody("INTERNAL", `Not ready: ${failing.join(", ")}`), statusCode: 503, error: "Service Unavailable", code: "NOT_READY", checks });
    } else {
      res.json({ status: "ready", checks });
    }
  });

  const compiled = compileRoutes(schema, routes);
  const openapi = buildOpenApi(schema, routes, { version: VERSION, serverUrl: config.publicBaseUrl });
  app.get("/api/v1/openapi.json", (_req, res) => {
    res.json(openapi);
  });
  app.get("/docs", (_req, res) => {
    res.type("html").send(docsPage("/api/v1/openapi.json"));
  });
  app.get("/docs/redoc.standalone.js", (_req, res) => {
    res.sendFile(redocBundlePath());
  });
  app.use("/docs/guides", guideRoutes());

  if (options.objectStore instanceof LocalObjectStore)
    app.use(OBJECT_ROUTE, unauthenticatedGuard, objectRoutes(options.objectStore, config.maxUploadBytes, logger));

  const isYente = yenteRoutes(routes);
  const auth = requireApiKey(db, options.sql, config, "rest", unauthenticated, isYente);
  const graphqlAuth = requireApiKey(db, options.sql, config, "graphql", unauthenticated);
  const graphqlRateLimit = rateLimit(options.sql, config.rateLimit, "graphql");
  const heavy = new HeavyRequestGate(config.heavyRequestsPerAccount);

  // One context factory for both doors: a REST route runs its operation with the context /graphql would make.
  const contextFor = contextFactory(db, {
    sql: options.sql,
    urlPolicy: config.webhookUrlPolicy,
    listSourceUrlPolicy: config.listSourceUrlPolicy,
    objectStore: options.objectStore,
    migrationRunner: options.migrationRunner,
    exportRunner: options.exportRunner,
    riskReassessRunner: options.riskReassessRunner,
    changes: options.changes,
    maxArchiveEntries: config.migrationMaxZipEntries,
    sandbox: config.sandbox,
    rateLimit: config.rateLimit,
  });
  const trustedDocuments = trustedDocumentPlugins({
    mode: config.trustedDocuments.mode,
    apiEnv: config.apiEnv,
    documents: config.trustedDocuments.mode === "off" ? new Map() : loadTrustedDocuments(config.trustedDocuments.file, schema),
  });
  const yoga = createGraphQLServer({
    schema,
    apiEnv: config.apiEnv,
    trustedDocuments,
    subscriptionLimits: { maxPerKey: config.subscriptionsMaxPerKey, maxPerProcess: config.subscriptionsMaxPerProcess },
    heavy,
    context: (req) => contextFor(req!.actor!),
  });
  // GraphQL over WebSocket on the same path, through the same yoga plugins (src/http/graphqlWs.ts).
  serveUpgrades(app, createGraphQLWsServer({ db, sql: options.sql, config, yoga, trustedDocuments, unauthenticated, heavy }));
  app.all(
    "/graphql",
    requestTimeout(config.requestTimeoutMs, "graphql", options.cancelStatements),
    (req: Request, res: Response, next: NextFunction) => {
      // GraphiQL itself is a static page; every operation needs a key.
      const wantsGraphiQL = req.method === "GET" && !req.query.query && (req.header("accept") ?? "").includes("text/html");
      if (wantsGraphiQL) return next();
      return graphqlAuth(req, res, (err?: unknown) => (err ? next(err) : graphqlRateLimit(req, res, next)));
    },
    unlessTimedOut,
    graphqlBodyLimit(config.maxBodyBytes),
    unlessTimedOut,
    heavy.middleware("graphql"),
    yoga as unknown as express.RequestHandler,
  );

  const api = express.Router();
  api.use(yenteErrorShape(isYente));
  const rest = { schema, validateResponses: options.validateResponses ?? false, logger, contextFor };
  api.use(requestTimeout(config.requestTimeoutMs, "rest", options.cancelStatements));
  // A signed route's URL carries its permission (an <img> sends no key): checked there instead of a key.
  const signed = signedUrlRoutes(routes, { db, sql: options.sql, env: config.apiEnv });
  api.use((req, res, next) =>
    signed.matches(req) ? unauthenticatedGuard(req, res, (err?: unknown) => (err ? next(err) : signed.handle(req, res, next))) : auth(req, res, next),
  );
  api.use(rateLimit(options.sql, config.rateLimit));
  // Before the body is parsed: a refused write's body is not worth the parse.
  api.use(heavy.middleware("rest"));
  // A multipart archive streams to the store before any body parser could buffer it.
  api.post("/migrations", migrationUploadRoute({ ...rest, objectStore: options.objectStore, maxUploadBytes: config.maxUploadBytes }));
  api.use(unlessTimedOut, express.json({ limit: config.maxBodyBytes }));
  api.use(unlessTimedOut, idempotency(options.sql, { leaseSeconds: idempotencyLeaseSeconds(config.requestTimeoutMs), logger }));
  api.use(restRouter({ ...rest, routes: compiled }));
  app.use("/api/v1", api);

  app.use((req, res) => {
    res.status(404).json(errorBody("NOT_FOUND", `No route ${req.method} ${req.path}`));
  });

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (answeredAlready(res)) {
      logger.error({ err, reqId: req.id }, "error after the response started");
      res.destroy();
      return;
    }
    if (err instanceof DomainError) {
      if (err.statusCode === 503) res.set("Retry-After", String(RETRY_AFTER_SECONDS));
      res.status(err.statusCode).json(errorBody(err.code, err.message, err.details));
      return;
    }
    const unavailable = unavailableError(err);
    if (unavailable) {
      logger.warn({ reqId: req.id, err: (err as Error)?.message }, "answered 503: the database is unavailable");
      res.set("Retry-After", String(RETRY_AFTER_SECONDS)).status(503).json(errorBody(unavailable.code, unavailable.message));
      return;
    }
    const type = (err as { type?: string }).type;
    if (type === "entity.parse.failed") {
      res.status(400).json(errorBody("VALIDATION_FAILED", "Request body is not valid JSON"));
      return;
    }
    if (type === "entity.too.large") {
      res.status(413).json(errorBody("PAYLOAD_TOO_LARGE", `Request body exceeds the maximum size of ${config.maxBodyBytes} bytes`));
      return;
    }
    logger.error({ err, reqId: req.id }, "unhandled error");
    unhandledErrors.inc({ route: req.route ? `${req.baseUrl}${req.route.path}` : "unmatched" });
    res.status(500).json(errorBody("INTERNAL", "Internal server error"));
  });

  return { app, openapi };
}
