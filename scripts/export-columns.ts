// Appends the export's new columns to test/unit/platform/applicationSurface.json (exportCsv,
// exportJson), the record of the columns files already written carry. The columns themselves are
// declared once in src/domain/exports/columns.ts; this only ever appends to the record, so a column
// inserted, removed or moved there is refused here and fails the fast tier
// (test/unit/platform/applicationSurface.test.ts) until it is put back at the end.
// `npx tsx scripts/export-columns.ts` (part of `npm run print`).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { exportColumnNames } from "../src/domain/exports";

export const SURFACE = path.join(__dirname, "..", "test", "unit", "platform", "applicationSurface.json");

/** How `now` differs from the recorded `before` when columns may only be appended. */
export function appendOnly(before: string[], now: string[]): string {
  const first = before.findIndex((name, i) => now[i] !== name);
  if (first !== -1) return `column ${first + 1} was ${before[first]}, is ${now[first] ?? "gone"}: never insert, remove or reorder a column`;
  if (now.length > before.length) return `appended ${now.slice(before.length).join(", ")}: run npx tsx scripts/export-columns.ts to record them`;
  return "unchanged";
}

async function main() {
  const surface = JSON.parse(readFileSync(SURFACE, "utf8"));
  const now = exportColumnNames();
  const pairs: [string, string[], string[]][] = [
    ["CSV", surface.exportCsv, now.exportCsv],
    ...(["application", "individual", "business"] as const).map((k): [string, string[], string[]] => [`JSON ${k}`, surface.exportJson[k], now.exportJson[k]]),
  ];
  const refused = pairs.flatMap(([name, before, after]) => {
    const verdict = appendOnly(before, after);
    return verdict.startsWith("column ") ? [`${name}: ${verdict}`] : [];
  });
  if (refused.length) {
    console.error(`src/domain/exports/columns.ts: ${refused.join("; ")}`);
    process.exit(1);
  }
  const next = { ...surface, exportCsv: now.exportCsv, exportJson: now.exportJson };
  writeFileSync(SURFACE, await format(JSON.stringify(next), { ...(await resolveConfig(SURFACE)), parser: "json", filepath: SURFACE }));
}

if (require.main === module) void main();
