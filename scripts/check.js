#!/usr/bin/env node
// `npm run check`: the fast checks (CONTRIBUTING.md, "Before you commit") in the least wall time two
// cores allow. The type check, lint, knip and db:check are each one process on mostly one core, so
// the type check runs beside the other three; then the unit tier, whose two jest workers take both
// cores. Every step runs even when another fails, so one run names every failure; the exit status is
// the first failure's. Each step's output is printed whole when it ends (two at once would interleave)
// with its wall time and, where the shell can say (`times`), its CPU time: the figure that does not
// follow the machine's load (docs/testing.md, "The fast checks' time").
"use strict";
const { spawn } = require("node:child_process");

const lanes = [["typecheck"], ["lint", "knip", "db:check"]];
const last = "test:unit";

/** Seconds from `times`' "1m2.345s" (dash and bash both write it so). */
const seconds = (text) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/** Runs `npm run <step>`; resolves with its exit status, wall and CPU seconds and (unless streamed) its output. */
function run(step, stream) {
  const started = process.hrtime.bigint();
  // The shell reports its children's user and system time on fd 3 once npm (and all it started) has ended.
  const child = spawn("sh", ["-c", `npm run --silent ${step}; s=$?; times >&3; exit $s`], {
    stdio: ["ignore", stream ? "inherit" : "pipe", stream ? "inherit" : "pipe", "pipe"],
  });
  const output = [];
  let times = "";
  if (!stream) for (const s of [child.stdout, child.stderr]) s.on("data", (chunk) => output.push(chunk));
  child.stdio[3].on("data", (chunk) => (times += chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const wall = Number(process.hrtime.bigint() - started) / 1e9;
      const [user, sys] = (times.trim().split("\n")[1] ?? "").split(/\s+/).map(seconds);
      resolve({ step, code: code ?? 1, wall, cpu: user + sys, output: Buffer.concat(output).toString() });
    });
  });
}

function report({ step, code, wall, cpu, output }) {
  if (output) process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
  const cpuText = Number.isFinite(cpu) ? `, ${cpu.toFixed(1)} s CPU` : "";
  process.stdout.write(`${code === 0 ? "ok  " : "FAIL"} ${step}: ${wall.toFixed(1)} s wall${cpuText}\n`);
}

async function main() {
  const started = Date.now();
  const results = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await run(step, false);
        report(result);
        results.push(result);
      }
    }),
  );
  const unit = await run(last, true);
  report(unit);
  results.push(unit);
  const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
  const failed = results.filter((r) => r.code !== 0);
  const cpuText = Number.isFinite(cpu) ? `, ${cpu.toFixed(0)} s CPU` : "";
  process.stdout.write(
    `\nfast checks: ${((Date.now() - started) / 1000).toFixed(0)} s wall${cpuText}; ${failed.length ? `failed: ${failed.map((r) => r.step).join(", ")}` : "all passed"}\n`,
  );
  process.exit(failed.length ? failed[0].code : 0);
}

main();
