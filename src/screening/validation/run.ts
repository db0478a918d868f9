// A validation run: a labelled set screened by the engine in memory (the matcher's own in-memory path,
// which meets exactly the entries the database path would), once per threshold of the sweep, and the
// report: figures per class and overall, the sweep, and every miss and false positive explained.
import { DEFAULT_MATCH_THRESHOLD, MATCH_FEATURES, MATCH_FORMS_VERSION, screenSubjectsAgainstEntries, type EntryRow, type ListMatch } from "../matching";
import { checkMinimums, sweepThresholds, tally, type Check, type Minimums, type Outcome, type Tally } from "./figures";
import type { LabelledQuery, QueryEntity, ValidationSet } from "./set";
import { subjectsOfQuery } from "../subjects";

/** A reported match ranks above another when it is a match and the other is not, then by confidence. */
const better = (a: ListMatch, b: ListMatch) =>
  Number(a.matchResult.isMatch) - Number(b.matchResult.isMatch) || a.matchResult.confidence - b.matchResult.confidence;

/** Every query screened at one threshold, each read exactly as POST /screening/match reads it: its reported matches (cleared ones too), one per entry, best first. */
function screenQueries(entries: EntryRow[], queries: readonly LabelledQuery[], threshold: number): Map<string, ListMatch[]> {
  // Subjects are keyed by the query's position, so any id a set uses is safe in a subject's key.
  const subjects = queries.map((q, i) => subjectsOfQuery(String(i), q.query, threshold, "validation"));
  const bySubject = screenSubjectsAgainstEntries(entries, subjects.flat());
  return new Map(
    queries.map((q, i) => {
      const perEntry = new Map<string, ListMatch>();
      for (const s of subjects[i]) {
        for (const m of bySubject.get(s.id) ?? []) {
          const held = perEntry.get(m.entryId);
          if (!held || better(m, held) > 0) perEntry.set(m.entryId, m);
        }
      }
      return [q.id, [...perEntry.values()].sort((a, b) => better(b, a))];
    }),
  );
}

const outcomesOf = (queries: readonly LabelledQuery[], found: Map<string, ListMatch[]>): Outcome[] =>
  queries.map((q) => ({
    queryId: q.id,
    class: q.class,
    expected: q.expected,
    matched: (found.get(q.id) ?? []).filter((m) => m.matchResult.isMatch).map((m) => m.entryId),
  }));

/** What the report shows of an entry: what it is listed as. */
interface EntrySummary {
  id: string;
  schema: string;
  caption: string;
  names: string[];
  birthDates: string[];
  countries: string[];
  registrationNumbers: string[];
}

/** One reported match as the report explains it. */
export interface ExplainedMatch {
  entry: EntrySummary;
  matchedName: string;
  score: number;
  isMatch: boolean;
  clearedReason: string | null;
  explanation: string;
  /** The score's features that held, each with its weight (MATCH_FEATURES). */
  features: { name: string; value: number; coefficient: number }[];
}

/** A query the report lists: a miss, a false positive, or a right match that also matched another entry. */
export interface ListedQuery {
  queryId: string;
  class: string;
  note?: string;
  query: QueryEntity;
  expected: EntrySummary | null;
  /** Misses: the engine's score of the expected entry when it reported one (cleared, or under the threshold); else null. */
  expectedMatch: ExplainedMatch | null;
  /** The matches the engine made (isMatch) that are wrong: the false positives, or a right query's other entries. */
  wrongMatches: ExplainedMatch[];
}

export interface SweepPoint extends Tally {
  threshold: number;
}

export interface ValidationReport {
  set: { name: string; dir: string; entries: number; queries: number; classes: number };
  engine: { threshold: number; matchFormsVersion: number; features: Record<string, { coefficient: number; description: string }> };
  generatedAt: string;
  seconds: number;
  overall: Tally["overall"];
  classes: Tally["classes"];
  sweep: SweepPoint[];
  misses: ListedQuery[];
  falsePositives: ListedQuery[];
  otherEntryMatches: ListedQuery[];
  minimums: Minimums | null;
  checks: Check[];
  passed: boolean;
}

function summaryOf(e: EntryRow): EntrySummary {
  const { id, schema, caption, names, birthDates, countries, registrationNumbers } = e;
  return { id, schema, caption, names, birthDates, countries, registrationNumbers };
}

function explain(m: ListMatch, entries: Map<string, EntryRow>): ExplainedMatch {
  return {
    entry: summaryOf(entries.get(m.entryId)!),
    matchedName: m.matchedName,
    score: m.matchResult.confidence,
    isMatch: m.matchResult.isMatch,
    clearedReason: m.matchResult.clearedReason ?? null,
    explanation: m.matchResult.matchExplanation ?? "",
    features: Object.entries(m.features).map(([name, value]) => ({
      name,
      value,
      coefficient: MATCH_FEATURES[name as keyof typeof MATCH_FEATURES]?.coefficient ?? 0,
    })),
  };
}

export function validateSet(set: ValidationSet, options: { threshold?: number } = {}): ValidationReport {
  const started = Date.now();
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const entries = new Map(set.entries.map((e) => [e.id, e]));
  // The engine decides at each threshold afresh (a threshold also decides what is cleared and how), so nothing is extrapolated.
  const found = screenQueries(set.entries, set.queries, threshold);
  const { overall, classes } = tally(outcomesOf(set.queries, found));
  const sweep: SweepPoint[] = sweepThresholds(threshold).map((t) => ({
    threshold: t,
    ...(t === threshold ? { overall, classes } : tally(outcomesOf(set.queries, screenQueries(set.entries, set.queries, t)))),
  }));

  const misses: ListedQuery[] = [];
  const falsePositives: ListedQuery[] = [];
  const otherEntryMatches: ListedQuery[] = [];
  for (const q of set.queries) {
    const reported = found.get(q.id) ?? [];
    const wrong = reported.filter((m) => m.matchResult.isMatch && m.entryId !== q.expected);
    const expectedMatch = q.expected === null ? undefined : reported.find((m) => m.entryId === q.expected);
    const listed = (): ListedQuery => ({
      queryId: q.id,
      class: q.class,
      ...(q.note ? { note: q.note } : {}),
      query: q.query,
      expected: q.expected === null ? null : summaryOf(entries.get(q.expected)!),
      expectedMatch: expectedMatch ? explain(expectedMatch, entries) : null,
      wrongMatches: wrong.map((m) => explain(m, entries)),
    });
    if (q.expected === null) {
      if (wrong.length) falsePositives.push(listed());
    } else if (!expectedMatch?.matchResult.isMatch) misses.push(listed());
    else if (wrong.length) otherEntryMatches.push(listed());
  }

  const checks = set.minimums ? checkMinimums({ overall, classes }, set.minimums) : [];
  return {
    set: { name: set.name, dir: set.dir, entries: set.entries.length, queries: set.queries.length, classes: Object.keys(classes).length },
    engine: {
      threshold,
      matchFormsVersion: MATCH_FORMS_VERSION,
      features: Object.fromEntries(Object.entries(MATCH_FEATURES).map(([k, v]) => [k, { coefficient: v.coefficient, description: v.description }])),
    },
    generatedAt: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    overall,
    classes,
    sweep,
    misses,
    falsePositives,
    otherEntryMatches,
    minimums: set.minimums,
    checks,
    passed: checks.every((c) => c.pass),
  };
}
