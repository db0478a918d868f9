// `npm run bench -- faults`: the fault suite's scenarios at volume — 10,000 webhook events,
// 1,000 documents and 2,000 screenings through a one-minute PostgreSQL outage, and the same work
// scaled down through a Temporal restart, a worker and an API SIGKILL and a cut object store — on
// real processes. Reports, per scenario, what was lost, what was delivered twice, and the time from
// recovery to all done. Runs test/faults/faults.test.ts with its volumes raised; the suite itself
// asserts nothing lost and nothing twice, so a run that records a row met both.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const FAULT_VOLUMES = { events: 10_000, documents: 1_000, screenings: 2_000 };

export interface FaultScenario {
  scenario: string;
  events?: number;
  documents?: number;
  screenings?: number;
  lost?: number;
  duplicated?: number;
  resent?: number;
  recoveryToAllDoneMs: number;
  [other: string]: unknown;
}

export function benchFaults(): { scenarios: FaultScenario[]; passed: boolean; seconds: number } {
  const reportPath = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-faults-")), "report.json");
  const started = Date.now();
  const run = spawnSync("npm", ["run", "test:faults"], {
    cwd: path.resolve(__dirname, ".."),
    stdio: "inherit",
    env: {
      ...process.env,
      FAULTS_EVENTS: String(FAULT_VOLUMES.events),
      FAULTS_DOCUMENTS: String(FAULT_VOLUMES.documents),
      FAULTS_SCREENINGS: String(FAULT_VOLUMES.screenings),
      FAULTS_REPORT: reportPath,
    },
  });
  const scenarios = JSON.parse(readFileSync(reportPath, "utf8")) as FaultScenario[];
  return { scenarios, passed: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}
