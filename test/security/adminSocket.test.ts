// Whoever connects to the admin socket runs any admin command (keys, accounts, operators). It was
// created with the process's umask and only then narrowed with chmod, so for a moment any local user
// could connect; its request bodies were read whole, however large. Tried here: the socket created
// under the most permissive umask is owner-only with no chmod to rely on, and oversized or broken
// bodies are refused in the contract's error shape while the socket keeps answering.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startTestService, type TestService } from "../support/service";
import { ADMIN_MAX_BODY_BYTES, sendToServer, startAdminServer } from "../../src/cli/adminServer";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
}, 150_000);
afterAll(() => svc?.close());

/** POSTs raw bytes to the socket; `chunked` sends them without a Content-Length. */
function post(socketPath: string, body: Buffer, chunked = false): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = body.length;
    const req = http.request({ socketPath, path: "/", method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    // The server may close the connection once it has answered, before every byte is written.
    req.on("error", (err: NodeJS.ErrnoException) => (err.code === "EPIPE" || err.code === "ECONNRESET" ? undefined : reject(err)));
    if (chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

describe("the admin socket", () => {
  it("is owner-only from the moment it exists, even under umask 000, and leaves the process's umask as it was", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "admin-socket-"));
    const socketPath = path.join(dir, "admin.sock");
    // Node binds a socket path inside listen(), synchronously: its mode read right after that call,
    // before any callback (a chmod) can run, is the mode it was created with.
    const listen = net.Server.prototype.listen;
    const modesAtBind: number[] = [];
    net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
      const result = (listen as (...a: unknown[]) => net.Server).apply(this, args);
      if (args[0] === socketPath) modesAtBind.push(statSync(socketPath).mode);
      return result;
    } as typeof listen;
    const previous = process.umask(0o000);
    let server: { close(): Promise<void> } | null = null;
    try {
      server = await startAdminServer(socketPath, { db: svc.db.prisma, config: svc.config, temporal: svc.temporal });
      expect(process.umask()).toBe(0o000);
      expect(modesAtBind).toHaveLength(1);
      expect(modesAtBind[0] & 0o077).toBe(0);
      expect(modesAtBind[0] & 0o600).toBe(0o600);
      expect(statSync(socketPath).mode & 0o077).toBe(0);
      expect(await sendToServer(socketPath, "lists:status", {})).toMatchObject({ ok: true });
    } finally {
      net.Server.prototype.listen = listen;
      process.umask(previous);
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has no group or other access in a running service", () => {
    expect(statSync(svc.config.adminSocketPath).mode & 0o077).toBe(0);
  });

  const tooLarge = {
    ok: false,
    error: {
      statusCode: 413,
      error: "Payload Too Large",
      code: "PAYLOAD_TOO_LARGE",
      message: `An admin command's body may not exceed ${ADMIN_MAX_BODY_BYTES} bytes`,
    },
  };

  it("answers 413 to a body declared larger than the cap, without reading it", async () => {
    const body = Buffer.alloc(ADMIN_MAX_BODY_BYTES + 1, " ");
    expect(await post(svc.config.adminSocketPath, body)).toEqual({ status: 413, body: tooLarge });
  });

  it("answers 413 to a chunked body once it passes the cap, and keeps answering commands", async () => {
    const body = Buffer.alloc(8 * ADMIN_MAX_BODY_BYTES, " ");
    expect(await post(svc.config.adminSocketPath, body, true)).toEqual({ status: 413, body: tooLarge });
    expect(await sendToServer(svc.config.adminSocketPath, "lists:status", {})).toMatchObject({ ok: true, result: expect.any(Array) });
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await post(svc.config.adminSocketPath, Buffer.from("{command"));
    expect(res).toEqual({
      status: 400,
      body: {
        ok: false,
        error: { statusCode: 400, error: "Bad Request", code: "VALIDATION_FAILED", message: "An admin command's body must be JSON: {command, args}" },
      },
    });
  });
});
