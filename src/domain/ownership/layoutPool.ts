// The chart's layout off the event loop. ELK's layered layout of the largest chart a request may ask
// for (maxNodes 200) takes about a second of CPU on a quiet machine and several on a busy one: on the
// loop no other request (nor /healthz) would be answered meanwhile. Here it runs on one thread of its
// own, started with the first chart and ended after a minute without one; a layout still running at
// the deadline is stopped with its thread and the request answers 503 TIMEOUT.
import path from "node:path";
import type { ElkNode } from "elkjs/lib/elk-api";
import { Piscina } from "piscina";
import { RetryLaterError } from "../../errors";

/** A chart's layout, queueing included, is stopped after this long. */
const DEADLINE_MS = 30_000;
/** Charts waiting beyond the one being laid out: past it a request is refused at once (503) rather than queued to its deadline. */
const MAX_QUEUE = 16;

let pool: Piscina | null = null;

function threadFile(): string {
  const here = typeof __filename === "string" ? __filename : "";
  return path.join(path.dirname(here), `layoutThread${path.extname(here) || ".ts"}`);
}

function hasTsx(): boolean {
  return process.execArgv.some((a, i, all) => a.includes("tsx") && (a.startsWith("--import") || all[i - 1] === "--import" || all[i - 1] === "--require"));
}

function started(): Piscina {
  pool ??= new Piscina({
    filename: threadFile(),
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_QUEUE,
    idleTimeout: 60_000,
    // The thread loads our TypeScript as the process does (npm start runs under tsx; the tests under jest, which threads do not inherit).
    execArgv: [
      ...process.execArgv.filter((a) => !a.startsWith("--max-old-space-size")),
      ...(hasTsx() || threadFile().endsWith(".js") ? [] : ["--import", "tsx"]),
    ],
    // ELK's graph of 200 boxes needs a few tens of MB; a runaway layout ends there, not in the API's heap.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return pool;
}

/** Lays out one chart's ELK graph on the layout thread (layout.ts's `run`). */
export async function layOutOffLoop(graph: ElkNode): Promise<ElkNode> {
  const signal = AbortSignal.timeout(DEADLINE_MS);
  try {
    return (await started().run(graph, { signal })) as ElkNode;
  } catch (err) {
    if (signal.aborted)
      throw new RetryLaterError("TIMEOUT", `Laying out this chart took longer than ${DEADLINE_MS / 1000} s and was stopped: ask for fewer nodes (maxNodes)`, 1);
    if (err instanceof Error && /queue is at limit/i.test(err.message))
      throw new RetryLaterError("UNAVAILABLE", "Too many charts are being laid out at once; retry shortly", 1);
    throw err;
  }
}

/** Ends the layout thread (at shutdown). */
export async function closeLayoutPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
