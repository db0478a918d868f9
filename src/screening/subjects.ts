// A query entity (FollowTheMoney: a schema and its properties) as the subjects the matcher screens:
// each name, and each kind it may be, a subject of its own. Screening on demand (POST
// /api/v1/screening/match) and the validation against labelled sets read their queries with this.
import type { ScreeningSubject } from "./matching";

/** Names of one query screened (name and aliases): each is a screening of its own. */
const MAX_NAMES_PER_QUERY = 10;
/** Birth dates of one query compared (a list states a few at most). */
const MAX_BIRTH_DATES_PER_QUERY = 10;

export const asArray = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean);

/** A query entity as /match reads it (MatchQuery, src/domain/screening/inputs.ts), or as a labelled validation set states one. */
type QueryShape = { schema: string; properties: Record<string, string | string[] | undefined> };

/** The query's names: name and alias, or first and last name put together. */
function namesOf(q: QueryShape): string[] {
  const p = q.properties;
  const names = [...asArray(p.name), ...asArray(p.alias), ...asArray(p.previousName)];
  if (names.length === 0) {
    const composed = [...asArray(p.firstName), ...asArray(p.middleName), ...asArray(p.lastName)].join(" ").trim();
    if (composed) names.push(composed);
  }
  return [...new Set(names)].slice(0, MAX_NAMES_PER_QUERY);
}

/** What a query is screened as: a LegalEntity as a person and as a company. */
const kindsOf = (q: QueryShape): ScreeningSubject["kind"][] =>
  q.schema === "Person" ? ["individual"] : q.schema === "LegalEntity" ? ["individual", "business"] : ["business"];

/**
 * What screening one name costs, in units of a usual name's work: a unit per 50 characters, per 5 words
 * or per 25 letters of its longest word, whichever is most, and at least one. The matcher's retrieval
 * keys pair a name's words and spell out each word's typo neighbours, so its work grows with both: a
 * name of 20 words looked up ~760 keys against ~120 for one of 5, and one word of 300 letters thousands.
 */
function unitsOfName(name: string): number {
  const words = name.split(/\s+/).filter(Boolean);
  const longest = words.reduce((n, w) => Math.max(n, w.length), 0);
  return Math.max(1, Math.ceil(name.length / 50), Math.ceil(words.length / 5), Math.ceil(longest / 25));
}

/** The screenings one query asks for, in units: each name's (unitsOfName) per kind it is screened as. */
export const screeningsOfQuery = (q: QueryShape): number => namesOf(q).reduce((n, name) => n + unitsOfName(name), 0) * kindsOf(q).length;

/** The subjects a query is screened as: each name (and, for a LegalEntity, each kind) one of its own. The validation report reads its queries with this too. */
export function subjectsOfQuery(key: string, q: QueryShape, threshold: number, accountId: string): ScreeningSubject[] {
  const p = q.properties;
  const kinds = kindsOf(q);
  const countries = [...new Set(["nationality", "citizenship", "country", "jurisdiction"].flatMap((k) => asArray(p[k])).map((c) => c.toLowerCase()))].filter(
    (c) => /^[a-z]{2}$/.test(c),
  );
  // Every stated birth date, as written: one that is malformed is read for what it gives (its year) by the matcher.
  const birthDates = asArray(p.birthDate).slice(0, MAX_BIRTH_DATES_PER_QUERY);
  return namesOf(q).flatMap((name, i) =>
    kinds.map((kind) => ({
      kind,
      id: `${key}\u0000${i}\u0000${kind}`,
      accountId,
      applicationId: "",
      name,
      birthDate: kind === "individual" ? (birthDates[0] ?? null) : null,
      birthDates: kind === "individual" ? birthDates : [],
      countries,
      registrationNumbers: ["registrationNumber", "innCode", "ogrnCode", "taxNumber", "vatCode", "leiCode"].flatMap((k) => asArray(p[k])),
      types: ["SANCTIONS", "WARNING", "PEP"],
      matchThreshold: threshold,
    })),
  );
}
