// Side by side: two commits measured in one session, alternating in rounds, on one PostgreSQL server.
// Each commit is a checkout of its own (git worktree); the probe (bench/support/sideBySideProbe.ts) is
// copied into each, so the same measurement runs against each commit's src. The figures are CPU in
// the measuring process, which the load of a shared machine moves least; the wall-clock ones are kept
// beside them. Rounds alternate which commit goes first, so a slow spell of the machine falls on both.
//
//   npx tsx bench/sideBySide.ts --before /tmp/sbs-before --after /tmp/sbs-after [--rounds 3]
//     [--cases casepage,screening,risk] [--out bench/results/side-by-side.json] [--append]
//
// --append adds rounds to the runs an earlier session of the same two commits wrote to --out,
// numbered on from them (so the order keeps alternating).
//
// BENCH_DATABASE_URL names the server; BENCH_SCREENING_ENTRIES, BENCH_SCREENING_PERSONS and
// BENCH_RISK_APPLICATIONS the sizes (defaults below: small, as a shared machine allows).
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// Resolved rather than joined, so that knip follows it to the probe (no file imports it).
const PROBE = require.resolve("./support/sideBySideProbe.ts");
const SIZES = {
  BENCH_SCREENING_ENTRIES: process.env.BENCH_SCREENING_ENTRIES ?? "100000",
  BENCH_SCREENING_PERSONS: process.env.BENCH_SCREENING_PERSONS ?? "2000",
  BENCH_RISK_APPLICATIONS: process.env.BENCH_RISK_APPLICATIONS ?? "10000",
  BENCH_SBS_RUNS: process.env.BENCH_SBS_RUNS ?? "200",
};

type Side = "before" | "after";
interface Metric {
  name: string;
  unit: string;
  /** Lower is better (CPU per unit of work) or higher (throughput). */
  better: "lower" | "higher";
  read: (result: any) => number;
}

const METRICS: Record<string, Metric[]> = {
  casepage: [
    "GraphQL case page (1 application)",
    "GraphQL applications page (50, nested counts)",
    "GraphQL applications screen (50: assignees, counts, 5 tasks each)",
    "applications page (50, flat)",
  ].map((name) => ({ name, unit: "API CPU ms per execution", better: "lower", read: (r) => r[name].cpuMs })),
  screening: [
    { name: "screening (persons against the list in memory)", unit: "CPU ms per person", better: "lower", read: (r) => r.cpuMsPerPerson },
    { name: "screening throughput (wall)", unit: "persons/s", better: "higher", read: (r) => r.personsPerSecond },
    { name: "screening recall (labelled true matches found)", unit: "share", better: "higher", read: (r) => r.recall },
  ],
  risk: [
    { name: "risk re-assessment after a model change", unit: "CPU ms per application", better: "lower", read: (r) => r.modelChange.cpuMsPerApplication },
    { name: "risk re-assessment after a model change (wall)", unit: "applications/s", better: "higher", read: (r) => r.modelChange.perSecond },
    { name: "risk first assessment", unit: "CPU ms per application", better: "lower", read: (r) => r.first.cpuMsPerApplication },
  ],
};

function arg(name: string, fallback?: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Runs one probe in a checkout and returns what it printed last (one JSON line). */
function probe(tree: string, commit: string, name: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join("bench", "support", "sideBySideProbe.ts"), name], {
      cwd: tree,
      env: { ...process.env, ...SIZES, BENCH_SBS_COMMIT: commit },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code !== 0) return reject(new Error(`${name} in ${tree} exited with ${code}: ${last}`));
      resolve((JSON.parse(last) as { result: unknown }).result);
    });
  });
}

async function main() {
  const trees: Record<Side, string> = { before: path.resolve(arg("before")), after: path.resolve(arg("after")) };
  const rounds = Number(arg("rounds", "3"));
  const cases = arg("cases", "casepage,screening,risk").split(",");
  const out = arg("out", path.join(__dirname, "results", "side-by-side.json"));
  const commits = {} as Record<Side, string>;
  for (const side of ["before", "after"] as Side[]) {
    commits[side] = execFileSync("git", ["-C", trees[side], "rev-parse", "--short", "HEAD"]).toString().trim();
    copyFileSync(PROBE, path.join(trees[side], "bench", "support", "sideBySideProbe.ts"));
  }
  type Run = { round: number; case: string; side: Side; commit: string; load1: number; seconds: number; result: unknown };
  const runs: Run[] = [];
  if (process.argv.includes("--append") && existsSync(out)) {
    const earlier = JSON.parse(readFileSync(out, "utf8")) as { before: string; after: string; runs: Run[] };
    if (earlier.before !== commits.before || earlier.after !== commits.after) throw new Error(`${out} compares other commits`);
    runs.push(...earlier.runs);
  }
  const first = Math.max(0, ...runs.map((r) => r.round)) + 1;
  for (let round = first; round < first + rounds; round++) {
    const order: Side[] = round % 2 ? ["before", "after"] : ["after", "before"];
    for (const name of cases) {
      for (const side of order) {
        const load1 = round2(os.loadavg()[0]);
        const started = Date.now();
        const result = await probe(trees[side], commits[side], name);
        const seconds = (Date.now() - started) / 1000;
        runs.push({ round, case: name, side, commit: commits[side], load1, seconds, result });
        console.log(`round ${round} ${name} ${side} (${commits[side]}, load ${load1}, ${seconds} s): ${JSON.stringify(result)}`);
        write();
      }
    }
  }

  function summary() {
    const measured = Object.keys(METRICS).filter((name) => runs.some((r) => r.case === name));
    return measured.flatMap((name) =>
      METRICS[name].map((metric) => {
        const of = (side: Side) => runs.filter((r) => r.case === name && r.side === side).map((r) => metric.read(r.result));
        const before = of("before");
        const after = of("after");
        const ratio = before.length && after.length ? round(median(after) / median(before)) : null;
        return {
          name: metric.name,
          unit: metric.unit,
          better: metric.better,
          before,
          after,
          beforeMedian: before.length ? round(median(before), 4) : null,
          afterMedian: after.length ? round(median(after), 4) : null,
          beforeRange: before.length ? [Math.min(...before), Math.max(...before)] : null,
          afterRange: after.length ? [Math.min(...after), Math.max(...after)] : null,
          ratio,
        };
      }),
    );
  }

  // Written after every run: a session cut short keeps the rounds it finished.
  function write() {
    const loads = runs.map((r) => r.load1);
    writeFileSync(
      out,
      JSON.stringify(
        {
          benchmark: path.basename(out, ".json"),
          date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
          machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Linux ${os.release()}`,
          before: commits.before,
          after: commits.after,
          sizes: SIZES,
          load1: loads.length ? [Math.min(...loads), Math.max(...loads)] : null,
          method:
            "bench/support/sideBySideProbe.ts in each commit's checkout, the two alternating (round 1 before first, round 2 after first, …) on one PostgreSQL server, each run on a new database copied from the commit's seeded template; CPU of the measuring process (user + system), wall-clock beside it",
          cases: summary(),
          runs,
        },
        null,
        2,
      ) + "\n",
    );
  }
  write();
  for (const c of summary()) console.log(`${c.name}: before ${c.beforeMedian}, after ${c.afterMedian} ${c.unit}, ×${c.ratio}`);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
