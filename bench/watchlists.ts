// Watchlist import memory and speed: generated FollowTheMoney files of N/10 and
// N lines (default 200,000), each import run in its own process with the worker's heap flags and
// --expose-gc, measuring its live heap. The import streams and stages the ids it has seen in the
// database, so a 10× larger file must take no more live heap, and that live heap stays under 192 MB.
// Also times the first import, a re-import of the same file (no changes) and one that changes 1,000
// entries. A 192 MB heap cap is too small for the times: at that cap V8 spent three quarters of a
// million-line import collecting (160 s of CPU for 38 without it), so the times were the collector's.
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { fork } from "node:child_process";
import { openDatabase } from "../src/db/client";
import type { ImportSummary } from "../src/screening";
import { benchDatabase } from "./support/postgres";
import { cpuTimes, stealPercent } from "./support/steal";

const LINES = Number(process.env.BENCH_WATCHLIST_LINES ?? 200_000);
const CHANGED = 1_000;
// The child's heap flags (as `npm run start:worker`, which runs scheduled imports), the live heap an
// import may hold, and how much more a 10× larger file may take (none is the design).
const WORKER_HEAP_FLAGS = ["--max-old-space-size=384", "--max-semi-space-size=16"];
const LIVE_HEAP_MAX_MB = 192;
const FLAT_MB = 16;
// The target: a million-line list imported in under two minutes by a worker under 512 MB.
const MIN_LINES_PER_SECOND = 10_000;
const MAX_RSS_MB = 512;

const SYLLABLES = ["ka", "lo", "mi", "ra", "sen", "dor", "vi", "ta", "nor", "bel", "gri", "zan", "ko", "mar", "el", "vok", "ys", "tan", "ri", "lu"];
const TOPICS = [["sanction"], ["role.pep"], ["crime.fin"], ["sanction", "role.pep"], ["poi"]];

function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const word = (r: () => number, n: number) => Array.from({ length: n }, () => SYLLABLES[Math.floor(r() * SYLLABLES.length)]).join("");
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** One invented entity a line; `changedEvery` > 0 gives every such entity a new alias (a change). */
async function writeList(file: string, lines: number, changedEvery = 0): Promise<void> {
  const out = createWriteStream(file);
  const r = rng(42);
  for (let i = 0; i < lines; i++) {
    const company = i % 5 === 4;
    const name = company ? `${cap(word(r, 3))} ${cap(word(r, 2))} Trading Ltd` : `${cap(word(r, 2))} ${cap(word(r, 3))}`;
    const properties: Record<string, unknown> = {
      name: [name],
      alias: [name.toUpperCase(), ...(changedEvery && i % changedEvery === 0 ? [`${name} (changed)`] : [])],
      topics: TOPICS[i % TOPICS.length],
      ...(company
        ? { registrationNumber: [`REG-${i}`], jurisdiction: ["gb"] }
        : { birthDate: [`19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`], nationality: ["ru"] }),
      notes: ["INVENTED benchmark record"],
    };
    const line = JSON.stringify({
      id: `bench-${i}`,
      schema: company ? "Company" : "Person",
      caption: name,
      properties,
      datasets: ["invented-demo"],
      first_seen: "2026-01-01T00:00:00",
      last_seen: "2026-01-01T00:00:00",
    });
    if (!out.write(line + "\n")) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

interface ImportRun {
  summary: ImportSummary;
  seconds: number;
  /** A run that held the lists in memory: how long reading them again after the import took, and their size. */
  rereadSeconds: number | null;
  heldMb: number | null;
  liveHeapBaselineMb: number;
  liveHeapMaxMb: number;
  peakRssMb: number;
  /** CPU steal over the child's run (bench/support/steal.ts). */
  stealPercent: number;
}

/** Imports in a child process whose heap is capped: a list held in memory would crash it. */
function importInChild(databaseUrl: string, file: string, list: string, hold = false): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, "support", "watchlistImportProcess.ts"), [databaseUrl, file, list, hold ? "hold" : ""], {
      execArgv: ["--import", "tsx", "--expose-gc", ...WORKER_HEAP_FLAGS],
      stdio: "inherit",
    });
    const started = cpuTimes();
    let run: ImportRun | null = null;
    child.on("message", (m) => (run = { ...(m as ImportRun), stealPercent: stealPercent(started) }));
    child.on("error", reject);
    child.on("exit", (code) => (run ? resolve(run) : reject(new Error(`the import process exited with ${code} (${WORKER_HEAP_FLAGS.join(" ")})`))));
  });
}

async function runSize(databaseUrl: string, dir: string, lines: number) {
  const v1 = path.join(dir, `list-${lines}.ftm.jsonl`);
  const v2 = path.join(dir, `list-${lines}.v2.ftm.jsonl`);
  await writeList(v1, lines);
  await writeList(v2, lines, Math.floor(lines / CHANGED));
  const list = `bench-${lines}-${Date.now()}`;
  const first = await importInChild(databaseUrl, v1, list);
  const same = await importInChild(databaseUrl, v1, list);
  const changed = await importInChild(databaseUrl, v2, list);
  // A worker holding the list in memory imports the first file again (1,000 entries change back).
  const held = await importInChild(databaseUrl, v1, list, true);
  const fileMb = Math.round(statSync(v1).size / 2 ** 20);
  rmSync(v1);
  rmSync(v2);
  const runs = [first, same, changed];
  return {
    lines,
    fileMb,
    entries: first.summary.added,
    first: { seconds: first.seconds, linesPerSecond: Math.round(lines / first.seconds), stealPercent: first.stealPercent },
    reimport: { seconds: same.seconds, unchanged: same.summary.unchanged, newVersion: same.summary.newVersion },
    changed: { seconds: changed.seconds, changed: changed.summary.changed, version: changed.summary.version },
    held: { seconds: held.seconds, changed: held.summary.changed, heldMb: held.heldMb, rereadSeconds: held.rereadSeconds, peakRssMb: held.peakRssMb },
    liveHeapBaselineMb: first.liveHeapBaselineMb,
    liveHeapMaxMb: Math.max(...runs.map((r) => r.liveHeapMaxMb)),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
  };
}

export async function benchWatchlists() {
  // Empty at the start: an import's speed depends on how many keys the table already holds.
  const database = await benchDatabase("bench_watchlists", { fresh: true });
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-watchlists-"));
  // Migrated once here; the import processes only connect.
  const db = await openDatabase({ databaseUrl: database.url, dataDir: dir }, { migrate: true });
  await db.close();
  try {
    const small = await runSize(database.url, dir, Math.round(LINES / 10));
    const large = await runSize(database.url, dir, LINES);
    const growth = Math.round((large.liveHeapMaxMb - small.liveHeapMaxMb) * 10) / 10;
    const checks = {
      "live heap of every import": {
        value: `${Math.max(small.liveHeapMaxMb, large.liveHeapMaxMb)} MB at most`,
        target: `< ${LIVE_HEAP_MAX_MB} MB`,
        pass: Math.max(small.liveHeapMaxMb, large.liveHeapMaxMb) < LIVE_HEAP_MAX_MB,
      },
      [`live heap at ${large.lines.toLocaleString("en")} lines minus at ${small.lines.toLocaleString("en")}`]: {
        value: `${growth} MB`,
        target: `< ${FLAT_MB} MB (flat)`,
        pass: growth < FLAT_MB,
      },
      [`first import of ${large.lines.toLocaleString("en")} lines`]: {
        value: `${large.first.linesPerSecond.toLocaleString("en")} lines/s; CPU steal ${large.first.stealPercent} %`,
        target: `≥ ${MIN_LINES_PER_SECOND.toLocaleString("en")} lines/s`,
        pass: large.first.linesPerSecond >= MIN_LINES_PER_SECOND,
      },
      "importer's peak RSS": { value: `${large.peakRssMb} MB`, target: `< ${MAX_RSS_MB} MB`, pass: large.peakRssMb < MAX_RSS_MB },
      "peak RSS of a worker holding the list in memory, importing and reading it again": {
        value: `${large.held.peakRssMb} MB (list ${large.held.heldMb} MB, read again in ${large.held.rereadSeconds} s)`,
        target: `< ${MAX_RSS_MB} MB`,
        pass: large.held.peakRssMb < MAX_RSS_MB,
      },
      "re-import of the same file": {
        value: large.reimport.newVersion ? "new version" : `no changes (${large.reimport.unchanged.toLocaleString("en")} unchanged)`,
        target: "no changes",
        pass: !large.reimport.newVersion,
      },
      [`import changing ${CHANGED.toLocaleString("en")} entries`]: {
        value: `${large.changed.changed.toLocaleString("en")} changed, version ${large.changed.version}`,
        target: `${CHANGED.toLocaleString("en")} changed, version 2`,
        pass: large.changed.changed === CHANGED && large.changed.version === 2,
      },
    };
    return { result: { sizes: [small, large] }, checks };
  } finally {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
