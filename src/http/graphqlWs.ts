// GraphQL over WebSocket on /graphql: the `graphql-transport-ws` protocol of the graphql-ws package,
// Apollo Client's and urql's default subscription transport, beside server-sent events. An operation
// sent here runs through the same yoga plugins as one sent over HTTP (trusted documents, depth, aliases,
// tokens and cost, the open-subscription caps, masked errors), with the same context and so the same
// permissions; the API key comes once per connection, in connectionParams. A CPU-heavy operation counts
// against its account's HEAVY_REQUESTS_PER_ACCOUNT with the HTTP door's (src/http/heavyRequests.ts).
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Request, Response } from "express";
import { GraphQLError, getOperationAST, type ExecutionArgs } from "graphql";
import { CloseCode } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Plugin, YogaServerInstance } from "graphql-yoga";
import type { PrismaClient } from "../generated/prisma/client";
import type { SqlReader } from "../db/sql";
import type { Config } from "../config";
import type { Actor } from "../domain/auth/context";
import { authenticate, bearerToken } from "../domain/auth/apiKeys";
import { countRequest } from "../domain/limits/rateLimits";
import { DomainError, RetryLaterError } from "../errors";
import { toGraphQLError } from "../schema/errors";
import type { GraphQLContext } from "../schema/context";
import type { UnauthenticatedLimiter } from "./unauthenticatedLimit";
import { isHeavyGraphqlText, type HeavyRequestGate, type HeavySlot } from "./heavyRequests";

/** Close codes beyond graphql-ws's own: the HTTP status a request would have been answered with, plus 4000. */
const WS_CLOSE = {
  /** No key in connectionParams (nor an Authorization header on the upgrade), or one that is not valid. */
  UNAUTHORIZED: CloseCode.Unauthorized, // 4401
  /** A valid key this door refuses (a refusal the HTTP door answers 403). */
  FORBIDDEN: CloseCode.Forbidden, // 4403
  /** Too many failed authentications from this address: the HTTP door's 429. */
  RATE_LIMITED: 4429,
} as const;

/** Connections that have not sent connection_init by then are closed (4408): a socket is a resource too. */
const CONNECTION_INIT_TIMEOUT_MS = 10_000;

type Extra = {
  actor?: Actor;
};

export interface GraphQLWsOptions {
  db: PrismaClient;
  sql: SqlReader;
  config: Pick<Config, "apiKeyPrefix" | "apiEnv" | "rateLimit">;
  yoga: YogaServerInstance<{ req: Request; res: Response }, GraphQLContext>;
  /** The trusted-document plugins /graphql runs over HTTP: their onParams decides here too. */
  trustedDocuments: Plugin[];
  unauthenticated: UnauthenticatedLimiter | null;
  /** The HTTP doors' cap on CPU-heavy requests per account: an operation here takes a slot of the same count. */
  heavy: HeavyRequestGate;
}

/** What onSubscribe hands to execute beside the arguments: yoga's executors, and a heavy operation's slot. */
type Root = { execute: (a: ExecutionArgs) => unknown; subscribe: (a: ExecutionArgs) => unknown; heavySlot?: HeavySlot };

/** A refusal that says when to try again, as the HTTP door's Retry-After does. */
function retryLaterError(err: RetryLaterError): GraphQLError {
  const error = toGraphQLError(err);
  return new GraphQLError(error.message, { extensions: { ...error.extensions, retryAfter: err.retryAfterSeconds } });
}

/** Runs an operation; a heavy one's slot is held until it settles and let go then, whether the socket is still there or not. */
async function runHolding(args: ExecutionArgs, run: (root: Root) => unknown) {
  const root = args.rootValue as Root;
  const slot = root.heavySlot;
  if (!slot) return run(root);
  try {
    return await slot.during(() => run(root));
  } finally {
    slot.letGo();
  }
}

export interface GraphQLWsServer {
  /** Takes over an HTTP upgrade of /graphql; any other path is answered 404 and closed. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (1001 Going Away) and the server. */
  close(): Promise<void>;
}

/** The key of a connection: `authorization: "Bearer …"` in connectionParams (any case), else the upgrade's Authorization header. */
function tokenOf(params: Record<string, unknown> | undefined, req: IncomingMessage): string | null {
  const entry = Object.entries(params ?? {}).find(([name]) => name.toLowerCase() === "authorization");
  const given = typeof entry?.[1] === "string" ? entry[1] : req.headers.authorization;
  return bearerToken(given);
}

/** Stands in for an Express response where the unauthenticated limiter answers a refusal: only that it answered counts here. */
function refusalSink() {
  const sink = { refused: false, set: () => sink, status: () => sink, json: () => ((sink.refused = true), sink) };
  return sink;
}

export function createGraphQLWsServer(options: GraphQLWsOptions): GraphQLWsServer {
  const { db, sql, config, yoga, unauthenticated } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  /** The trusted-document gate and lookup, as yoga runs them on an HTTP request's params. */
  const resolveParams = async (params: { query: string; operationName?: string | null; variables?: unknown; extensions?: unknown }) => {
    let current = { ...params, query: params.query || undefined };
    for (const plugin of options.trustedDocuments) {
      await plugin.onParams?.({
        params: current,
        setParams: (next: typeof current) => (current = next),
        request: undefined,
        context: {},
      } as never);
    }
    return current;
  };

  const server = useServer<Record<string, unknown> | undefined, Extra>(
    {
      connectionInitWaitTimeout: CONNECTION_INIT_TIMEOUT_MS,
      onConnect: async (ctx) => {
        const req = ctx.extra.request;
        const token = tokenOf(ctx.connectionParams, req);
        const limiterRes = refusalSink();
        const asExpress = req as unknown as Request;
        if (unauthenticated?.refuses(asExpress, limiterRes as unknown as Response, token, "graphql")) {
          ctx.extra.socket.close(WS_CLOSE.RATE_LIMITED, "Too many unauthenticated requests from this address");
          return false;
        }
        try {
          ctx.extra.actor = await authenticate(db, sql, token, { prefix: config.apiKeyPrefix, env: config.apiEnv });
          if (token) unauthenticated?.remember(token);
          return true;
        } catch (err) {
          if (err instanceof DomainError && err.code === "UNAUTHORIZED") {
            if (unauthenticated && (await unauthenticated.count(asExpress, refusalSink() as unknown as Response, "graphql"))) {
              ctx.extra.socket.close(WS_CLOSE.RATE_LIMITED, "Too many unauthenticated requests from this address");
              return false;
            }
            ctx.extra.socket.close(WS_CLOSE.UNAUTHORIZED, "Invalid or missing API key: send connectionParams { authorization: 'Bearer <key>' }");
            return false;
          }
          if (err instanceof DomainError && err.statusCode === 403) {
            ctx.extra.socket.close(WS_CLOSE.FORBIDDEN, err.message.slice(0, 120));
            return false;
          }
          throw err;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const actor = ctx.extra.actor!;
        if (config.rateLimit) {
          // Each operation counts against the key's request budget, as one HTTP request to /graphql would.
          const { count, resetSeconds } = await countRequest(sql, actor.apiKeyId, config.rateLimit.windowSeconds);
          if (count > config.rateLimit.requests)
            return [
              toGraphQLError(
                new DomainError(
                  "RATE_LIMITED",
                  `Rate limit of ${config.rateLimit.requests} requests per ${config.rateLimit.windowSeconds} s exceeded for this API key; retry after ${resetSeconds} s`,
                ),
              ),
            ];
        }
        let params;
        try {
          params = await resolveParams(payload);
        } catch (err) {
          return [err instanceof GraphQLError ? err : toGraphQLError(err)];
        }
        if (!params.query) return [toGraphQLError(new DomainError("VALIDATION_FAILED", "Send a query or the documentId of a registered operation"))];
        // The HTTP door's own path through yoga: its plugins parse, validate, build the context and execute.
        const enveloped = yoga.getEnveloped({ req: { actor } as Request, params } as never);
        let document;
        try {
          document = enveloped.parse(params.query);
        } catch (err) {
          return [err instanceof GraphQLError ? err : toGraphQLError(err)];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        const operation = getOperationAST(document, params.operationName);
        if (!operation) return [toGraphQLError(new DomainError("VALIDATION_FAILED", "The document holds no operation of that name"))];
        const contextValue = await enveloped.contextFactory();
        const root: Root = { execute: enveloped.execute, subscribe: enveloped.subscribe };
        // Taken last, once nothing can refuse the operation any more: graphql-ws runs it straight after.
        if (options.heavy.capped && operation.operation !== "subscription" && isHeavyGraphqlText(params.query)) {
          try {
            root.heavySlot = options.heavy.acquire(actor.accountId);
          } catch (err) {
            if (err instanceof RetryLaterError) return [retryLaterError(err)];
            throw err;
          }
        }
        const args: ExecutionArgs = {
          schema: enveloped.schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables as Record<string, unknown> | undefined,
          contextValue,
          rootValue: root,
        };
        return args;
      },
      execute: (args) => runHolding(args, (root) => root.execute(args)) as never,
      subscribe: (args) => runHolding(args, (root) => root.subscribe(args)) as never,
    },
    wss,
  );

  return {
    handleUpgrade(req, socket, head) {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      if (path !== "/graphql") {
        socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    },
    async close() {
      await server.dispose();
    },
  };
}
