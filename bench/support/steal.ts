// The hypervisor's share of this machine's CPU time over a span (/proc/stat's steal column), which
// the load average does not show. The benches run on a shared virtual machine: a figure with its
// steal tells a run the hypervisor slowed from one it did not (bench/README.md has runs whose speed
// swung with no steal at all, so a low steal does not make a run comparable by itself).
import { readFileSync } from "node:fs";

export interface CpuTimes {
  total: number;
  steal: number;
}

/** All CPUs' times so far, in clock ticks (user nice system idle iowait irq softirq steal). */
export function cpuTimes(): CpuTimes {
  const ticks = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] };
}

/** Percent of the CPU time between two readings that the hypervisor gave to others. */
export function stealPercent(from: CpuTimes, to: CpuTimes = cpuTimes()): number {
  const total = to.total - from.total;
  return total > 0 ? Math.round((1000 * (to.steal - from.steal)) / total) / 10 : 0;
}
