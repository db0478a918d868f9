// The generated Python client is what openapi.json generates (clients/python/generate.sh --check), so a
// route change that forgot `npm run clients:generate` fails in the fast tier too. The check needs the
// generator's virtualenv (clients/python/.venv, made by `bash clients/python/generate.sh --venv` or by any
// run of clients:generate/clients:check); without one it is skipped here, since making it downloads
// packages, and CI's clients step still runs it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const PYTHON_CLIENT = path.join(__dirname, "..", "..", "..", "clients", "python");
const hasVenv = existsSync(path.join(PYTHON_CLIENT, ".venv", ".stamp"));

(hasVenv ? describe : describe.skip)("the generated Python client", () => {
  it("agrees with openapi.json (run `npm run clients:generate` and commit clients/ when it does not)", () => {
    const run = () => execFileSync("bash", [path.join(PYTHON_CLIENT, "generate.sh"), "--check"], { stdio: "pipe" });
    expect(run).not.toThrow();
  }, 120_000);
});
