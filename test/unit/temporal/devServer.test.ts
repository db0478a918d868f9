// Starting the dev server: a CLI that exits at once (a port it chose was taken) is tried again, and
// when it keeps exiting the error carries what it printed, so a failed CI run says why.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDevServer } from "../../../src/temporal/devServer";

describe("startDevServer", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "dev-server-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("tries an early exit three times, then fails with the CLI's own output", async () => {
    const cli = path.join(dir, "temporal");
    const tries = path.join(dir, "tries");
    writeFileSync(cli, `#!/bin/sh\necho try >> '${tries}'\necho "listen tcp 127.0.0.1:41234: bind: address already in use" >&2\nexit 1\n`);
    chmodSync(cli, 0o755);
    await expect(startDevServer({ cli, dataDir: null, headless: true, namespace: "default" })).rejects.toThrow(
      /exited early \(code 1; its output: listen tcp 127\.0\.0\.1:41234: bind: address already in use\)/,
    );
    expect(readFileSync(tries, "utf8").trim().split("\n")).toHaveLength(3);
  });
});
