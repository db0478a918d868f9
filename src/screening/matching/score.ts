// Scoring of one subject against one watchlist entry: the subject prepared, the name scored
// (nameScore.ts), the evidence beside it added (evidence.ts: the features and what each weighs), the
// verdict given and the match described (verdict.ts). The blend (also in docs/screening-matching.md):
//
//   name   = best over the entry's names (primary and aliases) of
//            max( token alignment , whole-name comparison )
//            token alignment: tokens paired greedily by similarity (exact 1; same phonetic code 0.97;
//              otherwise Jaro-Winkler capped at edit similarity + 0.1; an initial against its name 0.85;
//              the same consonant skeleton of 3+ letters 0.92 when the spellings are close, for
//              Arabic script 0.95), pairs below 0.7
//              ignored; a pair under 0.92 counts 3× its shortfall (0.85 counts 0.71: a near surname
//              is another surname); score = sum of paired weights / (pairs + unpaired tokens), where an
//              unpaired token weighs 1, or 0.25 once two strong pairs (≥ 0.92) are made (a missing
//              middle name costs little, a different surname costs a lot). Word order does not matter.
//            whole name: edit similarity of the joined words (either order) × 0.97, and for
//              Arabic script the joined consonant skeletons ("abd al rahman" = "abdulrahman").
//            compound: a word of one name that is two adjacent words of the other written together
//              (Mohammadreza / Mohammad Reza), each half meeting its word: those two joined, at most 0.97.
//   confidence = name + birth date (birthDates.ts: same day +0.05, same year or month +0.02, one slip
//              -0.02, years within one but more than one slip -0.10, years further apart -0.15)
//              + country (shared +0.03, disjoint -0.05) + registration number (shared +0.10,
//              disjoint -0.15) + businesses' legal forms (none in common -0.02; of one tradition and
//              different kinds -0.18) + businesses' lines of business (none in common -0.18; these two
//              only when no registration number agrees: companyConflicts.ts), clamped to 0..1.
//   businesses: the name is companyNameSimilarity's (companies.ts: legal forms set aside, generic
//             words weigh little, distinctive words one typo apart at most).
//   verdict (decide, the same at every door):  name ≥ threshold but birth years more than one apart or registration number conflicts, or a business's
//             country is not the entry's → cleared IDENTITY_MISMATCH; confidence ≥ threshold → match; within BELOW_THRESHOLD_MARGIN under
//             it → cleared CONFIDENCE_BELOW_THRESHOLD; lower → not reported. A PEP match whose every
//             recorded role is nominal (honorary, ceremonial, ended long ago) → cleared NOMINAL_ROLE. A match a rule
//             clears is scored RULED_UNDER_THRESHOLD under the threshold, so confidence ≥ threshold ⇔ isMatch.
//             A business without a legal form whose words several listed companies have → none a match (settleSharedNames).
import type { WatchlistEntry } from "../../generated/prisma/client";
import type { ScreeningType } from "./matchResult";
import { nameForms, normalizeName, type NormalName } from "./normalize";
import { entryKindOf, normalizeEntryNames, readStoredForms, type EntryKind } from "./storedForms";
import type { ListMatch, ScreeningSubject } from "./types";
import { companyNameSimilarity } from "./companies";
import { activityConflict, legalFormConflict } from "./companyConflicts";
import { birthDateAgreement, parseBirthDates } from "./birthDates";
import { equivalentForms } from "./nameEquivalents";
import { armenianReading, hasArmenian, hasHebrew, hebrewReading } from "./ownScripts";
import { crossKeyForms, crossRomanisation } from "./cantonesePinyin";
import { kanjiKeyForms, kanjiReading } from "./japaneseKanji";
import { nameSimilarity, partialName, SYLLABLE_CONFLICT_CAP, syllableConflict, writtenAsOneSimilarity } from "./nameScore";
import { COMPOUND_CAP, compoundJoins } from "./compoundNames";
import { legalFormAgreement, MATCH_FEATURES, type MatchFeature, registration, sameRegistration, setAgreement } from "./evidence";
import { BELOW_THRESHOLD_MARGIN, decide, describeMatch } from "./verdict";

// The name score is what callers and tests compare names by; it lives in nameScore.ts.
export { nameSimilarity };

/**
 * Used when a person's screeningInfo has no matchThreshold. On the benchmark's labelled set (1M
 * entries, bench/README.md) 0.85 gave precision 0.945, 0.88 gives 0.968 at recall 0.983, and 0.90
 * starts losing typos (recall 0.965).
 */
export const DEFAULT_MATCH_THRESHOLD = 0.88;

export type EntryRow = Pick<
  WatchlistEntry,
  "id" | "list" | "externalId" | "schema" | "types" | "caption" | "names" | "birthDates" | "countries" | "registrationNumbers" | "properties"
>;

/** What scoring reads of an entry: all but its properties, which only a reported match needs; its
 *  names' stored normal forms when read with them (storedForms.ts). */
export type ScoredRow = Omit<EntryRow, "properties"> & { matchForms?: unknown };

export interface PreparedEntry<Row extends ScoredRow = ScoredRow> {
  row: Row;
  kind: EntryKind;
  names: NormalName[];
}

export interface PreparedSubject {
  subject: ScreeningSubject;
  name: NormalName;
  /** The name as written and, for a Korean name, its key (normalize.ts nameForms). */
  forms: NormalName[];
  /** The forms its retrieval keys are made from: forms, an Armenian name in its other forms (nameEquivalents.ts), a Hebrew-script name as Latin lists spell it (ownScripts.ts). */
  keyForms: NormalName[];
  /** Every birth date the subject states, packed (birthDates.ts); those giving no year left out. */
  birthDates: number[];
}

/** An entry ready to score: its names' stored forms when current, else normalised now. */
export function prepareEntry<Row extends ScoredRow>(row: Row): PreparedEntry<Row> {
  return { row, kind: entryKindOf(row.schema), names: readStoredForms(row.matchForms) ?? normalizeEntryNames(row) };
}

export function prepareSubject(subject: ScreeningSubject): PreparedSubject {
  const name = normalizeName(subject.name, subject.kind);
  const dates = subject.birthDates ?? (subject.birthDate ? [subject.birthDate] : []);
  const forms = nameForms(name, subject.kind);
  const single = subject.kind === "individual" ? statedName(name) : null;
  if (single) forms.push({ ...normalizeName(single, "individual"), original: name.original });
  // An Armenian-script name is also read with its digraphs (ownScripts.ts): scored and looked up so.
  if (subject.kind === "individual" && hasArmenian(subject.name))
    forms.push({ ...normalizeName(armenianReading(subject.name), "individual"), original: subject.name });
  const keyForms = subject.kind === "individual" ? [...forms, ...equivalentForms(name)] : [...forms];
  // A Hebrew-script name is also looked up as Latin lists spell it (its consonants key alike).
  if (subject.kind === "individual" && hasHebrew(subject.name)) keyForms.push(normalizeName(hebrewReading(subject.name), "individual"));
  // A Chinese name in Cantonese spelling is also looked up as pinyin spells it, and the reverse (cantonesePinyin.ts).
  if (subject.kind === "individual") for (const words of crossKeyForms(subject.name)) keyForms.push(normalizeName(words.join(" "), "individual"));
  // A Japanese name in kanji is also looked up by its likeliest readings in Hepburn (japaneseKanji.ts).
  if (subject.kind === "individual") for (const words of kanjiKeyForms(subject.name)) keyForms.push(normalizeName(words.join(" "), "individual"));
  return { subject, name, forms, keyForms, birthDates: parseBirthDates(dates) };
}

/** Words records write where a name is unknown: first, last, middle name unknown (US forms' FNU, LNU, NMN). */
const UNKNOWN_NAME = new Set(["fnu", "lnu", "nfn", "nln", "nmn", "unknown", "unk"]);

/**
 * A person of one name as records write one into first and last name fields: the word twice
 * ("Suharto Suharto"), or beside a placeholder ("FNU Hambali", "Hambali N/A"). The name without the
 * placeholders and repeats, as a further form of the subject's (the name as written stays one), or
 * null when nothing was dropped. The subject's side only: entries' stored forms stay as they are.
 */
function statedName(name: NormalName): string | null {
  const cleaned = name.original.replace(/\bn\s*\/\s*a\b/gi, " ");
  const words = cleaned
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const kept = words.filter((w, i) => !UNKNOWN_NAME.has(w) && words.indexOf(w) === i);
  const dropped = kept.length < words.length || cleaned !== name.original;
  return kept.length > 0 && dropped ? kept.join(" ") : null;
}

const TYPE_PRIORITY: Exclude<ScreeningType, "ADVERSE_MEDIA">[] = ["SANCTIONS", "WARNING", "PEP"];
function compatible(subject: ScreeningSubject, kind: EntryKind): boolean {
  if (kind === "other") return false;
  return kind === "any" || kind === subject.kind;
}

/** A subject scored against an entry and worth reporting: everything but the entry's listing facts. */
export interface Assessment {
  row: ScoredRow;
  type: Exclude<ScreeningType, "ADVERSE_MEDIA">;
  matchedName: string;
  /** The subject's threshold the verdict was given against. */
  threshold: number;
  confidence: number;
  explanation: string;
  clearedReason: ListMatch["matchResult"]["clearedReason"];
  /** Each feature that held and its value (see MATCH_FEATURES). */
  features: Record<string, number>;
}

/** How well a subject's name meets an entry's names: the best score and the entry's name that gave it. */
export interface NameMatch {
  name: number;
  best: NormalName;
}

/**
 * A low-quality alias ("Abu Yusuf", storedForms.ts WEAK_NAME_MARK) met exactly scores 0.85: under the
 * default threshold alone (reported, cleared CONFIDENCE_BELOW_THRESHOLD, for a reviewer to see), a
 * match with a birth date or a country that agrees. Weaker evidence than a name, never ignored.
 */
const WEAK_ALIAS_WEIGHT = 0.85;

/**
 * The name stage of assessMatch, which needs only the entry's kind and names: null when the entry is
 * of another kind or its best name scores under the reporting floor (threshold - margin), which is
 * where screening drops nearly every candidate before reading the rest of its row.
 */
export function matchNames(prepared: PreparedSubject, entry: Pick<PreparedEntry, "kind" | "names">): NameMatch | null {
  const { subject } = prepared;
  if (!compatible(subject, entry.kind)) return null;
  const reported = subject.matchThreshold - BELOW_THRESHOLD_MARGIN;
  let name = 0;
  let best = entry.names[0];
  for (const form of prepared.forms) {
    for (const candidate of entry.names) {
      // A name under both the reporting floor and the best so far changes nothing, so it need not be exact.
      const weight = candidate.weak ? WEAK_ALIAS_WEIGHT : 1;
      const floor = Math.min(1, Math.max(reported, name) / weight);
      const sim = weight * (subject.kind === "business" ? companyNameSimilarity(form, candidate) : nameSimilarity(form, candidate, floor));
      if (sim > name) [name, best] = [sim, candidate];
    }
  }
  return name < reported ? null : { name, best };
}

/** Scores one subject against one entry: an Assessment to report, or null when it is not worth one. */
function assessMatch(prepared: PreparedSubject, entry: PreparedEntry): Assessment | null {
  // An entry of none of the subject's types is dropped before its names are scored (assessFacts would drop it after).
  const entryTypes: readonly string[] = entry.row.types;
  if (!prepared.subject.types.some((t) => entryTypes.includes(t))) return null;
  const named = matchNames(prepared, entry);
  return named && assessFacts(prepared, entry.row, named);
}

/** The rest of assessMatch once the name has passed: types, birth date, countries, numbers, verdict. */
export function assessFacts(prepared: PreparedSubject, row: ScoredRow, { name, best }: NameMatch): Assessment | null {
  const { subject } = prepared;
  const type = TYPE_PRIORITY.find((t) => subject.types.includes(t) && row.types.includes(t));
  if (!type) return null;
  const threshold = subject.matchThreshold;
  const agreed: string[] = [];
  const differed: string[] = [];
  let confidence = name;
  const birth = birthDateAgreement(prepared.birthDates, row.birthDates);
  const stated = subject.birthDates?.join(", ") ?? subject.birthDate;
  const country = setAgreement(subject.countries, row.countries);
  const reg = setAgreement(subject.registrationNumbers.map(registration), row.registrationNumbers.map(registration), sameRegistration);
  // A company is registered in one jurisdiction: a business whose country the entry does not name is another company.
  const jurisdiction = subject.kind === "business" && country.agreement === "conflict";
  const forms = legalFormAgreement(prepared.name.legalForms, best.legalForms);
  // Another kind of entity or another line of business under the same name is another company, unless the registration number says otherwise.
  const entityNames = row.names.length ? row.names : [row.caption];
  const companies = subject.kind === "business" && reg.agreement !== "exact";
  const formConflict = companies ? legalFormConflict(subject.name, entityNames) : null;
  const activity = companies ? activityConflict(subject.name, entityNames) : null;
  const features: Record<string, number> = { name_similarity: Math.round(name * 1000) / 1000 };
  const facts: [MatchFeature, boolean, string][] = [
    ["birth_date_match", birth.agreement === "exact", `birth date ${birth.date} agrees`],
    ["birth_date_partial", birth.agreement === "partial", `birth date ${stated} agrees with ${birth.date}`],
    ["birth_date_near", birth.agreement === "near", `birth date ${stated} is one slip from ${birth.date} (within tolerance)`],
    ["birth_date_weak_mismatch", birth.agreement === "weak", `birth date ${stated} differs from ${birth.date} by more than one slip, within a year`],
    ["birth_date_mismatch", birth.agreement === "conflict", `birth date ${stated} differs from ${row.birthDates.join(", ")} by more than a year`],
    ["country_match", country.agreement === "exact", `country ${country.shared} agrees`],
    ["country_mismatch", country.agreement === "conflict", `countries ${subject.countries.join(", ")} differ from ${row.countries.join(", ")}`],
    ["registration_number_match", reg.agreement === "exact", `registration number ${reg.shared} agrees`],
    [
      "registration_number_mismatch",
      reg.agreement === "conflict",
      `registration numbers ${subject.registrationNumbers.join(", ")} differ from ${row.registrationNumbers.join(", ")}`,
    ],
    ["jurisdiction_mismatch", jurisdiction, "a company of another jurisdiction"],
    ["legal_form_match", forms.agreement === "exact", `legal form ${forms.text} agrees`],
    ["legal_form_mismatch", forms.agreement === "conflict", `legal forms ${forms.text} differ`],
    ["legal_form_conflict", formConflict !== null, `legal forms ${formConflict} are two legal entities`],
    ["activity_mismatch", activity !== null, `line of business ${activity?.subject.join(", ")} is not ${activity?.entity.join(", ")}: another company`],
  ];
  // A name given in part is said so, with how many of the chain's words are missing: a reviewer sees why the score is lowered.
  const partial = subject.kind === "individual" ? partialNameMatched(prepared, best, name) : null;
  if (partial) {
    features.name_partial = 1;
    differed.push(`name given in part: ${partial} of the listed chain's words not given`);
  }
  // A word that is another syllable of the romanisation both names are written in is said so: the name is capped under the threshold.
  const syllables = subject.kind === "individual" && name <= SYLLABLE_CONFLICT_CAP + 1e-9 ? syllableConflictMatched(prepared, best) : null;
  if (syllables) {
    features.name_syllable_conflict = 1;
    differed.push(`${syllables} are different syllables of the romanisation both names are written in: another name, not a spelling`);
  }
  // A name met only across romanisations (Cantonese against Mandarin readings) is said so, with both readings.
  const cross = subject.kind === "individual" ? crossRomanisationMatched(prepared, best, name) : null;
  if (cross) {
    features.name_cross_romanisation = 1;
    agreed.push(`name ${cross}: one name's Cantonese reading, the other's Mandarin, weaker evidence than one spelling`);
  }
  // A kanji name met only through a reading of its characters is said so, with the reading.
  const reading = subject.kind === "individual" && !cross ? kanjiReadingMatched(prepared, best, name) : null;
  if (reading) {
    features.name_kanji_reading = 1;
    agreed.push(`name ${reading}: one reading of the kanji among several, weaker evidence than one spelling`);
  }
  // A compound written as one word on one side and apart on the other is said so, with its words.
  const compound = partial ? null : compoundNameMatched(prepared, best, name);
  if (compound) {
    features.name_compound = 1;
    agreed.push(`compound name ${compound}: written as one word on one side, apart on the other`);
  }
  for (const [feature, holds, text] of facts) {
    if (!holds) continue;
    const weight = MATCH_FEATURES[feature].coefficient;
    confidence += weight;
    features[feature] = 1;
    (weight > 0 || feature === "legal_form_match" ? agreed : differed).push(text);
  }
  const identityConflict = name >= threshold && (birth.agreement === "conflict" || reg.agreement === "conflict" || jurisdiction);
  const verdict = decide(confidence, threshold, identityConflict ? "IDENTITY_MISMATCH" : null);
  if (!verdict) return null;

  const aliases = row.names.length > 1 ? ` (matched "${best.original}"${best.original !== row.caption ? `, alias of ${row.caption}` : ""})` : "";
  const explanation = [`name ${name.toFixed(2)}${aliases}`, ...agreed, ...differed, ...verdict.said].join("; ");
  return { row, type, matchedName: best.original, threshold, confidence: verdict.confidence, explanation, clearedReason: verdict.clearedReason, features };
}

/** How many of a chain's words a subject's form left out, when the best name score is that partial name's; else null. */
function partialNameMatched(prepared: PreparedSubject, best: NormalName, name: number): number | null {
  const weight = best.weak ? WEAK_ALIAS_WEIGHT : 1;
  for (const form of prepared.forms) {
    const partial = partialName(form, best);
    if (partial && Math.abs(weight * partial.score - name) < 1e-9) return partial.missing;
  }
  return null;
}

/** The words of the subject's forms and the matched name that are different syllables of one romanisation ("cheung / cheng"), or null. */
function syllableConflictMatched(prepared: PreparedSubject, best: NormalName): string | null {
  for (const form of prepared.forms) {
    const found = syllableConflict(form, best);
    if (found) return found;
  }
  return null;
}

/** The two readings that met, when the best name score is a cross-romanisation match's (cantonesePinyin.ts); else null. */
function crossRomanisationMatched(prepared: PreparedSubject, best: NormalName, name: number): string | null {
  const cross = crossRomanisation(prepared.name.original, best.original);
  if (!cross) return null;
  const weight = best.weak ? WEAK_ALIAS_WEIGHT : 1;
  if (Math.abs(weight * cross.score - name) > 1e-9) return null;
  // Only when the names do not score as much by their spellings.
  for (const form of prepared.forms) if (weight * writtenAsOneSimilarity(form, best, 0) >= name - 1e-9) return null;
  return cross.said;
}

/** The reading that met, when the best name score is a kanji reading's (japaneseKanji.ts); else null. */
function kanjiReadingMatched(prepared: PreparedSubject, best: NormalName, name: number): string | null {
  const reading = kanjiReading(prepared.name.original, best.original);
  if (!reading) return null;
  const weight = best.weak ? WEAK_ALIAS_WEIGHT : 1;
  if (Math.abs(weight * reading.score - name) > 1e-9) return null;
  // Only when the names do not score as much by their spellings (the kanji read in Mandarin, cjk.ts).
  for (const form of prepared.forms) if (weight * writtenAsOneSimilarity(form, best, 0) >= name - 1e-9) return null;
  return reading.said;
}

/** The compound joined for the best name score ("mohammadreza" as "mohammad reza"), when that score is a join's; else null. */
function compoundNameMatched(prepared: PreparedSubject, best: NormalName, name: number): string | null {
  const weight = best.weak ? WEAK_ALIAS_WEIGHT : 1;
  for (const form of prepared.forms) {
    if (weight * writtenAsOneSimilarity(form, best, 0) >= name - 1e-9) return null;
    for (const join of compoundJoins(form, best)) {
      if (Math.abs(weight * Math.min(COMPOUND_CAP, writtenAsOneSimilarity(join.a, join.b, 0)) - name) < 1e-9) return join.words.join(" and ");
    }
  }
  return null;
}

/** Scores one subject against one entry whose properties are in hand: a ListMatch to report, or null. */
export function scoreMatch(prepared: PreparedSubject, entry: PreparedEntry<EntryRow>): ListMatch | null {
  const assessment = assessMatch(prepared, entry);
  return assessment && describeMatch(assessment, entry.row.properties);
}
