// One watchlist import in its own process (forked by bench/watchlists.ts with --expose-gc and a
// capped heap): measures the live heap (after a forced GC, every second) and the peak RSS, and sends
// the figures with the import's summary to the parent. With "hold" it is a worker that holds the
// lists in memory (residentLists.ts): it reads them before the import and again after it, and the
// peak RSS covers both.
import { openDatabase } from "../../src/db/client";
import { holdListsInMemory, importWatchlist } from "../../src/screening";

async function main() {
  const [databaseUrl, file, list, hold] = process.argv.slice(2);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with --expose-gc");
  const db = await openDatabase({ databaseUrl, dataDir: "/nonexistent" }, { migrate: false });
  let peakRss = process.memoryUsage().rss;
  const lists = hold === "hold" ? holdListsInMemory(db.prisma, { maxEntries: 2_000_000 }) : null;
  if (lists && !(await lists.ready())) throw new Error("the lists could not be held in memory");
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let liveHeapMax = baseline;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const timer = setInterval(() => {
    gc();
    const m = process.memoryUsage();
    liveHeapMax = Math.max(liveHeapMax, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 1000);
  const started = performance.now();
  const summary = await importWatchlist(db.prisma, { format: "ftm", file, list });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const reread = performance.now();
  if (lists && !(await lists.ready())) throw new Error("the lists could not be read again");
  const rereadSeconds = lists ? Math.round((performance.now() - reread) / 100) / 10 : null;
  clearInterval(timer);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  await db.close();
  const mb = (b: number) => Math.round((b / 2 ** 20) * 10) / 10;
  process.send!({
    summary,
    seconds,
    rereadSeconds,
    heldMb: lists ? mb(lists.bytes) : null,
    liveHeapBaselineMb: mb(baseline),
    liveHeapMaxMb: mb(liveHeapMax),
    peakRssMb: mb(peakRss),
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
