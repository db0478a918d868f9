// `npm run admin -- migrations:watch <id>`: live progress bars per stage on stderr until the migration
// is terminal, then its final JSON on stdout. When stdout is not a terminal, one JSON line per change
// goes to stdout instead (the last line is the final state), so scripts can follow it too.
import type { MigrationView, StageProgress } from "../domain/migrations/service";

type Snapshot = { migration: MigrationView; progress: Record<string, StageProgress> };

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

export async function watchMigration(fetchSnapshot: () => Promise<Snapshot>, io: { out: NodeJS.WriteStream; err: NodeJS.WriteStream; intervalMs?: number }): Promise<MigrationView> {
  const tty = io.out.isTTY === true;
  let drawn = 0;
  let last = "";
  for (;;) {
    const snapshot = await fetchSnapshot();
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
