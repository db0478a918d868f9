// Closed-loop load generators: N connections issue requests back to back for a fixed time.
// Bounded in time and count, loopback only.
import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  /** Only where latencies are recorded per call (runLoad); autocannon's histogram has no p95. */
  p95?: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Any async operation (a raw `pg` query, an SDK call) as the load, latencies recorded per call. */
export async function runLoad(
  name: string,
  request: () => Promise<boolean>,
  options: { concurrency: number; seconds: number; warmupSeconds: number; maxRequests?: number },
): Promise<LoadResult> {
  const warmupEnd = Date.now() + options.warmupSeconds * 1000;
  while (Date.now() < warmupEnd) await Promise.all(Array.from({ length: options.concurrency }, request));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const cap = options.maxRequests ?? 1_000_000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end && latencies.length < cap) {
        const t0 = performance.now();
        const ok = await request().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
    requests: latencies.length,
    seconds: round(seconds),
    rps: round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

/**
 * HTTP load through autocannon, a load generator built for it: on a machine where the load shares
 * the cores with the server and the database, a lighter client leaves them the CPU a separate load
 * machine would (undici's fetch spent ~1.5 ms of CPU per 40 KB response here, autocannon ~0.4).
 */
export async function runHttpLoad(
  name: string,
  /** `paths`: requests cycle through these paths (and query strings) of `url`'s origin, one per request. */
  { paths, ...request }: { url: string; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; paths?: string[] },
  options: { concurrency: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  // autocannon's histogram has no p95: the measured run also records each response's time.
  const latencies: number[] = [];
  let next = 0;
  const cycle = paths?.length ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[next++ % paths.length] }) }] } : {};
  const run = (duration: number, record: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ ...request, ...cycle, connections: options.concurrency, duration }, (err, result) => (err ? reject(err) : resolve(result)));
      if (record) instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
  await run(options.warmupSeconds, false);
  const result = await run(options.seconds, true);
  const round = (n: number) => Math.round(n * 100) / 100;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    seconds: round(result.duration),
    rps: round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95: round(percentile(latencies, 95)),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
