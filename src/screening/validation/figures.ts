// The arithmetic of a validation report: each labelled query's outcome at one threshold, counted per
// class and overall, the figures read off the counts, and the minimums a set demands of them. Pure:
// the screening that produces the outcomes is run.ts's.

/** What one query came to at one threshold: the entries the engine called a match (isMatch). */
export interface Outcome {
  queryId: string;
  class: string;
  /** The entry the query must match, or null when it must match nothing. */
  expected: string | null;
  matched: string[];
}

export type Verdict = "TP" | "FP" | "FN" | "TN";

/**
 * A query is counted once, as the benches count: one that must match is a TP when its entry is among
 * the matches (else FN, a miss); one that must match nothing is an FP when anything matched (else TN).
 * A must-match query that also matched other entries stays a TP; the report lists those matches apart.
 */
export function verdictOf(expected: string | null, matched: readonly string[]): Verdict {
  if (expected !== null) return matched.includes(expected) ? "TP" : "FN";
  return matched.length ? "FP" : "TN";
}

export interface Counts {
  queries: number;
  TP: number;
  FP: number;
  FN: number;
  TN: number;
}

export interface Figures extends Counts {
  /** TP / (TP + FP): of the queries called a match, the share rightly so. Null when nothing was called a match. */
  precision: number | null;
  /** TP / (TP + FN): of the queries that must match, the share found. Null when none must match. */
  recall: number | null;
  /** The harmonic mean of precision and recall; null unless both are. */
  f1: number | null;
  /** TN / (TN + FP): of the queries that must match nothing, the share left unmatched. Null when there are none. */
  specificity: number | null;
}

export const FIGURE_NAMES = ["precision", "recall", "f1", "specificity"] as const;
type FigureName = (typeof FIGURE_NAMES)[number];

const round = (v: number) => Math.round(v * 10_000) / 10_000;
const ratio = (num: number, den: number) => (den === 0 ? null : round(num / den));

export function figuresOf(c: Counts): Figures {
  const precision = ratio(c.TP, c.TP + c.FP);
  const recall = ratio(c.TP, c.TP + c.FN);
  const f1 = precision === null || recall === null ? null : precision + recall === 0 ? 0 : round((2 * precision * recall) / (precision + recall));
  return { ...c, precision, recall, f1, specificity: ratio(c.TN, c.TN + c.FP) };
}

export interface Tally {
  overall: Figures;
  classes: Record<string, Figures>;
}

/** Outcomes counted per class (in the order classes first appear) and overall. */
export function tally(outcomes: readonly Outcome[]): Tally {
  const empty = (): Counts => ({ queries: 0, TP: 0, FP: 0, FN: 0, TN: 0 });
  const overall = empty();
  const classes = new Map<string, Counts>();
  for (const o of outcomes) {
    const verdict = verdictOf(o.expected, o.matched);
    let c = classes.get(o.class);
    if (!c) classes.set(o.class, (c = empty()));
    for (const counts of [overall, c]) {
      counts.queries++;
      counts[verdict]++;
    }
  }
  return { overall: figuresOf(overall), classes: Object.fromEntries([...classes].map(([name, c]) => [name, figuresOf(c)])) };
}

/** The thresholds a sweep visits: 0.50 to 1.00 by 0.05, and the operating threshold when it falls between. */
export function sweepThresholds(operating: number, from = 0.5, to = 1, step = 0.05): number[] {
  const points = new Set<number>();
  for (let i = 0; from + i * step <= to + 1e-9; i++) points.add(Math.round((from + i * step) * 1000) / 1000);
  points.add(operating);
  return [...points].sort((a, b) => a - b);
}

/** A set's minimums (thresholds.json): figure → lowest acceptable value, overall and per class. */
export interface Minimums {
  overall?: Partial<Record<FigureName, number>>;
  classes?: Record<string, Partial<Record<FigureName, number>>>;
}

export interface Check {
  /** "overall" or the class. */
  scope: string;
  figure: FigureName;
  minimum: number;
  /** Null when the figure is undefined for the scope (recall of a class that must match nothing) or the class has no query. */
  actual: number | null;
  pass: boolean;
}

/** Every minimum against the figures; a figure that cannot be computed, or a class the set does not have, fails. */
export function checkMinimums(t: Tally, minimums: Minimums): Check[] {
  const checks: Check[] = [];
  const scopes: [string, Partial<Record<FigureName, number>> | undefined, Figures | undefined][] = [
    ["overall", minimums.overall, t.overall],
    ...Object.entries(minimums.classes ?? {}).map(([name, m]) => [name, m, t.classes[name]] as [string, typeof m, Figures | undefined]),
  ];
  for (const [scope, wanted, figures] of scopes) {
    for (const figure of FIGURE_NAMES) {
      const minimum = wanted?.[figure];
      if (minimum === undefined) continue;
      const actual = figures?.[figure] ?? null;
      checks.push({ scope, figure, minimum, actual, pass: actual !== null && actual >= minimum });
    }
  }
  return checks;
}
