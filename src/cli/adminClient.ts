// The admin CLI's side of the admin socket (adminServer.ts): apart from the server, so a command sent to
// the running server loads neither the commands nor what they import.
import { existsSync } from "node:fs";
import http from "node:http";
import type { errorBody } from "../errors";

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
