// The running server answers the admin CLI on a Unix socket under DATA_DIR (owner-only), so the CLI
// works while embedded PGlite is held by the server process. Whoever can connect runs any admin
// command (keys, accounts), so the socket is owner-only from the moment it exists, and a request
// body is read only up to ADMIN_MAX_BODY_BYTES.
import { existsSync, unlinkSync } from "node:fs";
import http from "node:http";
import { DomainError, errorBody } from "../errors";
import { runCommand, type CommandDeps } from "./commands";

/** A command is a name and a few flags (a --file names a path, never carries the file): 1 MiB is far above any. */
export const ADMIN_MAX_BODY_BYTES = 1024 * 1024;

function answer(res: http.ServerResponse, err: unknown) {
  const e = err instanceof DomainError ? err : new DomainError("INTERNAL", (err as Error).message);
  res.writeHead(e.statusCode, { "content-type": "application/json" }).end(JSON.stringify({ ok: false, error: errorBody(e.code, e.message, e.details) }));
}

/**
 * Listens on the socket with the umask at 0o077 for the bind, so the file is created owner-only:
 * a chmod after listening left a moment where the process's umask (often 022) let group and others
 * connect. Node binds a path synchronously inside listen(), so the umask is restored before anything
 * else of this process runs.
 */
function listenOwnerOnly(server: http.Server, socketPath: string, onListening: () => void): void {
  const previous = process.umask(0o077);
  try {
    server.listen(socketPath, onListening);
  } finally {
    process.umask(previous);
  }
}

export function startAdminServer(socketPath: string, deps: CommandDeps): Promise<{ close(): Promise<void> }> {
  if (existsSync(socketPath)) unlinkSync(socketPath); // left over from a crash
  const server = http.createServer((req, res) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    const tooLarge = new DomainError("PAYLOAD_TOO_LARGE", `An admin command's body may not exceed ${ADMIN_MAX_BODY_BYTES} bytes`);
    if (declared > ADMIN_MAX_BODY_BYTES) {
      res.setHeader("connection", "close");
      return answer(res, tooLarge);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > ADMIN_MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
        res.setHeader("connection", "close");
        answer(res, tooLarge);
        req.resume(); // drained, not kept
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", async () => {
      if (refused) return;
      try {
        let parsed: { command: string; args: Record<string, unknown> };
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof parsed;
        } catch {
          throw new DomainError("VALIDATION_FAILED", "An admin command's body must be JSON: {command, args}");
        }
        const result = await runCommand(deps, parsed.command, parsed.args ?? {});
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, result }));
      } catch (err) {
        answer(res, err);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    listenOwnerOnly(server, socketPath, () => {
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

export { sendToServer } from "./adminClient";
