// Listening and graceful closing: stop accepting, let in-flight requests finish, then close.
import http from "node:http";
import type { Express } from "express";

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function listen(app: Express, host: string, port: number): Promise<RunningServer> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
            // In-flight requests get a grace period, then their connections are cut.
            setTimeout(() => server.closeAllConnections(), 10_000).unref();
          }),
      });
    });
  });
}
