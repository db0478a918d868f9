// npm run bench: runs the benchmark suite, prints a table, writes bench/results/*.json and the
// README's performance table. Loopback only; every load is bounded in time.
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchApplications } from "./applications";

function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execSync("uname -sr").toString().trim()}`;
}

async function main() {
  const started = new Date();
  const { results, checks } = await benchApplications();
  const record = { benchmark: "applications-list", date: started.toISOString(), machine: machine(), concurrency: 16, results, checks };
  writeFileSync(path.join(__dirname, "results", "applications-list.json"), JSON.stringify(record, null, 2) + "\n");

  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; 1,000,000 applications in PostgreSQL; 16 concurrent connections.`,
    "",
    "| case | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  const readmePath = path.join(__dirname, "..", "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const updated = readme.replace(/<!-- bench-table -->[\s\S]*<!-- \/bench-table -->/, `<!-- bench-table -->\n${lines.join("\n")}\n<!-- /bench-table -->`);
  writeFileSync(readmePath, updated);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
