// Scoring of one subject against one watchlist entry. The blend (also in docs/screening-matching.md):
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
import { nameForms, normalizeName, phoneticCode, skeletonOf, type NormalName } from "./normalize";
import { entryKindOf, normalizeEntryNames, readStoredForms, type EntryKind } from "./storedForms";
import { editSimilarity, editSimilarityBound, jaroWinkler } from "./similarity";
import type { ListMatch, ScreeningSubject } from "./types";
import { pepClassOf } from "./pepClass";
import { nominalRole } from "./nominalRole";
import { companyNameSimilarity } from "./companies";
import { activityConflict, legalFormConflict } from "./companyConflicts";
import { birthDateAgreement, parseBirthDates } from "./birthDates";
import { equivalentForms, equivalentNames } from "./nameEquivalents";
import { armenianReading, hasArmenian, hasHebrew, hebrewMeets, hebrewReading } from "./ownScripts";
import { isChineseSyllable, isJoinedSyllables } from "./cjk";
import { distinctSyllables } from "./syllables";
import { crossKeyForms, crossRomanisation, CROSS_SCORE } from "./cantonesePinyin";

/**
 * Used when a person's screeningInfo has no matchThreshold. On the benchmark's labelled set (1M
 * entries, bench/README.md) 0.85 gave precision 0.945, 0.88 gives 0.968 at recall 0.983, and 0.90
 * starts losing typos (recall 0.965).
 */
export const DEFAULT_MATCH_THRESHOLD = 0.88;
/** How far under the threshold a candidate is still reported, cleared CONFIDENCE_BELOW_THRESHOLD. */
const BELOW_THRESHOLD_MARGIN = 0.1;

const PAIR_FLOOR = 0.7;
const MIDDLE_NAME_WEIGHT = 0.25;

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

/**
 * min(Jaro-Winkler, edit similarity + 0.1); Jaro-Winkler only computed when it could count. Under
 * PAIR_FLOOR the value only has to stay under it (a pair that low is dropped, and the rules that can
 * still lift a token pair take the maximum with their own values), so the letter bound answers first.
 */
function cappedSimilarity(x: string, y: string): number {
  const bound = editSimilarityBound(x, y) + 0.1;
  if (bound < PAIR_FLOOR) return bound;
  const edit = editSimilarity(x, y) + 0.1;
  return edit < PAIR_FLOOR ? edit : Math.min(jaroWinkler(x, y), edit);
}

function tokenSimilarity(a: NormalName, i: number, b: NormalName, j: number): number {
  const x = a.tokens[i];
  const y = b.tokens[j];
  if (x === y) return 1;
  const [p, q] = [a.phonetic[i], b.phonetic[j]];
  if (p === q || equivalentNames(x, y)) return 0.97;
  if ((x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y))) return 0.85;
  const abjad = a.abjad || b.abjad;
  // Lengths this far apart cannot reach the floor by spelling; only Arabic skeletons still might.
  if (!abjad && Math.min(p.length, q.length) / Math.max(p.length, q.length) < 0.6) return 0;
  const phonetic = cappedSimilarity(p, q);
  let best = Math.max(cappedSimilarity(x, y), 0.98 * phonetic);
  const [s, t] = [a.skeleton[i], b.skeleton[j]];
  // Muhammad / Mohammed, Abdallah / Abdullah; not Korous / Krasis, whose spellings are far apart, nor
  // two Chinese given names of joined syllables, which their vowels tell apart (Chiachieh / Chiachao),
  // nor such a name and one syllable (Kachung / Chung: Ka-chung is not Wai-chung given in part).
  if (s.length >= 3 && s === t && phonetic >= 0.8 && !chineseSyllablesApart(x, y)) best = Math.max(best, 0.92);
  if (abjad) {
    if (s.length >= 2 && s === t) best = Math.max(best, 0.95);
    else best = Math.max(best, 0.9 * editSimilarity(s, t));
  }
  return best;
}

/** Two words whose Chinese syllables tell them apart though their skeletons agree: both of joined syllables, or one of them and one syllable. */
function chineseSyllablesApart(x: string, y: string): boolean {
  const [jx, jy] = [isJoinedSyllables(x), isJoinedSyllables(y)];
  return (jx && jy) || (jx && isChineseSyllable(y)) || (jy && isChineseSyllable(x));
}

/**
 * A Hebrew-script subject's token against a Latin entry's, also compared by consonant class
 * (ownScripts.ts). Only the subject's script is read: the lists held in memory keep no entry's
 * original name, and scoring must not depend on where the entry was read from.
 */
function ownScriptSimilarity(a: NormalName, i: number, b: NormalName, j: number, sim: number): number {
  if (b.abjad || sim >= 0.95 || !hasHebrew(a.original)) return sim;
  return hebrewMeets(a.tokens[i], b.tokens[j]) ? 0.95 : sim;
}

/** Below STRONG_PAIR a pair counts three times its shortfall: a surname at 0.75 is another surname. */
const STRONG_PAIR = 0.92;
const pairWeight = (sim: number) => (sim >= STRONG_PAIR ? sim : Math.max(0, sim - 2 * (STRONG_PAIR - sim)));

/**
 * A token's similarity depends on the two tokens and on whether either name is in Arabic script,
 * and a subject meets the same words again and again across its candidates (given names, one
 * surname's spellings): each subject name remembers what it has computed. Weak keys: the memory goes
 * with the subject.
 */
const tokenMemos = new WeakMap<NormalName, Memo>();

interface Memo {
  /** Per token, one map for candidates in Latin script and one for Arabic script. */
  tokens: Map<string, number>[];
  /** A two-word name's words the other way round, joined (wholeNameSimilarity), else null. */
  reversed: string | null;
}

function memoOf(a: NormalName): Memo {
  let memo = tokenMemos.get(a);
  if (!memo)
    tokenMemos.set(a, (memo = { tokens: a.tokens.flatMap(() => [new Map(), new Map()]), reversed: a.tokens.length === 2 ? a.tokens[1] + a.tokens[0] : null }));
  return memo;
}

/** Token similarities of one name pair, reused across calls (alignedSimilarity runs ~550 times a person against a 1M-entry list: no allocation). */
let simScratch = new Float64Array(64);
let usedScratch = new Uint8Array(16);
/** The pair weights the rows scored so far can reach at best, largest first (alignedBound). */
let reachScratch = new Float64Array(16);
/** Whether simScratch holds every token pair of the last alignedSimilarity (it stops early under a floor). */
let simsComplete = true;

/**
 * Tokens paired greedily, the most similar pair first (ties in the names' token order), each token in
 * one pair at most; pairs under PAIR_FLOOR are not made. Exact when it reaches `floor`: as the
 * subject's tokens are compared one at a time, it answers 0 as soon as alignedBound shows the score
 * cannot get there (most candidates share one word with the subject and no other).
 */
function alignedSimilarity(a: NormalName, b: NormalName, floor = 0): number {
  const m = a.tokens.length;
  const n = b.tokens.length;
  if (simScratch.length < m * n) simScratch = new Float64Array(m * n);
  if (usedScratch.length < m + n) usedScratch = new Uint8Array(m + n);
  if (reachScratch.length < m) reachScratch = new Float64Array(m);
  const sims = simScratch;
  const used = usedScratch;
  const memos = memoOf(a).tokens;
  simsComplete = false;
  // Rows scored so far that can be paired: their best pair weights in reachScratch (descending), and how many are strong.
  let reaching = 0;
  let strong = 0;
  for (let i = 0; i < m; i++) {
    const memo = memos[2 * i + (b.abjad ? 1 : 0)];
    let rowBest = 0;
    for (let j = 0; j < n; j++) {
      let sim = memo.get(b.tokens[j]);
      if (sim === undefined) memo.set(b.tokens[j], (sim = ownScriptSimilarity(a, i, b, j, tokenSimilarity(a, i, b, j))));
      sims[i * n + j] = sim;
      if (sim > rowBest) rowBest = sim;
    }
    if (floor <= 0 || i === m - 1) continue;
    if (rowBest >= PAIR_FLOOR) {
      const weight = pairWeight(rowBest);
      let at = reaching++;
      for (; at > 0 && reachScratch[at - 1] < weight; at--) reachScratch[at] = reachScratch[at - 1];
      reachScratch[at] = weight;
      if (rowBest >= STRONG_PAIR) strong++;
    }
    if (alignedBound(m, n, m - 1 - i, reaching, strong) < floor - 1e-9) return 0;
  }
  simsComplete = true;
  used.fill(0, 0, m + n);
  let total = 0;
  let strongPairs = 0;
  let pairs = 0;
  for (;;) {
    let best = -1;
    let at = -1;
    for (let i = 0; i < m; i++) {
      if (used[i]) continue;
      for (let j = 0; j < n; j++) {
        const sim = sims[i * n + j];
        if (sim >= PAIR_FLOOR && sim > best && !used[m + j]) ((best = sim), (at = i * n + j));
      }
    }
    if (at < 0) break;
    used[Math.floor(at / n)] = 1;
    used[m + (at % n)] = 1;
    total += pairWeight(best);
    if (best >= STRONG_PAIR) strongPairs++;
    pairs++;
  }
  if (pairs === 0) return 0;
  const unpairedWeight = strongPairs >= 2 ? MIDDLE_NAME_WEIGHT : 1;
  const unpaired = m - pairs + (n - pairs);
  return total / (pairs + unpaired * unpairedWeight);
}

/**
 * The most alignedSimilarity can come to when `left` rows are still to be scored (each could pair
 * at 1) and the `reaching` rows scored so far that can pair weigh at most reachScratch's values, of
 * which `strong` are strong. Any pairing of k pairs has total weight at most the k largest of those,
 * over k + (m + n - 2k) unpaired weights, each unpaired token weighing MIDDLE_NAME_WEIGHT at least
 * (and 1 unless two pairs could be strong).
 */
function alignedBound(m: number, n: number, left: number, reaching: number, strong: number): number {
  const unpairedWeight = left + strong >= 2 ? MIDDLE_NAME_WEIGHT : 1;
  const most = Math.min(n, left + reaching);
  let bound = 0;
  let total = 0;
  for (let k = 1; k <= most; k++) {
    total += k <= left ? 1 : reachScratch[k - left - 1];
    bound = Math.max(bound, total / (k + (m + n - 2 * k) * unpairedWeight));
  }
  return bound;
}

/** How far a name whose given name conflicts can score: under the default threshold with every fact agreeing (0.75 + 0.05 + 0.03). */
const GIVEN_NAME_CONFLICT_CAP = 0.75;
/** A given name this close to the other's first word is the same name (a spelling, a romanisation, an initial). */
const SAME_GIVEN_NAME = 0.85;
/** Words that stand before a given name and are often left out: titles of pilgrimage or learning, kunyas, a devotional Muhammad. */
const GIVEN_NAME_PREFIXES = new Set("haji hajji hadji alhaji mawlawi maulvi molvi qari mir syed sayed sayyid seyed sayyed md mohd".split(" "));
/** The first word of an Arabic compound given name, written apart from the second (Abdul Rahman, Abu Bakr). */
const COMPOUND_GIVEN = new Set("abd abdul abdel abdal abdol abdoul abdu abu abou umm".split(" "));

/** A name's given name: its first word, or past the prefixes; two words when it is a compound written apart. */
function givenNames(name: NormalName): string[] {
  const at = (i: number) => (COMPOUND_GIVEN.has(name.tokens[i]) && i < name.tokens.length - 1 ? name.tokens[i] + name.tokens[i + 1] : name.tokens[i]);
  let past = 0;
  while (past < name.tokens.length - 2 && (GIVEN_NAME_PREFIXES.has(name.tokens[past]) || name.skeleton[past] === "mhmd")) past++;
  return past === 0 ? [at(0)] : [at(0), at(past)];
}

/** Arabic script writes no short vowels: its given names are the same name when their consonant skeletons are. */
const sameGivenName = (x: string, y: string) => {
  if (x === y || x.length === 1 || y.length === 1 || equivalentNames(x, y)) return true;
  const [p, q] = [phoneticCode(x), phoneticCode(y)];
  return editSimilarity(p, q) >= 0.8 || skeletonOf(p) === skeletonOf(q);
};

/**
 * Given names decide between relatives: many cultures chain a father's and grandfather's names after
 * the given name (Arabic bin / ibn, Slavic patronymics, Pashtun and Arabic 3-4 part names), so brothers
 * share every word but the given name, and a son's name is his own given name before his father's.
 * Two names of which one has 3+ words conflict when their given names are different names: not a
 * spelling, an equivalent or an initial (a given name is the first word, or the word past a Haji or
 * a devotional Muhammad, which decides when both carry one; Abdul Rahman is one). Omar / Bashar Sabawi Ibrahim Hasan al-Tikriti,
 * Sirajuddin Jalaluddin Haqqani / Jalaluddin Haqqani. A name written family name first is no
 * conflict: one's first word is the other's last (Ivanov Ivan Petrovich, Kim Jong Un).
 */
function givenNamesConflict(a: NormalName, b: NormalName, sims: Float64Array): boolean {
  const m = a.tokens.length;
  const n = b.tokens.length;
  if (m < 2 || n < 2 || m + n < 5) return false;
  if (sims[n - 1] >= STRONG_PAIR || sims[(m - 1) * n] >= STRONG_PAIR) return false;
  // A family name of several words moved whole from first to last (Yuet Ngor Lam Cheng / LAM CHENG Yuet-ngor):
  // the same words rotated. Not any reordering: Ali Muhammad Hasan is not Muhammad Ali Hasan.
  if (m === n && isRotation(sims, n)) return false;
  const [ours, theirs] = [givenNames(a), givenNames(b)];
  // Both past a prefix (Mohammad Aslam / Mohammad Akram): the words after it are the given names.
  if (ours.length === 2 && theirs.length === 2) return !sameGivenName(ours[1], theirs[1]);
  if (sims[0] >= SAME_GIVEN_NAME) return false;
  return !ours.some((x) => theirs.some((y) => sameGivenName(x, y)));
}

/** Whether the n × n token similarities pair every word of one name strongly with the other's, rotated by some k. */
function isRotation(sims: Float64Array, n: number): boolean {
  for (let k = 1; k < n; k++) {
    let all = true;
    for (let i = 0; i < n && all; i++) all = sims[i * n + ((i + k) % n)] >= STRONG_PAIR;
    if (all) return true;
  }
  return false;
}

/**
 * The whole-name comparison, exact whenever it comes to more than `over`; below that it may answer 0
 * instead, when the letters alone show that neither spelling can get there (see editSimilarityBound):
 * the caller has a score of `over` in hand already, so most candidates skip the edit distance.
 */
function wholeNameSimilarity(a: NormalName, b: NormalName, over: number): number {
  if (a.joined.length < 4 || b.joined.length < 4) return 0;
  const reversed = memoOf(a).reversed;
  const abjad = (a.abjad || b.abjad) && a.joinedSkeleton.length >= 4;
  // The reversed name has the same letters as the name, so one letter bound serves both spellings.
  if (!abjad && 0.97 * editSimilarityBound(a.joined, b.joined) <= over) return 0;
  let best = editSimilarity(a.joined, b.joined);
  if (reversed) best = Math.max(best, editSimilarity(reversed, b.joined));
  best *= 0.97;
  if (abjad) {
    best = Math.max(best, a.joinedSkeleton === b.joinedSkeleton ? 0.93 : 0.9 * editSimilarity(a.joinedSkeleton, b.joinedSkeleton));
  }
  return best;
}

/**
 * How alike two names are, 0..1. Exact when it reaches `floor`; under the floor it is only known to
 * be under it (scoring passes the lowest score it would report, so the work a hopeless candidate
 * costs stops early).
 */
export function nameSimilarity(a: NormalName, b: NormalName, floor = 0): number {
  const single = writtenAsOneSimilarity(a, b, floor);
  let best = single;
  if (single < COMPOUND_CAP)
    for (const { a: x, b: y } of compoundJoins(a, b)) best = Math.max(best, Math.min(COMPOUND_CAP, writtenAsOneSimilarity(x, y, floor)));
  // Another syllable of the romanisation both names are written in is another name, not a spelling (syllables.ts).
  if (best > SYLLABLE_CONFLICT_CAP && syllableConflict(a, b)) best = SYLLABLE_CONFLICT_CAP;
  // A Chinese name read in Cantonese against one read in Mandarin, syllable by syllable (cantonesePinyin.ts): weaker than a spelling.
  if (best < CROSS_SCORE) best = Math.max(best, crossRomanisation(a.original, b.original)?.score ?? 0);
  return best;
}

/**
 * How far a Chinese name one of whose words is another syllable of the romanisation both are
 * written in can score (Cheung / Cheng): under the default threshold, within its reporting margin, so
 * a reviewer still sees it, cleared CONFIDENCE_BELOW_THRESHOLD, with the reason (name_syllable_conflict).
 */
const SYLLABLE_CONFLICT_CAP = 0.8;

/** The two words of a and b that are different syllables of one romanisation both are written in ("cheung / cheng"), or null. */
function syllableConflict(a: NormalName, b: NormalName): string | null {
  return distinctSyllables(a, b, (i, j) => tokenSimilarity(a, i, b, j), PAIR_FLOOR);
}

/**
 * A name whose compound word is written together scores at most this against the same name written
 * apart (Mohammadreza / Mohammad Reza): the same name as a phonetic equivalent scores, a little under
 * the same spelling. Said in the explanation (name_compound).
 */
const COMPOUND_CAP = 0.97;

/**
 * The two names with two adjacent words of one of them joined, wherever a word of the other is those
 * two written together: it meets the joined word as two words of one name meet (tokenSimilarity ≥
 * STRONG_PAIR, the same spelling tolerance, Arabic-script skeletons included), and it splits into two
 * halves that each meet their word at COMPOUND_HALF at least: compound given names written as one
 * word, hyphenated or apart in every culture that has them (Persian Mohammadreza, Gholamhossein,
 * Abdolrahim; Aliakbar, Abdulaziz). The halves keep a long compound from hiding a different second
 * name: Mohammadrahim is not Mohammad Karim, though the joined words differ by two letters. Up to
 * one join per side. The consonant skeletons are checked first (the word's within a letter of the
 * two words', beginning with the first word's), so a pair of names with nothing to join costs a few comparisons.
 */
function compoundJoins(a: NormalName, b: NormalName): CompoundJoin[] {
  const out: CompoundJoin[] = [];
  const bJoined = joinFor(a, b);
  if (bJoined) out.push({ a, b: bJoined.name, words: [bJoined.words] });
  const aJoined = joinFor(b, a);
  if (aJoined) out.push({ a: aJoined.name, b, words: [aJoined.words] });
  if (bJoined && aJoined) out.push({ a: aJoined.name, b: bJoined.name, words: [aJoined.words, bJoined.words] });
  return out;
}

/** Each half of a compound meets its word this well at least (a spelling, not another name: Rahim / Karim is 0.7). */
const COMPOUND_HALF = 0.8;

/** Two names, one or both with a compound joined, and the compounds ("mohammadreza" as "mohammad reza"). */
interface CompoundJoin {
  a: NormalName;
  b: NormalName;
  words: string[];
}

/** `b` with two adjacent words joined where one word of `a` is their compound, and how; or null. */
function joinFor(a: NormalName, b: NormalName): { name: NormalName; words: string } | null {
  const n = b.tokens.length;
  if (n < 2) return null;
  for (let i = 0; i < a.tokens.length; i++) {
    const s = a.skeleton[i];
    const x = a.tokens[i];
    if (s.length < 3 || x.length < 4) continue;
    for (let j = 0; j + 1 < n; j++) {
      const [p, q] = [b.skeleton[j], b.skeleton[j + 1]];
      // The word begins with the first word's consonants (all but its last, which a spelling may change): most pairs stop here.
      if (!p || !q || s[0] !== p[0] || Math.abs(s.length - p.length - q.length) > 1 || !s.startsWith(p.length > 2 ? p.slice(0, -1) : p)) continue;
      // Not when the word is already one of the two (a name and its compound are not one name).
      if (tokenSimilarity(a, i, b, j) >= STRONG_PAIR || tokenSimilarity(a, i, b, j + 1) >= STRONG_PAIR) continue;
      const joined = joinTokens(b, j);
      if (tokenSimilarity(a, i, joined, j) < STRONG_PAIR || !splitsInto(a, i, b, j)) continue;
      return { name: joined, words: `"${x}" as "${b.tokens[j]} ${b.tokens[j + 1]}"` };
    }
  }
  return null;
}

/** Whether a's word i splits into two halves that meet b's words j and j + 1 at COMPOUND_HALF each. */
function splitsInto(a: NormalName, i: number, b: NormalName, j: number): boolean {
  const x = a.tokens[i];
  for (let k = 1; k < x.length; k++) {
    const split = splitToken(a, i, k);
    if (tokenSimilarity(split, i, b, j) >= COMPOUND_HALF && tokenSimilarity(split, i + 1, b, j + 1) >= COMPOUND_HALF) return true;
  }
  return false;
}

/** A name with its words j and j + 1 written as one. */
function joinTokens(name: NormalName, j: number): NormalName {
  const tokens = [...name.tokens.slice(0, j), name.tokens[j] + name.tokens[j + 1], ...name.tokens.slice(j + 2)];
  const code = phoneticCode(tokens[j]);
  const around = <T>(xs: T[], mid: T) => [...xs.slice(0, j), mid, ...xs.slice(j + 2)];
  return {
    original: name.original,
    tokens,
    phonetic: around(name.phonetic, code),
    skeleton: around(name.skeleton, skeletonOf(code)),
    joined: name.joined,
    joinedSkeleton: name.joinedSkeleton,
    abjad: name.abjad,
    korean: null,
    ...(name.weak ? { weak: true } : {}),
  };
}

/** A name with its word i written as two, split before letter k. */
function splitToken(name: NormalName, i: number, k: number): NormalName {
  const x = name.tokens[i];
  // A second half in Arabic script read as normalize.ts reads a word: a first h before s keeps its unwritten vowel (حسین, Hossein).
  const halves = [x.slice(0, k), name.abjad ? x.slice(k).replace(/^hs/, "has") : x.slice(k)];
  const codes = halves.map((h) => phoneticCode(h));
  const around = <T>(xs: T[], mid: T[]) => [...xs.slice(0, i), ...mid, ...xs.slice(i + 1)];
  return {
    original: name.original,
    tokens: around(name.tokens, halves),
    phonetic: around(name.phonetic, codes),
    skeleton: around(
      name.skeleton,
      codes.map((c) => skeletonOf(c)),
    ),
    joined: name.joined,
    joinedSkeleton: name.joinedSkeleton,
    abjad: name.abjad,
    korean: null,
  };
}

/** nameSimilarity of the names' words as written, no compound joined. */
function writtenAsOneSimilarity(a: NormalName, b: NormalName, floor: number): number {
  const aligned = alignedSimilarity(a, b, floor);
  let best = Math.max(aligned, wholeNameSimilarity(a, b, Math.max(aligned, floor - Number.EPSILON)));
  // A given and a family name of a longer chain scores what partialName gives it, when that is more (never more than PARTIAL_NAME_CAP).
  if (best < PARTIAL_NAME_CAP && floor <= PARTIAL_NAME_CAP) best = Math.max(best, partialName(a, b)?.score ?? 0);
  // Relatives who share a chain of names but not the given name are other persons; only a score the
  // cap would lower is checked, on this pair's token similarities in simScratch (all of them scored
  // first when the alignment stopped early and the whole name still reaches the floor).
  if (best <= GIVEN_NAME_CONFLICT_CAP) return best;
  if (!simsComplete) {
    if (best < floor) return best;
    alignedSimilarity(a, b);
  }
  return givenNamesConflict(a, b, simScratch) ? GIVEN_NAME_CONFLICT_CAP : best;
}

/**
 * A partial name scores at most this: a given name and a family name that are the first and last
 * words of a listed chain of four words or more are a match candidate at the default threshold
 * (0.88) when both agree exactly, lower as their spellings drift, and under a stricter threshold a
 * reported candidate cleared CONFIDENCE_BELOW_THRESHOLD: never dropped unseen.
 */
const PARTIAL_NAME_CAP = 0.92;
/** Each word a partial name gives must meet the chain's word this well (a spelling: Laden / Ladin, Aiman / Ayman). */
const PARTIAL_PAIR = 0.85;
/** Only a chain this long (given name, father's and grandfather's names or a kunya, family name) is given in part: "Kim Chol" is not "Kim Yong Chol". */
const PARTIAL_CHAIN = 4;

/**
 * A name given in part, as people give a long Arabic chain name ("Ayman al-Zawahiri" for "Ayman
 * Muhammed Rabi al-Zawahiri", "Hamza bin Laden" for "Hamza Usama Muhammad bin Ladin"): the shorter
 * name's first word is the longer one's first (its given name, an Abd al- compound joined as the
 * longer name writes it apart), its last word the longer one's last (the family name, particles
 * aside), and any words between meet words between in order. Scored PARTIAL_NAME_CAP times the
 * words' mean weight (partialWeight), with how many of the chain's words were not given; null when
 * it is not one.
 * Either side may be the shorter: a subject's full chain against an entry listed in part too.
 */
function partialName(a: NormalName, b: NormalName): { score: number; missing: number } | null {
  const [m, n] = [a.tokens.length, b.tokens.length];
  const subjectShort = m < n;
  const [short, long] = subjectShort ? [m, n] : [n, m];
  if (short < 2 || long < PARTIAL_CHAIN || short >= long) return null;
  const memos = memoOf(a).tokens;
  const sim = (i: number, j: number): number => {
    // i indexes the shorter name, j the longer; the memo is the subject's (a) side.
    const [ai, bj] = subjectShort ? [i, j] : [j, i];
    const memo = memos[2 * ai + (b.abjad ? 1 : 0)];
    let value = memo.get(b.tokens[bj]);
    if (value === undefined) memo.set(b.tokens[bj], (value = ownScriptSimilarity(a, ai, b, bj, tokenSimilarity(a, ai, b, bj))));
    return value;
  };
  const longName = subjectShort ? b : a;
  const shortName = subjectShort ? a : b;
  let first = sim(0, 0);
  // "Abdulrahman" against "Abd al-Rahman": the longer name's compound given name, joined.
  if (first < PARTIAL_PAIR && COMPOUND_GIVEN.has(longName.tokens[0])) {
    const joined = longName.tokens[0] + longName.tokens[1];
    const x = shortName.tokens[0];
    first = x === joined ? 1 : cappedSimilarity(phoneticCode(x), phoneticCode(joined));
  }
  if (first < PARTIAL_PAIR) return null;
  const last = sim(short - 1, long - 1);
  if (last < PARTIAL_PAIR) return null;
  let total = partialWeight(first) + partialWeight(last);
  let j = 1;
  for (let i = 1; i < short - 1; i++) {
    let found = 0;
    for (; j < long - 1 && found < PARTIAL_PAIR; j++) found = sim(i, j);
    if (found < PARTIAL_PAIR) return null;
    total += partialWeight(found);
  }
  return { score: (PARTIAL_NAME_CAP * total) / short, missing: long - short };
}

/** A word's weight in a partial name: a strong pair (a spelling, a skeleton Arabic script cannot tell apart) counts whole, a weaker one as it scored. */
function partialWeight(sim: number): number {
  return sim >= STRONG_PAIR ? 1 : sim;
}

type Agreement = "exact" | "partial" | "conflict" | "unknown";

/**
 * The features of a score and what each adds when it holds (yente's FeatureDocs: confidence is the sum
 * of coefficient × value, clamped to 0..1). name_similarity's value is the name score itself.
 */
export const MATCH_FEATURES = {
  name_similarity: { coefficient: 1, description: "Best similarity of the query's names to the entry's names and aliases (token alignment or whole name)" },
  birth_date_match: { coefficient: 0.05, description: "A birth date of the entry is the query's, to the day" },
  birth_date_partial: { coefficient: 0.02, description: "A birth date agrees at the less precise side's precision (same year or month)" },
  birth_date_near: {
    coefficient: -0.02,
    description: "A birth date is one slip from the entry's: a year apart, one digit or one apart in the month or day, or day and month swapped",
  },
  birth_date_weak_mismatch: {
    coefficient: -0.1,
    description: "No birth date within one slip of the entry's, but the years are within one: lowers confidence, does not clear",
  },
  birth_date_mismatch: {
    coefficient: -0.15,
    description: "Every birth date of the query is more than a year from every date of the entry (also clears a name match as IDENTITY_MISMATCH)",
  },
  country_match: { coefficient: 0.03, description: "A nationality, citizenship or country is shared" },
  country_mismatch: { coefficient: -0.05, description: "Both sides name countries and none is shared" },
  registration_number_match: { coefficient: 0.1, description: "A registration number is shared (compared without punctuation)" },
  registration_number_mismatch: {
    coefficient: -0.15,
    description: "Both sides give registration numbers and none is shared (also clears as IDENTITY_MISMATCH)",
  },
  jurisdiction_mismatch: {
    coefficient: 0,
    description: "A business's country and the entry's countries are disjoint: clears a name match as IDENTITY_MISMATCH (the score is country_mismatch's)",
  },
  legal_form_match: {
    coefficient: 0,
    description: "Both business names carry a legal form and one is the same form in any spelling or language (weighs nothing)",
  },
  legal_form_mismatch: { coefficient: -0.02, description: "Both business names carry a legal form and none is the same form (weighs little)" },
  legal_form_conflict: {
    coefficient: -0.18,
    description:
      "Both business names carry legal forms of one legal tradition and of different kinds (ООО and АО, GmbH and AG): two legal entities; not when a registration number agrees",
  },
  name_shared: {
    coefficient: 0,
    description:
      "The business name carries no legal form and its words are those of several listed companies of different legal forms: which one is not told, so none of the companies whose form it dropped is a match (scored under the threshold, cleared CONFIDENCE_BELOW_THRESHOLD); not when a registration number agrees",
  },
  name_compound: {
    coefficient: 0,
    description:
      "A word of one name is two adjacent words of the other written together (Mohammadreza / Mohammad Reza, Gholamhossein / Gholam Hossein), under the spelling tolerance of single words; scored at most 0.97 (name_similarity's value), the words named in the explanation",
  },
  name_syllable_conflict: {
    coefficient: 0,
    description:
      "Both names are Chinese names written in one romanisation (the Hong Kong Government's, Jyutping or pinyin) and a word of one is another syllable of it than the other's closest word (Cheung / Cheng, Zhang / Zheng): another family or given name, not a spelling; the name scores at most 0.8 (name_similarity's value), the words named in the explanation",
  },
  name_cross_romanisation: {
    coefficient: 0,
    description:
      "A Chinese name read in Cantonese (the Hong Kong Government's romanisation or Jyutping) met one read in Mandarin (pinyin or Wade–Giles) syllable by syllable through the characters both readings share (Cheung Kin Wah / Zhang Jianhua): weaker evidence than one spelling, scored 0.9 (0.85 for a name of two syllables) as name_similarity's value; both readings named in the explanation",
  },
  name_partial: {
    coefficient: 0,
    description:
      "The name is given in part: a given name and a family name that are the first and last words of a listed chain of four or more (or the reverse), scored at most 0.92 (name_similarity's value); the chain's words not given are named in the explanation",
  },
  activity_mismatch: {
    coefficient: -0.18,
    description:
      "Both business names carry words of a line of business and none is the same (Petroleum and Logistics): another company; not when a registration number agrees",
  },
} as const;
type MatchFeature = keyof typeof MATCH_FEATURES;

/** Both names' legal forms (companies.ts), when both carry one: one form in common agrees, none conflicts. */
function legalFormAgreement(subject: string[] | undefined, entry: string[] | undefined): { agreement: Agreement; text?: string } {
  if (!subject?.length || !entry?.length) return { agreement: "unknown" };
  const shared = subject.find((f) => entry.includes(f));
  return shared ? { agreement: "exact", text: shared } : { agreement: "conflict", text: `${subject.join(", ")} and ${entry.join(", ")}` };
}

const registration = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");
/** A registry's prefix or a leading zero is the same number ("HRB 12345" / "12345", "0012345"): digits decide from 5 of them. */
const registrationDigits = (s: string) => s.replace(/\D/g, "").replace(/^0+/, "");

function setAgreement(subject: string[], entry: string[], same = (x: string, y: string) => x === y): { agreement: Agreement; shared?: string } {
  if (subject.length === 0 || entry.length === 0) return { agreement: "unknown" };
  const shared = subject.find((s) => entry.some((e) => same(s, e)));
  return shared ? { agreement: "exact", shared } : { agreement: "conflict" };
}

function sameRegistration(x: string, y: string): boolean {
  if (x === y) return true;
  const [p, q] = [registrationDigits(x), registrationDigits(y)];
  return p.length >= 5 && p === q;
}

const TYPE_PRIORITY: Exclude<ScreeningType, "ADVERSE_MEDIA">[] = ["SANCTIONS", "WARNING", "PEP"];
const RISK_LEVEL: Record<Exclude<ScreeningType, "ADVERSE_MEDIA">, string> = { SANCTIONS: "HIGH", WARNING: "HIGH", PEP: "MEDIUM" };
const TYPE_LABEL: Record<Exclude<ScreeningType, "ADVERSE_MEDIA">, string> = {
  SANCTIONS: "Sanctions",
  WARNING: "Warning list",
  PEP: "Politically exposed person",
};

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : [];

function entryFacts(properties: EntryRow["properties"]) {
  const record = (properties ?? {}) as Record<string, unknown>;
  // An FtM record keeps its facts under `properties`; an OFAC record at the top.
  const nested = record.properties && typeof record.properties === "object" ? (record.properties as Record<string, unknown>) : {};
  const all = (key: string) => [...new Set([...stringsOf(record[key]), ...stringsOf(nested[key])])];
  return {
    topics: all("topics"),
    programmes: [...new Set([...all("program"), ...all("programId"), ...all("programs")])],
    notes: all("notes"),
  };
}

function listMatchDetails(row: EntryRow, matchedName: string) {
  const { topics, programmes } = entryFacts(row.properties);
  return {
    list: row.list,
    externalId: row.externalId,
    caption: row.caption,
    matchedName,
    schema: row.schema,
    topics,
    programmes,
    birthDates: row.birthDates,
    countries: row.countries,
  };
}

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

/** How far under the threshold a match a rule clears is scored: within the reporting margin, so it is still reported. */
const RULED_UNDER_THRESHOLD = 0.05;

/** A rule that clears a match whatever its score: another person or company, or a PEP's nominal role. */
type ClearingRule = "IDENTITY_MISMATCH" | "NOMINAL_ROLE";

/** The verdict on one scored match: its confidence as every door reports it, its cleared reason, and what the explanation adds. */
export interface Verdict {
  confidence: number;
  clearedReason: "IDENTITY_MISMATCH" | "NOMINAL_ROLE" | "CONFIDENCE_BELOW_THRESHOLD" | null;
  said: string[];
}

/**
 * The one decision every door gives on the same facts (applications, /screening/match, ongoing
 * monitoring, ownership screening): a match a rule clears is scored under the threshold, so that a
 * client reading the score alone (yente's `match` is score ≥ threshold) decides as a key person's
 * hit is stored; then confidence ≥ threshold is a match, within the margin under it is cleared
 * CONFIDENCE_BELOW_THRESHOLD, and lower is not reported (null).
 */
export function decide(raw: number, threshold: number, rule: ClearingRule | null): Verdict | null {
  let confidence = Math.round(Math.min(1, Math.max(0, raw)) * 1000) / 1000;
  const said: string[] = [];
  if (rule) {
    const under = Math.round(Math.max(0, threshold - RULED_UNDER_THRESHOLD) * 1000) / 1000;
    if (confidence > under) {
      said.push(
        `${rule === "IDENTITY_MISMATCH" ? "another identity" : "a nominal role"}: confidence ${confidence} lowered to ${under}, under threshold ${threshold}`,
      );
      confidence = under;
    }
    return { confidence, clearedReason: rule, said };
  }
  if (confidence >= threshold) return { confidence, clearedReason: null, said };
  if (confidence < threshold - BELOW_THRESHOLD_MARGIN) return null;
  return { confidence, clearedReason: "CONFIDENCE_BELOW_THRESHOLD", said: [`confidence ${confidence} below threshold ${threshold}`] };
}

/** The ListMatch of an assessment, with the listing facts (programmes, topics, notes) of the entry's properties. */
export function describeMatch(assessment: Assessment, properties: EntryRow["properties"]): ListMatch {
  const { row: scored, type, matchedName, features } = assessment;
  // A PEP match whose every recorded role is nominal is cleared NOMINAL_ROLE (nominalRole.ts), and scored under the threshold as decide() does.
  const nominal = type === "PEP" && assessment.clearedReason === null ? nominalRole(properties) : null;
  const ruled = nominal ? decide(assessment.confidence, assessment.threshold, "NOMINAL_ROLE")! : null;
  const clearedReason = ruled ? ruled.clearedReason : assessment.clearedReason;
  const confidence = ruled ? ruled.confidence : assessment.confidence;
  const explanation = ruled ? [assessment.explanation, `role nominal: ${nominal}`, ...ruled.said].join("; ") : assessment.explanation;
  const row = { ...scored, properties };
  const listed = entryFacts(properties);
  const incident = [
    `${row.caption}: listed on ${row.list} (${row.externalId})`,
    listed.programmes.length ? `programmes: ${listed.programmes.join(", ")}` : "",
    listed.topics.length ? `topics: ${listed.topics.join(", ")}` : "",
    listed.notes.length ? `notes: ${listed.notes.join(" ").slice(0, 1000)}` : "",
  ].filter(Boolean);
  const listedOn = `Listed on ${row.list}${listed.programmes.length ? ` under ${listed.programmes[0]}` : ""}`;
  return {
    entryId: row.id,
    list: row.list,
    externalId: row.externalId,
    type,
    matchedName,
    features,
    pepClass: type === "PEP" ? pepClassOf(properties) : null,
    details: listMatchDetails(row, matchedName),
    matchResult: {
      isMatch: clearedReason === null,
      confidence,
      matchExplanation: explanation,
      reviewNote: "",
      incidentSummary: incident.join("; "),
      riskLevel: RISK_LEVEL[type],
      severity: null,
      tierRationale: null,
      clearedReason,
      categories: [{ label: TYPE_LABEL[type], description: listedOn.split(/\s+/).slice(0, 12).join(" ") }],
    },
  };
}

/** Of two matches of one entry (a query's several names), the one every door reports: a match before a cleared one, then the more confident. */
export function betterMatch(a: ListMatch, b: ListMatch): boolean {
  if (a.matchResult.isMatch !== b.matchResult.isMatch) return a.matchResult.isMatch;
  return a.matchResult.confidence > b.matchResult.confidence;
}

/** A listed company's name as its words (legal forms set aside) and its canonical legal forms. */
function companyName(name: string): { words: string; forms: string } {
  const normal = normalizeName(name, "business");
  return { words: [...normal.tokens].sort().join(" "), forms: [...(normal.legalForms ?? [])].sort().join(" ") };
}

/**
 * A business named without its legal form ("Greyhollow Shipping") whose words are those of several
 * listed companies of different legal forms (GREYHOLLOW SHIPPING LTD, GREYHOLLOW SHIPPING S.A.) does
 * not say which one it is: each match it makes with a company whose legal form it dropped is scored
 * under the threshold and cleared CONFIDENCE_BELOW_THRESHOLD (name_shared), still reported for a
 * reviewer. When one listed company alone has its words, the dropped form keeps that match. One
 * company on several lists under one name and form is not shared; a match a registration number
 * confirms keeps its verdict. Runs on a subject's matches once all are scored, at every door.
 */
export function settleSharedNames(prepared: PreparedSubject, matches: ListMatch[]): ListMatch[] {
  if (prepared.subject.kind !== "business" || prepared.name.legalForms?.length || matches.length < 2) return matches;
  const words = [...prepared.name.tokens].sort().join(" ");
  const dropped = new Map<ListMatch, { words: string; forms: string }>();
  for (const m of matches) {
    if (!m.matchResult.isMatch || m.features.registration_number_match) continue;
    const name = companyName(m.matchedName);
    if (name.forms) dropped.set(m, name);
  }
  const forms = new Set([...dropped.values()].filter((n) => n.words === words).map((n) => n.forms));
  if (forms.size < 2) return matches;
  const threshold = prepared.subject.matchThreshold;
  const under = Math.round(Math.max(0, threshold - RULED_UNDER_THRESHOLD) * 1000) / 1000;
  const shared = [...new Set([...dropped.keys()].map((m) => m.matchedName))].slice(0, 5).join(", ");
  return matches.map((m) => {
    if (!dropped.has(m)) return m;
    const confidence = Math.min(m.matchResult.confidence, under);
    const said = `name without a legal form is ${forms.size} listed companies' (${shared}): which one is not told; confidence ${confidence} under threshold ${threshold}`;
    return {
      ...m,
      features: { ...m.features, name_shared: 1 },
      matchResult: {
        ...m.matchResult,
        isMatch: false,
        confidence,
        clearedReason: "CONFIDENCE_BELOW_THRESHOLD",
        matchExplanation: `${m.matchResult.matchExplanation}; ${said}`,
      },
    };
  });
}

/** Scores one subject against one entry whose properties are in hand: a ListMatch to report, or null. */
export function scoreMatch(prepared: PreparedSubject, entry: PreparedEntry<EntryRow>): ListMatch | null {
  const assessment = assessMatch(prepared, entry);
  return assessment && describeMatch(assessment, entry.row.properties);
}
