// `npm run admin -- migrations:watch <id>` (and `exports:watch <jobId>`): live progress bars per stage
// on stderr until the migration (export) is terminal, then its final JSON on stdout. When stdout is not a terminal, one JSON line per change
// goes to stdout instead (the last line is the final state), so scripts can follow it too.
import { z } from "zod";

const Progress = z.object({ done: z.number(), total: z.number() });
/** What migrations:progress answers, as JSON (through the admin socket dates are strings). */
export const Snapshot = z.object({
  migration: z
    .object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      bulkStage: z.string().nullable(),
      isPreparing: z.boolean(),
      taskCount: z.number(),
      itemCounts: z.object({ completed: z.number(), missingData: z.number(), failed: z.number(), cancelled: z.number() }).passthrough(),
    })
    .passthrough(),
  progress: z.record(z.string(), Progress),
});
type Snapshot = z.output<typeof Snapshot>;
type StageProgress = z.output<typeof Progress>;

const TERMINAL = ["COMPLETED", "FAILED", "CANCELLED"];
const WIDTH = 30;

function bar(name: string, p: StageProgress): string {
  const ratio = p.total > 0 ? Math.min(1, p.done / p.total) : 0;
  const filled = Math.round(ratio * WIDTH);
  return `${name.padEnd(10)} [${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${String(p.done).padStart(6)}/${p.total}`;
}

export function renderBars(s: Snapshot): string[] {
  const m = s.migration;
  const head = `${m.name} (${m.id}) ${m.status}${m.bulkStage ? ` · ${m.bulkStage}` : ""}${m.isPreparing ? " · unpacking" : ""}`;
  const counts = `completed ${m.itemCounts.completed} · missing data ${m.itemCounts.missingData} · failed ${m.itemCounts.failed} · cancelled ${m.itemCounts.cancelled} · tasks ${m.taskCount}`;
  return [head, ...Object.entries(s.progress).map(([name, p]) => bar(name, p)), counts];
}

interface WatchIo {
  out: NodeJS.WriteStream;
  err: NodeJS.WriteStream;
  intervalMs?: number;
}

/** Polls snapshots until `final` returns the finished record: bars on stderr for a terminal, JSON lines on stdout otherwise. */
async function follow<S, R>(
  fetchSnapshot: () => Promise<unknown>,
  parse: (raw: unknown) => S,
  render: (s: S) => string[],
  final: (s: S) => R | null,
  io: WatchIo,
): Promise<R> {
  const tty = io.out.isTTY === true;
  let drawn = 0;
  let last = "";
  for (;;) {
    const snapshot = parse(JSON.parse(JSON.stringify(await fetchSnapshot())));
    const line = JSON.stringify(snapshot);
    if (line !== last) {
      last = line;
      if (tty) {
        const lines = render(snapshot);
        if (drawn) io.err.write(`\x1b[${drawn}A`); // redraw in place
        io.err.write(lines.map((l) => `\x1b[2K${l}\n`).join(""));
        drawn = lines.length;
      } else {
        io.out.write(line + "\n");
      }
    }
    const done = final(snapshot);
    if (done) {
      if (tty) io.out.write(JSON.stringify(done, null, 2) + "\n");
      return done;
    }
    await new Promise((r) => setTimeout(r, io.intervalMs ?? 500));
  }
}

export function watchMigration(fetchSnapshot: () => Promise<unknown>, io: WatchIo): Promise<Snapshot["migration"]> {
  return follow(
    fetchSnapshot,
    (raw) => Snapshot.parse(raw),
    renderBars,
    (s) => (TERMINAL.includes(s.migration.status) ? s.migration : null),
    io,
  );
}

/** What exports:progress answers. */
export const ExportSnapshot = z.object({
  export: z
    .object({
      id: z.string(),
      format: z.string(),
      status: z.string(),
      totalCount: z.number(),
      completedCount: z.number(),
      failedApplicationIds: z.array(z.string()),
    })
    .passthrough(),
  progress: z.object({ applications: Progress }),
});
type ExportSnapshot = z.output<typeof ExportSnapshot>;

function renderExportBars(s: ExportSnapshot): string[] {
  const e = s.export;
  return [`export ${e.id} ${e.format} ${e.status}`, bar("written", s.progress.applications), `failed ${e.failedApplicationIds.length}`];
}

/** `npm run admin -- exports:watch <jobId>`: the job's progress bar until it is COMPLETED or FAILED, then its JSON. */
export function watchExport(fetchSnapshot: () => Promise<unknown>, io: WatchIo): Promise<ExportSnapshot["export"]> {
  return follow(
    fetchSnapshot,
    (raw) => ExportSnapshot.parse(raw),
    renderExportBars,
    (s) => (["COMPLETED", "FAILED"].includes(s.export.status) ? s.export : null),
    io,
  );
}
