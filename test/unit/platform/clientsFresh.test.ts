// The generated TypeScript client is what openapi.json generates, so a route change that forgot
// `npm run clients:generate` fails here in the fast tier, not only in CI's clients step.
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..", "..");
const WORKSPACE = path.join(ROOT, "clients", "typescript");
// npm hoists the workspace's generator to the root's node_modules; its package exports no bin path.
const CLI = path.join(ROOT, "node_modules", "openapi-typescript", "bin", "cli.js");

describe("the generated TypeScript client", () => {
  it("agrees with openapi.json (run `npm run clients:generate` and commit clients/ when it does not)", () => {
    const run = () => execFileSync(process.execPath, [CLI, "../../openapi.json", "-o", "src/schema.ts", "--check"], { cwd: WORKSPACE, stdio: "pipe" });
    expect(run).not.toThrow();
  });
});
