// One watchlist import in its own process (forked by bench/watchlists.ts with --expose-gc and a
// capped heap): measures the live heap (after a forced GC, every second) and the peak RSS, and sends
// the figures with the import's summary to the parent.
import { openDatabase } from "../../src/db/client";
import { importWatchlist } from "../../src/domain/screening/watchlists";

async function main() {
  const [databaseUrl, file, list] = process.argv.slice(2);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  const db = await openDatabase({ databaseUrl, dataDir: "/nonexistent" }, { migrate: false });
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let liveHeapMax = baseline;
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => {
    gc();
    const m = process.memoryUsage();
    liveHeapMax = Math.max(liveHeapMax, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 1000);
  const started = performance.now();
  const summary = await importWatchlist(db.prisma, { format: "ftm", file, list });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  clearInterval(timer);
  await db.close();
  const mb = (b: number) => Math.round((b / 2 ** 20) * 10) / 10;
  process.send!({ summary, seconds, liveHeapBaselineMb: mb(baseline), liveHeapMaxMb: mb(liveHeapMax), peakRssMb: mb(peakRss) });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
