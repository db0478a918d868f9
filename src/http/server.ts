// Listening and graceful closing: stop accepting, let in-flight requests finish, then close.
import http from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { Express } from "express";

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** What serves an app's WebSocket upgrades (GraphQL over WebSocket) and closes its sockets. */
export interface UpgradeHandler {
  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

const upgrades = new WeakMap<Express, UpgradeHandler>();

/** Names the handler of `app`'s upgrades, so every server that listens with the app serves them. */
export function serveUpgrades(app: Express, handler: UpgradeHandler): void {
  upgrades.set(app, handler);
}

interface ListenOptions {
  /** How long an idle keep-alive connection is kept (tests shorten it). */
  keepAliveTimeoutMs?: number;
}

/**
 * An idle keep-alive connection's timer fires late when the event loop was stalled past it (CPU-bound
 * work): the client may have sent its next request meanwhile, in time by the Keep-Alive header, and it
 * sits unread in the socket. Closing then resets the connection (the client sees ECONNRESET before any
 * answer, and cannot tell whether a POST ran). Instead the connection is closed after one more I/O
 * poll, unless that poll read a request; a connection with a request in flight is treated as node does.
 */
function closeIdleLateButServeWhatCame(server: http.Server) {
  const answering = new WeakMap<Socket, http.ServerResponse>();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    answering.set(req.socket, res);
    res.once("close", () => {
      if (answering.get(req.socket) === res) answering.delete(req.socket);
    });
  });
  server.on("timeout", (socket: Socket) => {
    const res = answering.get(socket);
    if (res) {
      if (!res.listenerCount("timeout") && !res.req.listenerCount("timeout")) socket.destroy();
      return;
    }
    const bytesRead = socket.bytesRead;
    setImmediate(() => {
      if (socket.bytesRead === bytesRead && !answering.has(socket)) socket.destroy();
    });
  });
}

export function listen(app: Express, host: string, port: number, listenOptions: ListenOptions = {}): Promise<RunningServer> {
  const upgrade = upgrades.get(app);
  // Only WebSocket upgrades leave the HTTP path (node 24's shouldUpgradeCallback); any other Upgrade
  // header (h2c, say) is answered as the plain HTTP request it also is.
  const options = { shouldUpgradeCallback: (req: http.IncomingMessage) => !!upgrade && req.headers.upgrade?.toLowerCase() === "websocket" };
  const server = http.createServer(options as http.ServerOptions, app);
  if (upgrade) server.on("upgrade", (req, socket, head) => upgrade.handleUpgrade(req, socket, head));
  // Idle keep-alive connections outlive a load balancer's usual 60 s idle timeout, so the balancer
  // closes them first and never reuses one this side is closing (a 502 at the balancer).
  server.keepAliveTimeout = listenOptions.keepAliveTimeoutMs ?? 65_000;
  closeIdleLateButServeWhatCame(server);
  // Headers must arrive promptly (slow-loris); a whole request, uploads included, within 5 minutes.
  // The handlers' own deadline is REQUEST_TIMEOUT_MS (src/http/limits.ts).
  server.headersTimeout = 20_000;
  server.requestTimeout = 300_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            // A keep-alive connection goes idle when its response ends (a finished request, a completed
            // subscription stream): close it then, rather than when the client's keep-alive timer fires.
            const sweep = setInterval(() => server.closeIdleConnections(), 50);
            // WebSockets left the server's HTTP bookkeeping at their upgrade: they are closed (1001) here.
            void upgrade?.close().catch(() => undefined);
            server.close(() => {
              clearInterval(sweep);
              done();
            });
            server.closeIdleConnections();
            // In-flight requests get a grace period, then their connections are cut.
            setTimeout(() => server.closeAllConnections(), 10_000).unref();
          }),
      });
    });
  });
}
