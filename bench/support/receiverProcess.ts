// The webhook receiver of the benchmark, in its own process (a real receiver is not on the worker's
// event loop). Answers 200 at once; reports counts and first-seen times over IPC when asked.
import http from "node:http";

const firstSeen: Record<string, number> = {};
let received = 0;
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received += 1;
    const eventId = JSON.parse(Buffer.concat(chunks).toString()).data.metadata?.benchEventId as string;
    const key = `${eventId}/${req.url}`;
    firstSeen[key] ??= Date.now();
    res.writeHead(200).end();
  });
});
server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as { port: number }).port }));
process.on("message", (m: { ask: "count" | "firstSeen" }) => {
  process.send!(m.ask === "count" ? { count: received } : { firstSeen });
});
