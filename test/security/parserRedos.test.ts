// ReDoS: document text (a migration file, an uploaded text document) reaches the shared
// reader (src/domain/documents/text.ts). Backtracking regexes took 0.78 s for one 16k-character
// `Label: value` line and 8 s for 64k letters in readDate: a handful of files stalled a worker.
import { labelledLines, readDate, TEXT_MAX_CHARS } from "../../src/domain/documents/text";
import { summarize } from "../../src/domain/migrations/summarize";

/** The linear code takes a few milliseconds; the backtracking it replaced took seconds. Wide for a loaded CI host. */
const BOUND_MS = 1_000;

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const longLines: [string, string][] = [
  ["a value followed by blanks and a non-blank", `Name: x${" ".repeat(TEXT_MAX_CHARS - 8)}!`],
  ["blanks between words", `Name:${" x".repeat(TEXT_MAX_CHARS / 2 - 3)}`],
  ["a label that never ends", "a".repeat(TEXT_MAX_CHARS)],
  ["letters that are no month", "a".repeat(TEXT_MAX_CHARS)],
  ["label characters then blanks", `${"a".repeat(40)}${" ".repeat(TEXT_MAX_CHARS - 40)}`],
];

describe("the document text reader on hostile 64k-character lines", () => {
  it.each(longLines)("reads %s in linear time", (_name, line) => {
    expect(line.length).toBeGreaterThanOrEqual(TEXT_MAX_CHARS - 8);
    expect(timed(() => labelledLines(line))).toBeLessThan(BOUND_MS);
    expect(timed(() => readDate(line))).toBeLessThan(BOUND_MS);
  });

  it("still reads the line's value", () => {
    const [line] = labelledLines(`Name: x${" ".repeat(TEXT_MAX_CHARS - 8)}!`);
    expect(line.label).toBe("name");
    expect(line.value.length).toBe(TEXT_MAX_CHARS - 1 - "Name: ".length + 1);
  });

  it("summarises a migration file made of such lines in linear time", () => {
    const hostile = [
      `Address: Main Street 1, ${"1".repeat(TEXT_MAX_CHARS / 2)}x, LU`,
      `Tax ID: a${" ".repeat(TEXT_MAX_CHARS / 2)}x`,
      `Date of birth: ${"a".repeat(TEXT_MAX_CHARS / 2)}`,
    ];
    for (const text of hostile) {
      expect(timed(() => summarize("Anna", null, "manifest.csv", [{ path: "Anna/passport.txt", text }]))).toBeLessThan(BOUND_MS);
    }
  });
});
