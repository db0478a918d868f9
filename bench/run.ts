// npm run bench: runs the benchmark suite, prints a table, writes bench/results/*.json and the
// README's performance table. Loopback only; every load is bounded in time.
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchApplications } from "./applications";
import { benchUploads } from "./uploads";
import { benchWatchlists } from "./watchlists";
import { benchMigrations } from "./migrations";
import { benchWebhooks } from "./webhooks";
import { benchSearch } from "./search";
import { benchExports } from "./exports";
import { benchLoad, summarizeMemory } from "./load";
import type { HeapSample } from "./support/heapProbe";
import { API_POOL_SIZE, benchCasePage } from "./casepage";
import { benchScreening } from "./screening";
import { benchScreeningCompanies } from "./screeningCompanies";
import { benchMatch } from "./match";
import { benchFaults, FAULT_VOLUMES } from "./faults";
import { benchQueue } from "./queue";
import { benchOwnership } from "./ownership";
import { benchCasePageOwnership } from "./casepageOwnership";
import { benchRisk } from "./risk";
import { benchCli } from "./cli";
import { benchAbuse, type AbuseResult } from "./abuse";

function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${execSync("uname -sr").toString().trim()}`;
}

/** `npm run bench -- webhooks` runs one benchmark; no argument runs them all but `load` (5 minutes: `npm run bench:load`). */
const only = process.argv[2];

async function main() {
  const started = new Date();
  if (!only || only === "webhooks") await webhooksBench(started);
  if (!only || only === "applications") await applicationsBench(started);
  if (!only || only === "uploads") await uploadsBench(started);
  if (!only || only === "watchlists") await watchlistsBench(started);
  if (!only || only === "migrations") await migrationsBench(started);
  if (!only || only === "search") await searchBench(started);
  if (!only || only === "exports") await exportsBench(started);
  // The FATCA export beside it (`exports-fatca` alone): results/exports-fatca.json and the table's row printed.
  if (!only || only === "exports" || only === "exports-fatca") await fatcaExportsBench(started);
  if (!only || only === "casepage") await casePageBench(started);
  if (!only || only === "screening") await screeningBench(started);
  // The company set runs beside the people's (`screening`), or alone (`screening-companies`: a minute).
  if (!only || only === "screening" || only === "screening-companies") await screeningCompaniesBench(started);
  if (!only || only === "match") await matchBench(started);
  if (!only || only === "ownership") await ownershipBench(started);
  if (!only || only === "casepage-ownership") await casePageOwnershipBench(started);
  if (!only || only === "risk") await riskBench(started);
  if (!only || only === "cli") await cliBench(started);
  if (!only || only === "abuse") await abuseBench(started);
  // The bulk import alone (it is also the abuse bench's first step).
  if (only === "ownership-import") await ownershipImportBench(started);
  if (only === "load") await loadBench(started);
  // Minutes of outages on real processes: only when asked (`npm run bench -- faults`).
  if (only === "faults") await faultsBench(started);
  // 3,000,000 hits to seed (minutes): only when asked (`npm run bench -- queue`).
  if (only === "queue") await queueBench(started);
}

async function abuseBench(started: Date) {
  // The machine is shared: the load average says how much of it the run had.
  const loadBefore = os.loadavg()[0];
  const result = (await benchAbuse()) as AbuseResult;
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "abuse", date: started.toISOString(), machine: machine(), loadAverage, ...result };
  // A part of the attack or a variant of the API (BENCH_ABUSE_OUT=<file>): its own record, the README's table untouched.
  const out = process.env.BENCH_ABUSE_OUT;
  writeFileSync(out ?? path.join(__dirname, "results", "abuse.json"), JSON.stringify(record, null, 2) + "\n");
  if (out) {
    console.log(JSON.stringify({ out, victim: result.victim, healthzMax: result.healthz.maxMs, loadAverage }));
    return;
  }
  const w = result.ownershipWrites;
  const statuses = (s: Record<string, number>) =>
    Object.entries(s)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL, local Temporal dev server, API (NODE_ENV=production, rate limiting on, /match in its thread pool) and worker each in their own process, both tenants' clients in the bench process; attack ${result.attackSeconds} s; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores.`,
    "",
    "| measure | value |",
    "|---|---|",
    `| victim \`GET /applications?limit=20\` p95 alone (before / after) | ${result.victim.soloBeforeP95} / ${result.victim.soloAfterP95} ms |`,
    `| victim p95 (p50) under attack, ${result.victim.samples} requests | ${result.victim.loadedP95} (${result.victim.loadedP50}) ms |`,
    `| \`/healthz\` during the attack: probes, p95, max | ${result.healthz.probes}, ${result.healthz.p95Ms} ms, ${result.healthz.maxMs} ms (${statuses(result.healthz.statuses)}) |`,
    `| ladder of ${w.ladder.layers} layers written one call at a time: writes, p95, max | ${w.ladder.writes}, ${w.ladder.p95Ms} ms, ${w.ladder.maxMs} ms (${statuses(w.ladder.statuses)}) |`,
    `| a layer deeper than the limit | ${w.deeper.status} in ${w.deeper.ms} ms |`,
    `| circle of ${w.circle.companies} companies each holding every other (${w.circle.edges} edges) replaced whole: PUTs, max | ${w.circle.puts}, ${w.circle.maxMs} ms (${statuses(w.circle.statuses)}) |`,
    `| /match of the longest names, ${result.settings.matchLanes} at a time at the rate limit: requests, max | ${result.match.requests}, ${result.match.maxMs} ms (${statuses(result.match.statuses)}) |`,
    `| risk-model changes: saved, slowest PUT | ${result.storm.changes}, ${result.storm.maxMs} ms (${statuses(result.storm.statuses)}) |`,
    ...result.failures.map((f) => `| an attacker stopped | ${f} |`),
    `| re-assessments they started | ${result.storm.coalesced ? `${result.storm.coalesced.workflows} workflow run(s) of \`risk-reassess-<account>\`, ended under version ${JSON.stringify((result.storm.coalesced.result as { version?: number })?.version)} (latest ${result.storm.coalesced.lastVersion}), ${result.storm.coalesced.secondsAfterLastChange} s after the last change` : "none"} |`,
    `| bulk structure import (PUT …/ownership, ${result.bulkImport.nodes} nodes, ${result.bulkImport.edges} edges), alone: median (each) | ${result.bulkImport.ms} ms (${result.bulkImport.runs.join(", ")} ms) |`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-abuse", lines);
}

async function ownershipImportBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const { bulkImport } = await benchAbuse({ importOnly: true });
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "ownership-import", date: started.toISOString(), machine: machine(), loadAverage, bulkImport, pass: bulkImport.ms < 5000 };
  writeFileSync(path.join(__dirname, "results", "ownership-import.json"), JSON.stringify(record, null, 2) + "\n");
  console.log(
    `bulk structure import (PUT …/ownership, ${bulkImport.nodes} nodes, ${bulkImport.edges} edges): median ${bulkImport.ms} ms (${bulkImport.runs.join(", ")}; goal < 5000 ms); load ${loadAverage.before} → ${loadAverage.after} on ${loadAverage.cores} cores`,
  );
}

async function queueBench(started: Date) {
  // The machine is shared: the load average says how much of it the run had.
  const loadBefore = os.loadavg()[0];
  const result = await benchQueue();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "queue", date: started.toISOString(), machine: machine(), loadAverage, concurrency: 16, ...result };
  writeFileSync(path.join(__dirname, "results", "queue.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL; ${result.hits.toLocaleString("en")} screening hits (${result.openHits.toLocaleString("en")} awaiting review) over ${result.applications.toLocaleString("en")} applications of one account; SQL rows: the service's statements through a pool of 4; HTTP rows: 16 concurrent connections (autocannon); API in its own process with NODE_ENV=production; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores.`,
    "",
    "| case | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...result.results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
    "",
    "API CPU per execution of the route's operation in the bench process (independent of the machine's load):",
    "",
    "| operation | CPU ms | statements (Prisma / pg) |",
    "|---|---:|---:|",
    ...result.inProcess.map((c) => `| ${c.name} | ${c.cpuMsPerRun} | ${c.statements.prisma} / ${c.statements.pg} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-queue", lines);
}

async function loadBench(started: Date) {
  const resultsPath = path.join(__dirname, "results", "load.json");
  // `npm run bench:load -- --render` rewrites the README table from the last run's results.
  if (process.argv[3] === "--render") return renderLoad(JSON.parse(readFileSync(resultsPath, "utf8")));
  const result = await benchLoad();
  const record = {
    benchmark: "load",
    date: started.toISOString(),
    machine: machine(),
    nproc: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    ...result,
  };
  writeFileSync(resultsPath, JSON.stringify(record, null, 2) + "\n");
  renderLoad(record);
}

function renderLoad(record: { date: string; machine: string } & Awaited<ReturnType<typeof benchLoad>>) {
  const s = record.settings;
  const apiMb = summarizeMemory(record.memory.samples.api, s.seconds, s.rssSettleSeconds);
  const workerMb = summarizeMemory(record.memory.samples.worker, s.seconds, s.rssSettleSeconds);
  const slope = (v: number | null) => (v === null ? "n/a (run too short)" : `${v} MB/min`);
  const memoryRow = (name: string, m: typeof apiMb) =>
    `| ${name} | ${m.beforeLoad} → ${m.peak} → ${m.afterLoad} MB | ${slope(m.slopeAfterSettle)} | ${slope(m.slopeSecondHalf)} |`;
  const lines = [
    `Machine: ${record.machine}; ${record.date.slice(0, 10)}; /proc/loadavg ${record.loadavg.start} at start, ${record.loadavg.end} at end. PostgreSQL with ${s.applications.toLocaleString("en")} seeded applications (3 hits, 1 document each, a task per 2) over ${s.accounts} accounts, ${s.keys} API keys; API and worker in their own processes (NODE_ENV=production), local Temporal dev server and object store; ${s.connections} connections for ${record.seconds} s (${s.reviewConnections} reviewing, ${s.intakeConnections} creating), load by autocannon in the bench process; rate limiting ${s.rateLimiting}.`,
    "",
    `Overall: ${record.requests.toLocaleString("en")} requests, ${record.rps} req/s; ${record.notOk} not 2xx, ${record.connectionErrors} connection errors, ${record.timeouts} timeouts. Documents registered during the run: ${record.documents.registered}, validated by the worker ${s.drainSeconds} s after it: ${record.documents.validated}.`,
    "",
    "| route | requests | req/s | p50 ms | p95 ms | p99 ms | statuses |",
    "|---|---:|---:|---:|---:|---:|---|",
    ...record.routes.map(
      (r) =>
        `| ${r.route} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${Object.entries(r.statuses)
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")}${r.skipped ? `; ${r.skipped} skipped` : ""} |`,
    ),
    "",
    `| process | RSS at start → peak → right after the load | slope after ${s.rssSettleSeconds} s | slope over the second half |`,
    "|---|---|---:|---:|",
    memoryRow("API", apiMb),
    memoryRow("worker", workerMb),
    ...(record.memory.heapSamples ? heapRows(record.memory.heapSamples, s.seconds, s.rssSettleSeconds, memoryRow) : []),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-load", lines);
}

/**
 * The once-a-minute probe samples (after a full GC) as rows: the live heap, and where the resident
 * memory is (V8's heap as reserved, anonymous pages, file pages) when the run recorded it, so RSS
 * growth can be placed: V8, the allocator, or the binary's code being paged in.
 */
function heapRows(
  samples: Record<"api" | "worker", (HeapSample & { t: number })[]>,
  seconds: number,
  settle: number,
  row: (name: string, m: ReturnType<typeof summarizeMemory>) => string,
): string[] {
  const measures: [string, keyof HeapSample][] = [
    ["live heap after a full GC", "heapUsedMb"],
    ["V8 heap reserved (heapTotal)", "heapTotalMb"],
    ["resident anonymous memory (RssAnon)", "rssAnonMb"],
    ["resident file pages (RssFile)", "rssFileMb"],
  ];
  return measures
    .filter(([, key]) => samples.api.every((h) => typeof h[key] === "number"))
    .flatMap(([label, key]) => [
      "",
      `| process | ${label}: at start → peak → right after the load | slope after ${settle} s | slope over the second half |`,
      "|---|---|---:|---:|",
      ...(["api", "worker"] as const).map((p) =>
        row(
          p === "api" ? "API" : "worker",
          summarizeMemory(
            samples[p].map((h) => ({ t: h.t, mb: h[key] as number })),
            seconds,
            settle,
          ),
        ),
      ),
    ]);
}

async function casePageBench(started: Date) {
  // The machine is shared: the 1-minute load average before and after says how quiet it was.
  const loadBefore = os.loadavg()[0];
  const { results, inProcess, checks } = await benchCasePage();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "casepage", date: started.toISOString(), machine: machine(), loadAverage, concurrency: 8, results, inProcess, checks };
  writeFileSync(path.join(__dirname, "results", "casepage.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL; the case page of one application with 100 documents, 50 screening hits, 30 tasks, 20 notes and 100 audit entries (\`CASE_PAGE_QUERY\`), a page of 50 applications with the flat page's fields and each one's nested hit counts against \`GET /applications?limit=50\`, and, for reference, a list screen of 50 with assignees, hit counts and 5 tasks each (\`APPLICATIONS_SCREEN_QUERY\`); 8 concurrent connections (autocannon); API in its own process with NODE_ENV=production and DATABASE_POOL_SIZE=${API_POOL_SIZE}; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores.`,
    "",
    "| case | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
    "",
    "API CPU per execution in the bench process (user + system, the executor /graphql and REST run, over the same database; independent of the machine's load):",
    "",
    "| operation | CPU ms | statements (Prisma / pg) |",
    "|---|---:|---:|",
    ...inProcess.map((c) => `| ${c.name} | ${c.cpuMsPerRun} | ${c.statements.prisma} / ${c.statements.pg} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-casepage", lines);
}

async function screeningBench(started: Date) {
  // The machine is shared: the 1-minute load average before and after says how quiet it was.
  const loadBefore = os.loadavg()[0];
  const result = await benchScreening();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "screening", date: started.toISOString(), machine: machine(), loadAverage, ...result };
  writeFileSync(path.join(__dirname, "results", `screening-${started.toISOString().slice(0, 10)}.json`), JSON.stringify(record, null, 2) + "\n");
  const s = result.settings;
  const q = result.quality;
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL with a generated list of ${s.entries.toLocaleString("en")} invented entries (${s.keyRows.toLocaleString("en")} retrieval keys) and ${s.persons.toLocaleString("en")} labelled persons (bench/support/names.ts, seeded); screenSubjects in batches of ${s.batch}${s.processes ? ` in ${s.processes} processes (as the worker's replicas) of ${s.workers} loops each, each loop claiming the next batch as it finishes one (finished after ${result.screening.processes.map((p) => `${p.seconds} s`).join(", ")})` : `, ${s.workers} loops`}, persons read from the database a batch at a time; the list held in memory as a worker holds it (read by each process before the clock starts: ${result.screening.processes.map((p) => `${p.loadSeconds} s`).join(", ")}), after a run reading it from the database whose matches the table below compares; default matchThreshold ${s.threshold}; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared).`,
    "",
    "| | matched (isMatch) | not matched |",
    "|---|---:|---:|",
    `| on a list (a variant of a listed person) | TP ${q.confusion.TP} | FN ${q.confusion.FN} |`,
    `| not a match (namesake with another birth date, or on no list) | FP ${q.confusion.FP} | TN ${q.confusion.TN} |`,
    "",
    "| persons | how many | right |",
    "|---|---:|---:|",
    ...Object.entries(q.byVariant).map(([variant, v]) => `| ${variant} | ${v.persons} | ${v.found} |`),
    "",
    `Namesakes cleared with IDENTITY_MISMATCH: ${q.namesakesCleared}. Monitoring: ${result.monitoring.persons.toLocaleString("en")} persons against ${result.monitoring.changedEntries} changed entries (import and reindex ${result.monitoring.importAndIndexSeconds} s, loading ${result.monitoring.loadSeconds} s); ${result.monitoring.plantedFound} of ${result.monitoring.planted} planted variants found, ${result.monitoring.personsMatched} persons matched in all.`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-screening", lines);
}

async function screeningCompaniesBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const result = await benchScreeningCompanies();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "screening-companies", date: started.toISOString(), machine: machine(), loadAverage, ...result };
  writeFileSync(path.join(__dirname, "results", `screening-companies-${started.toISOString().slice(0, 10)}.json`), JSON.stringify(record, null, 2) + "\n");
  const s = result.settings;
  const q = result.quality;
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL with a generated list of ${s.entries.toLocaleString("en")} invented companies (${s.jurisdictions.length} jurisdictions: ${s.jurisdictions.join(", ")}; bench/support/companies.ts, seeded) and ${s.queries.toLocaleString("en")} labelled business queries (60 % variants of a listed company); screenSubjects in batches of 250 in one process, from the database, then again with the list held in memory; default matchThreshold ${s.threshold}; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared).`,
    "",
    "| | matched (isMatch) | not matched |",
    "|---|---:|---:|",
    `| a listed company (a variant of its name) | TP ${q.confusion.TP} | FN ${q.confusion.FN} |`,
    `| not that company | FP ${q.confusion.FP} | TN ${q.confusion.TN} |`,
    "",
    "| queries | how many | right |",
    "|---|---:|---:|",
    ...Object.entries(q.byClass).map(([variant, v]) => `| ${variant} | ${v.queries} | ${v.right} |`),
    "",
    `Same name with a conflicting jurisdiction or registration number cleared IDENTITY_MISMATCH: ${q.identityCleared} of ${q.identityQueries}. Positives that also matched another listed company (sharing its distinctive words): ${q.positivesWithAnotherMatch}. Not in the counts above: ${s.ambiguous} queries of a listed company's distinctive words with other generic words and no identifier (the "right" column counts those matched; by name alone they are the same company, so a reviewer decides).`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-screening-companies", lines);
}

async function matchBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const result = await benchMatch();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "match", date: started.toISOString(), machine: machine(), loadAverage, ...result };
  writeFileSync(path.join(__dirname, "results", "match.json"), JSON.stringify(record, null, 2) + "\n");
  const s = result.settings;
  const l = result.latencyMs;
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL with the screening benchmark's generated list (${s.entries.toLocaleString("en")} live entries); ${s.queries} yente Person queries (name, birth date, nationality of the labelled persons) one after another through screenOnDemand, the audit entry included, after ${s.warmup} to warm up; through the API's piscina pool as production screens /match (${s.pool.threads} thread(s), deadline ${s.pool.deadlineMs} ms), each query also on the caller's loop without the pool, the two in alternating order; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared).`,
    "",
    "| door | p50 | p95 | p99 | max | results per query | matches per query |",
    "|---|---:|---:|---:|---:|---:|---:|",
    `| pool (as production) | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.max} ms | ${result.resultsPerQuery} | ${result.matchesPerQuery} |`,
    `| caller's loop (no pool) | ${result.onLoopLatencyMs.p50} ms | ${result.onLoopLatencyMs.p95} ms | ${result.onLoopLatencyMs.p99} ms | ${result.onLoopLatencyMs.max} ms | | |`,
    "",
    `The pool's overhead: ${result.poolOverheadMs.p50} ms at p50, ${result.poolOverheadMs.p95} ms at p95.`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-match", lines);
}

async function riskBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const result = await benchRisk();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "risk", date: started.toISOString(), machine: machine(), loadAverage, ...result };
  writeFileSync(path.join(__dirname, "results", "risk.json"), JSON.stringify(record, null, 2) + "\n");
  const p = result.passes;
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL; ${result.applications.toLocaleString("en")} applications of one account (two persons each, a hit on one in five, half approved: ${result.approvedWithNextReview.toLocaleString("en")} with their next review rescheduled by level); the re-assessment's pages of ${result.pageSize.toLocaleString("en")} (reassessPage, the workflow's activity) run one after another in process; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared).`,
    "",
    "| pass | applications | changed | seconds | applications/s |",
    "|---|---:|---:|---:|---:|",
    `| first assessment | ${p.first.assessed} | ${p.first.changed} | ${p.first.seconds} | ${p.first.perSecond} |`,
    `| model change (new version) | ${p.modelChange.assessed} | ${p.modelChange.changed} | ${p.modelChange.seconds} | ${p.modelChange.perSecond} |`,
    `| same version again (a page redone) | ${p.unchanged.assessed} | ${p.unchanged.changed} | ${p.unchanged.seconds} | ${p.unchanged.perSecond} |`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-risk", lines);
}

async function cliBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const results = await benchCli();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "cli", date: started.toISOString(), machine: machine(), loadAverage, results };
  writeFileSync(path.join(__dirname, "results", "cli.json"), JSON.stringify(record, null, 2) + "\n");
  console.log(
    [
      `Machine: ${record.machine}; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared).`,
      "",
      "| command | runs | median ms | min ms | max ms |",
      "|---|---:|---:|---:|---:|",
      ...results.map((r) => `| ${r.case} | ${r.runs} | ${r.medianMs} | ${r.minMs} | ${r.maxMs} |`),
    ].join("\n"),
  );
}

async function ownershipBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const result = await benchOwnership();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "ownership", date: started.toISOString(), machine: machine(), loadAverage, ...result };
  writeFileSync(path.join(__dirname, "results", "ownership.json"), JSON.stringify(record, null, 2) + "\n");
  const s = result.structure;
  const t = result.analyseMs;
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; in process, no database; a seeded random structure of ${s.nodes.toLocaleString("en")} nodes and ${s.edges.toLocaleString("en")} edges in ${s.layers} layers with ${s.circularPairs} circular pairs; analyse() timed ${result.runs} times after a warm-up; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared).`,
    "",
    "| median | min | max | owners with a share | UBOs | problems | paths of every UBO (top 10 each) |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    `| ${t.median} ms | ${t.min} ms | ${t.max} ms | ${result.owners.toLocaleString("en")} | ${result.ubos} | ${result.problems.toLocaleString("en")} | ${result.uboPathsMs} ms (${result.uboPathsListed.toLocaleString("en")} paths) |`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-ownership", lines);
}

async function casePageOwnershipBench(started: Date) {
  // The machine is shared: the 1-minute load average before and after says how quiet it was.
  const loadBefore = os.loadavg()[0];
  const result = await benchCasePageOwnership();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "casepage-ownership", date: started.toISOString(), machine: machine(), loadAverage, concurrency: 8, ...result };
  writeFileSync(path.join(__dirname, "results", "casepage-ownership.json"), JSON.stringify(record, null, 2) + "\n");
  const s = result.structure;
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL; the case page of bench/casepage.ts (\`CASE_PAGE_QUERY\`) against the same query with \`ownership { nodes edges effective ubos }\` for a ${s.nodes}-node, ${s.edges}-edge structure; API CPU per page in process (${result.inProcess[0]!.runs} runs each); over HTTP 8 concurrent connections (autocannon), the two queries alternating in ${result.rounds.length} rounds; API in its own process with NODE_ENV=production and DATABASE_POOL_SIZE=${API_POOL_SIZE}; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores (shared with other work).`,
    "",
    "| case | API CPU ms/page | statements (prisma + pg) |",
    "|---|---:|---:|",
    ...result.inProcess.map((c) => `| ${c.name} | ${c.cpuMsPerRun} | ${c.statements.prisma} + ${c.statements.pg} |`),
    "",
    "| round | without: req/s | p50 ms | p95 ms | with: req/s | p50 ms | p95 ms |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...result.rounds.map((r, i) => `| ${i + 1} | ${r.without.rps} | ${r.without.p50} | ${r.without.p95} | ${r.with.rps} | ${r.with.p50} | ${r.with.p95} |`),
    "",
    `Ratios with / without: API CPU ${result.ratios.cpu}x, p50 ${result.ratios.p50}x, p95 ${result.ratios.p95}x, throughput ${result.ratios.rps}x fewer pages a second (medians of the rounds).`,
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(result.checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-casepage-ownership", lines);
}

async function searchBench(started: Date) {
  // The machine is shared: the 1-minute load average before and after says how quiet it was.
  const loadBefore = os.loadavg()[0];
  const { results, checks, account } = await benchSearch();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "search", date: started.toISOString(), machine: machine(), loadAverage, account, concurrency: 4, results, checks };
  writeFileSync(path.join(__dirname, "results", "search.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL with 1,000,000 applications, 3,000,000 screening hits, 1,000,000 documents and 500,000 tasks over 20 accounts; every group at once, as account \`${account}\`; 4 concurrent clients; API in its own process with NODE_ENV=production; the floor runs the service's own search (its word query, then the groups' statements) through its \`pg\` reader in the bench process, without HTTP or GraphQL; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores.`,
    "",
    "| query | door | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---|---:|---:|---:|---:|---:|",
    ...results.map((r) => `| ${r.kind} | ${r.door} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-search", lines);
}

async function exportsBench(started: Date) {
  const { result, checks } = await benchExports();
  const record = { benchmark: "exports", date: started.toISOString(), machine: machine(), ...result, checks };
  writeFileSync(path.join(__dirname, "results", "exports.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; one CRS_XML export of ${result.applications.toLocaleString("en")} entity applications × ${result.controllingPersonsPerApplication} controlling persons (${result.fileMb} MB), PostgreSQL, local Temporal dev server and object store, API in the bench process and the worker in its own.`,
    "",
    "| measure | value | goal | |",
    "|---|---:|---|---|",
    `| POST → COMPLETED | ${result.seconds} s | | |`,
    `| worker RSS before → peak | ${result.workerBaselineRssMb} → ${result.workerPeakRssMb} MB | | |`,
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-exports", lines);
}

async function fatcaExportsBench(started: Date) {
  const { result, checks } = await benchExports("FATCA_XML");
  const record = { benchmark: "exports-fatca", date: started.toISOString(), machine: machine(), loadAverage: os.loadavg()[0], ...result, checks };
  writeFileSync(path.join(__dirname, "results", "exports-fatca.json"), JSON.stringify(record, null, 2) + "\n");
  const c = Object.values(checks);
  console.log(
    `| FATCA_XML export, ${result.applications.toLocaleString("en")} passive NFFEs × 1 US substantial owner (${result.fileMb} MB) | ${c[0].value} applications/s | RSS growth ${c[1].value} (${result.workerBaselineRssMb} → ${result.workerPeakRssMb} MB) | XSD ${c[2].value} |`,
  );
}

async function watchlistsBench(started: Date) {
  const loadBefore = os.loadavg()[0];
  const { result, checks } = await benchWatchlists();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = { benchmark: "watchlists", date: started.toISOString(), machine: machine(), loadAverage, ...result, checks };
  writeFileSync(path.join(__dirname, "results", "watchlists.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; generated FollowTheMoney lists (4 in 5 entities screenable) imported into PostgreSQL by \`importWatchlist\`, each import in its own process with the worker's heap flags (\`--max-old-space-size=384 --max-semi-space-size=16\`; live heap measured after a forced GC every second); 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores.`,
    "",
    "| lines (file) | entries | first import | lines/s | re-import (no changes) | 1,000 changed | live heap: idle → max | peak RSS |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...result.sizes.map(
      (s) =>
        `| ${s.lines.toLocaleString("en")} (${s.fileMb} MB) | ${s.entries.toLocaleString("en")} | ${s.first.seconds} s | ${s.first.linesPerSecond.toLocaleString("en")} | ${s.reimport.seconds} s | ${s.changed.seconds} s | ${s.liveHeapBaselineMb} → ${s.liveHeapMaxMb} MB | ${s.peakRssMb} MB |`,
    ),
    "",
    "| check | value | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-watchlists", lines);
}

async function uploadsBench(started: Date) {
  const { result, checks } = await benchUploads();
  const record = { benchmark: "uploads", date: started.toISOString(), machine: machine(), ...result, checks };
  writeFileSync(path.join(__dirname, "results", "uploads.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; one ${result.fileMb} MB file, local object store, API in its own process.`,
    "",
    "| measure | value | goal | |",
    "|---|---:|---|---|",
    `| upload throughput | ${result.uploadMbPerSecond} MB/s | | |`,
    `| API RSS baseline → peak | ${result.baselineRssMb} → ${result.peakRssMb} MB | | |`,
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} MB | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-uploads", lines);
}

async function webhooksBench(started: Date) {
  const { result, checks } = await benchWebhooks();
  const record = { benchmark: "webhooks", date: started.toISOString(), machine: machine(), ...result, checks };
  writeFileSync(path.join(__dirname, "results", "webhooks.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; ${result.events.toLocaleString("en")} events × ${result.subscriptions} subscriptions, local Temporal dev server, PostgreSQL.`,
    "",
    "| measure | value | goal | |",
    "|---|---:|---|---|",
    `| burst: ${result.deliveries.toLocaleString("en")} deliveries | ${result.burstSeconds} s | | |`,
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
    `| paced p50 / p99 commit → first attempt | ${result.paced.p50Ms} / ${result.paced.p99Ms} ms | | |`,
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-webhooks", lines);
}

async function faultsBench(started: Date) {
  const { scenarios, passed, seconds } = benchFaults();
  const record = { benchmark: "faults", date: started.toISOString(), machine: machine(), volumes: FAULT_VOLUMES, passed, seconds, scenarios };
  writeFileSync(path.join(__dirname, "results", "faults.json"), JSON.stringify(record, null, 2) + "\n");
  const cell = (v: unknown) => (v === undefined ? "" : typeof v === "number" ? v.toLocaleString("en") : String(v));
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; PostgreSQL server stopped and started, local Temporal dev server, API and worker in their own processes, S3-compatible store (moto) behind a gate; suite ${passed ? "green" : "**red**"} in ${seconds} s. Volumes of the outage scenario: ${FAULT_VOLUMES.events.toLocaleString("en")} events, ${FAULT_VOLUMES.documents.toLocaleString("en")} documents, ${FAULT_VOLUMES.screenings.toLocaleString("en")} screenings; the others a fifth.`,
    "",
    "| fault | events | documents | screenings | lost | duplicated | recovery → all done |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...scenarios.map(
      (s) =>
        `| ${s.scenario} | ${cell(s.events)} | ${cell(s.documents)} | ${cell(s.screenings)} | ${cell(s.lost ?? 0)} | ${cell(s.duplicated ?? 0)} | ${(s.recoveryToAllDoneMs / 1000).toFixed(1)} s |`,
    ),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-faults", lines);
}

async function migrationsBench(started: Date) {
  const { result, checks } = await benchMigrations();
  const record = { benchmark: "migrations", date: started.toISOString(), machine: machine(), ...result, checks };
  writeFileSync(path.join(__dirname, "results", "migrations.json"), JSON.stringify(record, null, 2) + "\n");
  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; ${result.applications.toLocaleString("en")} applications × 5 documents (${result.documents.toLocaleString("en")} documents, every fifth passport a PDF), one multipart upload, PostgreSQL, local Temporal dev server, API in the bench process and the worker in its own (idle RSS ${result.workerIdleRssMb} MB). Document validation (the batch workflows started for the new documents) runs in the same worker meanwhile.`,
    "",
    "| measure | value | goal | |",
    "|---|---:|---|---|",
    `| upload → COMPLETED | ${result.seconds} s | | |`,
    `| of which unpack / classify / summarize / validate / create | ${Object.values(result.stages).join(" / ")} s | | |`,
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
  ];
  console.log(lines.join("\n"));
  replaceSection("bench-migrations", lines);
}

/** Rewrites one table of bench/README.md (the README's own table summarises them by hand). */
function replaceSection(marker: string, lines: string[]) {
  const readmePath = path.join(__dirname, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const pattern = new RegExp(`<!-- ${marker} -->[\\s\\S]*<!-- /${marker} -->`);
  writeFileSync(readmePath, readme.replace(pattern, `<!-- ${marker} -->\n${lines.join("\n")}\n<!-- /${marker} -->`));
}

async function applicationsBench(started: Date) {
  // The machine is shared: the load average says how much of it the run had.
  const loadBefore = os.loadavg()[0];
  const { rows, results, ratios, cpu, checks } = await benchApplications();
  const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(os.loadavg()[0] * 100) / 100, cores: os.cpus().length };
  const record = {
    benchmark: "applications-list",
    date: started.toISOString(),
    machine: machine(),
    rows,
    loadAverage,
    concurrency: 16,
    results,
    ratios,
    cpu,
    checks,
  };
  // A smaller run (BENCH_APPLICATIONS) is recorded beside the full one, never over it.
  const file = rows === 1_000_000 ? "applications-list.json" : `applications-list-${rows}.json`;
  writeFileSync(path.join(__dirname, "results", file), JSON.stringify(record, null, 2) + "\n");

  const lines = [
    `Machine: ${record.machine}; ${started.toISOString().slice(0, 10)}; ${rows.toLocaleString("en")} applications in PostgreSQL; 16 concurrent connections (HTTP load by autocannon, raw by a \`pg\` pool, both in the bench process); API in its own process with NODE_ENV=production; 1-minute load average ${loadAverage.before} before and ${loadAverage.after} after, on ${loadAverage.cores} cores.`,
    "",
    "| case | req/s | p50 ms | p90 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors} |`),
    "",
    "| target | measured | goal | |",
    "|---|---:|---|---|",
    ...Object.entries(checks).map(([name, c]) => `| ${name} | ${c.value} | ${c.target} | ${c.pass ? "met" : "**missed**"} |`),
    "",
    "REST/raw `pg` throughput in alternating rounds (REST first in odd rounds, raw first in even ones):",
    "",
    "| case | median | IQR | min–max | rounds |",
    "|---|---:|---:|---:|---|",
    ...ratios.map((r) => `| ${r.case} | ${r.median} | ${r.iqr[0]}–${r.iqr[1]} | ${r.min}–${r.max} | ${r.rounds.map((x) => x.ratio).join(", ")} |`),
    "",
    "API CPU per REST page (ms, sampled by V8's profiler during a separate stretch of load; idle excluded):",
    "",
    "| case | busy ms/page | where it goes (ms/page) |",
    "|---|---:|---|",
    ...cpu.map(
      (c) =>
        `| ${c.case} | ${c.busyMsPerPage} | ${Object.entries(c.byPart)
          .map(([part, ms]) => `${part} ${ms}`)
          .join("; ")} |`,
    ),
  ];
  console.log(lines.join("\n"));
  // Only the full run (1,000,000 rows, results/applications-list.json) is the README's table.
  if (rows === 1_000_000) replaceSection("bench-table", lines);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
