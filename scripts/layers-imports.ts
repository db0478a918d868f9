// The imports between parts of src/ as the code has them today, read from the source text, for the
// checks of layers.json that ESLint's per-import rules cannot make: every file of src/ belongs to a
// declared layer and imports only the layers that layer declares (`imports`), and the areas of the
// domain import each other only downwards in their declared order, save the listed exceptions, which
// may only shrink. scripts/layers-doc.ts runs the checks (`npm run lint`).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface Import {
  /** Importing file, relative to src/. */
  from: string;
  /** Imported file (or folder) relative to src/, without extension. */
  to: string;
  /** `import type` / `export type`: erased at run time. */
  typeOnly: boolean;
}

const SRC = path.join(__dirname, "..", "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return files(full);
    return entry.endsWith(".ts") ? [full] : [];
  });
}

const rel = (full: string) => path.relative(SRC, full).split(path.sep).join("/");

/** Every relative import of every .ts file under src/ (generated code left out). */
export function sourceImports(): Import[] {
  const out: Import[] = [];
  for (const file of files(SRC)) {
    const from = rel(file);
    if (from.startsWith("generated/")) continue;
    const text = readFileSync(file, "utf8");
    const statements =
      /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"(\.[^"]+)"|(?:import|require)\(\s*"(\.[^"]+)"\s*\)|(?:^|\n)\s*import\s+"(\.[^"]+)"/g;
    for (const m of text.matchAll(statements)) {
      const spec = m[4] ?? m[5] ?? m[6];
      // `import { type A, type B }` is erased as a whole, like `import type`.
      const names = m[3] ?? "";
      const allTypes =
        /^\{[^}]*\}$/.test(names.trim()) &&
        names
          .replace(/[{}\s]/g, "")
          .split(",")
          .filter(Boolean)
          .every((n) => n.startsWith("type"));
      const to = rel(path.resolve(path.dirname(file), spec)).replace(/\.(ts|js)$/, "");
      out.push({ from, to, typeOnly: Boolean(m[2]) || (m[1] !== undefined && allTypes) });
    }
  }
  return out;
}

/** The longest of `paths` (relative to src/, files with extension) that holds `file`, or undefined. */
export function holder(file: string, paths: string[]): string | undefined {
  const candidates = paths.filter((p) => {
    const bare = p.replace(/\.ts$/, "");
    return file === p || file === bare || file.startsWith(`${bare}/`) || `${file}.ts` === p;
  });
  return candidates.sort((a, b) => b.length - a.length)[0];
}
