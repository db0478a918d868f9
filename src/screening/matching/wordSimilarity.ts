// How alike two words of two names are (tokenSimilarity: the same, the same sound, an equivalent, an
// initial, a spelling within Jaro-Winkler and edit distance, the same consonant skeleton) and what a
// pair of them weighs (STRONG_PAIR, pairWeight). Separate from nameScore.ts, which pairs the words of
// whole names, and from compoundNames.ts, which joins them: both meet words by these rules alone.
import type { NormalName } from "./normalize";
import { editSimilarity, editSimilarityBound, jaroWinkler } from "./similarity";
import { equivalentNames } from "./nameEquivalents";
import { hasHebrew, hebrewMeets } from "./ownScripts";
import { isChineseSyllable, isJoinedSyllables } from "./cjk";

export const PAIR_FLOOR = 0.7;

/**
 * min(Jaro-Winkler, edit similarity + 0.1); Jaro-Winkler only computed when it could count. Under
 * PAIR_FLOOR the value only has to stay under it (a pair that low is dropped, and the rules that can
 * still lift a token pair take the maximum with their own values), so the letter bound answers first.
 */
export function cappedSimilarity(x: string, y: string): number {
  const bound = editSimilarityBound(x, y) + 0.1;
  if (bound < PAIR_FLOOR) return bound;
  const edit = editSimilarity(x, y) + 0.1;
  return edit < PAIR_FLOOR ? edit : Math.min(jaroWinkler(x, y), edit);
}

export function tokenSimilarity(a: NormalName, i: number, b: NormalName, j: number): number {
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
export function ownScriptSimilarity(a: NormalName, i: number, b: NormalName, j: number, sim: number): number {
  if (b.abjad || sim >= 0.95 || !hasHebrew(a.original)) return sim;
  return hebrewMeets(a.tokens[i], b.tokens[j]) ? 0.95 : sim;
}

/** Below STRONG_PAIR a pair counts three times its shortfall: a surname at 0.75 is another surname. */
export const STRONG_PAIR = 0.92;
export const pairWeight = (sim: number) => (sim >= STRONG_PAIR ? sim : Math.max(0, sim - 2 * (STRONG_PAIR - sim)));
