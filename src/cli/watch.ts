// `npm run admin -- migrations:watch <id>`: live progress bars per stage on stderr until the migration
// is terminal, then its final JSON on stdout. When stdout is not a terminal, one JSON line per change
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

export async function watchMigration(fetchSnapshot: () => Promise<unknown>, io: { out: NodeJS.WriteStream; err: NodeJS.WriteStream; intervalMs?: number }): Promise<Snapshot["migration"]> {
  const tty = io.out.isTTY === true;
  let drawn = 0;
  let last = "";
  for (;;) {
    const snapshot = Snapshot.parse(JSON.parse(JSON.stringify(await fetchSnapshot())));
    const line = JSON.stringify(snapshot);
    if (line !== last) {
      last = line;
      if (tty) {
        const lines = renderBars(snapshot);
        if (drawn) io.err.write(`\x1b[${drawn}A`); // redraw in place
        io.err.write(lines.map((l) => `\x1b[2K${l}\n`).join(""));
        drawn = lines.length;
      } else {
        io.out.write(line + "\n");
      }
    }
    if (TERMINAL.includes(snapshot.migration.status)) {
      if (tty) io.out.write(JSON.stringify(snapshot.migration, null, 2) + "\n");
      return snapshot.migration;
    }
    await new Promise((r) => setTimeout(r, io.intervalMs ?? 500));
  }
}
