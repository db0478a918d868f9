// Preloaded by bench/cli.ts into a timed `node` run of the admin CLI: on exit, writes the process's CPU
// time (user + system, every thread) to BENCH_CLI_CPU_FILE, what the run cost apart from waiting for a core.
"use strict";
const { writeFileSync } = require("node:fs");
const file = process.env.BENCH_CLI_CPU_FILE;
if (file) {
  process.on("exit", () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, JSON.stringify({ cpuMs: (user + system) / 1000 }));
  });
}
