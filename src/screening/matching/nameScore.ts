// How alike two names are (the name part of scoring, score.ts): words paired by similarity (of two
// words: wordSimilarity.ts), the whole name compared, compounds joined (compoundNames.ts), a chain
// name given in part, and the rules that keep relatives and other Chinese syllables apart. The blend
// is described at the top of score.ts and in docs/screening-matching.md; this file computes
// name_similarity's value and nothing else.
import { phoneticCode, skeletonOf, type NormalName } from "./normalize";
import { editSimilarity, editSimilarityBound } from "./similarity";
import { equivalentNames } from "./nameEquivalents";
import { cappedSimilarity, ownScriptSimilarity, PAIR_FLOOR, pairWeight, STRONG_PAIR, tokenSimilarity } from "./wordSimilarity";
import { COMPOUND_CAP, compoundJoins } from "./compoundNames";
import { distinctSyllables } from "./syllables";
import { crossRomanisation, CROSS_SCORE } from "./cantonesePinyin";
import { kanjiReading, READING_SCORE } from "./japaneseKanji";

const MIDDLE_NAME_WEIGHT = 0.25;

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
  // A Japanese name in kanji against one in Latin letters, through the kanji's readings in names (japaneseKanji.ts): weaker than a spelling.
  if (best < READING_SCORE) best = Math.max(best, kanjiReading(a.original, b.original)?.score ?? 0);
  return best;
}

/**
 * How far a Chinese name one of whose words is another syllable of the romanisation both are
 * written in can score (Cheung / Cheng): under the default threshold, within its reporting margin, so
 * a reviewer still sees it, cleared CONFIDENCE_BELOW_THRESHOLD, with the reason (name_syllable_conflict).
 */
export const SYLLABLE_CONFLICT_CAP = 0.8;

/** The two words of a and b that are different syllables of one romanisation both are written in ("cheung / cheng"), or null. */
export function syllableConflict(a: NormalName, b: NormalName): string | null {
  return distinctSyllables(a, b, (i, j) => tokenSimilarity(a, i, b, j), PAIR_FLOOR);
}

/** nameSimilarity of the names' words as written, no compound joined. */
export function writtenAsOneSimilarity(a: NormalName, b: NormalName, floor: number): number {
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
export function partialName(a: NormalName, b: NormalName): { score: number; missing: number } | null {
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
