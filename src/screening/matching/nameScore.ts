// How alike two names are (the name part of scoring, score.ts): words paired by similarity, the whole
// name compared, compounds joined, a chain name given in part, and the rules that keep relatives and
// other Chinese syllables apart. The blend is described at the top of score.ts and in
// docs/screening-matching.md; this file computes name_similarity's value and nothing else.
import { phoneticCode, skeletonOf, type NormalName } from "./normalize";
import { editSimilarity, editSimilarityBound, jaroWinkler } from "./similarity";
import { equivalentNames } from "./nameEquivalents";
import { hasHebrew, hebrewMeets } from "./ownScripts";
import { isChineseSyllable, isJoinedSyllables } from "./cjk";
import { distinctSyllables } from "./syllables";
import { crossRomanisation, CROSS_SCORE } from "./cantonesePinyin";
import { kanjiReading, READING_SCORE } from "./japaneseKanji";

const PAIR_FLOOR = 0.7;
const MIDDLE_NAME_WEIGHT = 0.25;

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

/**
 * A name whose compound word is written together scores at most this against the same name written
 * apart (Mohammadreza / Mohammad Reza): the same name as a phonetic equivalent scores, a little under
 * the same spelling. Said in the explanation (name_compound).
 */
export const COMPOUND_CAP = 0.97;

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
export function compoundJoins(a: NormalName, b: NormalName): CompoundJoin[] {
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
