#!/usr/bin/env node
// `npm start` and `npm test` run through here: node <args> on Node 24 LTS whatever Node the machine
// has. The service needs Node 24 (Map.groupBy and friends): started on an older runtime it would
// answer requests while all its background work threw. When the running Node is older, the pinned
// Node 24 under .tools/ is used, installed from the npm registry the first time (scripts/node-runtime.sh);
// when that cannot be had, one line says what to do and nothing starts.
// Written for any Node from 12 on: it must run on the runtime it replaces.
"use strict";
const { spawn, spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const REQUIRED_MAJOR = 24;
const PINNED = "24.21.0";
const ROOT = path.resolve(__dirname, "..");

function runtimeBin() {
  if (Number(process.versions.node.split(".")[0]) >= REQUIRED_MAJOR) return path.dirname(process.execPath);
  const bin = path.join(process.env.NODE24_TOOLS_DIR || path.join(ROOT, ".tools"), "node-" + PINNED, "bin");
  if (fs.existsSync(path.join(bin, "node"))) return bin;
  if (process.env.NODE24_INSTALL === "0") return null;
  process.stderr.write("Node " + process.version + " is too old for this service; installing Node " + PINNED + " into .tools/ from the npm registry (once) …\n");
  const installed = spawnSync("bash", [path.join(__dirname, "node-runtime.sh"), PINNED], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  const dir = installed.status === 0 ? installed.stdout.trim() : "";
  return dir && fs.existsSync(path.join(dir, "node")) ? dir : null;
}

const bin = runtimeBin();
if (!bin) {
  process.stderr.write(
    "This service needs Node " + REQUIRED_MAJOR + " or later and found " + process.version + "; install Node " + REQUIRED_MAJOR + " LTS (or let scripts/node-runtime.sh " + PINNED + " fetch it) and run the command again.\n",
  );
  process.exit(1);
}
const child = spawn(path.join(bin, "node"), process.argv.slice(2), {
  stdio: "inherit",
  // Child processes the command starts (tsx, jest's workers, npx) find the same Node first.
  env: Object.assign({}, process.env, { PATH: bin + path.delimiter + (process.env.PATH || "") }),
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  }
  else process.exit(code === null ? 1 : code);
});
