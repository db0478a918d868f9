// Compound names written as one word on one side and apart on the other (Mohammadreza / Mohammad
// Reza, Abdolrahim / Abdol Rahim): where a word of one name is two adjacent words of the other joined,
// the names with those two joined, for nameScore.ts to score as written (capped at COMPOUND_CAP), and
// the words joined, for the explanation (score.ts name_compound). Separate from nameScore.ts: a rule
// of its own, with its own joining and splitting of a name's words.
import { phoneticCode, skeletonOf, type NormalName } from "./normalize";
import { STRONG_PAIR, tokenSimilarity } from "./wordSimilarity";

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
export function compoundJoins(a: NormalName, b: NormalName): readonly CompoundJoin[] {
  const bJoined = joinFor(a, b);
  const aJoined = joinFor(b, a);
  // Scoring asks this of nearly every pair of names, and nearly every pair has nothing to join: no array for them.
  if (!bJoined && !aJoined) return NO_JOINS;
  const out: CompoundJoin[] = [];
  if (bJoined) out.push({ a, b: bJoined.name, words: [bJoined.words] });
  if (aJoined) out.push({ a: aJoined.name, b, words: [aJoined.words] });
  if (bJoined && aJoined) out.push({ a: aJoined.name, b: bJoined.name, words: [aJoined.words, bJoined.words] });
  return out;
}

const NO_JOINS: readonly CompoundJoin[] = Object.freeze([]);

/** Whether `word` begins with the first `length` letters of `prefix` (startsWith without slicing a string for it). */
function beginsWith(word: string, prefix: string, length: number): boolean {
  if (word.length < length) return false;
  for (let k = 0; k < length; k++) if (word.charCodeAt(k) !== prefix.charCodeAt(k)) return false;
  return true;
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
      const p = b.skeleton[j];
      const q = b.skeleton[j + 1];
      // The word begins with the first word's consonants (all but its last, which a spelling may change): most pairs stop here.
      if (!p || !q || s[0] !== p[0] || Math.abs(s.length - p.length - q.length) > 1 || !beginsWith(s, p, p.length > 2 ? p.length - 1 : p.length)) continue;
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
