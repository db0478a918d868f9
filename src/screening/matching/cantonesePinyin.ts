// A Chinese name written by its Cantonese reading (the Hong Kong Government's romanisation, or
// Jyutping) against one written by its Mandarin reading (pinyin, or Wade–Giles without marks), with no
// characters on either side: CHEUNG Kin-wah / ZHANG Jianhua, WONG Siu-ming / WANG Xiaoming, CHAN Tai-man
// / CHEN Dawen. A list that carries a Hong Kong person only in pinyin, or a mainland person only in the
// Hong Kong spelling, is met the other way round too.
//
// Letters alone cannot say it: the two readings of one character share no spelling rule (張 zoeng /
// zhang, 華 waa / hua, 陳 can / chen). What they share is the character, so the comparison goes through
// a table of which Mandarin syllables the characters of each Cantonese syllable read as
// (cantonesePinyin.json, written once by scripts/cantonese-pinyin-table.ts from the common characters of
// GB 2312 level 1 and Big5 level 1, read by to-jyutping and pinyin-pro, the libraries cantonese.ts and
// cjk.ts read characters with). 688 Jyutping syllables, 2,522 pairings, 15.9 kB: read on first use
// (1-2 ms, and 10-20 ms to index both ways, measured cold on a loaded 2-core host), where building it
// from the libraries' dictionaries took seconds.
//
// Two names meet when, syllable by syllable in the order written (family name first or last on either
// side, given names joined, split or hyphenated), each Cantonese syllable has the other's syllable among
// its Mandarin readings. That is weaker evidence than one spelling: a Cantonese syllable stands for four
// Mandarin ones on average (Cheung is 張 Zhang and 蔣 Jiang), so a name so met scores under an exact
// match (CROSS_SCORE), a name of two syllables under the default threshold (CROSS_SCORE_SHORT), and the
// match says so (score.ts name_cross_romanisation).
import { hongKongSpellings, hongKongSyllables, isJyutpingSyllable } from "./cantonese";
import { pinyinSyllablesOf, wadeGiles, wadeGilesSyllablesOf } from "./cjk";
import { tailOf } from "./keys";
import { phoneticCode, rememberedUpTo } from "./normalize";

/** A name of three syllables or four met across romanisations: a match at the default threshold (0.88), under an exact one. */
export const CROSS_SCORE = 0.9;
/** A name of two syllables met so: reported, cleared under the default threshold unless a birth date or a country agrees. */
export const CROSS_SCORE_SHORT = 0.85;

type Table = { mandarin: Map<string, string[]>; cantonese: Map<string, string[]> };
let table: Table | undefined;

/** The table, read on first use: each Jyutping syllable's pinyin syllables, and the reverse. */
function tableOf(): Table {
  if (table) return table;
  const raw = require("./cantonesePinyin.json") as Record<string, string>;
  const mandarin = new Map<string, string[]>();
  const cantonese = new Map<string, string[]>();
  for (const [j, ps] of Object.entries(raw)) {
    const list = ps.split(" ");
    mandarin.set(j, list);
    for (const p of list) {
      let back = cantonese.get(p);
      if (!back) cantonese.set(p, (back = []));
      back.push(j);
    }
  }
  // Each pinyin syllable's Cantonese ones, those it is the likelier reading of first (zhang: zoeng before coeng).
  const rank = (p: string, j: string) => mandarin.get(j)!.indexOf(p);
  for (const [p, js] of cantonese) js.sort((x, y) => rank(p, x) - rank(p, y));
  return (table = { mandarin, cantonese });
}

/** The Jyutping syllables a word of Hong Kong spelling or Jyutping stands for (Cheung → zoeng, coeng), or null. */
function jyutpingOf(syllable: string): string[] | null {
  const hk = hongKongSyllables(syllable);
  const own = isJyutpingSyllable(syllable);
  if (!hk && !own) return null;
  const out = hk ? [...hk] : [];
  if (own && !out.includes(syllable)) out.push(syllable);
  return out;
}

interface Readings {
  /** Pinyin syllables, likeliest first. */
  pinyin: string[];
  pinyinSet: Set<string>;
  /** The same in Wade–Giles without marks, as cjk.ts spells every Chinese name. */
  wadeGiles: Set<string>;
}

/** A Cantonese syllable's Mandarin readings (cheung → zhang jiang xiang chang ...), remembered: syllables are few. */
const mandarinOf = rememberedUpTo(10_000, (syllable: string): Readings | null => {
  const js = jyutpingOf(syllable);
  if (!js) return null;
  const { mandarin } = tableOf();
  const lists = js.map((j) => mandarin.get(j) ?? []);
  // Interleaved, so that each Jyutping syllable's likeliest readings come first.
  const pinyin: string[] = [];
  for (let k = 0; lists.some((l) => k < l.length); k++) for (const l of lists) if (k < l.length && !pinyin.includes(l[k])) pinyin.push(l[k]);
  if (pinyin.length === 0) return null;
  return { pinyin, pinyinSet: new Set(pinyin), wadeGiles: new Set(pinyin.map(wadeGiles)) };
});

/**
 * A word's Cantonese syllables (kinwah → kin wah), as few as it reads in, each of two letters or more;
 * null when it reads as none. Remembered per word: every name a subject or a list gives is read, and
 * its words are the same surnames and given names again and again.
 */
const cantoneseSyllables = rememberedUpTo(50_000, (word: string): string[] | null => {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 6); start <= end - 2; start++) {
      const prev = best[start];
      if (prev === null || prev.length >= 4) continue;
      const s = word.slice(start, end);
      // Looked up in the syllable tables first: a slice that is no syllable (most) never enters mandarinOf's memory, which keeps the syllables.
      if ((hongKongSyllables(s) === null && !isJyutpingSyllable(s)) || mandarinOf(s) === null) continue;
      if (best[end] === null || prev.length + 1 < best[end]!.length) best[end] = [...prev, s];
    }
  }
  return best[word.length];
});

type System = "cantonese" | "pinyin" | "wadeGiles";
interface Reading {
  system: System;
  /** The name's words as written, each its syllables. */
  words: string[][];
}

/** The words of a name as written: runs of Latin letters, a hyphen or apostrophe joining a word's syllables (Kin-wah, Xi'an). */
function wordsOf(name: string): string[] | null {
  if (!/^[A-Za-z\s,;/()'’.-]+$/.test(name)) return null;
  const words = name
    .toLowerCase()
    .split(/[\s,;/()]+/)
    .map((w) => w.replace(/[-'’.]/g, ""))
    .filter(Boolean);
  return words.length >= 1 && words.length <= 4 ? words : null;
}

/** How a name reads as a Chinese name in each system it reads in entirely, two to four syllables; remembered per name as written. */
const readingsOf = rememberedUpTo(100_000, (name: string): Reading[] => {
  const words = wordsOf(name);
  if (!words) return [];
  const out: Reading[] = [];
  const systems: [System, (w: string) => string[] | null][] = [
    ["cantonese", cantoneseSyllables],
    ["pinyin", pinyinSyllablesOf],
    ["wadeGiles", wadeGilesSyllablesOf],
  ];
  for (const [system, read] of systems) {
    // Most names are no Chinese name in a system: its first word that reads as none ends the system, the rest unread.
    const syllables: string[][] = [];
    for (const w of words) {
      const s = read(w);
      if (s === null) break;
      syllables.push(s);
    }
    if (syllables.length < words.length) continue;
    const count = syllables.reduce((n, s) => n + s.length, 0);
    if (count >= 2 && count <= 4) out.push({ system, words: syllables });
  }
  return out;
});

/** The word lists turned round: each word in turn first, the order kept (a family name moved from last to first). */
function rotations(words: string[][]): string[][] {
  return words.map((_w, k) => [...words.slice(k), ...words.slice(0, k)].flat());
}

/** Whether the Cantonese syllables meet the Mandarin ones one by one, in some turn of each name's words. */
function meets(cantonese: Reading, mandarin: Reading): boolean {
  const ours = rotations(cantonese.words);
  const theirs = rotations(mandarin.words);
  for (const x of ours)
    for (const y of theirs) {
      if (x.length !== y.length) continue;
      if (
        x.every((s, i) => {
          const r = mandarinOf(s)!;
          return mandarin.system === "pinyin" ? r.pinyinSet.has(y[i]) : r.wadeGiles.has(y[i]);
        })
      )
        return true;
    }
  return false;
}

/** What a cross-romanisation match found: the score and the two readings, for the explanation. */
interface CrossMatch {
  score: number;
  said: string;
}

const SYSTEM_NAME: Record<System, string> = { cantonese: "Cantonese (Hong Kong spelling or Jyutping)", pinyin: "pinyin", wadeGiles: "Wade–Giles" };

/**
 * Two names as written (NormalName.original), one read in Cantonese and the other in Mandarin, that
 * meet syllable by syllable: the score to give them and why; null when they do not. Either side may
 * be the Cantonese one. A pinyin reading is preferred to a Wade–Giles one of the same words: pinyin
 * keeps zh and ch, j and q apart, which Wade–Giles writes alike.
 */
export function crossRomanisation(a: string, b: string): CrossMatch | null {
  const ra = readingsOf(a);
  if (ra.length === 0) return null;
  const rb = readingsOf(b);
  if (rb.length === 0) return null;
  for (const [x, y] of [
    [ra, rb],
    [rb, ra],
  ]) {
    const canto = x.find((r) => r.system === "cantonese");
    if (!canto) continue;
    const mandarin = y.find((r) => r.system === "pinyin") ?? y.find((r) => r.system === "wadeGiles");
    if (!mandarin || !meets(canto, mandarin)) continue;
    const count = canto.words.reduce((n, s) => n + s.length, 0);
    const said = `"${canto.words.map((w) => w.join("-")).join(" ")}" read in ${SYSTEM_NAME.cantonese} meets "${mandarin.words.map((w) => w.join("-")).join(" ")}" in ${SYSTEM_NAME[mandarin.system]} syllable by syllable`;
    return { score: count >= 3 ? CROSS_SCORE : CROSS_SCORE_SHORT, said };
  }
  return null;
}

/**
 * How many readings of each syllable a lookup spells out: every reading of a word that may be the
 * family name (the first word or the last: a key is headed by it), fewer of a given name's second
 * syllable and fewer still of the rest (a key's tail is a word's first letters).
 */
const FAMILY_READINGS = 10;
const SECOND_READINGS = 6;
const LATER_READINGS = 2;

/** The READINGS limits of a name's syllables, word by word. */
function readingLimits(words: string[][]): number[] {
  return words.flatMap((w) => w.map((_s, k) => (k === 0 ? FAMILY_READINGS : k === 1 ? SECOND_READINGS : LATER_READINGS)));
}

/**
 * At most this many spellings of a name are looked up, and only one per retrieval key they make: a
 * name keys on each word's code and the first letters of the others (keys.ts), so two spellings with
 * the same family name and given names beginning alike fetch the same entries.
 */
const MAX_KEY_FORMS = 64;

/**
 * The `cap` likeliest combinations of one choice per position, at most limits[i] choices at position i,
 * likeliest first: by the sum of the choices' ranks, ties in the order of the choices. Enumerated sum by
 * sum, so the work follows the cap, not the product of the limits (10^4 for four one-syllable words).
 */
function likeliest(choices: string[][], limits: number[], cap: number): string[][] {
  if (choices.length === 0) return [[]];
  const sizes = choices.map((c, i) => Math.min(c.length, limits[i]));
  // The largest rank sum positions i… can still add.
  const room = sizes.map((_s, i) => sizes.slice(i).reduce((n, s) => n + s - 1, 0));
  const out: string[][] = [];
  const walk = (i: number, pick: string[], rest: number) => {
    if (out.length >= cap) return;
    if (i === choices.length) return void (rest === 0 && out.push(pick));
    for (let k = 0; k < sizes[i] && k <= rest; k++) if (rest - k <= (room[i + 1] ?? 0)) walk(i + 1, [...pick, choices[i][k]], rest - k);
  };
  if (sizes.every((n) => n > 0)) for (let sum = 0; sum <= room[0] && out.length < cap; sum++) walk(0, [], sum);
  return out;
}

/** What a spelling is looked up by: its first word whole, the others by their tails (keys.ts). */
const keySignature = (words: string[]) => words.map((w, i) => (i === 0 ? w : tailOf(phoneticCode(w)))).join("|");

/**
 * The name spelled in the other system, for looking it up (screen.ts keys): a Cantonese-spelt name in
 * the Wade–Giles spelling cjk.ts gives every Chinese name (CHEUNG Kin Wah → chang chienhua), each word's
 * syllables as the name groups them and, for three words of one syllable, both groupings of the given
 * name; a pinyin one by its first two syllables in the Hong Kong spelling (ZHANG Jianhua → cheung kin). Scoring does
 * not use these: crossRomanisation compares the names as written.
 */
export function crossKeyForms(name: string): string[][] {
  const readings = readingsOf(name);
  if (readings.length === 0) return [];
  const forms: string[][] = [];
  const seen = new Set<string>();
  let budget = MAX_KEY_FORMS;
  const add = (words: string[]) => {
    const key = keySignature(words);
    if (!seen.has(key) && budget > 0) (seen.add(key), forms.push(words), budget--);
  };
  const canto = readings.find((r) => r.system === "cantonese");
  if (canto) {
    // Each grouping its share: the family name may be the first word or the last.
    const groupings = groupingsOf(canto.words);
    for (const [g, grouping] of groupings.entries()) {
      budget = Math.floor(MAX_KEY_FORMS / groupings.length) * (g + 1) - forms.length;
      const choices = grouping.flat().map((s) => [...mandarinOf(s)!.wadeGiles]);
      for (const pick of likeliest(choices, readingLimits(grouping), 4 * MAX_KEY_FORMS)) add(regroup(pick, grouping));
    }
  }
  budget = MAX_KEY_FORMS - forms.length;
  const mandarin = readings.find((r) => r.system === "pinyin");
  if (mandarin) {
    const { cantonese } = tableOf();
    // A pinyin syllable's Cantonese readings in the Hong Kong spelling (zhang → cheung, jiang → keung, cheung).
    // Its first two syllables are enough: a Hong Kong spelling lists each syllable as a word (Kin-wah), and
    // an entry keys on every pair of its words, the family name's and the given name's first among them.
    const choices = mandarin.words
      .flat()
      .slice(0, 2)
      .map((p) => [...new Set((cantonese.get(p) ?? []).map((j) => hongKongSpellings(j)?.[0]).filter((s): s is string => !!s))]);
    if (choices.every((c) => c.length > 0)) for (const pick of likeliest(choices, [FAMILY_READINGS, FAMILY_READINGS], 4 * MAX_KEY_FORMS)) add(pick);
  }
  return forms;
}

/** A name's words as they group its syllables; three words of one syllable also as a family name and a given name of two, either way. */
function groupingsOf(words: string[][]): string[][][] {
  if (words.length === 3 && words.every((w) => w.length === 1))
    return [
      [words[0], [...words[1], ...words[2]]],
      [[...words[0], ...words[1]], words[2]],
    ];
  return [words];
}

/** Picked syllables written as the grouping's words, each word's syllables joined. */
function regroup(pick: string[], grouping: string[][]): string[] {
  let at = 0;
  return grouping.map((w) => pick.slice(at, (at += w.length)).join(""));
}
