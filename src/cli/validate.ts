// screening:validate: the engine run over a labelled set, in this process and in memory (no database,
// no server: the set carries its own list), the report written, the exit code saying whether every
// minimum of the set's thresholds.json was met.
import path from "node:path";
import { z } from "zod";
import { invalid } from "../errors";
import { parseInput } from "../kernel/validation";
import { readValidationSet, validateSet, writeValidationReport } from "../screening";
import { VALIDATE_USAGE } from "./usage";

const Args = z
  .object({
    set: z.string({ error: "--set <dir> is required" }).trim().min(1, "--set <dir> is required"),
    out: z.string().trim().min(1, "--out must name a folder").default("screening-validation-report"),
    threshold: z.coerce
      .number({ error: "--threshold must be a number" })
      .min(0.5, "--threshold must be between 0.5 and 1")
      .max(1, "--threshold must be between 0.5 and 1")
      .optional(),
  })
  .strict();

/** Runs the command; returns the process's exit code (0: every minimum met, or none stated). */
export async function runValidateCommand(rawArgs: Record<string, unknown>, out: NodeJS.WritableStream): Promise<number> {
  const args = parseInput(Args, rawArgs, `Invalid arguments for screening:validate (usage: ${VALIDATE_USAGE})`);
  const set = await readValidationSet(args.set);
  const report = validateSet(set, { threshold: args.threshold });
  const files = await writeValidationReport(report, path.resolve(args.out)).catch((err: NodeJS.ErrnoException) => {
    throw invalid("Cannot write the report", [{ path: "out", message: `${path.resolve(args.out)}: ${err.code ?? err.message}` }]);
  });
  const failed = report.checks.filter((c) => !c.pass);
  out.write(
    JSON.stringify(
      {
        set: report.set.name,
        threshold: report.engine.threshold,
        overall: report.overall,
        seconds: report.seconds,
        passed: report.passed,
        failed,
        report: files,
      },
      null,
      2,
    ) + "\n",
  );
  return report.passed ? 0 : 1;
}
