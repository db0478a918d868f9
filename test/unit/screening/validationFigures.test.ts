// The figures a validation report states (docs/screening-validation.md): what a query counts as, the
// ratios read off the counts, the thresholds a sweep visits and the minimums a set demands.
import { checkMinimums, figuresOf, sweepThresholds, tally, verdictOf, type Outcome } from "../../../src/screening/validation/figures";

let n = 0;
const outcome = (cls: string, expected: string | null, matched: string[], id = `q${++n}`): Outcome => ({
  queryId: id,
  class: cls,
  expected,
  matched,
});

describe("verdictOf", () => {
  it("counts a must-match query TP when its entry matched, whatever else matched, and FN otherwise", () => {
    expect(verdictOf("e1", ["e1"])).toBe("TP");
    expect(verdictOf("e1", ["e2", "e1"])).toBe("TP");
    expect(verdictOf("e1", ["e2"])).toBe("FN");
    expect(verdictOf("e1", [])).toBe("FN");
  });

  it("counts a must-match-nothing query FP when anything matched, and TN otherwise", () => {
    expect(verdictOf(null, ["e2"])).toBe("FP");
    expect(verdictOf(null, [])).toBe("TN");
  });
});

describe("figuresOf", () => {
  it("reads precision, recall, F1 and specificity off the counts, to four places", () => {
    expect(figuresOf({ queries: 20, TP: 8, FP: 1, FN: 2, TN: 9 })).toEqual({
      queries: 20,
      TP: 8,
      FP: 1,
      FN: 2,
      TN: 9,
      precision: 0.8889,
      recall: 0.8,
      f1: 0.8421,
      specificity: 0.9,
    });
  });

  it("leaves a ratio with nothing to divide by null, and F1 null unless precision and recall are both known", () => {
    // A class of must-match-nothing queries, all right: no match called, none to find.
    expect(figuresOf({ queries: 5, TP: 0, FP: 0, FN: 0, TN: 5 })).toMatchObject({ precision: null, recall: null, f1: null, specificity: 1 });
    // Everything missed: nothing called a match, recall 0.
    expect(figuresOf({ queries: 3, TP: 0, FP: 0, FN: 3, TN: 0 })).toMatchObject({ precision: null, recall: 0, f1: null, specificity: null });
    // Matches called, all wrong: precision and recall 0, F1 0 rather than 0/0.
    expect(figuresOf({ queries: 4, TP: 0, FP: 2, FN: 2, TN: 0 })).toMatchObject({ precision: 0, recall: 0, f1: 0, specificity: 0 });
  });
});

describe("tally", () => {
  it("counts each query once per class and once overall, classes in the order they first appear", () => {
    const t = tally([
      outcome("person-typo", "e1", ["e1"]),
      outcome("person-typo", "e2", []),
      outcome("person-namesake", null, ["e3"]),
      outcome("person-typo", "e4", ["e9", "e4"]),
      outcome("person-namesake", null, []),
    ]);
    expect(Object.keys(t.classes)).toEqual(["person-typo", "person-namesake"]);
    expect(t.classes["person-typo"]).toMatchObject({ queries: 3, TP: 2, FN: 1, FP: 0, TN: 0, recall: 0.6667, precision: 1 });
    expect(t.classes["person-namesake"]).toMatchObject({ queries: 2, FP: 1, TN: 1, specificity: 0.5, recall: null });
    expect(t.overall).toMatchObject({ queries: 5, TP: 2, FP: 1, FN: 1, TN: 1, precision: 0.6667, recall: 0.6667, f1: 0.6667, specificity: 0.5 });
  });
});

describe("sweepThresholds", () => {
  it("visits 0.50 to 1.00 by 0.05, with the operating threshold in its place", () => {
    expect(sweepThresholds(0.88)).toEqual([0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.95, 1]);
    // One already on the grid is not visited twice; the grid's steps carry no floating-point residue.
    expect(sweepThresholds(0.7)).toEqual([0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1]);
  });
});

describe("checkMinimums", () => {
  const t = tally([outcome("a", "e1", ["e1"]), outcome("a", "e2", []), outcome("b", null, [])]);

  it("passes a figure at or over its minimum and fails one under it", () => {
    const checks = checkMinimums(t, { overall: { recall: 0.5, precision: 1 }, classes: { a: { recall: 0.6 } } });
    expect(checks).toEqual([
      { scope: "overall", figure: "precision", minimum: 1, actual: 1, pass: true },
      { scope: "overall", figure: "recall", minimum: 0.5, actual: 0.5, pass: true },
      { scope: "a", figure: "recall", minimum: 0.6, actual: 0.5, pass: false },
    ]);
  });

  it("fails a minimum on a figure the class cannot have, or on a class with no query", () => {
    const checks = checkMinimums(t, { classes: { b: { recall: 0.1, specificity: 1 }, c: { recall: 0 } } });
    expect(checks).toEqual([
      { scope: "b", figure: "recall", minimum: 0.1, actual: null, pass: false },
      { scope: "b", figure: "specificity", minimum: 1, actual: 1, pass: true },
      { scope: "c", figure: "recall", minimum: 0, actual: null, pass: false },
    ]);
  });
});
