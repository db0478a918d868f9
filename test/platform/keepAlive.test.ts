// Kept-alive connections across a stalled event loop (src/http/server.ts): real HTTP, a client on
// undici's default Agent (what Node's fetch uses), reusing its connection as clients do.
import net from "node:net";
import { Worker } from "node:worker_threads";
import express from "express";
import { listen, type RunningServer } from "../../src/http/server";

/** Short, so the test stalls seconds rather than the production 65 s; told so, undici keeps a connection 2 s. */
const KEEP_ALIVE_MS = 4_000;
/** Past the server's idle timer (KEEP_ALIVE_MS and node's 1 s keep-alive buffer), with a margin. */
const STALL_MS = KEEP_ALIVE_MS + 2_500;

let server: RunningServer;

beforeAll(async () => {
  const app = express();
  app.get("/connection", (req, res) => res.json({ clientPort: req.socket.remotePort }));
  app.post("/connection", express.json(), (req, res) => res.status(201).json({ clientPort: req.socket.remotePort, received: req.body }));
  server = await listen(app, "127.0.0.1", 0, { keepAliveTimeoutMs: KEEP_ALIVE_MS });
});
afterAll(() => server.close());

/** Blocks the event loop, as CPU-bound work on it does: no timer fires and no socket is read meanwhile. */
function stallEventLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A client with its own event loop (a worker thread, as another process would be) on Node's fetch and
 * undici's default Agent: it asks once, then, told to, asks again on the same kept-alive connection
 * after `delayMs`, and reports the answer or the error.
 */
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const ask = async (init) => {
  try {
    const res = await fetch(workerData.url + "/connection", init);
    return { status: res.status, body: await res.json() };
  } catch (err) {
    return { error: String(err.cause?.code ?? err.cause?.message ?? err.message) };
  }
};
parentPort.on("message", async (message) => {
  if (message === "first") return parentPort.postMessage(await ask());
  await new Promise((resolve) => setTimeout(resolve, message.delayMs));
  const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ upload: "next" }) };
  parentPort.postMessage(await ask(init));
});
`;

type Answer = { status: number; body: { clientPort: number; received?: unknown } } | { error: string };

function startClient(url: string) {
  const worker = new Worker(CLIENT, { eval: true, workerData: { url } });
  const next = () => new Promise<Answer>((resolve, reject) => worker.once("message", resolve).once("error", reject));
  return {
    first: () => (worker.postMessage("first"), next()),
    second: (delayMs: number) => (worker.postMessage({ delayMs }), next()),
    stop: () => worker.terminate(),
  };
}

describe("a kept-alive connection whose idle timer expired while the event loop was stalled", () => {
  it("answers the request the client sent on it in time instead of resetting the connection", async () => {
    const client = startClient(server.url);
    try {
      const first = await client.first();
      expect(first).toMatchObject({ status: 200 });
      const { clientPort } = (first as { body: { clientPort: number } }).body;

      // Sent 1 s into the idle window the client was told (its timer runs: it is not stalled), while
      // the server is stalled past its own timer; the request waits unread in the socket.
      const second = client.second(1_000);
      stallEventLoop(STALL_MS);

      expect(await second).toEqual({ status: 201, body: { clientPort, received: { upload: "next" } } });
    } finally {
      await client.stop();
    }
  });

  it("is still closed by the server when no request came on it", async () => {
    // A raw socket: a client that never closes its side, so only the server's timer can end it.
    const socket = net.connect(server.port, "127.0.0.1");
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    let received = "";
    const answered = new Promise<void>((resolve) =>
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString();
        if (received.includes("clientPort")) resolve();
      }),
    );
    socket.write("GET /connection HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await answered;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/keep-alive/i);

    stallEventLoop(STALL_MS);
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
