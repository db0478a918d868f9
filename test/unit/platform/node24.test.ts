// scripts/node24.js, the runtime gate of `npm start` and `npm test`: on a Node older than 24 it runs
// the command on the pinned Node 24, or refuses in one line; it never runs the service on the old one.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const GATE = path.join(__dirname, "../../../scripts/node24.js");

/** A Node older than 24 on this machine (a fresh machine's /usr/bin/node), or the running one. */
function oldestNode(): string {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node"]) {
    try {
      if (Number(execFileSync(candidate, ["--version"]).toString().slice(1).split(".")[0]) < 24) return candidate;
    } catch {}
  }
  return process.execPath;
}
const node = oldestNode();

it("runs the command on Node 24 or later", () => {
  const run = spawnSync(node, [GATE, "-e", "console.log(process.versions.node, typeof Map.groupBy)"], { encoding: "utf8" });
  expect(run.status).toBe(0);
  const [version, groupBy] = run.stdout.trim().split(" ");
  expect(Number(version.split(".")[0])).toBeGreaterThanOrEqual(24);
  expect(groupBy).toBe("function");
});

it("passes the command's exit code through", () => {
  expect(spawnSync(node, [GATE, "-e", "process.exit(7)"]).status).toBe(7);
});

(node === process.execPath ? it.skip : it)("refuses in one line when Node 24 cannot be had", () => {
  const run = spawnSync(node, [GATE, "-e", "console.log('started')"], {
    encoding: "utf8",
    env: { ...process.env, NODE24_TOOLS_DIR: mkdtempSync(path.join(os.tmpdir(), "no-node-")), NODE24_INSTALL: "0" },
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^This service needs Node 24 or later and found v\d+/)]);
});
