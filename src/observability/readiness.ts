// Readiness, one way for every process: each probe names a part (database, temporal, background)
// and fails with why. The API answers it at GET /readyz; a worker on its metrics port (METRICS_PORT).

export interface ReadinessProbe {
  name: string;
  check: () => Promise<void>;
}

export interface Readiness {
  ready: boolean;
  failing: string[];
  /** Per part: "ok" or "unavailable: <why>". */
  checks: Record<string, string>;
}

export async function checkReadiness(probes: ReadinessProbe[]): Promise<Readiness> {
  const results = await Promise.all(
    probes.map(async (probe) => {
      try {
        await probe.check();
        return [probe.name, "ok"] as const;
      } catch (err) {
        return [probe.name, `unavailable: ${(err as Error).message}`] as const;
      }
    }),
  );
  const failing = results.filter(([, state]) => state !== "ok").map(([name]) => name);
  return { ready: failing.length === 0, failing, checks: Object.fromEntries(results) };
}
