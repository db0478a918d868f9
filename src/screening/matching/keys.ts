// Candidate-retrieval (blocking) keys. An entry's name stores, for every ordered pair of its tokens,
// "<code of one>|<tail of the other>": a token's code is its consonant skeleton (its phonetic code
// when the skeleton is under 2 letters), and a tail is the first letter and the next two consonants
// ("petrov" → "ptr"). A subject meets an entry when one key agrees, so word order, a missing middle
// name and romanisation variants retrieve it, while a key stays selective even when headed by a
// common given name. Typos: a code is also stored with its neighbours one edit away (SymSpell, see
// codeVariants), so a mistyped consonant in the heading token still meets; a typo in the other token's tail is
// caught by the pair headed the other way. One-word names store "<code>|".
//
// In the database an entry stores each key once, headed by its own code (storedNameKeys), and its
// list's variant table maps each neighbour back to the heads it stands for: a subject's variant key
// finds the heads there, then their keys (screen.ts). Storing every neighbour as a key of its own
// wrote ~18 rows per entry and took most of a million-line import.
//
// A Slavic given name also keys under its group's first form (equivalentKeys): "~hryhoriy|mln" for
// Grigory, Hryhorii or Ryhor Melnyk, looked up as written.
import { isGenericWord } from "./companies";
import { slavicGroupName } from "./nameEquivalents";
import { phoneticCode, rememberedUpTo, skeletonOf, type NormalName } from "./normalize";

/** Longest tokens first: a name of many words keys on its four most telling ones. */
const MAX_KEY_TOKENS = 4;
const VOWELS = ["a", "e", "i", "o", "u"];

interface TokenCode {
  code: string;
  tail: string;
  /** The skeleton after the first letter: a tail with the (unwritten) leading vowel restored. */
  rest: string;
  /** A business's generic word (companies.ts): keyed after the distinctive ones. */
  generic: boolean;
}

/**
 * A token's tail (its first letter and the next two consonants: "petrov" → "ptr") and the first two
 * letters of its skeleton, by its phonetic code. Words repeat across a list, so these are remembered
 * as normalize.ts remembers a word's codes rather than worked out again for every form of every name
 * an import keys; the bound keeps an import's heap flat.
 */
const tailsOf = rememberedUpTo(100_000, (phonetic) => ({
  tail: phonetic[0] + skeletonOf(phonetic.slice(1)).slice(0, 2),
  rest: skeletonOf(phonetic).slice(0, 2),
}));

export const tailOf = (phonetic: string) => tailsOf(phonetic).tail;

function tokenCodes(name: NormalName): TokenCode[] {
  const codes = new Map<string, TokenCode>();
  // A business's distinctive words key first: "Sino Global Trading Holdings International" keys on Sino.
  const order = name.generic
    ? name.tokens.map((_t, i) => i).sort((i, j) => Number(name.generic![i]) - Number(name.generic![j]))
    : name.tokens.map((_t, i) => i);
  for (const i of order) {
    const phonetic = name.phonetic[i];
    const code = name.skeleton[i].length >= 2 ? name.skeleton[i] : phonetic;
    if (code.length > 0 && !codes.has(code)) codes.set(code, { code, ...tailsOf(phonetic), generic: name.generic?.[i] ?? false });
  }
  const sorted = [...codes.values()].sort((a, b) => Number(a.generic) - Number(b.generic) || b.code.length - a.code.length);
  if (name.generic || sorted.length <= MAX_KEY_TOKENS) return sorted;
  // A person's chain of more words than that keeps its first and last (given and family name) among
  // them, so that the two alone, a partial name (nameScore.ts partialName), still meet it.
  const ends = [0, name.tokens.length - 1].map((i) => sorted.find((c) => c.code === (name.skeleton[i].length >= 2 ? name.skeleton[i] : name.phonetic[i])));
  const kept = [...new Set([...ends.filter((c): c is TokenCode => c !== undefined), ...sorted])].slice(0, MAX_KEY_TOKENS);
  return kept.sort((a, b) => b.code.length - a.code.length);
}

/**
 * A code and its neighbours one edit away, so that both sides of a typo share one (SymSpell): from 4
 * letters each one-letter deletion ("hnsn" → "hnn" → "hn", as a skeleton would collapse), for 3
 * letters each letter as a wildcard ("mns" → "m_s", meeting "mms"), for 2 letters a wildcard
 * inserted ("pr" → "p_r", meeting "pnr"). A bare 2-letter deletion would be too common a head.
 */
function codeVariants(code: string): string[] {
  const variants = new Set([code]);
  if (code.length >= 4) for (let i = 0; i < code.length; i++) variants.add((code.slice(0, i) + code.slice(i + 1)).replace(/(.)\1+/g, "$1"));
  else if (code.length === 3) for (let i = 0; i < 3; i++) variants.add(`${code.slice(0, i)}_${code.slice(i + 1)}`);
  else if (code.length === 2) for (let i = 0; i <= 2; i++) variants.add(`${code.slice(0, i)}_${code.slice(i)}`);
  return [...variants];
}

function pairKeys(codes: TokenCode[], tailsOf: (c: TokenCode) => string[], headsOf: (code: string) => string[] = codeVariants): string[] {
  if (codes.length === 1) return [`${codes[0].code}|`];
  const keys = new Set<string>();
  for (const head of codes) {
    if (head.code.length < 2) continue; // an initial heads no key: "j|s" would fetch half the list
    const heads = headsOf(head.code);
    for (const other of codes) {
      if (other === head) continue;
      for (const h of heads) for (const tail of tailsOf(other)) keys.add(`${h}|${tail}`);
    }
  }
  return [...keys];
}

/**
 * A person's Slavic given name keyed under its group's first form (nameEquivalents.ts), with each other
 * word's tail: "~hryhoriy|mln" for Grigory, Hryhorii or Ryhor Melnyk. The forms of one name share no
 * skeleton often enough (Grigory / Hryhoriy) to meet by the pair keys, and looking a subject up under
 * every form of its name cost the people bench a sixth of its throughput: this is one key more per other
 * word, and only for a name with a word in a group. Looked up as written, without typo neighbours (the
 * name's pair keys carry its typos); an initial gives no tail.
 */
function equivalentKeys(name: NormalName): string[] {
  if (name.generic || name.tokens.length < 2) return [];
  let keys: string[] | undefined;
  for (let i = 0; i < name.tokens.length; i++) {
    const group = slavicGroupName(name.tokens[i]);
    if (group === undefined) continue;
    for (let j = 0; j < name.tokens.length; j++) if (j !== i && name.tokens[j].length > 1) (keys ??= []).push(`~${group}|${tailOf(name.phonetic[j])}`);
  }
  return keys ?? [];
}

/**
 * The keys an entry's name is retrieved by, typo neighbours of each head included: what its stored keys
 * and its list's variant table stand for (storedNameKeys), spelled out so tests can hold the two equal.
 */
export function entryNameKeys(name: NormalName): string[] {
  const keys = [...pairKeys(tokenCodes(name), (c) => [c.tail]), ...equivalentKeys(name)];
  const sole = soleDistinctiveCode(name);
  return [...new Set(sole ? [...keys, ...codeVariants(sole).map((v) => `=${v}|`)] : keys)];
}

/**
 * The keys an entry's name is stored under in the database, each headed by its own code, and the
 * heads whose neighbours (keyHeadVariants) its list's variant table must map back to them. A subject
 * meets through the table exactly the entries entryNameKeys would give it.
 */
export function storedNameKeys(name: NormalName): { keys: string[]; heads: string[] } {
  const codes = tokenCodes(name);
  const keys = pairKeys(
    codes,
    (c) => [c.tail],
    (code) => [code],
  );
  const heads = codes.length > 1 ? codes.filter((c) => c.code.length >= 2).map((c) => c.code) : [];
  for (const key of equivalentKeys(name)) if (!keys.includes(key)) keys.push(key);
  const sole = soleDistinctiveCode(name);
  if (sole) (keys.push(`=${sole}|`), heads.push(`=${sole}`));
  return { keys, heads };
}

/** The variants a stored head is found by: its neighbours one edit away, itself included. */
export function keyHeadVariants(head: string): string[] {
  return head.startsWith("=") ? codeVariants(head.slice(1)).map((v) => `=${v}`) : codeVariants(head);
}

/**
 * How the database looks a subject's key up: a one-word key ("<code>|") and a given name's group key
 * ("~<form>|<tail>") as written, any other by its head, which the variant table turns into the heads it
 * may stand for, followed by the rest.
 */
export function keyLookup(key: string): { head: string; rest: string; exact: boolean } {
  const bar = key.indexOf("|");
  return { head: key.slice(0, bar), rest: key.slice(bar), exact: isExactKey(key) };
}

/** keyLookup's `exact`, without splitting the key. */
export function isExactKey(key: string): boolean {
  return (key.indexOf("|") === key.length - 1 && !key.startsWith("=")) || key.startsWith("~");
}

/**
 * A business also keys on its distinctive words alone, joined, by their phonetic code (a skeleton
 * is too common a key for a one-word name) with its one-edit neighbours: "Pilak Import Corp" is found
 * as "Pilak Corp" and "Pilak", "Jiasheng Limited" as "Jiaheng Limited", "Kanghong Datai" as
 * "Kanghongdatai". Null for a person, or when the code is under 3 letters.
 */
function soleDistinctiveCode(name: NormalName): string | null {
  if (!name.generic) return null;
  const distinctive = name.tokens.filter((_t, i) => !name.generic![i]);
  const code = distinctive.length ? phoneticCode(distinctive.join("")) : "";
  return code.length >= 3 ? code : null;
}

/**
 * The keys a subject's name looks up: the entry keys, each token alone (a one-word entry), for Arabic
 * script the tails with each vowel in front, since a name's leading vowel is often not written, and a
 * Slavic given name's group keys (equivalentKeys, for the name as written: not its joined words).
 */
export function subjectNameKeys(name: NormalName): string[] {
  const keys = new Set<string>();
  for (const variant of [name, ...joinedVariants(name)]) {
    const codes = tokenCodes(variant);
    for (const key of pairKeys(codes, (c) => (name.abjad ? [c.tail, ...VOWELS.map((v) => v + c.rest)] : [c.tail]))) keys.add(key);
    for (const { code } of codes) if (code.length >= 2) keys.add(`${code}|`);
  }
  for (const key of equivalentKeys(name)) keys.add(key);
  // A business's distinctive words joined, typo neighbours included, meet the entry's.
  const sole = soleDistinctiveCode(name);
  if (sole) for (const v of codeVariants(sole)) keys.add(`=${v}|`);
  // A person of one name (Suharto, Hambali) keys on that word alone, which a one-word entry stores as
  // written, without neighbours: the subject looks its typos up instead (one-word entries are few).
  const codes = tokenCodes(name);
  if (codes.length === 1 && codes[0].code.length >= 2) for (const v of oneEditCodes(codes[0].code)) keys.add(`${v}|`);
  return [...keys];
}

/** A skeleton's letters (normalize.ts phoneticCode: c, q as k; w as v; x as ks; z as s; y a vowel). */
const CONSONANTS = "bdfghjklmnprstv";

/** Every code one edit away (a letter dropped, changed or added, two neighbours swapped), without a doubled letter, as skeletons are. */
function oneEditCodes(code: string): string[] {
  const out = new Set<string>();
  const add = (v: string) => {
    if (v.length >= 2 && v !== code && !/(.)\1/.test(v)) out.add(v);
  };
  for (let i = 0; i < code.length; i++) {
    add(code.slice(0, i) + code.slice(i + 1));
    if (i + 1 < code.length) add(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2));
    for (const c of CONSONANTS) add(code.slice(0, i) + c + code.slice(i + 1));
  }
  for (let i = 0; i <= code.length; i++) for (const c of CONSONANTS) add(code.slice(0, i) + c + code.slice(i));
  return [...out];
}

/** A name of 3+ words with two neighbours written as one ("Xi Jin Dong" → "Xi Jindong"). */
function joinedVariants(name: NormalName): NormalName[] {
  if (name.tokens.length < 3) return [];
  return name.tokens.slice(1).map((_t, k) => {
    const tokens = [...name.tokens.slice(0, k), name.tokens[k] + name.tokens[k + 1], ...name.tokens.slice(k + 2)];
    const phonetic = tokens.map(phoneticCode);
    return { ...name, tokens, phonetic, skeleton: phonetic.map(skeletonOf), ...(name.generic ? { generic: tokens.map(isGenericWord) } : {}) };
  });
}
