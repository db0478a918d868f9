// Japanese names written in kana (hiragana or katakana) read in Hepburn, as lists romanise Japanese
// names: シノダ ケンイチ → Shinoda Kenichi. wanakana (MIT) converts kana to modified Hepburn; lists
// write long vowels without their macron and mostly without the doubled vowel (Jirō, written ジロウ in
// kana, is listed Jiro; ユウコ Yuko; オオノ Ono), so a name is given both spellings: the vowels as
// written (jirou) and the long vowels shortened (jiro). Hepburn's apostrophe before a vowel after n
// (ken'ichi) is dropped, as lists drop it. A name in kanji is not read here: kanji names have many
// readings that only a dictionary of names gives (see docs/screening-matching.md).

/** Hiragana, katakana and the marks a kana name is written with (the long-vowel mark, the middle dot between a foreign name's parts). */
const KANA_NAME = /^[\u3041-\u3096\u30a1-\u30fa\u30fc\u309d\u309e\u30fd\u30fe\s・･=＝\u3000]+$/;
const HAS_KANA = /[\u3041-\u3096\u30a1-\u30fa]/;

let toRomaji: ((kana: string) => string) | undefined;

/** The name's words in Hepburn, as written and with long vowels shortened; none when the name is not written in kana alone. */
export function kanaForms(name: string): string[][] {
  if (!HAS_KANA.test(name) || !KANA_NAME.test(name)) return [];
  // wanakana is small (tens of kB, ~30 ms to load) but only a kana name needs it.
  toRomaji ??= (require("wanakana") as { toRomaji: (kana: string) => string }).toRomaji;
  const words = name
    .normalize("NFKC")
    .split(/[\s・･=＝]+/)
    .filter(Boolean)
    .map((w) =>
      toRomaji!(w)
        .toLowerCase()
        .replace(/[^a-z]/g, ""),
    )
    .filter(Boolean);
  if (words.length === 0) return [];
  return longVowelSpellings(words);
}

/** At most this many spellings of one kana name: as written, shortened, in the passport's oh (inside words, and at their ends too), in the other doubled o. */
export const KANA_SPELLINGS = 5;

/**
 * A name's words in the spellings lists and passports give its long vowels, as written first: the
 * vowels as kana write them (おおの oono, おうの ouno), shortened as lists write them (ono), in the
 * spelling of Japanese passports, a long o before a consonant or at the end as oh (Ohno, Satoh; before a
 * vowel or an h it stays o: Shohei), and the long o in the other doubled spelling (oono beside ouno),
 * since one name is written おおの by one person and registered おうの by another. Each variant applies
 * to every word at once, so a name has at most KANA_SPELLINGS of them, however many long vowels it has.
 */
export function longVowelSpellings(words: string[]): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  const add = (ws: string[]) => {
    const key = ws.join(" ");
    if (!seen.has(key)) (seen.add(key), out.push(ws));
  };
  add(words);
  add(words.map(shortenLongVowels));
  // A final long o as oh is a family name's spelling (Satoh, Itoh) more than a given name's (Taro): with and without it.
  add(words.map((w) => passportSpelling(w, /o[ou](?=[^aeiouh])/g)));
  add(words.map((w) => passportSpelling(w, /o[ou](?=[^aeiouh]|$)/g)));
  add(words.map((w) => w.replace(/o[ou]/g, (m) => (m === "oo" ? "ou" : "oo"))));
  return out.slice(0, KANA_SPELLINGS);
}

/** A word with the long o's `where` finds written oh, its other long vowels shortened. */
function passportSpelling(word: string, where: RegExp): string {
  return shortenLongVowels(word.replace(where, "\u0000")).replace(/\u0000/g, "oh");
}

/** A long vowel as lists write it without a macron: ou, oo → o; uu → u; aa → a; ii and ei are kept (Niigata, Kei). */
function shortenLongVowels(word: string): string {
  return word.replace(/o[ou]/g, "o").replace(/uu/g, "u").replace(/aa/g, "a");
}
