// Candidate-retrieval (blocking) keys. An entry's name stores, for every ordered pair of its tokens,
// "<code of one>|<first letter of the other's code>", where a token's code is its consonant skeleton
// (or its phonetic code when the skeleton is under 3 letters). A subject meets an entry when one key
// agrees, so word order, a missing middle name, romanisation variants, and a typo in one token (the
// pair headed by the other token still agrees) all retrieve it, while a key stays selective: a
// surname's skeleton plus the first letter of a given name. One-word names store "<code>|".
import type { NormalName } from "./normalize";

/** Longest tokens first: a name of many words keys on its four most telling ones. */
const MAX_KEY_TOKENS = 4;
const VOWELS = ["a", "e", "i", "o", "u"];

const codeOf = (name: NormalName, i: number) => (name.skeleton[i].length >= 3 ? name.skeleton[i] : name.phonetic[i]);

function tokenCodes(name: NormalName): string[] {
  const codes = name.tokens.map((_t, i) => codeOf(name, i)).filter((c) => c.length > 0);
  return [...new Set(codes)].sort((a, b) => b.length - a.length).slice(0, MAX_KEY_TOKENS);
}

/** The keys an entry's name is stored under. */
export function entryNameKeys(name: NormalName): string[] {
  const codes = tokenCodes(name);
  if (codes.length === 1) return [`${codes[0]}|`];
  const keys: string[] = [];
  for (const head of codes) {
    if (head.length < 2) continue; // an initial heads no key: "j|s" would fetch half the list
    for (const other of codes) if (other !== head) keys.push(`${head}|${other[0]}`);
  }
  return keys;
}

/**
 * The keys a subject's name looks up: the entry keys, each token alone (a one-word entry), and for
 * Arabic script every vowel as the initial, since a name's leading vowel is often not written.
 */
export function subjectNameKeys(name: NormalName): string[] {
  const keys = new Set(entryNameKeys(name));
  const codes = tokenCodes(name);
  for (const code of codes) if (code.length >= 2) keys.add(`${code}|`);
  if (name.abjad) {
    for (const head of codes) {
      if (head.length < 2) continue;
      for (const v of VOWELS) keys.add(`${head}|${v}`);
    }
  }
  return [...keys];
}
