// PGlite admits one process per data directory. This lock makes a second opener fail with a clear
// message instead of corrupting the database.
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireEmbeddedLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (readFileSync(lockPath, "utf8") === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number(readFileSync(lockPath, "utf8"));
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The embedded database under ${lockPath.replace(/\/[^/]+$/, "")} is in use by process ${holder}. ` +
            "Stop it first, or use `npm run admin`, which talks to the running server.",
        );
      }
      unlinkSync(lockPath); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
