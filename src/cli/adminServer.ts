// The running server answers the admin CLI on a Unix socket under DATA_DIR (owner-only), so the CLI
// works while embedded PGlite is held by the server process.
import { chmodSync, existsSync, unlinkSync } from "node:fs";
import http from "node:http";
import { DomainError, errorBody } from "../errors";
import { runCommand, type CommandDeps } from "./commands";

export function startAdminServer(socketPath: string, deps: CommandDeps): Promise<{ close(): Promise<void> }> {
  if (existsSync(socketPath)) unlinkSync(socketPath); // left over from a crash
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", async () => {
      try {
        const { command, args } = JSON.parse(body) as { command: string; args: Record<string, unknown> };
        const result = await runCommand(deps, command, args ?? {});
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, result }));
      } catch (err) {
        const e = err instanceof DomainError ? err : new DomainError("INTERNAL", (err as Error).message);
        res.writeHead(e.statusCode, { "content-type": "application/json" }).end(JSON.stringify({ ok: false, error: errorBody(e.code, e.message, e.details) }));
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if (existsSync(socketPath)) unlinkSync(socketPath);
          }),
      });
    });
  });
}

/** Sends one command to a running server; null when no server listens on the socket. */
export function sendToServer(
  socketPath: string,
  command: string,
  args: Record<string, unknown>,
): Promise<{ ok: boolean; result?: unknown; error?: ReturnType<typeof errorBody> } | null> {
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: "/", method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        try {
          resolve(JSON.parse(body));
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      // A socket file with nobody listening: the server is gone.
      if (err.code === "ECONNREFUSED" || err.code === "ENOENT") resolve(null);
      else reject(err);
    });
    req.end(JSON.stringify({ command, args }));
  });
}
