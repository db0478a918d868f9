// A closed-loop load generator: N workers issue requests back to back for a fixed time; latencies
// are recorded per request. Bounded in time and count, loopback only.
export interface LoadResult {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

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
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}
