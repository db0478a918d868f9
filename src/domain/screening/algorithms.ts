// The matching algorithms this service publishes in yente's words (GET /screening/algorithms,
// yente/routers/admin.py): one, the matcher of docs/screening-matching.md. A yente client names it, or
// "best" as yente lets it; any other name answers 400 rather than being silently ignored.
import { MATCH_FEATURES } from "../../screening";

/** The name a client passes as `algorithm`. */
const ALGORITHM_NAME = "blend-v1";
/** yente's alias for its best algorithm, which clients send by default (nomenklatura's YenteEnricher does). */
const BEST = "best";
export const PUBLISHED_ALGORITHM_NAMES = [ALGORITHM_NAME, BEST];

export function isPublishedAlgorithm(name: string): boolean {
  return PUBLISHED_ALGORITHM_NAMES.includes(name.trim().toLowerCase());
}

const DESCRIPTION =
  "The service's screening matcher: names transliterated, normalised and compared by token alignment and phonetic keys, " +
  "then birth dates, countries, registration numbers and legal forms blended into the score (the sum of coefficient × value, clamped to 0..1)";

/** yente's FeatureDocs: what each feature adds to the score. */
export function featureDocs(): Record<string, { description: string; coefficient: number; url: string }> {
  return Object.fromEntries(
    Object.entries(MATCH_FEATURES).map(([name, f]) => [
      name,
      { description: f.description, coefficient: f.coefficient, url: "docs/screening-matching.md#score-scorets" },
    ]),
  );
}

/** yente's AlgorithmResponse: the algorithms, the default and the best. */
export function publishedAlgorithms() {
  const features = featureDocs();
  return {
    algorithms: [{ name: ALGORITHM_NAME, description: DESCRIPTION, features, docs: { name: ALGORITHM_NAME, description: DESCRIPTION, config: {}, features } }],
    default: ALGORITHM_NAME,
    best: ALGORITHM_NAME,
  };
}
