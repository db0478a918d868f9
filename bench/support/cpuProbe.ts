// Where a forked API process spends its CPU during one stretch of load: the bench asks it to start
// V8's sampling profiler (node:inspector) and, after the load, to stop and answer the samples' self
// time summed by what the code is (the HTTP stack, auth, GraphQL, the list's SQL and its rows, JSON,
// garbage collection...). A whole .cpuprofile per case is written beside when asked, for a flame view.
import { subscribe } from "node:diagnostics_channel";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the API a frame belongs to, by its file (first match wins). */
const CATEGORIES: [string, (f: ProfileNode["callFrame"]) => boolean][] = [
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["V8/native, unattributed", (f) => f.functionName === "(program)"],
  ["pg driver (protocol, rows)", (f) => /node_modules\/(pg|pg-protocol|pg-types|postgres-\w+|pg-pool)\//.test(f.url)],
  ["Prisma client", (f) => /@prisma|generated\/prisma|node_modules\/prisma/.test(f.url)],
  [
    "GraphQL execute (graphql-jit, graphql-js)",
    (f) => /node_modules\/(graphql-jit|graphql)\//.test(f.url) || (/^eval|^$/.test(f.url) && /query|compiled/i.test(f.functionName)),
  ],
  ["Pothos / GraphQL resolvers (src/schema)", (f) => /@pothos|\/src\/schema\//.test(f.url)],
  ["list read: SQL, hydrate, cursor (src/domain, src/db)", (f) => /\/src\/(domain|db)\//.test(f.url)],
  ["REST glue: params, zod, shaping (src/rest, zod)", (f) => /\/src\/rest\/|node_modules\/zod\//.test(f.url)],
  ["auth, limits, tracing (src/http, src/observability)", (f) => /\/src\/(http|observability|auth)\//.test(f.url) || /@opentelemetry/.test(f.url)],
  [
    "Express and its middleware",
    (f) =>
      /node_modules\/(express|router|body-parser|finalhandler|send|on-finished|qs|raw-body|content-type|type-is|accepts|negotiator|mime|cookie|depd|debug|helmet|compression)\//.test(
        f.url,
      ),
  ],
  [
    "Node HTTP, sockets, streams",
    (f) => /^node:(_http|http|net|stream|internal\/(streams|http|net|stream))|^node:internal\/(js_stream|timers|async_hooks|process)/.test(f.url),
  ],
  ["JSON (parse, stringify)", (f) => /^(stringify|parse)$/.test(f.functionName) && f.url === ""],
  ["other node_modules", (f) => /node_modules\//.test(f.url)],
  ["other src", (f) => /\/src\//.test(f.url)],
  ["node internals, other", (f) => /^node:/.test(f.url)],
];

/**
 * Each category's share of the busy samples' self time. Samples are taken on the wall clock: on a host
 * whose cores other processes fill, a sample's interval includes time the process waited for a core,
 * so the shares say where the work goes and process.cpuUsage() says how much there was.
 */
function summarise(profile: Profile): { shares: Record<string, number>; probeShare: number } {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals: Record<string, number> = {};
  let busy = 0;
  let probe = 0;
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    // Waiting, and the probe's own inspector calls, are not the API's work.
    if (frame.functionName === "(idle)") return;
    if (frame.url.startsWith("node:inspector")) {
      probe += (profile.timeDeltas[i] ?? 0) / 1000;
      return;
    }
    const category = CATEGORIES.find(([, test]) => test(frame))?.[0] ?? "other (natives, eval)";
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totals[category] = (totals[category] ?? 0) + ms;
    busy += ms;
  });
  return { shares: Object.fromEntries(Object.entries(totals).map(([category, ms]) => [category, ms / busy])), probeShare: probe / (busy + probe || 1) };
}

/** In the API process: answers {ask: "cpu-start"} and {ask: "cpu-stop", file?}. */
export function answerCpuProbes() {
  const session = new Session();
  session.connect();
  let startedUsage = process.cpuUsage();
  // Requests the process began while profiled (Node's own channel: the bench's count misses its warm-up).
  let requests = 0;
  subscribe("http.server.request.start", () => requests++);
  process.on("message", (m: { ask?: string; file?: string }) => {
    if (m.ask === "cpu-start") {
      void (async () => {
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 200 });
        await session.post("Profiler.start");
        startedUsage = process.cpuUsage();
        requests = 0;
        process.send?.({ cpuStarted: true });
      })();
    } else if (m.ask === "cpu-stop") {
      void (async () => {
        const used = process.cpuUsage(startedUsage);
        const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
        await session.post("Profiler.disable");
        if (m.file) writeFileSync(m.file, JSON.stringify(profile));
        // The profiler's own messages (16-36% of the busy samples on a loaded host) are CPU the process
        // spent for the probe, not for the pages: taken out of the CPU time as the share they sampled.
        const { shares, probeShare } = summarise(profile);
        const cpuMs = (used.user + used.system) / 1000;
        process.send?.({ cpu: { cpuMs: cpuMs * (1 - probeShare), probeCpuMs: cpuMs * probeShare, requests, shares } });
      })();
    }
  });
}

function ask<T>(child: import("node:child_process").ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.off("message", listen), reject(new Error(`cpu probe: no ${key}`))), 60_000);
    const listen = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      clearTimeout(timer);
      child.off("message", listen);
      resolve(m[key] as T);
    };
    child.on("message", listen);
    child.send(message);
  });
}

/** Profiles the forked API process while `load` runs: self ms by category, and what `load` answered. */
export async function profiled<T>(
  child: import("node:child_process").ChildProcess,
  load: () => Promise<T>,
  file?: string,
): Promise<{ cpu: Record<string, number>; result: T }> {
  await ask(child, { ask: "cpu-start" }, "cpuStarted");
  const result = await load();
  const cpu = await ask<Record<string, number>>(child, { ask: "cpu-stop", file }, "cpu");
  return { cpu, result };
}
