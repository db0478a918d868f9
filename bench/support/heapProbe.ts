// Answers a benchmark's "heap" question from a child process it forked: a full garbage collection,
// then what is still alive. RSS alone cannot tell a leak from V8 growing its heap toward its cap or
// from allocator fragmentation; the live heap after a full GC can. Needs --expose-gc (bench only).
import { readFileSync } from "node:fs";

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export interface HeapSample {
  /** V8 heap still alive after a full GC. */
  heapUsedMb: number;
  /** Memory of C++ objects bound to JS ones (buffers among them), after the same GC. */
  externalMb: number;
  arrayBuffersMb: number;
  /** What V8 holds from the system for its heap (live or not): growth here is V8 growing toward its cap. */
  heapTotalMb: number;
  rssMb: number;
  /** Resident anonymous memory (heaps, malloc arenas) and resident file pages (the node binary's code as it is touched), from /proc/self/status. */
  rssAnonMb: number;
  rssFileMb: number;
}

/** A line of /proc/self/status in MB (its values are kB). */
function statusMb(field: string): number {
  const line = readFileSync("/proc/self/status", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return line ? mb(Number(line.replace(/\D+/g, "")) * 1024) : 0;
}

export function answerHeapProbes() {
  process.on("message", (m: { ask?: string }) => {
    if (m.ask !== "heap") return;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error("heap probe needs --expose-gc");
    gc();
    const usage = process.memoryUsage();
    const heap: HeapSample = {
      heapUsedMb: mb(usage.heapUsed),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      heapTotalMb: mb(usage.heapTotal),
      rssMb: mb(usage.rss),
      rssAnonMb: statusMb("RssAnon"),
      rssFileMb: statusMb("RssFile"),
    };
    process.send?.({ heap });
  });
}

/** Asks a forked child for a HeapSample (see answerHeapProbes). */
export function askHeap(child: import("node:child_process").ChildProcess, timeoutMs = 30_000): Promise<HeapSample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.off("message", listen), reject(new Error("heap probe timed out"))), timeoutMs);
    const listen = (m: { heap?: HeapSample }) => {
      if (!m.heap) return;
      clearTimeout(timer);
      child.off("message", listen);
      resolve(m.heap);
    };
    child.on("message", listen);
    child.send({ ask: "heap" });
  });
}
