// Validation of the screening engine against labelled sets (docs/screening-validation.md): the set's
// files read and checked, the engine run over it at every threshold of a sweep, the report written as
// JSON and as one self-contained HTML page.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { reportHtml } from "./html";
import type { ValidationReport } from "./run";

export { readValidationSet } from "./set";
export { validateSet, type ValidationReport } from "./run";

/** Writes report.json and report.html into `dir` (created if need be); returns their paths. */
export async function writeValidationReport(report: ValidationReport, dir: string): Promise<{ json: string; html: string }> {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, "report.json");
  const html = path.join(dir, "report.html");
  await writeFile(json, JSON.stringify(report, null, 2) + "\n");
  await writeFile(html, reportHtml(report));
  return { json, html };
}
