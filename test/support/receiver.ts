// A real local HTTP receiver for webhook tests: records raw bodies and headers, answers with the
// statuses it is told to.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";

export interface Received {
  rawBody: Buffer;
  headers: http.IncomingHttpHeaders;
  at: number;
}

export async function startReceiver(statuses: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ rawBody: Buffer.concat(chunks), headers: req.headers, at: Date.now() });
      res.writeHead(statuses(received.length)).end(`answer ${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    json: () => received.map((r) => JSON.parse(r.rawBody.toString("utf8"))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What an integrator runs on receipt (docs/integrators.md shows it): HMAC the raw bytes as received,
 * before any JSON parsing, and compare in constant time.
 */
export function verifyWebhookSignature(rawBody: Buffer | string, signatureHex: string, secret: string): boolean {
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(signatureHex, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
